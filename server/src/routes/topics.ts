// Topics (时间专题) and specials (专题); and the newsroom's topics (/admin/v1/topics*, services/topics.ts TopicDesk)
// and specials (/admin/v1/specials*, services/specials.ts SpecialDesk).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../answer'
import { originOf } from '../http/urls'
import { PageQuery, pageWindow } from '../content/paging'
import { toNewsItem } from '../content/news-item'
import { storyPage } from '../http/api-version'
import { requireStaff, staffAnswersUnkept } from '../http/auth'
import type { AppContext } from '../context'

/** who keeps the topics: editors (and administrators) */
const EDITORS = ['editor'] as const
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

export const topicRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { topics, specials, news, topicDesk, specialDesk, roles } = app.services
  const origin = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.settings)

  app.get('/kratos/v1/topicsCollect', {
    schema: { querystring: Type.Object({ columnId: Type.Integer(), ...PageQuery }) },
  }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await topics.collect(request.query.columnId, offset, pageSize, origin(request)))
  })

  app.get('/kratos/v1/topics/show', {
    schema: { querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }) },
  }, async request => ok(await topics.show(request.query.id, origin(request))))

  app.get('/kratos/v1/topics/news_list', {
    schema: { querystring: Type.Object({ id: Type.Integer({ minimum: 1 }), ...PageQuery }) },
  }, async request => {
    await topics.show(request.query.id, origin(request))
    const { page, offset, pageSize } = pageWindow(request.query)
    const got = await news.topicNews(request.query.id, offset, pageSize)
    return ok(storyPage(request, got.items.map(n => toNewsItem(n, origin(request))), got.hasMore, page))
  })

  app.get('/v1/news/specailCategory', {
    schema: { querystring: Type.Object({ classId: Type.Integer() }) },
  }, async request => ok(await specials.info(request.query.classId, origin(request))))

  app.get('/v1/news/specialList', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    return ok(await specials.list(offset, pageSize, origin(request)))
  })

  const desk: FastifyPluginAsyncTypebox = async staff => {
    staffAnswersUnkept(staff)
    staff.get('/admin/v1/topics', async request => {
      await requireStaff(roles, request, EDITORS)
      return ok(await topicDesk.all())
    })

    staff.post('/admin/v1/topics/save', {
      schema: {
        body: Type.Object({
          id: Type.Optional(Id), columnId: Type.Integer(), title: Type.String({ maxLength: 200 }), image: Type.String({ maxLength: 400 }),
          intro: Type.String({ maxLength: 2000, default: '' }), sort: Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000, default: 0 }), shown: Type.Boolean(),
        }, { additionalProperties: false }),
      },
    }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      return ok(await topicDesk.save(actor, request.body, origin(request), Date.now(), request.id), request.body.id === undefined ? '专题已添加' : '已保存')
    })

    staff.get('/admin/v1/topics/stories', { schema: { querystring: Type.Object({ id: Id }) } }, async request => {
      await requireStaff(roles, request, EDITORS)
      return ok(await topicDesk.stories(request.query.id))
    })

    staff.post('/admin/v1/topics/stories', { schema: { body: Type.Object({ id: Id, newsIds: Type.Array(Id, { maxItems: 500 }) }, { additionalProperties: false }) } }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      await topicDesk.setStories(actor, request.body.id, request.body.newsIds, Date.now(), request.id)
      return ok(null, '已保存')
    })

    staff.get('/admin/v1/specials', async request => {
      await requireStaff(roles, request, EDITORS)
      return ok(await specialDesk.all())
    })

    staff.post('/admin/v1/specials/save', {
      schema: {
        body: Type.Object({
          id: Type.Optional(Id), title: Type.String({ maxLength: 200 }), image: Type.String({ maxLength: 400 }), intro: Type.String({ maxLength: 2000, default: '' }),
          order: Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000, default: 0 }), shown: Type.Boolean(),
          channelIds: Type.Array(Type.Integer(), { maxItems: 50, default: [] }),
          categories: Type.Array(Type.Object({ id: Type.Optional(Id), name: Type.String({ maxLength: 100 }) }, { additionalProperties: false }), { maxItems: 50 }),
        }, { additionalProperties: false }),
      },
    }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      return ok(await specialDesk.save(actor, request.body, origin(request), Date.now(), request.id), request.body.id === undefined ? '专题已添加' : '已保存')
    })
  }
  await app.register(desk)
}
