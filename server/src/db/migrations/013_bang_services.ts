// 帮帮's service directory (/BangBang/serve/index): the region's public-service hotlines and the offices'
// own online services, in categories, kept by the newsroom.
import type { Kysely } from 'kysely'
import { autoId } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('bang_services')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('category', 'varchar(16)', c => c.notNull())
    .addColumn('title', 'varchar(32)', c => c.notNull())
    .addColumn('intro', 'varchar(100)', c => c.notNull().defaultTo(''))
    /** phone: `value` is a number to call or copy; link: `value` is an https address */
    .addColumn('kind', 'varchar(8)', c => c.notNull())
    .addColumn('value', 'varchar(255)', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bang_services').execute()
}
