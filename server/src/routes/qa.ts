// 问答 (community-side spec §7: /v1/bangbang/wenda/*), BangBang's comments (/api/bv/comment/*) and its
// likes (/api/praise/AddPraise: type 6 an answer, type 3 a comment), and 身份认证 (/api/bangbang/member/*). Reads are open; every write
// needs a signed-in reader (checked here, whatever the client shows) and is rate-limited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { ApiError, badRequest, notFound, ok } from '../answer'
import { originOf } from '../http/urls'
import { limitedWriter, requireUser } from '../http/auth'
import { IdList, idList } from '../http/id-list'
import { APPLICABLE_TYPES } from '../../../types/api/identity'
import { PageQuery, pageWindow } from '../content/paging'
import { PICTURES_MAX } from '../../../types/api/qa'
import type { Limit } from '../services/rate-limit'
import { DAY_MS, MINUTE_MS } from '../content/time'
import { BANG_COMMENT_SECTIONS, PRAISE_TYPE, bangClassOf } from '../../../types/api/qa'
import type { CommentListData } from '../../../types/api/interaction'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { COMMENT_ANSWERS, COMMUNITY_ANSWERS, IDENTITY_ANSWERS, LIKE_ANSWERS, MODERATION_ANSWERS, QA_ANSWERS } from '../../../types/texts'

const LIMITS: Record<'ask' | 'answer' | 'comment' | 'act', { user: Limit[]; ip: Limit[] }> = {
  ask: { user: [{ max: 3, windowMs: MINUTE_MS }, { max: 30, windowMs: DAY_MS }], ip: [{ max: 30, windowMs: MINUTE_MS }] },
  answer: { user: [{ max: 5, windowMs: MINUTE_MS }, { max: 100, windowMs: DAY_MS }], ip: [{ max: 60, windowMs: MINUTE_MS }] },
  comment: { user: [{ max: 5, windowMs: MINUTE_MS }, { max: 200, windowMs: DAY_MS }], ip: [{ max: 60, windowMs: MINUTE_MS }] },
  act: { user: [{ max: 60, windowMs: MINUTE_MS }], ip: [{ max: 600, windowMs: MINUTE_MS }] },
}

const Id = Type.Integer({ minimum: 1 })
const Region = Type.Optional(Type.String({ maxLength: 32 }))
const Images = Type.Optional(IdList(PICTURES_MAX))
// BangBang's comment calls: classid 2 (Q&A) or 1 with its section (politics by default); 3, 4 and 5, an
// older client's numbers for a post, a Discover post and a composition, stay readable (types/api/qa.ts)
const CommentPlace = {
  classid: Type.Integer({ minimum: 1, maximum: 5 }),
  section: Type.Optional(Type.Union(BANG_COMMENT_SECTIONS.map(s => Type.Literal(s)))),
  id: Id,
  from: Type.Optional(Type.String({ maxLength: 16 })),
}
const commentPlace = (q: { classid: number; section?: typeof BANG_COMMENT_SECTIONS[number] }) => bangClassOf(q.classid, q.section)!

