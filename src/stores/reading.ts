// The reading side's single pieces of data, by name: a column's header and sub-columns, a special, a
// topic, the search page's hot words, 上游号 (provider accounts). Each is kept for the session and asked
// again when older than its age limit (resource.ts); screens show them with useResource.
import { fetchColumn } from '../services/columns'
import { fetchHotWords } from '../services/news'
import { fetchSpecial, fetchTopic } from '../services/topics'
import { fetchProviderAccount, fetchRecommendedProviderAccounts } from '../services/provider-accounts'
import { keptResource } from './resource'

/** a column with its sub-columns (/Columns, the district block: column 18's districts) */
export const columnInfo = (columnId: number) => keptResource(`column-${columnId}`, () => fetchColumn(columnId))

export const specialInfo = (classId: number) => keptResource(`special-${classId}`, () => fetchSpecial(classId))

export const topicInfo = (topicId: number) => keptResource(`topic-${topicId}`, () => fetchTopic(topicId))

export const hotSearchWords = () => keptResource('hot-words', fetchHotWords)

/** the 上游号 whose stories are in column `classId` */
export const providerAccount = (classId: number) => keptResource(`provider-${classId}`, () => fetchProviderAccount({ classId }))

export const recommendedProviderAccounts = () => keptResource('providers-recommended', fetchRecommendedProviderAccounts)
