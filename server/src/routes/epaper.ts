// The e-paper (读报): editions by date, an edition's pages, one article.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../answer'
import { originOf } from '../http/urls'
import type { AppContext } from '../context'

const Paper = Type.String({ pattern: '^[a-z]{2,8}$' })

export const epaperRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { epaper } = app.services
  const origin = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.settings)

  app.get('/v1/epaper/dates', { schema: { querystring: Type.Object({ paper: Paper }) } },
    async request => ok(await epaper.dates(request.query.paper)))

  app.get('/v1/epaper/edition', {
    schema: { querystring: Type.Object({ paper: Paper, date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) }) },
  }, async request => ok(await epaper.edition(request.query.paper, request.query.date, origin(request))))

  app.get('/v1/epaper/article', { schema: { querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } },
    async request => ok(await epaper.article(request.query.id, origin(request))))
}
