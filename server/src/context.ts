// What every route plugin receives: the server's settings and the database.
import type { Broadcast } from './services/broadcast'
import type { PoolStats } from './http/metrics'
import type { Kysely } from 'kysely'
import type { DB } from './db/schema'
import type { Dialect } from './db'
import type { ServerSettings } from './settings'

export interface AppContext {
  settings: ServerSettings
  db: Kysely<DB>
  dialect: Dialect
  /** the PostgreSQL pool's figures, for the metrics (absent on SQLite) */
  poolStats?: () => PoolStats
  /** how this instance tells the others what it changed (absent: one instance) */
  broadcast?: Broadcast
}
