// The admin API (docs/api.md, Moderation and staff): the sensitive-word list, the review queue and its
// decisions, hiding what is shown, the audit log, and staff roles. Every call is checked against the
// caller's role here; there are no back-office screens yet. Identity applications are decided here too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ApiError, badRequest, ok } from '../answer'
import { PageQuery, pageWindow } from '../content/paging'
import { commentsTag, storyTag } from '../http/public-cache'
import { STAFF_ROLES } from '../../../types/api/account'
import { WORD_ACTIONS } from '../moderation/filter'
import { auditStaffAction, requireStaff, requireUser, staffAnswersUnkept } from '../http/auth'
import type { AppContext } from '../context'
import { COMMUNITY_ANSWERS } from '../../../types/texts'
import * as ERRORS from '../../../types/errors'
import { CST_MS, DAY_MS } from '../content/time'

const Id = Type.Integer({ minimum: 1 })
const Reason = Type.String({ maxLength: 200, default: '' })
/** a day, 2026-11-28 */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
/** the moment a day begins in China (UTC+8); a day that is none (2026-02-30) is refused */
function cstMidnight(day: string): number {
  const at = Date.parse(`${day}T00:00:00Z`)
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) throw badRequest(ERRORS.auditDayBad)
  return at - CST_MS
}
const MODERATORS = ['moderator'] as const
const ADMINS = [] as const
const DASHBOARD_ROLES = ['editor', 'moderator'] as const

