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

/** a public service: a number to call or copy, or an office's own online service */
export interface BangService {
  id: number
  title: string
  intro: string
  kind: 'phone' | 'link'
  /** the number, or the https address */
  value: string
}

/** GET /v1/bangbang/service/getService: the directory, by category */
export interface BangServiceGroup {
  category: string
  items: BangService[]
}
