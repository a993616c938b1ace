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
