// 帮帮's tab and search: the newest 问政 and hot 问答 the tab shows (one call), the hot words under the
// search box, and a search's results (both kinds at once, or one kind paged).
import { bootedBangHome, fetchBangHome, fetchBangHotWords, fetchBangRelated, fetchBangServices, searchBang, searchBangMembers, type BangSearchKind } from '../services/bangbang'
import { keptList } from './lists'
import { keptResource } from './resource'

export type { BangSearchKind }

/** starts from the previews the H5 page came with, when it came with them */
export const bangHome = () => keptResource('bang-home', fetchBangHome, { initial: bootedBangHome })
/** the public-service directory (/BangBang/serve/index) */
export const bangServices = () => keptResource('bang-services', fetchBangServices)
export const bangHotWords = () => keptResource('bang-hot-words', fetchBangHotWords)
export const bangSearchFirst = (keyword: string) => keptResource(`bang-search-${keyword}`, () => searchBang(keyword))
/** one kind's results, paged */
export const bangSearchPolitics = (keyword: string) => keptList(`bang-search-politics-${keyword}`, async page => (await searchBang(keyword, 'politics', page)).politics)
export const bangSearchQa = (keyword: string) => keptList(`bang-search-qa-${keyword}`, async page => (await searchBang(keyword, 'qa', page)).qa)
/** the stories related to a 问政 (classid 1) or 问答 (classid 2) question */
export const bangRelated = (classid: 1 | 2, id: number) => keptResource(`bang-related-${classid}-${id}`, () => fetchBangRelated(classid, id))
/** journalists and experts by name or job */
export const bangMemberSearch = (keyword: string) => keptResource(`bang-members-${keyword}`, () => searchBangMembers(keyword))
