// The jump descriptor (reading-side spec §3, §9; docs/api.md, "Jump codes"): where a push, a QR code, an
// ad, a menu entry or the native app sends a reader, as dt/dataType, classId or channelId, id or newsId,
// targetUrl, cid and cnId. The one table of what each code opens: the mini-program's and the H5 app's
// /jump page and the server's /jump redirect all read it. Pure data and functions (Node and both targets).
import { DATA_TYPE } from '../types/api/common'
import { addressTarget, type RouteName, type RouteParams, type RouteTarget } from './routes'

/** what a jump opens: a route of the app, or an outside address */
export type JumpTarget = RouteTarget

/** the descriptor as it comes (a query, a push's payload): every field optional, numbers or strings */
export interface JumpDescriptor {
  dt?: unknown
  dataType?: unknown
  classId?: unknown
  channelId?: unknown
  id?: unknown
  newsId?: unknown
  targetUrl?: unknown
  cid?: unknown
  cnId?: unknown
}

/** the descriptor read: ids as positive integers (or null), the address as a string */
export interface Jump {
  dt: number | null
  classId: number | null
  channelId: number | null
  id: number | null
  targetUrl: string
  /** the code's own target: a column, a tab, a product, a question, a member (codes 31–48) */
  cid: number | null
  /** the code's second id: a tab's sub-tab, a product's market */
  cnId: number | null
}

/** dataType codes (spec §9) are jump codes too: dt 3 is the app's jump to a story */
const JUMP_DATA_TYPE = DATA_TYPE

/** the channel ids of jump codes (spec §9): the app's tabs */
export const JUMP_CHANNEL = { news: 1, video: 2, bangbang: 3, mine: 5 } as const

const positive = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : NaN
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null
}
const code = (v: unknown): number | null => (v === 0 || v === '0' ? 0 : positive(v))

export function readJump(d: JumpDescriptor): Jump {
  return {
    dt: code(d.dt ?? d.dataType),
    classId: positive(d.classId),
    channelId: positive(d.channelId),
    id: positive(d.id ?? d.newsId),
    targetUrl: typeof d.targetUrl === 'string' ? d.targetUrl.trim() : '',
    cid: positive(d.cid),
    cnId: positive(d.cnId),
  }
}

const route = (name: RouteName, params: RouteParams = {}): JumpTarget => ({ kind: 'route', name, params })
/** params without the ids a descriptor left out */
const some = (params: Record<string, number | string | null>): RouteParams =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== null)) as RouteParams

/** a story of a kind: its class and id are needed */
const story = (name: RouteName) => (j: Jump): JumpTarget | null =>
  j.id === null ? null : route(name, some({ classId: j.classId ?? j.channelId, newsId: j.id }))

export interface JumpCode {
  /** what the code opens, as an editor choosing it reads it */
  title: string
  to: (j: Jump) => JumpTarget | null
}

/**
 * Every jump code: the dataType codes, then 31–48 (the spec names their groups, rural, column, hot news,
 * publish and Q&A, not the codes: this is the mapping, documented in docs/api.md). A code whose target
 * needs an id (cid) it was not given opens nothing.
 */
