// 上游号: provider accounts.
import type { NewsItem } from './news'

export interface Account {
  id: number
  name: string
  avatar: string
  intro: string
  fansNum: number
  articleNum: number
  /** the column holding its stories */
  classId: number
}

/** a story in the 上游号 feed, with who published it */
export interface AccountNewsItem extends NewsItem {
  account: { id: number; name: string; avatar: string }
}
