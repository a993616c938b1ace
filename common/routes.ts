// The one route table: spec route name ↔ mini-program page path ↔ public H5 address, with metadata.
// Pure data and pure functions only: the build config (Node) and the app both import it.
import type { RequestVersion } from '../types/api/news'
import type { RankPeriod, RankType } from '../types/api/composition'
import { COMPOSITION_NEWS_COLUMN_ID, FORECAST_DEFAULT_ADCODE, PHOTO_COLUMN_ID, RURAL_NEWS_COLUMN_ID, RURAL_VIDEO_COLUMN_ID, VIDEO_COLUMN_ID } from '../types/api/sections'
import { subchannelApi } from './subchannel'

/** Content type numbers carried by the promo bar (reading-side spec §2). */
export const CONTENT_TYPE = {
  live: 1,
  picture: 2,
  news: 3,
  special: 5,
  compositionDetail: 7,
  politicsDetail: 15,
  qaDetail: 16,
  expertDetail: 17,
  communityDetail: 18,
  discoverDetail: 20,
  coolVideo: 21,
  qaList: 22,
} as const

export interface RouteMeta {
  /** navigation title; empty means the page sets its own (e.g. the story's channel) */
  title: string
  keepAlive?: boolean
  /** bottom tab bar shown on this route (the tab screens; absent: not shown) */
  tabbarVisible?: boolean
  /** promo bar allowed here: the content type the native app should open */
  promo?: number
  /** the top bar is its back button alone, over the page (full-screen pages: the vertical videos) */
  justShowNavBtn?: boolean
  navType?: 'light' | 'dark'
  /** the top bar's right text; the page says what a tap on it does (PageShell onNavRight) */
  navRight?: string
  /**
   * the page goes back to its section's home, not to the page before (reading-side spec §2: politics and
   * Q&A pages to /BangBang/index), unless the reader came from that home or from a search (`search`)
   */
  backHome?: 'BangBang'
  /** a search page: pages opened from its results go back to it (backHome's exception) */
  search?: true
  /**
   * the native app shows this page itself (its stories, specials, columns, tabs): inside the app's webview
   * it is opened through the app's bridge with its jump descriptor (common/jump.ts jumpOf), not in the webview
   */
  native?: true
  /**
   * a page of another section that opens that section's pages (渝农's 乡村帮帮 opens 问答's questions): they
   * go back to it, as to the section's home (the spec does not know 渝农; docs/api.md)
   */
  opensSection?: 'BangBang'
  /**
   * the points shop (spec §2): its title goes to the native app's bar (default: the newspaper's name) and
   * is shown nowhere else — no title in the top bar or the mini-program's navigation bar
   */
  hideTitle?: boolean
  /**
   * the page is the reader's own (a form that sends, their orders, their ledger): PageShell tells a
   * visitor 请先登录上游账号 and takes them to log in, back here after (the server refuses them anyway)
   */
  needsLogin?: boolean
}

/** a GET the page's stores make when it opens (v1, as a visitor): its path and query exactly as they send them */
export interface FirstAnswer {
  path: string
  query?: Record<string, string | number>
  /** asked for in this version of the API (a list of stories: 'v2', as storyPage asks) */
  version?: RequestVersion
}

export interface RouteDef {
  /** mini-program page path, also Taro's page id on h5 */
  page: string
  /**
   * the answers the page asks for first, from its address's params (none: it cannot know them): the H5
   * server carries them in the page as boot data, so the page draws after one download, not after its
   * script and then its answers (issue 30; routes/h5.ts)
   */
  first?: (params: Record<string, string>) => FirstAnswer[]
  /**
   * the answers that follow from the first ones (`first`: undefined where one failed), where the first say what
   * to ask next (a 渝农 tab's page: its column's first stories, once the tab says which column): the H5 server
   * asks them after the first and carries them too; the app asks them itself
   */
  then?: (params: Record<string, string>, first: readonly unknown[]) => FirstAnswer[]
  /**
   * public H5 address below the base path; `:name` segments are filled from params.
   * The first entry is used to build links; later entries are accepted aliases.
   */
  paths: readonly string[]
  meta: RouteMeta
}

/** a subpackage's page path: packages/{root}/pages/{name}/index */
const sub = (root: string, name: string) => `packages/${root}/pages/${name}/index`

/** an address's id param when it is one (a positive whole number), else none */
const idParam = (p: Record<string, string>, key = 'id'): number | null => (/^[1-9]\d{0,9}$/.test(p[key] ?? '') ? Number(p[key]) : null)
/** a 帮帮 thing's first page of comments as the page asks for it (types/api/qa.ts bangWire; a unit test holds them together) */
const bangComments = (id: number, wire: { classid: number; section?: string }): FirstAnswer => ({ path: '/api/bv/comment/list', query: { from: 'bang', ...wire, id, page: 1 } })
/**
 * a story page's first answers as its stores ask them (NewsDetailStore, the ad rotation, the comments'
 * first page), and `more` of the page's own; none for an address without its story
 */
/** a story's class in an address (0 where it has none: the server finds the story by its id) */
const classIdParam = (p: Record<string, string>): number => (/^\d{1,9}$/.test(p.classId ?? '') ? Number(p.classId) : 0)
/** the page size of a story's related stories and of a comment's replies (services/interactions LIST_PAGE_SIZE; a unit test holds them together) */
const LIST_PAGE_SIZE = 20

const storyFirst = (p: Record<string, string>, { ads = true, comments = true, more = [] as FirstAnswer[] } = {}): FirstAnswer[] => {
  const classId = classIdParam(p)
  const newsId = idParam(p, 'newsId')
  if (newsId === null) return []
  const story = { classId, newsId }
  return [
    { path: '/v1/news/getDetails', query: story },
    ...(ads ? [{ path: '/v1/ad/getList', query: story }] : []),
    ...(comments ? [{ path: '/v1/comment/getList', query: { ...story, page: 1 } }] : []),
    ...more,
  ]
}

