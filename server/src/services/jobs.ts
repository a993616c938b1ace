// Jobs run once across instances (issue 28): every instance schedules the same timers, and a job's run
// is taken by one of them. On PostgreSQL a run holds a session advisory lock for the job while it works
// (another instance meeting it skips that tick); on SQLite (one instance) the process keeps the same
// rule for itself. A job that must happen once a period (the nightly reconciliation) also claims its
// period in `meta` (`… on conflict … where value < excluded.value returning …`), so two instances
// whose ticks fall either side of the hour do not both run it.
import { randomUUID } from 'crypto'
import type { Kysely } from 'kysely'
import { holdingLock } from '../db/locks'
import type { LogFields } from '../log-context'
import type { DB } from '../db/schema'

/** the advisory lock's first key: "a job"; the second is the job's name hashed */
const JOB_LOCK_CLASS = 73_102_842

const running = new Set<string>()

/** a 32-bit hash of the job's name (FNV-1a) */
function nameKey(name: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h | 0
}

export type JobRun<T> = { ran: true; result: T } | { ran: false }

/** who hears of each run (the metrics): its job, its outcome, and how long it took */
export const jobObserver: { observe: (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void } = { observe: () => undefined }

/** `run` timed and told to the observer */
async function observed<T>(name: string, run: () => Promise<JobRun<T>>): Promise<JobRun<T>> {
  const started = performance.now()
  try {
    const r = await run()
    jobObserver.observe(name, r.ran ? 'ran' : 'skipped', (performance.now() - started) / 1000)
    return r
  } catch (err) {
    jobObserver.observe(name, 'failed', (performance.now() - started) / 1000)
    throw err
  }
}

/**
 * Runs `task` unless the job `name` is running on some instance (then skips this tick). The task is
 * handed `{ job, run }` (a new id each run) for what it logs and what it starts (a WeChat push); its
 * failure carries them too, as fields of the error.
 */
export function runExclusive<T>(db: Kysely<DB>, dialect: 'sqlite' | 'postgres', name: string, task: (about: LogFields) => Promise<T>): Promise<JobRun<T>> {
  const about = { job: name, run: randomUUID() }
  return observed(name, () => exclusive(db, dialect, name, () => task(about))).catch((err: unknown) => {
    if (err instanceof Error) Object.assign(err, about)
    throw err
  })
}

async function exclusive<T>(db: Kysely<DB>, dialect: 'sqlite' | 'postgres', name: string, task: () => Promise<T>): Promise<JobRun<T>> {
  if (dialect !== 'postgres') {
    if (running.has(name)) return { ran: false }
    running.add(name)
    try {
      return { ran: true, result: await task() }
    } finally {
      running.delete(name)
    }
  }
  const held = await holdingLock(db, [JOB_LOCK_CLASS, nameKey(name)], 'try', task)
  return held.locked ? { ran: true, result: held.result } : { ran: false }
}


/** Claims `period` (a day, '2026-11-28') for the job `name`: true for the one run that claims it first. */
export async function claimPeriod(db: Kysely<DB>, name: string, period: string): Promise<boolean> {
  const key = `job:${name}`
  const claimed = await db.insertInto('meta').values({ key, value: period })
    .onConflict(oc => oc.column('key').doUpdateSet({ value: eb => eb.ref('excluded.value') }).where('meta.value', '<', period))
    .returning('key').execute()
  return claimed.length > 0
}
