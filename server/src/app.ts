// Builds the Fastify instance: plugins, routes, error envelope. Never listens (see main.ts).
import { registerMetrics } from './http/metrics'
import { originOf } from './http/urls'
import { randomUUID } from 'crypto'
import http from 'http'
import { VALID_REQUEST_ID, wireAnswers } from './http/wire'
import { PageCache, tableTag } from './http/page-cache'
import { StaticFiles } from './http/static-files'
import { changesOf } from './db'
import { localBroadcast } from './services/broadcast'
import { healthRoutes } from './routes/health'
import { readApiVersion, registerApiVersions } from './http/api-version'
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifySchema, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import { ApiError } from './answer'
import { describeValidation, requestErrorMessage } from './http/validation'
import { registerInputGuard } from './http/input-guard'
import { registerSecurityHeaders } from './http/security'
import { assertDeployable, localProviders } from './settings'
import { configRoutes } from './routes/config'
import { channelRoutes } from './routes/channels'
import { newsRoutes } from './routes/news'
import { mediaRoutes } from './routes/media'
import { pageRoutes } from './routes/pages'
import { listRoutes } from './routes/lists'
import { topicRoutes } from './routes/topics'
import { providerAccountRoutes } from './routes/provider-accounts'
import { adminRoutes } from './routes/admin'
import { newsroomRoutes } from './routes/newsroom'
import { registerConsole } from './routes/console'
import { politicsRoutes } from './routes/politics'
import { qaRoutes } from './routes/qa'
import { communityRoutes } from './routes/community'
import { uploadRoutes } from './routes/uploads'
import { discoverRoutes } from './routes/discover'
import { compositionRoutes } from './routes/composition'
import { ruralRoutes } from './routes/rural'
import { pointRoutes } from './routes/points'
import { shopRoutes } from './routes/shop'
import { bangHomeRoutes } from './routes/bang-home'
import { messageRoutes } from './routes/messages'
import { epaperRoutes } from './routes/epaper'
import { mapsRoutes } from './routes/maps'
import { authRoutes } from './routes/auth'
import { devRoutes } from './routes/dev'
import { interactionRoutes } from './routes/interactions'
import { controllerRoutes } from './routes/controller'
import { registerAuth } from './http/auth'
import { registerH5 } from './routes/h5'
import type { AppContext } from './context'
import { buildServices, type Services } from './services'
import { PublicCache, STORIES_TAG, storyTag } from './http/public-cache'
import { viewCounter } from './services/views'
import * as ERRORS from '../../types/errors'

export interface BuildOptions {
  logger?: FastifyServerOptions['logger']
}

/** A route as the harness sees it: every one the instance answers (HEAD twins of GETs left out). */
export interface RouteEntry {
  method: string
  url: string
  /** the JSON schemas it validates with (querystring, body, params), if any */
  schema?: FastifySchema
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered, in order: tests fuzz and check authorization for each */
    routeTable: RouteEntry[]
    /** every service, built once (services/index.ts) */
    services: Services
  }
}

/** a hop count trusts that many proxies nearest the server; addresses trust exactly those */
function trustProxyOption(trust: false | number | string): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}

/** an Error without a stack trace (a validation refusal is expected, often, and never debugged by its stack) */
function quietError(message: string): Error {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return new Error(message)
  } finally {
    Error.stackTraceLimit = limit
  }
}

