// Comments, likes, reports, detail ads, related stories and the JS-SDK set-up (reading-side spec §7).
import {
  LIKE_TYPE, type Ad, type Comment, type CommentListData, type LikeResult, type ReportConfig,
} from '@types-api/interaction'
import { PRAISE_TYPE, bangWire, type BangClass } from '@types-api/qa'
import { DISCOVER_CLASS_ID } from '@types-api/discover'
import { accepted, getData, post } from './request'
import { bootedData } from './boot'
import { storyPage } from './news'

/**
 * What comments hang from: a story or a 发现 post (its classId and id: the story calls), or with
 * `from: 'bang'` a BangBang thing (an answer, a politics question, a post, a composition: BANG_CLASS
 * and its id), whose calls are /api/bv/comment/* with the spec's classid (bangWire).
 */
export interface CommentTarget {
  classId: number
  id: number
  from?: 'bang'
}

/** BangBang's comment calls name their target: from=bang, classid 2 or 1 (with its section), id */
const bangTarget = ({ classId, id }: CommentTarget) => ({ from: 'bang', ...bangWire(classId as BangClass), id })

export const fetchComments = (story: CommentTarget, page: number) => story.from === 'bang'
  ? getData<CommentListData>('/api/bv/comment/list', { ...bangTarget(story), page })
  : getData<CommentListData>('/v1/comment/getList', { classId: story.classId, newsId: story.id, page })

interface BangThread { head: Comment; list: Comment[]; hasMore: boolean }

/** One comment with its first replies (the head of a reply page). */
export async function fetchComment(story: CommentTarget, plId: number): Promise<Comment> {
  if (story.from === 'bang') return (await getData<BangThread>('/api/bv/comment/singlelist', { plId, pageSize: 1 })).head
  const data = await getData<CommentListData>('/v1/comment/getList', { classId: story.classId, newsId: story.id, plId })
  return data.list[0]
}

/** replies and related stories are asked for in pages of this size (a shorter page is the last) */
export const LIST_PAGE_SIZE = 20

export const fetchReplies = async (story: CommentTarget, plId: number, page: number): Promise<Comment[]> => story.from === 'bang'
  ? (await getData<BangThread>('/api/bv/comment/singlelist', { plId, page, pageSize: LIST_PAGE_SIZE })).list
  : getData<Comment[]>('/v1/comment/getListByParentId', { classId: story.classId, newsId: story.id, plId, page, pageSize: LIST_PAGE_SIZE })

export interface NewComment extends CommentTarget {
  sayText: string
  /** the comment answered, with its thread (PublishComment's plId, grandPid, pId) */
  plId?: number
  grandPid?: number
  pId?: number
  region?: string
}

export const publishComment = ({ from, ...c }: NewComment) => from === 'bang'
  ? accepted(post<Comment>('/api/bv/comment/publish', { ...bangTarget(c), sayText: c.sayText, plId: c.plId, region: c.region }))
  : accepted(post<Comment>('/v1/comment/store', { classId: c.classId, newsId: c.id, sayText: c.sayText, plId: c.plId, grandPid: c.grandPid, pId: c.pId, region: c.region }))

/** a BangBang comment's delete is id=plId with from=bang; a story's the spec's plId; a 发现 post's names the post too */
export const deleteComment = (story: CommentTarget, plId: number) => story.from === 'bang'
  ? accepted(post<null>('/api/bv/comment/del', { id: plId, from: 'bang' }))
  : accepted(post<null>('v1/comment/deleteComment', story.classId === DISCOVER_CLASS_ID ? { plId, classId: story.classId, newsId: story.id } : { plId }))

/** The like call's envelope as it is: the caller acts on statusCode 200 and 100. */
export const likeStory = ({ classId, id: newsId }: CommentTarget) =>
  post<LikeResult | null>('/v1/like/do', { classId, newsId, type: LIKE_TYPE.news })

/** a BangBang comment's like is type 3 with its commentId */
export const likeComment = ({ classId, id: newsId, from }: CommentTarget, commentId: number) => from === 'bang'
  ? post<LikeResult | null>('/api/praise/AddPraise', { commentId, type: PRAISE_TYPE.bangComment })
  : post<LikeResult | null>('/v1/like/do', { classId, newsId, commentId, type: LIKE_TYPE.comment })

export const fetchReportConfig = () => getData<ReportConfig>('/v1/comment/reportContent')

/** POST /api/comment/doReport's body */
export interface CommentReport {
  classId: number
  newsId: number
  commentId: number
  platformId: number
  /** the chosen reasons, comma-joined */
  content: string
  commentContent: string
}

/** The report calls' envelopes as they are: a response without data keeps the popup open. */
export const reportComment = (r: CommentReport) => post<{ id: number } | null>('/api/comment/doReport', { ...r })

export const reportStory = ({ classId, id: newsId }: CommentTarget, content: string) =>
  post<{ id: number } | null>('/v1/news/doReport', { classId, newsId, content })

export const fetchAds = ({ classId, id: newsId }: CommentTarget) => getData<Ad[]>('/v1/ad/getList', { classId, newsId })
/** The ads a story's page came with (H5), to lay out with the story. */
export const bootedAds = ({ classId, id: newsId }: CommentTarget) => bootedData<Ad[]>('/v1/ad/getList', { classId, newsId }, false)

export const fetchRelated = ({ classId, id: newsId }: CommentTarget, page: number) =>
  storyPage('/v1/news/getRelationNews', { classId, newsId, page, pageSize: LIST_PAGE_SIZE })

