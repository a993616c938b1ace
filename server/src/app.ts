// Builds the Fastify instance: plugins, routes, error envelope. Never listens (see main.ts).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import { ApiError, SERVER_TROUBLE } from './http/envelope'
import { describeValidation } from './http/validation'
import { configRoutes } from './routes/config'
import { channelRoutes } from './routes/channels'
import { newsRoutes } from './routes/news'
import { mediaRoutes } from './routes/media'
import { pageRoutes } from './routes/pages'
import { listRoutes } from './routes/lists'
import { topicRoutes } from './routes/topics'
import { accountRoutes } from './routes/accounts'
import { epaperRoutes } from './routes/epaper'
import { mapsRoutes } from './routes/maps'
import { authRoutes } from './routes/auth'
import { devRoutes } from './routes/dev'
import { interactionRoutes } from './routes/interactions'
import { controllerRoutes } from './routes/controller'
import { accountServices } from './services/auth'
import { registerAuth } from './http/auth'
import { registerH5 } from './routes/h5'
import type { AppContext } from './context'

export interface BuildOptions {
  logger?: FastifyServerOptions['logger']
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: ctx.config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  await app.register(compress, { global: true, threshold: 1024 })
  // Tokens travel in the Authorization header (no cookies), so any origin may call the API;
  // the renewed token comes back in a header the browser must be allowed to read.
  await app.register(cors, { origin: true, exposedHeaders: ['authorization'], maxAge: 86400 })
  await app.register(formbody)

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    return payload
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({ statusCode: error.statusCode, message: error.message, data: error.data })
    }
    const err = error as { validation?: Parameters<typeof describeValidation>[0]; statusCode?: number; message: string }
    if (err.validation) {
      return reply.status(400).send({ statusCode: 400, message: describeValidation(err.validation), data: null })
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ statusCode: err.statusCode, message: err.message, data: null })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ statusCode: 500, message: SERVER_TROUBLE, data: null })
  })

  const accounts = await accountServices(ctx.db, ctx.config)
  registerAuth(app, accounts.sessions)

  await app.register(configRoutes, ctx)
  await app.register(channelRoutes, ctx)
  await app.register(newsRoutes, ctx)
  await app.register(mediaRoutes, ctx)
  await app.register(pageRoutes, ctx)
  await app.register(listRoutes, ctx)
  await app.register(topicRoutes, ctx)
  await app.register(accountRoutes, ctx)
  await app.register(epaperRoutes, ctx)
  await app.register(mapsRoutes, ctx)
  await app.register(authRoutes(accounts), ctx)
  await app.register(interactionRoutes, ctx)
  await app.register(controllerRoutes(accounts), ctx)
  if (ctx.config.isDev) await app.register(devRoutes(accounts), ctx)
  const serveShell = await registerH5(app, ctx)

  app.setNotFoundHandler((request, reply) => {
    if (serveShell(request, reply)) return
    void reply.status(404).send({ statusCode: 404, message: '接口不存在', data: null })
  })
  return app
}
