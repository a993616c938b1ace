// The shop's home and its business side: a goods' banner picture (the goods with one are the home's
// banners, in their order), and business-cooperation requests readers send from /AccumulatedPoints/cooperation,
// which the newsroom reads through the admin API.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_goods').addColumn('banner', 'varchar(255)', c => c.notNull().defaultTo('')).execute()

  await db.schema.createTable('shop_cooperation')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company', 'varchar(64)', c => c.notNull())
    .addColumn('contact', 'varchar(32)', c => c.notNull())
    .addColumn('phone', 'varchar(20)', c => c.notNull())
    /** 商品入驻 | 广告合作 | 活动合作 | 其他 */
    .addColumn('kind', 'varchar(12)', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    /** new | handled */
    .addColumn('status', 'varchar(12)', c => c.notNull().defaultTo('new'))
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', bigint(db))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('shop_cooperation_status').on('shop_cooperation').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('shop_cooperation_user').on('shop_cooperation').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_cooperation').execute()
  await db.schema.alterTable('shop_goods').dropColumn('banner').execute()
}
