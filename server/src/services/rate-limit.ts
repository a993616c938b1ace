// Write limits per reader and per address: fixed-window counters in the database, so every server
// instance behind a load balancer counts the same hits (old windows go in the periodic purge).
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../answer'
import * as ERRORS from '../../../types/errors'

export interface Limit {
  /** hits allowed per window */
  max: number
  windowMs: number
  /** where windows start relative to UTC (China's day: 8 hours) */
  offsetMs?: number
}

/** a hit taken from a window, to give back if the action it paid for did not happen */
export interface Taken {
  key: string
  windowStart: number
}

const windowOf = (limit: Limit, now: number) => now - ((now + (limit.offsetMs ?? 0)) % limit.windowMs)
const keyOf = (key: string, limit: Limit) => `${key}:${limit.windowMs}`

/** what time it is, for the windows (a test sets a fixed one: no window turns over under it) */
export type Clock = () => number

export class RateLimiter {
  constructor(private readonly db: Kysely<DB>, private clock: Clock = () => Date.now()) {}

  /** Reads the time from `clock` from now on (tests: a fixed instant); answers the clock it replaced. */
  useClock(clock: Clock): Clock {
    const before = this.clock
    this.clock = clock
    return before
  }

  /** the limiter's time (the SMS rules read it too, so one clock moves every window) */
  now(): number {
    return this.clock()
  }

  /** The same limiter (its clock) counting inside `trx`: its hits commit or roll back with the transaction's work. */
  within(trx: Kysely<DB>): RateLimiter {
    return new RateLimiter(trx, () => this.clock())
  }

  /** Counts one hit of `key` in each limit's window; over any limit → HTTP 429 with `message`. */
  async hit(key: string, limits: readonly Limit[], message: string = ERRORS.tooFast, now = this.clock()): Promise<void> {
    for (const limit of limits) {
      if (await this.count(key, limit, now) > limit.max) throw new ApiError(429, message, 429)
    }
  }

  /** Counts one hit of `key` in the limit's current window and answers the window's hits so far. */
  async count(key: string, limit: Limit, now = this.clock()): Promise<number> {
    const row = await this.db.insertInto('rate_counters')
      .values({ key: `${key}:${limit.windowMs}`, window_start: windowOf(limit, now), hits: 1 })
      .onConflict(oc => oc.columns(['key', 'window_start']).doUpdateSet(eb => ({ hits: eb('rate_counters.hits', '+', 1) })))
      .returning('hits')
      .executeTakeFirstOrThrow()
    return Number(row.hits)
  }

  /**
   * Takes one hit of `key` only while the window has room, in one conditional statement (so parallel
   * requests cannot all pass a check made before their hits are counted). Null when the window is full.
   */
  async take(key: string, limit: Limit, now = this.clock()): Promise<Taken | null> {
    const taken = { key: keyOf(key, limit), windowStart: windowOf(limit, now) }
    const row = await this.db.insertInto('rate_counters')
      .values({ key: taken.key, window_start: taken.windowStart, hits: 1 })
      .onConflict(oc => oc.columns(['key', 'window_start'])
        .doUpdateSet(eb => ({ hits: eb('rate_counters.hits', '+', 1) }))
        .where('rate_counters.hits', '<', limit.max))
      .returning('hits')
      .executeTakeFirst()
    return row ? taken : null
  }

  /**
   * Starts a cooldown of `key` for `ms` unless one is still running, in one conditional upsert. False
   * while it runs (a sliding 60 s between two SMS to a phone, not a window boundary one could straddle).
   */
  async cooldown(key: string, ms: number, now = this.clock()): Promise<boolean> {
    const row = await this.db.insertInto('cooldowns').values({ key, until: now + ms })
      .onConflict(oc => oc.column('key').doUpdateSet({ until: now + ms }).where('cooldowns.until', '<=', now))
      .returning('key')
      .executeTakeFirst()
    return !!row
  }

  /** Ends a cooldown started for an action that did not happen. */
  async endCooldown(key: string): Promise<void> {
    await this.db.deleteFrom('cooldowns').where('key', '=', key).execute()
  }

  /** Gives back a hit taken for an action that did not count (a right password, a send that was refused). */
  async giveBack(taken: Taken): Promise<void> {
    await this.db.updateTable('rate_counters').set(eb => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', taken.key).where('window_start', '=', taken.windowStart).where('hits', '>', 0).execute()
  }
}
