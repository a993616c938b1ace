// The envelope every API response uses, and shared paging shapes.

export interface Envelope<T> {
  /** 200 on success; business codes (100 like failed, 301/302 login needed, 4xx/5xx errors) otherwise */
  statusCode: number
  message: string
  data: T
}

/** Query of every paged list: page starts at 1; pageSize is capped by the server. */
/** a paged list's pages: 10 at a time by default, at most 40 (community-side spec §9's sample paged list) */
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 40

export interface PageQuery {
  page?: number
  pageSize?: number
}

/** dataType codes (reading-side spec §9). */
export const DATA_TYPE = { live: 1, picture: 2, news: 3, special: 5, external: 7, video: 8 } as const
export type DataType = (typeof DATA_TYPE)[keyof typeof DATA_TYPE]

/** showType codes of list cards (reading-side spec §2). */
export const SHOW_TYPE = {
  primary: 0,
  multiImage: 1,
  bigPicture: 2,
  primaryTagged: 4,
  districtBlock: 8,
  providerBlock: 9,
  promote: 14,
} as const