/** an answer slower than this is logged (with its request id) */
export const SLOW_REQUEST_MS = 1000

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  assertDeployable(ctx.settings)
  // what answers a kept public answer off the wire, before Fastify sees the request (http/wire.ts): set
  // below, once the cache and the metrics exist
  let offTheWire: ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | null = null
  const app = Fastify({
    // the HTTP server Fastify would make (its timeouts as Fastify sets them), with that first step
    serverFactory: (handler, factoryOptions) => {
      const o = factoryOptions as { http?: http.ServerOptions | null; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number; maxRequestsPerSocket: number }
      const server = http.createServer(o.http ?? {}, (req, res) => {
        if (offTheWire === null || !offTheWire(req, res)) handler(req, res)
      })
      server.keepAliveTimeout = o.keepAliveTimeout
      server.requestTimeout = o.requestTimeout
      server.setTimeout(o.connectionTimeout)
      if (o.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket
      return server
    },
    logger: opts.logger ?? { level: ctx.settings.logLevel },
    // no two lines for every request (most of what a request cost here): what is worth reading is logged
    // below — a failure, a slow answer, and every request at LOG_LEVEL=debug — each with its request id
    logController: new LogController({ disableRequestLogging: true }),
    // a balancer's or a client's X-Request-Id is kept (and answered back), so that one id follows a request
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // X-Forwarded-* only from the proxies named in TRUST_PROXY; by default request.ip is the peer itself
    trustProxy: trustProxyOption(ctx.settings.trustProxy),
    bodyLimit: 1024 * 1024,
    // a malformed address or an over-long path parameter is the client's mistake: the envelope, in Chinese
    frameworkErrors: (error, _request, reply) => {
      const status: 400 | 414 = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
      void (reply as FastifyReply).code(status).send({ statusCode: status, message: status === 414 ? ERRORS.addressTooLong : ERRORS.addressMalformed, data: null })
    },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, useDefaults: true, allErrors: false } },
    // a refused input is the reader's words at once (the error handler answers with them), and needs no stack
    schemaErrorFormatter: errors => quietError(describeValidation(errors)),
  }).withTypeProvider<TypeBoxTypeProvider>()

  const routeTable: RouteEntry[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', route => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema })
  })

  // Every request's first steps, in one hook: the security headers, the request's id answered back, the
  // API version it asks for (406 for one not spoken here). Before CORS's hook, so that its preflight
  // answers carry them too.
  const resourceHeaders = registerSecurityHeaders(app, ctx.settings)
  registerApiVersions(app)
  app.addHook('onRequest', (request, reply, done) => {
    resourceHeaders(reply)
    if (!VALID_REQUEST_ID.test(request.id)) request.id = randomUUID()
    void reply.header('x-request-id', request.id)
    const refused = readApiVersion(request, reply)
    if (refused) return done(refused)
    done()
  })
  await app.register(compress, { global: true, threshold: 1024 })
  // Tokens travel in the Authorization header (no cookies), so any origin may call the API;
  // the renewed token comes back in a header the browser must be allowed to read.
  await app.register(cors, { origin: true, exposedHeaders: ['authorization'], maxAge: 86400 })
  await app.register(formbody)

  registerInputGuard(app)

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({ statusCode: error.statusCode, message: error.message, data: error.data })
    }
    const err = error as { validation?: Parameters<typeof describeValidation>[0]; statusCode?: number; code?: string; message: string }
    if (err.validation) {
      return reply.status(400).send({ statusCode: 400, message: describeValidation(err.validation), data: null })
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ statusCode: err.statusCode, message: requestErrorMessage(err.statusCode, err.code, err.message), data: null })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ statusCode: 500, message: ERRORS.serverTrouble, data: null })
  })

  app.decorate('publicCache', new PublicCache())
  const services = await buildServices(ctx)
  app.decorate('services', services)
  // what content's listeners (points) fail at is logged with the server's own log
  services.writes.events.logTo(app.log)
  services.messages.logTo(app.log)
  // views counted in memory are written before the database closes, after the requests in flight have
  // been answered (onClose, not preClose: a view counted by a request finishing during the close is kept)
  app.addHook('onClose', async () => { await viewCounter(ctx.db).close() })
  app.decorate('draining', false)

  // what this instance changes that the others keep copies of: told through the broadcast, and heard
  const broadcast = ctx.broadcast ?? localBroadcast
  app.publicCache.onInvalidate = tags => broadcast.publish('cache', tags)
  broadcast.on('cache', tags => app.publicCache.invalidateHere(...(tags as string[])))
  // the visitors' pages (http/page-cache.ts): dropped with the answers they used, and when a table they
  // read changes (a committed write here, or on another instance)
  app.decorate('pageCache', new PageCache())
  // the H5 build's files in memory (loaded by routes/h5.ts)
  app.decorate('staticFiles', new StaticFiles())
  app.publicCache.onDrop(tags => app.pageCache.drop(tags))
  const changes = changesOf(ctx.db)
  changes?.onChange(tables => {
    app.pageCache.drop(tables.map(tableTag))
    broadcast.publish('tables', tables)
  })
  broadcast.on('tables', tables => app.pageCache.drop((tables as string[]).map(tableTag)))
  // a story the newsroom publishes, changes or withdraws: its page and every list, everywhere
  services.stories.onChange(ids => app.publicCache.invalidate(STORIES_TAG, ...ids.map(storyTag)))
  // the front page changed (the channel bar, a banner): every kept list and home
  services.frontPage.onChange(() => app.publicCache.invalidate(STORIES_TAG))
  // a special's entry: every list that carries it
  services.specialDesk.onChange(ids => app.publicCache.invalidate(STORIES_TAG, ...ids.map(storyTag)))
  services.moderation.onWordsChanged = () => broadcast.publish('words', null)
  broadcast.on('words', () => services.moderation.forgetWords())

  const counters = registerMetrics(app, {
    db: ctx.db, token: ctx.settings.metricsToken, poolStats: ctx.poolStats,
    overdue: () => services.politics.overdueCount(Date.now()),
  })

  // a visitor's GET of an address whose public answer is kept is answered here, before its route's
  // validation, hooks and handler (http/public-cache.ts serveKnown): most of what such a request cost.
  // (After CORS's hook: an early answer has its headers.)
  app.addHook('onRequest', (request, reply, done) => {
    if (!app.publicCache.serveKnown(request, reply, originOf(request, ctx.settings))) done()
  })
  // and, once its headers are learnt from such an answer, before Fastify sees the request at all
  let closing = false
  app.addHook('preClose', done => { closing = true; done() })
  offTheWire = wireAnswers({ cache: app.publicCache, pages: app.pageCache, files: app.staticFiles, settings: ctx.settings, counters, log: app.log, closing: () => closing })
  // and its last: counted (the metrics), and logged when it failed or was slow, with its id
  app.addHook('onResponse', (request, reply, done) => {
    counters.observe(request, reply)
    app.publicCache.learnHeaders(request, reply)
    const ms = reply.elapsedTime
    if (reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS) {
      request.log.warn({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) }, reply.statusCode >= 500 ? 'request failed' : 'slow request')
    } else if (request.log.level === 'debug' || request.log.level === 'trace') {
      request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
    }
    done()
  })

  const { signIn } = services
  registerAuth(app, signIn.sessions)

  await app.register(healthRoutes, ctx)
  await app.register(configRoutes, ctx)
  await app.register(channelRoutes, ctx)
  await app.register(newsRoutes, ctx)
  await app.register(mediaRoutes, ctx)
  await app.register(pageRoutes, ctx)
  await app.register(listRoutes, ctx)
  await app.register(topicRoutes, ctx)
  await app.register(providerAccountRoutes, ctx)
  await app.register(epaperRoutes, ctx)
  await app.register(mapsRoutes, ctx)
  await app.register(authRoutes(signIn), ctx)
  await app.register(interactionRoutes, ctx)
  await app.register(adminRoutes, ctx)
  await app.register(newsroomRoutes, ctx)
  await app.register(politicsRoutes, ctx)
  await app.register(qaRoutes, ctx)
  await app.register(communityRoutes, ctx)
  await app.register(discoverRoutes, ctx)
  await app.register(compositionRoutes, ctx)
  await app.register(ruralRoutes, ctx)
  await app.register(pointRoutes, ctx)
  await app.register(shopRoutes, ctx)
  await app.register(uploadRoutes, ctx)
  await app.register(bangHomeRoutes, ctx)
  await app.register(messageRoutes, ctx)
  await app.register(controllerRoutes(signIn), ctx)
  // the local providers' observable side; it answers loopback peers only (see routes/dev.ts)
  if (localProviders(ctx.settings).length > 0) await app.register(devRoutes(signIn), ctx)
  // the benchmark's yardstick: a route with no work of its own, behind the same hooks as every other
  if (ctx.settings.benchHello) app.get('/bench/hello', async () => ({ hello: 'world' }))
  const serveShell = await registerH5(app, ctx)
  const serveConsole = await registerConsole(app, ctx)

  app.setNotFoundHandler(async (request, reply) => {
    if (await serveShell(request, reply) || await serveConsole(request, reply)) return reply
    return reply.status(404).send({ statusCode: 404, message: ERRORS.noSuchRoute, data: null })
  })
  return app
}
