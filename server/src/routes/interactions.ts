// Comments, likes, reports and detail-page ads (reading-side spec §7). Every write needs a signed-in
// reader (checked here, whatever the client shows) and is rate-limited per reader and per address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { badRequest, notFound, ok } from '../answer'
import { originOf } from '../http/urls'
import { commentsTag, storyTag } from '../http/public-cache'
import { limitedWriter } from '../http/auth'
import { PageQuery, pageWindow } from '../content/paging'
import type { Limit } from '../services/rate-limit'
import { DAY_MS, MINUTE_MS } from '../content/time'
import { LIKE_TYPE, type CommentListData } from '../../../types/api/interaction'
import { DISCOVER_CLASS_ID } from '../../../types/api/discover'
import { BANG_CLASS } from '../../../types/api/qa'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { COMMENT_ANSWERS, LIKE_ANSWERS, MODERATION_ANSWERS, REPORT_ANSWERS } from '../../../types/texts'

/** per reader, then per address */
const LIMITS: Record<'comment' | 'delete' | 'like' | 'report', { user: Limit[]; ip: Limit[] }> = {
  comment: { user: [{ max: 5, windowMs: MINUTE_MS }, { max: 200, windowMs: DAY_MS }], ip: [{ max: 60, windowMs: MINUTE_MS }] },
  delete: { user: [{ max: 30, windowMs: MINUTE_MS }], ip: [{ max: 120, windowMs: MINUTE_MS }] },
  like: { user: [{ max: 60, windowMs: MINUTE_MS }], ip: [{ max: 600, windowMs: MINUTE_MS }] },
  report: { user: [{ max: 10, windowMs: MINUTE_MS }, { max: 100, windowMs: DAY_MS }], ip: [{ max: 60, windowMs: MINUTE_MS }] },
}

const Id = Type.Integer({ minimum: 1 })
const OptionalId = Type.Optional(Type.Integer({ minimum: 0 }))
const Reasons = Type.String({ maxLength: 500 })

