// 帮帮's own calls: the tab's data, the section's search and its hot words (docs/api.md).
import type { BangHome, BangHotWord, BangSearchResult, BangServiceGroup } from '@types-api/bangbang'
import type { NewsItem } from '@types-api/news'
import type { QaMember } from '@types-api/qa'
import { getData } from './request'
import { bootedData } from './boot'
import { tokenStore } from './token'

export type BangSearchKind = 'politics' | 'qa'

export const fetchBangHome = () => getData<BangHome>('/v1/bangbang/home')
/** the tab's previews the H5 page came with (a visitor's: a signed-in reader's own held questions are theirs to fetch) */
export const bootedBangHome = () => bootedData<BangHome>('/v1/bangbang/home', undefined, !!tokenStore.get())
/** without `type`: the first results of both kinds; with it, a page of that kind */
export const searchBang = (keyword: string, type?: BangSearchKind, page = 1) => getData<BangSearchResult>('/v1/bangbang/home/search', { keyword, type, page })
export const fetchBangHotWords = () => getData<BangHotWord[]>('/v1/bangbang/home/hotsearch')
export const fetchBangServices = () => getData<BangServiceGroup[]>('/v1/bangbang/service/getService')
/** the stories related to a 问政 (classid 1) or 问答 (classid 2) question */
export const fetchBangRelated = (classid: 1 | 2, id: number) => getData<NewsItem[]>('/v1/bangbang/news/getRelativeLists', { classid, id })
export const searchBangMembers = (keyword: string) => getData<QaMember[]>('/v1/bangbang/member/top/search', { keyword })
