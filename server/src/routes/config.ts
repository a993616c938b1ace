// Global configuration (config/inits.json) and the init call.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { ok } from '../answer'
import { globalConfig, initData } from '../content/site'
import { isLocalRequest } from '../http/urls'
import type { AppContext } from '../context'

export const configRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const inits = async (request: FastifyRequest) => ok(globalConfig(ctx.settings, isLocalRequest(request)))
  // The client asks for ../config/inits.json relative to its base path; both spellings answer.
  app.get('/config/inits.json', inits)
  app.get('/shangyou_news/config/inits.json', inits)

  app.get('/kratos/v1/init', {
    schema: { querystring: Type.Object({ version: Type.Optional(Type.String({ maxLength: 32 })) }) },
  }, async () => ok(await initData(ctx.db, ctx.settings)))
}
