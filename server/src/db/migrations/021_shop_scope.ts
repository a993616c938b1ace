// Issue 24 §5 and §7: merchants are accounts linked to the goods whose codes they may redeem (and whose
// physical orders they may ship), and a physical order is shipped (with a tracking note) and received.
import type { Kysely } from 'kysely'
import { bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('shop_goods_merchants')
    .addColumn('goods_id', 'integer', c => c.notNull().references('shop_goods.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('linked_by', 'integer')
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addPrimaryKeyConstraint('shop_goods_merchants_pk', ['goods_id', 'user_id'])
    .execute()
  await db.schema.createIndex('shop_goods_merchants_user').on('shop_goods_merchants').columns(['user_id']).execute()

  /** a carrier and number, or how it was handed over */
  await db.schema.alterTable('shop_orders').addColumn('tracking', 'varchar(200)', c => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('shop_orders').addColumn('shipped_by', 'integer').execute()
  await db.schema.alterTable('shop_orders').addColumn('shipped_at', bigint(db)).execute()
  await db.schema.alterTable('shop_orders').addColumn('received_at', bigint(db)).execute()
  await db.schema.createIndex('shop_orders_status').on('shop_orders').columns(['status', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shop_orders_status').execute()
  for (const column of ['received_at', 'shipped_at', 'shipped_by', 'tracking']) await db.schema.alterTable('shop_orders').dropColumn(column).execute()
  await db.schema.dropTable('shop_goods_merchants').execute()
}
