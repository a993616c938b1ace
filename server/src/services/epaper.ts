// The e-paper: editions by date, their pages with the articles' blocks, and one article.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { EpaperArticle, EpaperDates, EpaperEdition } from '../../../types/api/epaper'
import { PAPERS } from '../db/seed/corpus'
import { absolute, absoluteHtml } from '../content/urls'
import { notFound } from '../answer'
import * as ERRORS from '../../../types/errors'

const pageName = (num: number, name: string) => `第${String(num).padStart(2, '0')}版 ${name}`

function paperName(paper: string): string {
  const p = PAPERS.find(x => x.key === paper)
  if (!p) throw notFound(ERRORS.paperGone)
  return p.name
}

export class EpaperService {
  constructor(private readonly db: Kysely<DB>) {}

  async dates(paper: string): Promise<EpaperDates> {
    const name = paperName(paper)
    const rows = await this.db.selectFrom('epaper_editions').select('date').where('paper', '=', paper).orderBy('date', 'desc').execute()
    return { paper, name, dates: rows.map(r => r.date) }
  }

  /** One edition; without a date, the newest. */
  async edition(paper: string, date: string | undefined, origin: string): Promise<EpaperEdition> {
    const name = paperName(paper)
    let q = this.db.selectFrom('epaper_editions').selectAll().where('paper', '=', paper)
    q = date ? q.where('date', '=', date) : q.orderBy('date', 'desc')
    const edition = await q.executeTakeFirst()
    if (!edition) throw notFound(ERRORS.noPaperThatDay)
    const pages = await this.db.selectFrom('epaper_pages').selectAll().where('edition_id', '=', edition.id).orderBy('num').execute()
    const articles = pages.length === 0 ? [] : await this.db.selectFrom('epaper_articles').select(['id', 'page_id', 'title', 'area'])
      .where('page_id', 'in', pages.map(p => p.id)).orderBy('sort').execute()
    return {
      paper,
      name,
      date: edition.date,
      pages: pages.map(p => ({
        id: p.id,
        num: p.num,
        name: pageName(p.num, p.name),
        image: absolute(p.image, origin),
        articles: articles.filter(a => a.page_id === p.id).map(a => ({ id: a.id, title: a.title, area: JSON.parse(a.area) })),
      })),
    }
  }

  async article(id: number, origin: string): Promise<EpaperArticle> {
    const row = await this.db.selectFrom('epaper_articles as a')
      .innerJoin('epaper_pages as p', 'p.id', 'a.page_id')
      .innerJoin('epaper_editions as e', 'e.id', 'p.edition_id')
      .select(['a.id', 'a.title', 'a.subtitle', 'a.author', 'a.content', 'p.num', 'p.name as page_name', 'e.paper', 'e.date'])
      .where('a.id', '=', id)
      .executeTakeFirst()
    if (!row) throw notFound(ERRORS.articleGone)
    return {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      author: row.author,
      content: absoluteHtml(row.content, origin),
      paper: row.paper,
      name: paperName(row.paper),
      date: row.date,
      pageNum: row.num,
      pageName: pageName(row.num, row.page_name),
    }
  }
}
