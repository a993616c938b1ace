// Two instances starting together on an empty PostgreSQL database (issue 28, defect 4): both migrate, both
// find it empty, and before the lock one crashed seeding (duplicate key on channels_pkey). Under the seed
// lock one seeds and the other waits, then finds it seeded. (SQLite is one instance's file: skipped.)
import crypto from 'crypto'
import { openDatabase, type Database } from '../../server/src/db'
import { migrateToLatest } from '../../server/src/db/migrate'
import { seedIfEmpty } from '../../server/src/db/seed'
import { seedUnderLock } from '../../server/src/db/seed-lock'
import { pgAdmin } from './template'
import { usePostgres } from './helpers'

const schema = `seedlock_${process.pid}_${crypto.randomBytes(3).toString('hex')}`

;(usePostgres ? describe : describe.skip)('seeding under the lock (PostgreSQL)', () => {
  const instances: Database[] = []
  afterAll(async () => {
    await Promise.all(instances.map(d => d.close()))
    await pgAdmin(`drop schema if exists ${schema} cascade`)
  })

  it('two instances starting together: one seeds, the other finds it seeded; neither fails', async () => {
    await pgAdmin(`create schema ${schema}`)
    for (let i = 0; i < 2; i++) instances.push(openDatabase({ databaseUrl: process.env.DATABASE_URL, pgSchema: schema }))
    // both migrate at once (Kysely's migration lock), then both seed at once
    await Promise.all(instances.map(d => migrateToLatest(d.db, schema)))
    const now = Date.now()
    const seeded = await Promise.all(instances.map(d => seedUnderLock(d, () => seedIfEmpty(d.db, now))))
    expect(seeded.sort()).toEqual([false, true])
    const channels = await instances[0].db.selectFrom('channels').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(channels.n)).toBeGreaterThan(0)
  }, 120_000)
})
