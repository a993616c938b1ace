// Story views are counted in memory and written in one transaction every few seconds, not one UPDATE
// per reading (a popular story's row would otherwise be written by every reader, and on SQLite every
// write waits for the one before). A view counted here shows in answers built after it; at most the
// last interval's views are lost if the process is killed (never a reader's own data).
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export const VIEW_FLUSH_MS = 2000

export class ViewCounter {
  private pending = new Map<number, number>()
  private timer: ReturnType<typeof setInterval> | null = null
  private flushing: Promise<void> = Promise.resolve()

  constructor(private readonly db: Kysely<DB>, private readonly intervalMs = VIEW_FLUSH_MS) {}

  /** one reading of the story */
  add(newsId: number): void {
    this.pending.set(newsId, (this.pending.get(newsId) ?? 0) + 1)
    if (!this.timer && this.intervalMs > 0) {
      this.timer = setInterval(() => void this.flush().catch(() => undefined), this.intervalMs)
      this.timer.unref()
    }
  }

  /** views counted here and not yet written */
  unwritten(newsId: number): number {
    return this.pending.get(newsId) ?? 0
  }

  /** Writes what has been counted (one transaction); concurrent calls queue behind each other. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => undefined).then(async () => {
      if (this.pending.size === 0) return
      const batch = this.pending
      this.pending = new Map()
      try {
        await this.db.transaction().execute(async trx => {
          for (const [id, n] of batch) await trx.updateTable('news').set(eb => ({ pv: eb('pv', '+', n) })).where('id', '=', id).execute()
        })
      } catch (err) {
        // kept for the next try
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n)
        throw err
      }
    })
    return this.flushing
  }

  /** Writes the rest and stops the timer (the server is closing). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.flush()
  }
}

const counters = new WeakMap<Kysely<DB>, ViewCounter>()

/** The one counter of a database handle (every service counting views shares it). */
export function viewCounter(db: Kysely<DB>): ViewCounter {
  let counter = counters.get(db)
  if (!counter) counters.set(db, counter = new ViewCounter(db))
  return counter
}
