// 帮帮's home, search and services (community-side spec §7: /v1/bangbang/home, home/search, home/hotsearch,
// service/getService, news/getRelativeLists, member/top/search): the
// tab's newest 问政 and hot 问答 in one call, both searched at once or one kind paged, and the words
// readers searched most this week (counted once per address and day, only when something was found
// and the word passes the word list); the directory of public services by category; the stories
// related to a question; journalists and experts by name.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { notFound, ok } from '../answer'
import { originOf } from '../http/urls'
import { PageQuery, pageWindow } from '../content/paging'
import { toNewsItem } from '../content/news-item'
import { DAY_MS } from '../content/time'
import { normalizeWord } from '../moderation/normalize'
import type { BangHome, BangHotWord, BangSearchResult, BangService, BangServiceGroup } from '../../../types/api/bangbang'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'

/** what the tab shows of each */
export const HOME_PREVIEW = 3
/** each kind's results when both are asked for */
export const SEARCH_PREVIEW = 5
export const HOT_WORDS = 10
const CST_OFFSET_MS = 8 * 3_600_000
const dayOf = (t: number) => Math.floor((t + CST_OFFSET_MS) / DAY_MS)

export const bangHomeRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { politics, qa, limiter } = app.services
  const viewer = (request: FastifyRequest) => request.auth?.user.id ?? null
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)
  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  app.get('/v1/bangbang/home', async request => {
    const [p, q] = await Promise.all([
      politics.list('new', viewer(request), 0, HOME_PREVIEW), qa.list('hot', viewer(request), 0, HOME_PREVIEW, origin(request)),
    ])
    return ok<BangHome>({ politics: p.items, qa: q.items })
  })

  /** one search of `word` from this address today counts, when it found something and is a clean word */
  async function count(request: FastifyRequest, keyword: string): Promise<void> {
    const word = keyword.trim()
    if ([...word].length < 2 || [...word].length > 16 || !normalizeWord(word)) return
    // the word list only: a search is no reader's text to send to the content check (a network call per search)
    if (await app.services.moderation.listVerdict(word) !== 'pass') return
    if (!await limiter.take(`bang-search:${request.ip}:${normalizeWord(word)}`, { max: 1, windowMs: DAY_MS })) return
    await ctx.db.insertInto('bang_search_words').values({ word, day: dayOf(Date.now()), hits: 1 })
      .onConflict(oc => oc.columns(['word', 'day']).doUpdateSet(eb => ({ hits: eb('bang_search_words.hits', '+', 1) }))).execute()
  }

  app.get('/v1/bangbang/home/search', {
    schema: {
      querystring: Type.Object({
        keyword: Type.String({ maxLength: 50 }), type: Type.Optional(Type.Union([Type.Literal('politics'), Type.Literal('qa')])), ...PageQuery,
      }),
    },
  }, async request => {
    const keyword = request.query.keyword.trim()
    if (!keyword) return ok<BangSearchResult>({ politics: [], qa: [] })
    const { type } = request.query
    const { offset, pageSize } = type ? pageWindow(request.query) : { offset: 0, pageSize: SEARCH_PREVIEW }
    const [p, q] = await Promise.all([
      type === 'qa' ? { items: [] } : politics.list('hot', viewer(request), offset, pageSize, Date.now(), keyword),
      type === 'politics' ? { items: [] } : qa.list('hot', viewer(request), offset, pageSize, origin(request), { keyword }),
    ])
    if (offset === 0 && p.items.length + q.items.length > 0) await count(request, keyword)
    return ok<BangSearchResult>({ politics: p.items, qa: q.items })
  })

  app.get('/v1/bangbang/home/hotsearch', async () => {
    const since = dayOf(Date.now()) - 6
    const rows = await ctx.db.selectFrom('bang_search_words').select(['word', eb => eb.fn.sum<number>('hits').as('hits')])
      .where('day', '>=', since).groupBy('word').orderBy('hits', 'desc').orderBy('word').limit(HOT_WORDS).execute()
    return ok<BangHotWord[]>(rows.map((r, i) => ({ id: i + 1, title: r.word })))
  })

  // the public-service directory changes when the newsroom edits it, not per reader
  app.get('/v1/bangbang/service/getService', async (_request, reply) => {
    const rows = await ctx.db.selectFrom('bang_services').selectAll().orderBy('sort').orderBy('id').execute()
    const groups: BangServiceGroup[] = []
    for (const r of rows) {
      const item: BangService = { id: r.id, title: r.title, intro: r.intro, kind: r.kind === 'link' ? 'link' : 'phone', value: r.value }
      const group = groups.find(g => g.category === r.category)
      if (group) group.items.push(item)
      else groups.push({ category: r.category, items: [item] })
    }
    void reply.header('cache-control', 'public, max-age=300')
    return ok(groups)
  })

  // the stories like a 问政 question (classid 1) or a 问答 question (classid 2): shared two-character runs of the titles
  app.get('/v1/bangbang/news/getRelativeLists', {
    schema: { querystring: Type.Object({ classid: Type.Union([Type.Literal(1), Type.Literal(2)]), id: Type.Integer({ minimum: 1 }) }) },
  }, async request => {
    const { classid, id } = request.query
    const row = classid === 1
      ? await ctx.db.selectFrom('politics_questions').select(['title', 'content']).where('id', '=', id).where('review', '=', 'shown').where('section', '=', 'politics').executeTakeFirst()
      : await ctx.db.selectFrom('qa_questions').select(['content as title', 'content']).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    if (!row) throw notFound(ERRORS.contentGone)
    const stories = await app.services.news.relatedTo(`${row.title} ${row.content.slice(0, 100)}`)
    return ok(stories.map(n => toNewsItem(n, origin(request))))
  })

  // journalists and experts by name or job (the ask-special pages' search)
  app.get('/v1/bangbang/member/top/search', { schema: { querystring: Type.Object({ keyword: Type.String({ maxLength: 30 }) }) } }, async request => {
    const keyword = request.query.keyword.trim()
    return ok(keyword ? await qa.searchMembers(keyword, origin(request)) : [])
  })
}
