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