/** a story's related stories' first page (stores/news-detail relatedList) */
const relatedFirst = (p: Record<string, string>): FirstAnswer[] =>
  (idParam(p, 'newsId') === null ? [] : [{ path: '/v1/news/getRelationNews', query: { classId: Number(p.classId) || 0, newsId: Number(p.newsId), page: 1, pageSize: LIST_PAGE_SIZE }, version: 'v2' }])

/** the newspapers' codes, by the route that shows each */
export const PAPERS = { readNewspaper: 'cqcb', maeNewspaper: 'cqwb' } as const

/** a newspaper's page: its dates, and its newest edition */
const paperFirst = (paper: string): FirstAnswer[] => [{ path: '/v1/epaper/dates', query: { paper } }, { path: '/v1/epaper/edition', query: { paper } }]

/** a special's page: the special (its picture, its words, its categories) */
const specialFirst = (p: Record<string, string>): FirstAnswer[] => { const classId = idParam(p, 'classId'); return classId === null ? [] : [{ path: '/v1/news/specailCategory', query: { classId } }] }

/** a column's first page of stories, as any column's list asks for it (stores/lists columnList) */
const columnFirst = (columnId: number): FirstAnswer => ({ path: '/kratos/v1/column/list', query: { columnId, page: 1 }, version: 'v2' })
/** a column's page: its first stories, and the column (its name, its sub-columns) as stores/reading columnInfo asks */
const columnPageFirst = (columnId: number): FirstAnswer[] => [columnFirst(columnId), { path: '/kratos/v1/channelClass/one', query: { columnId } }]

export const H5_BASENAME = '/shangyou_news'
export const DEFAULT_CHANNEL_ID = 1

/** a 问答 question with its first answers (QaQuestion's first fetch); `reload`: shown again, not a reading */
const questionFirst = (p: Record<string, string>, reload = false): FirstAnswer[] => {
  const id = idParam(p)
  return id === null ? [] : [{ path: '/v1/bangbang/wenda/getAnswerListById', query: reload ? { id, page: 1, reload: 'true' } : { id, page: 1 } }]
}

/** a tab of 渝农 as its own page: the tab, with its sub-tabs (stores/rural ruralTab) */
const ruralTabFirst = (p: Record<string, string>): FirstAnswer[] => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/rural/tab', query: { id } }] }
/** a 渝农 tab as its answer says (types/api/rural RuralTab: the route table cannot import that module) */
interface RuralTabShape { id: number; kind: string; columnId: number | null; children: RuralTabShape[] }
/**
 * what a 渝农 tab's page opens on (its RuralTabPage answer, and `active`: the sub-tab it was opened at), as the
 * page draws it — the tab itself, or a group's chosen sub-tab (the first, else; `tabId` says which): a column or
 * video tab's column, or the whole price board; null where it opens on something else (a group) or the tab is not there
 */
export function ruralTabOpens(page: { tab: RuralTabShape } | undefined, active: string | undefined):
  ({ kind: 'column' | 'video'; columnId: number } | { kind: 'prices' }) & { tabId: number } | null {
  if (!page) return null
  const tab = page.tab.kind === 'group' ? page.tab.children.find(t => String(t.id) === active) ?? page.tab.children[0] : page.tab
  if (tab?.kind === 'prices') return { kind: 'prices', tabId: tab.id }
  return tab && (tab.kind === 'column' || tab.kind === 'video') && tab.columnId ? { kind: tab.kind, columnId: tab.columnId, tabId: tab.id } : null
}
/** a 渝农 tab's page: its column's first stories, or the price board (the first market's, every category), once the tab says which */
const ruralTabThen = (p: Record<string, string>, [page]: readonly unknown[]): FirstAnswer[] => {
  const opens = ruralTabOpens(page as { tab: RuralTabShape } | undefined, p.active)
  return !opens ? [] : opens.kind === 'prices' ? [{ path: '/v1/rural/prices' }] : [columnFirst(opens.columnId)]
}

/** /composition/RankList's ranking from its query: the spec's rank (人气榜) and start (高分榜), and this app's own names */
export const rankTypeOf = (type: string | undefined): RankType => (type === 'start' || type === 'score' ? 'score' : 'popularity')
/** the period a ranking opens at: this week's popularity, the high scores of all time */
export const rankStartPeriod = (type: RankType): RankPeriod => (type === 'popularity' ? 'week' : 'all')

/**
 * a page's type of two from its query: 2, or 1 for anything else (/BangBang/QA/moreList: the latest questions
 * or today's hot; /BangBang/QA/index/ask-special: the reporters or the answerers who joined)
 */
export const oneOrTwo = (type: string | undefined): 1 | 2 => (type === '2' ? 2 : 1)

