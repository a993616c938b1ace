// The legacy controller (/api/controller.php?enews=…): column and topic lists, a story's detail, and
// the WeChat JS-SDK set-up for sharing a page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { badRequest, ok } from '../answer'
import { originOf } from '../http/urls'
import { absolute } from '../content/urls'
import { PageQuery, pageWindow } from '../content/paging'
import { toNewsItem } from '../content/news-item'
import { storyPage } from '../http/api-version'
import type { SignInServices } from '../services/auth'
import type { SdkInfo } from '../../../types/api/interaction'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'

/** what a shared page may do with the JS-SDK: set its share cards */
export const SHARE_JS_APIS = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline']
const SHARE_DESC_CHARS = 60

const ENEWS = ['getColumnNewsList', 'getTopicNewsList', 'getNewsDetail', 'getSdkInfo'] as const

export const controllerRoutes = (services: SignInServices): FastifyPluginAsyncTypebox<AppContext> => async (app, ctx) => {
  const { news } = app.services

  /** what wx.config needs for the page at `url`, and the share card of story `id` (if any) */
  async function sdkInfo(url: string | undefined, id: number | undefined, origin: string): Promise<SdkInfo> {
    if (!url || !/^https?:\/\/[^\s]+$/.test(url)) throw badRequest(ERRORS.missingParam('url'))
    const signed = await services.wechat.sdkSignature(url)
    let share: SdkInfo['share'] = null
    if (id) {
      const story = await news.shareCard(id)
      if (story) {
        share = {
          title: story.title,
          desc: (story.intro || story.plain_text).slice(0, SHARE_DESC_CHARS),
          imgUrl: absolute((JSON.parse(story.image_urls) as string[])[0] ?? '', origin),
          link: url.split('#')[0],
        }
      }
    }
    return { ...signed, jsApiList: SHARE_JS_APIS, share }
  }

  // the same, as the spec's own call (community-side spec §9: GET /api/sdkinfo?{query})
  app.get('/api/sdkinfo', {
    schema: { querystring: Type.Object({ url: Type.Optional(Type.String({ maxLength: 2000 })), id: Type.Optional(Type.Integer({ minimum: 0 })) }) },
  }, async request => ok(await sdkInfo(request.query.url, request.query.id, originOf(request, ctx.settings))))

  app.get('/api/controller.php', {
    schema: {
      querystring: Type.Object({
        enews: Type.String({ maxLength: 32 }),
        columnId: Type.Optional(Type.Integer()),
        newsId: Type.Optional(Type.Integer({ minimum: 1 })),
        classId: Type.Optional(Type.Integer()),
        /** getSdkInfo: the page's address; id: the story it shares, if any */
        url: Type.Optional(Type.String({ maxLength: 2000 })),
        id: Type.Optional(Type.Integer({ minimum: 0 })),
        /** getNewsDetail: not another reading (as /v1/news/getDetails) */
        reload: Type.Optional(Type.Boolean()),
        ...PageQuery,
      }),
    },
  }, async request => {
    const q = request.query
    const origin = originOf(request, ctx.settings)
    const enews = q.enews as (typeof ENEWS)[number]
    if (!ENEWS.includes(enews)) throw badRequest(ERRORS.enewsUnsupported(String(q.enews)))

    if (enews === 'getNewsDetail') {
      if (q.newsId === undefined) throw badRequest(ERRORS.missingParam('newsId'))
      const story = await news.detail(q.newsId, origin, request.auth?.user.id ?? null)
      if (!q.reload) news.countView(q.newsId)
      return ok(story)
    }

    if (enews === 'getSdkInfo') return ok(await sdkInfo(q.url, q.id, origin))

    if (q.columnId === undefined) throw badRequest(ERRORS.missingParam('columnId'))
    const { page, offset, pageSize } = pageWindow(q)
    const got = enews === 'getColumnNewsList'
      ? await news.columnList(q.columnId, offset, pageSize)
      : await news.topicNews(q.columnId, offset, pageSize)
    return ok(storyPage(request, got.items.map(n => toNewsItem(n, origin)), got.hasMore, page))
  })
}
