// The e-paper's editions are put together in the newsroom before readers see them (issue 29): an edition
// is published or not. The editions there are now were the readers' already.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('epaper_editions').addColumn('published', 'integer', c => c.notNull().defaultTo(1)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('epaper_editions').dropColumn('published').execute()
}
