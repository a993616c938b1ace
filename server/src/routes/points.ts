// Points (积分; docs/api.md, Points): the rules (open), a reader's figures and 积分明细, the daily sign-in,
// a story read and shared (earned once each, within the day's cap); the administrators' rule changes,
// reconciliation and expiry. Comments and answers earn through their own routes' hooks.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { listAnswer, notFound, ok } from '../answer'
import { auditStaffAction, limitedWriter, requireUser, requireStaff } from '../http/auth'
import { PageQuery, pageWindow } from '../content/paging'
import type { Limit } from '../services/rate-limit'
import { MINUTE_MS } from '../content/time'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { POINTS_ANSWERS } from '../../../types/texts'

const LIMITS: { user: Limit[]; ip: Limit[] } = { user: [{ max: 60, windowMs: MINUTE_MS }], ip: [{ max: 600, windowMs: MINUTE_MS }] }
const ADMINS = [] as const
const Id = Type.Integer({ minimum: 1 })
const Points = Type.Integer({ minimum: 0, maximum: 10000 })

export const pointRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const points = app.services.points
  const { roles, limiter } = app.services
  const writer = (request: FastifyRequest) => limitedWriter(limiter, request, 'points', LIMITS, ERRORS.tooFast)

  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  app.get('/v1/points/rules', async () => ok(await points.rules()))

  app.get('/v1/points/summary', async request => ok(await points.summary(requireUser(request).user.id)))

  app.get('/v1/points/ledger', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await points.ledger(requireUser(request).user.id, offset, pageSize)
    return listAnswer(page)
  })

  app.post('/v1/points/signIn', async request => {
    const made = await points.signIn(await writer(request))
    return ok(made, POINTS_ANSWERS.signedIn(made.points, made.streak))
  })

  // a story read (the client says so once it has been on screen a while) or shared: once a story
  for (const [path, rule] of [['/v1/points/read', 'read'], ['/v1/points/share', 'share']] as const) {
    app.post(path, { schema: { body: Type.Object({ classId: Type.Optional(Type.Integer({ minimum: 0 })), newsId: Id }) } }, async request => {
      const userId = await writer(request)
      const story = await ctx.db.selectFrom('news').select(['id', 'title']).where('id', '=', request.body.newsId).where('status', '=', 1).executeTakeFirst()
      if (!story) throw notFound(ERRORS.storyGone)
      const made = await points.earn(userId, { rule, dedupeKey: `${rule}:${story.id}`, ref: { type: 'news', id: story.id, title: story.title } })
      return ok(made, made ? POINTS_ANSWERS.earned(made.points) : POINTS_ANSWERS.nothing)
    })
  }

  app.get('/admin/v1/points/rules', async request => {
    await requireStaff(roles, request, ADMINS)
    return ok(await points.allRules())
  })

  app.post('/admin/v1/points/rules', {
    schema: { body: Type.Object({ key: Type.String({ maxLength: 16 }), points: Points, growth: Points, dailyCap: Type.Integer({ minimum: 1, maximum: 1000 }), enabled: Type.Boolean() }) },
  }, async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    const { key, ...rest } = request.body
    const change = await points.setRule(key, rest)
    await auditStaffAction(request, actor, 'points-rule', 'points', null, key, change)
    return ok(null, POINTS_ANSWERS.saved)
  })

  // the books checked now (a nightly run does the same): every difference found
  // (each run is in the audit log with what it found)
  app.post('/admin/v1/points/reconcile', async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    const books = await points.reconcile()
    await auditStaffAction(request, actor, 'points-reconcile', 'points', null, `${books.differences.length} differences, ${books.unbalancedEntries.length} unbalanced entries`)
    return ok(books)
  })

  app.post('/admin/v1/points/expire', async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    const done = await points.expire()
    await auditStaffAction(request, actor, 'points-expire', 'points', null, `${done.expired} expired, ${done.told} told`)
    return ok(done)
  })
}
