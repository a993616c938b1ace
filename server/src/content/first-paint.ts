// The first screen of the home, of a story, of the 帮帮 tab and of 发现 as HTML, in the page the server sends: it paints before
// any script has run, and the app, once it has drawn the same screen underneath, removes it
// (src/platform/first-paint.h5.ts). The markup is the app's own (the same elements and classes as the
// components render on H5), fed by the same answers the page carries as boot data, so taking it away
// moves nothing. Only what the first screen of a phone shows is drawn here; the app draws the rest.
import type { FirstScreen } from './screen'
import { ROUND_ICON_COLUMN, type AreaColumn, type Channel, type ChannelSub } from '../../../types/api/channel'
import type { NewsDetail, NewsItem, StoryPage } from '../../../types/api/news'
import { RURAL_NEWS_COLUMN_ID } from '../../../types/api/sections'
import { SPECIAL_MARK, type SpecialInfo, type SpecialListItem, type Topic } from '../../../types/api/topics'
import type { EpaperDates, EpaperEdition } from '../../../types/api/epaper'
import { PAGE_ARTICLES, paperDateLabel } from '../../../common/epaper'
import { DATA_TYPE, SHOW_TYPE } from '../../../types/api/common'
import { escapeHtml } from './html'
// pure rules and formats shared with the client, so both draw the same thing
import { detectEnvironment, type Environment } from '../../../common/env-detect'
import {
  AUTH_FORMS, CODE_LABEL, CODE_LENGTH, LOGIN_TEXT, PASSWORD_MAX, PASSWORD_PLACEHOLDER, PASSWORD_RULE, PHONE_LENGTH, PHONE_PLACEHOLDER, PHONE_PREFIX, SEND_CODE, SLIDER_HANDLE,
  SLIDER_HINT, SMS_CODE_LABEL, type AuthFormRoute,
} from '../../../common/account'
import { BANG_SEARCH_TEXT, NEWS_SEARCH_HISTORY_KEY, COMPOSITION_SEARCH_MAX, COMPOSITION_SEARCH_TEXT, COUNTRY_SEARCH_MAX, COUNTRY_SEARCH_TEXT, NEWS_SEARCH_MAX, NEWS_SEARCH_TEXT, SEARCH_BUTTON, SHOP_SEARCH_TEXT } from '../../../common/search'
import type { BangHotWord, BangService, BangServiceGroup } from '../../../types/api/bangbang'
import { SERVE_TEXT } from '../../../common/serve'
import { VISITOR_SCREEN_CLASS, unlessKeptClass } from './reader-check'
import { promoBarVisible, promoKind, topBarVisible, type PromoKind } from '../../../common/visibility'
import { oneOrTwo, rankStartPeriod, rankTypeOf, routeMeta, routes, ruralTabOpens, type FirstAnswer, type RouteDef, type RouteName } from '../../../common/routes'
import { answerKey } from '../../../types/api/boot'
import { COMPLAINT_LIMITS, COMPLAINT_PLATFORMS, type DepartmentSummary, type PoliticsDetail, type PoliticsListItem } from '../../../types/api/politics'
import { PICKER_TEXT, PICTURES_MAX } from '../../../common/picker'
import { DRAFTS } from '../../../common/drafts'
import { askedToTitle, type QaAnswerDetail, type QaAnswerItem, type QaHome, type QaMember, type QaMemberHome, type QaQuestionItem, type QaQuestionPage } from '../../../types/api/qa'
import { ASK, COMMIT_TEXT, COMPLAINT_TEXT, CONTENT_MAX, TITLE_MAX, DEPARTMENT_REPLY, DETAIL_TEXT, NO_QUESTIONS, OVERDUE, POLITICS_INTRO, POLITICS_TABS, UNDER_REVIEW, departmentFigures, statusTone } from '../../../common/politics'
import {
  ASK_SPECIAL_TITLE, MEMBER_HOME_TEXT, MEMBER_SEARCH, NO_MEMBERS, ANSWER_TEXT, COUNTRY_BANG_EXPERTS, COUNTRY_BANG_TEXT, HEADER_TEXT, LIST_PICTURES, MEMBER_TEXT, MORE_LIST_TITLE, NOTICE_TITLES, NO_ANSWER, QA_INDEX_HOT, QA_INDEX_MEMBERS,
  QA_INDEX_TEXT, QA_LIST_TEXT, countLabel, headerTag, tagTone, ASK_TEXT, REPLY_TEXT, QUESTION_MAX, ANSWER_MAX,
} from '../../../common/qa'
import { RURAL_QA_CATEGORIES, RURAL_QA_CATEGORY_KEYS } from '../../../types/api/rural'
import { relativeTime, minuteTime } from '../../../common/time'
import { shortCount } from '../../../common/count'
import { articleBlocks, styleArticleHtml } from '../../../common/article-blocks'
import { BANNER_PERCENT, inPictureMode, listImages, thumbnail } from '../../../common/image'
import { LIKE_TEXT, PERMISSION, commentBadge, permissionHides, slotAds } from '../../../common/detail-rules'
import { COMMENT_TEXT } from '../../../common/comments'
import { AD_TYPE, type Ad, type Comment, type CommentListData } from '../../../types/api/interaction'
import { TOPIC_COLORS, type DiscoverDetail, type DiscoverItem, type DiscoverTopic, type TopicWord } from '../../../types/api/discover'
import { DISCOVER_DETAIL_TEXT, DISCOVER_SEARCH_TEXT, asTopicItem, FARMER_TALK_TEXT, FOLLOW_POST, TOPIC_TEXT } from '../../../common/discover'
import { IMAGE_TABS, LIVE_TEXT, NOT_STARTED, PLAY_LABEL, SHARE_VIDEO_TEXT, liveStateClass } from '../../../common/video'
import { ABOUT_TEXT, BUSINESS_TEXT, COOPERATION_PHONE_MAX, COOPERATION_TEXT, OFFERS, DISCLAIMER_TEXT, GOODS_TEXT, POINTS_ENTRIES, POINTS_TEXT, PROTOCOL_TEXT, RULES_TEXT, SERVICE_TEXT, SHOP_LINKS, SHOP_TEXT, type ShopInfoText } from '../../../common/shop'
import { COMMUNITY_CARD_TEXT, COMMUNITY_TEXT, EXPOSURE_TEXT, NEARBY_COMMUNITIES, POST_DETAIL_TEXT, POST_TEXT, postPageTitle, postTone } from '../../../common/community'
import type { BangPost, BangPostDetail, CommunityHome, ExposureList } from '../../../types/api/community'
import { COOPERATION_KINDS, COOPERATION_LIMITS, type ShopGoods, type ShopGoodsPage } from '../../../types/api/shop'
import type { PointRule } from '../../../types/api/points'
import type { GlobalConfig } from '../../../types/api/config'
import { BODY_MAX, FULL_RANK, GENRES, GRADE_BANDS, GRADE_BAND_KEYS, HOME_ENTRIES, RANK_PERIODS, RANK_TITLES, SECTION_LINKS, type RankPeriod, type CompositionCard, type CompositionDetail, type NewspaperIssueWithWorks, type RankedCard, type RankedSchool, type School, type StudentProfile, type Teacher, type TeacherComment } from '../../../types/api/composition'
import { REVIEW_DETAIL_TEXT, COMMENTS_TEXT, COMPOSITION_DETAIL_TEXT, ITEMS_TEXT, NEWSPAPERS_TEXT, RANK_LIST_TEXT, SCHOOLS_TEXT, SCHOOL_TEXT, STUDENT_TEXT, TEACHERS_TEXT, TEACHER_TEXT, WORKS_TEXT } from '../../../common/composition'
import { PRICE_CATEGORY_CHIPS, PRICE_PREVIEW_COUNT, RURAL_ENTRY_TEXT, RURAL_TEXT, changeText, dayName, type FarmForecast, type FarmPriceBoard, type RuralHome, type RuralTab, type RuralTabPage } from '../../../types/api/rural'
import { weatherIcon } from '../../../common/weather'
import { PRACTICE_START_BAND, PRACTICE_TEXT } from '../../../common/practice'
import { decodeParam, numberParam } from '../../../common/params'
import { PROVIDER_TEXT } from '../../../common/providers'
import type { ProviderAccount, ProviderNewsItem } from '../../../types/api/provider-account'

export const FIRST_PAINT_ID = 'sy-first-paint'
/** a phone shows the first few cards under the banner and the menu */
const FIRST_CARDS = 3
/** enough of the story to fill the first screen (the fold holds the rest back anyway) */
const FIRST_BLOCKS = 6

const e = escapeHtml
const text = (cls: string, value: string) => `<span class="${cls}">${e(value)}</span>`
const img = (cls: string, src: string, mode: string, extra = '', boxStyle = '') =>
  `<div class="taro-img ${cls}"${boxStyle ? ` style="${e(boxStyle)}"` : ''}><img class="taro-img__mode-${mode}" src="${e(src)}" alt=""${extra}></div>`

/** the promo bar as PromoBar draws it: a news route's (content type 3) with its menu; the vertical videos' dark */
function promoBar(kind: PromoKind = 'menu'): string {
  return `<div class="promo-bar promo-bar--${kind}"><div class="promo-bar__logo">上游</div>${text('promo-bar__text', '打开上游新闻，阅读体验更佳')}` +
    `<div role="button" class="promo-bar__button">打开</div>${kind === 'menu' ? '<div role="button" aria-label="更多操作" class="promo-bar__menu"></div>' : ''}</div>`
}

type TabKey = 'home' | 'Image' | 'BangBang'

function tabBar(active: TabKey = 'home'): string {
  const tabs = [['home', '新闻'], ['Image', '影像'], ['BangBang', '帮帮'], ['mine', '我的']]
  return `<div class="tab-bar">${tabs.map(([key, title]) =>
    `<div class="tab-bar__item tab-bar__item--${key}${key === active ? ' tab-bar__item--active' : ''}"><div class="tab-bar__icon"></div>${text('tab-bar__title', title)}</div>`).join('')}</div>`
}

/** the home's own header (the brand and the search box) */
const homeHeader = () =>
  `<div class="home__header">${text('home__brand', '上游新闻')}<div class="home__search"><div class="home__search-icon"></div><span>搜索新闻、话题</span></div></div>`

const tabId = (id: number) => `channel-${id < 0 ? `n${-id}` : id}`

function channelTabs(channels: Channel[], activeId: number): string {
  const items = channels.map(c =>
    `<div id="fp-${tabId(c.channelid)}" class="channel-tabs__item${c.channelid === activeId ? ' channel-tabs__item--active' : ''}"><span>${e(c.channelname)}</span></div>`).join('')
  return `<div class="channel-tabs"><div class="channel-tabs__bar"><div tabindex="0" class="sy-scroll sy-scroll--x channel-tabs__scroll"><div class="channel-tabs__row">${items}</div></div>` +
    '<div role="button" aria-label="全部频道" class="channel-tabs__more"><div class="channel-tabs__more-icon"></div></div></div></div>'
}

/** a BannerCarousel as it first draws: its first slide (a story's picture and title, or the shop's), and its dots */
function banner(banners: { image: string; title: string }[]): string {
  const first = banners[0]
  if (!first) return ''
  const dots = banners.length > 1
    ? `<div class="banner-carousel__dots">${banners.map((_, i) => `<div class="banner-carousel__dot${i === 0 ? ' banner-carousel__dot--on' : ''}"></div>`).join('')}</div>`
    : ''
  return `<div class="banner-carousel"><div tabindex="0" class="sy-carousel banner-carousel__swiper"><div class="sy-carousel__slide"><div class="banner-carousel__slide">` +
    img('banner-carousel__img', thumbnail(first.image, BANNER_PERCENT), 'aspectfill', ' fetchpriority="high"') +
    `${text('banner-carousel__title', first.title)}</div></div></div>${dots}</div>`
}

/** the channel's sub-menu: its first page, as ChannelMenu lays it out */
function channelMenu(subs: ChannelSub[], linenum: number, showline: number): string {
  if (subs.length === 0) return ''
  const perRow = linenum || 4
  const size = perRow * Math.max(1, showline || 1)
  const pages = Math.ceil(subs.length / size)
  const width = `${(100 / perRow).toFixed(4).replace(/\.?0+$/, '')}%`
  const entries = subs.slice(0, size).map(s =>
    `<div class="channel-menu__entry" style="width: ${width};">${img(`channel-menu__icon${s.columnid === ROUND_ICON_COLUMN ? ' channel-menu__icon--round' : ''}`, s.columnimg, 'aspectfill')}${text('channel-menu__name', s.columnname)}</div>`).join('')
  const dots = pages > 1 ? `<div class="channel-menu__dots">${Array.from({ length: pages }, (_, i) => `<div class="channel-menu__dot${i === 0 ? ' channel-menu__dot--on' : ''}"></div>`).join('')}</div>` : ''
  const rows = Math.min(Math.max(1, showline || 1), Math.ceil(Math.min(subs.length, size) / perRow))
  return `<div class="channel-menu"><div tabindex="0" class="sy-carousel channel-menu__swiper channel-menu__swiper--rows-${rows}"><div class="sy-carousel__slide"><div class="channel-menu__page">${entries}</div></div></div>${dots}</div>`
}

function ticker(hot: NewsItem[]): string {
  const top = hot[0]
  return top ? `<div class="headline-ticker">${text('headline-ticker__label', '热点')}<div class="headline-ticker__box">${text('headline-ticker__text', top.title)}</div></div>` : ''
}

function typeTag(item: NewsItem): string {
  if (item.dataType === DATA_TYPE.special) return '专题'
  if (item.isVideo || item.dataType === DATA_TYPE.video) return '视频'
  if (item.dataType === DATA_TYPE.picture) return '图集'
  return ''
}

function meta(item: NewsItem, now: number, trim = false): string {
  const tag = typeTag(item)
  return `<div class="news-card__meta${trim ? ' news-card__meta--trim' : ''}">` +
    (item.label ? text('news-card__label', item.label) : '') +
    (tag ? text('news-card__label news-card__label--type', tag) : '') +
    text('news-card__time', relativeTime(item.publishTime, now)) +
    (item.pv > 0 ? text('news-card__count', `${shortCount(item.pv)}阅读`) : '') + '</div>'
}

function badge(item: NewsItem): string {
  if (item.isVideo && item.videoTime) return text('news-card__badge news-card__badge--video', `▶ ${item.videoTime}`)
  if (item.imageNum > 0) return text('news-card__badge', `${item.imageNum}图`)
  return ''
}

/** a story card as NewsCard lays it out; null for the kinds drawn by other components */
function card(item: NewsItem, now: number): string | null {
  if (item.dataType === DATA_TYPE.live || item.isVR || item.showType === SHOW_TYPE.districtBlock || item.showType === SHOW_TYPE.providerBlock) return null
  const images = listImages(item.imageUrl)
  const title = text('news-card__title', item.title)
  switch (item.showType) {
    case SHOW_TYPE.multiImage:
      return `<div class="news-card news-card--multi">${title}<div class="news-card__images">` +
        images.map(src => `<div class="news-card__cell">${img('news-card__img', src, 'aspectfill')}</div>`).join('') +
        `${item.imageNum > images.length ? badge(item) : ''}</div>${meta(item, now)}</div>`
    case SHOW_TYPE.bigPicture:
      return `<div class="news-card news-card--big">${title}${images[0] ? `<div class="news-card__hero">${img('news-card__img', images[0], 'aspectfill')}${badge(item)}</div>` : ''}${meta(item, now)}</div>`
    case SHOW_TYPE.promote:
      return `<div class="news-card news-card--mini">${images[0] ? img('news-card__mini-img', images[0], 'aspectfill') : ''}<div class="news-card__body">${title}${meta(item, now)}</div></div>`
    case SHOW_TYPE.primary:
      return `<div class="news-card news-card--text">${title}${meta(item, now)}</div>`
    default:
      return `<div class="news-card news-card--side"><div class="news-card__body">${title}${meta(item, now, true)}</div>` +
        `${images[0] ? `<div class="news-card__side">${img('news-card__img', images[0], 'aspectfill')}${badge(item)}</div>` : ''}</div>`
  }
}

/** the site's picture mode, as the page's init answer carries it */
const pictureModeOf = (screen: FirstScreen): boolean =>
  (screen.boot.responses['/kratos/v1/init'] as { data?: { pictureMode?: boolean } } | undefined)?.data?.pictureMode === true

function cards(items: NewsItem[], now: number, pictureMode: boolean): string {
  const out: string[] = []
  for (const item of items) {
    const html = card(inPictureMode(item, pictureMode), now)
    // the first kind drawn by another component ends the server's part: the app draws from there
    if (html === null || out.length >= FIRST_CARDS) break
    out.push(html)
  }
  return `<div class="news-list"><div class="chunked-list"><div class="chunked-list__chunk">${out.join('')}</div></div></div>`
}

function homeScreen(screen: FirstScreen, promo: boolean, now: number): string {
  const home = screen.home!
  const { channel, data } = home
  return `<div class="page-shell page-shell--tabbed">${promo ? promoBar() : ''}` +
    homeHeader() +
    channelTabs(screen.channels, channel.channelid) + banner(data.banner.map(b => ({ image: b.imageUrl[0] ?? '', title: b.title }))) + channelMenu(channel.sub, channel.linenum, channel.showline) +
    ticker(home.hot) + cards(data.list, now, pictureModeOf(screen)) + tabBar() + '</div>'
}

/**
 * The upper ad's box where the story has one: which ad fills it is the reader's (the rotation is kept
 * on the phone), so the box comes empty, the size the app's will be, and nothing below it moves.
 */
function upperAdBox(screen: Pick<FirstScreen, 'ads' | 'adBit'>, d: NewsDetail): string {
  const eligible = slotAds(screen.ads ?? [], AD_TYPE.contentUpper, { classId: d.classId, permission: d.permission }, screen.adBit)
  return eligible.length ? '<div class="ad-slot ad-slot--upper"><div class="taro-img ad-slot__img"></div></div>' : ''
}

