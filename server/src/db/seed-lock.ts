// Instances starting together on an empty PostgreSQL database would each seed it (and all but one crash
// on a duplicate key): the seeding runs under an advisory lock, so the others wait and then find it
// seeded. SQLite is one instance's file: nothing to wait for.
import type { Database } from './index'
import { holdingLock } from './locks'

/** the advisory lock's keys: "the site's seed" */
export const SEED_LOCK_KEYS: [number, number] = [73_102_841, 0]

/** Runs `seed` while holding the seed lock (PostgreSQL); its result. */
export async function seedUnderLock<T>(database: Pick<Database, 'db' | 'dialect'>, seed: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return seed()
  const held = await holdingLock(database.db, SEED_LOCK_KEYS, 'wait', seed)
  if (!held.locked) throw new Error('the seed lock was not taken')
  return held.result
}
