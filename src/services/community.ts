// 社区 (groupownet), 曝光台 and their posts (community-side spec §7; docs/api.md, 社区 and 曝光台). A
// post's comments go through services/interactions (classid 3, from 'bang'); its like is type 7.
import type {
  BangPost, BangPostDetail, Community, CommunityHome, CommunityPage, CommunityPerson, CommunityUser, ExposureList, BangPostKind, BangPostStatus,
} from '@types-api/community'
import { PRAISE_TYPE, type PraiseResult } from '@types-api/qa'
import { accepted, getData, getReading, post } from './request'

/** `district`: the reader's (their communities first) */
export const fetchCommunityHome = (district: string, page = 1) => getData<CommunityHome>('/v1/bangbang/groupownet/home', { district: district || undefined, page })
export const fetchCommunity = (id: number, page: number) => getData<CommunityPage>('/v1/bangbang/groupownet/community', { id, page })
export const fetchCommunityMembers = (id: number, page: number) => getData<{ list: CommunityPerson[]; hasMore: boolean }>('/v1/bangbang/groupownet/userlist', { id, page })
export const fetchCommunityUser = (id: number, page: number) => getData<CommunityUser>('/v1/bangbang/groupownet/userInfo', { id, page })
/** without a keyword: every community, the reader's `district` first */
export const searchCommunities = (keyword: string, district = '') => getData<Community[]>('/v1/bangbang/groupownet/top/search', { keyword: keyword || undefined, district: district || undefined })
export const searchCommunityPosts = (keyword: string, page: number) => getData<{ list: BangPost[]; hasMore: boolean }>('/v1/bangbang/groupownet/search', { keyword, page })
export const joinCommunity = (id: number) => accepted(post<null>('/v1/bangbang/groupownet/join', { id }))

/** 曝光台: all, or those in one state */
export const fetchExposures = (status: BangPostStatus | undefined, page: number) => getData<ExposureList>('/api/bangbang/comment/bangbanglist', { status, page })

/** `reload`: the page showing it again after a write: not another reading (nor where building the page counted it: getReading) */
export const fetchPost = (id: number, reload = false) => getReading<BangPostDetail>('/api/bangbang/post/detail', { id }, reload)
export const publishPost = (p: { kind: BangPostKind; content: string; region: string; images?: number[] }) =>
  accepted(post<{ id: number; underReview: boolean }>('/api/bangbang/post/publish', { ...p }))
export const handlePost = (id: number, content: string, solved: boolean) => accepted(post<{ status: BangPostStatus }>('/api/bangbang/post/handle', { id, content, solved }))
export const solvePost = (id: number) => accepted(post<{ status: BangPostStatus }>('/api/bangbang/post/solve', { id }))
export const deletePost = (id: number) => accepted(post<null>('/api/bangbang/post/del', { id }))
/** The like's envelope as it is (type 7): the caller acts on statusCode 200 only. */
export const likePost = (id: number) => post<PraiseResult | null>('/api/praise/AddPraise', { bangId: id, type: PRAISE_TYPE.post })