/** an article's first blocks as RichContent draws them (enough to fill a first screen) */
function articleStart(html: string): string {
  const blocks = articleBlocks(html).slice(0, FIRST_BLOCKS).map(b => (b.kind === 'image'
    ? img('taro-img__widthfix rich-content__img', b.src, 'widthfix', '', b.width && b.height ? `aspect-ratio: ${b.width} / ${b.height};` : '')
    : `<div class="rich-text">${styleArticleHtml(b.html)}</div>`)).join('')
  return `<div class="rich-content">${blocks}</div>`
}

/** a story's page below its bars as NewsDetailView draws it: the title, its line, the upper ad's box, the article's start */
function storyBody(screen: Pick<FirstScreen, 'ads' | 'adBit'>, d: NewsDetail): string {
  return '<div class="news-detail"><div class="news-detail__article">' +
    text('news-detail__title', d.title) +
    `<div class="news-detail__meta">${text('news-detail__time', minuteTime(d.newsTime))}${d.befrom ? text('news-detail__source', d.befrom) : ''}${d.className ? text('news-detail__class', d.className) : ''}</div>` +
    (d.writer ? text('news-detail__writer', d.writer) : '') + upperAdBox(screen, d) +
    `<div class="content-fold content-fold--capped first-paint__fold"><div class="content-fold__body">${articleStart(d.content)}</div></div>` +
    '</div></div>'
}

function storyScreen(screen: FirstScreen, d: NewsDetail, promo: boolean, topBar: boolean): string {
  const top = topBar
    ? `<div class="top-bar top-bar--light"><div role="button" aria-label="返回" class="top-bar__back"><div class="top-bar__arrow"></div></div>${text('top-bar__title', d.className)}<div class="top-bar__right"></div></div>`
    : ''
  return `<div class="page-shell">${top}${promo ? promoBar() : ''}${storyBody(screen, d)}</div>`
}

/** a 帮帮 card: its head (title, line, button), its three questions' rows, and the link to all */
function bangCard(title: string, desc: string, ask: string, rows: [string, string, string][], all: string): string {
  return `<div class="bangbang__politics"><div class="bangbang__politics-head"><div>${text('bangbang__politics-title', title)}${text('bangbang__politics-desc', desc)}</div><div role="button" class="bangbang__ask">${e(ask)}</div></div>` +
    `<div class="bangbang__questions">${rows.map(([cls, t, meta]) => `<div class="${cls}">${text('bangbang__question-title', t)}${text('bangbang__question-meta', meta)}</div>`).join('')}</div>` +
    `${text('bangbang__all', all)}</div>`
}

/** the tab's tiles (its TILES) */
const BANG_TILES: [string, string, string][] = [['community', '社区', '邻里事 社区帮'], ['exposure', '曝光台', '记者帮你跟进'], ['serve', '便民服务', '热线与办事'], ['discover', '发现', '随手拍 晒身边事']]

/** the 帮帮 tab as src/pages/bangbang/index.tsx draws it (its texts are the page's) */
function bangScreen(screen: FirstScreen, topBar: boolean, hotline: string): string {
  const bang = screen.bang!
  const top = topBar ? `<div class="top-bar top-bar--light"><div class="top-bar__back"></div>${text('top-bar__title', '帮帮')}<div class="top-bar__right"></div></div>` : ''
  const politics = bang.politics.map(q => ['bangbang__question', q.title, `${q.department.name} · ${q.overdue ? `${q.status}（超期）` : q.status}`] as [string, string, string])
  const qa = bang.qa.map(q => ['bangbang__question bangbang__question--qa', q.question,
    `【${q.replyNum}回答】${q.answerer ? ` ${q.answerer}${q.answererType ? `（${q.answererType}）` : ''}` : ''}`] as [string, string, string])
  return `<div class="page-shell page-shell--tabbed">${top}<div class="bangbang"><div role="button" class="bangbang__search">搜索问政、问答</div>` +
    bangCard('问政', '向职能部门反映问题，限时受理答复', '我要问政', politics, '全部问政 ›') +
    bangCard('问答', '问记者、问专家，也可以问大家', '我要提问', qa, '进入问答 ›') +
    `<div class="bangbang__tiles">${BANG_TILES.map(([key, title, desc]) => `<div class="bangbang__tile bangbang__tile--${key}">${text('bangbang__tile-title', title)}${text('bangbang__tile-desc', desc)}</div>`).join('')}</div>` +
    `<div class="bangbang__hotline">${text('bangbang__title', '新闻热线')}${text('bangbang__number', hotline)}${text('bangbang__free', '免费拨打')}` +
    `${text('bangbang__text', '身边有新闻？欢迎拨打热线爆料，一经采用有奖励')}<div role="button" class="bangbang__copy">复制号码</div></div>` +
    `</div>${tabBar('BangBang')}</div>`
}

const topicColor = (id: number) => TOPIC_COLORS[id % TOPIC_COLORS.length]
/** the posts a phone's first screen shows of 发现 (their pictures load at once in the app too) */
const FIRST_POSTS = 2
const gridColumns = (n: number) => (n === 1 ? 1 : n === 2 || n === 4 ? 2 : 3)

/** the posts the server draws: the first FIRST_POSTS, up to one with a video (its player is the app's to draw) */
function drawnPosts(posts: DiscoverItem[]): DiscoverItem[] {
  const end = posts.findIndex(p => p.video)
  return posts.slice(0, Math.min(FIRST_POSTS, end < 0 ? posts.length : end))
}

/**
 * a 发现 post (without a video) as DiscoverCard draws it before it has measured anything (folded, no 全文
 * yet); `full`: on its own page, the text whole
 */
function discoverCard(p: DiscoverItem, now: number, full = false): string {
  const n = Math.min(p.thumbs.length, 9)
  const topic = p.topic ? `<span class="discover-card__topic" style="color: ${topicColor(p.topic.id)};">${e(`#${p.topic.title}# `)}</span>` : ''
  const grid = n > 0
    ? `<div class="discover-card__grid discover-card__grid--${gridColumns(n)}">${p.thumbs.slice(0, 9).map((src, i) =>
      `<div class="discover-card__cell">${img('discover-card__picture', n === 1 ? p.images[i] : src, 'aspectfill', i === 0 ? ' fetchpriority="high"' : '')}</div>`).join('')}</div>`
    : ''
  const o = p.official
  const official = o
    ? `<div class="discover-card__official"><div class="discover-card__official-head">${text('discover-card__badge', '官方回复')}${text('discover-card__official-name', o.username)}</div>` +
      `${text('discover-card__official-text discover-card__official-measure', o.content)}${text('discover-card__official-text discover-card__official-text--folded', o.content)}` +
      `<div class="discover-card__official-foot">${o.newsStruct ? text('discover-card__story', `查看报道：${o.newsStruct.title}`) : ''}</div></div>`
    : ''
  const comments = p.hotComments.length
    ? `<div class="discover-card__comments">${p.hotComments.map(c => `<span class="discover-card__comment">${text('discover-card__commenter', `${c.userName}：`)}${e(c.sayText)}</span>`).join('')}</div>`
    : ''
  return `<div id="fp-discover-${p.id}" class="discover-card"><div class="discover-card__who">${img('discover-card__avatar', p.userPic, 'aspectfill')}` +
    `<div class="discover-card__meta">${text('discover-card__name', p.nickname)}${text('discover-card__time', relativeTime(p.time, now))}</div></div>` +
    `<div class="discover-card__body">${text('discover-card__text discover-card__measure', p.content)}<span class="discover-card__text${full ? '' : ' discover-card__text--folded'}">${topic}${e(p.content)}</span></div>` +
    grid + official + comments +
    `<div class="discover-card__foot">${text('discover-card__views', `${shortCount(p.pv)}浏览`)}` +
    text('discover-card__count discover-card__count--comment', p.commentCount > 0 ? shortCount(p.commentCount) : '评论') +
    text('discover-card__count discover-card__count--like', p.like > 0 ? shortCount(p.like) : '赞') + '</div></div>'
}

/**
 * A 发现 topic's page as src/packages/bangbang/pages/discover-topic draws it for a visitor: its head (cover,
 * #title#, intro, counts, 举报话题, 跟帖) and its first posts (as 发现's). A topic not yet approved is its starter's.
 */
function discoverTopic(t: DiscoverTopic, posts: DiscoverItem[] | undefined, now: number): string | null {
  if (t.status !== 'approved') return null
  const head = `<div class="discover-topic__head">${t.pictures ? img('discover-topic__cover', t.pictures, 'aspectfill', ' fetchpriority="high"') : ''}` +
    `<div class="discover-topic__info"><div class="discover-topic__title-line"><span class="discover-topic__title" style="color: ${topicColor(t.id)};">${e(`#${t.title}#`)}</span>` +
    `${t.official ? text('discover-topic__official', TOPIC_TEXT.official) : ''}</div>${t.intro ? text('discover-topic__intro', t.intro) : ''}` +
    `${text('discover-topic__counts', `${TOPIC_TEXT.posts(t.contentCount)} · ${TOPIC_TEXT.replies(t.commentCount)}`)}${text('discover-topic__report', TOPIC_TEXT.report)}</div>` +
    `<div role="button" class="discover-topic__follow">${e(FOLLOW_POST)}</div></div>`
  const drawn = posts ? drawnPosts(posts) : []
  return head + (drawn.length ? chunkedList(drawn.map(p => discoverCard(p, now))) : '')
}

/**
 * 农民说 (/yu-nong/farmer-talk, newest first) as its page draws it: the intro, 最新/最热, its first posts as
 * 发现's, 我要说 (a first post with a video is the app's to draw)
 */
function farmerTalk(d: { list: DiscoverItem[] }, now: number): string | null {
  const drawn = drawnPosts(d.list)
  if (d.list.length > 0 && drawn.length === 0) return null
  const tabs = tabStrip([{ key: 'new', title: FARMER_TALK_TEXT.latest }, { key: 'hot', title: FARMER_TALK_TEXT.hot }], 'new')
  const list = d.list.length === 0 ? emptyState(FARMER_TALK_TEXT.none) : chunkedList(drawn.map(p => discoverCard(p, now)))
  return `<div class="farmer-talk__top">${text('farmer-talk__intro', FARMER_TALK_TEXT.intro)}</div>${tabs}${list}<div role="button" class="farmer-talk__talk">${e(FARMER_TALK_TEXT.talk)}</div>`
}

/** 发现 as src/packages/bangbang/pages/discover/index.tsx draws it (its texts are the page's) */
function discoverScreen(screen: FirstScreen, topBar: boolean, now: number): string {
  const { posts, topics } = screen.discover!
  const top = topBar ? `<div class="top-bar top-bar--light"><div role="button" aria-label="返回" class="top-bar__back"><div class="top-bar__arrow"></div></div>${text('top-bar__title', '发现')}<div class="top-bar__right"></div></div>` : ''
  const strip = topics.length
    ? `<div class="discover__topics"><div class="discover__topics-head">${text('discover__topics-title', '热门话题')}${text('discover__topics-more', '更多 ›')}</div>` +
      `<div tabindex="0" class="sy-scroll sy-scroll--x discover__strip">${topics.slice(0, 8).map(t =>
        `<span class="discover__chip" style="color: ${topicColor(t.id)}; border-color: ${topicColor(t.id)};">${e(`#${t.title}#`)}</span>`).join('')}</div></div>`
    : ''
  const cards = drawnPosts(posts).map(p => discoverCard(p, now))
  return `<div class="page-shell">${top}<div class="discover__top"><div role="search" class="discover__search">${text('discover__search-text', '搜索话题、内容')}</div></div>` +
    strip + '<div tabindex="0" class="sy-scroll sy-scroll--x tabs"><div class="tabs__row"><div class="tabs__item tabs__item--active"><span>最新</span></div><div class="tabs__item"><span>最热</span></div></div></div>' +
    `<div class="chunked-list"><div class="chunked-list__chunk">${cards.join('')}</div></div><div role="button" class="discover__publish">发布</div></div>`
}

/** a composition as CompositionCard draws it (a ranking's: with its rank and, for popularity, its figure) */
function compositionCard(c: CompositionCard | RankedCard, ranked?: 'popularity' | 'score'): string {
  const rank = 'rank' in c ? c.rank : 0
  const mark = c.status === 'printed' || c.status === 'recommended' ? text(`composition-card__mark composition-card__mark--${c.status}`, c.statusLabel) : ''
  const figure = ranked === 'popularity' && 'value' in c ? `${shortCount(c.value)}人气` : `${shortCount(c.views)}阅读`
  return `<div class="composition-card">${rank ? text(`composition-card__rank${rank <= 3 ? ' composition-card__rank--top' : ''}`, String(rank)) : ''}` +
    `<div class="composition-card__body">${text('composition-card__title', c.title)}${text('composition-card__summary', c.summary)}` +
    `<div class="composition-card__meta">${text('composition-card__author', `${c.penName} · ${c.grade} · ${c.school.name}`)}${mark}</div>` +
    `<div class="composition-card__figures">${c.score !== null ? text('composition-card__score', `${c.score}分`) : ''}<span>${e(figure)}</span></div></div>` +
    `${c.cover ? img('composition-card__img', c.cover, 'aspectfill', ' loading="lazy"') : ''}</div>`
}

/** a works list as WorksList draws its first page (a screen of CompositionCards, or what an empty one says) */
function worksList(page: { list: CompositionCard[] } | undefined): string {
  return page ? pagedItems(page, WORKS_TEXT.empty, c => compositionCard(c)) : ''
}

/**
 * A list page of works (/composition/List, /composition/RecommendList) as WorksPage draws it for a reader
 * who has not chosen a school: the grade bands (全部) over every school's first works
 */
const worksPage = (page: { list: CompositionCard[] }): string =>
  `<div class="works-page">${tabStrip([{ key: 'all', title: WORKS_TEXT.all }, ...GRADE_BAND_KEYS.map(k => ({ key: k as string, title: GRADE_BANDS[k].label }))], 'all')}${worksList(page)}</div>`

/** a whole ranking (/composition/RankList) as its page draws it: the periods, the rule, the first ranked works; titled by its kind */
function rankList(page: { list: RankedCard[] }, _now: number, { params }: RouteContext): { body: string; title: string } {
  const type = rankTypeOf(params.type)
  const period = rankStartPeriod(type)
  const periods = (Object.keys(RANK_PERIODS) as RankPeriod[]).map(key => ({ key, title: RANK_PERIODS[key] }))
  const list = page.list.length === 0 ? emptyState(RANK_LIST_TEXT.empty(RANK_PERIODS[period])) : chunkedList(page.list.slice(0, FIRST_VIEW_ITEMS).map(c => compositionCard(c, type)))
  return { body: `<div class="composition-rank">${tabStrip(periods, period)}${text('composition-rank__rule', RANK_LIST_TEXT.rule[type])}${list}</div>`, title: RANK_TITLES[type] }
}

/** a teacher in a list as TeacherItem draws it */
function teacherItem(t: Teacher): string {
  return `<div class="section-item">${img('section-item__avatar', t.avatar, 'aspectfill')}<div class="section-item__main">${text('section-item__name', t.name)}` +
    `${text('section-item__line', `${t.school.name} · ${t.subject}`)}${text('section-item__line', `${ITEMS_TEXT.reviews(t.reviews)} ${ITEMS_TEXT.average(t.averageScore)}`)}</div></div>`
}

/** a teacher's review as ReviewItem draws it: with its teacher in a list of everyone's, without on the teacher's page */
function reviewItem(r: TeacherComment, withTeacher: boolean): string {
  const head = withTeacher
    ? `<div class="section-review__head">${img('section-review__avatar', r.teacher.avatar, 'aspectfill')}${text('section-review__teacher', `${r.teacher.name} · ${r.teacher.school.name}`)}` +
      `${text('section-review__score', ITEMS_TEXT.score(r.score))}</div>`
    : text('section-review__score section-review__score--alone', ITEMS_TEXT.score(r.score))
  return `<div class="section-review">${head}${text('section-review__comment', r.comment)}${text('section-review__of', ITEMS_TEXT.reviewOf(r.composition))}</div>`
}

/** a school in a list as SchoolItem draws it (ranked: its place and its figure) */
function schoolItem(s: School | RankedSchool): string {
  const rank = 'rank' in s ? s.rank : 0
  return `<div class="section-item">${rank ? text(`section-item__rank${rank <= 3 ? ' section-item__rank--top' : ''}`, String(rank)) : ''}${img('section-item__badge', s.badge, 'aspectfit')}` +
    `<div class="section-item__main">${text('section-item__name', s.name)}${text('section-item__line', `${s.district} · ${s.levelLabel} · ${ITEMS_TEXT.teachers(s.teachers)}`)}` +
    `${text('section-item__line', ITEMS_TEXT.schoolFigures(s))}</div>${'value' in s ? text('section-item__value', ITEMS_TEXT.value(s.value)) : ''}</div>`
}

/** a page of the paper with the works it printed, as IssueBlock draws it */
const issueBlock = (i: NewspaperIssueWithWorks): string =>
  `<div class="section-issue">${text('section-issue__title', ITEMS_TEXT.paper(i))}${i.works.map(c => compositionCard(c)).join('')}</div>`

/** a section list's first page as PagedItems draws it: a screen of its items, or what an empty one says */
function pagedItems<T>(page: { list: T[] }, empty: string, render: (item: T, index: number) => string, first = FIRST_VIEW_ITEMS): string {
  return page.list.length === 0 ? emptyState(empty) : chunkedList(page.list.slice(0, first).map(render))
}

/** 作文's list pages (the teachers, their reviews, the printed pages, the schools' ranking): a section page of the list */
const sectionList = (body: string): string => `<div class="section-page">${body}</div>`

/** a figure under a section's head (a number and what it counts) */
const sectionFigure = (n: number | string, label: string) =>
  `<div class="section-head__figure">${text('section-head__number', String(n))}${text('section-head__label', label)}</div>`

