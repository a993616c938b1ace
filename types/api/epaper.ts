// The e-paper: editions by date, pages, and the articles on a page.

export interface EpaperDates {
  paper: string
  name: string
  /** newest first, 'YYYY-MM-DD' */
  dates: string[]
}

export interface EpaperArticleRef {
  id: number
  title: string
  /** the article's block on the page image: [left, top, width, height] in percent */
  area: [number, number, number, number]
}

export interface EpaperPage {
  id: number
  num: number
  /** 第01版 要闻 */
  name: string
  image: string
  articles: EpaperArticleRef[]
}

export interface EpaperEdition {
  paper: string
  name: string
  date: string
  pages: EpaperPage[]
}

export interface EpaperArticle {
  id: number
  title: string
  subtitle: string
  author: string
  /** sanitised HTML */
  content: string
  paper: string
  name: string
  date: string
  pageNum: number
  pageName: string
}

// ---- the newsroom's side (issue 29): /admin/v1/epaper/* ----

export const EPAPER_LIMITS = { pages: 40, pageName: 10, title: 60, subtitle: 60, author: 30, content: 20_000, articles: 40 } as const

/** an edition in the newsroom's list */
export interface StaffEditionItem {
  id: number
  date: string
  published: boolean
  pages: number
  articles: number
}

export interface StaffEpaperArticle {
  id: number
  title: string
  subtitle: string
  author: string
  /** sanitised HTML */
  content: string
  /** [left, top, width, height] in percent of the page image */
  area: [number, number, number, number]
  sort: number
}

export interface StaffEpaperPage {
  id: number
  num: number
  /** as the newsroom names it (要闻); readers see 第01版 要闻 */
  name: string
  /** the page image as stored (a site path or the bucket's address) */
  image: string
  articles: StaffEpaperArticle[]
}

export interface StaffEdition {
  id: number
  paper: string
  name: string
  date: string
  published: boolean
  pages: StaffEpaperPage[]
}

export interface EpaperPageInput { editionId: number; id?: number; num: number; name: string; image: string }
export interface EpaperArticleInput { pageId: number; id?: number; title: string; subtitle: string; author: string; content: string; area: number[]; sort: number }
