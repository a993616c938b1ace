// One piece of data a screen shows (a column's header, a topic, the hot words, an e-paper edition):
// loading, the data, a failure in the server's words, and reload. What is here is shown at once; data
// older than its age limit is fetched again when a screen shows it, and stays shown meanwhile.
import { useEffect } from 'react'
import { makeObservable, observable, action, runInAction } from 'mobx'
import { errorMessage } from '../utils/errors'
import { keep } from './kept'

/** how long data is shown without asking again (the reading side changes by the hour, not the second) */
export const RESOURCE_MAX_AGE_MS = 5 * 60_000

export interface ResourceOptions<T> {
  /** data already at hand (what the H5 page came with): shown at once, the first fetch skipped */
  initial?: () => T | undefined
  maxAgeMs?: number
}

export class Resource<T> {
  data: T | undefined = undefined
  loading = false
  error = ''
  private loadedAt = 0
  private round = 0
  private pending: Promise<void> | null = null
  private readonly maxAgeMs: number

  constructor(private readonly fetcher: () => Promise<T>, { initial, maxAgeMs = RESOURCE_MAX_AGE_MS }: ResourceOptions<T> = {}) {
    this.maxAgeMs = maxAgeMs
    const first = initial?.()
    if (first !== undefined) {
      this.data = first
      this.loadedAt = Date.now()
    }
    // what comes back is shown as it came (never changed in place)
    makeObservable<Resource<T>, 'settle'>(this, { data: observable.ref, loading: observable, error: observable, settle: action })
  }

  /** true before the first data arrives (skeletons show then) */
  get initialLoading(): boolean {
    return this.data === undefined && !this.error
  }

  /** Fetches when nothing is here yet or what is here is too old; one request at a time. */
  load(): Promise<void> {
    if (this.pending) return this.pending
    if (this.data !== undefined && Date.now() - this.loadedAt < this.maxAgeMs) return Promise.resolve()
    return this.reload()
  }

  /** Fetches again whatever is here (pull to refresh, 重试). */
  reload(): Promise<void> {
    const mine = ++this.round
    runInAction(() => {
      this.loading = true
      this.error = ''
    })
    const run = this.fetcher().then(
      data => this.settle(mine, () => {
        this.data = data
        this.loadedAt = Date.now()
      }),
      err => this.settle(mine, () => { this.error = errorMessage(err) }),
    )
    this.pending = run
    return run
  }

  private settle(mine: number, apply: () => void): void {
    if (mine !== this.round) return
    apply()
    this.loading = false
    this.pending = null
  }
}

/** A screen showing `resource` (null: nothing to show yet) has it loaded. */
export function useResource<T>(resource: Resource<T>): Resource<T>
export function useResource<T>(resource: Resource<T> | null): Resource<T> | null
export function useResource<T>(resource: Resource<T> | null): Resource<T> | null {
  useEffect(() => {
    if (resource) void resource.load()
  }, [resource])
  return resource
}

/** the session's one resource under `key` (kept.ts) */
export function keptResource<T>(key: string, fetcher: () => Promise<T>, options?: ResourceOptions<T>): Resource<T> {
  return keep(`resource:${key}`, () => new Resource(fetcher, options))
}