export const routes = {
  // main package: the tab screens
  home: {
    page: 'pages/home/index',
    // '/home/1' first: Taro redirects the bare base path to the first alias (spec: root → /home/1).
    paths: ['/home/1', '/home/:classId'],
    meta: { title: '上游新闻', tabbarVisible: true, keepAlive: true, promo: CONTENT_TYPE.news },
  },
  Image: {
    page: 'pages/image/index',
    paths: ['/Image', '/Image/:tab'],
    meta: { native: true, title: '影像', tabbarVisible: true, keepAlive: true, promo: CONTENT_TYPE.news },
    // the tab it opens on: 视频 (the default) or 拍客, each a column's first page (live and VR are lists of their own)
    first: p => (!p.tab || !['LivePage', 'ImagePage', 'VRPage'].includes(p.tab) ? [columnFirst(VIDEO_COLUMN_ID)] : p.tab === 'ImagePage' ? [columnFirst(PHOTO_COLUMN_ID)] : []),
  },
  BangBang: {
    page: 'pages/bangbang/index',
    paths: ['/BangBang/index'],
    meta: { native: true, title: '帮帮', tabbarVisible: true },
  },
  // news: story detail pages
  NewsDetail: {
    page: sub('news', 'detail'),
    paths: ['/NewsDetail'],
    meta: { native: true, title: '', promo: CONTENT_TYPE.news },
  },
  PictureDetail: {
    page: sub('news', 'picture'),
    paths: ['/PictureDetail'],
    meta: { native: true, title: '', navType: 'dark', promo: CONTENT_TYPE.picture },
    first: p => storyFirst(p),
  },
  VideoDetail: {
    page: sub('news', 'video'),
    paths: ['/VideoDetail', '/NewsVideoDetail'],
    meta: { native: true, title: '', promo: CONTENT_TYPE.news },
    first: p => storyFirst(p, { more: relatedFirst(p) }),
  },
  LiveDetail: {
    page: sub('news', 'live'),
    paths: ['/LiveDetail'],
    meta: { native: true, title: '', promo: CONTENT_TYPE.live },
    first: p => storyFirst(p),
  },
  NewsDetailWeb: {
    page: sub('news', 'detail-web'),
    paths: ['/NewsDetailWeb'],
    meta: { title: '', promo: CONTENT_TYPE.news },
    // the story from the CMS's controller and the ads around it (a late ad would push the story down)
    first: (p): FirstAnswer[] => {
      const newsId = idParam(p, 'newsId')
      const classId = idParam(p, 'classId')
      return newsId === null || classId === null ? [] : [{ path: '/api/controller.php', query: { enews: 'getNewsDetail', classId, newsId } }, { path: '/v1/ad/getList', query: { classId, newsId } }]
    },
  },
  CommentPage: {
    page: sub('news', 'comments'),
    paths: ['/CommentPage'],
    meta: { title: '评论' },
    first: p => storyFirst(p, { ads: false }),
  },
  CommentReplyPage: {
    page: sub('news', 'replies'),
    paths: ['/CommentReplyPage'],
    meta: { title: '回复' },
    // the comment, and its first page of replies (services/interactions fetchComment, fetchReplies)
    first: (p): FirstAnswer[] => {
      const plId = idParam(p, 'plId')
      const newsId = idParam(p, 'newsId')
      if (plId === null || newsId === null) return []
      const thread = { classId: classIdParam(p), newsId, plId }
      return [{ path: '/v1/comment/getList', query: thread }, { path: '/v1/comment/getListByParentId', query: { ...thread, page: 1, pageSize: LIST_PAGE_SIZE } }]
    },
  },
  PublishComment: {
    page: sub('news', 'publish'),
    paths: ['/PublishComment'],
    meta: { title: '发表评论' },
  },
  // channel: list screens reached from channels, menus and banners
  columns: {
    page: sub('channel', 'columns'),
    paths: ['/columns'],
    meta: { native: true, title: '', promo: CONTENT_TYPE.news },
    // its stories, and the column (its sub-columns are the tabs; its name titles a page opened without one)
    first: p => { const columnId = idParam(p, 'columnId'); return columnId === null ? [] : columnPageFirst(columnId) },
  },
  subchannel: {
    page: sub('channel', 'subchannel'),
    paths: ['/subchannel'],
    meta: { title: '', promo: CONTENT_TYPE.news },
    // the first page of the list call its menu entry names (stores/lists subChannelList)
    first: p => {
      const classId = idParam(p, 'classId')
      if (classId === null) return []
      const { path, query } = subchannelApi(p.customApiUrl)
      return [{ path, query: { columnId: classId, ...query, page: 1 }, version: 'v2' }]
    },
  },
  hotNews: {
    page: sub('channel', 'hot'),
    paths: ['/hotNews'],
    meta: { title: '热榜', promo: CONTENT_TYPE.news },
    first: () => [{ path: '/v1/news/getHotLists', query: { page: 1 }, version: 'v2' }],
  },
  Special: {
    page: sub('channel', 'specials'),
    paths: ['/Special'],
    meta: { title: '专题', promo: CONTENT_TYPE.special },
    first: () => [{ path: '/v1/news/specialList', query: { page: 1 } }],
  },
  SpecialPage: {
    page: sub('channel', 'special'),
    paths: ['/SpecialPage'],
    meta: { native: true, title: '', promo: CONTENT_TYPE.special },
    first: specialFirst,
  },
  SpecialColumn: {
    page: sub('channel', 'special-column'),
    paths: ['/SpecialColumn'],
    meta: { title: '', promo: CONTENT_TYPE.special },
    first: specialFirst,
  },
  SearchPage: {
    page: sub('channel', 'search'),
    paths: ['/SearchPage'],
    meta: { title: '搜索', search: true },
    // before a word is searched: 热门搜索 (a search's results are the app's)
    first: p => ((p.search ?? p.keyword ?? '').trim() ? [] : [{ path: '/v1/news/getNewsHotWord' }]),
  },
  timeTopic: {
    page: sub('channel', 'topics'),
    paths: ['/timeTopic/home'],
    meta: { title: '时间专题', promo: CONTENT_TYPE.news },
    // every topic; with ?id= the topic and its first stories (stores/topics)
    first: (p): FirstAnswer[] => {
      const id = idParam(p)
      return id === null
        ? [{ path: '/kratos/v1/topicsCollect', query: { columnId: 1401, page: 1 } }]
        : [{ path: '/kratos/v1/topics/show', query: { id } }, { path: '/kratos/v1/topics/news_list', query: { id, page: 1 }, version: 'v2' }]
    },
  },
  ShangyouPage: {
    page: sub('channel', 'providers'),
    paths: ['/ShangyouPage'],
    meta: { title: '上游号', promo: CONTENT_TYPE.news },
    // the recommended accounts, and the first page of what every one of them published
    first: () => [{ path: '/api/SYAccount/getRecommendList' }, { path: '/api/SYAccount/getHeadPage', query: { page: 1 } }],
  },
  ShangyouSelf: {
    page: sub('channel', 'provider'),
    paths: ['/ShangyouSelf'],
    meta: { title: '', promo: CONTENT_TYPE.news },
    // the account whose stories are in the column, and their first page
    first: p => { const classId = idParam(p, 'classId'); return classId === null ? [] : [{ path: '/api/SYAccount/getInfo', query: { classId } }, columnFirst(classId)] },
  },
  // epaper: the newspapers
  readNewspaper: {
    page: sub('epaper', 'morning'),
    paths: ['/readNewspaper'],
    meta: { title: '重庆晨报' },
    first: () => paperFirst(PAPERS.readNewspaper),
  },
  maeNewspaper: {
    page: sub('epaper', 'evening'),
    paths: ['/maeNewspaper'],
    meta: { title: '重庆晚报' },
    first: () => paperFirst(PAPERS.maeNewspaper),
  },
  // account: every way in
  LoginPage: {
    page: sub('account', 'login'),
    paths: ['/LoginPage'],
    meta: { title: '登录' },
  },
  MessageLogin: {
    page: sub('account', 'sms'),
    paths: ['/MessageLogin'],
    meta: { title: '验证码登录' },
  },
  PasswordLogin: {
    page: sub('account', 'password'),
    paths: ['/PasswordLogin'],
    meta: { title: '密码登录' },
  },
  RegisterPage: {
    page: sub('account', 'register'),
    paths: ['/RegisterPage'],
    meta: { title: '注册' },
  },
  FindPage: {
    page: sub('account', 'find'),
    paths: ['/FindPage'],
    meta: { title: '找回密码' },
  },
  ChangeCheckPage: {
    page: sub('account', 'check'),
    paths: ['/ChangeCheckPage'],
    meta: { title: '验证手机号' },
  },
  NewPasswordPage: {
    page: sub('account', 'new-password'),
    paths: ['/NewPasswordPage'],
    meta: { title: '设置新密码' },
  },
  BindPhone: {
    page: sub('account', 'bind'),
    paths: ['/BindPhone'],
    meta: { title: '绑定手机号' },
  },
  EditProfile: {
    page: sub('account', 'profile'),
    paths: ['/EditProfile'],
    meta: { title: '编辑资料', needsLogin: true },
  },
  MessageList: {
    page: sub('account', 'messages'),
    paths: ['/MessageList'],
    // a reader's own: a visitor is taken to log in first
    meta: { title: '我的消息', needsLogin: true },
  },
  // bangbang: 问政 (the tab screen itself is in the main package)
  politicsIndex: {
    page: sub('bangbang', 'politics'),
    paths: ['/BangBang/politics/index'],
    meta: { title: '问政', backHome: 'BangBang' },
    first: () => [{ path: '/v1/bangbang/wenzheng/getNewList', query: { page: 1 } }],
  },
  politicsDetail: {
    page: sub('bangbang', 'politics-detail'),
    paths: ['/BangBang/politics/detail'],
    meta: { title: '问政详情', backHome: 'BangBang', promo: CONTENT_TYPE.politicsDetail },
    first: p => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/bangbang/wenzheng/getDetail', query: { id } }, bangComments(id, { classid: 1 }), { path: '/v1/bangbang/news/getRelativeLists', query: { classid: 1, id } }] },
  },
  politicsCommit: {
    page: sub('bangbang', 'politics-commit'),
    paths: ['/BangBang/politics/commit'],
    meta: { title: '我要问政', backHome: 'BangBang' },
    // the departments (what the reader writes is theirs: the app's)
    first: () => [{ path: '/v1/bangbang/wenzheng/getMemberList' }],
  },
  politicsReply: {
    page: sub('bangbang', 'politics-reply'),
    paths: ['/BangBang/politics/reply'],
    // a department's account answers: a visitor is taken to log in first
    meta: { title: '部门答复', backHome: 'BangBang', needsLogin: true },
  },
  // bangbang: 问答 and 身份认证
  QAIndex: {
    page: sub('bangbang', 'qa'),
    paths: ['/BangBang/QA/index'],
    meta: { title: '问答', backHome: 'BangBang' },
    first: () => [{ path: '/v1/bangbang/wenda/index' }, { path: '/v1/bangbang/wenda/getNewQuestionList', query: { page: 1 } }],
  },
  QAList: {
    page: sub('bangbang', 'qa-list'),
    paths: ['/BangBang/QA/list'],
    meta: { title: '问题详情', backHome: 'BangBang', promo: CONTENT_TYPE.qaList },
    // the question with its first answers: a reading, counted when the page is built (such a page is not kept)
    first: p => questionFirst(p),
  },
  QADetail: {
    page: sub('bangbang', 'qa-detail'),
    paths: ['/BangBang/QA/detail'],
    meta: { title: '回答详情', backHome: 'BangBang', promo: CONTENT_TYPE.qaDetail },
    first: p => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/bangbang/wenda/getAnswerDetail', query: { id } }, bangComments(id, { classid: 2 })] },
  },
  Ask: {
    page: sub('bangbang', 'qa-ask'),
    paths: ['/BangBang/QA/ask'],
    meta: { title: '我要提问', backHome: 'BangBang' },
  },
  QAReply: {
    page: sub('bangbang', 'qa-reply'),
    paths: ['/BangBang/QA/reply'],
    meta: { title: '我来回答', backHome: 'BangBang' },
    // the question over the answer being written (shown again here: not a reading)
    first: p => questionFirst(p, true),
  },
  AskSpecial: {
    page: sub('bangbang', 'qa-members'),
    paths: ['/BangBang/QA/index/ask-special'],
    meta: { title: '', backHome: 'BangBang' },
    first: p => [{ path: '/v1/bangbang/wenda/getMemberList', query: { type: oneOrTwo(p.type) } }],
  },
  AskSpecialDetail: {
    page: sub('bangbang', 'qa-member'),
    paths: ['/BangBang/QA/index/ask-special/detail'],
    meta: { title: '个人主页', backHome: 'BangBang', promo: CONTENT_TYPE.expertDetail },
    // the member and their answers' first page (the tab it opens at)
    first: (p): FirstAnswer[] => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/bangbang/wenda/getMember', query: { id } }, { path: '/v1/bangbang/wenda/getNewAnswerListByMemberId', query: { id, page: 1 } }] },
  },
  QAMoreList: {
    page: sub('bangbang', 'qa-more'),
    paths: ['/BangBang/QA/moreList'],
    meta: { title: '', backHome: 'BangBang' },
    // today's hot questions (type 1) or the latest (type 2)
    first: p => [{ path: oneOrTwo(p.type) === 2 ? '/v1/bangbang/wenda/getNewQuestionList' : '/v1/bangbang/wenda/getHotQuestionList', query: { page: 1 } }],
  },
  ServeIndex: {
    page: sub('bangbang', 'serve'),
    paths: ['/BangBang/serve/index'],
    meta: { title: '便民服务' },
    first: () => [{ path: '/v1/bangbang/service/getService' }],
  },
  // bangbang: 社区 and 曝光台
  communityIndex: {
    page: sub('bangbang', 'community'),
    paths: ['/BangBang/community/index'],
    meta: { title: '社区' },
    first: p => (p.id || p.userId ? [] : [{ path: '/v1/bangbang/groupownet/home', query: { page: 1 } }]),
  },
  communityCommend: {
    page: sub('bangbang', 'community-commend'),
    paths: ['/BangBang/community/commend'],
    meta: { title: '选择社区' },
  },
  communityDetail: {
    page: sub('bangbang', 'community-detail'),
    paths: ['/BangBang/community/detail'],
    meta: { title: '详情', promo: CONTENT_TYPE.communityDetail },
    first: p => { const id = idParam(p); return id === null ? [] : [{ path: '/api/bangbang/post/detail', query: { id } }, bangComments(id, { classid: 1, section: 'community' })] },
  },
  exposureIndex: {
    page: sub('bangbang', 'exposure'),
    paths: ['/BangBang/exposure/index'],
    meta: { title: '曝光台' },
    first: p => (p.status ? [] : [{ path: '/api/bangbang/comment/bangbanglist', query: { page: 1 } }]),
  },
  // 作文 (community-side spec §2; its home is the home's composition channel, /home/composition)
  compositionRankList: {
    page: sub('composition', 'rank-list'),
    paths: ['/composition/RankList'],
    // the page sets its title from its query: 人气榜 or 高分榜
    meta: { title: '', keepAlive: true },
    // the ranking the query names, at the period it opens at (every grade)
    first: p => { const type = rankTypeOf(p.type); return [{ path: '/v1/composition/rank', query: { type, period: rankStartPeriod(type), page: 1 } }] },
  },
  compositionDetail: {
    page: sub('composition', 'detail'),
    paths: ['/composition/compositionDetail'],
    meta: { title: '作文详情', promo: CONTENT_TYPE.compositionDetail },
    first: p => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/composition/detail', query: { id } }] },
  },
  compositionList: {
    page: sub('composition', 'list'),
    paths: ['/composition/List'],
    meta: { title: '全部作品', keepAlive: true },
    // every grade and school (a reader's own school, chosen on the phone, is asked for by the app)
    first: () => [{ path: '/v1/composition/list', query: { page: 1 } }],
  },
  compositionRecommendList: {
    page: sub('composition', 'recommend-list'),
    paths: ['/composition/RecommendList'],
    meta: { title: '编辑推荐', keepAlive: true },
    first: () => [{ path: '/v1/composition/recommendList', query: { page: 1 } }],
  },
  compositionNewspapers: {
    page: sub('composition', 'newspapers'),
    paths: ['/composition/NewspapersList'],
    meta: { title: '见报作品', keepAlive: true },
    first: () => [{ path: '/v1/composition/newspapers', query: { page: 1 } }],
  },
  compositionInformation: {
    page: sub('composition', 'information'),
    paths: ['/composition/InformationList'],
    meta: { title: '作文资讯', keepAlive: true },
    first: () => [columnFirst(COMPOSITION_NEWS_COLUMN_ID)],
  },
  compositionTeachers: {
    page: sub('composition', 'teachers'),
    paths: ['/composition/Teachers'],
    meta: { title: '名师', keepAlive: true },
    first: (p): FirstAnswer[] => { const schoolId = idParam(p, 'schoolId'); return [{ path: '/v1/composition/teachers', query: schoolId === null ? { page: 1 } : { page: 1, schoolId } }] },
  },
  compositionSchools: {
    page: sub('composition', 'schools'),
    paths: ['/composition/Schools'],
    meta: { title: '学校', keepAlive: true },
    first: () => [{ path: '/v1/composition/schoolRank', query: { page: 1 } }],
  },
  compositionStudent: {
    page: sub('composition', 'student'),
    paths: ['/composition/StudentDetailPage'],
    meta: { title: '小作者' },
    // the student and their works' first page (stores/composition studentInfo, studentWorks)
    first: (p): FirstAnswer[] => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/composition/student', query: { id } }, { path: '/v1/composition/studentWorks', query: { id, page: 1 } }] },
  },
  compositionTeacher: {
    page: sub('composition', 'teacher'),
    paths: ['/composition/TeacherDetailPage'],
    meta: { title: '老师' },
    // the teacher and their reviews' first page (teacherInfo, teacherComments)
    first: (p): FirstAnswer[] => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/composition/teacher', query: { id } }, { path: '/v1/composition/teacherComments', query: { page: 1, teacherId: id } }] },
  },
  compositionSchool: {
    page: sub('composition', 'school'),
    paths: ['/composition/SchoolDetailPage'],
    meta: { title: '学校' },
    // the school, its teachers' and its works' first pages (schoolInfo, teacherList, newestCompositions)
    first: (p): FirstAnswer[] => {
      const id = idParam(p)
      return id === null ? [] : [{ path: '/v1/composition/school', query: { id } }, { path: '/v1/composition/teachers', query: { page: 1, schoolId: id } }, { path: '/v1/composition/list', query: { page: 1, schoolId: id } }]
    },
  },
  compositionTeacherComments: {
    page: sub('composition', 'teacher-comments'),
    paths: ['/composition/TeacherCommentList'],
    meta: { title: '名师点评', keepAlive: true },
    first: (p): FirstAnswer[] => { const teacherId = idParam(p, 'teacherId'); return [{ path: '/v1/composition/teacherComments', query: teacherId === null ? { page: 1 } : { page: 1, teacherId } }] },
  },
  compositionTeacherComment: {
    page: sub('composition', 'teacher-comment'),
    paths: ['/composition/TeacherCommentDetail'],
    meta: { title: '点评详情' },
    first: p => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/composition/teacherComment', query: { id } }] },
  },
  compositionSearch: {
    page: sub('composition', 'search'),
    paths: ['/composition/SearchPage'],
    meta: { title: '搜索' },
  },
  // a practice composition's instant check (never sent, never stored)
  compositionPractice: {
    page: sub('composition', 'practice'),
    paths: ['/testcomposition'],
    meta: { title: '作文自查' },
  },
  compositionUserCenter: {
    page: sub('composition', 'user-center'),
    paths: ['/composition/userCenter'],
    meta: { title: '我的作文', needsLogin: true },
  },
  compositionContribute: {
    page: sub('composition', 'contribute'),
    paths: ['/composition/contribute'],
    meta: { title: '投稿', needsLogin: true },
  },
  compositionTeacherReview: {
    page: sub('composition', 'teacher-review'),
    paths: ['/composition/TeacherReview'],
    meta: { title: '待点评', needsLogin: true },
  },
  // a work's comments are BangBang's threads (classid 5): the page lives beside BangBang's comment pieces
  compositionCommentList: {
    page: sub('bangbang', 'composition-comment'),
    paths: ['/compositionCommentList'],
    meta: { title: '全部评论' },
    // the composition's first page of comments
    first: p => { const id = idParam(p); return id === null ? [] : [bangComments(id, { classid: 1, section: 'composition' })] },
  },
  // 发现 (Discover)
  Discover: {
    page: sub('bangbang', 'discover'),
    paths: ['/Discover'],
    meta: { title: '发现' },
  },
  DetailDiscover: {
    page: sub('bangbang', 'discover-detail'),
    paths: ['/DetailDiscover'],
    meta: { title: '详情', promo: CONTENT_TYPE.discoverDetail },
    // (the app opens a post as ?classId=20&newsId=…; ?id=… is read too, as the page reads it)
    first: p => { const id = idParam(p, 'newsId') ?? idParam(p); return id === null ? [] : [{ path: '/v1/quan/getDetail', query: { classId: 20, newsId: id } }] },
  },
  CommentDiscover: {
    page: sub('bangbang', 'discover-comment'),
    paths: ['/CommentDiscover'],
    meta: { title: '全部评论', needsLogin: true },
  },
  TopicDiscover: {
    page: sub('bangbang', 'discover-topics'),
    paths: ['/TopicDiscover'],
    meta: { title: '热门话题' },
    first: () => [{ path: '/v1/quan/getHotTopicList', query: { page: 1 } }],
  },
  SearchDiscover: {
    page: sub('bangbang', 'discover-search'),
    paths: ['/SearchDiscover'],
    meta: { title: '搜索' },
    // the hot words offered before anything is typed
    first: () => [{ path: '/api/topic/getHotWord' }],
  },
  SelfDiscover: {
    page: sub('bangbang', 'discover-topic'),
    paths: ['/SelfDiscover'],
    meta: { title: '话题' },
    first: (p): FirstAnswer[] => { const themeId = idParam(p, 'themeId'); return themeId === null ? [] : [{ path: '/api/topic/getThemeInfo', query: { themeId } }, { path: '/api/topic/themeRecentList', query: { themeId, page: 1 } }] },
  },
  PublishDiscover: {
    page: sub('bangbang', 'discover-publish'),
    paths: ['/PublishDiscover'],
    meta: { title: '发布', needsLogin: true },
  },
  PublishBangBang: {
    page: sub('bangbang', 'publish'),
    paths: ['/BangBang/publishBangBang', '/BangBang/PublishBangBang'],
    meta: { title: '发表评论', needsLogin: true },
  },
  BangSearch: {
    page: sub('bangbang', 'search'),
    paths: ['/BangBang/SearchPage'],
    meta: { title: '搜索', search: true },
    // the hot words offered before anything is typed
    first: () => [{ path: '/v1/bangbang/home/hotsearch' }],
  },
  ApplyFor: {
    page: sub('bangbang', 'applyfor'),
    paths: ['/BangBang/applyfor'],
    meta: { title: '身份认证' },
  },
  // 积分商城 (/AccumulatedPoints: the points home, 积分明细, the rules, the shop)
  PointsIndex: {
    page: sub('points', 'index'),
    // '/AccumulatedPoints' redirects here (REDIRECTS)
    paths: ['/AccumulatedPoints/index'],
    meta: { title: '积分商城', hideTitle: true },
    first: () => [{ path: '/v1/shop/goods', query: { page: 1 } }],
  },
  PointsLedger: {
    page: sub('points', 'ledger'),
    paths: ['/AccumulatedPoints/pointsdetail'],
    meta: { title: '积分明细', hideTitle: true, needsLogin: true, navRight: '积分规则' },
  },
  PointsRules: {
    page: sub('points', 'rules'),
    paths: ['/AccumulatedPoints/rules'],
    meta: { title: '积分规则', hideTitle: true },
    first: () => [{ path: '/v1/points/rules' }],
  },
  ShopGoods: {
    page: sub('points', 'goods'),
    paths: ['/AccumulatedPoints/goodsdetail'],
    meta: { title: '商品详情', hideTitle: true },
    first: p => { const id = idParam(p); return id === null ? [] : [{ path: '/v1/shop/goods/detail', query: { id } }] },
  },
  ShopConvert: {
    page: sub('points', 'convert'),
    paths: ['/AccumulatedPoints/convertgoods'],
    meta: { title: '确认兑换', hideTitle: true, needsLogin: true },
  },
  ShopOrders: {
    page: sub('points', 'orders'),
    paths: ['/AccumulatedPoints/Conversion'],
    meta: { title: '我的兑换', hideTitle: true, needsLogin: true },
  },
  ShopOrder: {
    page: sub('points', 'order'),
    paths: ['/AccumulatedPoints/convertdetail'],
    meta: { title: '兑换详情', hideTitle: true, needsLogin: true },
  },
  ShopCoupons: {
    page: sub('points', 'coupons'),
    paths: ['/AccumulatedPoints/coupon'],
    meta: { title: '优惠券', hideTitle: true, needsLogin: true },
  },
  ShopTickets: {
    page: sub('points', 'tickets'),
    paths: ['/AccumulatedPoints/Tickets'],
    meta: { title: '门票', hideTitle: true, needsLogin: true },
  },
  ShopSearch: {
    page: sub('points', 'search'),
    paths: ['/AccumulatedPoints/SearchPage'],
    meta: { title: '搜索', hideTitle: true },
  },
  ShopDisclaimer: {
    page: sub('points', 'disclaimer'),
    paths: ['/AccumulatedPoints/disclaimer'],
    meta: { title: '免责声明', hideTitle: true },
  },
  ShopProtocol: {
    page: sub('points', 'protocol'),
    paths: ['/AccumulatedPoints/secureprotocol'],
    meta: { title: '用户协议', hideTitle: true },
  },
  ShopService: {
    page: sub('points', 'service'),
    paths: ['/AccumulatedPoints/customerservice'],
    meta: { title: '客服中心', hideTitle: true },
  },
  ShopAbout: {
    page: sub('points', 'about'),
    paths: ['/AccumulatedPoints/aboutUs'],
    meta: { title: '关于我们', hideTitle: true },
  },
  ShopCooperation: {
    page: sub('points', 'cooperation'),
    paths: ['/AccumulatedPoints/cooperation'],
    meta: { title: '商务合作', hideTitle: true, needsLogin: true },
  },
  // 渝农 (community-side spec §2; /yu-nong and /yu-nong/home redirect to its home, the home's yu-nong channel)
  ruralHome: {
    page: sub('rural', 'home'),
    paths: ['/yu-nong/rural'],
    meta: { title: '渝农', promo: CONTENT_TYPE.news },
    // the section's home and the city's forecast (a reader located elsewhere asks for theirs), as the home's channel
    // carries them; and the stories of the section's news column, its first tab as the section is set up
    first: () => [{ path: '/v1/rural/home' }, { path: '/v1/rural/forecast', query: { adcode: FORECAST_DEFAULT_ADCODE } }, columnFirst(RURAL_NEWS_COLUMN_ID)],
  },
  ruralGeneralTab: {
    page: sub('rural', 'general-tab'),
    paths: ['/yu-nong/general-tab'],
    // the tab's name
    meta: { title: '', keepAlive: true },
    first: ruralTabFirst,
    then: ruralTabThen,
  },
  ruralSubGeneralTab: {
    page: sub('rural', 'sub-general-tab'),
    paths: ['/yu-nong/sub-general-tab'],
    meta: { title: '', keepAlive: true },
    first: ruralTabFirst,
    then: ruralTabThen,
  },
  ruralColumnList: {
    page: sub('rural', 'column-list'),
    paths: ['/yu-nong/common-single-column-news-list'],
    // the column's name, or the title it was opened with
    meta: { title: '', keepAlive: true, promo: CONTENT_TYPE.news },
    // its stories, and the column (its name titles a page opened without one)
    first: p => columnPageFirst(idParam(p, 'columnId') ?? RURAL_NEWS_COLUMN_ID),
  },
  ruralVideos: {
    page: sub('rural', 'videos'),
    paths: ['/yu-nong/video-page'],
    meta: { title: '视频课堂', keepAlive: true },
    first: p => [columnFirst(idParam(p, 'columnId') ?? RURAL_VIDEO_COLUMN_ID)],
  },
  ruralQa: {
    page: sub('bangbang', 'country-bangbang'),
    paths: ['/yu-nong/country-bangbang'],
    meta: { title: '乡村帮帮', keepAlive: true, opensSection: 'BangBang' },
    first: () => [{ path: '/v1/rural/qa/experts' }, { path: '/v1/rural/qa/list', query: { order: 'new', page: 1 } }],
  },
  ruralQaSearch: {
    page: sub('bangbang', 'country-bangbang-search'),
    paths: ['/yu-nong/country-bangbang-search'],
    meta: { title: '搜索', search: true, opensSection: 'BangBang' },
  },
  ruralTalk: {
    page: sub('bangbang', 'farmer-talk'),
    paths: ['/yu-nong/farmer-talk'],
    meta: { title: '农民说', keepAlive: true },
    first: () => [{ path: '/v1/rural/talk/list', query: { order: 'new', page: 1 } }],
  },
  ruralPrice: {
    page: sub('rural', 'price'),
    paths: ['/yu-nong/price'],
    meta: { title: '价格走势' },
  },
  // the newspaper's business-cooperation page (reading-side spec's other routes); its requests are the shop's
  businessCooperation: {
    page: sub('points', 'business'),
    paths: ['/business-cooperation/home'],
    meta: { title: '商务合作' },
  },
  // misc
  RedirectPage: {
    page: sub('misc', 'redirect'),
    paths: ['/RedirectPage'],
    meta: { title: '' },
  },
  // the region's districts on a map; a tap opens a district's local channel
  Map: {
    page: sub('channel', 'map'),
    paths: ['/Map'],
    meta: { title: '区县地图' },
  },
  // 直播带货投诉平台: a complaint about a live-commerce purchase, to the market-regulation department
  complaintsPlatform: {
    page: sub('bangbang', 'complaints'),
    paths: ['/Complaints-platform'],
    // its complaints open as 问政 questions, which go back to it (as to the BangBang home)
    meta: { title: '直播带货投诉平台', opensSection: 'BangBang' },
  },
  // the vertical video feed (content type 21): full screen, a swipe to the next
  CoolVideo: {
    page: sub('news', 'cool-video'),
    paths: ['/CoolVideo'],
    meta: { title: '', navType: 'dark', justShowNavBtn: true, promo: CONTENT_TYPE.coolVideo },
  },
  // what a shared video link opens: the video, its title, the open-app bar outside the mini-program, related videos
  ShareVideo: {
    page: sub('news', 'share-video'),
    paths: ['/ShareVideo'],
    meta: { title: '', promo: CONTENT_TYPE.news },
    // the video and its related videos (no ads, no comments on this page)
    first: p => storyFirst(p, { ads: false, comments: false, more: relatedFirst(p) }),
  },
  // a jump descriptor as an address (/jump?dt=&classId=&id=&cid=&cnId=&channelId=&targetUrl=; common/jump.ts):
  // pushes, QR codes, ads and the native app open it; it opens what the descriptor names in its place
  Jump: {
    page: sub('misc', 'jump'),
    paths: ['/jump'],
    meta: { title: '' },
  },
  // an address (or a mini-program page) the app does not have: said so, with the way home
  NotFound: {
    page: sub('misc', 'not-found'),
    paths: ['/404'],
    meta: { title: '页面不存在' },
  },
} as const satisfies Record<string, RouteDef>