/** /composition/StudentDetailPage as its page draws a pupil: pen name, school and grade, their works' count, their works */
function studentPage(s: StudentProfile, _now: number, { answers }: RouteContext): { body: string; title: string } {
  const head = `<div class="section-head">${text('section-head__name', s.penName)}${text('section-head__line', `${s.school.name} · ${s.grade}`)}${text('section-head__line', STUDENT_TEXT.works(s.works))}</div>`
  return { body: `<div class="section-page">${head}${worksList(answers[1] as { list: CompositionCard[] } | undefined)}</div>`, title: s.penName }
}

/** /composition/TeacherDetailPage as its page draws a teacher: their head and figures, then their published reviews */
/** a published review (/composition/TeacherCommentDetail) as its page draws it: the teacher, the score, the lines marked, the comment, the work */
function reviewDetail(r: TeacherComment): string {
  return `<div class="review-detail"><div class="review-detail__teacher">${img('review-detail__avatar', r.teacher.avatar, 'aspectfill')}<div class="review-detail__who">` +
    `${text('review-detail__name', r.teacher.name)}${text('review-detail__school', `${r.teacher.school.name} · ${r.teacher.subject}`)}</div>${text('review-detail__score', REVIEW_DETAIL_TEXT.score(r.score))}</div>` +
    r.highlights.map(h => text('review-detail__highlight', `“${h}”`)).join('') + text('review-detail__comment', r.comment) + text('review-detail__time', r.time) +
    `<div class="review-detail__work">${text('review-detail__label', REVIEW_DETAIL_TEXT.on)}${text('review-detail__title', `《${r.composition.title}》`)}` +
    `${text('review-detail__by', `${r.composition.penName} · ${r.composition.grade}`)}${text('review-detail__open', REVIEW_DETAIL_TEXT.open)}</div></div>`
}

function teacherPage(t: Teacher, _now: number, { answers }: RouteContext): { body: string; title: string } {
  const reviews = answers[1] as { list: TeacherComment[] } | undefined
  const head = `<div class="section-head"><div class="section-head__top">${img('section-head__avatar', t.avatar, 'aspectfill')}<div>${text('section-head__name', t.name)}` +
    `${text('section-head__line', `${t.school.name} · ${t.subject}`)}</div></div>${t.intro ? text('section-head__intro', t.intro) : ''}` +
    `<div class="section-head__figures">${sectionFigure(t.reviews, TEACHER_TEXT.reviews)}${sectionFigure(t.averageScore ?? '—', TEACHER_TEXT.average)}</div></div>`
  const list = reviews ? pagedItems(reviews, TEACHER_TEXT.none, r => reviewItem(r, false)) : ''
  return { body: `<div class="section-page">${head}${text('section-label', TEACHER_TEXT.comments)}${list}</div>`, title: `${t.name}老师` }
}

/**
 * /composition/SchoolDetailPage as its page draws a school for a reader who has not chosen it (设为我的学校):
 * its head and figures, its first three teachers, its newest works
 */
function schoolPage(s: School, _now: number, { answers }: RouteContext): { body: string; title: string } | null {
  const teachers = answers[1] as { list: Teacher[] } | undefined
  if (!teachers) return null
  const head = `<div class="section-head"><div class="section-head__top">${img('section-head__badge', s.badge, 'aspectfit')}<div>${text('section-head__name', s.name)}` +
    `${text('section-head__line', `${s.district} · ${s.levelLabel}`)}</div></div>${s.intro ? text('section-head__intro', s.intro) : ''}` +
    `<div class="section-head__figures">${sectionFigure(s.works, SCHOOL_TEXT.works)}${sectionFigure(s.recommended, SCHOOL_TEXT.recommended)}${sectionFigure(s.printed, SCHOOL_TEXT.printed)}</div>` +
    `<div role="button" class="section-head__choose">${e(SCHOOL_TEXT.choose)}</div></div>`
  const teacherPart = teachers.list.length > 0
    ? `<div class="section-label"><span>${e(SCHOOL_TEXT.teachers)}</span>${text('section-label__more', SCHOOL_TEXT.allTeachers)}</div>${teachers.list.slice(0, 3).map(teacherItem).join('')}`
    : ''
  return { body: `<div class="section-page">${head}${teacherPart}${text('section-label', SCHOOL_TEXT.newest)}${worksList(answers[2] as { list: CompositionCard[] } | undefined)}</div>`, title: s.name }
}

/** the 作文 channel's top as src/pages/home/channels/CompositionChannel.tsx draws it: the entries, the links, the week's 人气榜 */
function compositionTop(popular: RankedCard[]): string {
  const entry = (cls: string, label: string) => `<div role="button" class="composition-home__entry${cls}">${e(label)}</div>`
  return '<div class="composition-home"><div class="composition-home__entries">' +
    entry(' composition-home__entry--main', HOME_ENTRIES.contribute) + entry('', HOME_ENTRIES.mine) + entry(' composition-home__entry--search', HOME_ENTRIES.search) + '</div>' +
    `<div class="composition-home__links">${SECTION_LINKS.map(l => text('composition-home__link', l.title)).join('')}</div>` +
    '<div class="composition-home__ranks"><div role="tablist" class="composition-home__tabs">' +
    `<div role="tab" aria-selected="true" class="composition-home__tab composition-home__tab--active">${e(RANK_TITLES.popularity)}</div>` +
    `<div role="tab" aria-selected="false" class="composition-home__tab">${e(RANK_TITLES.score)}</div>${text('composition-home__more', FULL_RANK)}</div>` +
    `${popular.map(c => compositionCard(c, 'popularity')).join('')}</div></div>`
}

function compositionScreen(screen: FirstScreen, promo: boolean): string {
  const { channel, home } = screen.composition!
  return `<div class="page-shell page-shell--tabbed">${promo ? promoBar() : ''}` +
    homeHeader() +
    channelTabs(screen.channels, channel.channelid) + compositionTop(home.popular) + tabBar() + '</div>'
}

/** 农事天气 as FarmForecast draws it: today chosen, with its advice */
function farmForecast(f: FarmForecast | null): string {
  if (!f || f.days.length === 0) return ''
  const days = f.days.map((d, i) =>
    `<div role="button" aria-pressed="${i === 0}" class="farm-forecast__day${i === 0 ? ' farm-forecast__day--on' : ''}">${text('farm-forecast__name', dayName(i, d.week))}` +
    `${img('farm-forecast__icon', `/media/images/weather-${weatherIcon(d.dayWeather)}.png`, 'scaletofill')}` +
    `${text('farm-forecast__weather', d.dayWeather)}${text('farm-forecast__temp', `${d.nightTemp}~${d.dayTemp}°`)}</div>`).join('')
  return `<div class="farm-forecast"><div class="farm-forecast__head">${text('farm-forecast__title', RURAL_TEXT.forecast)}${text('farm-forecast__area', f.area)}</div>` +
    `<div class="farm-forecast__days">${days}</div><div class="farm-forecast__advice">${f.days[0].advice.map(a => text('farm-forecast__line', a)).join('')}</div></div>`
}

/** prices as PriceRows draws them */
function priceRows(list: FarmPriceBoard['list']): string {
  const rows = list.map(p => {
    const trend = p.change === null || p.change === 0 ? 'flat' : p.change > 0 ? 'up' : 'down'
    return `<div role="link" class="price-board__row">${text('price-board__product', p.product)}` +
      `<span class="price-board__price">${e(p.price.toFixed(2))}${text('price-board__unit', p.unit)}</span>` +
      `${text(`price-board__change price-board__change--${trend}`, changeText(p.change, RURAL_TEXT.unchanged))}</div>`
  }).join('')
  return `<div class="price-board__rows">${rows}</div>`
}

/** 今日行情 on the section's home as PricePreview draws it (with 全部行情 where a tab holds the whole board) */
function pricePreview(board: FarmPriceBoard, more: boolean): string {
  if (board.list.length === 0) return ''
  return `<div class="price-board price-board--preview"><div class="price-board__head">${text('price-board__title', RURAL_TEXT.prices)}` +
    `${text('price-board__market', `${board.market.name} · ${board.day ?? ''}`)}${more ? `<div role="link" class="price-board__more">${e(RURAL_TEXT.morePrices)}</div>` : ''}</div>` +
    priceRows(board.list.slice(0, PRICE_PREVIEW_COUNT)) + '</div>'
}

const holdsPrices = (tabs: RuralTab[]): boolean => tabs.some(t => t.kind === 'prices' || holdsPrices(t.children))

/** 渝农's home above its tabs, as RuralSection draws it: the forecast, today's prices, the section's entries */
function ruralTop(home: RuralHome, forecast: FarmForecast | null, below = ''): string {
  const entries = Object.values(RURAL_ENTRY_TEXT).map(x =>
    `<div role="link" class="rural-section__entry">${text('rural-section__entry-title', x.title)}${text('rural-section__entry-hint', x.hint)}</div>`).join('')
  return `<div class="rural-section">${farmForecast(forecast)}${pricePreview(home.prices, holdsPrices(home.tabs))}<div class="rural-section__entries">${entries}</div>${below}</div>`
}

/**
 * 渝农's home as a page (/yu-nong/rural): its top, then its tabs with the first one's stories where the first
 * tab lists the column whose stories the page carries (another first tab is the app's to draw below the top)
 */
function ruralPage(home: RuralHome, now: number, { screen, answers }: RouteContext): string {
  const first = home.tabs[0]
  const stories = answers[2] as StoryPage | undefined
  const tabs = first && first.kind === 'column' && first.columnId === RURAL_NEWS_COLUMN_ID && stories
    ? `<div class="rural-section__tabs rural-section__tabs--1">${tabStrip(home.tabs.map(t => ({ key: t.id, title: t.name })), first.id)}${cards(stories.list, now, pictureModeOf(screen))}</div>`
    : ''
  return ruralTop(home, (answers[1] as FarmForecast | undefined) ?? null, tabs)
}

/**
 * a 渝农 tab as its own page (/yu-nong/general-tab, /yu-nong/sub-general-tab) as TabPage draws it where it opens
 * on a column's stories or on the price board: a group's sub-tabs above the chosen one's, or a tab's own;
 * titled with the tab's name (a video tab, a group below, or an empty column or board is the app's to draw)
 */
function ruralTabPage(p: RuralTabPage, now: number, { screen, answers, params }: RouteContext): { body: string; title: string } | null {
  const opens = ruralTabOpens(p, params.active)
  if (!opens || opens.kind === 'video' || !answers[1]) return null
  let inner: string
  if (opens.kind === 'prices') {
    const board = answers[1] as FarmPriceBoard
    if (board.list.length === 0) return null
    inner = priceBoardScreen(board)
  } else {
    const stories = answers[1] as StoryPage
    if (stories.list.length === 0) return null
    inner = cards(stories.list, now, pictureModeOf(screen))
  }
  if (p.tab.kind !== 'group') return { body: inner, title: p.tab.name }
  // (below its parents: the strip of a tab two levels down is at depth 3)
  const depth = Math.min(p.parents.length + 2, 3)
  return { body: `<div class="rural-section__tabs rural-section__tabs--${depth}">${tabStrip(p.tab.children.map(t => ({ key: t.id, title: t.name })), opens.tabId)}${inner}</div>`, title: p.tab.name }
}

/** the rows of a price board a phone's first screen shows (the app draws the rest below) */
const FIRST_PRICE_ROWS = 16

/** the whole price board (the 今日价格 tab) as PriceBoard draws it at first: the markets, the categories (全部), the first market's prices */
function priceBoardScreen(board: FarmPriceBoard): string {
  const markets = board.markets.length > 0 ? tabStrip(board.markets.map(m => ({ key: m.id, title: m.name })), board.market.id) : ''
  const chips = PRICE_CATEGORY_CHIPS.map(c => `<div role="button" aria-pressed="${c.key === 'all'}" class="price-board__chip${c.key === 'all' ? ' price-board__chip--on' : ''}">${e(c.title)}</div>`).join('')
  return `<div class="price-board">${markets}<div class="price-board__chips">${chips}</div>` +
    `<div class="price-board__head">${text('price-board__market', `${board.market.name}（${board.market.district}） · ${board.day ?? ''}`)}</div>${priceRows(board.list.slice(0, FIRST_PRICE_ROWS))}</div>`
}

function ruralScreen(screen: FirstScreen, promo: boolean): string {
  const { channel, home, forecast } = screen.rural!
  return `<div class="page-shell page-shell--tabbed">${promo ? promoBar() : ''}` +
    homeHeader() +
    channelTabs(screen.channels, channel.channelid) + ruralTop(home, forecast) + tabBar() + '</div>'
}

/** a /CoolVideo slide as its Slide draws the one shown before the reader plays it (its player not loading yet) */
function coolVideoSlide(v: NewsItem): string {
  const badge = commentBadge(v.interactNum)
  return `<div class="cool-video__slide"><video class="cool-video__player" src="${e(v.videoUrl)}" poster="${e(v.imageUrl[0] ?? '')}" controls playsinline preload="none" style="object-fit: contain;"></video>` +
    '<div role="button" aria-label="播放" class="cool-video__play"></div><div class="cool-video__actions">' +
    '<div role="button" aria-label="点赞" aria-pressed="false" class="cool-video__action cool-video__action--like"><span class="cool-video__count"></span></div>' +
    `<div role="button" aria-label="${badge ? `评论 ${badge}` : '评论'}" class="cool-video__action cool-video__action--comment">${text('cool-video__count', badge)}</div>` +
    '<div role="button" aria-label="分享" class="cool-video__action cool-video__action--share"></div></div>' +
    `<div class="cool-video__info">${text('cool-video__title', v.title)}${v.videoTime ? text('cool-video__time', v.videoTime) : ''}</div></div>`
}

function coolVideoScreen(videos: NewsItem[], promo: boolean, topBar: boolean): string {
  const top = topBar ? '<div class="top-bar top-bar--dark top-bar--bare"><div role="button" aria-label="返回" class="top-bar__back"><div class="top-bar__arrow"></div></div><span class="top-bar__title"></span><div class="top-bar__right"></div></div>' : ''
  return `<div class="page-shell">${top}${promo ? promoBar('dark') : ''}<div class="cool-video"><div tabindex="0" class="sy-pager cool-video__pager">` +
    `<div class="sy-pager__slide">${coolVideoSlide(videos[0])}</div></div></div></div>`
}

/** where the page is shown: whether the promo bar and the top bar are (common/visibility.ts) */
interface Frame { promo: boolean; topBar: boolean; now: number }

/**
 * a route's page as PageShell frames it: the top bar (back and the page's title: `title`, or the route's),
 * the promo bar of its content type
 */
function pageFrame(route: RouteName, frame: Frame, body: string, title?: string, hideTopBar = false): string {
  const meta = routeMeta(route)
  const top = frame.topBar && !hideTopBar
    ? `<div class="top-bar top-bar--${meta.navType ?? 'light'}${meta.justShowNavBtn ? ' top-bar--bare' : ''}"><div role="button" aria-label="返回" class="top-bar__back"><div class="top-bar__arrow"></div></div>` +
      `${text('top-bar__title', meta.hideTitle ? '' : title || meta.title || '')}<div class="top-bar__right"></div></div>`
    : ''
  const promo = meta.promo !== undefined && frame.promo ? promoBar(promoKind(meta.promo)) : ''
  // a tab screen (影像): the tab bar below it
  return meta.tabbarVisible
    ? `<div class="page-shell page-shell--tabbed">${top}${promo}${body}${tabBar(route as TabKey)}</div>`
    : `<div class="page-shell">${top}${promo}${body}</div>`
}

/** the like block as LikeBlock draws it */
function likeBlock(like: { isLike: boolean; likeNum: number }, disclaimer: string | readonly string[]): string {
  return `<div class="like-block"><div role="button" class="like-block__button${like.isLike ? ' like-block__button--on' : ''}"><div class="like-block__heart"></div>${text('like-block__count', LIKE_TEXT.people(like.likeNum))}</div>` +
    (typeof disclaimer === 'string' ? [disclaimer] : disclaimer).filter(Boolean).map(d => text('like-block__disclaimer', d)).join('') + '</div>'
}

/**
 * A 问政 question's page as src/packages/bangbang/pages/politics-detail draws it for a visitor, down to its
 * steps (what a phone's first screen shows; the related stories and the comments come after them). What
 * a department's account or the asker may do is theirs: the app draws it.
 * A question with a video stops above it (the player is the app's); a complaint is no visitor's.
 */
function politicsDetail(d: PoliticsDetail): string | null {
  if (d.complaint) return null
  const h = d.header
  const tags = d.underReview
    ? text('politics-tag politics-tag--off', UNDER_REVIEW)
    : `<div class="politics-tags">${text(`politics-tag politics-tag--${statusTone(d.statusCode)}`, h.status)}${d.overdue ? text('politics-tag politics-tag--overdue', OVERDUE) : ''}</div>`
  const parts = [
    `<div class="politics-detail__asker">${img('politics-detail__avatar', h.userPic, 'aspectfill')}<div class="politics-detail__who">${text('politics-detail__nickname', h.nickname)}` +
      `${text('politics-detail__meta', `${h.time.slice(0, 16)}${h.region ? ` · ${DETAIL_TEXT.from(h.region)}` : ''} · ${shortCount(d.readNum)}阅读`)}</div>${tags}</div>`,
    text('politics-detail__title', h.title),
    text('politics-detail__content', h.content),
  ]
  if (h.questionImageThumbs.length > 0) {
    parts.push(`<div class="politics-detail__pictures">${h.questionImageThumbs.map((src, i) => img('politics-detail__picture', src, 'aspectfill', i === 0 ? ' fetchpriority="high"' : '')).join('')}</div>`)
  }
  if (!h.questionvideoAttachments) {
    parts.push(likeBlock(d.doLike, d.disclaimer))
    if (d.deadline) parts.push(text(`politics-detail__deadline${d.overdue ? ' politics-detail__deadline--over' : ''}`, DETAIL_TEXT.deadline(d.deadline)))
    if (d.statusReason) parts.push(text('politics-detail__reason', `${h.status}：${d.statusReason}${d.duplicateOf ? `（${DETAIL_TEXT.duplicateOf(d.duplicateOf)}）` : ''}`))
    const dep = d.department
    parts.push(`<div class="politics-detail__department">${img('politics-detail__department-avatar', dep.avatar, 'aspectfill')}<div class="politics-detail__department-body">` +
      `${text('politics-detail__department-name', dep.name)}<div class="politics-detail__figures">${departmentFigures(dep).map(f =>
        `<span class="politics-detail__figure">${e(f.label)} ${text('politics-detail__figure-value', f.value)}</span>`).join('')}</div></div></div>`)
    // the department's replies and every step: a long reply is often the largest thing on a phone's screen
    parts.push(text('politics-detail__section', DETAIL_TEXT.replies))
    if (d.replies.length === 0) parts.push(text('politics-detail__empty', DETAIL_TEXT.noReply))
    for (const r of d.replies) {
      parts.push(`<div class="politics-detail__reply">${text('politics-detail__reply-head', `${r.department} · ${r.time.slice(0, 16)}`)}${text('politics-detail__reply-text', r.content)}</div>`)
    }
    if (d.rating !== null) parts.push(text('politics-detail__rated', DETAIL_TEXT.rated(d.rating)))
    if (d.reopened && !d.can.reopen && d.statusCode !== 'handling') parts.push(text('politics-detail__empty', DETAIL_TEXT.reopened))
    parts.push(text('politics-detail__section', DETAIL_TEXT.steps))
    parts.push(`<div class="politics-detail__steps">${d.events.map(ev => `<div class="politics-detail__step"><div class="politics-detail__dot"></div><div class="politics-detail__step-body">` +
      `${text('politics-detail__step-title', `${ev.status} · ${ev.actor}`)}${ev.note ? text('politics-detail__step-note', ev.note) : ''}${text('politics-detail__step-time', ev.time.slice(0, 16))}</div></div>`).join('')}</div>`)
  }
  return `<div class="politics-detail">${parts.join('')}</div>`
}

