// Points (积分; docs/api.md, Points): the rules, the reader's figures and 积分明细, the daily sign-in, and
// a story read or shared earning once.
import type { PointEntry, PointRule, PointSummary, SignInResult } from '@types-api/points'
import { accepted, getData, post } from './request'

export const fetchPointRules = () => getData<PointRule[]>('/v1/points/rules')
export const fetchPointSummary = () => getData<PointSummary>('/v1/points/summary')
export const fetchPointLedger = (page: number) => getData<{ list: PointEntry[]; hasMore: boolean }>('/v1/points/ledger', { page })
export const signInForPoints = () => accepted(post<SignInResult>('/v1/points/signIn', {}))
/** the envelope as it is: nothing earned (already, or the day's cap) is not a failure */
export const earnForStory = (kind: 'read' | 'share', classId: number, newsId: number) => post<{ points: number; growth: number } | null>(`/v1/points/${kind}`, { classId, newsId })
