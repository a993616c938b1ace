// News lists and details.
import type { ChannelHomeData, NewsDetail, NewsItem } from '@types-api/news'
import { getData } from './request'

export const fetchChannelHome = (channelId: number, page: number) =>
  getData<ChannelHomeData>('/kratos/v1/channel/home', { channelId, page }, { header: { AppVersion: '6.0.0' } })

export const fetchColumnList = (columnId: number, page: number) =>
  getData<NewsItem[]>('/kratos/v1/column/list', { columnId, page })

export const fetchNewsDetail = (classId: number, newsId: number) =>
  getData<NewsDetail>('/v1/news/getDetails', { classId, newsId })

export const fetchHotList = (page: number) => getData<NewsItem[]>('/v1/news/getHotLists', { page })
export const fetchLiveList = (page: number) => getData<NewsItem[]>('/v1/live/getList', { page })
export const fetchVrList = (page: number) => getData<NewsItem[]>('/v1/vr/getList', { page })
/** the 国内 channel: the reader's local area (area number), or 999 for domestic news */
export const fetchLocalNews = (areaNumber: number, page: number) =>
  getData<NewsItem[]>('/v1/news/getCountryHotNews', { areaNumber, page })
export const fetchHotWords = () => getData<{ id: number; title: string }[]>('/v1/news/getNewsHotWord')
export const searchNews = (keyword: string, page: number) => getData<NewsItem[]>('/kratos/v1/search/home', { keyword, page })

/** The same story through the legacy CMS controller (NewsDetailWeb). */
export const fetchNewsDetailFromCms = (classId: number, newsId: number) =>
  getData<NewsDetail>('/api/controller.php', { enews: 'getNewsDetail', classId, newsId })
