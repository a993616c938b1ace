// News list items, banners and news detail as the server returns them.
import type { DataType } from './common'

/** A news / banner / list item (reading-side spec §3). Image URLs are absolute. */
export interface NewsItem {
  id: number
  classId: number
  title: string
  /** images; lists use at most 3, the first is the cover */
  imageUrl: string[]
  imageNum: number
  dataType: DataType
  showType: number
  /** where dataType 7 (external) items lead */
  targetUrl: string
  pv: number
  /** 'YYYY-MM-DD HH:mm:ss', China Standard Time */
  publishTime: string
  isTop: 0 | 1
  /** short tag shown on the card (e.g. 独家, 热) */
  label: string
  interactNum: number
  videoUrl: string
  /** video duration 'mm:ss' */
  videoTime: string
  isVideo: 0 | 1
  topTitle: string
  smallText: string
  intro: string
  customImage: string
  /** live items: 1 直播中, 0 未开始, 2 回放 */
  liveType?: number
  startTime?: string
  /** live items not yet started: how many want to watch */
  appointmentNum?: number
  isVR?: 0 | 1
}

export interface ChannelHomeData {
  channelId: number
  banner: NewsItem[]
  list: NewsItem[]
  page: number
  pageSize: number
  hasMore: boolean
}

export interface RelatedNews {
  id: number
  classId: number
  title: string
  imageUrl: string[]
  imageNum: number
  dataType: DataType
  showType: number
  publishTime: string
}

/** News detail (reading-side spec §3). `content` is sanitised HTML with absolute media URLs. */
export interface NewsDetail {
  classId: number
  newsId: number
  title: string
  content: string
  smallText: string
  befrom: string
  befromPic: string
  newsTime: string
  className: string
  writer: string
  editor: string
  zhubian: string
  shenhe: string
  execEditor: string
  finalEditor: string
  dataType: DataType
  showType: number
  /** bit mask: 1 comments hidden, 2 related news hidden, 4 patch ads hidden */
  permission: number
  isDoLike: 0 | 1
  doLikeNum: number
  plNum: number
  commentCount: number
  allowPl: boolean
  liveType: string
  onclick: number
  videoUrls: { name: string; videoUrl: string }[]
  keyboard: { id: number; title: string }[]
  selfDiscipline: { title: string; url: string }
  repot: { tel: string; type: string[] }
  disclaimer: string
  /** every notice under the story: the site's, and a 上游号's own for its stories */
  disclaimers: string[]
  imageUrl: string[]
  allImage: { url: string; caption: string }[]
  hotNews: RelatedNews[]
  /** the story's text without its markup (share descriptions, reading aloud) */
  originNewstext: string
  /** the account that published it: a 上游号's name, or 上游新闻 for the newsroom */
  userName: string
  /** the name the byline shows: a 上游号's name; for the newsroom, the writer (上游新闻 without one) */
  newUserName: string
  /** 1: published by a 上游号 (syhInfo says which) */
  isSYN: 0 | 1
  /** the 上游号 that published it, or null */
  syhInfo: SyhInfo | null
  /** the district the story is filed under (its column's), or '' */
  region: string
  /** the reader has liked it (as isDoLike) */
  isLike: 0 | 1
}

/** a 上游号 as a story names it (its page: /ShangyouSelf?classId=) */
export interface SyhInfo {
  id: number
  name: string
  avatar: string
  intro: string
  /** the column of its stories */
  classId: number
}

/** the deepest page a search answers (a reader refines the words before reading 20 pages) */
export const SEARCH_MAX_PAGE = 20

export { VIDEO_COLUMN_ID } from './sections'

/** the API versions the server speaks (Accept: application/vnd.shangyou.vN+json; 1 without one) */
export const API_VERSIONS = [1, 2, 3] as const
export type ApiVersion = typeof API_VERSIONS[number]
/** a version other than the first, as a request names it ('v2', 'v3') */
export type RequestVersion = `v${Exclude<ApiVersion, 1>}`
/** the Accept header that asks for `version` */
export const versionAccept = (version: RequestVersion): string => `application/vnd.shangyou.${version}+json`

/** a page of a story list in versions 2 and 3 (version 1 answers the array alone) */
export interface StoryPage<T = NewsItem> {
  list: T[]
  hasMore: boolean
  page: number
}
