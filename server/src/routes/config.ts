// Global configuration (config/inits.json) and the init call.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { ok } from '../answer'
import { globalConfig, initData } from '../content/site'
import { isLocalRequest, originOf } from '../http/urls'
import type { HomeConfig } from '../../../types/api/config'
import type { AppContext } from '../context'

export const configRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const inits = async (request: FastifyRequest) => ok(globalConfig(ctx.settings, isLocalRequest(request)))
  // The client asks for ../config/inits.json relative to its base path; both spellings answer.
  app.get('/config/inits.json', inits)
  app.get('/shangyou_news/config/inits.json', inits)

  // the home's configuration in one answer (reading-side spec §7: GET /wap10.html, shape not shown): the
  // global config, the init switches and the channel list, as the app's first three calls answer them
  app.get('/wap10.html', async (request, reply) => {
    const origin = originOf(request, ctx.settings)
    const local = isLocalRequest(request)
    // (this machine's visitors are shown the local providers' pages: a variant of the answer)
    return app.publicCache.answer(request, reply, origin, { variant: local ? 'local' : 'remote' }, async () => ok<HomeConfig>({
      global: globalConfig(ctx.settings, local),
      init: await initData(ctx.db, ctx.settings),
      channels: await app.services.channels.page(origin, 1),
    }))
  })

  app.get('/kratos/v1/init', {
    schema: { querystring: Type.Object({ version: Type.Optional(Type.String({ maxLength: 32 })) }) },
  }, async () => ok(await initData(ctx.db, ctx.settings)))
}
