// 作文 (community-side spec §2; the calls are designed: docs/api.md, Composition). What readers read of
// the section: lists, both rankings, the editor's picks, the paper's pages, schools, teachers and their
// reviews, a student's public page, search, and a composition in full (its student and its teacher may
// open it before it is public). Reads are open; a reader's token only adds their like and their own works.
// The writing flow: a student's drafts and submissions, the teacher's queue and decisions, likes and
// reports; the section editor's queue and decisions under /admin/v1/composition (docs/api.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { listAnswer, notFound, ok } from '../answer'
import { originOf } from '../http/urls'
import { limitedWriter, requireStaff, requireUser } from '../http/auth'
import { IdList, idList } from '../http/id-list'
import type { Limit } from '../services/rate-limit'
import { DAY_MS, MINUTE_MS } from '../content/time'
import { COMPOSITION_ANSWERS, LIKE_ANSWERS, REPORT_ANSWERS } from '../../../types/texts'
import { REPORT_PLATFORM } from '../../../types/api/interaction'
import * as ERRORS from '../../../types/errors'
import { PageQuery, pageWindow } from '../content/paging'
import type { AppContext } from '../context'
import { BODY_MAX, GENRES, GRADE_BAND_KEYS, PICTURES_MAX, type Genre, type GradeBand } from '../../../types/api/composition'

const Id = Type.Integer({ minimum: 1 })
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map(v => Type.Literal(v)))
const Filter = {
  gradeBand: Type.Optional(literals(GRADE_BAND_KEYS)),
  schoolId: Type.Optional(Id),
  genre: Type.Optional(literals(Object.keys(GENRES) as Genre[])),
}
const LIMITS: { user: Limit[]; ip: Limit[] } = { user: [{ max: 10, windowMs: MINUTE_MS }, { max: 50, windowMs: DAY_MS }], ip: [{ max: 100, windowMs: MINUTE_MS }] }
/** a student's and a teacher's writes: saves, deletes and decisions */
const WRITE_LIMITS: { user: Limit[]; ip: Limit[] } = { user: [{ max: 20, windowMs: MINUTE_MS }, { max: 300, windowMs: DAY_MS }], ip: [{ max: 200, windowMs: MINUTE_MS }] }
const ACT_LIMITS: { user: Limit[]; ip: Limit[] } = { user: [{ max: 30, windowMs: MINUTE_MS }, { max: 500, windowMs: DAY_MS }], ip: [{ max: 300, windowMs: MINUTE_MS }] }
const EDITORS = ['editor'] as const
/** a list of texts sent as JSON or as its JSON text in a form; anything else is none */
function textList(value: string[] | string | undefined): string[] | undefined {
  if (value === undefined || Array.isArray(value)) return value
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, 20) : []
  } catch {
    return []
  }
}
const filterOf = (q: { gradeBand?: GradeBand; schoolId?: number; genre?: Genre }) => ({ gradeBand: q.gradeBand, schoolId: q.schoolId, genre: q.genre })

