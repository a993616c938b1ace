// 作文 (community-side spec §2; docs/api.md, Composition): what readers read of the section.
import type {
  CompositionCard, CompositionDetail, CompositionHome, GradeBand, RankPeriod, RankType, RankedCard,
} from '@types-api/composition'
import { getData } from './request'

export type List<T> = { list: T[]; hasMore: boolean }

export const fetchCompositionHome = () => getData<CompositionHome>('/v1/composition/home')
export const fetchCompositions = (page: number, filter: { gradeBand?: GradeBand } = {}) =>
  getData<List<CompositionCard>>('/v1/composition/list', { page, ...filter })
export const fetchCompositionRank = (type: RankType, period: RankPeriod, page: number, filter: { gradeBand?: GradeBand } = {}) =>
  getData<List<RankedCard> & { period: RankPeriod }>('/v1/composition/rank', { type, period, page, ...filter })
/** `reload`: the page showing it again after a step, not another reading */
export const fetchComposition = (id: number, reload = false) => getData<CompositionDetail>('/v1/composition/detail', { id, reload: reload || undefined })
