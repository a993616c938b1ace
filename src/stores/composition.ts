// 作文: the section's home, its newest works, its rankings and a composition, kept for the session like the
// other sections' data (the list pages are kept alive: going back returns to the same place and data).
import type { CompositionCard, GradeBand, RankPeriod, RankType, RankedCard } from '@types-api/composition'
import { fetchComposition, fetchCompositionHome, fetchCompositionRank, fetchCompositions, type List } from '../services/composition'
import { PagedList } from './paged-list'
import { keep } from './kept'
import { keptResource } from './resource'
import { navigate } from '../utils/navigate'

const pages = <T>(fetch: (page: number) => Promise<List<T>>) => new PagedList<T>(async page => {
  const data = await fetch(page)
  return { items: data.list, hasMore: data.hasMore }
}, 0, { deep: false })

export const compositionHome = () => keptResource('composition-home', fetchCompositionHome)
export const newestCompositions = (gradeBand?: GradeBand) =>
  keep(`composition-list-${gradeBand ?? 'all'}`, () => pages<CompositionCard>(p => fetchCompositions(p, { gradeBand })))
export const compositionRank = (type: RankType, period: RankPeriod, gradeBand?: GradeBand) =>
  keep(`composition-rank-${type}-${period}-${gradeBand ?? 'all'}`, () => pages<RankedCard>(p => fetchCompositionRank(type, period, p, { gradeBand })))
/** a composition: its own resource per page (its readings count once per opening) */
export const compositionDetail = (id: number) => keptResource(`composition-${id}`, () => fetchComposition(id))

export const openComposition = (c: Pick<CompositionCard, 'id'>) => void navigate('compositionDetail', { id: c.id })
/** RankList's query, as the spec has it: type=rank reads 人气榜, type=start 高分榜 */
export const openRank = (type: RankType) => void navigate('compositionRankList', { type: type === 'popularity' ? 'rank' : 'start' })