/**
 * The addresses the specs say redirect, below the base path (community-side spec §1–§2: /AccumulatedPoints
 * to its index; /composition and /yu-nong, with their /home, to the home's named channels). The server
 * answers them with a redirect; the app follows them too (a link inside the app, a jump code).
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/AccumulatedPoints': '/AccumulatedPoints/index',
  '/composition': '/home/composition',
  '/composition/home': '/home/composition',
  '/yu-nong': '/home/yu-nong',
  '/yu-nong/home': '/home/yu-nong',
}

export type RouteName = keyof typeof routes

export function routeMeta(name: RouteName): RouteMeta {
  return (routes[name] as RouteDef).meta
}
export type RouteParams = Record<string, string | number | boolean | undefined | null>

/** Named channels that have their own sub-path under /home (spec: full-page jumps). */
export const CHANNEL_SUB_PATHS: Record<string, string> = { composition: 'composition', 'yu-nong': 'yu-nong' }

/** Every page, the home first: the H5 app's `pages` (its entry takes them from here: config/router-task-loader.js). */
export function appPages(): string[] {
  return Object.values(routes as Record<string, RouteDef>).map(r => r.page)
}

/** Pages of the main package (everything not under packages/). */
export function mainPackagePages(): string[] {
  return Object.values(routes as Record<string, RouteDef>).map(r => r.page).filter(p => !p.startsWith('packages/'))
}

