// Prometheus metrics at /metrics (issue 28): requests by route and status class with their latency,
// 5xx among them; the database pool in use (PostgreSQL); job runs and failures; the public cache's hits;
// the moderation queue's length; 问政 questions past their time limit. A scrape is answered with a
// METRICS_TOKEN bearer, or without one only from this machine (never through a proxy): the figures say
// nothing about readers, but a stranger need not read the site's load.
import crypto from 'crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { isLocalRequest } from './urls'
import { jobObserver } from '../services/jobs'
import * as ERRORS from '../../../types/errors'

/** what the pool in use says (PostgreSQL's pg.Pool) */
export interface PoolStats { total: number; idle: number; waiting: number; max: number }

export interface MetricsOptions {
  db: Kysely<DB>
  token: string
  poolStats?: () => PoolStats
  /** the politics questions running past their deadline now */
  overdue: () => Promise<number>
}

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/** what counts answers: the app's (its last hook calls it for every answer) and those given off the wire */
export interface AnswerCounters {
  observe(request: FastifyRequest, reply: FastifyReply): void
  /** an answer given before the app saw its request (http/public-cache.ts serveWire) */
  observeWire(method: string, route: string, status: number, seconds: number): void
}

/** Serves /metrics; returns what counts answers. */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): AnswerCounters {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route and status class', labelNames: ['method', 'route', 'status'] as const, registers: [registry] })
  const latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer, by route', labelNames: ['method', 'route'] as const, registers: [registry],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  })
  const errors = new Counter({ name: 'http_server_errors_total', help: 'Answers with a 5xx status, by route', labelNames: ['method', 'route'] as const, registers: [registry] })
  const jobs = new Counter({ name: 'job_runs_total', help: 'Job runs by outcome (ran, skipped: another instance had it, failed)', labelNames: ['job', 'outcome'] as const, registers: [registry] })
  const jobSeconds = new Histogram({ name: 'job_duration_seconds', help: 'Time a job run took', labelNames: ['job'] as const, registers: [registry], buckets: [0.01, 0.1, 0.5, 1, 5, 30, 120] })
  jobObserver.observe = (job, outcome, seconds) => {
    jobs.inc({ job, outcome })
    if (outcome !== 'skipped') jobSeconds.observe({ job }, seconds)
  }
  new Gauge({
    name: 'public_cache_answers', help: 'Public answers given from the cache (hit; hit_early: of those, before the route ran; hit_wire: of those, before the app saw the request) or built (miss) since start', labelNames: ['result'] as const, registers: [registry],
    collect() {
      this.set({ result: 'hit' }, app.publicCache.stats.hits)
      this.set({ result: 'hit_early' }, app.publicCache.stats.early)
      this.set({ result: 'hit_wire' }, app.publicCache.stats.wire)
      this.set({ result: 'miss' }, app.publicCache.stats.misses)
    },
  })
  new Gauge({
    name: 'page_cache_pages', help: 'Visitors\' H5 pages (issue 31): answered from the cache (hit; hit_wire: of those, before the app saw the request), built and kept (built), built across a change and not kept (not_kept), kept now (kept)', labelNames: ['result'] as const, registers: [registry],
    collect() {
      const s = app.pageCache.stats
      this.set({ result: 'hit' }, s.hits)
      this.set({ result: 'hit_wire' }, s.wire)
      this.set({ result: 'built' }, s.builds - s.notKept)
      this.set({ result: 'not_kept' }, s.notKept)
      this.set({ result: 'kept' }, app.pageCache.size)
    },
  })
  new Gauge({
    name: 'static_files_answers', help: 'The H5 build\'s files answered from memory since start', registers: [registry],
    collect() {
      this.set(app.staticFiles.stats.hits)
    },
  })
  if (opts.poolStats) {
    const stats = opts.poolStats
    new Gauge({
      name: 'db_pool_connections', help: 'Database pool connections by state (PostgreSQL)', labelNames: ['state'] as const, registers: [registry],
      collect() {
        const s = stats()
        this.set({ state: 'open' }, s.total)
        this.set({ state: 'idle' }, s.idle)
        this.set({ state: 'in_use' }, s.total - s.idle)
        this.set({ state: 'waiting' }, s.waiting)
        this.set({ state: 'max' }, s.max)
      },
    })
  }
  new Gauge({
    name: 'moderation_queue_length', help: 'Items held for a moderator', registers: [registry],
    async collect() {
      const { n } = await opts.db.selectFrom('moderation_items').select(eb => eb.fn.countAll<number>().as('n')).where('status', '=', 'held').executeTakeFirstOrThrow()
      this.set(Number(n))
    },
  })
  new Gauge({
    name: 'politics_overdue_questions', help: '问政 questions running past their time limit', registers: [registry],
    async collect() { this.set(await opts.overdue()) },
  })

  // (an onResponse hook: after the answer is sent, off the reader's time)
  const observeWire = (method: string, route: string, status: number, seconds: number) => {
    requests.inc({ method, route, status: `${Math.floor(status / 100)}xx` })
    latency.observe({ method, route }, seconds)
    if (status >= 500) errors.inc({ method, route })
  }
  const observe = (request: FastifyRequest, reply: FastifyReply) =>
    observeWire(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000)

  const allowed = (request: FastifyRequest) => {
    const auth = request.headers.authorization ?? ''
    if (opts.token) return auth.startsWith('Bearer ') && sameToken(auth.slice(7), opts.token)
    return isLocalRequest(request)
  }
  app.get('/metrics', async (request, reply) => {
    if (!allowed(request)) return reply.code(403).send({ statusCode: 403, message: ERRORS.metricsForbidden, data: null })
    void reply.header('cache-control', 'no-store').type(registry.contentType)
    return registry.metrics()
  })
  return { observe, observeWire }
}
