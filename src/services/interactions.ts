// Comments, likes, reports, detail ads, related stories and the JS-SDK set-up (reading-side spec §7).
import type { NewsItem } from '@types-api/news'
import {
  LIKE_TYPE, type Ad, type Comment, type CommentListData, type LikeResult, type ReportConfig, type SdkInfo,
} from '@types-api/interaction'
import { PRAISE_TYPE } from '@types-api/qa'
import { accepted, getData, post } from './request'
import { bootedData } from './boot'

/**
 * What is commented on, as the calls name it: a story; or, with from 'bang', a BangBang answer
 * (classId 2) or politics question (classId 1), whose comments have calls of their own (/api/bv/comment/*).
 */
export interface StoryRef {
  classId: number
  newsId: number
  from?: 'bang'
}

/** BangBang's comment calls name their target classid and id */
const bangTarget = ({ classId, newsId }: StoryRef) => ({ classid: classId, id: newsId, from: 'bang' })

export const fetchComments = (story: StoryRef, page: number) => story.from === 'bang'
  ? getData<CommentListData>('/api/bv/comment/list', { ...bangTarget(story), page })
  : getData<CommentListData>('/v1/comment/getList', { classId: story.classId, newsId: story.newsId, page })

interface BangThread { head: Comment; list: Comment[]; hasMore: boolean }

/** One comment with its first replies (the head of a reply page). */
export async function fetchComment(story: StoryRef, plId: number): Promise<Comment> {
  if (story.from === 'bang') return (await getData<BangThread>('/api/bv/comment/singlelist', { plId, pageSize: 1 })).head
  const data = await getData<CommentListData>('/v1/comment/getList', { classId: story.classId, newsId: story.newsId, plId })
  return data.list[0]
}

/** replies and related stories are asked for in pages of this size (a shorter page is the last) */
export const LIST_PAGE_SIZE = 20

export const fetchReplies = async (story: StoryRef, plId: number, page: number): Promise<Comment[]> => story.from === 'bang'
  ? (await getData<BangThread>('/api/bv/comment/singlelist', { plId, page, pageSize: LIST_PAGE_SIZE })).list
  : getData<Comment[]>('/v1/comment/getListByParentId', { classId: story.classId, newsId: story.newsId, plId, page, pageSize: LIST_PAGE_SIZE })


export interface NewComment extends StoryRef {
  sayText: string
  /** the comment answered, with its thread (PublishComment's plId, grandPid, pId) */
  plId?: number
  grandPid?: number
  pId?: number
  region?: string
}

export const publishComment = ({ from, ...c }: NewComment) => from === 'bang'
  ? accepted(post<Comment>('/api/bv/comment/publish', { ...bangTarget(c), sayText: c.sayText, plId: c.plId, region: c.region }))
  : accepted(post<Comment>('/v1/comment/store', { ...c }))

/** a BangBang comment's delete is id=plId with from=bang */
export const deleteComment = (story: StoryRef, plId: number) => story.from === 'bang'
  ? accepted(post<null>('/api/bv/comment/del', { id: plId, from: 'bang' }))
  : accepted(post<null>('v1/comment/deleteComment', { plId }))

/** The like call's envelope as it is: the caller acts on statusCode 200 and 100. */
export const likeStory = ({ classId, newsId }: StoryRef) =>
  post<LikeResult | null>('/v1/like/do', { classId, newsId, type: LIKE_TYPE.news })

/** a BangBang comment's like is type 3 with its commentId */
export const likeComment = ({ classId, newsId, from }: StoryRef, commentId: number) => from === 'bang'
  ? post<LikeResult | null>('/api/praise/AddPraise', { commentId, type: PRAISE_TYPE.bangComment })
  : post<LikeResult | null>('/v1/like/do', { classId, newsId, commentId, type: LIKE_TYPE.comment })

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
