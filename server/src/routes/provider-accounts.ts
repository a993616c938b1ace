// 上游号 (provider accounts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { badRequest, ok } from '../answer'
import { originOf } from '../http/urls'
import { PageQuery, pageWindow } from '../content/paging'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'

export const providerAccountRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { providerAccounts: providers } = app.services
  const origin = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.settings)

  // by id, or by the column of its stories (/ShangyouSelf carries classId)
  app.get('/api/SYAccount/getInfo', {
    schema: { querystring: Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), classId: Type.Optional(Type.Integer({ minimum: 1 })) }) },
  }, async request => {
    const { id, classId } = request.query
    if (id === undefined && classId === undefined) throw badRequest(ERRORS.missingParam('id'))
    return ok(await providers.info({ id, classId }, origin(request)))
  })

  app.get('/api/SYAccount/getHeadPage', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await providers.headPage(offset, pageSize, origin(request)))
  })

  app.get('/api/SYAccount/getRecommendList', async request => ok(await providers.recommended(origin(request))))
}
