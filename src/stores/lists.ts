// Lists kept for the session by key, so going back to a screen shows what was loaded.
import { PagedList, type PageFetcher } from './paged-list'

const lists = new Map<string, PagedList<unknown>>()

export function sessionList<T>(key: string, fetchPage: PageFetcher<T>): PagedList<T> {
  let list = lists.get(key) as PagedList<T> | undefined
  if (!list) {
    // the screens kept here list stories and blocks, which never change in place
    list = new PagedList<T>(fetchPage, 0, { deep: false })
    lists.set(key, list as PagedList<unknown>)
  }
  return list
}

/** a fetcher for endpoints whose data is the page's array */
export const arrayPages = <T>(fetch: (page: number) => Promise<T[]>): PageFetcher<T> => async page => ({ items: await fetch(page) })
