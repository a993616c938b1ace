// Removes rows nobody can use any more: expired or revoked sessions, old SMS codes, slider challenges,
// WeChat codes, rate-limit windows and cooldowns. main.ts runs it every PURGE_INTERVAL_MS (an hour).
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { DAY_MS } from '../content/time'

/** SMS codes stay a day after they expire (the development outbox lists the recent ones) */
const SMS_KEEP_MS = DAY_MS
/** the longest rate-limit window is a day; older windows count for nothing */
const COUNTERS_KEEP_MS = 2 * DAY_MS

export type PurgeCounts = Record<'sessions' | 'smsCodes' | 'slides' | 'wechatCodes' | 'counters' | 'cooldowns', number>

export async function purgeExpired(db: Kysely<DB>, now = Date.now()): Promise<PurgeCounts> {
  const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows)
  return {
    sessions: n(await db.deleteFrom('sessions')
      .where(eb => eb.or([eb('expires_at', '<', now), eb('revoked_at', 'is not', null)])).executeTakeFirst()),
    smsCodes: n(await db.deleteFrom('sms_codes').where('expires_at', '<', now - SMS_KEEP_MS).executeTakeFirst()),
    slides: n(await db.deleteFrom('slider_verifications').where('expires_at', '<', now).executeTakeFirst()),
    wechatCodes: n(await db.deleteFrom('wechat_codes').where('expires_at', '<', now).executeTakeFirst()),
    counters: n(await db.deleteFrom('rate_counters').where('window_start', '<', now - COUNTERS_KEEP_MS).executeTakeFirst()),
    cooldowns: n(await db.deleteFrom('cooldowns').where('until', '<', now).executeTakeFirst()),
  }
}

/** Purges now and then; the timer does not keep the process alive. Returns the stop function. */
export function schedulePurge(db: Kysely<DB>, intervalMs: number, onError: (err: unknown) => void,
  exclusive: (name: string, task: () => Promise<unknown>) => Promise<unknown> = (_name, task) => task()): () => void {
  if (intervalMs <= 0) return () => undefined
  const timer = setInterval(() => { exclusive('purge', () => purgeExpired(db)).catch(onError) }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
