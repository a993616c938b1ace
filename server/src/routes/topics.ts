// Topics (时间专题) and specials (专题).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../answer'
import { originOf } from '../http/urls'
import { PageQuery, pageWindow } from '../content/paging'
import { toNewsItem } from '../content/news-item'
import { storyPage } from '../http/api-version'
import type { AppContext } from '../context'

export const topicRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { topics, specials, news } = app.services
  const origin = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.settings)

  app.get('/kratos/v1/topicsCollect', {
    schema: { querystring: Type.Object({ columnId: Type.Integer(), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await topics.collect(request.query.columnId, offset, pageSize, origin(request)))
  })

  app.get('/kratos/v1/topics/show', {
    schema: { querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }) },
  }, async request => ok(await topics.show(request.query.id, origin(request))))

  app.get('/kratos/v1/topics/news_list', {
    schema: { querystring: Type.Object({ id: Type.Integer({ minimum: 1 }), ...PageQuery }) },
  }, async request => {
    await topics.show(request.query.id, origin(request))
    const { page, offset, pageSize } = pageWindow(request.query)
    const got = await news.topicNews(request.query.id, offset, pageSize)
    return ok(storyPage(request, got.items.map(n => toNewsItem(n, origin(request))), got.hasMore, page))
  })

  app.get('/v1/news/specailCategory', {
    schema: { querystring: Type.Object({ classId: Type.Integer() }) },
  }, async request => ok(await specials.info(request.query.classId, origin(request))))

  app.get('/v1/news/specialList', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await specials.list(offset, pageSize, origin(request)))
  })
}
