// The e-paper (读报): editions by date, an edition's pages, one article; and the newsroom's side, where
// editors put a day's edition together and publish it (/admin/v1/epaper/*, services/epaper.ts EpaperDesk).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../answer'
import { originOf } from '../http/urls'
import { requireStaff, staffAnswersUnkept } from '../http/auth'
import { PageQuery, pageWindow } from '../content/paging'
import type { AppContext } from '../context'

/** who puts the e-paper together: editors (and administrators) */
const EDITORS = ['editor'] as const
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Whole = Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000 })

const Paper = Type.String({ pattern: '^[a-z]{2,8}$' })

export const epaperRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { epaper, epaperDesk, roles } = app.services
  const origin = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.settings)

  app.get('/v1/epaper/dates', { schema: { querystring: Type.Object({ paper: Paper }) } },
    async request => ok(await epaper.dates(request.query.paper)))

  app.get('/v1/epaper/edition', {
    schema: { querystring: Type.Object({ paper: Paper, date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) }) },
  }, async request => ok(await epaper.edition(request.query.paper, request.query.date, origin(request))))

  app.get('/v1/epaper/article', { schema: { querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } },
    async request => ok(await epaper.article(request.query.id, origin(request))))

  // the newsroom's (never kept: staff answers)
  const desk: FastifyPluginAsyncTypebox = async staff => {
    staffAnswersUnkept(staff)
    staff.get('/admin/v1/epaper', { schema: { querystring: Type.Object({ paper: Paper, ...PageQuery }) } }, async request => {
      await requireStaff(roles, request, EDITORS)
      const { offset, pageSize } = pageWindow(request.query)
      return ok(await epaperDesk.editions(request.query.paper, offset, pageSize))
    })

    staff.get('/admin/v1/epaper/edition', { schema: { querystring: Type.Object({ id: Id }) } }, async request => {
      await requireStaff(roles, request, EDITORS)
      return ok(await epaperDesk.edition(request.query.id))
    })

    staff.post('/admin/v1/epaper/edition', { schema: { body: Type.Object({ paper: Paper, date: Type.String({ maxLength: 10 }) }, { additionalProperties: false }) } }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      return ok(await epaperDesk.createEdition(actor, request.body.paper, request.body.date, Date.now(), request.id), '已新建，加好版面后发布')
    })

    staff.post('/admin/v1/epaper/edition/publish', { schema: { body: Type.Object({ id: Id, published: Type.Boolean() }, { additionalProperties: false }) } }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      await epaperDesk.publish(actor, request.body.id, request.body.published, Date.now(), request.id)
      return ok(null, request.body.published ? '已发布' : '已撤回')
    })

    staff.post('/admin/v1/epaper/page', {
      schema: { body: Type.Object({ editionId: Id, id: Type.Optional(Id), num: Whole, name: Type.String({ maxLength: 100 }), image: Type.String({ maxLength: 400 }) }, { additionalProperties: false }) },
    }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      return ok(await epaperDesk.savePage(actor, request.body, origin(request), Date.now(), request.id), request.body.id === undefined ? '版面已添加' : '已保存')
    })

    staff.post('/admin/v1/epaper/page/delete', { schema: { body: Type.Object({ id: Id }, { additionalProperties: false }) } }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      await epaperDesk.deletePage(actor, request.body.id, Date.now(), request.id)
      return ok(null, '版面已删除')
    })

    staff.post('/admin/v1/epaper/article', {
      schema: {
        body: Type.Object({
          pageId: Id, id: Type.Optional(Id), title: Type.String({ maxLength: 200 }), subtitle: Type.String({ maxLength: 200, default: '' }),
          author: Type.String({ maxLength: 100, default: '' }), content: Type.String({ maxLength: 200_000 }),
          area: Type.Array(Type.Number({ minimum: -1e9, maximum: 1e9 }), { maxItems: 8 }), sort: Type.Optional(Whole),
        }, { additionalProperties: false }),
      },
    }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      return ok(await epaperDesk.saveArticle(actor, { ...request.body, sort: request.body.sort ?? 0 }, Date.now(), request.id), request.body.id === undefined ? '文章已添加' : '已保存')
    })

    staff.post('/admin/v1/epaper/article/delete', { schema: { body: Type.Object({ id: Id }, { additionalProperties: false }) } }, async request => {
      const actor = await requireStaff(roles, request, EDITORS)
      await epaperDesk.deleteArticle(actor, request.body.id, Date.now(), request.id)
      return ok(null, '文章已删除')
    })
  }
  await app.register(desk)
}
