// The server layer's global set-up: one database migrated and seeded for the whole run (the template),
// which every test file copies instead of migrating and seeding its own. On SQLite it is a file that is
// copied; on PostgreSQL a database that `create database … template` clones. Its location and the
// moment it was seeded reach the test workers through the environment.
import fs from 'fs'
import os from 'os'
import path from 'path'
import pg from 'pg'
import { openDatabase } from '../../server/src/db'
import { migrateToLatest } from '../../server/src/db/migrate'
import { seedIfEmpty } from '../../server/src/db/seed'

const usePostgres = process.env.TEST_DATABASE === 'postgres'

/** the same server as DATABASE_URL, another database on it */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string)
  url.pathname = `/${name}`
  return url.toString()
}

/** runs statements on DATABASE_URL's own database (create and drop database cannot run in a pool's transaction) */
export async function pgAdmin(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    for (const s of statements) await client.query(s)
  } finally {
    await client.end()
  }
}

/**
 * Drops a test's database once its last connection has gone: a pool's end() resolves while its clients are
 * still saying goodbye, and forcing them off would raise an error in the test that owned them.
 */
export async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await pgAdmin(`drop database if exists ${name}${attempt >= 40 ? ' with (force)' : ''}`)
      return
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 40) throw err // 55006: still in use
      await new Promise(r => setTimeout(r, 50))
    }
  }
}

export default async function setup(): Promise<void> {
  const started = Date.now()
  const seededAt = Date.now()
  const id = `${process.pid}_${Date.now().toString(36)}`
  if (usePostgres) {
    const name = `shangyou_tpl_${id}`
    await pgAdmin(`create database ${name}`)
    const database = openDatabase({ databaseUrl: databaseUrl(name) })
    await migrateToLatest(database.db)
    await seedIfEmpty(database.db, seededAt)
    await database.close()
    process.env.TEST_TEMPLATE = name
  } else {
    const file = path.join(os.tmpdir(), `shangyou-template-${id}.db`)
    const database = openDatabase({ sqliteFile: file })
    await migrateToLatest(database.db)
    await seedIfEmpty(database.db, seededAt)
    await database.close() // checkpoints the WAL into the file: a copy of the file is the whole database
    process.env.TEST_TEMPLATE = file
  }
  process.env.TEST_TEMPLATE_SEEDED_AT = String(seededAt)
  console.log(`\ntemplate database (${usePostgres ? 'postgres' : 'sqlite'}) migrated and seeded in ${Date.now() - started} ms`)
}

export async function teardown(): Promise<void> {
  const template = process.env.TEST_TEMPLATE
  if (!template) return
  if (usePostgres) await dropDatabase(template)
  else for (const f of [template, `${template}-wal`, `${template}-shm`]) fs.rmSync(f, { force: true })
}
