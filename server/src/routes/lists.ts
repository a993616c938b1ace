// More lists: a column with its sub-columns, v1 column lists, live, VR, hot, local (country) news,
// hot words and search.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { badRequest, notFound, ok } from '../answer'
import { originOf } from '../http/urls'
import { STORIES_TAG } from '../http/public-cache'
import { PageQuery, pageWindow } from '../content/paging'
import type { ListedRow } from '../services/news'
import { toNewsItem } from '../content/news-item'
import { storyPage } from '../http/api-version'
import { SEARCH_MAX_PAGE } from '../../../types/api/news'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { DOMESTIC_AREA_NUMBER } from '../../../types/api/channel'

/** columns a local (country) list may be asked for: places and the domestic list */
const LOCAL_KINDS = ['area-group', 'area', 'district']

export const listRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { news, columns, search } = app.services
  /** a page of stories as list items, in the shape the asked API version answers (http/api-version.ts) */
  const items = (got: { items: ListedRow[]; hasMore: boolean }, request: FastifyRequest) =>
    storyPage(request, got.items.map(n => toNewsItem(n, originOf(request, ctx.settings))), got.hasMore, pageWindow(request.query as { page?: number }).page)
  /** a list every visitor sees alike: kept a few seconds (see http/public-cache.ts) */
  const shared = (request: FastifyRequest, reply: FastifyReply, build: () => Promise<unknown>) =>
    app.publicCache.answer(request, reply, originOf(request, ctx.settings), { tags: [STORIES_TAG] }, async () => ok(await build()))

  app.get('/kratos/v1/channelClass/one', {
    schema: { querystring: Type.Object({ columnId: Type.Integer() }) },
  }, async (request, reply) => shared(request, reply, () => columns.one(request.query.columnId, originOf(request, ctx.settings))))

  app.get('/v1/news/getListByColumnId', {
    schema: { querystring: Type.Object({ columnId: Type.Integer(), ...PageQuery }) },
  }, async (request, reply) => {
    const { offset, pageSize } = pageWindow(request.query)
    return shared(request, reply, async () => items(await news.columnList(request.query.columnId, offset, pageSize), request))
  })

  app.get('/v1/live/getList', { schema: { querystring: Type.Object(PageQuery) } }, async (request, reply) => {
    const { offset, pageSize } = pageWindow(request.query)
    return shared(request, reply, async () => items(await news.liveList(offset, pageSize), request))
  })

  app.get('/v1/vr/getList', { schema: { querystring: Type.Object(PageQuery) } }, async (request, reply) => {
    const { offset, pageSize } = pageWindow(request.query)
    return shared(request, reply, async () => items(await news.vrList(offset, pageSize), request))
  })

  app.get('/v1/news/getHotLists', { schema: { querystring: Type.Object(PageQuery) } }, async (request, reply) => {
    const { offset, pageSize } = pageWindow(request.query)
    return shared(request, reply, async () => items(await news.hotList(offset, pageSize), request))
  })

  // The 国内 channel's list: the reader's local area (an area number is its column), or 999 for domestic news.
  app.get('/v1/news/getCountryHotNews', {
    schema: { querystring: Type.Object({ areaNumber: Type.Integer(), ...PageQuery }) },
  }, async (request, reply) => {
    const { areaNumber } = request.query
    if (areaNumber !== DOMESTIC_AREA_NUMBER) {
      const column = await ctx.db.selectFrom('columns').select('kind').where('id', '=', areaNumber).executeTakeFirst()
      if (!column || !LOCAL_KINDS.includes(column.kind)) throw notFound(ERRORS.localChannelGone)
    }
    const { offset, pageSize } = pageWindow(request.query)
    return shared(request, reply, async () => items(await news.columnList(areaNumber, offset, pageSize), request))
  })

  app.get('/v1/news/getNewsHotWord', async () => {
    const rows = await ctx.db.selectFrom('hot_words').select(['id', 'title']).orderBy('sort').execute()
    return ok(rows)
  })

  app.get('/kratos/v1/search/home', {
    schema: {
      querystring: Type.Object({
        keyword: Type.String({ maxLength: 30 }),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_PAGE, default: 1 })),
        pageSize: PageQuery.pageSize,
      }),
    },
  }, async (request, reply) => {
    const keyword = request.query.keyword.trim()
    if (!keyword) throw badRequest(ERRORS.searchEmpty)
    const { page, offset, pageSize } = pageWindow(request.query)
    // (no page after the last one a search may ask for)
    return shared(request, reply, async () => {
      const got = await search.search(keyword, offset, pageSize)
      return items({ items: got.items, hasMore: got.hasMore && page < SEARCH_MAX_PAGE }, request)
    })
  })

}
