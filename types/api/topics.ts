// Topics (时间专题) and specials.
import type { NewsItem } from './news'

export interface Topic {
  id: number
  /** shown as #title# */
  title: string
  image: string
  intro: string
  /** N条帖子 */
  postNum: number
  /** N回复 */
  replyNum: number
}

export interface SpecialInfo {
  classId: number
  title: string
  image: string
  intro: string
  categories: { id: number; name: string }[]
}

/** /v1/news/specialList: a special with its newest stories */
export interface SpecialListItem {
  classId: number
  topicTitle: string
  topicImg: string
  list: { category: string; title: string; imageUrl: string[]; classId: number; id: number; dataType: number; showType: number; isVideo: 0 | 1 }[]
}

export type { NewsItem }

// ---- the newsroom's side (issue 29): /admin/v1/topics* ----

export const TOPIC_LIMITS = { title: 30, intro: 200, stories: 200, sort: 9999 } as const

/** a topic (时间专题) as the console edits it */
export interface StaffTopic {
  id: number
  columnId: number
  title: string
  /** as stored (a site path or the bucket's address) */
  image: string
  intro: string
  sort: number
  shown: boolean
  /** its stories, published or not */
  stories: number
}

export interface TopicInput { id?: number; columnId: number; title: string; image: string; intro: string; sort: number; shown: boolean }

export interface TopicStory { newsId: number; title: string; published: boolean }
