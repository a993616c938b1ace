// Who is calling: the Bearer token becomes request.auth; a renewed session's new token goes back in
// the `authorization` header. Routes that need a reader call requireUser().
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Authenticated, SessionService } from '../services/auth/sessions'
import { ApiError } from '../answer'

import { type Limit, type RateLimiter } from '../services/rate-limit'
import type { RoleService } from '../services/roles'
import type { StaffRole } from '../../../types/api/account'
import * as ERRORS from '../../../types/errors'

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return m ? m[1] : null
}

export function registerAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('auth', null)
  // (a callback hook: a visitor's request, which carries no token, passes without a promise or a tick)
  app.addHook('preHandler', (request, reply, done) => {
    const token = bearerToken(request)
    if (!token) return done()
    sessions.authenticate(token).then(auth => {
      request.auth = auth
      if (auth?.renewedToken) void reply.header('authorization', `Bearer ${auth.renewedToken}`)
      done()
    }, done)
  })
}

/** The signed-in reader; without one the body says 301 (the client then asks the reader to log in). */
export function requireUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new ApiError(200, ERRORS.notLoggedIn, 301)
  return request.auth
}

/** What staff see is theirs alone: every answer of the plugin `app` is never kept by a browser or a proxy. */
export function staffAnswersUnkept(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}

/** The signed-in reader, when they hold one of `allowed` (an administrator holds them all); else 403. */
export async function requireStaff(roles: RoleService, request: FastifyRequest, allowed: readonly StaffRole[]): Promise<number> {
  return roles.require(requireUser(request).user.id, allowed)
}

/**
 * A staff action a route records in the staff audit log, just after it succeeded, with the request's id
 * (a service that makes the change records it in its own transaction instead: ModerationService.audit).
 */
export function auditStaffAction(request: FastifyRequest, actorId: number, action: string, kind: string, refId: number | null, detail: string, change: { before?: unknown; after?: unknown } = {}): Promise<void> {
  return request.server.services.moderation.record(actorId, action, kind, refId, detail, { ...change, requestId: request.id })
}

/** a write's limits: per reader, then per address */
export interface WriteLimits { user: readonly Limit[]; ip: readonly Limit[] }

/** The signed-in reader of a write, counted against the action's limits (`key` names the action). */
export async function limitedWriter(limiter: RateLimiter, request: FastifyRequest, key: string, limits: WriteLimits, message: string = ERRORS.tooFast): Promise<number> {
  const { user } = requireUser(request)
  await limiter.hit(`${key}:user:${user.id}`, limits.user, message)
  await limiter.hit(`${key}:ip:${request.ip}`, limits.ip, message)
  return user.id
}
