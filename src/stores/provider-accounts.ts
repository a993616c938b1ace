// 上游号 (provider accounts): one account, the recommended ones, and the feed of what they published,
// kept for the session like the reading side's other data (lists.ts, resource.ts).
import type { ProviderNewsItem } from '@types-api/provider-account'
import { fetchProviderAccount, fetchProviderFeed, fetchRecommendedProviderAccounts } from '../services/provider-accounts'
import { keptList } from './lists'
import { keptResource } from './resource'

/** what every 上游号 published, newest first */
export const providerFeedList = () => keptList<ProviderNewsItem>('provider-feed', fetchProviderFeed)

/** the 上游号 whose stories are in column `classId` */
export const providerAccount = (classId: number) => keptResource(`provider-${classId}`, () => fetchProviderAccount({ classId }))

export const recommendedProviderAccounts = () => keptResource('providers-recommended', fetchRecommendedProviderAccounts)
