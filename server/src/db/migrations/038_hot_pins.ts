// The headline ticker's and the hot list's pinned stories (issue 29): the newsroom puts these first, in this
// order, above the list the readers' reading makes (services/news.ts hotList). Nothing is pinned at first.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('hot_pins')
    .addColumn('news_id', 'integer', c => c.primaryKey().references('news.id').onDelete('cascade'))
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hot_pins').execute()
}
