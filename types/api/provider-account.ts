// 上游号 ("provider accounts"): newsrooms, departments and partners that publish in the app. "Account"
// alone means a reader's login.
import type { NewsItem } from './news'

export interface ProviderAccount {
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
export interface ProviderNewsItem extends NewsItem {
  provider: { id: number; name: string; avatar: string }
}
