// The mini-program: what WeChat fetched ahead of a cold start (platform/boot `prefetched`), held while the
// first asks of the page it opens wait for it.
import type { Envelope } from '@types-api/common'
import type { BootData } from '@types-api/boot'
import type { PrefetchAdapter } from './prefetch'
import { boot } from './boot'

/** answers WeChat fetched longer ago than this are not used (数据预拉取 may be hours old) */
export const PREFETCH_MAX_AGE_MS = 5 * 60_000
/** the longest a cold start's first asks wait for what WeChat fetched */
export const PREFETCH_WAIT_MS = 100

let fetched: Promise<BootData | null> | null = null
/** what was read, once it has been (undefined while WeChat has not answered) */
let read: BootData | null | undefined

const samePage = (a: string, b: string) => a.replace(/^\//, '') === b.replace(/^\//, '')

export const prefetch: PrefetchAdapter = {
  start(launchPath, now = Date.now()) {
    // (a host without WeChat's pre-fetch keeps nothing)
    if (!launchPath || !boot.canPrefetch()) return
    this.wait(boot.prefetched().then(p => (p && samePage(p.path, launchPath) && now - p.at <= PREFETCH_MAX_AGE_MS ? p.data : null)))
  },
  wait(reading) {
    const late = new Promise<null>(resolve => setTimeout(() => resolve(null), PREFETCH_WAIT_MS))
    const settled = Promise.race([reading.catch(() => null), late])
    fetched = settled
    read = undefined
    void settled.then(data => { if (fetched === settled) read = data })
  },
  answer<T>(key: string) {
    if (!fetched) return undefined
    const take = (data: BootData | null): Envelope<T> | undefined => {
      const answer = data?.responses[key] as Envelope<T> | undefined
      if (!answer) return undefined
      delete data!.responses[key]
      return answer.statusCode === 200 ? answer : undefined
    }
    // read already: what it holds at once, or nothing to wait for
    if (read !== undefined) {
      const answer = take(read)
      return answer ? Promise.resolve(answer) : undefined
    }
    return fetched.then(take)
  },
}
