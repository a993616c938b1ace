// Topics (时间专题) and specials (专题).
import type { SpecialInfo, SpecialListItem, Topic } from '@types-api/topics'
import { getData } from './request'
import { storyPage } from './news'

export const fetchTopics = (columnId: number, page: number) => getData<Topic[]>('/kratos/v1/topicsCollect', { columnId, page })
export const fetchTopic = (id: number) => getData<Topic>('/kratos/v1/topics/show', { id })
export const fetchTopicNews = (id: number, page: number) => storyPage('/kratos/v1/topics/news_list', { id, page })
export const fetchSpecials = (page: number) => getData<SpecialListItem[]>('/v1/news/specialList', { page })
export const fetchSpecial = (classId: number) => getData<SpecialInfo>('/v1/news/specailCategory', { classId })
