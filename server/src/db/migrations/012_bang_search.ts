// BangBang's search words: how often each was searched (and found something) per day, for the hot
// words under the search box.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('bang_search_words')
    .addColumn('word', 'varchar(32)', c => c.notNull())
    /** days since 1970-01-01 (China Standard Time) */
    .addColumn('day', 'integer', c => c.notNull())
    .addColumn('hits', 'integer', c => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('bang_search_words_pk', ['word', 'day'])
    .execute()
  await db.schema.createIndex('bang_search_words_day').on('bang_search_words').column('day').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bang_search_words').execute()
}
