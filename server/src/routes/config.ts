// Global configuration (config/inits.json) and the init call.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../http/envelope'
import { globalConfig } from '../content/site'
import { formatCst } from '../http/time'
import type { InitData } from '../../../types/api/config'
import type { AppContext } from '../context'

const HOT_WORD_LIMIT = 10

export const configRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const inits = async () => ok(globalConfig(ctx.config))
  // The client asks for ../config/inits.json relative to its base path; both spellings answer.
  app.get('/config/inits.json', inits)
  app.get('/shangyou_news/config/inits.json', inits)

  app.get('/kratos/v1/init', {
    schema: { querystring: Type.Object({ version: Type.Optional(Type.String({ maxLength: 32 })) }) },
  }, async () => {
    const hotWords = await ctx.db
      .selectFrom('news')
      .select(['id', 'title'])
      .where('status', '=', 1)
      .where('data_type', '=', 3)
      .orderBy('pv', 'desc')
      .limit(HOT_WORD_LIMIT)
      .execute()
    const data: InitData = {
      greyMode: ctx.config.greyMode,
      pictureMode: false,
      serverTime: formatCst(Date.now()),
      apiVersion: 'v3',
      hotWords: hotWords.map(h => ({ id: h.id, title: h.title })),
    }
    return ok(data)
  })
}