export const JUMP_CODES: Readonly<Record<number, JumpCode>> = {
  [JUMP_DATA_TYPE.live]: { title: '直播', to: story('LiveDetail') },
  [JUMP_DATA_TYPE.picture]: { title: '图集', to: story('PictureDetail') },
  [JUMP_DATA_TYPE.news]: { title: '新闻', to: story('NewsDetail') },
  [JUMP_DATA_TYPE.special]: { title: '专题', to: j => (j.classId ?? j.cid) === null ? null : route('SpecialPage', { classId: (j.classId ?? j.cid)! }) },
  [JUMP_DATA_TYPE.external]: { title: '外部链接', to: j => (j.targetUrl ? addressTarget(j.targetUrl) : null) },
  [JUMP_DATA_TYPE.video]: { title: '视频', to: story('VideoDetail') },
  // 渝农
  31: { title: '渝农', to: () => route('home', { classId: 'yu-nong' }) },
  32: { title: '渝农栏目组（cid 栏目组，cnId 打开的子栏目）', to: j => (j.cid === null ? null : route('ruralGeneralTab', some({ id: j.cid, active: j.cnId }))) },
  33: { title: '渝农栏目（cid 栏目）', to: j => (j.cid === null ? null : route('ruralColumnList', { columnId: j.cid })) },
  34: { title: '视频课堂（cid 栏目，可省）', to: j => route('ruralVideos', some({ columnId: j.cid })) },
  35: { title: '农产品行情（cid 品种，cnId 市场）', to: j => (j.cid === null ? null : route('ruralPrice', some({ productId: j.cid, marketId: j.cnId }))) },
  36: { title: '乡村帮帮', to: () => route('ruralQa') },
  37: { title: '农民说', to: () => route('ruralTalk') },
  // columns
  38: { title: '栏目（cid 栏目）', to: j => ((j.cid ?? j.classId) === null ? null : route('columns', { columnId: (j.cid ?? j.classId)! })) },
  39: { title: '专题（cid 专题）', to: j => ((j.cid ?? j.classId) === null ? null : route('SpecialPage', { classId: (j.cid ?? j.classId)! })) },
  // hot news
  40: { title: '热榜', to: () => route('hotNews') },
  41: { title: '时间专题', to: () => route('timeTopic') },
  // publish
  42: { title: '发布发现（cid 话题，可省）', to: j => route('PublishDiscover', some({ HotTagsId: j.cid })) },
  43: { title: '农民说·我要说', to: () => route('PublishDiscover', { section: 'rural' }) },
  44: { title: '我要问政', to: () => route('politicsCommit') },
  45: { title: '我要提问（cid 向其提问的答主，可省）', to: j => route('Ask', some({ targetId: j.cid })) },
  // Q&A
  46: { title: '问答', to: () => route('QAIndex') },
  47: { title: '问答·问题（cid 问题）', to: j => (j.cid === null ? null : route('QAList', { id: j.cid })) },
  48: { title: '问答·答主主页（cid 答主）', to: j => (j.cid === null ? null : route('AskSpecialDetail', { id: j.cid })) },
}

/** a channel id: the app's tabs (1 news, 2 video, 3 BangBang, 5 my page); any other, that channel's home */
function channelTarget(channelId: number): JumpTarget {
  switch (channelId) {
    case JUMP_CHANNEL.news: return route('home', { classId: channelId })
    case JUMP_CHANNEL.video: return route('Image', { tab: 'VideoPage' })
    case JUMP_CHANNEL.bangbang: return route('BangBang')
    case JUMP_CHANNEL.mine: return route('home', { classId: JUMP_CHANNEL.news, panel: 'mine' })
    default: return route('home', { classId: channelId })
  }
}

/**
 * Where a descriptor leads, or null when it names nothing the app has (an unknown code, a code without the
 * id it needs). The code first; without one, the channel; without that, the address.
 */
export function jumpTarget(d: JumpDescriptor): JumpTarget | null {
  const j = readJump(d)
  if (j.dt !== null && j.dt !== 0) {
    const found = JUMP_CODES[j.dt]
    const target = found ? found.to(j) : null
    // a jump may not lead to another jump
    return target && !(target.kind === 'route' && target.name === 'Jump') ? target : null
  }
  if (j.channelId !== null) return channelTarget(j.channelId)
  if (j.targetUrl) {
    const target = addressTarget(j.targetUrl)
    return target.kind === 'route' && target.name === 'Jump' ? null : target
  }
  return null
}

/** the descriptor of an H5 address for the native app's bridge: a story by its kind, anything else by address */
export function jumpOf(name: RouteName, params: RouteParams, address: string): Record<string, string | number> {
  const kinds: Partial<Record<RouteName, number>> = {
    NewsDetail: JUMP_DATA_TYPE.news, LiveDetail: JUMP_DATA_TYPE.live, PictureDetail: JUMP_DATA_TYPE.picture, VideoDetail: JUMP_DATA_TYPE.video,
  }
  const dt = kinds[name]
  if (dt !== undefined && params.newsId !== undefined) return { dt, classId: String(params.classId ?? ''), id: String(params.newsId), targetUrl: address }
  if (name === 'SpecialPage' && params.classId !== undefined) return { dt: JUMP_DATA_TYPE.special, classId: String(params.classId), targetUrl: address }
  if (name === 'columns' && params.columnId !== undefined) return { dt: 38, cid: String(params.columnId), targetUrl: address }
  if (name === 'BangBang') return { channelId: JUMP_CHANNEL.bangbang, targetUrl: address }
  if (name === 'Image') return { channelId: JUMP_CHANNEL.video, targetUrl: address }
  return { dt: JUMP_DATA_TYPE.external, targetUrl: address }
}
