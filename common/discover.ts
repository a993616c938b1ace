// 发现's words on a post's page and a topic's, shared by the app (src/packages/bangbang/pages/discover-detail,
// discover-topic) and the server's first screens of them (server/src/content/first-paint.ts).
import { shortCount } from './count'
import type { DiscoverTopic } from '../types/api/discover'
import type { Topic } from '../types/api/topics'

export const DISCOVER_DETAIL_TEXT = {
  allComments: (n: number) => `查看全部${n}条评论 ›`,
  write: '写评论…',
  remove: '删除',
  report: '举报',
  /** the hot comments shown here; more than these, and the link to all */
  HOT: 2,
} as const

/** 发现's search (/SearchDiscover): the hot topics' names until a word is typed, then topics and posts */
export const DISCOVER_SEARCH_TEXT = {
  placeholder: '搜索话题、内容',
  hot: '热门话题',
  topics: '话题',
  posts: '内容',
  none: '没有找到相关内容',
} as const

/** the button that publishes into a topic */
export const FOLLOW_POST = '跟帖'

/** a topic's page (/SelfDiscover) */
export const TOPIC_TEXT = {
  official: '官方',
  posts: (n: number) => `${shortCount(n)}条帖子`,
  replies: (n: number) => `${shortCount(n)}回复`,
  none: '还没有人参与，来发第一条吧',
  report: '举报话题',
} as const

/** 农民说's words (渝农: its page, and the server's first screen of it) */
export const FARMER_TALK_TEXT = {
  intro: '说说地里的收成、村里的新鲜事，晒晒你的好产品',
  latest: '最新',
  hot: '最热',
  none: '还没有人说话，来说第一句吧',
  talk: '我要说',
} as const

/** a 发现 topic as the topic list item shows it (the reading side's TopicItem; the server's first screens) */
export const asTopicItem = (t: DiscoverTopic): Topic => ({ id: t.id, title: t.title, image: t.pictures, intro: t.intro, postNum: t.contentCount, replyNum: t.commentCount })

/** 热门话题 (/TopicDiscover) */
export const TOPICS_TEXT = { none: '还没有话题' } as const
