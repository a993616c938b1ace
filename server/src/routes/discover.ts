// 发现 (Discover; community-side spec §7: /v1/quan/*, /api/topic/*; the detail, delete and the
// newsroom's calls are designed: docs/api.md, Discover). Reads are open (a reader's own held posts and
// pending topic come with their token); every write needs a signed-in reader and is rate-limited; the
// newsroom's calls need an editor (or an administrator). A post's like is /v1/like/do with Discover's
// classId (routes/interactions.ts); its comments are /api/bv/comment/* with classid 4 (routes/qa.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { badRequest, listAnswer, ok } from '../answer'
import { originOf } from '../http/urls'
import { limitedWriter, requireStaff } from '../http/auth'
import { IdList, idList } from '../http/id-list'
import { PageQuery, pageWindow } from '../content/paging'
import { DISCOVER_PICTURES_MAX } from '../../../types/api/discover'
import { REPORT_PLATFORM } from '../../../types/api/interaction'
import { DISCOVER_CLASS_ID } from '../../../types/api/discover'
import type { Limit } from '../services/rate-limit'
import { DAY_MS, MINUTE_MS } from '../content/time'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { DISCOVER_ANSWERS, REPORT_ANSWERS } from '../../../types/texts'

const LIMITS: Record<'post' | 'act', { user: Limit[]; ip: Limit[] }> = {
  post: { user: [{ max: 3, windowMs: MINUTE_MS }, { max: 30, windowMs: DAY_MS }], ip: [{ max: 30, windowMs: MINUTE_MS }] },
  act: { user: [{ max: 30, windowMs: MINUTE_MS }], ip: [{ max: 300, windowMs: MINUTE_MS }] },
}
const EDITORS = ['editor'] as const

const Id = Type.Integer({ minimum: 1 })
const Keyword = Type.String({ maxLength: 50 })

