// 社区 (community-side spec §7: /v1/bangbang/groupownet/*), 曝光台 (/api/bangbang/comment/bangbanglist)
// and their posts (/api/bangbang/post/*, designed: docs/api.md). Reads are open, but for who lives where
// (a community's members, a reader's community: members and staff only); every write needs a
// signed-in reader (checked here) and is rate-limited; who may answer a post is checked by the service.
// A post's likes go through /api/praise/AddPraise (type 7) and its comments through /api/bv/comment/*
// (classid 3), in routes/qa.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { ApiError, listAnswer, ok } from '../answer'
import { originOf } from '../http/urls'
import { limitedWriter, requireUser } from '../http/auth'
import { IdList, idList } from '../http/id-list'
import { PageQuery, pageWindow } from '../content/paging'
import { POST_PICTURES_MAX } from '../../../types/api/community'
import type { Limit } from '../services/rate-limit'
import { DAY_MS, MINUTE_MS } from '../content/time'
import { BANG_POST_STATUS } from '../../../types/api/community'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { COMMUNITY_ANSWERS, MODERATION_ANSWERS } from '../../../types/texts'

const LIMITS: Record<'post' | 'act', { user: Limit[]; ip: Limit[] }> = {
  post: { user: [{ max: 3, windowMs: MINUTE_MS }, { max: 30, windowMs: DAY_MS }], ip: [{ max: 30, windowMs: MINUTE_MS }] },
  act: { user: [{ max: 30, windowMs: MINUTE_MS }], ip: [{ max: 300, windowMs: MINUTE_MS }] },
}

const Id = Type.Integer({ minimum: 1 })
const Keyword = Type.String({ maxLength: 50 })
const Status = Type.Union([Type.Literal(BANG_POST_STATUS.waiting), Type.Literal(BANG_POST_STATUS.handled), Type.Literal(BANG_POST_STATUS.solved)])

export const communityRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { community, roles, limiter } = app.services
  const viewer = (request: FastifyRequest) => request.auth?.user.id ?? null
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)
  const writer = (request: FastifyRequest, action: keyof typeof LIMITS, message: string = ERRORS.tooFast) => limitedWriter(limiter, request, `community-${action}`, LIMITS[action], message)

  // counts, states and the viewer's own held posts change with every write
  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  // district: the reader's (from their location), whose communities come first
  app.get('/v1/bangbang/groupownet/home', {
    schema: { querystring: Type.Object({ district: Type.Optional(Type.String({ maxLength: 16 })), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await community.home(viewer(request), request.query.district?.trim() ?? '', offset, pageSize, origin(request)))
  })

  app.get('/v1/bangbang/groupownet/community', { schema: { querystring: Type.Object({ id: Id, ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await community.communityPage(request.query.id, viewer(request), offset, pageSize, origin(request)))
  })

  /**
   * Who lives where is for the neighbours and the staff (issue 24 §9): a community's members are shown to
   * signed-in members of that community and to staff only.
   */
  const isNeighbourOrStaff = async (viewerId: number, communityId: number | null): Promise<boolean> =>
    (communityId !== null && (await community.membership(viewerId))?.communityId === communityId)
    || (await roles.rolesOf(viewerId)).some(r => r === 'admin' || r === 'moderator' || r === 'editor')

  app.get('/v1/bangbang/groupownet/userlist', { schema: { querystring: Type.Object({ id: Id, ...PageQuery }) } }, async request => {
    const { user } = requireUser(request)
    if (!await isNeighbourOrStaff(user.id, request.query.id)) throw new ApiError(403, ERRORS.membersOnly)
    const { offset, pageSize } = pageWindow(request.query)
    const page = await community.members(request.query.id, offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/bangbang/groupownet/userInfo', { schema: { querystring: Type.Object({ id: Id, ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await community.user(request.query.id, viewer(request), offset, pageSize, origin(request))
    // which community a reader is in: to themselves, their neighbours and staff; to anyone else only what
    // their own public posts to it already say (issue 24 §9)
    const me = viewer(request)
    const known = page.postNum > 0 || (me !== null && (me === request.query.id || await isNeighbourOrStaff(me, page.community?.id ?? null)))
    return ok(known ? page : { ...page, community: null, user: { ...page.user, role: 'resident' as const, title: '' } })
  })

  // without a keyword: every community (选择社区), the reader's district first
  app.get('/v1/bangbang/groupownet/top/search', {
    schema: { querystring: Type.Object({ keyword: Type.Optional(Keyword), district: Type.Optional(Type.String({ maxLength: 16 })) }) },
  }, async request => {
    const keyword = request.query.keyword?.trim() ?? ''
    return ok(keyword ? await community.searchCommunities(keyword, origin(request)) : await community.communities(request.query.district?.trim() ?? '', 100, origin(request)))
  })

  app.get('/v1/bangbang/groupownet/search', {
    schema: { querystring: Type.Object({ keyword: Keyword, id: Type.Optional(Id), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const keyword = request.query.keyword.trim()
    if (!keyword) return ok({ list: [], hasMore: false })
    const page = await community.searchPosts(keyword, request.query.id, viewer(request), offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.post('/v1/bangbang/groupownet/join', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const userId = await writer(request, 'act')
    await community.join(userId, request.body.id)
    return ok(null, COMMUNITY_ANSWERS.joined)
  })

  // 曝光台: exposures, all or in one state (1 followed up, 2 solved)
  app.get('/api/bangbang/comment/bangbanglist', {
    schema: { querystring: Type.Object({ status: Type.Optional(Status), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await community.exposures(request.query.status, viewer(request), offset, pageSize, origin(request)))
  })

  // reload=true: the page showing it again after a write (not another reading)
  app.get('/api/bangbang/post/detail', {
    schema: { querystring: Type.Object({ id: Id, reload: Type.Optional(Type.Boolean()) }) },
  }, async request => ok(await community.detail(request.query.id, viewer(request), origin(request), !request.query.reload)))

  app.post('/api/bangbang/post/publish', {
    schema: {
      body: Type.Object({
        kind: Type.Union([Type.Literal('community'), Type.Literal('exposure')]), content: Type.String({ maxLength: 5000 }),
        region: Type.Optional(Type.String({ maxLength: 32 })), images: Type.Optional(IdList(POST_PICTURES_MAX)),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'post', ERRORS.askTooFast)
    const made = await community.publish(userId, { ...request.body, images: idList(request.body.images) })
    return ok(made, made.underReview ? MODERATION_ANSWERS.held : COMMUNITY_ANSWERS.published)
  })

  app.post('/api/bangbang/post/handle', {
    schema: { body: Type.Object({ id: Id, content: Type.String({ maxLength: 5000 }), solved: Type.Optional(Type.Boolean()) }) },
  }, async request => {
    const userId = await writer(request, 'act')
    const status = await community.handle(userId, request.body.id, request.body.content, !!request.body.solved)
    return ok({ status }, COMMUNITY_ANSWERS.replied)
  })

  app.post('/api/bangbang/post/solve', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const userId = await writer(request, 'act')
    await community.solve(userId, request.body.id)
    return ok({ status: BANG_POST_STATUS.solved }, COMMUNITY_ANSWERS.markedSolved)
  })

  app.post('/api/bangbang/post/del', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const userId = await writer(request, 'act')
    await community.remove(userId, request.body.id)
    return ok(null, COMMUNITY_ANSWERS.deleted)
  })
}
