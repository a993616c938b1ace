// Health for a balancer and an orchestrator (issue 28): /healthz says the process answers; /readyz says
// whether this instance should be sent readers: the database and the upload storage reachable, and not
// draining (from the moment SIGTERM arrives the instance answers 503 here for its drain period, still
// serving what it is sent, so that the balancer stops sending before it closes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import { ok } from '../answer'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'

/** a check that takes longer than this counts as down (a balancer's probe has its own short timeout) */
export const READY_CHECK_MS = 2000

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([check(), new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), READY_CHECK_MS) })])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

export const healthRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store')
    return ok({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) })
  })

  app.get('/readyz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store')
    if (app.draining) return reply.code(503).send({ statusCode: 503, message: ERRORS.draining, data: { database: 'unchecked', storage: 'unchecked', draining: true } })
    const [database, storage] = await Promise.all([
      reachable(() => sql`select 1`.execute(ctx.db)),
      reachable(() => app.services.uploads.reachable()),
    ])
    const data = { database: database ? 'ok' : 'down', storage: storage ? 'ok' : 'down', draining: false }
    if (database && storage) return ok(data, 'ready')
    return reply.code(503).send({ statusCode: 503, message: ERRORS.notReady, data })
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** true from SIGTERM on: /readyz answers 503 while the instance drains */
    draining: boolean
  }
}
