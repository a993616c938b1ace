// 渝农 (community-side spec §2: the routes; the calls are designed: docs/api.md, 渝农). What readers read
// of the section: its home (tabs and today's prices), a tab as a page, the price board, a product's
// price history and the farming forecast; the section editor arranges the tabs and imports prices under
// /admin/v1/rural. The columns' stories and videos come from the list calls every column uses.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { listAnswer, notFound, ok } from '../answer'
import { originOf } from '../http/urls'
import { STORIES_TAG } from '../http/public-cache'
import { auditStaffAction, requireStaff } from '../http/auth'
import { MAPS_LIMITS } from './maps'
import { PRICE_HISTORY_DAYS, PRODUCT_CATEGORY_KEYS, RURAL_QA_CATEGORY_KEYS, RURAL_TAB_KINDS } from '../../../types/api/rural'
import { PageQuery, pageWindow } from '../content/paging'
import { RURAL_ANSWERS } from '../../../types/texts'
import * as ERRORS from '../../../types/errors'
import type { AppContext } from '../context'

const Id = Type.Integer({ minimum: 1 })
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map(v => Type.Literal(v)))
const EDITORS = ['editor'] as const
/** what the section's public answers are kept under: an editor's change drops them all */
const RURAL_TAG = 'rural'

export const ruralRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { rural, roles, limiter, qa, discover } = app.services
  /** an answer every visitor sees alike: kept a few seconds, dropped by an editor's change */
  const shared = (request: FastifyRequest, reply: FastifyReply, build: () => Promise<unknown>) =>
    app.publicCache.answer(request, reply, originOf(request, ctx.settings), { tags: [RURAL_TAG, STORIES_TAG] }, async () => ok(await build()))

  app.get('/v1/rural/home', async (request, reply) => shared(request, reply, () => rural.home()))

  app.get('/v1/rural/tab', { schema: { querystring: Type.Object({ id: Id }) } }, async (request, reply) =>
    shared(request, reply, () => rural.tab(request.query.id)))

  app.get('/v1/rural/prices', {
    schema: { querystring: Type.Object({ marketId: Type.Optional(Id), category: Type.Optional(literals(PRODUCT_CATEGORY_KEYS)) }) },
  }, async (request, reply) => shared(request, reply, () => rural.board(request.query.marketId, request.query.category)))

  app.get('/v1/rural/prices/history', {
    schema: {
      querystring: Type.Object({
        productId: Id,
        marketId: Type.Optional(Id),
        days: Type.Optional(Type.Integer({ minimum: PRICE_HISTORY_DAYS.min, maximum: PRICE_HISTORY_DAYS.max })),
      }),
    },
  }, async (request, reply) => shared(request, reply, () => rural.history(request.query.productId, request.query.marketId, request.query.days)))

  const paidMaps = ctx.settings.maps.provider !== 'local'
  app.get('/v1/rural/forecast', { schema: { querystring: Type.Object({ adcode: Type.String({ pattern: '^\\d{6}$' }) }) } }, async request => {
    // a paid maps service counts this address's asks with the maps calls' own
    if (paidMaps) await limiter.hit(`maps:ip:${request.ip}`, MAPS_LIMITS, ERRORS.positionTooFast)
    const forecast = await rural.forecast(request.query.adcode)
    if (!forecast) throw notFound(ERRORS.noWeather)
    return ok(forecast)
  })

  // ---- 乡村帮帮: rural questions (BangBang's 问答 with a category; asked, answered and commented through its calls)
  const viewer = (request: FastifyRequest) => request.auth?.user.id ?? null
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)
  /** a reader's own held questions are in their lists: never a shared answer */
  const own = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-cache')

  app.get('/v1/rural/qa/list', {
    schema: { querystring: Type.Object({ order: Type.Optional(literals(['new', 'hot'] as const)), category: Type.Optional(literals(RURAL_QA_CATEGORY_KEYS)), ...PageQuery }) },
  }, async (request, reply) => {
    own(reply)
    const { offset, pageSize } = pageWindow(request.query)
    return listAnswer(await qa.list(request.query.order ?? 'new', viewer(request), offset, pageSize, origin(request), { section: 'rural', category: request.query.category }))
  })

  app.get('/v1/rural/qa/search', { schema: { querystring: Type.Object({ keyword: Type.String({ maxLength: 50 }), ...PageQuery }) } }, async (request, reply) => {
    own(reply)
    const { offset, pageSize } = pageWindow(request.query)
    const keyword = request.query.keyword.trim()
    if (!keyword) return listAnswer({ items: [], hasMore: false })
    return listAnswer(await qa.list('hot', viewer(request), offset, pageSize, origin(request), { section: 'rural', keyword }))
  })

  // the agricultural experts a question may be put to, most answers first
  app.get('/v1/rural/qa/experts', async request => ok(await qa.members('agronomist', origin(request))))

  // ---- 农民说: farmers' own posts (Discover's, in a feed of their own; posted, liked, commented and reported through its calls)
  app.get('/v1/rural/talk/list', {
    schema: { querystring: Type.Object({ order: Type.Optional(literals(['new', 'hot'] as const)), ...PageQuery }) },
  }, async (request, reply) => {
    own(reply)
    const { offset, pageSize } = pageWindow(request.query)
    return listAnswer(await discover.feed(request.query.order ?? 'new', viewer(request), offset, pageSize, origin(request), Date.now(), 'rural'))
  })

  // ---- the section's editor (an editor or an administrator)

  app.get('/admin/v1/rural/tabs', async (request, reply) => {
    await requireStaff(roles, request, EDITORS)
    void reply.header('cache-control', 'no-store')
    return ok({ tabs: await rural.tabs() })
  })

  app.post('/admin/v1/rural/tabs/save', {
    schema: {
      body: Type.Object({
        id: Type.Optional(Id),
        parentId: Type.Optional(Type.Union([Id, Type.Null()])),
        name: Type.String({ maxLength: 100 }),
        kind: literals(RURAL_TAB_KINDS),
        columnId: Type.Optional(Type.Union([Id, Type.Null()])),
        sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
      }),
    },
  }, async (request, reply) => {
    const editor = await requireStaff(roles, request, EDITORS)
    void reply.header('cache-control', 'no-store')
    const tab = await rural.saveTab(request.body)
    app.publicCache.invalidate(RURAL_TAG)
    await auditStaffAction(request, editor, request.body.id ? 'tab-edit' : 'tab-add', 'rural-tab', tab.id, tab.name, { after: { name: tab.name, kind: tab.kind, columnId: tab.columnId } })
    return ok(tab, RURAL_ANSWERS.saved)
  })

  app.post('/admin/v1/rural/tabs/delete', { schema: { body: Type.Object({ id: Id }) } }, async (request, reply) => {
    const editor = await requireStaff(roles, request, EDITORS)
    void reply.header('cache-control', 'no-store')
    await rural.deleteTab(request.body.id)
    app.publicCache.invalidate(RURAL_TAG)
    await auditStaffAction(request, editor, 'tab-delete', 'rural-tab', request.body.id, '', { after: null })
    return ok(null, RURAL_ANSWERS.deleted)
  })

  app.post('/admin/v1/rural/prices', {
    schema: { body: Type.Object({ day: Type.Optional(Type.String({ maxLength: 20 })), text: Type.String({ maxLength: 40000 }) }) },
  }, async (request, reply) => {
    const editor = await requireStaff(roles, request, EDITORS)
    void reply.header('cache-control', 'no-store')
    const done = await rural.importPrices(editor, request.body)
    app.publicCache.invalidate(RURAL_TAG)
    await auditStaffAction(request, editor, 'prices-import', 'rural-prices', null, `${done.day}: ${done.saved}`, { after: done })
    return ok(done, RURAL_ANSWERS.pricesSaved(done.saved))
  })
}
