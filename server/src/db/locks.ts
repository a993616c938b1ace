// PostgreSQL session advisory locks: the seed's (db/seed-lock.ts) and each job's (services/jobs.ts).
import { sql, type Kysely } from 'kysely'
import type { DB } from './schema'

/**
 * Runs `task` holding the PostgreSQL session advisory lock `keys` (taken and released on one connection
 * held for the while): `wait` for it, or `try` and give up when another session has it.
 */
export async function holdingLock<T>(db: Kysely<DB>, keys: [number, number], mode: 'wait' | 'try', task: () => Promise<T>): Promise<{ locked: true; result: T } | { locked: false }> {
  const [a, b] = keys
  return db.connection().execute(async conn => {
    if (mode === 'wait') await sql`select pg_advisory_lock(${a}, ${b})`.execute(conn)
    else if (!(await sql<{ locked: boolean }>`select pg_try_advisory_lock(${a}, ${b}) as locked`.execute(conn)).rows[0]?.locked) return { locked: false } as const
    try {
      return { locked: true, result: await task() } as const
    } finally {
      await sql`select pg_advisory_unlock(${a}, ${b})`.execute(conn)
    }
  })
}
