// 上游号 (provider accounts): one account, the recommended ones, and the feed of what they published.
import type { ProviderAccount, ProviderNewsItem } from '@types-api/provider-account'
import { getData } from './request'

export const fetchProviderAccount = (query: { id?: number; classId?: number }) => getData<ProviderAccount>('/api/SYAccount/getInfo', query)
export const fetchRecommendedProviderAccounts = () => getData<ProviderAccount[]>('/api/SYAccount/getRecommendList')
export const fetchProviderFeed = (page: number) => getData<ProviderNewsItem[]>('/api/SYAccount/getHeadPage', { page })
