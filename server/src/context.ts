// What every route plugin receives: configuration and the database.
import type { Kysely } from 'kysely'
import type { DB } from './db/schema'
import type { Dialect } from './db'
import type { ServerConfig } from './config'

export interface AppContext {
  config: ServerConfig
  db: Kysely<DB>
  dialect: Dialect
}
