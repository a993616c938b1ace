// The first answers an H5 page address needs, built by the same service functions as the API: the
// server writes them into the page it serves (types/api/boot.ts), so the page paints without waiting
// for config → channels → list one after another. Per-reader answers (a story's detail carries whether
// the reader liked it) are marked: the client uses them only for a visitor.
import type { AppContext } from '../context'
import type { FirstScreen, ScreenAddress } from '../content/screen'
export type { FirstScreen, ScreenAddress }
import type { Services } from '.'
import { bootKey } from '../../../types/api/boot'
import { VIDEO_COLUMN_ID, type NewsItem } from '../../../types/api/news'
import { hasNewsHome } from '../../../types/api/channel'
import { FORECAST_DEFAULT_ADCODE } from '../../../types/api/rural'
import { ok } from '../answer'
import { globalConfig, initData } from '../content/site'
import { toNewsItem } from '../content/news-item'
import { DEFAULT_PAGE_SIZE } from '../content/paging'
import { perServing, shows } from '../db/changes'
import { STORIES_TAG, commentsTag, storyTag } from '../content/tags'

/** what the tab shows of each (as GET /v1/bangbang/home) */
export const BANG_PREVIEW = 3

/** the news tab's channel (the H5 root opens it) */
const DEFAULT_CHANNEL_ID = 1

function homeChannelId(path: string): number | null {
  if (path === '/' || path === '') return DEFAULT_CHANNEL_ID
  const m = /^\/home\/(-?\d{1,9})$/.exec(path)
  return m ? Number(m[1]) : null
}

/** a channel's named home (/home/composition): its path */
const homeChannelPath = (path: string): string | null => /^\/home\/([a-z][a-z-]{0,30})$/.exec(path)?.[1] ?? null


/** The first screens of page addresses, drawn from the same services as the API (app.services.firstScreen). */
export class FirstScreenService {
  constructor(private readonly services: Omit<Services, 'firstScreen'>, private readonly ctx: AppContext) {}

  /** what the page at `address` shows first, and the answers behind it */
  draw(address: ScreenAddress): Promise<FirstScreen> {
    return firstScreen(this.services, this.ctx, address)
  }
}

async function firstScreen(services: Omit<Services, 'firstScreen'>, ctx: AppContext, { path, query, origin, local }: ScreenAddress): Promise<FirstScreen> {
  const { channels: channelsService, news } = services
  const responses: Record<string, unknown> = {}
  const shared: string[] = []
  const put = (key: string, data: unknown, forEveryone = true) => {
    responses[key] = ok(data)
    if (forEveryone) shared.push(key)
  }

  const channels = await channelsService.page(origin, 1)
  const global = globalConfig(ctx.settings, local)
  put(bootKey('/config/inits.json'), global)
  put(bootKey('/kratos/v1/channel/list', { channelId: DEFAULT_CHANNEL_ID, page: 1 }), channels)
  put(bootKey('/kratos/v1/init'), await initData(ctx.db, ctx.settings))
  const screen: FirstScreen = { boot: { responses, shared }, channels, adBit: global.adPermissionBit }

  const channelId = homeChannelId(path)
  const channel = channelId === null ? undefined : channels.find(c => c.channelid === channelId)
  if (channel && hasNewsHome(channel)) {
    const data = await channelsService.home(news, channel.channelid, 1, DEFAULT_PAGE_SIZE, origin)
    put(bootKey('/kratos/v1/channel/home', { channelId: channel.channelid, page: 1 }), data)
    let hot: NewsItem[] = []
    if (channel.channelid === DEFAULT_CHANNEL_ID) {
      hot = (await news.hotList(0, DEFAULT_PAGE_SIZE)).items.map(n => toNewsItem(n, origin))
      put(bootKey('/v1/news/getHotLists', { page: 1 }), hot)
    }
    screen.home = { channel, data, hot }
  }

  const named = homeChannelPath(path)
  const own = named === null ? undefined : channels.find(c => c.path === named)
  if (own?.kind === 'composition') {
    // the same for everyone (a reader's own works are on 我的作文)
    const home = await services.composition.home(origin)
    put(bootKey('/v1/composition/home'), home)
    screen.composition = { channel: own, home }
  }
  if (own?.kind === 'rural') {
    // the section's home (its tabs and today's prices) and the farming forecast where a reader not yet
    // located is (the city) come with the page: the same for everyone
    const [home, forecast] = await Promise.all([services.rural.home(), services.rural.forecast(FORECAST_DEFAULT_ADCODE)])
    put(bootKey('/v1/rural/home'), home)
    if (forecast) put(bootKey('/v1/rural/forecast', { adcode: FORECAST_DEFAULT_ADCODE }), forecast)
    screen.rural = { channel: own, home, forecast }
  }

  const newsId = Number(query.get('newsId'))
  // (the newsroom's preview link asks for the story as last saved itself: nothing of it is drawn here, nor read)
  if (path === '/NewsDetail' && !query.has('preview') && Number.isInteger(newsId) && newsId > 0 && newsId <= 2_147_483_647) {
    const classId = Number(query.get('classId')) || 0
    try {
      // the reading counts here: the page will not ask again
      screen.story = await news.detail(newsId, origin, null)
      // (a CDN in front can drop the page by the story's tag, as the story's API answers: README, Deploying)
      shows(storyTag(newsId), commentsTag(newsId), STORIES_TAG)
      // (each serving of the page, when the page is kept: http/page-cache.ts)
      perServing(() => news.countView(newsId))
      put(bootKey('/v1/news/getDetails', { classId, newsId }), screen.story, false)
      // the ads around the article come with it: a late ad would push the story down
      screen.ads = await services.ads.active(origin)
      put(bootKey('/v1/ad/getList', { classId, newsId }), screen.ads)
    } catch {
      // a story that is gone: the page asks and shows the server's answer
    }
  }
  if (path === '/CoolVideo') {
    // the feed's first videos: the page draws its first slide from them without asking
    const videos = (await news.columnList(VIDEO_COLUMN_ID, 0, DEFAULT_PAGE_SIZE)).items.map(n => toNewsItem(n, origin))
    put(bootKey('/kratos/v1/column/list', { columnId: VIDEO_COLUMN_ID, page: 1 }), videos)
    screen.coolVideo = { videos: videos.filter(v => v.videoUrl) }
  }
  if (path === '/BangBang/index') {
    // as a visitor sees it: a reader's own held questions are theirs to fetch (the page asks again when signed in)
    const [politics, qa] = await Promise.all([
      services.politics.list('new', null, 0, BANG_PREVIEW),
      services.qa.list('hot', null, 0, BANG_PREVIEW, origin),
    ])
    screen.bang = { politics: politics.items, qa: qa.items }
    put(bootKey('/v1/bangbang/home'), screen.bang, false)
  }
  if (path === '/Discover') {
    // as a visitor sees them (a reader's likes and own held posts are theirs: the page asks again when signed in)
    const { discover } = services
    const [posts, topics] = await Promise.all([
      discover.feed('new', null, 0, DEFAULT_PAGE_SIZE, origin),
      discover.hotTopics(0, DEFAULT_PAGE_SIZE, origin),
    ])
    screen.discover = { posts: posts.items, topics: topics.items }
    put(bootKey('/v1/quan/getQuanInfo', { type: 'new', page: 1 }), { list: posts.items, hasMore: posts.hasMore }, false)
    put(bootKey('/v1/quan/getHotTopicList', { page: 1 }), { list: topics.items, hasMore: topics.hasMore }, false)
  }
  return screen
}
