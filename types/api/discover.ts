// 发现 (Discover): readers' posts with pictures or a video, #topics#, likes, comments and the newsroom's
// official replies (community-side spec §2–§9). The spec names the routes and the item's fields; the
// rest is designed (docs/api.md, Discover).
//
// A topic (话题) is started by anyone when publishing, but joins the hot list and search only once an
// editor approves it; editors' own topics are official (官方). A post is read by moderation first (held:
// its author's alone, with 审核中). An editor's official reply is pinned on the post with a link to the
// story it produced, and its author is told.

import type { QuestionVideo } from './politics'

/** the classId of a Discover post (/v1/like/do, the detail's and comments' classId) */
export const DISCOVER_CLASS_ID = 20
/** a like on a post, as the likes table keeps it (news 1, comment 2, BangBang comment 3, answer 6, post 7) */
export const DISCOVER_LIKE_TYPE = 8

/** the six colours of topic tags (spec §9), by the topic's id: each at least 4.5:1 on white (WCAG AA) */
export const TOPIC_COLORS = ['#b35900', '#1d6fd6', '#2e7d32', '#c62828', '#7b1fa2', '#00796b'] as const

export type TopicStatus = 'pending' | 'approved' | 'rejected' | 'hidden'

/** a topic as a list or its page shows it */
export interface DiscoverTopic {
  id: number
  title: string
  intro: string
  /** a cover picture ('' for none) */
  pictures: string
  /** shown posts ('N条帖子') and the comments on them ('N回复') */
  contentCount: number
  commentCount: number
  official: boolean
  /** pending until an editor approves it (its starter alone sees it then) */
  status: TopicStatus
}

/** a hot topic or hot word */
export interface TopicWord {
  id: number
  title: string
}

/** the newsroom's answer pinned on a post */
export interface OfficialReply {
  username: string
  content: string
  /** the story it produced (its address in newsStruct.url), when there is one */
  newsStruct: { newsId: number; classId: number; title: string; url: string } | null
  time: string
}

/** a post in the feed, a topic's page or search */
export interface DiscoverItem {
  id: number
  classId: typeof DISCOVER_CLASS_ID
  content: string
  like: number
  commentCount: number
  pv: number
  isDoLike: boolean
  nickname: string
  userPic: string
  userId: number
  time: string
  /** large (preview) and thumbnails (the grid) */
  images: string[]
  thumbs: string[]
  video: QuestionVideo | null
  topic: TopicWord | null
  /** the 2 most liked comments */
  hotComments: { userName: string; sayText: string }[]
  official: OfficialReply | null
  /** held by moderation: its author alone sees it */
  underReview: boolean
  /** the viewer wrote it (may delete it) */
  mine: boolean
}

export interface DiscoverDetail {
  item: DiscoverItem
  /** the comment count: the link to all comments shows when it exceeds the 2 hot ones */
  commentCount: number
}

/** POST /v1/quan/publish */
export interface DiscoverPublished {
  id: number
  underReview: boolean
  /** the topic it went into; a new one is pending until an editor approves it */
  topic: { id: number; title: string; status: TopicStatus } | null
}

export const DISCOVER_PICTURES_MAX = 9

/** GET /admin/v1/discover/topics: a topic as the newsroom decides it */
export interface StaffTopic {
  id: number
  title: string
  status: 'pending' | 'approved' | 'rejected' | 'hidden'
  official: boolean
  posts: number
  /** who started it ('' for the newsroom's own) */
  startedBy: string
  createdAt: number
  decidedAt: number | null
}
