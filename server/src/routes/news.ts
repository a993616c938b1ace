// A column's paged list, the news detail and its related stories.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { forbidden, ok } from '../answer'
import { readTicket } from '../crypto'
import * as ERRORS from '../../../types/errors'
import { originOf } from '../http/urls'
import { STORIES_TAG, storyTag } from '../http/public-cache'
import { PageQuery, pageWindow } from '../content/paging'
import { toNewsItem } from '../content/news-item'
import { storyPage } from '../http/api-version'
import type { AppContext } from '../context'

export const newsRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { news } = app.services

  // data is the page's array: an empty array ends a paged list
  app.get('/kratos/v1/column/list', {
    schema: { querystring: Type.Object({ columnId: Type.Integer(), ...PageQuery }) },
  }, async (request, reply) => {
    const { page, offset, pageSize } = pageWindow(request.query)
    const origin = originOf(request, ctx.settings)
    return app.publicCache.answer(request, reply, origin, { tags: [STORIES_TAG] }, async () => {
      const got = await news.columnList(request.query.columnId, offset, pageSize)
      return ok(storyPage(request, got.items.map(n => toNewsItem(n, origin)), got.hasMore, page))
    })
  })

  const detailQuery = Type.Object({
    newsId: Type.Integer({ minimum: 1 }),
    classId: Type.Optional(Type.Integer()),
    // the newsroom's preview link's (POST /admin/v1/stories/preview)
    preview: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    // the page showing it again, or a signed-in reader's own answer for a page whose building counted the reading
    reload: Type.Optional(Type.Boolean()),
  })
  // a visitor's answer is the same for all (kept a few seconds, dropped by a like or a comment); each
  // answer is a reading unless reload=true. Through a preview link: the story as last saved, for nobody to
  // keep, not a reading.
  const detail = async (request: FastifyRequest<{ Querystring: Static<typeof detailQuery> }>, reply: FastifyReply) => {
    const { newsId, preview, reload } = request.query
    const origin = originOf(request, ctx.settings)
    if (preview !== undefined) {
      if (readTicket<{ preview: number }>(app.services.signIn.secret, preview)?.preview !== newsId) throw forbidden(ERRORS.previewLinkBad)
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
      return ok(await news.detail(newsId, origin, request.auth?.user.id ?? null, true))
    }
    return app.publicCache.answer(request, reply, origin, { tags: [storyTag(newsId), STORIES_TAG], onServed: reload ? undefined : () => news.countView(newsId) },
      async () => ok(await news.detail(newsId, origin, request.auth?.user.id ?? null)))
  }
  app.get('/v1/news/getDetails', { schema: { querystring: detailQuery } }, detail)
  app.get('/kratos/v1/detail', { schema: { querystring: detailQuery } }, detail)

  // stories related to one, as list items; data is the page's array (an empty array ends the paging)
  app.get('/v1/news/getRelationNews', {
    schema: { querystring: Type.Object({ newsId: Type.Integer({ minimum: 1 }), classId: Type.Optional(Type.Integer()), ...PageQuery }) },
  }, async (request, reply) => {
    const { page, offset, pageSize } = pageWindow(request.query)
    const origin = originOf(request, ctx.settings)
    return app.publicCache.answer(request, reply, origin, { tags: [STORIES_TAG] }, async () => {
      const got = await news.relatedPage(request.query.newsId, offset, pageSize)
      return ok(storyPage(request, got.items.map(n => toNewsItem(n, origin)), got.hasMore, page))
    })
  })
}
