// Write limits per reader and per address: fixed-window counters in the database, so every server
// instance behind a load balancer counts the same hits.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../http/envelope'

export interface Limit {
  /** hits allowed per window */
  max: number
  windowMs: number
}

export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS
/** counters older than this are removed now and then */
const KEEP_MS = 2 * DAY_MS

export const TOO_FAST = '操作太频繁，请稍后再试'

const windowOf = (limit: Limit, now: number) => now - (now % limit.windowMs)

export class RateLimiter {
  constructor(private readonly db: Kysely<DB>) {}

  /** Counts one hit of `key` in each limit's window; over any limit → HTTP 429 with `message`. */
  async hit(key: string, limits: readonly Limit[], message = TOO_FAST, now = Date.now()): Promise<void> {
    for (const limit of limits) {
      if (await this.count(key, limit, now) > limit.max) throw new ApiError(429, message, 429)
    }
    // an occasional sweep keeps the table small without a scheduler
    if (Math.random() < 0.01) await this.db.deleteFrom('rate_counters').where('window_start', '<', now - KEEP_MS).execute()
  }

  /** Counts one hit of `key` in the limit's current window and answers the window's hits so far. */
  async count(key: string, limit: Limit, now = Date.now()): Promise<number> {
    const row = await this.db.insertInto('rate_counters')
      .values({ key: `${key}:${limit.windowMs}`, window_start: windowOf(limit, now), hits: 1 })
      .onConflict(oc => oc.columns(['key', 'window_start']).doUpdateSet(eb => ({ hits: eb('rate_counters.hits', '+', 1) })))
      .returning('hits')
      .executeTakeFirstOrThrow()
    return Number(row.hits)
  }

  /** Refuses (HTTP 429 with `message`) when `key` has already used up the limit's window; counts nothing. */
  async assertUnder(key: string, limit: Limit, message = TOO_FAST, now = Date.now()): Promise<void> {
    const row = await this.db.selectFrom('rate_counters').select('hits')
      .where('key', '=', `${key}:${limit.windowMs}`).where('window_start', '=', windowOf(limit, now))
      .executeTakeFirst()
    if (row && Number(row.hits) >= limit.max) throw new ApiError(429, message, 429)
  }
}
