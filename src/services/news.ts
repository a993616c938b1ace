// News lists and details.
import type { ChannelHomeData, NewsDetail, NewsItem, StoryPage } from '@types-api/news'
import { getData, getReading, type Query } from './request'
import { bootedData } from './boot'
import { tokenStore } from './token'

/**
 * A page of a story list, asked for in the API's second version (Accept: application/vnd.shangyou.v2+json):
 * `{ list, hasMore, page }`, so that the last page is known without asking for an empty one.
 */
export const storyPage = (path: string, query: Query) => getData<StoryPage>(path, query, { version: 'v2' })

export const fetchChannelHome = (channelId: number, page: number) =>
  getData<ChannelHomeData>('/kratos/v1/channel/home', { channelId, page }, { header: { AppVersion: '6.0.0' } })

export const fetchColumnList = (columnId: number, page: number) =>
  storyPage('/kratos/v1/column/list', { columnId, page })

const NEWS_DETAIL = '/v1/news/getDetails'
/**
 * a story's detail, a reading (not another where building the page counted it: getReading); `preview`: the
 * newsroom's signed preview link's, for a story not published yet
 */
export const fetchNewsDetail = (classId: number, newsId: number, preview = '') =>
  preview ? getData<NewsDetail>(NEWS_DETAIL, { classId, newsId, preview }) : getReading<NewsDetail>(NEWS_DETAIL, { classId, newsId }, false)

export const fetchHotList = (page: number) => storyPage('/v1/news/getHotLists', { page })
export const fetchLiveList = (page: number) => storyPage('/v1/live/getList', { page })
export const fetchVrList = (page: number) => storyPage('/v1/vr/getList', { page })
/** the 国内 channel: the reader's local area (area number), or 999 for domestic news */
export const fetchLocalNews = (areaNumber: number, page: number) =>
  storyPage('/v1/news/getCountryHotNews', { areaNumber, page })
export const fetchHotWords = () => getData<{ id: number; title: string }[]>('/v1/news/getNewsHotWord')
export const searchNews = (keyword: string, page: number) => storyPage('/kratos/v1/search/home', { keyword, page })

/** The same story through the legacy CMS controller (NewsDetailWeb). */
export const fetchNewsDetailFromCms = (classId: number, newsId: number) =>
  getReading<NewsDetail>('/api/controller.php', { enews: 'getNewsDetail', classId, newsId }, false)

/** A channel home's first page, as the page came with it (H5). */
export const bootedChannelHome = (channelId: number) =>
  bootedData<ChannelHomeData>('/kratos/v1/channel/home', { channelId, page: 1 }, false)

/** A story's detail, as the page came with it (H5; a visitor's view only). */
export const bootedNewsDetail = (classId: number, newsId: number) =>
  bootedData<NewsDetail>(NEWS_DETAIL, { classId, newsId }, !!tokenStore.get())

/** A column's first page, as the page came with it (H5: /CoolVideo's videos). */
export const bootedColumnList = (columnId: number) => bootedData<NewsItem[]>('/kratos/v1/column/list', { columnId, page: 1 }, false)

/** The hot list's first page, as the page came with it (H5, the news tab's ticker). */
export const bootedHotList = () => bootedData<NewsItem[]>('/v1/news/getHotLists', { page: 1 }, false)