/**
 * a question as QuestionHeader draws it for a visitor (without 我来回答 or 回复): cut short on an answer's
 * page (brief), whole over its answers
 */
function questionHeader(h: QaAnswerDetail['header'], now: number, brief = true): string {
  const tag = h.underReview ? UNDER_REVIEW : headerTag(h)
  const pictures = h.questionImageThumbs.length > 0
    ? `<div class="question-header__pictures">${h.questionImageThumbs.map(src => img('question-header__picture', src, 'aspectfill')).join('')}</div>`
    : ''
  return `<div class="question-header"><div class="question-header__who">${img('question-header__avatar', h.userPic, 'aspectfill')}<div class="question-header__meta">` +
    `${text('question-header__name', h.nickname)}${text('question-header__line', `${relativeTime(h.time, now)} ${HEADER_TEXT.answers(h.replyNum)}${h.region ? ` ${HEADER_TEXT.from(h.region)}` : ''}`)}</div>` +
    `${tag ? text(`question-header__tag${h.underReview ? ' question-header__tag--off' : ''}`, tag) : ''}</div>` +
    text(`question-header__content${brief ? ' question-header__content--brief' : ''}`, h.content) + pictures +
    (h.target ? text('question-header__target', askedToTitle(h.target)) : '') +
    `<div class="question-header__foot">${text('question-header__reads', HEADER_TEXT.reads(h.readNum))}</div></div>`
}

/** who answers as TypeTag marks them (记者 blue, every other type red; nothing for a reader without one) */
const qaTypeTag = (u: Pick<QaMember, 'userType' | 'userTypeCode'>): string => (u.userType ? text(`qa-type qa-type--${tagTone(u.userTypeCode)}`, u.userType) : '')

/** a question in the Q&A lists as QaQuestionCard draws it */
function qaCard(q: QaQuestionItem, now: number): string {
  const media = q.titleImage ? `<div class="qa-card__media">${img('qa-card__image', q.titleImage, 'aspectfill')}${q.hasVideo ? '<div class="qa-card__play"></div>' : ''}</div>` : ''
  const answer = q.reply
    ? `<span class="qa-card__answer-text qa-card__answer-text--reply">${text('qa-card__answerer', HEADER_TEXT.repliedBy(q.target))}${e(q.reply)}</span>`
    : q.answer
      ? `<span class="qa-card__answer-text">${text('qa-card__answerer', `${q.answerer}${q.answererType ? `（${q.answererType}）` : ''}：`)}${e(q.answer)}</span>`
      : text('qa-card__none', NO_ANSWER)
  return `<div class="qa-card">${q.topTitle ? text('qa-card__top-title', q.topTitle) : ''}<div class="qa-card__head">${text('qa-card__icon', '问')}` +
    `${q.category ? text('qa-card__category', q.category) : ''}${text('qa-card__question', q.question)}${q.underReview ? text('qa-card__review', UNDER_REVIEW) : ''}${media}</div>` +
    `<div class="qa-card__answer">${answer}</div>${text('qa-card__meta', `${HEADER_TEXT.answers(q.replyNum)} ${HEADER_TEXT.reads(q.readNum)} · ${relativeTime(q.time, now)}`)}</div>`
}

/** a section of 问答's page as its page draws it: its title and 更多 over its body */
const qaSection = (title: string, body: string): string =>
  `<div class="qa-index__section"><div class="qa-index__section-head">${text('qa-index__section-title', title)}${text('qa-index__more', QA_INDEX_TEXT.more)}</div>${body}</div>`

/**
 * 问答 (/BangBang/QA/index) as its page draws it: the intro with 搜索问题 and 申请认证, the reporters and the
 * answerers who joined, today's hot questions, the first of the latest, 我要提问
 */
function qaIndex(home: QaHome, now: number, { answers }: RouteContext): string | null {
  const latest = answers[1] as QaQuestionItem[] | undefined
  if (!latest) return null
  const members = (title: string, list: QaMember[]) => (list.length === 0 ? '' : qaSection(title, `<div class="qa-index__members">${list.slice(0, QA_INDEX_MEMBERS).map(m =>
    `<div class="qa-index__member">${img('qa-index__member-avatar', m.userPic, 'aspectfill')}${text('qa-index__member-name', m.username)}${qaTypeTag(m)}</div>`).join('')}</div>`))
  return `<div class="qa-index__top">${text('qa-index__intro', QA_INDEX_TEXT.intro)}<div class="qa-index__actions"><div role="button" class="qa-index__search">${e(QA_INDEX_TEXT.search)}</div>` +
    `${text('qa-index__apply', QA_INDEX_TEXT.apply)}</div></div>` +
    members(QA_INDEX_TEXT.reporters, home.reporters) + members(QA_INDEX_TEXT.answerers, home.answerers) +
    qaSection(QA_INDEX_TEXT.hot, home.hot.slice(0, QA_INDEX_HOT).map(q => qaCard(q, now)).join('')) +
    qaSection(QA_INDEX_TEXT.latest, pagedItems({ list: latest }, NO_QUESTIONS, q => qaCard(q, now))) +
    `<div role="button" class="qa-index__ask">${e(QA_INDEX_TEXT.ask)}</div>`
}

/** /BangBang/QA/moreList: today's hot questions or the latest, titled by its type */
function qaMoreList(list: QaQuestionItem[], now: number, { params }: RouteContext): { body: string; title: string } {
  return { body: pagedItems({ list }, NO_QUESTIONS, q => qaCard(q, now)), title: MORE_LIST_TITLE[oneOrTwo(params.type)] }
}

/**
 * Taro's H5 input, read-only while it is the server's: what a reader types goes into the app's box once
 * it has taken over (nothing typed is lost)
 */
const taroInput = (cls: string, type: string, maxlength: number, placeholder = '', label = ''): string =>
  `<input type="${type}"${placeholder ? ` placeholder="${e(placeholder)}"` : ''}${label ? ` aria-label="${e(label)}"` : ''} maxlength="${maxlength}" class="taro-input-core weui-input ${cls}" readonly>`

/** a search box as SearchBar draws it (the app's box has the focus once it has taken over) */
function searchBar(placeholder: string, maxlength = 140): string {
  return `<div role="search" class="search-bar">${taroInput('search-bar__input', 'search', maxlength, placeholder)}<div role="button" class="search-bar__go">${e(SEARCH_BUTTON)}</div></div>`
}

/**
 * the news search (/SearchPage) before anything is typed, for a reader who has searched nothing on this
 * phone: the box and 热门搜索 ranked (搜索历史, above them, is the phone's own: a reader who has one gets
 * the app's page, the screen hidden by the page's inline check before it paints: content/reader-check.ts)
 */
function newsSearch(words: { id: number; title: string }[]): { body: string; unlessKept: KeptName } {
  const hot = words.length === 0 ? '' : `<div class="search-page__section">${text('search-page__section-title', NEWS_SEARCH_TEXT.hot)}<div class="search-page__hot">` +
    words.map((w, i) => `<div class="search-page__hot-word">${text(`search-page__rank${i < 3 ? ' search-page__rank--top' : ''}`, String(i + 1))}<span>${e(w.title)}</span></div>`).join('') + '</div></div>'
  return { body: searchBar(NEWS_SEARCH_TEXT.placeholder, NEWS_SEARCH_MAX) + `<div class="search-page__start">${hot}</div>`, unlessKept: NEWS_SEARCH_HISTORY_KEY }
}

/** a page of the points shop's standing texts as ShopInfo draws it */
function shopInfo(w: ShopInfoText): string {
  return `<div class="shop-info">${text('shop-info__title', w.title)}` +
    w.sections.map(s => `<div class="shop-info__section">${s.heading ? text('shop-info__heading', s.heading) : ''}${s.paragraphs.map(p => text('shop-info__text', p)).join('')}</div>`).join('') + '</div>'
}

/** 客服中心 (/AccumulatedPoints/customerservice) as its page draws it: the hotline and its hours (the site's config), the questions asked most */
function shopService(config: SiteConfig): string {
  const tel = config.serviceHotline ?? ''
  return `<div class="shop-service"><div class="shop-service__card">${text('shop-service__label', SERVICE_TEXT.title)}${text('shop-service__tel', tel)}` +
    `${config.serviceHours ? text('shop-service__hours', SERVICE_TEXT.hours(config.serviceHours)) : ''}<div role="button" class="shop-service__copy">${e(SERVICE_TEXT.copy)}</div></div>` +
    `${text('shop-service__heading', SERVICE_TEXT.faq)}${SERVICE_TEXT.questions.map(f => `<div class="shop-service__faq">${text('shop-service__q', f.q)}${text('shop-service__a', f.a)}</div>`).join('')}</div>`
}

/** 商务合作's form as CooperationFields draws it with nothing written (its boxes read-only, no kind chosen) */
function cooperationFields(): string {
  const T = COOPERATION_TEXT
  const field = (extra: string, label: string, inner: string) => `<div class="cooperation__field${extra}">${text('cooperation__label', label)}${inner}</div>`
  const kinds = COOPERATION_KINDS.map(k => `<div role="radio" aria-checked="false" class="cooperation__kind">${e(k)}</div>`).join('')
  return '<div class="cooperation">' +
    field('', T.company, taroInput('cooperation__input cooperation__input--company', 'text', COOPERATION_LIMITS.company, T.company)) +
    field('', T.contact, taroInput('cooperation__input cooperation__input--contact', 'text', COOPERATION_LIMITS.contact, T.contact)) +
    field('', T.phone, taroInput('cooperation__input cooperation__input--phone', 'number', COOPERATION_PHONE_MAX, T.phoneHint)) +
    field(' cooperation__field--kinds', T.kind, `<div class="cooperation__kinds">${kinds}</div>`) +
    field(' cooperation__field--content', T.content, emptyTextArea('cooperation__textarea', T.contentHint, COOPERATION_LIMITS.content) + text('cooperation__count', T.count(0))) +
    `<div role="button" class="cooperation__send">${e(T.send)}</div></div>`
}

/** the newspaper's 商务合作 (/business-cooperation/home) as its page draws it: what it offers, the hotline (the site's config), the form */
function businessPage(config: SiteConfig): string {
  const tel = config.serviceHotline ?? ''
  const offers = COOPERATION_KINDS.map(k => `<div role="button" aria-pressed="false" class="business__offer">${text('business__offer-name', k)}${text('business__offer-text', OFFERS[k])}</div>`).join('')
  return `<div class="business">${text('business__title', BUSINESS_TEXT.title)}${text('business__intro', BUSINESS_TEXT.intro)}${text('business__head', BUSINESS_TEXT.offers)}` +
    `<div class="business__offers">${offers}</div>${tel ? text('business__hotline', BUSINESS_TEXT.hotline(tel, config.serviceHours ?? '')) : ''}${text('business__head', BUSINESS_TEXT.form)}</div>` +
    cooperationFields()
}

/** 积分规则 (/AccumulatedPoints/rules) as its page draws it: each way to earn, then the levels and the expiry */
function pointRules(rules: PointRule[]): string {
  const title = (t: string) => text('point-rules__title', t)
  return `<div class="point-rules">${title(RULES_TEXT.earn)}` +
    rules.map(r => `<div class="point-rules__rule"><div class="point-rules__head">${text('point-rules__name', r.title)}${text('point-rules__points', RULES_TEXT.points(r.points, r.growth))}</div>` +
      `${text('point-rules__desc', [r.description, RULES_TEXT.cap(r.dailyCap)].filter(Boolean).join('；'))}</div>`).join('') +
    `${title(RULES_TEXT.levels)}${text('point-rules__text', RULES_TEXT.levelLine)}${title(RULES_TEXT.expiry)}${text('point-rules__text', RULES_TEXT.expiryLine)}${text('point-rules__text', RULES_TEXT.reverse)}</div>`
}

/** the site's config as the page carries it (/config/inits.json; a field may be missing) */
type SiteConfig = Partial<GlobalConfig>

/** a page drawn with no answer of its own, from the site's config and the address at most */
type PlainDraw = (config: SiteConfig, params: Record<string, string>) => string | { body: string; unlessKept: KeptName }

/**
 * the pages drawn with no answer of their own: the search pages that show nothing but the box (and a hint)
 * before a word is searched, the points shop's standing texts, 我要提问's empty form, as their pages draw them
 */
const PLAIN_SCREENS = {
  ruralQaSearch: () => searchBar(COUNTRY_SEARCH_TEXT.placeholder, COUNTRY_SEARCH_MAX),
  ShopSearch: () => searchBar(SHOP_SEARCH_TEXT.placeholder) + text('shop-search__hint', SHOP_SEARCH_TEXT.hint),
  compositionSearch: () => `<div class="section-page">${searchBar(COMPOSITION_SEARCH_TEXT.placeholder, COMPOSITION_SEARCH_MAX)}` +
    `${tabStrip(Object.entries(COMPOSITION_SEARCH_TEXT.kinds).map(([key, title]) => ({ key, title })), 'composition')}${emptyState(COMPOSITION_SEARCH_TEXT.hint)}</div>`,
  ShopDisclaimer: () => shopInfo(DISCLAIMER_TEXT),
  ShopProtocol: () => shopInfo(PROTOCOL_TEXT),
  ShopAbout: () => shopInfo(ABOUT_TEXT),
  ShopService: shopService,
  Ask: (_config, params) => askForm(params),
  compositionPractice: practiceForm,
  complaintsPlatform: complaintForm,
  businessCooperation: businessPage,
} satisfies Partial<Record<RouteName, PlainDraw>>

/** 帮帮's search (/BangBang/SearchPage) before anything is typed: the box and the words searched most this week */
function bangSearch(words: BangHotWord[]): string {
  return searchBar(BANG_SEARCH_TEXT.placeholder) + (words.length === 0 ? '' : `<div class="bang-search__hot">${text('bang-search__hot-title', BANG_SEARCH_TEXT.hot)}` +
    `<div class="bang-search__words">${words.map(w => `<div role="button" class="bang-search__word">${e(w.title)}</div>`).join('')}</div></div>`)
}

/** 发现's search (/SearchDiscover) before anything is typed: the box and the hot topics' names */
function discoverSearchPage(words: TopicWord[]): string {
  return searchBar(DISCOVER_SEARCH_TEXT.placeholder) + `<div class="discover-search__section">${text('discover-search__section-title', DISCOVER_SEARCH_TEXT.hot)}` +
    `<div class="discover-search__words">${words.map(w => text('discover-search__word', `#${w.title}#`)).join('')}</div></div>`
}

/** 入驻答主 or 入驻记者 (/BangBang/QA/index/ask-special, by its type): the search by name (read-only, as above), the members */
function askSpecial(members: QaMember[], _now: number, { params }: RouteContext): { body: string; title: string } {
  const bar = `<div class="qa-members__bar">${taroInput('qa-members__search', 'search', 140, MEMBER_SEARCH)}</div>`
  return { body: bar + (members.length === 0 ? emptyState(NO_MEMBERS) : `<div>${members.map(memberCard).join('')}</div>`), title: ASK_SPECIAL_TITLE[oneOrTwo(params.type)] }
}

/**
 * A member's home (/BangBang/QA/index/ask-special/detail) as src/packages/bangbang/pages/qa-member draws it:
 * who they are (the intro folded as FoldText draws it before it has measured), their figures and 向TA提问,
 * the tabs at 回答, a screen of their answers (the second answer; without it the app draws)
 */
function memberHome(m: QaMemberHome, now: number, { answers }: RouteContext): { body: string; title: string } | null {
  const list = answers[1] as QaAnswerItem[] | undefined
  if (!Array.isArray(list)) return null
  const figure = (n: number, label: string) => `<div class="member-home__figure">${text('member-home__figure-value', String(n))}<span>${e(label)}</span></div>`
  const card = `<div class="member-home__card">${img('member-home__avatar', m.userPic, 'aspectfill')}<div class="member-home__who">` +
    `<div class="member-home__name-line">${text('member-home__name', m.username)}${qaTypeTag(m)}</div>` +
    `${m.job ? text('member-home__job', m.job) : ''}${m.introduction ? foldText('member-home__intro', m.introduction) : ''}</div></div>`
  const figures = `<div class="member-home__figures">${figure(m.answerNum, MEMBER_HOME_TEXT.answers)}${figure(m.questionNum, MEMBER_HOME_TEXT.questions)}${figure(m.likeNum, MEMBER_HOME_TEXT.likes)}` +
    `${m.userType ? `<div role="button" class="member-home__ask">${e(MEMBER_HOME_TEXT.ask)}</div>` : ''}</div>`
  const tabs = tabStrip([{ key: 'answers', title: MEMBER_HOME_TEXT.answers }, { key: 'questions', title: MEMBER_HOME_TEXT.questions }], 'answers')
  const items = pagedItems({ list }, MEMBER_HOME_TEXT.none, a => `<div class="member-home__answer">${text('member-home__answer-question', a.question)}` +
    `${text('member-home__answer-text', a.content)}${text('member-home__answer-meta', `${relativeTime(a.time, now)} · ${a.likeNum}赞 · ${a.commentNum}评论`)}</div>`)
  return { body: card + figures + tabs + items, title: m.username }
}

