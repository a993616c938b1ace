// 社区 and 曝光台's words on a post, shared by the app (PostCard, the post's page) and the server's first
// screen of a post (server/src/content/first-paint.ts).
import type { BangPost, Community } from '../types/api/community'

/** 社区's pages (/BangBang/community/index: the section's home, a community, a member) */
export const COMMUNITY_TEXT = {
  intro: '邻里有事，社区来帮：反映身边事，社区工作人员在线回复',
  mine: '我的社区',
  choose: '选择社区',
  change: '更换',
  none: '还没有加入社区，加入后可以向社区发帖',
  nearby: '推荐社区',
  more: '更多社区 ›',
  latest: '社区新鲜事',
  noPosts: '还没有人发帖',
  post: '发帖',
  posts: '帖子',
  members: '成员',
  noMembers: '还没有成员',
  /** who lives here is for the neighbours (issue 24 §9): the list is asked for by members only */
  membersOnly: '加入社区后可以查看成员',
  worker: '社区工作人员',
  postsOf: (n: number) => `发帖 ${n}`,
  noCommunity: '还没有加入社区',
} as const
/** the communities to join the section's home shows side by side */
export const NEARBY_COMMUNITIES = 4

/** a community's card */
export const COMMUNITY_CARD_TEXT = {
  figures: (c: Pick<Community, 'memberNum' | 'postNum'>) => `${c.memberNum}位邻居 · ${c.postNum}条帖子`,
  join: '加入',
  joined: '已加入',
} as const

export const POST_TEXT = {
  communityReply: '社区回复',
  reporterReply: '记者跟进',
  reads: (n: number) => `${n}阅读`,
} as const

/** a post's state → its tag's colour */
export const postTone = (p: Pick<BangPost, 'status'>) => (p.status === 2 ? 'done' : p.status === 1 ? 'going' : 'waiting')

export const POST_DETAIL_TEXT = {
  disclaimer: '内容由网友发布，仅代表其个人观点，具体情况以相关部门核实为准。',
  handleTitle: { community: '以社区名义回复', exposure: '记者跟进' },
  placeholder: { community: '回复居民（居民会收到通知）', exposure: '写下跟进情况（网友会收到通知）' },
  reply: '回复',
  replySolved: '回复并标记已解决',
  solve: '问题已解决',
  remove: '删除',
  waiting: { community: '社区工作人员会尽快回复', exposure: '记者核实后会在这里更新进展' },
} as const

/** the post's page's title: 曝光详情, or its community's name (the route's own, 详情, without one) */
export const postPageTitle = (p: Pick<BangPost, 'kind' | 'community'>): string | undefined => (p.kind === 'exposure' ? '曝光详情' : p.community?.name)

/** 曝光台's words (its page, and the server's first screen of it) */
export const EXPOSURE_TEXT = {
  intro: '拍下身边的问题，记者核实后帮你跟进，直到解决',
  post: '我要曝光',
  none: '还没有曝光',
  all: (n: number) => `全部 ${n}`,
  handled: (n: number) => `跟进中 ${n}`,
  solved: (n: number) => `已解决 ${n}`,
} as const
