// News lists and details.
import type { ChannelHomeData, NewsDetail, NewsItem } from '@types-api/news'
import { getData } from './request'

export const fetchChannelHome = (channelId: number, page: number) =>
  getData<ChannelHomeData>('/kratos/v1/channel/home', { channelId, page }, { header: { AppVersion: '6.0.0' } })

export const fetchColumnList = (columnId: number, page: number) =>
  getData<NewsItem[]>('/kratos/v1/column/list', { columnId, page })

export const fetchNewsDetail = (classId: number, newsId: number) =>
  getData<NewsDetail>('/v1/news/getDetails', { classId, newsId })
