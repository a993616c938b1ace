// The reading side's story lists, by name. Each is kept for the session (kept.ts): going back to a
// screen shows what was loaded, and two screens listing the same column share one list and one request.
// Screens ask for a list by what it lists and page it with useListPaging; they never fetch. Lists of
// other domains live beside their other data (topics.ts, provider-accounts.ts, politics.ts), so that a
// screen loads the code of what it shows only.
import { VIDEO_COLUMN_ID } from '@types-api/news'
import { bootedColumnList, bootedHotList, fetchColumnList, fetchHotList, fetchLiveList, fetchLocalNews, fetchVrList, searchNews, storyPage } from '../services/news'
import { decodeParam } from '../utils/params'
import { PagedList, listPages } from './paged-list'
import { keep } from './kept'

/** a list of things that never change in place (stories, topics), kept for the session under `key` */
export function keptList<T>(key: string, fetch: (page: number) => Promise<T[] | { list: T[]; hasMore: boolean }>, first?: () => T[] | undefined): PagedList<T> {
  return keep(`list:${key}`, () => {
    const list = new PagedList<T>(listPages(fetch), 0, { deep: false })
    const booted = first?.()
    if (booted) list.prefill({ items: booted })
    return list
  })
}

/** a column's stories (the county channel's district, a 上游号's column, a special's section, /Columns) */
export const columnList = (columnId: number) => keptList(`column-${columnId}`, p => fetchColumnList(columnId, p))

/** the newsroom's videos: 影像's 视频 and /CoolVideo's feed (starting from the page the H5 page came with) */
export const videoList = () => keptList(`column-${VIDEO_COLUMN_ID}`, p => fetchColumnList(VIDEO_COLUMN_ID, p), () => bootedColumnList(VIDEO_COLUMN_ID))

/** the hot list, ranked (热点 ticker, the hot channel, /hotNews); starts from the page the H5 page came with */
export const hotList = () => keptList('hot', fetchHotList, bootedHotList)

/** the 国内 channel: the reader's place, or domestic news */
export const localNewsList = (areaNumber: number) => keptList(`local-${areaNumber}`, p => fetchLocalNews(areaNumber, p))

export const liveList = () => keptList('live', fetchLiveList)
export const vrList = () => keptList('vr', fetchVrList)
export const searchList = (keyword: string) => keptList(`search-${keyword}`, p => searchNews(keyword, p))
/** list calls a sub-channel may name in customApiUrl; each answers a page of stories */
export const SUBCHANNEL_APIS = [
  '/kratos/v1/column/list', '/v1/news/getListByColumnId', '/v1/live/getList', '/v1/vr/getList', '/v1/news/getHotLists',
]
/** the legacy controller's list calls (reading-side spec §7), named by customApiUrl's enews */
const CONTROLLER = '/api/controller.php'
export const CONTROLLER_LISTS = ['getColumnNewsList', 'getTopicNewsList']
const DEFAULT_SUBCHANNEL_API = '/kratos/v1/column/list'

/** The list call a sub-channel's customApiUrl names: one of SUBCHANNEL_APIS, or the controller's column or topic list with its enews (and columnId, when the address names one); else the column list. */
export function subchannelApi(customApiUrl: string | undefined): { path: string; query: Record<string, string | number> } {
  const [path, search = ''] = decodeParam(customApiUrl).split('?')
  if (path === CONTROLLER) {
    const q = new URLSearchParams(search)
    const enews = q.get('enews') ?? ''
    const columnId = Number(q.get('columnId'))
    if (CONTROLLER_LISTS.includes(enews)) return { path, query: { enews, ...(columnId > 0 ? { columnId } : {}) } }
  }
  return { path: SUBCHANNEL_APIS.includes(path) ? path : DEFAULT_SUBCHANNEL_API, query: {} }
}

/** a sub-channel's list: the column `classId` (or the one its call names) through the list call its menu entry names */
export function subChannelList(customApiUrl: string | undefined, classId: number) {
  const { path, query } = subchannelApi(customApiUrl)
  const call = { columnId: classId, ...query }
  return keptList(`sub-${path}-${JSON.stringify(call)}`, page => storyPage(path, { ...call, page }))
}
