// Every service of the server, built once from the context: the app decorates itself with this one object
// (app.services), and main.ts's upkeep and the admin CLI build the same. Routes take what they need from it;
// nothing else says `new …Service`.
import type { AppContext } from '../context'
import { routes as appRoutes, type RouteName } from '../../../common/routes'
import { ModerationService } from '../moderation/service'
import { contentCheckFor } from '../moderation/content-check'
import { storageFor, UploadService } from '../media/uploads'
import { LocalSubscribeSender, WechatSubscribeSender } from '../providers/subscribe'
import { MpAccessToken } from '../providers/wechat/mp-token'
import type { ServerSettings } from '../settings'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { createSmsProvider } from '../providers/sms'
import { createMapsProvider, type MapsProvider } from '../providers/maps'
import { AliyunSliderProvider } from '../providers/slider'
import { createWechatProvider, LocalWechatProvider } from '../providers/wechat'
import { serverSecret, type SignInServices } from './auth'
import { SessionService } from './auth/sessions'
import { SliderService } from './auth/slider'
import { SmsService } from './auth/sms'
import { UserService } from './auth/users'
import { WechatService } from './auth/wechat'
import { AdService } from './ads'
import { BangCommentService, bangCommentModeration } from './bang-comments'
import { ChannelService } from './channels'
import { ColumnService } from './columns'
import { CommentService, commentModeration } from './comments'
import { CommunityService, bangPostModeration } from './community'
import { CompositionService } from './composition'
import { CompositionFlow, compositionModeration } from './composition-flow'
import { DiscoverService, discoverModeration } from './discover'
import { EpaperDesk, EpaperService } from './epaper'
import { FirstScreenService } from './first-screen'
import { IdentityService } from './identities'
import { LikeService } from './likes'
import { MessageService } from './messages'
import { DashboardService } from './dashboard'
import { NewsService } from './news'
import { PointsService } from './points'
import { PoliticsService, politicsModeration } from './politics'
import { ProviderAccountService } from './provider-accounts'
import { QaService, answerLiked, qaModeration } from './qa'
import { RuralService } from './rural'
import { RateLimiter } from './rate-limit'
import { ReportService } from './reports'
import { RoleService } from './roles'
import { SearchService } from './search'
import { ShopService } from './shop'
import { SpecialDesk, SpecialService } from './specials'
import { StoryDesk } from './stories'
import { IngestService, httpFeedFetcher } from './ingest'
import { FrontPage } from './front-page'
import { TopicDesk, TopicService } from './topics'
import { earnFromContent } from './earnings'
import { ContentEvents, WritePipeline } from './writes'

export interface Services {
  /** logins, sessions, SMS, the slider and WeChat */
  signIn: SignInServices
  ads: AdService
  bangComments: BangCommentService
  channels: ChannelService
  columns: ColumnService
  /** the newsroom's figures (issue 29) */
  dashboard: DashboardService
  comments: CommentService
  community: CommunityService
  /** 作文: compositions, teachers' reviews, rankings, the paper's pages */
  composition: CompositionService
  /** 作文's writing flow: drafts, submissions, teachers' and the editor's decisions */
  compositionFlow: CompositionFlow
  discover: DiscoverService
  epaper: EpaperService
  /** the newsroom's e-paper: editions put together, then published (issue 29) */
  epaperDesk: EpaperDesk
  /** the newsroom's topics (时间专题, issue 29) */
  topicDesk: TopicDesk
  /** the first screens the server draws into the H5 page it serves */
  firstScreen: FirstScreenService
  identities: IdentityService
  likes: LikeService
  limiter: RateLimiter
  /** the maps service: positions, weather, forecasts (AMap, or the offline table) */
  maps: MapsProvider
  /** messages to readers (and their WeChat subscribe notices) */
  messages: MessageService
  moderation: ModerationService
  news: NewsService
  points: PointsService
  politics: PoliticsService
  providerAccounts: ProviderAccountService
  qa: QaService
  reports: ReportService
  roles: RoleService
  /** 渝农: its tabs, farm prices, the farming forecast */
  rural: RuralService
  search: SearchService
  shop: ShopService
  specials: SpecialService
  specialDesk: SpecialDesk
  /** the newsroom's stories: writing, revisions, the workflow, scheduled publishing */
  stories: StoryDesk
  /** the CMS feeds the newsroom polls into stories */
  ingest: IngestService
  /** the front page: the channels' order, banners, hot words */
  frontPage: FrontPage
  topics: TopicService
  /** readers' pictures and videos: the one pipeline and storage */
  uploads: UploadService
  /** the one way readers' writing is stored (clean, claim uploads, moderate, insert, tell), and its announcements */
  writes: WritePipeline
}

