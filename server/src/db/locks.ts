// PostgreSQL session advisory locks: the seed's (db/seed-lock.ts) and each job's (services/jobs.ts).
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from './schema'

/**
 * Makes writers of `table` take turns for the rest of the transaction (PostgreSQL: the table's EXCLUSIVE
 * lock, which readers pass; SQLite writes one transaction at a time already): for a change that replaces a
 * whole list, whose row locks two writers would otherwise take in different orders (a deadlock).
 */
export async function oneWriterAtATime(trx: Transaction<DB>, dialect: 'sqlite' | 'postgres', table: keyof DB): Promise<void> {
  if (dialect === 'postgres') await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx)
}

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
