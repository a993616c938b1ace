// Channel list with sub-columns, and a channel's home (banners + first list page).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../answer'
import { originOf } from '../http/urls'
import { STORIES_TAG } from '../http/public-cache'
import { PageQuery, pageWindow } from '../content/paging'
import type { AppContext } from '../context'

export const channelRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { channels, news } = app.services

  app.get('/kratos/v1/channel/list', {
    schema: {
      querystring: Type.Object({
        channelId: Type.Optional(Type.Integer()),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
      }),
    },
  }, async (request, reply) => {
    const origin = originOf(request, ctx.settings)
    return app.publicCache.answer(request, reply, origin, { tags: [STORIES_TAG] }, async () => ok(await channels.page(origin, request.query.page ?? 1, request.query.channelId)))
  })

  app.get('/kratos/v1/channel/home', {
    schema: { querystring: Type.Object({ channelId: Type.Integer(), ...PageQuery }) },
  }, async (request, reply) => {
    const { page, pageSize } = pageWindow(request.query)
    const origin = originOf(request, ctx.settings)
    return app.publicCache.answer(request, reply, origin, { tags: [STORIES_TAG] }, async () => ok(await channels.home(news, request.query.channelId, page, pageSize, origin)))
  })
}
