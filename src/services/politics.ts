// 问政 calls (community-side spec §7; docs/api.md, 问政).
import type { ComplaintItem, DepartmentSummary, PoliticsDetail, PoliticsListItem, PoliticsStatus } from '@types-api/politics'
import { accepted, getData, getReading, post } from './request'
import { PRAISE_TYPE, type PraiseResult } from '@types-api/qa'

export type HandleAction = 'accept' | 'refuse' | 'duplicate' | 'out_of_scope' | 'start'

export const fetchPoliticsList = (order: 'new' | 'hot', page: number) =>
  getData<PoliticsListItem[]>(order === 'new' ? '/v1/bangbang/wenzheng/getNewList' : '/v1/bangbang/wenzheng/getHotList', { page })
const POLITICS_DETAIL = '/v1/bangbang/wenzheng/getDetail'
/** `reload`: the page showing it again (after a step, or on coming back): not another reading */
export const fetchPoliticsDetail = (id: number, reload = false) =>
  getReading<PoliticsDetail>(POLITICS_DETAIL, { id }, reload)
export const fetchDepartments = () => getData<DepartmentSummary[]>('/v1/bangbang/wenzheng/getMemberList')

export const commitPolitics = (q: { departmentId: number; title: string; content: string; region: string; images?: number[]; videoId?: number }) =>
  accepted(post<{ id: number; underReview: boolean }>('/v1/bangbang/wenzheng/add', { ...q }))
export const handlePolitics = (id: number, action: HandleAction, reason = '', duplicateOf?: number) =>
  accepted(post<{ statusCode: PoliticsStatus; status: string }>('/v1/bangbang/wenzheng/handle', { id, action, reason, duplicateOf }))
export const replyPolitics = (id: number, content: string) => accepted(post<null>('/v1/bangbang/wenzheng/reply', { id, content }))
export const ratePolitics = (id: number, rating: number) => accepted(post<null>('/v1/bangbang/wenzheng/rate', { id, rating }))
export const reopenPolitics = (id: number, reason: string) => accepted(post<null>('/v1/bangbang/wenzheng/reopen', { id, reason }))

// 直播带货投诉平台: a complaint (its steps and page are 问政's), and the reader's own
export const commitComplaint = (c: { platform: string; seller: string; orderNo: string; content: string; region: string; images?: number[]; videoId?: number }) =>
  accepted(post<{ id: number; underReview: boolean }>('/v1/complaints/add', { ...c }))
export const fetchComplaints = (page: number) => getData<{ list: ComplaintItem[]; hasMore: boolean }>('/v1/complaints/list', { page })
/** a 问政 question's like (AddPraise type 10: once, no unlike) */
export const likePolitics = (id: number) => post<PraiseResult | null>('/api/praise/AddPraise', { bangId: id, type: PRAISE_TYPE.politics })
