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
/** the mark on a special's cover in /Special */
export const SPECIAL_MARK = '专题'

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

// ---- the newsroom's specials (issue 29): /admin/v1/specials* ----

export const SPECIAL_LIMITS = { title: 30, intro: 200, categories: 12, category: 10, order: 9999 } as const

/** a special (专题) as the console edits it: its column, its category columns, its entry in the channels' lists */
export interface StaffSpecial {
  /** the special's column (the entry's classId, /SpecialPage?classId=) */
  id: number
  title: string
  /** as stored (a site path or the bucket's address) */
  image: string
  intro: string
  /** its place among the specials on /Special */
  order: number
  /** readers see it: its entry published, on /Special and in the channels it is placed in */
  shown: boolean
  /** the channels whose lists carry its entry */
  channelIds: number[]
  /** its entry story (dataType 5) */
  entryId: number
  /** its category tabs in order, with how many stories each holds (published or not) */
  categories: { id: number; name: string; stories: number }[]
}

/** a save of a special: without `id` a new one; a category without `id` is new, one left out is removed (when it holds no story) */
export type SpecialInput = Pick<StaffSpecial, 'title' | 'image' | 'intro' | 'order' | 'shown' | 'channelIds'> & {
  id?: number
  categories: { id?: number; name: string }[]
}