export const compositionRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { composition, compositionFlow: flow, likes, reports, roles, limiter } = app.services
  const writer = (request: FastifyRequest) => limitedWriter(limiter, request, 'composition-profile', LIMITS)
  const author = (request: FastifyRequest) => limitedWriter(limiter, request, 'composition-write', WRITE_LIMITS)
  const actor = (request: FastifyRequest) => limitedWriter(limiter, request, 'composition-act', ACT_LIMITS)
  const viewer = (request: FastifyRequest) => request.auth?.user.id ?? null
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)

  // readings, likes and the viewer's own works change with every visit
  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  app.get('/v1/composition/home', async request => ok(await composition.home(origin(request))))

  app.get('/v1/composition/list', { schema: { querystring: Type.Object({ ...Filter, ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.list(filterOf(request.query), offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/composition/recommendList', { schema: { querystring: Type.Object({ ...Filter, ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.recommended(filterOf(request.query), offset, pageSize, origin(request))
    return listAnswer(page)
  })

  // RankList: type popularity (人气榜) or score (高分榜); period week, month or all (the default: week for popularity, all for score)
  app.get('/v1/composition/rank', {
    schema: { querystring: Type.Object({ type: literals(['popularity', 'score'] as const), period: Type.Optional(literals(['week', 'month', 'all'] as const)), ...Filter, ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const q = request.query
    const period = q.period ?? (q.type === 'popularity' ? 'week' : 'all')
    const page = await composition.rank(q.type, period, filterOf(q), offset, pageSize, origin(request))
    return ok({ list: page.items, hasMore: page.hasMore, period })
  })

  app.get('/v1/composition/detail', { schema: { querystring: Type.Object({ id: Id, reload: Type.Optional(Type.Boolean()) }) } }, async request =>
    ok(await composition.detail(request.query.id, viewer(request), origin(request), request.query.reload !== true)))

  app.get('/v1/composition/newspapers', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.newspapers(offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/composition/newspaper', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await composition.newspaper(request.query.id, origin(request))))

  app.get('/v1/composition/schools', { schema: { querystring: Type.Object({ district: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })), ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.schools(request.query.district, offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/composition/schoolRank', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.schoolRank(offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/composition/school', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await composition.schoolDetail(request.query.id, origin(request))))

  app.get('/v1/composition/teachers', { schema: { querystring: Type.Object({ schoolId: Type.Optional(Id), ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.teachers({ schoolId: request.query.schoolId }, offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/composition/teacher', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await composition.teacher(request.query.id, origin(request))))

  app.get('/v1/composition/teacherComments', { schema: { querystring: Type.Object({ teacherId: Type.Optional(Id), ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.teacherComments({ teacherId: request.query.teacherId }, offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/composition/teacherComment', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await composition.teacherComment(request.query.id, origin(request))))

  app.get('/v1/composition/student', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await composition.student(request.query.id)))

  app.get('/v1/composition/studentWorks', { schema: { querystring: Type.Object({ id: Id, ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.studentWorks(request.query.id, offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/composition/search', {
    schema: { querystring: Type.Object({ keyword: Type.String({ maxLength: 50 }), type: Type.Optional(literals(['composition', 'teacher', 'school'] as const)), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await composition.search(request.query.keyword, request.query.type ?? 'composition', offset, pageSize, origin(request))
    return listAnswer(page)
  })

  // userCenter: the reader's own student profile, teacher's queue and works (login)
  app.get('/v1/composition/me', async request => ok(await composition.me(requireUser(request).user.id, origin(request))))

  // the reader's student profile: pen name, school, grade, class; under 14 with a guardian's consent
  app.post('/v1/composition/student', {
    schema: {
      body: Type.Object({
        penName: Type.String({ maxLength: 100 }), schoolId: Id, grade: Type.Integer({ minimum: 1, maximum: 12 }),
        className: Type.Optional(Type.String({ maxLength: 100 })), under14: Type.Boolean(), guardianConsent: Type.Optional(Type.Boolean()),
      }),
    },
  }, async request => ok(await composition.saveStudent(await writer(request), request.body), COMPOSITION_ANSWERS.saved))

  // a guardian withdraws the consent: the works are hidden from everyone but the student
  app.post('/v1/composition/consent/withdraw', async request => {
    await composition.withdrawConsent(await writer(request))
    return ok(null, COMPOSITION_ANSWERS.consentWithdrawn)
  })

  // ---- writing: a student's draft or submission, the teacher's queue and decisions

  app.post('/v1/composition/save', {
    schema: {
      body: Type.Object({
        id: Type.Optional(Id), title: Type.String({ maxLength: 200 }), body: Type.String({ maxLength: BODY_MAX * 2 }),
        genre: Type.String({ maxLength: 20 }), teacherId: Type.Optional(Id), images: Type.Optional(IdList(PICTURES_MAX * 2)), submit: Type.Boolean(),
      }),
    },
  }, async request => {
    const userId = await author(request)
    const saved = await flow.save(userId, { ...request.body, genre: request.body.genre as Genre, images: idList(request.body.images) })
    return ok(saved, !request.body.submit ? COMPOSITION_ANSWERS.draftSaved : saved.underReview ? COMPOSITION_ANSWERS.submittedHeld : COMPOSITION_ANSWERS.submitted)
  })

  app.post('/v1/composition/delete', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    await flow.remove(await author(request), request.body.id)
    return ok(null, COMPOSITION_ANSWERS.deleted)
  })

  // TeacherReview: the works that name the signed-in teacher, waiting, oldest first (疑似重复 marked)
  app.get('/v1/composition/teacherQueue', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return listAnswer(await flow.queue(requireUser(request).user.id, offset, pageSize, origin(request)))
  })

  app.post('/v1/composition/review', {
    schema: {
      body: Type.Object({
        id: Id, action: literals(['review', 'return', 'reject'] as const), score: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
        // a JSON array, or (a form post, as the client's v1 calls are) its text
        comment: Type.Optional(Type.String({ maxLength: 2000 })), highlights: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }), Type.String({ maxLength: 5000 })])),
        reason: Type.Optional(Type.String({ maxLength: 1000 })),
      }),
    },
  }, async request => {
    await flow.review(await author(request), { ...request.body, highlights: textList(request.body.highlights) })
    const said = { review: COMPOSITION_ANSWERS.reviewed, return: COMPOSITION_ANSWERS.returned, reject: COMPOSITION_ANSWERS.rejected }
    return ok(null, said[request.body.action])
  })

  // ---- readers: the once-only like, a report

  app.post('/v1/composition/like', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const userId = await actor(request)
    // a hidden work (not public, or its guardian withdrew consent) is not there to like
    if (!await composition.isPublic(request.body.id)) throw notFound(ERRORS.compositionGone)
    const liked = await likes.like('composition', userId, request.body.id)
    if (!liked) throw notFound(ERRORS.compositionGone)
    return ok({ voteType: 1, likeNum: liked.likeNum, first: liked.first }, liked.first ? LIKE_ANSWERS.liked : ERRORS.likedAlready)
  })

  app.post('/v1/composition/report', { schema: { body: Type.Object({ id: Id, content: Type.String({ maxLength: 500 }) }) } }, async request => {
    const userId = await actor(request)
    if (!await composition.isPublic(request.body.id)) throw notFound(ERRORS.compositionGone)
    const made = await reports.report({
      userId, kind: 'composition', targetId: request.body.id, newsId: request.body.id, classId: 0, platformId: REPORT_PLATFORM.composition,
      content: request.body.content, commentText: '', ip: request.ip,
    })
    return ok(made, REPORT_ANSWERS.done)
  })

  // ---- the section's editor (an editor or an administrator)

  app.get('/admin/v1/composition/queue', {
    schema: { querystring: Type.Object({ status: Type.Optional(literals(['submitted', 'reviewed', 'recommended'] as const)), ...PageQuery }) },
  }, async (request, reply) => {
    await requireStaff(roles, request, EDITORS)
    void reply.header('cache-control', 'no-store')
    const { offset, pageSize } = pageWindow(request.query)
    return listAnswer(await flow.editorQueue(request.query.status ?? 'reviewed', offset, pageSize, origin(request)))
  })

  app.post('/admin/v1/composition/decide', {
    schema: {
      body: Type.Object({
        id: Id, action: literals(['recommend', 'print', 'reject'] as const), date: Type.Optional(Type.String({ maxLength: 20 })),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })), title: Type.Optional(Type.String({ maxLength: 100 })), fee: Type.Optional(Type.Integer({ minimum: -100000, maximum: 100000 })),
        reason: Type.Optional(Type.String({ maxLength: 1000 })),
      }),
    },
  }, async (request, reply) => {
    const editor = await requireStaff(roles, request, EDITORS)
    void reply.header('cache-control', 'no-store')
    const done = await flow.decide(editor, request.body, Date.now(), request.id)
    const said = { recommend: COMPOSITION_ANSWERS.recommended, print: COMPOSITION_ANSWERS.printed, reject: COMPOSITION_ANSWERS.rejected }
    return ok(done, said[request.body.action])
  })
}
