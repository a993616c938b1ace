// Dialect differences in DDL, kept to the few places where SQLite and PostgreSQL disagree.
import { ColumnDefinitionBuilder, Kysely, PostgresAdapter } from 'kysely'

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** An integer primary key the database fills in (SQLite rowid alias; PostgreSQL identity). */
export function autoId(db: Kysely<any>, c: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()
}

/** A 64-bit integer column (epoch milliseconds). */
export function bigint(db: Kysely<any>): 'bigint' | 'integer' {
  return isPostgres(db) ? 'bigint' : 'integer'
}