/** the sign-in services (sessions, SMS codes, the slider, WeChat, readers' accounts) wired to their providers with the server's secret */
async function buildSignIn(db: Kysely<DB>, settings: ServerSettings, limiter: RateLimiter): Promise<SignInServices> {
  const secret = await serverSecret(db, settings.secretKey)
  const remoteSlider = settings.slider.provider === 'aliyun' ? new AliyunSliderProvider(settings.slider.aliyun) : null
  const slider = new SliderService(db, secret, remoteSlider)
  const wechatProvider = createWechatProvider(settings.wechat, db, secret)
  return {
    sessions: new SessionService(db),
    slider,
    sms: new SmsService(db, createSmsProvider(settings.sms, db), slider, limiter),
    users: new UserService(db, settings.passwordHashing),
    wechat: new WechatService(db, wechatProvider, secret),
    localWechat: wechatProvider instanceof LocalWechatProvider ? wechatProvider : null,
    secret,
  }
}

export async function buildServices(ctx: AppContext): Promise<Services> {
  const { db, settings } = ctx
  // one token for every instance (kept in the database)
  const mpToken = new MpAccessToken(settings.wechat.mp.appId, settings.wechat.mp.secret, undefined, undefined, db)
  const pageOf = (route: string) => (route in appRoutes ? appRoutes[route as RouteName].page : undefined)
  const messages = new MessageService(db, settings.subscribe.provider === 'wechat'
    ? new WechatSubscribeSender(mpToken, settings.subscribe.template, pageOf)
    : new LocalSubscribeSender(db, settings.subscribe.template, pageOf))
  const uploads = new UploadService(db, storageFor(settings))
  const points = new PointsService(db, messages)
  const limiter = new RateLimiter(db)
  const events = new ContentEvents()
  const moderation = new ModerationService(db, contentCheckFor(settings, mpToken), events)
  const writes = new WritePipeline(db, moderation, messages, uploads, events)
  // points follow content: published earns, withdrawn gives back
  earnFromContent(events, points, db)
  const likes = new LikeService(db)
  // an answer's likes make its question hotter
  likes.onCount('qa-answer', answerLiked)
  moderation.register('comment', commentModeration)
  moderation.register('politics', politicsModeration(messages))
  const qaKinds = qaModeration(messages)
  moderation.register('qa-question', qaKinds.question)
  moderation.register('qa-answer', qaKinds.answer)
  moderation.register('bang-comment', bangCommentModeration)
  moderation.register('bang-post', bangPostModeration)
  moderation.register('discover-post', discoverModeration)
  moderation.register('composition', compositionModeration(messages))
  const composition = new CompositionService(db, uploads, moderation)
  const maps = createMapsProvider(settings.maps)
  const politics = new PoliticsService(db, messages, uploads, writes, likes)
  // where uploads are served from when not by this server (the bucket's public address): media the console names may be there
  const uploadsBase = settings.uploadStorage === 's3' ? settings.s3.publicUrl.replace(/\/$/, '') : ''
  const stories = new StoryDesk(db, moderation, uploadsBase)
  const services: Omit<Services, 'firstScreen'> = {
    signIn: await buildSignIn(db, settings, limiter),
    ads: new AdService(db, moderation, uploadsBase),
    bangComments: new BangCommentService(db, writes),
    channels: new ChannelService(db),
    columns: new ColumnService(db),
    comments: new CommentService(db, writes),
    community: new CommunityService(db, messages, uploads, writes),
    composition,
    dashboard: new DashboardService(db, politics),
    compositionFlow: new CompositionFlow(db, writes, messages, moderation, composition, uploads),
    discover: new DiscoverService(db, moderation, messages, uploads, writes),
    epaper: new EpaperService(db),
    epaperDesk: new EpaperDesk(db, moderation, uploadsBase),
    topicDesk: new TopicDesk(db, moderation, uploadsBase),
    identities: new IdentityService(db, messages),
    likes,
    limiter,
    maps,
    messages,
    moderation,
    news: new NewsService(db),
    points,
    politics,
    providerAccounts: new ProviderAccountService(db),
    qa: new QaService(db, uploads, writes, points),
    reports: new ReportService(db),
    roles: new RoleService(db, moderation),
    rural: new RuralService(db, maps),
    search: new SearchService(db, ctx.dialect),
    shop: new ShopService(db, points, messages, uploadsBase),
    specials: new SpecialService(db),
    specialDesk: new SpecialDesk(db, moderation, ctx.dialect, uploadsBase),
    stories,
    ingest: new IngestService(db, stories, moderation, httpFeedFetcher(settings.ingest.allowPrivate)),
    frontPage: new FrontPage(db, moderation, ctx.dialect),
    topics: new TopicService(db),
    uploads,
    writes,
  }
  return { ...services, firstScreen: new FirstScreenService(services, ctx) }
}