export const adminRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const moderation = app.services.moderation
  const { roles, identities, community } = app.services
  staffAnswersUnkept(app)

  /** a decision on a comment changes its story's lists for everyone */
  async function refreshPublic(kind: string, refId: number): Promise<void> {
    if (kind !== 'comment') return
    const row = await ctx.db.selectFrom('comments').select('news_id').where('id', '=', refId).executeTakeFirst()
    if (row) app.publicCache.invalidate(storyTag(row.news_id), commentsTag(row.news_id))
  }

  app.get('/admin/v1/moderation/words', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    await requireStaff(roles, request, MODERATORS)
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await moderation.listWords(offset, pageSize))
  })

  app.post('/admin/v1/moderation/words', {
    schema: { body: Type.Object({ word: Type.String({ minLength: 1, maxLength: 64 }), action: Type.Union(WORD_ACTIONS.map(a => Type.Literal(a))) }) },
  }, async request => {
    const actor = await requireStaff(roles, request, MODERATORS)
    return ok(await moderation.addWord(actor, request.body.word, request.body.action, Date.now(), request.id), '已保存')
  })

  app.post('/admin/v1/moderation/words/delete', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const actor = await requireStaff(roles, request, MODERATORS)
    await moderation.removeWord(actor, request.body.id, Date.now(), request.id)
    return ok(null, '已删除')
  })

  app.get('/admin/v1/moderation/queue', {
    schema: { querystring: Type.Object({ status: Type.Optional(Type.Union(['held', 'approved', 'rejected', 'hidden'].map(s => Type.Literal(s)), { default: 'held' })), ...PageQuery }) },
  }, async request => {
    await requireStaff(roles, request, MODERATORS)
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await moderation.queue((request.query.status ?? 'held') as 'held', offset, pageSize))
  })

  app.post('/admin/v1/moderation/decide', {
    schema: { body: Type.Object({ id: Id, decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]), reason: Reason }) },
  }, async request => {
    const actor = await requireStaff(roles, request, MODERATORS)
    const { kind, refId, told } = await moderation.decide(actor, request.body.id, request.body.decision, request.body.reason ?? '', Date.now(), request.id)
    // what the approval told (a department of its new question, an asker of an answer), sent as subscribe messages too;
    // what it earns its author, now public, follows the moderation service's announcement (审核通过后计分)
    app.services.messages.push(told)
    await refreshPublic(kind, refId)
    return ok(null, request.body.decision === 'approve' ? '已通过' : '已驳回')
  })

  app.post('/admin/v1/moderation/hide', {
    schema: { body: Type.Object({ kind: Type.Union((['comment', 'politics', 'qa-question', 'qa-answer', 'bang-comment', 'bang-post', 'discover-post', 'composition'] as const).map(k => Type.Literal(k))), refId: Id, reason: Reason }) },
  }, async request => {
    const actor = await requireStaff(roles, request, MODERATORS)
    // (its points go back: the moderation service announces it)
    await moderation.hide(actor, request.body.kind, request.body.refId, request.body.reason ?? '', Date.now(), request.id)
    await refreshPublic(request.body.kind, request.body.refId)
    return ok(null, '已隐藏')
  })

  // readers' reports, one entry per reported thing, and a moderator's answer to them: hide the thing (as
  // moderation/hide does) or dismiss the reports; either way they are handled
  app.get('/admin/v1/moderation/reports', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    await requireStaff(roles, request, MODERATORS)
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await app.services.reports.waiting(offset, pageSize))
  })

  app.post('/admin/v1/moderation/reports/handle', {
    schema: { body: Type.Object({ kind: Type.String({ minLength: 1, maxLength: 8 }), targetId: Id, outcome: Type.Union([Type.Literal('hide'), Type.Literal('dismiss')]), reason: Reason }) },
  }, async request => {
    const actor = await requireStaff(roles, request, MODERATORS)
    const { kind, targetId, outcome, reason = '' } = request.body
    const waiting = await app.services.reports.waitingOn(kind, targetId)
    if (!waiting) throw new ApiError(404, ERRORS.reportsNoneWaiting)
    if (outcome === 'hide') {
      if (!waiting.hideAs) throw badRequest(ERRORS.reportNotHideable)
      // (already gone: its reports are handled all the same)
      await moderation.hide(actor, waiting.hideAs, targetId, reason || waiting.reasons.map(r => r.reason).join('、'), Date.now(), request.id).catch(err => {
        if (!(err instanceof ApiError && err.status === 409)) throw err
      })
      await refreshPublic(waiting.hideAs, targetId)
    }
    const handled = await app.services.reports.handle(kind, targetId)
    await auditStaffAction(request, actor, `reports-${outcome}`, kind, targetId, reason, { before: { reports: handled }, after: { handled: true, outcome } })
    return ok({ handled }, outcome === 'hide' ? '已隐藏' : '已忽略')
  })

  app.get('/admin/v1/moderation/audit', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    await requireStaff(roles, request, MODERATORS)
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await moderation.auditLog(offset, pageSize))
  })

  // the newsroom's figures: today, what waits, the last 30 days (every staff role but a merchant's)
  app.get('/admin/v1/dashboard', async request => {
    await requireStaff(roles, request, DASHBOARD_ROLES)
    return ok(await app.services.dashboard.figures())
  })

  // the staff audit log, for administrators: every staff action, narrowed by who, what and when
  app.get('/admin/v1/audit', {
    schema: {
      querystring: Type.Object({
        actorId: Type.Optional(Id), action: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })), kind: Type.Optional(Type.String({ minLength: 1, maxLength: 24 })),
        // days in China time, both included
        refId: Type.Optional(Id), from: Type.Optional(Day), to: Type.Optional(Day), ...PageQuery,
      }),
    },
  }, async request => {
    await requireStaff(roles, request, ADMINS)
    const { offset, pageSize } = pageWindow(request.query)
    const { actorId, action, kind, refId, from, to } = request.query
    return ok(await moderation.auditLog(offset, pageSize, {
      actorId, action, kind, refId, from: from === undefined ? undefined : cstMidnight(from), to: to === undefined ? undefined : cstMidnight(to) + DAY_MS,
    }))
  })

  const RoleBody = Type.Object({ userId: Id, role: Type.Union(STAFF_ROLES.map(r => Type.Literal(r))) })

  app.post('/admin/v1/roles/grant', { schema: { body: RoleBody } }, async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    await roles.grant(actor, request.body.userId, request.body.role, Date.now(), request.id)
    return ok(null, '已授予')
  })

  app.post('/admin/v1/roles/revoke', { schema: { body: RoleBody } }, async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    await roles.revoke(actor, request.body.userId, request.body.role, Date.now(), request.id)
    return ok(null, '已撤销')
  })

  // identity applications (身份认证): administrators decide; an approved type then tags the reader's answers
  app.get('/admin/v1/identity/applications', {
    schema: { querystring: Type.Object({ status: Type.Optional(Type.Union((['pending', 'approved', 'rejected'] as const).map(s => Type.Literal(s)))), ...PageQuery }) },
  }, async request => {
    await requireStaff(roles, request, ADMINS)
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await identities.list(request.query.status ?? 'pending', offset, pageSize))
  })

  app.post('/admin/v1/identity/decide', {
    schema: { body: Type.Object({ id: Id, decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]), reason: Reason }) },
  }, async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    const { id, decision, reason = '' } = request.body
    await identities.decide(actor, id, decision, reason)
    await auditStaffAction(request, actor, `identity-${decision}`, 'identity-application', id, reason, {
      before: { status: 'pending' }, after: { status: decision === 'approve' ? 'approved' : 'rejected', reason },
    })
    return ok(null, decision === 'approve' ? '已通过' : '已驳回')
  })

  // 社区: administrators appoint a community's workers (网格员, 社区书记 …), who answer its posts in its name
  app.get('/admin/v1/community/workers', async request => {
    await requireStaff(roles, request, ADMINS)
    return ok(await community.workers())
  })

  // the reader by their account's id, or (the console) by their phone number
  app.post('/admin/v1/community/appoint', {
    schema: { body: Type.Object({ userId: Type.Optional(Id), phone: Type.Optional(Type.String({ maxLength: 20 })), communityId: Id, title: Type.String({ maxLength: 16 }) }) },
  }, async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    const { communityId, title } = request.body
    const userId = await app.services.signIn.users.idOf(request.body, ERRORS.workerWhoMissing)
    const before = await community.membership(userId)
    await community.appoint(userId, communityId, title)
    await auditStaffAction(request, actor, 'community-appoint', 'community', communityId, title, {
      before: before && before.role === 'worker' ? { userId, communityId: before.communityId, title: before.title } : null,
      after: { userId, communityId, title: title.trim() },
    })
    return ok({ userId }, COMMUNITY_ANSWERS.appointed)
  })

  app.post('/admin/v1/community/dismiss', { schema: { body: Type.Object({ userId: Id }) } }, async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    const was = await community.dismiss(request.body.userId)
    await auditStaffAction(request, actor, 'community-dismiss', 'community', was.communityId, was.title, {
      before: { userId: request.body.userId, role: 'worker', title: was.title }, after: { userId: request.body.userId, role: 'resident' },
    })
    return ok(null, COMMUNITY_ANSWERS.dismissed)
  })

  // 问政 in the console: a department's accounts see their department's inbox (an administrator any
  // department's); they act on a question through the 问政 calls (handle, reply), which check membership.
  // The overview (every department's answering, and what is near and past its limit) is the newsroom's.
  app.get('/admin/v1/politics/inbox', {
    schema: { querystring: Type.Object({ departmentId: Type.Optional(Id), filter: Type.Optional(Type.Union((['open', 'overdue', 'all'] as const).map(f => Type.Literal(f)))), ...PageQuery }) },
  }, async request => {
    const { user } = requireUser(request)
    const mine = await app.services.politics.departmentsOf(user.id)
    const admin = (await roles.rolesOf(user.id)).includes('admin')
    const { departmentId } = request.query
    if (departmentId !== undefined && !admin && !mine.includes(departmentId)) throw new ApiError(403, ERRORS.notStaff)
    if (mine.length === 0 && !admin) throw new ApiError(403, ERRORS.notStaff)
    const wanted = departmentId !== undefined ? [departmentId] : admin && mine.length === 0
      ? (await ctx.db.selectFrom('departments').select('id').execute()).map(d => d.id) : mine
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await app.services.politics.inbox(wanted, request.query.filter ?? 'open', offset, pageSize))
  })

  app.get('/admin/v1/politics/overview', async request => {
    await requireStaff(roles, request, DASHBOARD_ROLES)
    return ok(await app.services.politics.overview())
  })

  /**
   * Who is signed in to the console: their roles and the 问政 departments they answer for (the console
   * shows what they may do; the server checks each call). Anyone else: 403.
   */
  app.get('/admin/v1/me', async request => {
    const { user } = requireUser(request)
    const held = await roles.rolesOf(user.id)
    const departments = await ctx.db.selectFrom('department_members as m').innerJoin('departments as d', 'd.id', 'm.department_id')
      .select(['d.id', 'd.name']).where('m.user_id', '=', user.id).orderBy('d.id').execute()
    if (held.length === 0 && departments.length === 0) throw new ApiError(403, ERRORS.notStaff)
    return ok({ userId: user.id, nickname: user.nickname, roles: held, departments })
  })
}
