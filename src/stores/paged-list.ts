// A paged list: first page, more pages, pull-to-refresh, its end and a retryable failure.
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { errorMessage } from '../utils/errors'

export interface PageResult<T> {
  items: T[]
  /** when the server says so; otherwise an empty page ends the list */
  hasMore?: boolean
}

export type PageFetcher<T> = (page: number) => Promise<PageResult<T>>

/** a list call's pages: an array (an empty page ends it) or `{ list, hasMore }` (it says where it ends) */
export const listPages = <T>(fetch: (page: number) => Promise<T[] | { list: T[]; hasMore: boolean }>): PageFetcher<T> => async page => {
  const got = await fetch(page)
  return Array.isArray(got) ? { items: got } : { items: got.list, hasMore: got.hasMore }
}

/** a list paged by a call that answers `{ list, hasMore }` (the designed sections' calls), its items kept as they came */
export function listedPages<T>(fetch: (page: number) => Promise<{ list: T[]; hasMore: boolean }>): PagedList<T> {
  return new PagedList<T>(listPages(fetch), 0, { deep: false })
}

export class PagedList<T> {
  items: T[] = []
  /** the last page loaded (0: none yet) */
  page = 0
  loading = false
  refreshing = false
  finished = false
  error = ''
  private generation = 0

  /**
   * `pageSize`: the size the fetcher asks for, so that a shorter page is known to be the last.
   * `deep`: items whose fields change in place (a comment's like count) are made observable; lists of
   * items that never change (stories) are kept as they came, which is much cheaper on a slow phone.
   */
  constructor(private readonly fetchPage: PageFetcher<T>, private readonly pageSize = 0, { deep = true }: { deep?: boolean } = {}) {
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'generation' | 'pageSize'>(this, {
      fetchPage: false, generation: false, pageSize: false, items: deep ? observable : observable.ref,
    })
  }

  /** Starts from a first page already at hand (the one the H5 page came with). */
  prefill(res: PageResult<T>): void {
    this.items = res.items
    this.page = 1
    this.finished = this.isLast(res)
  }

  private isLast(res: PageResult<T>): boolean {
    return res.items.length === 0 || res.hasMore === false || (this.pageSize > 0 && res.items.length < this.pageSize)
  }

  /** true before the first page arrives (skeletons show then) */
  get initialLoading(): boolean {
    return this.page === 0 && !this.error && !this.finished
  }

  get empty(): boolean {
    return this.finished && this.items.length === 0
  }

  async loadMore(): Promise<void> {
    if (this.loading || this.finished) return
    this.loading = true
    this.error = ''
    const generation = this.generation
    try {
      const next = this.page + 1
      const res = await this.fetchPage(next)
      runInAction(() => {
        if (generation !== this.generation) return
        this.items = next === 1 ? res.items : [...this.items, ...res.items]
        this.page = next
        this.finished = this.isLast(res)
      })
    } catch (err) {
      runInAction(() => {
        if (generation === this.generation) this.error = errorMessage(err)
      })
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false
      })
    }
  }

  /** Starts over from page 1, keeping the shown items until the fresh page arrives. */
  async refresh(): Promise<void> {
    this.generation++
    this.refreshing = true
    this.loading = false
    this.finished = false
    this.error = ''
    const generation = this.generation
    try {
      const res = await this.fetchPage(1)
      runInAction(() => {
        if (generation !== this.generation) return
        this.items = res.items
        this.page = 1
        this.finished = this.isLast(res)
      })
    } catch (err) {
      runInAction(() => {
        if (generation === this.generation) this.error = errorMessage(err)
      })
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.refreshing = false
      })
    }
  }

  /** After a failure: try the page that failed again. */
  retry(): Promise<void> {
    return this.loadMore()
  }
}