export const discoverRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { discover, roles, reports, limiter } = app.services
  const viewer = (request: FastifyRequest) => request.auth?.user.id ?? null
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)
  const writer = (request: FastifyRequest, action: keyof typeof LIMITS, message: string = ERRORS.tooFast) => limitedWriter(limiter, request, `discover-${action}`, LIMITS[action], message)

  // counts, likes and the viewer's own held posts change with every write
  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  // the feed: type new (latest, the default) or hot
  app.get('/v1/quan/getQuanInfo', {
    schema: { querystring: Type.Object({ type: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('hot')])), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await discover.feed(request.query.type ?? 'new', viewer(request), offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/quan/getHotTopicList', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await discover.hotTopics(offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/api/topic/getHotWord', async () => ok(await discover.hotWords()))

  // a topic's page (SelfDiscover): its posts, newest first; with no topic (the spec lists the call with no
  // query), the recent topics
  app.get('/api/topic/themeRecentList', { schema: { querystring: Type.Object({ themeId: Type.Optional(Id), ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const { themeId } = request.query
    if (themeId === undefined) return listAnswer(await discover.recentTopics(offset, pageSize, origin(request)))
    return listAnswer(await discover.topicPosts(themeId, viewer(request), offset, pageSize, origin(request)))
  })

  app.get('/api/topic/getThemeInfo', { schema: { querystring: Type.Object({ themeId: Id }) } }, async request =>
    ok(await discover.discoverTopic(request.query.themeId, viewer(request), origin(request))))

  // posts by words (SearchDiscover)
  app.get('/api/topic/getListByKeyWord', { schema: { querystring: Type.Object({ keyword: Keyword, ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await discover.search(request.query.keyword, viewer(request), offset, pageSize, origin(request))
    return listAnswer(page)
  })

  // topics by name, as it is typed (publish's topic picker, search's topic results)
  app.get('/api/topic/getTopicListByKeyboard', { schema: { querystring: Type.Object({ keyword: Keyword }) } }, async request =>
    ok(await discover.topicsLike(request.query.keyword, origin(request))))

  // a post in full (DetailDiscover: classId, newsId); reload=true: shown again after a step, not another reading
  app.get('/v1/quan/getDetail', {
    schema: { querystring: Type.Object({ classId: Type.Optional(Type.Integer({ minimum: 0 })), newsId: Id, reload: Type.Optional(Type.Boolean()) }) },
  }, async request => ok(await discover.detail(request.query.newsId, viewer(request), origin(request), !request.query.reload)))

  app.post('/v1/quan/publish', {
    schema: {
      body: Type.Object({
        content: Type.String({ maxLength: 5000 }), images: Type.Optional(IdList(DISCOVER_PICTURES_MAX)), videoId: Type.Optional(Id),
        topicId: Type.Optional(Id), topicTitle: Type.Optional(Type.String({ maxLength: 60 })),
        // 渝农's 农民说 (docs/api.md, 渝农): a post of its feed, without a topic
        section: Type.Optional(Type.Union([Type.Literal('discover'), Type.Literal('rural')])),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'post', ERRORS.publishTooFast)
    const made = await discover.publish(userId, { ...request.body, images: idList(request.body.images) })
    return ok(made, made.underReview ? DISCOVER_ANSWERS.held : DISCOVER_ANSWERS.published)
  })

  // a post (newsId) or a topic (themeId) reported, with the reasons offered (/v1/comment/reportContent); platform 4
  app.post('/v1/quan/report', {
    schema: { body: Type.Object({ classId: Type.Optional(Type.Integer({ minimum: 0 })), newsId: Type.Optional(Id), themeId: Type.Optional(Id), content: Type.String({ maxLength: 500 }) }) },
  }, async request => {
    const userId = await writer(request, 'act')
    const { newsId, themeId, content } = request.body
    if ((newsId === undefined) === (themeId === undefined)) throw badRequest(ERRORS.reportTargetMissing)
    const topic = themeId !== undefined
    const made = await reports.report({
      userId, kind: topic ? 'discover-topic' : 'discover-post', targetId: (topic ? themeId : newsId)!, newsId: (topic ? themeId : newsId)!, classId: DISCOVER_CLASS_ID,
      platformId: REPORT_PLATFORM.discover, content, commentText: '', ip: request.ip,
    })
    return ok(made, REPORT_ANSWERS.done)
  })

  app.post('/v1/quan/del', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const userId = await writer(request, 'act')
    await discover.remove(userId, request.body.id)
    return ok(null, DISCOVER_ANSWERS.deleted)
  })

  // the newsroom: a topic approved (as official), rejected or hidden; the official reply on a post
  app.get('/admin/v1/discover/topics', {
    schema: { querystring: Type.Object({ status: Type.Optional(Type.Union((['pending', 'approved', 'rejected', 'hidden'] as const).map(s => Type.Literal(s)))), ...PageQuery }) },
  }, async request => {
    await requireStaff(roles, request, EDITORS)
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await discover.staffTopics(request.query.status ?? 'pending', offset, pageSize))
  })

  app.post('/admin/v1/discover/topic', {
    schema: { body: Type.Object({ id: Id, action: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('hide'), Type.Literal('reopen')]), official: Type.Optional(Type.Boolean()) }) },
  }, async request => {
    const editor = await requireStaff(roles, request, EDITORS)
    return ok(await discover.decideTopic(editor, request.body.id, request.body.action, request.body.official, Date.now(), request.id), DISCOVER_ANSWERS.decided)
  })

  app.post('/admin/v1/discover/reply', {
    schema: { body: Type.Object({ id: Id, content: Type.String({ maxLength: 5000 }), newsId: Type.Optional(Id) }) },
  }, async request => {
    const editor = await requireStaff(roles, request, EDITORS)
    await discover.officialReply(editor, request.body.id, request.body.content, request.body.newsId, Date.now(), request.id)
    return ok(null, DISCOVER_ANSWERS.replied)
  })
}