/** a journalist or expert who joined as MemberCard draws them */
function memberCard(m: QaMember): string {
  return `<div class="member-card">${img('member-card__avatar', m.userPic, 'aspectfill')}<div class="member-card__body"><div class="member-card__name-line">` +
    `${text('member-card__name', m.username)}${qaTypeTag(m)}</div>${text('member-card__job', m.job)}${m.introduction ? text('member-card__intro', m.introduction) : ''}` +
    `${text('member-card__count', MEMBER_TEXT.answers(m.answerNum))}</div><div role="button" class="member-card__ask">${e(MEMBER_TEXT.ask)}</div></div>`
}

/**
 * 乡村帮帮 (/yu-nong/country-bangbang) as its page draws it for the first time: the intro and its search, the
 * experts, the categories (全部) and the orders (最新), the newest questions, 我要提问
 */
function countryBang(experts: QaMember[], now: number, { answers }: RouteContext): string | null {
  const first = answers[1] as { list: QaQuestionItem[] } | undefined
  if (!first) return null
  const tabs = tabStrip([{ key: 'all', title: COUNTRY_BANG_TEXT.all }, ...RURAL_QA_CATEGORY_KEYS.map(k => ({ key: k as string, title: RURAL_QA_CATEGORIES[k] }))], 'all')
  const orders = (['new', 'hot'] as const).map(o =>
    `<div role="button" aria-pressed="${o === 'new'}" class="country-bang__order${o === 'new' ? ' country-bang__order--on' : ''}">${e(COUNTRY_BANG_TEXT.orders[o])}</div>`).join('')
  return `<div class="country-bang__top">${text('country-bang__intro', COUNTRY_BANG_TEXT.intro)}<div role="button" class="country-bang__search">${e(COUNTRY_BANG_TEXT.search)}</div></div>` +
    (experts.length > 0 ? `<div class="country-bang__experts">${text('country-bang__title', COUNTRY_BANG_TEXT.experts)}${experts.slice(0, COUNTRY_BANG_EXPERTS).map(memberCard).join('')}</div>` : '') +
    `${tabs}<div class="country-bang__orders">${orders}</div>${pagedItems(first, NO_QUESTIONS, q => qaCard(q, now))}<div role="button" class="country-bang__ask">${e(COUNTRY_BANG_TEXT.ask)}</div>`
}

/**
 * an answer as AnswerCard draws it for a visitor: in full on its page; in a list (brief) cut to 8 lines and
 * its first pictures (查看全文 is the app's: it measures the text)
 */
function answerCard(a: QaAnswerDetail['answer'], now: number, brief = false): string {
  const shown = brief ? a.attachmentPic.slice(0, LIST_PICTURES) : a.attachmentPic
  const pictures = shown.length > 0
    ? `<div class="answer-card__pictures">${shown.map((src, i) => img('answer-card__picture', src, 'aspectfill', i === 0 ? ' fetchpriority="high"' : '')).join('')}</div>`
    : ''
  return `<div id="fp-answer-${a.answerId}" class="answer-card"><div class="answer-card__who">${img('answer-card__avatar', a.userPic, 'aspectfill')}<div class="answer-card__meta">` +
    `<div class="answer-card__name-line">${text('answer-card__name', a.username)}${qaTypeTag(a)}` +
    `${a.pinned ? text('answer-card__pinned', ANSWER_TEXT.pinned) : ''}</div>${text('answer-card__line', [a.job, relativeTime(a.time, now), a.region].filter(Boolean).join(' · '))}</div>` +
    `${a.underReview ? text('answer-card__review', UNDER_REVIEW) : ''}</div>` +
    `<div class="answer-card__body"><div class="answer-card__ruler"></div>${text(`answer-card__text${brief ? ' answer-card__text--brief' : ''}`, a.content)}</div>${pictures}` +
    `<div class="answer-card__foot">${text('answer-card__count answer-card__count--like', countLabel(a.likeNum, ANSWER_TEXT.like))}` +
    `${text('answer-card__count answer-card__count--comment', countLabel(a.commentNum, ANSWER_TEXT.comment))}</div></div>`
}

/** the answers a question's page draws first (a phone's screen holds two or three) */
const FIRST_ANSWERS = 3

/**
 * A question's page (/BangBang/QA/list) as src/packages/bangbang/pages/qa-list draws it for a visitor: the
 * question whole, 全部回答（N）, its first answers cut short (the pinned one first). A question or an answer
 * with a video is the app's to draw (its player).
 */
function qaList(d: QaQuestionPage, now: number): string | null {
  const first = d.list.slice(0, FIRST_ANSWERS)
  if (d.header.questionvideoAttachments || first.some(a => a.attachmentVideoInfo)) return null
  const answers = d.list.length === 0 ? emptyState(QA_LIST_TEXT.none) : first.map(a => answerCard(a, now, true)).join('')
  return `<div class="qa-list">${questionHeader(d.header, now, false)}<div class="qa-list__head">${text('qa-list__title', QA_LIST_TEXT.answers(d.header.replyNum))}</div>${answers}</div>`
}

/**
 * An answer's page as src/packages/bangbang/pages/qa-detail draws it: the question cut short, the answer
 * in full, the like block and the notices (the comments below are the app's). An answer or a question
 * with a video is the app's to draw (its player).
 */
function qaDetail(d: QaAnswerDetail, now: number): string | null {
  if (d.answer.attachmentVideoInfo || d.header.questionvideoAttachments) return null
  return `<div class="qa-detail">${questionHeader(d.header, now)}<div class="qa-detail__answer">${answerCard(d.answer, now)}</div>` +
    likeBlock(d.doLike, d.disclaimer) +
    `<div class="bang-notices">${text('bang-notices__title', NOTICE_TITLES.selfDiscipline)}${text('bang-notices__text', d.selfDiscipline)}` +
    `${text('bang-notices__title', NOTICE_TITLES.report)}${text('bang-notices__text', d.report)}</div></div>`
}

/**
 * A 发现 post's page as src/packages/bangbang/pages/discover-detail draws it for a visitor: the post whole,
 * the link to all its comments, 写评论… and 举报. A post with a video is the app's to draw (its player).
 */
function discoverDetail(d: DiscoverDetail, now: number): string | null {
  const p = d.item
  if (p.video || p.underReview || p.mine) return null
  return `<div class="discover-detail">${discoverCard(p, now, true)}` +
    (d.commentCount > DISCOVER_DETAIL_TEXT.HOT ? text('discover-detail__all', DISCOVER_DETAIL_TEXT.allComments(d.commentCount)) : '') +
    `<div role="button" class="discover-detail__write">${e(DISCOVER_DETAIL_TEXT.write)}</div>` +
    `<div class="discover-detail__own">${text('discover-detail__report', DISCOVER_DETAIL_TEXT.report)}</div></div>`
}

/**
 * A goods page as src/packages/points/pages/goods draws it: the picture, the title, price and stock, its
 * tags, what it is and how exchanging works, and 立即兑换 (or 已兑完).
 */
function goodsDetail(g: ShopGoods): string {
  return `<div class="goods"><div class="goods__box">${img('goods__cover', thumbnail(g.cover, BANNER_PERCENT), 'aspectfill', ' fetchpriority="high"')}</div>` +
    `<div class="goods__head">${text('goods__title', g.title)}<div class="goods__line">${text('goods__price', SHOP_TEXT.points(g.price))}${text('goods__stock', SHOP_TEXT.stock(g.stock))}</div>` +
    `<div class="goods__tags">${text('goods__tag', SHOP_TEXT.kinds[g.kind])}${g.perUser > 0 ? text('goods__tag', SHOP_TEXT.perUser(g.perUser)) : ''}${g.merchant ? text('goods__merchant', SHOP_TEXT.merchant(g.merchant)) : ''}</div></div>` +
    `<div class="goods__section">${text('goods__heading', GOODS_TEXT.about)}${text('goods__text', g.description)}</div>` +
    `<div class="goods__section">${text('goods__heading', GOODS_TEXT.how)}${GOODS_TEXT.howLines[g.kind].map(line => text('goods__text goods__text--line', line)).join('')}</div>` +
    `<div class="goods__bar"><div role="button" aria-disabled="${g.stock <= 0}" class="goods__button${g.stock <= 0 ? ' goods__button--off' : ''}">${e(g.stock <= 0 ? SHOP_TEXT.soldOut : SHOP_TEXT.exchange)}</div></div></div>`
}

/** the community's answer or the journalist's follow-up as HandlerReply draws it (`brief`: in a list, cut, no time) */
function handlerReply(p: BangPost, now: number, brief: boolean): string {
  const h = p.handler!
  return `<div class="post-reply"><div class="post-reply__body${brief ? ' post-reply__body--brief' : ''}">${text('post-reply__label', p.kind === 'exposure' ? POST_TEXT.reporterReply : POST_TEXT.communityReply)}` +
    `${text('post-reply__who', `${h.username}${h.title ? `（${h.title}）` : ''}：`)}${text('post-reply__text', h.reply)}</div>${brief ? '' : text('post-reply__time', relativeTime(h.time, now))}</div>`
}

/** a 社区 post or an exposure as PostCard draws it: in a list (its text cut, 3 pictures, the answer in short, the counts), or `full` on its page */
function postCard(p: BangPost, now: number, full: boolean, first = full): string {
  const pictures = full ? p.images : p.images.slice(0, LIST_PICTURES)
  const pics = pictures.length > 0
    ? `<div class="post-card__pictures">${pictures.map((src, i) => img('post-card__picture', src, 'aspectfill', first && i === 0 ? ' fetchpriority="high"' : '')).join('')}</div>`
    : ''
  const who = `<div class="post-card__who">${img('post-card__avatar', p.userPic, 'aspectfill')}<div class="post-card__meta">` +
    `${text('post-card__name', p.username)}${text('post-card__line', [relativeTime(p.time, now), p.region ? `来自${p.region}` : ''].filter(Boolean).join(' · '))}</div>` +
    `${p.underReview ? text('post-card__review', UNDER_REVIEW) : text(`post-status post-status--${postTone(p)}`, p.statusText)}</div>`
  // (in a list the answer's box is there with or without an answer: PostCard's tap target)
  const reply = full ? '' : `<div>${p.handler ? handlerReply(p, now, true) : ''}</div>`
  const counts = full ? '' : text('post-card__count post-card__count--like', countLabel(p.likeNum, ANSWER_TEXT.like)) + text('post-card__count post-card__count--comment', countLabel(p.commentNum, ANSWER_TEXT.comment))
  return `<div class="post-card${full ? ' post-card--full' : ''}">${who}<div class="post-card__body">${text(`post-card__text${full ? '' : ' post-card__text--brief'}`, p.content)}</div>${pics}${reply}` +
    `<div class="post-card__foot">${p.community ? text('post-card__community', p.community.name) : ''}${text('post-card__reads', POST_TEXT.reads(p.readNum))}${counts}</div></div>`
}

/** a section of 社区's home as its page draws it: its title (and its link) over its body */
const communitySection = (title: string, more: string, body: string): string =>
  `<div class="community__section"><div class="community__section-head">${text('community__section-title', title)}${more ? text('community__more', more) : ''}</div>${body}</div>`

/**
 * 社区's home (/BangBang/community/index) as its page draws it for a visitor: the intro, 我的社区 with the way
 * to choose one, the communities to join side by side, the newest posts of every community, 发帖 (a
 * reader's own community is the app's to draw)
 */
function communityHome(d: CommunityHome, now: number): string | null {
  if (d.mine) return null
  const mine = communitySection(COMMUNITY_TEXT.mine, COMMUNITY_TEXT.choose,
    `<div class="community__none">${text('community__none-text', COMMUNITY_TEXT.none)}<div role="button" class="community__choose">${e(COMMUNITY_TEXT.choose)}</div></div>`)
  const nearby = d.communities.length === 0 ? '' : communitySection(COMMUNITY_TEXT.nearby, COMMUNITY_TEXT.more,
    `<div tabindex="0" class="sy-scroll sy-scroll--x community__row">${d.communities.slice(0, NEARBY_COMMUNITIES).map(c =>
      `<div class="community__tile">${text('community__tile-name', c.name)}${text('community__tile-place', c.district)}${text('community__tile-figures', COMMUNITY_CARD_TEXT.figures(c))}</div>`).join('')}</div>`)
  const latest = communitySection(COMMUNITY_TEXT.latest, '', pagedItems({ list: d.latest }, COMMUNITY_TEXT.noPosts, (p, i) => postCard(p, now, false, i === 0)))
  return `<div class="community__intro"><span>${e(COMMUNITY_TEXT.intro)}</span></div>${mine}${nearby}${latest}<div role="button" class="community__post">${e(COMMUNITY_TEXT.post)}</div>`
}

/** the recommended 上游号 as ProviderBlock draws them (a ScrollBlock): nothing when there are none */
function providerBlock(accounts: ProviderAccount[]): string {
  if (accounts.length === 0) return ''
  return `<div class="scroll-block"><div class="scroll-block__head">${text('scroll-block__title', PROVIDER_TEXT.recommended)}${text('scroll-block__more', PROVIDER_TEXT.more)}</div>` +
    `<div tabindex="0" class="sy-scroll sy-scroll--x scroll-block__scroll"><div class="scroll-block__row">${accounts.map(a =>
      `<div class="provider-block__item">${img('provider-block__avatar', a.avatar, 'aspectfill', ' loading="lazy"')}${text('provider-block__name', a.name)}${text('provider-block__fans', PROVIDER_TEXT.fans(a.fansNum))}</div>`).join('')}</div></div></div>`
}

/**
 * 上游号 (/ShangyouPage) as its page draws it: the recommended accounts, then what they published, newest
 * first, each under who published it (a story of a kind NewsCard does not draw is the app's)
 */
function providersPage(accounts: ProviderAccount[], now: number, { screen, answers }: RouteContext): string | null {
  const feed = answers[1] as ProviderNewsItem[] | undefined
  if (!feed) return null
  const items: string[] = []
  for (const item of feed.slice(0, FIRST_VIEW_ITEMS)) {
    const drawnCard = card(inPictureMode(item, pictureModeOf(screen)), now)
    if (drawnCard === null) return null
    items.push(`<div class="provider-feed"><div class="provider-feed__who">${img('provider-feed__avatar', item.provider.avatar, 'aspectfill', ' loading="lazy"')}` +
      `${text('provider-feed__name', item.provider.name)}</div>${drawnCard}</div>`)
  }
  return providerBlock(accounts) + chunked(items)
}

/**
 * one 上游号 (/ShangyouSelf) as its page draws it: who it is (the intro folded as FoldText draws it before it has
 * measured), then its stories (the second answer; without them the app draws)
 */
function providerPage(a: ProviderAccount, now: number, { screen, answers }: RouteContext): { body: string; title: string } | null {
  const first = answers[1] as StoryPage | undefined
  const list = first ? storyList(first.list, now, pictureModeOf(screen)) : null
  if (list === null) return null
  const head = `<div class="provider-head">${img('provider-head__avatar', a.avatar, 'aspectfill')}<div class="provider-head__body">${text('provider-head__name', a.name)}` +
    `${foldText('provider-head__intro', a.intro)}${text('provider-head__counts', PROVIDER_TEXT.counts(a.fansNum, a.articleNum))}</div></div>`
  return { body: head + list, title: a.name }
}

/** a goods in the shop's grid as GoodsCard draws it */
function goodsCard(g: ShopGoods): string {
  return `<div role="link" class="goods-card${g.stock <= 0 ? ' goods-card--out' : ''}"><div class="goods-card__box">${img('goods-card__cover', thumbnail(g.cover), 'aspectfill', ' loading="lazy"')}` +
    `${text('goods-card__kind', SHOP_TEXT.kinds[g.kind])}</div>${text('goods-card__title', g.title)}` +
    `<div class="goods-card__foot">${text('goods-card__price', SHOP_TEXT.points(g.price))}${text('goods-card__stock', SHOP_TEXT.stock(g.stock))}</div></div>`
}

/**
 * The points shop's home (/AccumulatedPoints/index) as its page draws it for a visitor: the way to log in for
 * their points, the ways to their own pages, the search, the banner, the categories (全部) and the first
 * goods, the footer's links
 */
function pointsIndex(d: ShopGoodsPage): string {
  const tabs = d.categories.length > 0 ? tabStrip([{ key: '', title: SHOP_TEXT.all }, ...d.categories.map(c => ({ key: c, title: c }))], '') : ''
  const goods = d.list.length === 0 ? emptyState(SHOP_TEXT.noGoods) : `<div class="points__goods">${d.list.slice(0, 2 * FIRST_VIEW_ITEMS).map(goodsCard).join('')}</div>`
  return `<div class="points"><div role="button" class="points__card points__card--visitor">${text('points__label', POINTS_TEXT.login)}${text('points__next', POINTS_TEXT.loginHint)}</div>` +
    `<div class="points__entries">${POINTS_ENTRIES.map(x => `<div role="link" class="points__entry"><span>${e(x.title)}</span></div>`).join('')}</div>` +
    `<div role="search" class="points__search">${text('points__search-text', POINTS_TEXT.search)}</div>` +
    banner(d.banners) + text('points__heading', POINTS_TEXT.goods) + tabs + goods +
    `<div class="shop-links">${SHOP_LINKS.map(l => `<div role="link" class="shop-links__link">${e(l.title)}</div>`).join('')}</div></div>`
}

