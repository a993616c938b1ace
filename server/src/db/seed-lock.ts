// Instances starting together on an empty PostgreSQL database would each seed it (and all but one crash
// on a duplicate key): the seeding runs under a session advisory lock, so the others wait and then find
// it seeded. SQLite is one instance's file: nothing to wait for.
import { sql } from 'kysely'
import type { Database } from './index'

/** the advisory lock's key: one number for "the site's seed" */
export const SEED_LOCK_KEY = 73_102_841

/** Runs `seed` while holding the seed lock (PostgreSQL); its result. */
export async function seedUnderLock<T>(database: Pick<Database, 'db' | 'dialect'>, seed: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return seed()
  // the lock is the connection's: taken and released on one connection held for the while
  return database.db.connection().execute(async conn => {
    await sql`select pg_advisory_lock(${SEED_LOCK_KEY})`.execute(conn)
    try {
      return await seed()
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK_KEY})`.execute(conn)
    }
  })
}