export const qaRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { qa, bangComments: comments, likes, identities, limiter } = app.services
  const viewer = (request: FastifyRequest) => request.auth?.user.id ?? null
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)
  const writer = (request: FastifyRequest, action: keyof typeof LIMITS, message: string = ERRORS.tooFast) => limitedWriter(limiter, request, `qa-${action}`, LIMITS[action], message)

  // answers, counts and likes change with every write and differ per viewer (their own held items)
  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  app.get('/v1/bangbang/wenda/index', async request => ok(await qa.home(viewer(request), origin(request))))

  for (const [path, order] of [['getNewQuestionList', 'new'], ['getHotQuestionList', 'hot']] as const) {
    app.get(`/v1/bangbang/wenda/${path}`, { schema: { querystring: Type.Object(PageQuery) } }, async request => {
      const { offset, pageSize } = pageWindow(request.query)
      return ok((await qa.list(order, viewer(request), offset, pageSize, origin(request))).items)
    })
  }

  app.get('/v1/bangbang/wenda/getNewAnswerList', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok((await qa.newAnswers(viewer(request), offset, pageSize, origin(request))).items)
  })

  // reload=true: the page showing it again after a write (not another reading)
  app.get('/v1/bangbang/wenda/getAnswerListById', {
    schema: { querystring: Type.Object({ id: Id, reload: Type.Optional(Type.Boolean()), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await qa.questionPage(request.query.id, viewer(request), offset, pageSize, origin(request), !request.query.reload))
  })

  app.get('/v1/bangbang/wenda/getAnswerDetail', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await qa.answerDetail(request.query.id, viewer(request), origin(request))))

  // type 1: the answerers who joined (experts, lawyers, departments …); type 2: the reporters who joined
  app.get('/v1/bangbang/wenda/getMemberList', {
    schema: { querystring: Type.Object({ type: Type.Union([Type.Literal(1), Type.Literal(2)]) }) },
  }, async request => ok(await qa.members(request.query.type, origin(request))))

  app.get('/v1/bangbang/wenda/getRecommenderList', async request => ok(await qa.recommenders(origin(request))))

  app.get('/v1/bangbang/wenda/getMember', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await qa.member(request.query.id, origin(request))))

  app.get('/v1/bangbang/wenda/getNewAnswerListByMemberId', { schema: { querystring: Type.Object({ id: Id, ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    await qa.member(request.query.id, origin(request))
    return ok((await qa.newAnswers(viewer(request), offset, pageSize, origin(request), request.query.id)).items)
  })

  app.get('/v1/bangbang/wenda/getNewQuestionListByMemberId', { schema: { querystring: Type.Object({ id: Id, ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    await qa.member(request.query.id, origin(request))
    return ok((await qa.list('new', viewer(request), offset, pageSize, origin(request), { userId: request.query.id })).items)
  })

  app.get('/v1/bangbang/wenda/search', { schema: { querystring: Type.Object({ keyword: Type.String({ maxLength: 50 }), ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const keyword = request.query.keyword.trim()
    return ok(keyword ? (await qa.list('hot', viewer(request), offset, pageSize, origin(request), { keyword })).items : [])
  })

  // while a question is typed: the existing questions like it
  app.get('/v1/bangbang/wenda/similar', {
    schema: { querystring: Type.Object({ text: Type.String({ maxLength: 300 }), section: Type.Optional(Type.Union([Type.Literal('bang'), Type.Literal('rural')])) }) },
  }, async request => ok(await qa.similar(request.query.text, request.query.section)))

  app.post('/v1/bangbang/wenda/add', {
    schema: {
      body: Type.Object({
        content: Type.String({ maxLength: 5000 }), region: Region, targetUserId: Type.Optional(Id), images: Images, videoId: Type.Optional(Id),
        // 渝农's 乡村帮帮: section rural, with its category (docs/api.md, 渝农)
        section: Type.Optional(Type.Union([Type.Literal('bang'), Type.Literal('rural')])), category: Type.Optional(Type.String({ maxLength: 16 })),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'ask', ERRORS.askTooFast)
    const made = await qa.ask(userId, { ...request.body, images: idList(request.body.images) })
    return ok(made, made.underReview ? MODERATION_ANSWERS.held : QA_ANSWERS.asked)
  })

  app.post('/v1/bangbang/wenda/reply', {
    schema: { body: Type.Object({ id: Id, content: Type.String({ maxLength: 10000 }), region: Region, images: Images, videoId: Type.Optional(Id) }) },
  }, async request => {
    const userId = await writer(request, 'answer')
    const made = await qa.answer(userId, { questionId: request.body.id, content: request.body.content, region: request.body.region, images: idList(request.body.images), videoId: request.body.videoId })
    return ok(made, made.underReview ? MODERATION_ANSWERS.held : QA_ANSWERS.answered)
  })

  app.post('/v1/bangbang/wenda/pin', { schema: { body: Type.Object({ id: Id, answerId: Id }) } }, async request => {
    const userId = await writer(request, 'act')
    // the answer that lost its pin gives its points back (issue 24 §6); the one pinned earns (once, within the
    // cap); in the pin's own transaction (earnings.ts pinEarnings), so racing pins cannot leave the points out of step
    const { pinned } = await qa.pin(userId, request.body.id, request.body.answerId)
    return ok({ pinned }, pinned ? QA_ANSWERS.pinned : QA_ANSWERS.unpinned)
  })

  // type 6: an answer (bangId); type 7: a 社区 or 曝光台 post (bangId), once each; type 3: a BangBang comment (commentId), which toggles
  app.post('/api/praise/AddPraise', {
    schema: {
      body: Type.Object({
        type: Type.Union([Type.Literal(PRAISE_TYPE.question), Type.Literal(PRAISE_TYPE.bangComment), Type.Literal(PRAISE_TYPE.post), Type.Literal(PRAISE_TYPE.politics)]),
        bangId: Type.Optional(Id), commentId: Type.Optional(Id),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'act')
    const { type, bangId, commentId } = request.body
    // each type: its kind, the id it takes, its words when the thing is gone and when it is liked
    const praised = type === PRAISE_TYPE.question ? { kind: 'qa-answer' as const, id: bangId, gone: ERRORS.answerGone, liked: QA_ANSWERS.liked }
      : type === PRAISE_TYPE.post ? { kind: 'bang-post' as const, id: bangId, gone: ERRORS.contentGone, liked: COMMUNITY_ANSWERS.liked }
        : type === PRAISE_TYPE.politics ? { kind: 'politics' as const, id: bangId, gone: ERRORS.politicsGone, liked: QA_ANSWERS.liked }
          : { kind: 'bang-comment' as const, id: commentId, gone: ERRORS.commentGone, liked: LIKE_ANSWERS.liked }
    if (!praised.id) throw badRequest(praised.gone)
    // a complaint is the complainant's and the department's: nothing to like
    if (praised.kind === 'politics' && !(await app.services.politics.isOpenQuestion(praised.id))) throw notFound(praised.gone)
    const liked = await likes.like(praised.kind, userId, praised.id)
    if (!liked) throw notFound(praised.gone)
    const { voteType, likeNum, first } = liked
    // an answer or a post is liked once: again is refused in the spec's words; a comment's like toggles
    if (praised.kind === 'bang-comment') return ok({ voteType, likeNum }, voteType ? LIKE_ANSWERS.liked : LIKE_ANSWERS.unliked)
    if (!first) throw new ApiError(409, ERRORS.likedAlreadyBang)
    return ok({ likeNum, voteType: 1 }, praised.liked)
  })

  app.get('/api/bv/comment/list', {
    schema: { querystring: Type.Object({ ...CommentPlace, ...PageQuery }) },
  }, async request => {
    const { page, offset, pageSize } = pageWindow(request.query)
    const got = await comments.list(commentPlace(request.query), request.query.id, viewer(request), offset, pageSize, origin(request))
    return ok<CommentListData>({ list: got.items, hot: [], total: got.total, page, hasMore: got.hasMore })
  })

  // a thread: its head first on page 1, then its replies oldest first
  app.get('/api/bv/comment/singlelist', { schema: { querystring: Type.Object({ plId: Id, ...PageQuery }) } }, async request => {
    const { page, offset, pageSize } = pageWindow(request.query)
    const { head, page: replies } = await comments.thread(request.query.plId, viewer(request), offset, pageSize, origin(request))
    return ok({ head, list: replies.items, page, hasMore: replies.hasMore })
  })

  app.post('/api/bv/comment/publish', {
    schema: {
      body: Type.Object({
        ...CommentPlace, sayText: Type.String({ maxLength: 5000 }), plId: Type.Optional(Type.Integer({ minimum: 0 })), region: Region,
      }),
    },
  }, async request => {
    const userId = await writer(request, 'comment', ERRORS.commentTooFast)
    const { id, sayText, plId, region } = request.body
    const made = await comments.publish(userId, { classId: commentPlace(request.body), id, sayText, plId: plId || undefined, region }, origin(request))
    return ok(made, made.underReview ? MODERATION_ANSWERS.held : COMMENT_ANSWERS.published)
  })

  // 身份认证: the reader's identity and latest application; applying for one
  app.get('/api/bangbang/member/getInfo', async request => ok(await identities.info(requireUser(request).user.id)))

  app.post('/api/bangbang/member/useredit', {
    schema: {
      body: Type.Object({
        type: Type.Union(APPLICABLE_TYPES.map(t => Type.Literal(t))), realName: Type.String({ maxLength: 100 }), job: Type.String({ maxLength: 200 }),
        introduction: Type.Optional(Type.String({ maxLength: 1000 })), proof: Type.String({ maxLength: 2000 }), schoolId: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'ask')
    return ok(await identities.apply(userId, request.body), IDENTITY_ANSWERS.applied)
  })

  app.post('/api/bv/comment/del', { schema: { body: Type.Object({ id: Id, from: Type.Optional(Type.String({ maxLength: 16 })) }) } }, async request => {
    const userId = await writer(request, 'act')
    await comments.remove(userId, request.body.id)
    return ok(null, COMMENT_ANSWERS.deleted)
  })
}
