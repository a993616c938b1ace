// 帮帮's own calls: the tab's data and the section's search (docs/api.md, 帮帮 home and search).
import type { PoliticsListItem } from './politics'
import type { QaQuestionItem } from './qa'

/** GET /v1/bangbang/home */
export interface BangHome {
  /** the newest 问政 questions */
  politics: PoliticsListItem[]
  /** today's hot 问答 questions */
  qa: QaQuestionItem[]
}

/** GET /v1/bangbang/home/search: both kinds (5 each) without `type`; a page of one kind with it */
export interface BangSearchResult {
  politics: PoliticsListItem[]
  qa: QaQuestionItem[]
}

/** GET /v1/bangbang/home/hotsearch (the spec's hot word: id, title) */
export interface BangHotWord {
  id: number
  title: string
}