/** a video in 影像's list as VideoCard draws it */
function videoCard(item: NewsItem, first: boolean): string {
  return `<div class="video-card"><div class="video-card__cover">${img('video-card__img', thumbnail(item.imageUrl[0] ?? ''), 'aspectfill', first ? ' fetchpriority="high"' : '')}` +
    `${text('video-card__title', item.title)}<div class="video-card__play"></div>${item.videoTime ? text('video-card__time', item.videoTime) : ''}</div>` +
    `<div class="video-card__meta"><span>${e(`${shortCount(item.pv)}次播放`)}</span>${item.label ? text('video-card__label', item.label) : ''}</div></div>`
}

/** the 影像 tab (/Image, /Image/:tab) as its page draws 视频 (VideoCards) or 拍客 (three-picture cards): the dark tabs over the first view (no top bar) */
function imageTab(first: StoryPage, now: number, { params }: RouteContext): { body: string; hideTopBar: true } | null {
  const tab = IMAGE_TABS.some(t => t.key === params.tab) ? params.tab : 'VideoPage'
  if (first.list.length === 0 || (tab !== 'VideoPage' && tab !== 'ImagePage')) return null
  const cards = tab === 'VideoPage'
    ? first.list.slice(0, FIRST_TALL_CARDS).map((item, i) => videoCard(item, i === 0))
    : first.list.slice(0, FIRST_TALL_CARDS).map(item => card({ ...item, showType: SHOW_TYPE.bigPicture }, now)).filter((c): c is string => c !== null)
  const tabs = `<div class="image-page__tabs">${tabStrip(IMAGE_TABS, tab, true)}</div>`
  return { body: `${tabs}<div class="image-page image-page--${tab}">${chunked(cards)}</div>`, hideTopBar: true }
}

/** what a phone's first view holds of a list of tall cards (pictures further down would share the slow line with the first) */
const FIRST_TALL_CARDS = 2

/** a lesson in 视频课堂 as VideoLessons draws it before it plays: the cover (the first's picture asked for at once), the title, the plays */
function videoLesson(item: NewsItem, first: boolean): string {
  const cover = `<div role="button" aria-label="${e(PLAY_LABEL(item.title, item.videoTime))}" class="video-lesson__cover">` +
    `${img('video-lesson__img', thumbnail(item.imageUrl[0] ?? ''), 'aspectfill', first ? ' fetchpriority="high"' : ' loading="lazy"')}<div class="video-lesson__play"></div>` +
    `${item.videoTime ? text('video-lesson__time', item.videoTime) : ''}</div>`
  return `<div class="video-lesson"><div class="video-lesson__stage">${cover}</div><div role="link" class="video-lesson__title">${e(item.title)}</div>` +
    `${text('video-lesson__meta', `${shortCount(item.pv)}次播放`)}</div>`
}

/** 视频课堂 (/yu-nong/video-page) as its page draws the column's first videos */
function videoLessons({ list }: StoryPage): string | null {
  return list.length === 0 ? null : `<div class="video-lessons">${chunkedList(list.slice(0, FIRST_TALL_CARDS).map((item, i) => videoLesson(item, i === 0)))}</div>`
}

/** 曝光台 (/BangBang/exposure/index, every state) as its page draws it: the intro, the states with their counts, the first exposures, 我要曝光 */
function exposureScreen(d: ExposureList, now: number): string {
  const tabs = tabStrip([{ key: 0, title: EXPOSURE_TEXT.all(d.counts.all) }, { key: 1, title: EXPOSURE_TEXT.handled(d.counts.handled) }, { key: 2, title: EXPOSURE_TEXT.solved(d.counts.solved) }], 0)
  const list = pagedItems(d, EXPOSURE_TEXT.none, (p, i) => postCard(p, now, false, i === 0), FIRST_TALL_CARDS)
  return `<div class="exposure__intro"><span>${e(EXPOSURE_TEXT.intro)}</span></div>${tabs}${list}<div role="button" class="exposure__post">${e(EXPOSURE_TEXT.post)}</div>`
}

/**
 * A 社区 post or an exposure on its page as src/packages/bangbang/pages/community-detail draws it for a
 * visitor: PostCard in full, the community's answer (or that it is waited for), the like block, the notices.
 */
function postDetail(d: BangPostDetail, now: number): string | null {
  if (d.underReview) return null
  const reply = d.handler ? handlerReply(d, now, false) : text('post-detail__waiting', POST_DETAIL_TEXT.waiting[d.kind])
  return `<div class="post-detail">${postCard(d, now, true)}<div class="post-detail__reply">${reply}</div>${likeBlock(d.doLike, POST_DETAIL_TEXT.disclaimer)}` +
    `<div class="bang-notices">${text('bang-notices__title', NOTICE_TITLES.selfDiscipline)}${text('bang-notices__text', d.selfDiscipline)}` +
    `${text('bang-notices__title', NOTICE_TITLES.report)}${text('bang-notices__text', d.report)}</div></div>`
}

/**
 * A composition's page as src/packages/composition/pages/detail draws it for a visitor: the title, the
 * byline, its line, where the paper printed it and the text whole (its handwritten pages, the teacher's
 * review and the like block come after it, the app's). Its own student's page (its state) is the app's.
 */
function compositionDetail(d: CompositionDetail): string | null {
  if (d.mine) return null
  const lines = d.genre === GENRES.poem || d.genre === GENRES.letter
  const paragraphs = d.body.split('\n').map(p => (p.trim() ? text('composition-detail__p', p) : '<div class="composition-detail__gap"></div>')).join('')
  return `<div class="composition-detail">${text('composition-detail__title', d.title)}` +
    `<div class="composition-detail__byline"><span>${e(`${d.penName} · ${d.grade} · ${d.school.name}`)}</span>${text('composition-detail__genre', d.genre)}</div>` +
    `<div class="composition-detail__meta"><span>${e(d.time)}</span><span>${e(COMPOSITION_DETAIL_TEXT.views(d.views))}</span>${d.teacher ? `<span>${e(COMPOSITION_DETAIL_TEXT.guide(d.teacher.name))}</span>` : ''}</div>` +
    (d.issue ? text('composition-detail__printed', COMPOSITION_DETAIL_TEXT.printed(d.issue)) : '') +
    `<div class="composition-detail__body${lines ? ' composition-detail__body--lines' : ''}">${paragraphs}</div></div>`
}

/**
 * A live story's page as src/packages/news/pages/live draws it: the player (its poster; nothing of the
 * stream is loaded until the reader plays) or the cover of one not started, its state and title, its line,
 * its sources, and the start of its introduction (the comments below are the app's).
 */
function liveStory(d: NewsDetail): string {
  const upcoming = d.liveType === NOT_STARTED
  const playing = d.videoUrls[0]
  const stage = upcoming || !playing
    ? `<div class="live-detail__cover">${img('live-detail__poster', d.imageUrl[0] ?? '', 'aspectfill', ' fetchpriority="high"')}${text('live-detail__soon', LIVE_TEXT.soon)}</div>`
    : `<video class="live-detail__player" src="${e(playing.videoUrl)}"${d.imageUrl[0] ? ` poster="${e(d.imageUrl[0])}"` : ''} controls playsinline preload="none" style="object-fit: contain;"></video>`
  const sources = !upcoming && d.videoUrls.length > 1
    ? `<div class="live-detail__sources">${text('live-detail__sources-title', LIVE_TEXT.sources)}${d.videoUrls.map((v, i) =>
      `<div class="live-detail__source${i === 0 ? ' live-detail__source--on' : ''}"><span>${e(v.name)}</span></div>`).join('')}</div>`
    : ''
  return `<div class="live-detail">${stage}<div class="live-detail__head">${text(`live-detail__state live-detail__state--${liveStateClass(d.liveType)}`, d.liveType)}${text('live-detail__title', d.title)}</div>` +
    `${text('live-detail__meta', `${minuteTime(d.newsTime)} · ${d.befrom}`)}${sources}<div class="live-detail__intro">${articleStart(d.content)}</div></div>`
}

/** a brief as FoldText draws it before it has measured (folded; its toggle comes once measured) */
const foldText = (cls: string, value: string): string =>
  `<div class="fold-text ${cls}">${text('fold-text__text fold-text__measure', value)}${text('fold-text__text fold-text__text--folded', value)}</div>`

/** a strip of tabs as Tabs draws it, `active` marked */
function tabStrip<K extends number | string>(items: readonly { key: K; title: string }[], active: K, dark = false): string {
  return `<div tabindex="0" class="sy-scroll sy-scroll--x tabs${dark ? ' tabs--dark' : ''}"><div class="tabs__row">${items.map(it =>
    `<div class="tabs__item${it.key === active ? ' tabs__item--active' : ''}"><span>${e(it.title)}</span></div>`).join('')}</div></div>`
}

/**
 * A special's page (SpecialScreen) down to its category tabs: its picture and title, its introduction (folded
 * as FoldText draws it before it has measured), the tabs with the category it opens at (the stories are the app's)
 */
function specialTop(d: SpecialInfo, classId: number): string {
  const active = d.categories.some(c => c.id === classId) ? classId : d.categories[0]?.id ?? 0
  const intro = d.intro ? foldText('special-screen__intro', d.intro) : ''
  const tabs = d.categories.length > 0 ? tabStrip(d.categories.map(c => ({ key: c.id, title: c.name })), active) : ''
  return `<div class="special-screen__head">${img('special-screen__img', d.image, 'aspectfill', ' fetchpriority="high"')}${text('special-screen__title', d.title)}</div>${intro}${tabs}`
}

/**
 * A newspaper's page as EpaperScreen draws its newest edition: the dates, the edition's pages as tabs, its
 * first page's picture (with the articles' blocks) and the page's articles
 */
function epaperScreen(dates: EpaperDates | undefined, ed: EpaperEdition): string | null {
  const page = ed.pages.find(p => p.num === 1) ?? ed.pages[0]
  if (!page) return null
  const strip = `<div tabindex="0" class="sy-scroll sy-scroll--x epaper__dates"><div class="epaper__dates-row">${(dates?.dates ?? []).map(d =>
    `<div class="epaper__date${d === ed.date ? ' epaper__date--active' : ''}"><span>${e(paperDateLabel(d))}</span></div>`).join('')}</div></div>`
  const tabs = tabStrip(ed.pages.map(p => ({ key: p.num, title: p.name })), page.num)
  const areas = page.articles.map(a => `<div class="epaper__area" style="left: ${a.area[0]}%; top: ${a.area[1]}%; width: ${a.area[2]}%; height: ${a.area[3]}%;"></div>`).join('')
  return strip + tabs + `<div class="epaper__paper"><div class="epaper__sheet">${img('epaper__image', page.image, 'scaletofill', ' fetchpriority="high"')}${areas}</div></div>` +
    `<div class="epaper__list">${text('epaper__list-title', PAGE_ARTICLES)}${page.articles.map(a => `<div class="epaper__article"><span>${e(a.title)}</span></div>`).join('')}</div>`
}

/** a phone's first view of a list: the first chunk ChunkedList draws (its FIRST_VIEW_ITEMS), the rest a task later */
const FIRST_VIEW_ITEMS = 4

/** a hot-list entry as RankCard draws it (the first view's pictures load at once) */
function rankCard(item: NewsItem, rank: number): string {
  return `<div class="rank-card">${text(`rank-card__rank${rank <= 3 ? ' rank-card__rank--top' : ''}`, String(rank))}` +
    `<div class="rank-card__body">${text('rank-card__title', item.title)}${text('rank-card__heat', `${shortCount(item.pv)}热度`)}</div>` +
    `${item.imageUrl[0] ? img('rank-card__img', thumbnail(item.imageUrl[0]), 'aspectfill') : ''}</div>`
}

/** the chunks of a list the server draws: a phone's screen of rank cards (the app draws the second a task after the first) */
const FIRST_CHUNKS = 2

/** items as ChunkedList lays them out: in chunks of its first view's size */
function chunkedList(items: string[]): string {
  const chunks: string[] = []
  for (let start = 0; start < items.length; start += FIRST_VIEW_ITEMS) chunks.push(`<div class="chunked-list__chunk">${items.slice(start, start + FIRST_VIEW_ITEMS).join('')}</div>`)
  return `<div class="chunked-list">${chunks.join('')}</div>`
}

/** cards as NewsList lays them out (a ChunkedList) */
const chunked = (cards: string[]): string => `<div class="news-list">${chunkedList(cards)}</div>`

/** a special in /Special's list as SpecialCard draws it: its cover, marked and titled, over its newest stories */
function specialCard(s: SpecialListItem, first: boolean): string {
  return `<div class="special-card"><div class="special-card__cover">${img('special-card__img', s.topicImg, 'aspectfill', first ? ' fetchpriority="high"' : '')}` +
    `${text('special-card__mark', SPECIAL_MARK)}${text('special-card__title', s.topicTitle)}</div>` +
    s.list.map(n => `<div class="special-card__item">${text('special-card__category', n.category)}${text('special-card__item-title', n.title)}</div>`).join('') + '</div>'
}

/** /Special: the first view of the specials */
function specialsScreen(specials: SpecialListItem[]): string | null {
  return specials.length === 0 ? null : chunkedList(specials.slice(0, FIRST_TALL_CARDS).map((s, i) => specialCard(s, i === 0)))
}

/** a topic in a list as TopicItem draws it */
function topicItem(t: Topic): string {
  return `<div class="topic-item">${img('topic-item__img', thumbnail(t.image), 'aspectfill')}<div class="topic-item__body">${text('topic-item__title', `#${t.title}#`)}` +
    `<div class="topic-item__meta">${text('topic-item__count', `${shortCount(t.postNum)}条帖子`)}${text('topic-item__count', `${shortCount(t.replyNum)}回复`)}</div></div>` +
    `<div class="topic-item__follow">${e(FOLLOW_POST)}</div></div>`
}

/**
 * /timeTopic/home: every topic, a screen of them; with ?id= one topic (TopicStories): its head over its
 * stories (its second answer), titled #title#
 */
function topicsScreen(first: Topic[] | Topic, now: number, { screen, answers }: RouteContext): string | { body: string; title: string } | null {
  if (Array.isArray(first)) return first.length === 0 ? null : chunkedList(first.slice(0, FIRST_CHUNKS * FIRST_VIEW_ITEMS).map(topicItem))
  const stories = (answers[1] as StoryPage | undefined)?.list ?? []
  const head = `<div class="topic-head">${img('topic-head__img', first.image, 'aspectfill', ' fetchpriority="high"')}<div class="topic-head__body">${text('topic-head__title', `#${first.title}#`)}` +
    `${foldText('topic-head__intro', first.intro)}${text('topic-head__counts', `${shortCount(first.postNum)}条帖子 · ${shortCount(first.replyNum)}回复`)}</div></div>`
  return { body: head + (storyList(stories, now, pictureModeOf(screen)) ?? ''), title: `#${first.title}#` }
}

/** /hotNews as its page draws it from the list's first page: a screen of it (NewsList, chunks of RankCards) */
function hotList({ list: items }: StoryPage): string | null {
  if (items.length === 0) return null
  return chunked(items.slice(0, FIRST_CHUNKS * FIRST_VIEW_ITEMS).map((it, i) => rankCard(it, i + 1)))
}

/**
 * a list page's stories as NewsList draws them (StoryCard: NewsCards), chunk by chunk, a phone's screen of
 * them: up to the first kind another component draws (a live story's card, a block), where the app goes on
 */
function storyList(items: NewsItem[], now: number, pictureMode: boolean): string | null {
  const drawn: string[] = []
  for (const item of items.slice(0, FIRST_CHUNKS * FIRST_VIEW_ITEMS)) {
    const html = card(inPictureMode(item, pictureMode), now)
    if (html === null) break
    drawn.push(html)
  }
  return drawn.length === 0 ? null : chunked(drawn)
}


/** a 图集 story's gallery as src/packages/news/pages/picture draws it: its first picture and its caption */
function pictureStory(d: NewsDetail): string | null {
  const images = d.allImage.length ? d.allImage : d.imageUrl.map(url => ({ url, caption: '' }))
  if (images.length === 0) return null
  return `<div class="picture-detail"><div tabindex="0" class="sy-carousel picture-detail__swiper"><div class="sy-carousel__slide"><div class="picture-detail__slide">` +
    `${img('picture-detail__img', images[0].url, 'aspectfit', ' fetchpriority="high"')}</div></div></div>` +
    `<div class="picture-detail__caption">${text('picture-detail__title', d.title)}${text('picture-detail__index', `1/${images.length}`)}${text('picture-detail__text', images[0].caption)}</div></div>`
}

/** VideoStage before the reader plays: the poster under its overlay (with the title over it where given), ▶ */
function videoStage(d: NewsDetail, title?: string): string {
  const poster = d.imageUrl[0]
  return '<div class="video-detail__stage"><div class="video-detail__player"></div><div class="video-detail__overlay">' +
    `${poster ? img('video-detail__poster', poster, 'aspectfill', ' fetchpriority="high"') : ''}${title ? text('video-detail__overlay-title', title) : ''}<div class="video-detail__play"></div></div></div>`
}

/**
 * a video story as src/packages/news/pages/video draws it before the reader plays it: the poster under
 * VideoStage's overlay, the title and its line (the tabs below, the player itself are the app's)
 */
function videoStory(d: NewsDetail): string {
  return `<div class="video-detail">${videoStage(d, d.title)}` +
    `<div class="video-detail__head">${text('video-detail__title', d.title)}${text('video-detail__meta', `${minuteTime(d.newsTime)} · ${d.befrom} · ${shortCount(d.onclick)}次播放`)}</div></div>`
}

/**
 * what a shared video link opens (src/packages/news/pages/share-video): the poster under the overlay, the
 * title, its line and summary, and the link to the whole story (the related videos below are the app's)
 */
