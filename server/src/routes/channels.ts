// Channel list with sub-columns, and a channel's home (banners + first list page).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../http/envelope'
import { originOf } from '../http/urls'
import { PageQuery, pageWindow } from '../http/paging'
import { ChannelService } from '../services/channels'
import { NewsService, toNewsItem } from '../services/news'
import type { ChannelHomeData } from '../../../types/api/news'
import type { AppContext } from '../context'

const HOT_WINDOW_MS = 30 * 24 * 3600_000
const CHANNELS_PER_PAGE = 50

export const channelRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const channels = new ChannelService(ctx.db)
  const news = new NewsService(ctx.db)

  app.get('/kratos/v1/channel/list', {
    schema: {
      querystring: Type.Object({
        channelId: Type.Optional(Type.Integer()),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
      }),
    },
  }, async request => {
    const all = await channels.list(originOf(request, ctx.config.publicUrl), request.query.channelId)
    const page = request.query.page ?? 1
    return ok(all.slice((page - 1) * CHANNELS_PER_PAGE, page * CHANNELS_PER_PAGE))
  })

  app.get('/kratos/v1/channel/home', {
    schema: { querystring: Type.Object({ channelId: Type.Integer(), ...PageQuery }) },
  }, async request => {
    const { channelId } = request.query
    const { page, pageSize, offset } = pageWindow(request.query)
    const channel = await channels.get(channelId)
    const origin = originOf(request, ctx.config.publicUrl)
    const list = channel.kind === 'hot'
      ? await news.hotList(offset, pageSize, Date.now() - HOT_WINDOW_MS)
      : await news.channelList(channelId, offset, pageSize)
    const banner = page === 1 ? await news.banners(channelId) : []
    const data: ChannelHomeData = {
      channelId,
      // a banner's showType is set only for videos: the carousel opens dataType 3 with a showType as video
      banner: banner.map(b => ({ ...toNewsItem(b, origin), showType: b.is_video ? b.show_type : 0 })),
      list: list.items.map(n => toNewsItem(n, origin)),
      page,
      pageSize,
      hasMore: list.hasMore,
    }
    return ok(data)
  })
}
