// A column's paged list, the news detail and its related stories.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../http/envelope'
import { originOf } from '../http/urls'
import { PageQuery, pageWindow } from '../http/paging'
import { NewsService, toNewsItem } from '../services/news'
import type { AppContext } from '../context'

export const newsRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const news = new NewsService(ctx.db)

  // data is the page's array: an empty array ends a paged list
  app.get('/kratos/v1/column/list', {
    schema: { querystring: Type.Object({ columnId: Type.Integer(), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await news.columnList(request.query.columnId, offset, pageSize)
    const origin = originOf(request, ctx.config.publicUrl)
    return ok(page.items.map(n => toNewsItem(n, origin)))
  })

  const detailQuery = Type.Object({
    newsId: Type.Integer({ minimum: 1 }),
    classId: Type.Optional(Type.Integer()),
  })
  const detail = async (request: { query: { newsId: number } } & Parameters<typeof originOf>[0]) =>
    ok(await news.detail(request.query.newsId, originOf(request, ctx.config.publicUrl), request.auth?.user.id ?? null))
  app.get('/v1/news/getDetails', { schema: { querystring: detailQuery } }, detail)
  app.get('/kratos/v1/detail', { schema: { querystring: detailQuery } }, detail)

  // stories related to one, as list items; data is the page's array (an empty array ends the paging)
  app.get('/v1/news/getRelationNews', {
    schema: { querystring: Type.Object({ newsId: Type.Integer({ minimum: 1 }), classId: Type.Optional(Type.Integer()), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await news.relatedPage(request.query.newsId, offset, pageSize)
    const origin = originOf(request, ctx.config.publicUrl)
    return ok(page.items.map(n => toNewsItem(n, origin)))
  })
}