/** Subpackages as app.config declares them: root → pages below it. */
export function subPackages(): { root: string; pages: string[] }[] {
  const byRoot = new Map<string, string[]>()
  for (const r of Object.values(routes as Record<string, RouteDef>)) {
    const m = /^(packages\/[^/]+)\/(.+)$/.exec(r.page)
    if (!m) continue
    byRoot.set(m[1], [...(byRoot.get(m[1]) || []), m[2]])
  }
  return [...byRoot].map(([root, pages]) => ({ root, pages }))
}

/** Taro h5 `router.customRoutes`: page path → public addresses. */
export function customRoutes(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const r of Object.values(routes as Record<string, RouteDef>)) out[`/${r.page}`] = [...r.paths]
  return out
}

/** `?a=1&b=2` of the params that have a value ('' when none do) */
export function encodeQuery(params: RouteParams): string {
  const parts: string[] = []
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue
    parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

/** The public H5 address (below the base path) of a route with its params. */
export function h5Url(name: RouteName, params: RouteParams = {}): string {
  const def: RouteDef = routes[name]
  // Use the address that takes the most params among those whose `:name` segments can all be filled.
  const keys = (p: string) => (p.match(/:(\w+)/g) || []).map(s => s.slice(1))
  const pattern = [...def.paths]
    .filter(p => keys(p).every(k => params[k] != null && params[k] !== ''))
    .sort((a, b) => keys(b).length - keys(a).length)[0] ?? def.paths[0]
  const rest: RouteParams = { ...params }
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = String(rest[key])
    delete rest[key]
    return encodeURIComponent(value)
  })
  return path + encodeQuery(rest)
}

