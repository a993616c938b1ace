// Ingest (issue 29): the paper's own CMS feeds stories in. A feed (RSS, Atom or a JSON Feed) is polled by a
// job every so many minutes; each item lands once (feed_items: its guid claimed before its story is made)
// as a draft, or published, in the feed's column and channels; the feed keeps its last error for the
// newsroom to see.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('feeds')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('name', 'varchar(40)', c => c.notNull())
    .addColumn('url', 'varchar(500)', c => c.notNull())
    .addColumn('column_id', 'integer', c => c.notNull())
    // JSON array of channel ids
    .addColumn('channel_ids', 'varchar(200)', c => c.notNull().defaultTo('[]'))
    // 1: items are published as they land; 0: they wait as drafts
    .addColumn('publish', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', c => c.notNull().defaultTo(1))
    .addColumn('interval_min', 'integer', c => c.notNull().defaultTo(15))
    .addColumn('created_by', 'integer', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('fetched_at', bigint(db))
    .addColumn('ok_at', bigint(db))
    .addColumn('error', 'varchar(300)', c => c.notNull().defaultTo(''))
    .addColumn('added', 'integer', c => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createTable('feed_items')
    .addColumn('feed_id', 'integer', c => c.notNull())
    .addColumn('guid', 'varchar(500)', c => c.notNull())
    .addColumn('news_id', 'integer')
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addPrimaryKeyConstraint('feed_items_pk', ['feed_id', 'guid'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feed_items').execute()
  await db.schema.dropTable('feeds').execute()
}
