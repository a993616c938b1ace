// 问答, its likes and 身份认证 (community-side spec §7; docs/api.md, 问答). BangBang's comments go
// through services/interactions with from 'bang'.
import type { MemberInfo, IdentityApplication } from '@types-api/identity'
import {
  PRAISE_TYPE, type PraiseResult, type QaAnswerDetail, type QaAnswerItem, type QaHome, type QaMember, type QaMemberHome, type QaQuestionItem,
  type QaQuestionPage, type QaSimilar, type UserTypeCode,
} from '@types-api/qa'
import type { RuralQaCategory, VoiceSection } from '@types-api/rural'
import { accepted, getData, getReading, post } from './request'

export type QaOrder = 'new' | 'hot'

export const fetchQaHome = () => getData<QaHome>('/v1/bangbang/wenda/index')
export const fetchQuestions = (order: QaOrder, page: number) =>
  getData<QaQuestionItem[]>(order === 'new' ? '/v1/bangbang/wenda/getNewQuestionList' : '/v1/bangbang/wenda/getHotQuestionList', { page })
export const fetchNewAnswers = (page: number) => getData<QaAnswerItem[]>('/v1/bangbang/wenda/getNewAnswerList', { page })
const QUESTION_PAGE = '/v1/bangbang/wenda/getAnswerListById'
/** `reload`: the page showing it again (after answering, or on coming back): not another reading */
export const fetchQuestionPage = (id: number, page: number, reload = false) => getReading<QaQuestionPage>(QUESTION_PAGE, { id, page }, reload)
export const fetchAnswerDetail = (id: number) => getData<QaAnswerDetail>('/v1/bangbang/wenda/getAnswerDetail', { id })
/** type 1: the answerers who joined; type 2: the reporters who joined */
export const fetchMembers = (type: 1 | 2) => getData<QaMember[]>('/v1/bangbang/wenda/getMemberList', { type })
export const fetchRecommenders = () => getData<QaMember[]>('/v1/bangbang/wenda/getRecommenderList')
export const fetchMember = (id: number) => getData<QaMemberHome>('/v1/bangbang/wenda/getMember', { id })
export const fetchMemberAnswers = (id: number, page: number) => getData<QaAnswerItem[]>('/v1/bangbang/wenda/getNewAnswerListByMemberId', { id, page })
export const fetchMemberQuestions = (id: number, page: number) => getData<QaQuestionItem[]>('/v1/bangbang/wenda/getNewQuestionListByMemberId', { id, page })
export const searchQuestions = (keyword: string, page: number) => getData<QaQuestionItem[]>('/v1/bangbang/wenda/search', { keyword, page })
export const fetchSimilar = (text: string, section?: VoiceSection) => getData<QaSimilar[]>('/v1/bangbang/wenda/similar', { text, section })

export const askQuestion = (q: { content: string; region: string; targetUserId?: number; images?: number[]; videoId?: number; section?: VoiceSection; category?: string }) =>
  accepted(post<{ id: number; underReview: boolean }>('/v1/bangbang/wenda/add', { ...q }))
export const answerQuestion = (id: number, content: string, region: string, images?: number[], videoId?: number) =>
  accepted(post<{ id: number; underReview: boolean }>('/v1/bangbang/wenda/reply', { id, content, region, images, videoId }))
export const pinAnswer = (id: number, answerId: number) => accepted(post<{ pinned: boolean }>('/v1/bangbang/wenda/pin', { id, answerId }))
/** The like's envelope as it is (type 6, bangId: the answer): the caller acts on statusCode 200 only. */
export const likeAnswer = (answerId: number) => post<PraiseResult | null>('/api/praise/AddPraise', { bangId: answerId, type: PRAISE_TYPE.question })

export const fetchMemberInfo = () => getData<MemberInfo>('/api/bangbang/member/getInfo')
export const applyIdentity = (a: { type: UserTypeCode; realName: string; job: string; introduction: string; proof: string; schoolId?: number }) =>
  accepted(post<IdentityApplication>('/api/bangbang/member/useredit', { ...a }))

// 渝农's 乡村帮帮: rural questions by category, their search, and the agricultural experts (docs/api.md, 渝农)
export const fetchRuralQuestions = (order: QaOrder, category: RuralQaCategory | undefined, page: number) =>
  getData<{ list: QaQuestionItem[]; hasMore: boolean }>('/v1/rural/qa/list', { order, category, page })
export const searchRuralQuestions = (keyword: string, page: number) => getData<{ list: QaQuestionItem[]; hasMore: boolean }>('/v1/rural/qa/search', { keyword, page })
export const fetchAgronomists = () => getData<QaMember[]>('/v1/rural/qa/experts')
