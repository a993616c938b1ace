// After schema validation: numbers a request carries must be finite and fit the database's 32-bit
// integers, and no text may carry a NUL character. Ajv's type coercion turns '1e309' into Infinity and
// lets it through `maximum`, JSON bodies can spell 1e309 too, and PostgreSQL cannot store U+0000:
// without this guard such values reached the database (HTTP 500).
import type { FastifyInstance } from 'fastify'
import { badRequest } from '../answer'
import * as ERRORS from '../../../types/errors'

/** the largest magnitude of any number the API takes (PostgreSQL int4) */
export const MAX_INPUT_NUMBER = 2_147_483_647
const MAX_DEPTH = 4

function check(value: unknown, name: string, depth: number): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw badRequest(ERRORS.paramNotNumber(name))
    if (Math.abs(value) > MAX_INPUT_NUMBER) throw badRequest(ERRORS.paramOutOfRange(name))
    return
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(ERRORS.paramBadCharacter(name))
    return
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) check(v, name ? `${name}.${k}` : k, depth + 1)
}

export function registerInputGuard(app: FastifyInstance): void {
  // (a callback hook: most requests pass, and an async hook costs every request a promise and a tick)
  app.addHook('preHandler', (request, _reply, done) => {
    try {
      check(request.query, '', 0)
      check(request.params, '', 0)
      check(request.body, '', 0)
    } catch (err) {
      return done(err as Error)
    }
    done()
  })
}
