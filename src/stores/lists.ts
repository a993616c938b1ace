// The reading side's story lists, by name. Each is kept for the session (kept.ts): going back to a
// screen shows what was loaded, and two screens listing the same column share one list and one request.
// Screens ask for a list by what it lists and page it with useListPaging; they never fetch. Lists of
// other domains live beside their other data (topics.ts, provider-accounts.ts, politics.ts), so that a
// screen loads the code of what it shows only.
import { VIDEO_COLUMN_ID } from '@types-api/news'
import { bootedColumnList, bootedHotList, fetchColumnList, fetchHotList, fetchLiveList, fetchLocalNews, fetchVrList, searchNews, storyPage } from '../services/news'
import { subchannelApi } from '../../common/subchannel'
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
/** a sub-channel's list: the column `classId` (or the one its call names) through the list call its menu entry names */
export function subChannelList(customApiUrl: string | undefined, classId: number) {
  const { path, query } = subchannelApi(customApiUrl)
  const call = { columnId: classId, ...query }
  return keptList(`sub-${path}-${JSON.stringify(call)}`, page => storyPage(path, { ...call, page }))
}
