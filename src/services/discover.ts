// 发现 (Discover; community-side spec §7, docs/api.md Discover). A post's comments go through
// services/interactions (BangBang's, classid 4, from 'bang'); its like is /v1/like/do with classId 20.
import type { DiscoverDetail, DiscoverItem, DiscoverPublished, DiscoverTopic, TopicWord } from '@types-api/discover'
import { DISCOVER_CLASS_ID } from '@types-api/discover'
import type { LikeResult } from '@types-api/interaction'
import { accepted, getData, getReading, post } from './request'

type List<T> = { list: T[]; hasMore: boolean }

export const fetchDiscoverFeed = (type: 'new' | 'hot', page: number) => getData<List<DiscoverItem>>('/v1/quan/getQuanInfo', { type, page })
/** 渝农's 农民说: farmers' posts (Discover's, in a feed of their own; docs/api.md, 渝农) */
export const fetchFarmerTalk = (order: 'new' | 'hot', page: number) => getData<List<DiscoverItem>>('/v1/rural/talk/list', { order, page })
export const fetchHotTopics = (page: number) => getData<List<DiscoverTopic>>('/v1/quan/getHotTopicList', { page })
export const fetchHotWords = () => getData<TopicWord[]>('/api/topic/getHotWord')
export const fetchDiscoverTopic = (themeId: number) => getData<DiscoverTopic>('/api/topic/getThemeInfo', { themeId })
export const fetchTopicPosts = (themeId: number, page: number) => getData<List<DiscoverItem>>('/api/topic/themeRecentList', { themeId, page })
export const searchDiscover = (keyword: string, page: number) => getData<List<DiscoverItem>>('/api/topic/getListByKeyWord', { keyword, page })
export const searchTopics = (keyword: string) => getData<DiscoverTopic[]>('/api/topic/getTopicListByKeyboard', { keyword })
/** `reload`: the page showing it again after a step, not another reading (nor where building the page counted it: getReading) */
export const fetchDiscoverPost = (id: number, reload = false) => getReading<DiscoverDetail>('/v1/quan/getDetail', { classId: DISCOVER_CLASS_ID, newsId: id }, reload)
export const publishDiscover = (p: { content: string; images?: number[]; videoId?: number; topicId?: number; topicTitle?: string; section?: 'rural' }) =>
  accepted(post<DiscoverPublished>('/v1/quan/publish', { ...p }))
export const deleteDiscover = (id: number) => accepted(post<null>('/v1/quan/del', { id }))
/** the like's envelope as it is: the caller acts on data.voteType only (spec §4) */
export const likeDiscover = (id: number) => post<(LikeResult & { voteType: 0 | 1 }) | null>('/v1/like/do', { classId: DISCOVER_CLASS_ID, newsId: id, type: 1 })
/** a post (newsId) or a topic (themeId) reported; the envelope as it is (a response without data keeps the popup open) */
export const reportDiscover = (target: { newsId?: number; themeId?: number }, content: string) =>
  post<{ id: number } | null>('/v1/quan/report', { classId: DISCOVER_CLASS_ID, ...target, content })