/** The mini-program address (page path with a query string) of a route with its params. */
export function pageUrl(name: RouteName, params: RouteParams = {}): string {
  return `/${routes[name].page}${encodeQuery(params)}`
}

/** an address's escaped text decoded, a malformed escape left as it is (as a browser's URLSearchParams does) */
function decodePart(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(/%[0-9a-f]{2}/gi, hex => {
      try {
        return decodeURIComponent(hex)
      } catch {
        return hex
      }
    })
  }
}

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of search.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    const key = decodePart(k.replace(/\+/g, ' '))
    // (a key no page reads that would reach the object's prototype)
    if (key === '__proto__') continue
    out[key] = decodePart(v.replace(/\+/g, ' '))
  }
  return out
}

/** A public H5 address (with or without the base path) → route name and params, or undefined. */
export function matchH5Url(url: string): { name: RouteName; params: Record<string, string> } | undefined {
  const [rawPath, search = ''] = url.split('?')
  const below = (rawPath.startsWith(H5_BASENAME) ? rawPath.slice(H5_BASENAME.length) : rawPath) || '/'
  // an address that redirects is the page it leads to
  const path = REDIRECTS[below.replace(/(.)\/$/, '$1')] ?? below
  for (const name of Object.keys(routes) as RouteName[]) {
    for (const pattern of (routes[name] as RouteDef).paths) {
      const keys: string[] = []
      const re = new RegExp(`^${pattern.replace(/:(\w+)/g, (_, k: string) => {
        keys.push(k)
        return '([^/]+)'
      })}/?$`)
      const m = re.exec(path)
      if (m) {
        const params = parseQuery(search)
        keys.forEach((k, i) => {
          params[k] = decodePart(m[i + 1])
        })
        return { name, params }
      }
    }
  }
  return undefined
}

/** where a link leads: a route of the app, or an outside address */
export type RouteTarget =
  | { kind: 'route'; name: RouteName; params: RouteParams }
  | { kind: 'external'; url: string }

/** An address from content or a descriptor: the app's own public addresses open in the app, others leave it. */
export function addressTarget(url: string): RouteTarget {
  try {
    const parsed = new URL(url, 'http://local.invalid')
    const match = matchH5Url(parsed.pathname + parsed.search)
    if (match) return { kind: 'route', name: match.name, params: match.params }
  } catch {
    // not an address we can read: leave it to the platform
  }
  return { kind: 'external', url }
}

/** Which route a page belongs to: a mini-program page path or a public H5 address. */
export function routeOfPage(pagePath: string): RouteName | undefined {
  const clean = pagePath.replace(/^\//, '').split('?')[0]
  return (Object.keys(routes) as RouteName[]).find(n => routes[n].page === clean) ?? matchH5Url(pagePath)?.name
}

/** The home address of a channel: /home/{id}, or its named sub-path (composition, yu-nong). */
export function channelHomeParams(channelId: number | string, subPath?: string | null): RouteParams {
  const named = subPath && CHANNEL_SUB_PATHS[subPath]
  return { classId: named || String(channelId) }
}
