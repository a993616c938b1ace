// 问政 (community-side spec §7: /v1/bangbang/wenzheng/*): lists, a question with its steps, the
// departments; a citizen commits a question, the department's accounts accept (or decline) and reply,
// the asker rates or reopens. Who may do what is checked here and in the service, whatever the client shows.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { ok } from '../answer'
import { originOf } from '../http/urls'
import { auditStaffAction, limitedWriter, requireUser } from '../http/auth'
import { PageQuery, pageWindow } from '../content/paging'
import type { HandleAction } from '../services/politics'
import type { Limit } from '../services/rate-limit'
import { DAY_MS, MINUTE_MS } from '../content/time'
import { POLITICS_STATUS_LABEL } from '../../../types/api/politics'
import { IdList, idList } from '../http/id-list'
import { PICTURES_MAX } from '../../../types/api/qa'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { COMPLAINT_ANSWERS, POLITICS_ANSWERS } from '../../../types/texts'

const LIMITS: Record<'ask' | 'act', { user: Limit[]; ip: Limit[] }> = {
  ask: { user: [{ max: 3, windowMs: MINUTE_MS }, { max: 20, windowMs: DAY_MS }], ip: [{ max: 30, windowMs: MINUTE_MS }] },
  act: { user: [{ max: 60, windowMs: MINUTE_MS }], ip: [{ max: 300, windowMs: MINUTE_MS }] },
}

const Id = Type.Integer({ minimum: 1 })
const Text = (max: number) => Type.String({ maxLength: max })

export const politicsRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { politics, limiter } = app.services
  const viewer = (request: FastifyRequest) => request.auth?.user.id ?? null

  const writer = (request: FastifyRequest, action: keyof typeof LIMITS, message: string = ERRORS.tooFast) => limitedWriter(limiter, request, `politics-${action}`, LIMITS[action], message)

  // lists change with every step and count readings: answered fresh, per viewer
  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  for (const [path, order] of [['getNewList', 'new'], ['getHotList', 'hot']] as const) {
    app.get(`/v1/bangbang/wenzheng/${path}`, { schema: { querystring: Type.Object(PageQuery) } }, async request => {
      const { offset, pageSize } = pageWindow(request.query)
      return ok((await politics.list(order, viewer(request), offset, pageSize)).items)
    })
  }

  // reload=true: the page showing it again after a step (not another reading)
  app.get('/v1/bangbang/wenzheng/getDetail', { schema: { querystring: Type.Object({ id: Id, reload: Type.Optional(Type.Boolean()) }) } }, async request =>
    ok(await politics.detail(request.query.id, viewer(request), originOf(request, ctx.settings), Date.now(), !request.query.reload)))

  app.get('/v1/bangbang/wenzheng/getMemberList', async () => ok(await politics.departments()))

  app.post('/v1/bangbang/wenzheng/add', {
    schema: {
      body: Type.Object({
        departmentId: Id, title: Text(200), content: Text(5000), region: Type.Optional(Type.String({ maxLength: 32 })), images: Type.Optional(IdList(PICTURES_MAX)), videoId: Type.Optional(Id),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'ask', ERRORS.askTooFast)
    const made = await politics.commit(userId, { ...request.body, images: idList(request.body.images) })
    return ok(made, made.underReview ? POLITICS_ANSWERS.held : POLITICS_ANSWERS.committed)
  })

  app.post('/v1/bangbang/wenzheng/handle', {
    schema: {
      body: Type.Object({
        id: Id,
        action: Type.Union((['accept', 'refuse', 'duplicate', 'out_of_scope', 'start'] as const).map(a => Type.Literal(a))),
        reason: Type.Optional(Text(500)),
        duplicateOf: Type.Optional(Id),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'act')
    const { id, action, reason, duplicateOf } = request.body
    const status = await politics.handle(userId, id, action as HandleAction, reason ?? '', duplicateOf)
    // a department's step is a staff action: in the staff audit log too (its history is the question's events)
    await auditStaffAction(request, userId, `politics-${action}`, 'politics', id, reason ?? '', { after: { status } })
    return ok({ statusCode: status, status: POLITICS_STATUS_LABEL[status] }, POLITICS_STATUS_LABEL[status])
  })

  app.post('/v1/bangbang/wenzheng/reply', { schema: { body: Type.Object({ id: Id, content: Text(5000) }) } }, async request => {
    const userId = await writer(request, 'act')
    await politics.reply(userId, request.body.id, request.body.content)
    await auditStaffAction(request, userId, 'politics-reply', 'politics', request.body.id, [...request.body.content].slice(0, 100).join(''), { after: { status: 'replied' } })
    return ok(null, '答复成功')
  })

  app.post('/v1/bangbang/wenzheng/rate', { schema: { body: Type.Object({ id: Id, rating: Type.Integer({ minimum: 1, maximum: 5 }) }) } }, async request => {
    const userId = await writer(request, 'act')
    await politics.rate(userId, request.body.id, request.body.rating)
    return ok(null, '评价成功')
  })

  app.post('/v1/bangbang/wenzheng/reopen', { schema: { body: Type.Object({ id: Id, reason: Text(500) }) } }, async request => {
    const userId = await writer(request, 'act')
    await politics.reopen(userId, request.body.id, request.body.reason)
    return ok(null, '已重新提交办理')
  })

  // 直播带货投诉平台 (issue 27): a complaint is a question of its own section, to the market-regulation
  // department; its steps (handle, reply, rate, reopen) and its page are 问政's (getDetail: the complainant's
  // and the department's only)
  app.post('/v1/complaints/add', {
    schema: {
      body: Type.Object({
        platform: Text(20), seller: Text(200), orderNo: Type.Optional(Text(100)), content: Text(5000),
        region: Type.Optional(Type.String({ maxLength: 32 })), images: Type.Optional(IdList(PICTURES_MAX)), videoId: Type.Optional(Id),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'ask', ERRORS.askTooFast)
    const made = await politics.complain(userId, { ...request.body, images: idList(request.body.images) })
    return ok(made, made.underReview ? COMPLAINT_ANSWERS.held : COMPLAINT_ANSWERS.committed)
  })

  app.get('/v1/complaints/list', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await politics.complaints(requireUser(request).user.id, offset, pageSize)
    return ok({ list: page.items, hasMore: page.hasMore })
  })
}