function sharedVideo(d: NewsDetail): string {
  return `<div class="video-detail share-video">${videoStage(d)}<div class="video-detail__head">${text('video-detail__title', d.title)}` +
    `${text('video-detail__meta', `${minuteTime(d.newsTime)} · ${d.befrom || d.userName} · ${SHARE_VIDEO_TEXT.plays(d.onclick)}`)}` +
    `${d.smallText ? text('share-video__summary', d.smallText) : ''}<div role="link" class="share-video__more">${e(SHARE_VIDEO_TEXT.more)}</div></div></div>`
}

/**
 * The pages a shared link opens, drawn from the first answer their route declares (common/routes.ts
 * `first`, carried in the page as boot data): null where the answer is one the app draws alone.
 */
/** what a route's screen is drawn with besides its first answer: the page's screen, and the data of each answer its route declares (undefined where it failed) */
interface RouteContext { screen: FirstScreen; answers: unknown[]; params: Record<string, string> }

/**
 * what a screen may be drawn for a reader without (the news search's history, the forms' drafts): each hides it
 * from a reader who keeps one by its rule in src/platform/first-paint.h5.scss (tests/server/h5-serving.test.ts)
 */
export const KEPT_NAMES = [NEWS_SEARCH_HISTORY_KEY, DRAFTS.politics, DRAFTS.ask, DRAFTS.ruralAsk, DRAFTS.answer, DRAFTS.complaint] as const
type KeptName = typeof KEPT_NAMES[number]

/**
 * a route's screen: its body, or with the title it is given and whether it hides the top bar; `unlessKept`:
 * drawn for a reader who keeps no such thing on the phone (the news search's history, a form's draft),
 * hidden from one who does by the page's inline check (content/reader-check.ts)
 */
type RouteDrawn = string | null | { body: string; title?: string; hideTopBar?: boolean; unlessKept?: KeptName }

const ROUTE_SCREENS: Partial<Record<RouteName, (data: never, now: number, context: RouteContext) => RouteDrawn>> = {
  politicsDetail: (d: PoliticsDetail) => politicsDetail(d),
  QADetail: (d: QaAnswerDetail, now: number) => qaDetail(d, now),
  DetailDiscover: (d: DiscoverDetail, now: number) => discoverDetail(d, now),
  ShopGoods: (g: ShopGoods) => goodsDetail(g),
  hotNews: (first: StoryPage) => hotList(first),
  compositionDetail: (d: CompositionDetail) => compositionDetail(d),
  PictureDetail: (d: NewsDetail) => {
    const body = pictureStory(d)
    return body === null ? null : { body, title: d.className }
  },
  VideoDetail: (d: NewsDetail) => ({ body: videoStory(d), title: d.className }),
  LiveDetail: (d: NewsDetail) => ({ body: liveStory(d), title: d.className }),
  ShareVideo: (d: NewsDetail) => ({ body: sharedVideo(d), title: d.title }),
  SelfDiscover: (t: DiscoverTopic, now: number, { answers }: RouteContext) => {
    const body = discoverTopic(t, (answers[1] as { list?: DiscoverItem[] } | undefined)?.list, now)
    return body === null ? null : { body, title: `#${t.title}#` }
  },
  readNewspaper: paperPage,
  maeNewspaper: paperPage,
  SpecialPage: specialPage,
  SpecialColumn: specialPage,
  // a sub-channel: its list call's first stories, titled as its menu entry names it
  subchannel: (first: StoryPage, now: number, { screen, params }: RouteContext) => {
    const body = storyList(first.list, now, pictureModeOf(screen))
    return body === null ? null : { body, title: decodeParam(params.className) }
  },
  // a column's stories, as any column's list page draws them
  compositionInformation: (first: StoryPage, now: number, { screen }: RouteContext) => storyList(first.list, now, pictureModeOf(screen)),
  columns: columnPage,
  politicsIndex: (list: PoliticsListItem[]) => politicsIndex(list),
  compositionStudent: studentPage,
  compositionTeachers: (page: { list: Teacher[] }) => sectionList(pagedItems(page, TEACHERS_TEXT.empty, t => teacherItem(t))),
  compositionTeacherComments: (page: { list: TeacherComment[] }) => sectionList(pagedItems(page, COMMENTS_TEXT.empty, r => reviewItem(r, true))),
  compositionNewspapers: (page: { list: NewspaperIssueWithWorks[] }) => sectionList(pagedItems(page, NEWSPAPERS_TEXT.empty, i => issueBlock(i), FIRST_TALL_CARDS)),
  compositionSchools: (page: { list: RankedSchool[] }) =>
    sectionList(tabStrip([{ key: 'rank', title: SCHOOLS_TEXT.rank }, { key: 'all', title: SCHOOLS_TEXT.all }], 'rank') + pagedItems(page, SCHOOLS_TEXT.empty, x => schoolItem(x))),
  compositionTeacher: teacherPage,
  compositionTeacherComment: (r: TeacherComment) => reviewDetail(r),
  compositionSchool: schoolPage,
  Image: imageTab,
  CommentPage: commentsPage,
  CommentReplyPage: threadPage,
  compositionCommentList: compositionComments,
  exposureIndex: exposureScreen,
  QAIndex: qaIndex,
  ruralHome: ruralPage,
  PointsIndex: pointsIndex,
  compositionList: worksPage,
  compositionRecommendList: worksPage,
  compositionRankList: rankList,
  ShangyouPage: providersPage,
  ShangyouSelf: providerPage,
  communityIndex: communityHome,
  QAList: qaList,
  QAMoreList: qaMoreList,
  AskSpecial: askSpecial,
  AskSpecialDetail: memberHome,
  BangSearch: (words: BangHotWord[]) => bangSearch(words),
  SearchDiscover: (words: TopicWord[]) => discoverSearchPage(words),
  SearchPage: (words: { id: number; title: string }[]) => newsSearch(words),
  ruralVideos: (first: StoryPage) => videoLessons(first),
  PointsRules: (rules: PointRule[]) => pointRules(rules),
  politicsCommit: (list: DepartmentSummary[]) => politicsCommit(list),
  ServeIndex: (groups: BangServiceGroup[]) => serveScreen(groups),
  QAReply: (d: QaQuestionPage) => replyForm(d),
  // 热门话题: a screen of them, as TopicItems in a ChunkedList
  TopicDiscover: ({ list }: { list: DiscoverTopic[] }) => (list.length === 0 ? null : chunkedList(list.slice(0, FIRST_CHUNKS * FIRST_VIEW_ITEMS).map(t => topicItem(asTopicItem(t))))),
  ruralQa: countryBang,
  ruralGeneralTab: ruralTabPage,
  ruralSubGeneralTab: ruralTabPage,
  ruralTalk: farmerTalk,
  Special: (specials: SpecialListItem[]) => specialsScreen(specials),
  timeTopic: topicsScreen,
  ruralColumnList: (first: StoryPage, now: number, { screen, answers, params }: RouteContext) => {
    const body = storyList(first.list, now, pictureModeOf(screen))
    return body === null ? null : { body, title: params.title || (answers[1] as { columnname?: string } | undefined)?.columnname || '' }
  },
  // the story from the CMS's controller, and its ads (its second answer)
  NewsDetailWeb: (d: NewsDetail, _now: number, { screen, answers }: RouteContext) =>
    ({ body: storyBody({ ads: Array.isArray(answers[1]) ? answers[1] as Ad[] : [], adBit: screen.adBit }, d), title: d.className }),
  communityDetail: (d: BangPostDetail, now: number) => {
    const body = postDetail(d, now)
    return body === null ? null : { body, title: postPageTitle(d) }
  },
}

/** a newspaper's page from its dates and its newest edition (the second answer; without it the app draws) */
function paperPage(dates: EpaperDates, _now: number, { answers }: RouteContext): { body: string; title: string } | null {
  if (!answers[1]) return null
  const ed = answers[1] as EpaperEdition
  const body = epaperScreen(dates, ed)
  return body === null ? null : { body, title: ed.name ?? dates.name }
}

/**
 * /columns: a column's sub-columns as tabs (全部 first, active; none with noTab) over its first stories; titled
 * with the title it was opened with, else the column's name (its second answer)
 */
function columnPage(first: StoryPage, now: number, { screen, answers, params }: RouteContext): { body: string; title: string } | null {
  const list = storyList(first.list, now, pictureModeOf(screen))
  if (list === null) return null
  const column = answers[1] as AreaColumn | undefined
  const columnId = Number(params.columnId)
  const subs = params.noTab === 'true' || params.noTab === '1' ? [] : column?.areasub ?? []
  const tabs = subs.length > 0 ? tabStrip([{ key: columnId, title: '全部' }, ...subs.map(c => ({ key: c.columnid, title: c.columnname }))], columnId) : ''
  return { body: tabs + list, title: params.mainColumnTitle || column?.columnname || '' }
}

/** a reply under a comment as CommentItem's Reply draws it */
function commentReply(r: Comment): string {
  const to = r.beCommenter ? `${text('comment-item__reply-to', ` ${COMMENT_TEXT.reply} `)}${text('comment-item__reply-name', r.beCommenter)}` : ''
  return `<div class="comment-item__reply">${text('comment-item__reply-name', r.nickname)}${to}${text('comment-item__reply-text', `：${r.sayText}`)}</div>`
}

/** a comment as CommentItem draws it for a visitor (nobody's own; not liked); `showReplies` as its prop */
function commentItem(c: Comment, now: number, showReplies = true): string {
  const likes = `<div role="button" aria-label="${e(`${COMMENT_TEXT.like}${c.zcNum > 0 ? ` ${c.zcNum}` : ''}`)}" aria-pressed="${c.isDoLike ? 'true' : 'false'}" class="comment-item__like${c.isDoLike ? ' comment-item__like--on' : ''}">` +
    `<div class="comment-item__like-icon"></div>${text('comment-item__like-count', c.zcNum > 0 ? String(c.zcNum) : '')}</div>`
  const head = `<div class="comment-item__head">${text('comment-item__name', c.nickname)}${c.isGood ? text('comment-item__good', COMMENT_TEXT.good) : ''}` +
    `${c.underReview ? text('comment-item__review', COMMENT_TEXT.underReview) : likes}</div>`
  const words = `<span class="comment-item__text">${c.beCommenter ? text('comment-item__to', `${COMMENT_TEXT.replyTo(c.beCommenter)}：`) : ''}${e(c.sayText)}</span>`
  const replies = showReplies && c.subComments.length > 0
    ? `<div class="comment-item__replies">${c.subComments.map(commentReply).join('')}${c.hasMoreSubComments ? text('comment-item__all', COMMENT_TEXT.allReplies) : ''}</div>`
    : ''
  const foot = `<div class="comment-item__foot">${c.region ? text('comment-item__region', c.region) : ''}${text('comment-item__time', relativeTime(c.sayTime, now))}` +
    `${c.underReview ? '' : text('comment-item__action', COMMENT_TEXT.reply)}` +
    `${c.belongMyself ? text('comment-item__action comment-item__action--delete', COMMENT_TEXT.delete) : text('comment-item__action comment-item__action--report', COMMENT_TEXT.report)}</div>`
  return `<div class="comment-item${c.isGood ? ' comment-item--good' : ''}">${img('comment-item__avatar', c.userPic, 'aspectfill')}<div class="comment-item__main">${head}${words}${replies}${foot}</div></div>`
}

/** EmptyState */
const emptyState = (value: string): string => `<div class="empty-state"><div class="empty-state__icon"></div>${text('empty-state__text', value)}</div>`

/**
 * /CommentReplyPage as its page draws a thread: the comment (its first answer), then 全部回复 with the count
 * and the first replies (its second answer)
 */
function threadPage(first: CommentListData, now: number, { answers }: RouteContext): string | null {
  const head = first.list[0]
  const replies = answers[1] as Comment[] | undefined
  if (!head || !Array.isArray(replies)) return null
  const items = replies.length === 0 ? emptyState(COMMENT_TEXT.empty) : replies.slice(0, FIRST_COMMENTS).map(r => commentItem(r, now, false)).join('')
  return `<div class="reply-page"><div class="reply-page__head">${commentItem(head, now, false)}</div><div class="comment-block"><div class="comment-block__head">` +
    `${text('comment-block__title', COMMENT_TEXT.repliesTitle)}${head.rsNum > 0 ? text('comment-block__count', String(head.rsNum)) : ''}</div>${items}</div></div>`
}

/** what a phone's first view holds of a list of comments (the rest the app draws) */
const FIRST_COMMENTS = 6

/**
 * /CommentPage as its page draws a story's comments: the hot ones, then 全部评论 with the count and the
 * newest (the story is the first answer, its comments' first page the second); the comment bar is the app's
 */
function commentsPage(d: NewsDetail, now: number, { answers }: RouteContext): string | null {
  const page = answers[1] as CommentListData | undefined
  if (!page || permissionHides(d.permission, PERMISSION.comments)) return null
  const hot = page.hot.length > 0
    ? `<div class="comment-block comment-block--hot"><div class="comment-block__head"><div class="comment-block__title">${e(COMMENT_TEXT.hotTitle)}</div></div>${page.hot.slice(0, FIRST_COMMENTS).map(c => commentItem(c, now)).join('')}</div>`
    : ''
  return `<div class="comment-page">${hot}${commentBlock(page.list.slice(0, Math.max(0, FIRST_COMMENTS - page.hot.length)), page.total, now, COMMENT_TEXT.empty)}</div>`
}

/** 全部评论 as CommentBlock draws it (its title and count over the comments given, or what an empty list says) */
function commentBlock(comments: Comment[], total: number, now: number, emptyText: string): string {
  const items = comments.length === 0 ? emptyState(emptyText) : comments.map(c => commentItem(c, now)).join('')
  return `<div id="comments" class="comment-block"><div class="comment-block__head">${text('comment-block__title', COMMENT_TEXT.title)}${total > 0 ? text('comment-block__count', String(total)) : ''}</div>${items}</div>`
}

/** /compositionCommentList: a public composition's comments as BangComments draws them (its first view; the box to write is the app's) */
function compositionComments(page: CommentListData, now: number): string {
  return commentBlock(page.list.slice(0, FIRST_COMMENTS), page.total, now, COMMENT_TEXT.hotEmpty)
}

/** a question in 问政's list as PoliticsCard draws it */
function politicsCard(q: PoliticsListItem): string {
  const tags = q.underReview
    ? text('politics-tag politics-tag--off', UNDER_REVIEW)
    : `<div class="politics-tags">${text(`politics-tag politics-tag--${statusTone(q.statusCode)}`, q.status)}${q.overdue ? text('politics-tag politics-tag--overdue', OVERDUE) : ''}</div>`
  const reply = q.replyContent
    ? `<div class="politics-card__reply-box"><span class="politics-card__reply">${text('politics-card__reply-label', DEPARTMENT_REPLY)}${e(q.replyContent)}</span></div>`
    : ''
  return `<div class="politics-card"><div class="politics-card__head">${text('politics-card__title', q.title)}${tags}</div>${reply}` +
    `<div class="politics-card__meta">${text('politics-card__department', q.department.name)}<span>${e(q.time.slice(5, 16))}</span><span>${e(`${shortCount(q.readNum)}阅读`)}</span></div></div>`
}

/** the picture picker as PicturePicker draws it with nothing attached: the + tile, and the video's where the form takes one */
function emptyPicker(withVideo: boolean): string {
  const add = `<div role="button" aria-label="${e(`${PICKER_TEXT.add} 0/${PICTURES_MAX}`)}" class="picture-picker__tile picture-picker__add">${text('picture-picker__plus', '+')}${text('picture-picker__count', `0/${PICTURES_MAX}`)}</div>`
  const video = withVideo ? `<div role="button" aria-label="${e(PICKER_TEXT.addVideo)}" class="picture-picker__tile picture-picker__add-video"><div class="picture-picker__film"></div>${text('picture-picker__caption', PICKER_TEXT.video)}</div>` : ''
  return `<div class="picture-picker">${add}${video}</div>`
}

/**
 * 我要问政 (/BangBang/politics/commit) as its page draws it with nothing written: the departments, the title
 * and the question (read-only: a reader types into the app's), the picker, the notice, 提交. Drawn for a reader
 * with no draft of it on the phone (a draft is the app's to show: the page's inline check hides this from them).
 */
function politicsCommit(list: DepartmentSummary[]): { body: string; unlessKept: KeptName } {
  const label = (t: string) => text('politics-commit__label', t)
  const body = `<div class="politics-commit">${label(COMMIT_TEXT.department)}` +
    `<div class="politics-commit__departments">${list.map(d => `<div role="button" class="politics-commit__department">${e(d.name)}</div>`).join('')}</div>` +
    `${label(COMMIT_TEXT.title)}${taroInput('politics-commit__input', 'text', TITLE_MAX, COMMIT_TEXT.titlePlaceholder)}` +
    `${label(COMMIT_TEXT.content)}${emptyTextArea('politics-commit__textarea', COMMIT_TEXT.contentPlaceholder, CONTENT_MAX)}` +
    `${text('politics-commit__count', `0/${CONTENT_MAX}`)}${emptyPicker(true)}${text('politics-commit__notice', COMMIT_TEXT.notice)}` +
    `<div role="button" class="politics-commit__submit">${e(COMMIT_TEXT.submit)}</div></div>`
  return { body, unlessKept: DRAFTS.politics }
}

/** a service as 便民服务's page draws it: its title and intro, then the number to copy or 去办理 */
function serviceItem(s: BangService): string {
  const action = s.kind === 'phone'
    ? `<div class="serve__phone">${text('serve__number', s.value)}${text('serve__action', SERVE_TEXT.copy)}</div>`
    : text('serve__action', SERVE_TEXT.open)
  return `<div class="serve__item"><div class="serve__body">${text('serve__title', s.title)}${text('serve__intro', s.intro)}</div>${action}</div>`
}

