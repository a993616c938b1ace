// The e-paper: editions by date, their pages with the articles' blocks, and one article — as readers see
// the published editions, and as the newsroom puts an edition together (EpaperDesk, issue 29): a day's
// edition made, its pages (number, name, the page's picture) and each page's articles (their words and
// their block on the page picture) added, changed and removed, then published. Every change is in the
// staff audit log with what it was before and after; an edition shows to readers once it is published.
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB, EpaperArticleTable, EpaperPageTable } from '../db/schema'
import {
  EPAPER_LIMITS, type EpaperArticle, type EpaperArticleInput, type EpaperDates, type EpaperEdition, type EpaperPageInput,
  type StaffEdition, type StaffEditionItem, type StaffEpaperArticle, type StaffEpaperPage,
} from '../../../types/api/epaper'
import { badRequest, notFound } from '../answer'
import { cleanText } from '../content/comment-text'
import { sanitizeArticleHtml } from '../content/sanitize'
import { plainText } from '../content/diff'
import type { ModerationService } from '../moderation/service'
import { paged, type Page } from './news'
import { mediaPath } from './stories'
import { PAPERS } from '../db/seed/corpus'
import { absolute, absoluteHtml } from '../content/urls'
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
    const rows = await this.db.selectFrom('epaper_editions').select('date').where('paper', '=', paper).where('published', '=', 1).orderBy('date', 'desc').execute()
    return { paper, name, dates: rows.map(r => r.date) }
  }

  /** One edition; without a date, the newest. */
  async edition(paper: string, date: string | undefined, origin: string): Promise<EpaperEdition> {
    const name = paperName(paper)
    let q = this.db.selectFrom('epaper_editions').selectAll().where('paper', '=', paper).where('published', '=', 1)
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
      .where('e.published', '=', 1)
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

const pageOf = (p: Selectable<EpaperPageTable>, articles: StaffEpaperArticle[]): StaffEpaperPage => ({ id: p.id, num: p.num, name: p.name, image: p.image, articles })
const articleOf = (a: Selectable<EpaperArticleTable>): StaffEpaperArticle => ({
  id: a.id, title: a.title, subtitle: a.subtitle, author: a.author, content: a.content, area: JSON.parse(a.area) as StaffEpaperArticle['area'], sort: a.sort,
})

export class EpaperDesk {
  /** `uploadsBase`: the bucket's public address uploads are served from ('' when the server serves them) */
  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly uploadsBase = '') {}

  /** GET /admin/v1/epaper: a paper's editions, newest day first, published or not (and the papers there are) */
  async editions(paper: string, offset: number, pageSize: number): Promise<Page<StaffEditionItem> & { papers: { key: string; name: string }[] }> {
    paperName(paper)
    const rows = await this.db.selectFrom('epaper_editions as e')
      .select(eb => [
        'e.id', 'e.date', 'e.published',
        eb.selectFrom('epaper_pages as p').whereRef('p.edition_id', '=', 'e.id').select(x => x.fn.countAll<number>().as('n')).as('pages'),
        eb.selectFrom('epaper_articles as a').innerJoin('epaper_pages as p', 'p.id', 'a.page_id').whereRef('p.edition_id', '=', 'e.id').select(x => x.fn.countAll<number>().as('n')).as('articles'),
      ])
      .where('e.paper', '=', paper).orderBy('e.date', 'desc').limit(pageSize + 1).offset(offset).execute()
    const papers = PAPERS.map(p => ({ key: p.key, name: p.name }))
    return { papers, ...paged(rows.map(r => ({ id: r.id, date: r.date, published: r.published === 1, pages: Number(r.pages ?? 0), articles: Number(r.articles ?? 0) })), pageSize) }
  }

  /** GET /admin/v1/epaper/edition: one edition with every page and article as stored */
  async edition(id: number): Promise<StaffEdition> {
    const e = await this.db.selectFrom('epaper_editions').selectAll().where('id', '=', id).executeTakeFirst()
    if (!e) throw notFound(ERRORS.editionGone)
    const pages = await this.db.selectFrom('epaper_pages').selectAll().where('edition_id', '=', id).orderBy('num').orderBy('id').execute()
    const articles = pages.length === 0 ? [] : await this.db.selectFrom('epaper_articles').selectAll().where('page_id', 'in', pages.map(p => p.id)).orderBy('sort').orderBy('id').execute()
    return {
      id: e.id, paper: e.paper, name: paperName(e.paper), date: e.date, published: e.published === 1,
      pages: pages.map(p => pageOf(p, articles.filter(a => a.page_id === p.id).map(articleOf))),
    }
  }

  /** POST /admin/v1/epaper/edition: a day's edition of a paper, not published yet (one a day) */
  async createEdition(actor: number, paper: string, date: string, now = Date.now(), requestId = ''): Promise<{ id: number }> {
    paperName(paper)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) throw badRequest(ERRORS.editionDateBad)
    return this.db.transaction().execute(async trx => {
      if (await trx.selectFrom('epaper_editions').select('id').where('paper', '=', paper).where('date', '=', date).executeTakeFirst()) throw badRequest(ERRORS.editionExists)
      const { id } = await trx.insertInto('epaper_editions').values({ paper, date, published: 0 }).returning('id').executeTakeFirstOrThrow()
      await this.moderation.audit(trx, actor, 'epaper-edition-add', 'epaper-edition', id, `${paperName(paper)} ${date}`, now, { before: null, after: { paper, date, published: false }, requestId })
      return { id }
    })
  }

  /** POST /admin/v1/epaper/edition/publish: shown to readers or taken back (an edition without pages is not published) */
  async publish(actor: number, id: number, published: boolean, now = Date.now(), requestId = ''): Promise<void> {
    await this.db.transaction().execute(async trx => {
      const e = await trx.selectFrom('epaper_editions').selectAll().where('id', '=', id).executeTakeFirst()
      if (!e) throw notFound(ERRORS.editionGone)
      if (published && !await trx.selectFrom('epaper_pages').select('id').where('edition_id', '=', id).executeTakeFirst()) throw badRequest(ERRORS.epaperEmpty)
      await trx.updateTable('epaper_editions').set({ published: published ? 1 : 0 }).where('id', '=', id).execute()
      await this.moderation.audit(trx, actor, published ? 'epaper-publish' : 'epaper-unpublish', 'epaper-edition', id, `${paperName(e.paper)} ${e.date}`, now,
        { before: { published: e.published === 1 }, after: { published }, requestId })
    })
  }

  /** POST /admin/v1/epaper/page: adds a page to an edition (no id) or changes one; its number once in the edition */
  async savePage(actor: number, input: EpaperPageInput, origin: string, now = Date.now(), requestId = ''): Promise<StaffEpaperPage> {
    if (!Number.isInteger(input.num) || input.num < 1 || input.num > EPAPER_LIMITS.pages) throw badRequest(ERRORS.epaperPageNumBad(EPAPER_LIMITS.pages))
    const name = cleanText(input.name, EPAPER_LIMITS.pageName)
    if ('problem' in name) throw badRequest(ERRORS.epaperPageNameBad(EPAPER_LIMITS.pageName))
    if (!input.image) throw badRequest(ERRORS.epaperPageImageMissing)
    const image = mediaPath(input.image, origin, this.uploadsBase)
    return this.db.transaction().execute(async trx => {
      if (!await trx.selectFrom('epaper_editions').select('id').where('id', '=', input.editionId).executeTakeFirst()) throw notFound(ERRORS.editionGone)
      let taken = trx.selectFrom('epaper_pages').select('id').where('edition_id', '=', input.editionId).where('num', '=', input.num)
      if (input.id !== undefined) taken = taken.where('id', '!=', input.id)
      if (await taken.executeTakeFirst()) throw badRequest(ERRORS.epaperPageNumTaken(input.num))
      const fields = { num: input.num, name: name.text, image }
      let before: StaffEpaperPage | null = null
      let id = input.id
      if (id === undefined) {
        id = (await trx.insertInto('epaper_pages').values({ edition_id: input.editionId, ...fields }).returning('id').executeTakeFirstOrThrow()).id
      } else {
        const row = await this.pageRow(trx, id)
        if (row.edition_id !== input.editionId) throw notFound(ERRORS.epaperPageGone)
        before = pageOf(row, [])
        await trx.updateTable('epaper_pages').set(fields).where('id', '=', id).execute()
      }
      const after = pageOf(await this.pageRow(trx, id), [])
      await this.moderation.audit(trx, actor, before ? 'epaper-page-edit' : 'epaper-page-add', 'epaper-page', id, `第${after.num}版 ${after.name}`, now, { before, after, requestId })
      return after
    })
  }

  /** POST /admin/v1/epaper/page/delete: a page with its articles */
  async deletePage(actor: number, id: number, now = Date.now(), requestId = ''): Promise<void> {
    await this.db.transaction().execute(async trx => {
      const row = await this.pageRow(trx, id)
      const articles = await trx.selectFrom('epaper_articles').selectAll().where('page_id', '=', id).orderBy('sort').orderBy('id').execute()
      await trx.deleteFrom('epaper_articles').where('page_id', '=', id).execute()
      await trx.deleteFrom('epaper_pages').where('id', '=', id).execute()
      await this.moderation.audit(trx, actor, 'epaper-page-delete', 'epaper-page', id, `第${row.num}版 ${row.name}`, now, { before: pageOf(row, articles.map(articleOf)), after: null, requestId })
    })
  }

  /** POST /admin/v1/epaper/article: adds an article to a page (no id) or changes one */
  async saveArticle(actor: number, input: EpaperArticleInput, now = Date.now(), requestId = ''): Promise<StaffEpaperArticle> {
    const L = EPAPER_LIMITS
    const title = cleanText(input.title, L.title)
    if ('problem' in title) throw badRequest(ERRORS.epaperArticleTitleBad(L.title))
    const line = (raw: string, max: number) => {
      const t = cleanText(raw, max)
      if ('problem' in t) {
        if (t.problem === 'empty') return ''
        throw badRequest(ERRORS.epaperArticleFieldTooLong(max))
      }
      return t.text
    }
    const subtitle = line(input.subtitle, L.subtitle)
    const author = line(input.author, L.author)
    const content = sanitizeArticleHtml(input.content)
    const words = [...plainText(content).replace(/\s+/g, '')].length
    if (words === 0) throw badRequest(ERRORS.epaperArticleEmpty)
    if (words > L.content) throw badRequest(ERRORS.epaperArticleTooLong(L.content))
    const area = input.area
    const [left, top, width, height] = area
    if (area.length !== 4 || !area.every(n => Number.isFinite(n) && n >= 0 && n <= 100) || width <= 0 || height <= 0 || left + width > 100.001 || top + height > 100.001) throw badRequest(ERRORS.epaperAreaBad)
    if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > 9999) throw badRequest(ERRORS.sortBad(9999))
    const fields = { title: title.text, subtitle, author, content, area: JSON.stringify(area.map(n => Math.round(n * 100) / 100)), sort: input.sort }
    return this.db.transaction().execute(async trx => {
      await this.pageRow(trx, input.pageId)
      let before: StaffEpaperArticle | null = null
      let id = input.id
      if (id === undefined) {
        const { n } = await trx.selectFrom('epaper_articles').select(eb => eb.fn.countAll<number>().as('n')).where('page_id', '=', input.pageId).executeTakeFirstOrThrow()
        if (Number(n) >= L.articles) throw badRequest(ERRORS.epaperArticlesTooMany(L.articles))
        id = (await trx.insertInto('epaper_articles').values({ page_id: input.pageId, ...fields }).returning('id').executeTakeFirstOrThrow()).id
      } else {
        const row = await trx.selectFrom('epaper_articles').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row || row.page_id !== input.pageId) throw notFound(ERRORS.articleGone)
        before = articleOf(row)
        await trx.updateTable('epaper_articles').set(fields).where('id', '=', id).execute()
      }
      const after = articleOf(await trx.selectFrom('epaper_articles').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
      await this.moderation.audit(trx, actor, before ? 'epaper-article-edit' : 'epaper-article-add', 'epaper-article', id, after.title, now, { before, after, requestId })
      return after
    })
  }

  /** POST /admin/v1/epaper/article/delete */
  async deleteArticle(actor: number, id: number, now = Date.now(), requestId = ''): Promise<void> {
    await this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('epaper_articles').selectAll().where('id', '=', id).executeTakeFirst()
      if (!row) throw notFound(ERRORS.articleGone)
      await trx.deleteFrom('epaper_articles').where('id', '=', id).execute()
      await this.moderation.audit(trx, actor, 'epaper-article-delete', 'epaper-article', id, row.title, now, { before: articleOf(row), after: null, requestId })
    })
  }

  private async pageRow(trx: Transaction<DB>, id: number): Promise<Selectable<EpaperPageTable>> {
    const row = await trx.selectFrom('epaper_pages').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound(ERRORS.epaperPageGone)
    return row
  }
}