export const interactionRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { comments, bangComments, likes, reports, ads, limiter } = app.services
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)
  const viewer = (request: FastifyRequest) => request.auth?.user.id ?? null

  /** the signed-in reader, counted against the action's limits */
  const writer = (request: FastifyRequest, action: keyof typeof LIMITS, message: string = ERRORS.tooFast) => limitedWriter(limiter, request, `${action}`, LIMITS[action], message)

  // A 发现 post's comments are asked for as a story's, with its classId (20), as its likes are: they are
  // BangBang's comments underneath (services/bang-comments.ts), differ per viewer and are not cached.
  const isDiscover = (classId: number | undefined) => classId === DISCOVER_CLASS_ID
  const privately = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-cache')
  /** a thread of a 发现 post's: its head and a page of replies, 404 when it is not that post's */
  const discoverThread = async (request: FastifyRequest, newsId: number, plId: number, offset: number, pageSize: number) => {
    const got = await bangComments.thread(plId, viewer(request), offset, pageSize, origin(request))
    if (got.head.newsId !== newsId || got.head.classId !== DISCOVER_CLASS_ID) throw notFound(ERRORS.commentGone)
    return got
  }

  app.get('/v1/comment/getList', {
    schema: { querystring: Type.Object({ classId: OptionalId, newsId: Id, plId: OptionalId, ...PageQuery }) },
  }, async (request, reply) => {
    const { newsId, plId } = request.query
    const { page, offset, pageSize } = pageWindow(request.query)
    if (isDiscover(request.query.classId)) {
      privately(reply)
      const all = await bangComments.list(BANG_CLASS.discover, newsId, viewer(request), plId ? 0 : offset, plId ? 1 : pageSize, origin(request))
      if (!plId) return ok<CommentListData>({ list: all.items, hot: [], total: all.total, page, hasMore: all.hasMore })
      const { head, page: replies } = await discoverThread(request, newsId, plId, 0, 2)
      return ok<CommentListData>({ list: [{ ...head, subComments: replies.items, hasMoreSubComments: replies.hasMore }], hot: [], total: all.total, page: 1, hasMore: false })
    }
    return app.publicCache.answer(request, reply, origin(request), { tags: [commentsTag(newsId)] }, async () => {
      const total = await comments.total(newsId)
      if (plId) {
        const one = await comments.one(newsId, plId, viewer(request), origin(request))
        return ok<CommentListData>({ list: [one], hot: [], total, page: 1, hasMore: false })
      }
      const list = await comments.list(newsId, viewer(request), offset, pageSize, origin(request))
      const hot = page === 1 ? await comments.hot(newsId, viewer(request), origin(request)) : []
      return ok<CommentListData>({ list: list.items, hot, total, page, hasMore: list.hasMore })
    })
  })

  // data is the page's array: an empty array ends the paging
  app.get('/v1/comment/getListByParentId', {
    schema: { querystring: Type.Object({ classId: OptionalId, newsId: Id, plId: Id, ...PageQuery }) },
  }, async (request, reply) => {
    const { newsId, plId } = request.query
    const { offset, pageSize } = pageWindow(request.query)
    if (isDiscover(request.query.classId)) {
      privately(reply)
      return ok((await discoverThread(request, newsId, plId, offset, pageSize)).page.items)
    }
    return app.publicCache.answer(request, reply, origin(request), { tags: [commentsTag(newsId)] }, async () =>
      ok((await comments.replies(newsId, plId, viewer(request), offset, pageSize, origin(request))).items))
  })

  app.post('/v1/comment/store', {
    schema: {
      body: Type.Object({
        classId: OptionalId, newsId: Id, sayText: Type.String({ maxLength: 5000 }),
        // the comment answered; grandPid and pId are accepted from older clients, the server works the thread out itself
        plId: OptionalId, grandPid: OptionalId, pId: OptionalId,
        region: Type.Optional(Type.String({ maxLength: 32 })),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'comment', ERRORS.commentTooFast)
    const { newsId, sayText, plId, region } = request.body
    if (isDiscover(request.body.classId)) {
      const made = await bangComments.publish(userId, { classId: BANG_CLASS.discover, id: newsId, sayText, plId: plId || undefined, region }, origin(request))
      return ok(made, made.underReview ? MODERATION_ANSWERS.held : COMMENT_ANSWERS.published)
    }
    const comment = await comments.publish(userId, { newsId, sayText, plId: plId || undefined, region }, origin(request))
    // held for review: nothing changes for anyone else yet
    if (comment.underReview) return ok(comment, MODERATION_ANSWERS.held)
    // the story's comment count and its lists change for everyone
    app.publicCache.invalidate(storyTag(newsId), commentsTag(newsId))
    return ok(comment, COMMENT_ANSWERS.published)
  })

  app.post('/v1/comment/deleteComment', {
    // classId and newsId name a 发现 post's comment (classId 20); a story's needs only its plId
    schema: { body: Type.Object({ plId: Id, classId: OptionalId, newsId: OptionalId }) },
  }, async request => {
    const userId = await writer(request, 'delete')
    if (isDiscover(request.body.classId)) {
      await bangComments.remove(userId, request.body.plId)
      return ok(null, COMMENT_ANSWERS.deleted)
    }
    const newsId = await comments.remove(userId, request.body.plId)
    app.publicCache.invalidate(storyTag(newsId), commentsTag(newsId))
    return ok(null, COMMENT_ANSWERS.deleted)
  })

  app.get('/v1/comment/reportContent', async () => ok(await reports.config()))

  app.post('/api/comment/doReport', {
    schema: {
      body: Type.Object({
        commentId: Id, classId: Type.Integer({ minimum: 0 }), newsId: Id, platformId: Type.Integer({ minimum: 0, maximum: 99 }),
        content: Reasons, commentContent: Type.Optional(Type.String({ maxLength: 5000 })),
      }),
    },
  }, async request => {
    const userId = await writer(request, 'report')
    const b = request.body
    const data = await reports.report({
      userId, kind: 'comment', targetId: b.commentId, newsId: b.newsId, classId: b.classId, platformId: b.platformId,
      content: b.content, commentText: b.commentContent ?? '', ip: request.ip,
    })
    return ok(data, REPORT_ANSWERS.done)
  })

  app.post('/v1/news/doReport', {
    schema: { body: Type.Object({ classId: Type.Integer({ minimum: 0 }), newsId: Id, content: Reasons }) },
  }, async request => {
    const userId = await writer(request, 'report')
    const b = request.body
    const data = await reports.report({
      userId, kind: 'news', targetId: b.newsId, newsId: b.newsId, classId: b.classId, platformId: 0, content: b.content, commentText: '', ip: request.ip,
    })
    return ok(data, REPORT_ANSWERS.done)
  })

  app.post('/v1/like/do', {
    schema: {
      body: Type.Object({
        classId: OptionalId, newsId: Id, commentId: OptionalId,
        type: Type.Union([Type.Literal(LIKE_TYPE.news), Type.Literal(LIKE_TYPE.comment)]),
      }),
    },
  }, async (request, reply) => {
    const userId = await writer(request, 'like')
    const { type, newsId, commentId, classId } = request.body
    // the story or comment is gone: the spec's business code 100 (a 发现 post: not found)
    const failed = () => reply.send({ statusCode: 100, message: ERRORS.likeFailed, data: null })
    // a 发现 post (its classId): liked once; again, voteType 0 and the spec's words
    if (type === LIKE_TYPE.news && classId === DISCOVER_CLASS_ID) {
      const liked = await likes.like('discover-post', userId, newsId)
      if (!liked) throw notFound(ERRORS.contentGone)
      return ok({ voteType: liked.first ? 1 : 0, likeNum: liked.likeNum }, liked.first ? LIKE_ANSWERS.liked : ERRORS.likedAlready)
    }
    // a story: liked once; again, it stays liked (voteType 1) with the spec's words
    if (type === LIKE_TYPE.news) {
      const liked = await likes.like('news', userId, newsId)
      if (!liked) return failed()
      if (liked.first) app.publicCache.invalidate(storyTag(newsId))
      return ok({ voteType: liked.voteType, likeNum: liked.likeNum }, liked.first ? LIKE_ANSWERS.liked : ERRORS.likedAlready)
    }
    if (!commentId) throw badRequest(ERRORS.missingParam('commentId'))
    // a comment on a 发现 post: BangBang's comment like (it toggles as a story comment's does)
    if (classId === DISCOVER_CLASS_ID) {
      const liked = await likes.like('bang-comment', userId, commentId)
      if (!liked) return failed()
      return ok({ voteType: liked.voteType, likeNum: liked.likeNum }, liked.voteType ? LIKE_ANSWERS.liked : LIKE_ANSWERS.unliked)
    }
    const liked = await likes.like('comment', userId, commentId)
    if (!liked) return failed()
    // the comment's story's lists show the count
    app.publicCache.invalidate(commentsTag(liked.parent!))
    return ok({ voteType: liked.voteType, likeNum: liked.likeNum }, liked.voteType ? LIKE_ANSWERS.liked : LIKE_ANSWERS.unliked)
  })

  app.get('/v1/ad/getList', {
    schema: { querystring: Type.Object({ classId: OptionalId, newsId: OptionalId }) },
  }, async request => ok(await ads.active(origin(request))))
}
