// Comments, likes, reports, detail ads, related stories and the JS-SDK set-up (reading-side spec §7).
import type { NewsItem } from '@types-api/news'
import {
  LIKE_TYPE, type Ad, type Comment, type CommentListData, type LikeResult, type ReportConfig, type SdkInfo,
} from '@types-api/interaction'
import { accepted, getData, post } from './request'
import { bootedData } from './boot'

/** A story as the calls name it. */
export interface StoryRef {
  classId: number
  newsId: number
}

export const fetchComments = ({ classId, newsId }: StoryRef, page: number) =>
  getData<CommentListData>('/v1/comment/getList', { classId, newsId, page })

/** One comment with its first replies (the head of a reply page). */
export async function fetchComment({ classId, newsId }: StoryRef, plId: number): Promise<Comment> {
  const data = await getData<CommentListData>('/v1/comment/getList', { classId, newsId, plId })
  return data.list[0]
}

/** replies and related stories are asked for in pages of this size (a shorter page is the last) */
export const LIST_PAGE_SIZE = 20

export const fetchReplies = ({ classId, newsId }: StoryRef, plId: number, page: number) =>
  getData<Comment[]>('/v1/comment/getListByParentId', { classId, newsId, plId, page, pageSize: LIST_PAGE_SIZE })


export interface NewComment extends StoryRef {
  sayText: string
  /** the comment answered, with its thread (PublishComment's plId, grandPid, pId) */
  plId?: number
  grandPid?: number
  pId?: number
  region?: string
}

export const publishComment = (c: NewComment) => accepted(post<Comment>('/v1/comment/store', { ...c }))

export const deleteComment = (plId: number) => accepted(post<null>('v1/comment/deleteComment', { plId }))

/** The like call's envelope as it is: the caller acts on statusCode 200 and 100. */
export const likeStory = ({ classId, newsId }: StoryRef) =>
  post<LikeResult | null>('/v1/like/do', { classId, newsId, type: LIKE_TYPE.news })

export const likeComment = ({ classId, newsId }: StoryRef, commentId: number) =>
  post<LikeResult | null>('/v1/like/do', { classId, newsId, commentId, type: LIKE_TYPE.comment })

export const fetchReportConfig = () => getData<ReportConfig>('/v1/comment/reportContent')

export interface CommentReport extends StoryRef {
  commentId: number
  platformId: number
  /** the chosen reasons, comma-joined */
  content: string
  commentContent: string
}

/** The report calls' envelopes as they are: a response without data keeps the popup open. */
export const reportComment = (r: CommentReport) => post<{ id: number } | null>('/api/comment/doReport', { ...r })

export const reportStory = ({ classId, newsId }: StoryRef, content: string) =>
  post<{ id: number } | null>('/v1/news/doReport', { classId, newsId, content })

export const fetchAds = ({ classId, newsId }: StoryRef) => getData<Ad[]>('/v1/ad/getList', { classId, newsId })
/** The ads a story's page came with (H5), to lay out with the story. */
export const bootedAds = ({ classId, newsId }: StoryRef) => bootedData<Ad[]>('/v1/ad/getList', { classId, newsId }, false)

export const fetchRelated = ({ classId, newsId }: StoryRef, page: number) =>
  getData<NewsItem[]>('/v1/news/getRelationNews', { classId, newsId, page, pageSize: LIST_PAGE_SIZE })

/** wx.config for this page address, with the story's share card when `id` names one. */
export const fetchSdkInfo = (url: string, id?: number) =>
  getData<SdkInfo>('/api/controller.php', { enews: 'getSdkInfo', url, id })
