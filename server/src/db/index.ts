// Opens the database: better-sqlite3 (a file, WAL) by default, PostgreSQL when a URL is given.
import fs from 'fs'
import path from 'path'
import { Kysely, PostgresDialect, SqliteDialect, type Dialect as KyselyDialect } from 'kysely'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import type { DB } from './schema'
import { TableChanges, watchChanges } from './changes'

export type Dialect = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  dialect: Dialect
  /** the tables committed writes change (db/changes.ts) */
  changes: TableChanges
  /** SQLite: an online copy of the database into `file` (writers go on meanwhile) */
  backup?: (file: string) => Promise<void>
  /** PostgreSQL: the pool (the broadcast listens on a connection of its) */
  pool?: pg.Pool
  /** PostgreSQL: the pool's figures (the metrics) */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number }
  /** PostgreSQL schema in use when not the default */
  schema?: string
  close(): Promise<void>
}

// int8 (bigint) holds epoch milliseconds; JavaScript numbers carry them exactly.
pg.types.setTypeParser(20, (v: string) => Number(v))
// numeric (from count/sum) likewise
pg.types.setTypeParser(1700, (v: string) => Number(v))

export interface OpenOptions {
  databaseUrl?: string
  sqliteFile?: string
  /** PostgreSQL schema to use (tests give each run its own) */
  pgSchema?: string
  /** PostgreSQL: at most so many connections (PG_POOL_MAX; 10 by default) */
  poolMax?: number
}

/** statements kept per SQLite connection (the most recently used) */
export const STATEMENT_CACHE_SIZE = 500

/**
 * Keeps better-sqlite3's prepared statements for reuse: kysely prepares every query anew, and preparing
 * was a sixth of the server's time under the fuzz harness's load. A statement still being iterated (a
 * streamed query) is not handed out again: the caller gets a fresh one.
 */
function keepStatements(sqlite: SQLite.Database, max = STATEMENT_CACHE_SIZE): void {
  const prepare = sqlite.prepare.bind(sqlite)
  const kept = new Map<string, SQLite.Statement>()
  sqlite.prepare = ((source: string) => {
    const found = kept.get(source)
    if (found && !found.busy) {
      // most recently used last: the first is the one to drop
      kept.delete(source)
      kept.set(source, found)
      return found
    }
    const made = prepare(source)
    if (!found) {
      kept.set(source, made)
      if (kept.size > max) kept.delete(kept.keys().next().value as string)
    }
    return made
  }) as typeof sqlite.prepare
}

const watched = new WeakMap<Kysely<DB>, TableChanges>()

/** what a handle opened here tells of its committed writes (none for a handle made elsewhere) */
export const changesOf = (db: Kysely<DB>): TableChanges | undefined => watched.get(db)

export function openDatabase(opts: OpenOptions): Database {
  const changes = new TableChanges()
  const open = (dialect: KyselyDialect) => {
    const db = new Kysely<DB>({ dialect: watchChanges(dialect, changes) })
    watched.set(db, changes)
    return db
  }
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // public stays on the path: shared extensions (pg_trgm) live there
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema},public` } : {}),
    })
    const db = open(new PostgresDialect({ pool }))
    const max = opts.poolMax ?? 10
    return {
      db, dialect: 'postgres', changes, schema: opts.pgSchema, close: () => db.destroy(), pool,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    }
  }
  const file = opts.sqliteFile || ':memory:'
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  keepStatements(sqlite)
  const db = open(new SqliteDialect({ database: sqlite }))
  return { db, dialect: 'sqlite', changes, close: () => db.destroy(), backup: async target => { await sqlite.backup(target) } }
}
