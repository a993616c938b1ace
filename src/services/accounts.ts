// 上游号 (provider accounts).
import type { Account, AccountNewsItem } from '@types-api/account'
import { getData } from './request'

export const fetchAccount = (query: { id?: number; classId?: number }) => getData<Account>('/api/SYAccount/getInfo', query)
export const fetchRecommendedAccounts = () => getData<Account[]>('/api/SYAccount/getRecommendList')
export const fetchAccountFeed = (page: number) => getData<AccountNewsItem[]>('/api/SYAccount/getHeadPage', { page })