/** 作文自查 (/testcomposition) as its page opens: what it does, the grade bands (its first band chosen), the empty box, 检查 */
function practiceForm(): string {
  const bands = GRADE_BAND_KEYS.map(b => `<div role="button" class="composition-form__chip${b === PRACTICE_START_BAND ? ' composition-form__chip--on' : ''}">${e(GRADE_BANDS[b].label)}</div>`).join('')
  return `<div class="composition-form practice">${text('composition-form__hint', PRACTICE_TEXT.intro)}${text('composition-form__label', PRACTICE_TEXT.band)}` +
    `<div class="composition-form__chips">${bands}</div>${emptyTextArea('composition-form__textarea practice__text', PRACTICE_TEXT.placeholder, BODY_MAX)}` +
    `<div role="button" class="composition-form__button practice__check">${e(PRACTICE_TEXT.check)}</div></div>`
}

/** 便民服务 (/BangBang/serve/index) as its page draws it: the whole directory by category (a few dozen lines at most) */
function serveScreen(groups: BangServiceGroup[]): string {
  if (groups.length === 0) return emptyState(SERVE_TEXT.none)
  return groups.map(g => `<div class="serve__group">${text('serve__category', g.category)}${g.items.map(serviceItem).join('')}</div>`).join('')
}

/** a form's box with nothing in it, read-only (a reader types into the app's), as the platform's TextArea draws it on H5 */
const emptyTextArea = (cls: string, placeholder: string, max: number): string =>
  `<textarea class="${cls}" placeholder="${e(placeholder)}" maxlength="${max}" readonly></textarea>`

/**
 * 我要提问 (/BangBang/QA/ask) as its page draws it with nothing written: to whom (the journalist or expert the
 * address names, or anyone; 乡村帮帮's, with its categories, the one the address starts with chosen), the box,
 * 0/300, the picker, the notice, 提交问题. Drawn for a reader with no draft of it (the draft is the app's to show).
 */
function askForm(params: Record<string, string>): { body: string; unlessKept: KeptName } {
  const rural = params.section === 'rural'
  // (who it is put to, read from the address as the page reads it)
  const to = numberParam(params.targetId) !== 0
    ? `<div class="qa-form__target">${text('qa-form__target-name', ASK_TEXT.to(decodeParam(params.targetName)))}${text('qa-form__link', ASK_TEXT.anyone)}</div>`
    : text('qa-form__hint', rural ? ASK_TEXT.toRural : ASK_TEXT.toAnyone)
  const chips = rural
    ? `<div role="radiogroup" aria-label="${e(ASK_TEXT.category)}" class="qa-form__chips qa-form__categories">` +
      RURAL_QA_CATEGORY_KEYS.map(c => `<div role="radio" aria-checked="${c === params.category}" class="qa-form__chip${c === params.category ? ' qa-form__chip--on' : ''}">${e(RURAL_QA_CATEGORIES[c])}</div>`).join('') + '</div>'
    : ''
  const body = `<div class="qa-form">${to}${chips}${emptyTextArea('qa-form__textarea', ASK_TEXT.placeholder, QUESTION_MAX)}${text('qa-form__count', `0/${QUESTION_MAX}`)}` +
    `${emptyPicker(true)}${text('qa-form__notice', ASK_TEXT.notice)}<div role="button" class="qa-form__submit">${e(ASK_TEXT.submit)}</div></div>`
  return { body, unlessKept: rural ? DRAFTS.ruralAsk : DRAFTS.ask }
}

/**
 * 我来回答 (/BangBang/QA/reply) as its page draws it with nothing written: the question, the box, 0/2000, the
 * picker, 提交回答. Drawn for a reader with no answer in draft (the one draft names its question: any hides this).
 */
function replyForm(d: QaQuestionPage): { body: string; unlessKept: KeptName } {
  const body = `<div class="qa-form">${text('qa-form__question', d.header.content)}${emptyTextArea('qa-form__textarea', REPLY_TEXT.placeholder, ANSWER_MAX)}` +
    `${text('qa-form__count', `0/${ANSWER_MAX}`)}${emptyPicker(true)}<div role="button" class="qa-form__submit">${e(REPLY_TEXT.submit)}</div></div>`
  return { body, unlessKept: DRAFTS.answer }
}

/**
 * 直播带货投诉平台 (/Complaints-platform) as its page opens, at 我要投诉 with nothing written: the intro, the tabs,
 * the platforms (none chosen), the shop, the order's number and the problem (read-only), the picker, the notice,
 * 提交投诉. Drawn for a reader with no draft of a complaint (the draft is the app's to show).
 */
function complaintForm(): { body: string; unlessKept: KeptName } {
  const label = (t: string) => text('politics-commit__label', t)
  const platforms = COMPLAINT_PLATFORMS.map(p => `<div role="radio" aria-checked="false" class="politics-commit__department">${e(p)}</div>`).join('')
  const form = `<div class="politics-commit complaints__form">${label(COMPLAINT_TEXT.platform)}<div role="radiogroup" class="politics-commit__departments">${platforms}</div>` +
    `${label(COMPLAINT_TEXT.seller)}${taroInput('politics-commit__input complaints__seller', 'text', COMPLAINT_LIMITS.seller, COMPLAINT_TEXT.sellerPlaceholder)}` +
    `${label(COMPLAINT_TEXT.orderNo)}${taroInput('politics-commit__input complaints__order', 'text', COMPLAINT_LIMITS.orderNo, COMPLAINT_TEXT.orderPlaceholder)}` +
    `${label(COMPLAINT_TEXT.content)}${emptyTextArea('politics-commit__textarea', COMPLAINT_TEXT.contentPlaceholder, COMPLAINT_LIMITS.content)}${text('politics-commit__count', `0/${COMPLAINT_LIMITS.content}`)}` +
    `${label(COMPLAINT_TEXT.evidence)}${emptyPicker(true)}${text('politics-commit__notice', COMPLAINT_TEXT.notice)}<div role="button" class="politics-commit__submit">${e(COMPLAINT_TEXT.submit)}</div></div>`
  const tabs = tabStrip([{ key: 'write', title: COMPLAINT_TEXT.tabs.write }, { key: 'mine', title: COMPLAINT_TEXT.tabs.mine }], 'write')
  return { body: `<div class="complaints">${text('complaints__intro', COMPLAINT_TEXT.intro)}${tabs}${form}</div>`, unlessKept: DRAFTS.complaint }
}

/** 问政 (/BangBang/politics/index, newest first) as its page draws it: the intro, the orders, the first questions, 我要问政 */
function politicsIndex(list: PoliticsListItem[]): string {
  const items = pagedItems({ list }, NO_QUESTIONS, q => politicsCard(q), FIRST_CHUNKS * FIRST_VIEW_ITEMS)
  return `<div class="politics-index__intro"><span>${e(POLITICS_INTRO)}</span></div>${tabStrip(POLITICS_TABS, 'new')}${items}<div role="button" class="politics-index__ask">${e(ASK)}</div>`
}

/** a special's page (/SpecialPage, /SpecialColumn: opened at one of its categories) */
function specialPage(d: SpecialInfo, _now: number, { params }: RouteContext): { body: string; title: string } {
  return { body: specialTop(d, Number(params.classId)), title: d.title }
}

/** whether the server draws the route's page itself (its styles are then the page's own, named in the head) */
export const drawsRoute = (name: RouteName): boolean => ROUTE_SCREENS[name] !== undefined || plainScreen(name) !== undefined

/**
 * The login page as /LoginPage draws it. `prompt`: sent there by the app (mastLogin=true), not come by the
 * reader; `wechat`: 微信登录 offered (the WeChat browser, where the site has WeChat's authorize address:
 * sessionStore.wechatLoginOffered).
 */
function loginPage(prompt: boolean, wechat: boolean): string {
  const choice = (tone: string, words: string) => `<div role="button" class="login-page__choice${tone ? ` login-page__choice--${tone}` : ''}">${e(words)}</div>`
  return '<div class="login-page"><div class="login-page__logo">上游</div>' +
    text('login-page__title', prompt ? LOGIN_TEXT.prompt : LOGIN_TEXT.title) + text('login-page__subtitle', LOGIN_TEXT.subtitle) +
    choice('main', LOGIN_TEXT.bySms) + choice('', LOGIN_TEXT.byPassword) + (wechat ? choice('wechat', LOGIN_TEXT.byWechat) : '') +
    text('login-page__register', LOGIN_TEXT.register) + '</div>'
}

/** the phone's field as PhoneInput draws it */
const phoneInput = (): string => `<div class="phone-input">${text('phone-input__prefix', PHONE_PREFIX)}${taroInput('phone-input__field', 'number', PHONE_LENGTH, PHONE_PLACEHOLDER)}</div>`

/**
 * the fields SmsFields draws before anything is done: the phone, the slider at its start (its track measured
 * by the app: no id here), 获取验证码 off until the slide has passed, the code's six empty boxes
 */
function smsFields(withCode: boolean): string {
  const slider = `<div class="slider-verify"><div class="slider-verify__fill" style="width:${SLIDER_HANDLE / 2}px"></div>${text('slider-verify__hint', SLIDER_HINT)}` +
    `<div class="slider-verify__handle" style="transform:translateX(0px)"><span>»</span></div></div>`
  const code = `<div class="code-input"><div class="code-input__boxes">${'<div class="code-input__box"><span></span></div>'.repeat(CODE_LENGTH)}</div>` +
    `${taroInput('code-input__field', 'number', CODE_LENGTH, '', CODE_LABEL)}</div>`
  return `<div class="sms-fields">${phoneInput()}${slider}<div class="sms-fields__send">${text('sms-fields__label', SMS_CODE_LABEL)}` +
    `<div role="button" class="sms-fields__button sms-fields__button--off">${e(SEND_CODE)}</div></div>${withCode ? code : ''}</div>`
}

/** each login form's fields, as its page puts them in AuthForm */
const AUTH_FIELDS: Record<AuthFormRoute, () => string> = {
  MessageLogin: () => smsFields(true),
  PasswordLogin: () => phoneInput() + taroInput('auth-form__input', 'password', PASSWORD_MAX, PASSWORD_PLACEHOLDER),
  RegisterPage: () => smsFields(true) + taroInput('auth-form__input', 'password', PASSWORD_MAX, PASSWORD_RULE),
  FindPage: () => smsFields(false),
}

/** a login form (/MessageLogin, /PasswordLogin, /RegisterPage, /FindPage) as AuthForm draws it, its fields empty */
function authForm(route: AuthFormRoute): string {
  const w = AUTH_FORMS[route]
  const links: readonly string[] = w.links
  return `<div class="auth-form">${text('auth-form__title', w.title)}${w.subtitle ? text('auth-form__subtitle', w.subtitle) : ''}` +
    `<div class="auth-form__fields">${AUTH_FIELDS[route]()}</div><div role="button" class="auth-form__submit">${e(w.action)}</div>` +
    `${links.length > 0 ? `<div class="auth-form__links">${links.map(l => `<span>${e(l)}</span>`).join('')}</div>` : ''}</div>`
}
const isAuthForm = (name: RouteName): name is AuthFormRoute => Object.prototype.hasOwnProperty.call(AUTH_FORMS, name)

/** the pages the server draws without any answer of their own (the login forms, PLAIN_SCREENS), or undefined */
function plainScreen(name: RouteName): PlainDraw | undefined {
  if (isAuthForm(name)) return () => authForm(name)
  return Object.prototype.hasOwnProperty.call(PLAIN_SCREENS, name) ? PLAIN_SCREENS[name as keyof typeof PLAIN_SCREENS] as PlainDraw : undefined
}

type LoginScreen = 'all' | 'visitor' | null
/**
 * Whether a route's first screen is the login page, and for whom: 'all' on /LoginPage; 'visitor' on a
 * reader's own page (RouteMeta.needsLogin), where the app takes a visitor to the login page as soon as it has
 * started (a reader with a session never sees it: content/reader-check.ts); none in the native app, whose login
 * is its own.
 */
function loginScreenOf(name: RouteName, environment: Environment): LoginScreen {
  if (name === 'LoginPage') return 'all'
  return routeMeta(name).needsLogin && environment !== 'app' ? 'visitor' : null
}


/** the route's page drawn from its first answer in the page's boot data ('' where it is not), and what a reader it is drawn for keeps none of */
function routeScreen(screen: FirstScreen, route: { name: RouteName; params: Record<string, string> }, frame: Frame): { html: string; unlessKept?: KeptName } {
  const none = { html: '' }
  const draw = ROUTE_SCREENS[route.name]
  const def = routes[route.name] as RouteDef
  const firstDeclared = draw ? def.first?.(route.params) ?? [] : []
  // (the newsroom's preview shows the story as last saved: not what a visitor's answers hold)
  if (!draw || firstDeclared.length === 0 || route.params.preview !== undefined) return none
  const dataOf = (a: FirstAnswer) => {
    const answer = screen.boot.responses[answerKey(a.path, a.query, a.version)] as { statusCode?: number; data?: unknown } | undefined
    return answer?.statusCode === 200 && answer.data !== null ? answer.data : undefined
  }
  // the first answers, then those that follow from them
  const first = firstDeclared.map(dataOf)
  const answers = [...first, ...(def.then?.(route.params, first) ?? []).map(dataOf)]
  if (answers[0] === undefined) return none
  return framed(route.name, frame, draw(answers[0] as never, frame.now, { screen, answers, params: route.params }))
}

/** a route's drawn page in the page's frame ('' where it is not drawn), and what a reader it is drawn for keeps none of */
function framed(name: RouteName, frame: Frame, drawnPage: RouteDrawn): { html: string; unlessKept?: KeptName } {
  if (drawnPage === null) return { html: '' }
  return typeof drawnPage === 'string'
    ? { html: pageFrame(name, frame, drawnPage) }
    : { html: pageFrame(name, frame, drawnPage.body, drawnPage.title, drawnPage.hideTopBar), unlessKept: drawnPage.unlessKept }
}

/**
 * The parts drawn by hand after the app's components (NewsCard, ChannelMenu, BannerCarousel, DiscoverCard,
 * the 帮帮 tab): tests/unit/first-paint.test.tsx draws each beside its component from the same data and
 * compares their element and class trees, so a change on one side fails until the other follows.
 */
export const FIRST_PAINT_PARTS = { routeDraw: (name: RouteName) => ROUTE_SCREENS[name]!, plainScreen: (name: RouteName) => plainScreen(name)!, qaCard, memberCard, studentPage, teacherPage, schoolPage, imageTab, farmerTalk, exposureScreen, postCard, commentsPage, threadPage, compositionComments, columnPage, specialsScreen, topicsScreen, politicsDetail, qaDetail, discoverDetail, goodsDetail, postDetail, compositionDetail, hotList, storyList, specialTop, discoverTopic, epaperScreen, pictureStory, videoStory, sharedVideo, liveStory, storyBody, pageFrame, promoBar, coolVideoSlide, loginPage, authForm, newsCard: card, channelMenu, banner, discoverCard, bangScreen, compositionCard, compositionTop, ruralTop }

/**
 * The first screen's markup for the page ('' where the app draws it alone); whether it is the login page and
 * for whom (loginScreenOf); `checked`: the screen is for some readers only (a visitor; one with no search
 * history), and the page carries the check that hides it from the others before it paints (content/reader-check.ts)
 */
export function firstPaintHtml(screen: FirstScreen, userAgent: string, now = Date.now(), route?: { name: RouteName; params: Record<string, string> }): { html: string; login: LoginScreen; checked: boolean } {
  const environment = detectEnvironment(userAgent)
  const config = (screen.boot.responses['/config/inits.json'] as { data?: SiteConfig } | undefined)?.data ?? {}
  const appPromotion = config.appPromotion ?? false
  const promo = promoBarVisible(true, environment, appPromotion)
  let body = ''
  let login: LoginScreen = null
  let unlessKept: KeptName | undefined
  if (screen.home) body = homeScreen(screen, promo, now)
  else if (screen.composition) body = compositionScreen(screen, promo)
  else if (screen.rural) body = ruralScreen(screen, promo)
  else if (screen.coolVideo && screen.coolVideo.videos.length > 0) body = coolVideoScreen(screen.coolVideo.videos, promo, topBarVisible({ environment, appPromotion, isDetail: false, channelsLoaded: true }))
  else if (screen.bang) body = bangScreen(screen, topBarVisible({ environment, appPromotion, isDetail: false, channelsLoaded: true }), config.hotline ?? '')
  else if (screen.discover) body = discoverScreen(screen, topBarVisible({ environment, appPromotion, isDetail: false, channelsLoaded: true }), now)
  else if (screen.story) body = storyScreen(screen, screen.story, promo, topBarVisible({ environment, appPromotion, isDetail: true, channelsLoaded: true }))
  else if (route) {
    login = loginScreenOf(route.name, environment)
    const frame = { promo, topBar: topBarVisible({ environment, appPromotion, isDetail: true, channelsLoaded: true }), now }
    const plain = plainScreen(route.name)
    if (login) body = pageFrame('LoginPage', frame, loginPage(login === 'visitor' || route.params.mastLogin === 'true', environment === 'wechat' && !!config.wechatAuthorizeUrl))
    else ({ html: body, unlessKept } = plain ? framed(route.name, frame, plain(config, route.params)) : routeScreen(screen, route, frame))
  }
  if (!body) return { html: '', login: null, checked: false }
  const forSome = login === 'visitor' ? ` ${VISITOR_SCREEN_CLASS}` : unlessKept ? ` ${unlessKeptClass(unlessKept)}` : ''
  return { html: `<div id="${FIRST_PAINT_ID}" class="first-paint${forSome}">${body}</div>`, login, checked: forSome !== '' }
}

/** The image the first screen's largest paint is (the banner, or the story's first picture), to preload. */
export function firstPaintImage(screen: FirstScreen): string {
  if (screen.home) return thumbnail(screen.home.data.banner[0]?.imageUrl[0] ?? '', BANNER_PERCENT)
  if (screen.story) return articleBlocks(screen.story.content).find(b => b.kind === 'image')?.src ?? ''
  if (screen.composition) return screen.composition.home.popular.find(c => c.cover)?.cover ?? ''
  if (screen.coolVideo) return screen.coolVideo.videos[0]?.imageUrl[0] ?? ''
  const post = screen.discover ? drawnPosts(screen.discover.posts).find(p => p.thumbs.length > 0) : undefined
  return post ? (post.thumbs.length === 1 ? post.images[0] : post.thumbs[0]) : ''
}
