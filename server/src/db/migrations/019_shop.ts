// The points shop: goods (coupons, tickets, physical goods) with their stock, and readers' exchanges
// (orders). An exchange holds the points and reserves the stock (conditional updates), then confirms
// (held → spent, a code for a coupon or a ticket) or voids; a retried request with the same idempotency
// key is the same order; a cancelled order is refunded by a new entry. A merchant redeems (核销) a code once.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('shop_goods')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('title', 'varchar(64)', c => c.notNull())
    /** coupon | ticket | physical */
    .addColumn('kind', 'varchar(12)', c => c.notNull())
    .addColumn('category', 'varchar(16)', c => c.notNull())
    .addColumn('cover', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('description', 'text', c => c.notNull().defaultTo(''))
    .addColumn('merchant', 'varchar(32)', c => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', c => c.notNull())
    .addColumn('stock', 'integer', c => c.notNull())
    /** most a reader may hold of it (0: no limit) */
    .addColumn('per_user', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'integer', c => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()

  await db.schema.createTable('shop_orders')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', c => c.notNull().references('shop_goods.id'))
    /** the client's key for this exchange: a retry is the same order */
    .addColumn('idem_key', 'varchar(64)', c => c.notNull())
    .addColumn('quantity', 'integer', c => c.notNull())
    .addColumn('points', 'integer', c => c.notNull())
    /** held | confirmed | void | cancelled | redeemed */
    .addColumn('status', 'varchar(12)', c => c.notNull())
    .addColumn('code', 'varchar(24)')
    /** where a physical good goes */
    .addColumn('address', 'varchar(200)', c => c.notNull().defaultTo(''))
    .addColumn('hold_entry_id', 'integer')
    .addColumn('redeemed_by', 'integer')
    .addColumn('redeemed_at', bigint(db))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('updated_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('shop_orders_idem').on('shop_orders').columns(['user_id', 'idem_key']).unique().execute()
  await db.schema.createIndex('shop_orders_code').on('shop_orders').column('code').unique().execute()
  await db.schema.createIndex('shop_orders_user').on('shop_orders').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_orders').execute()
  await db.schema.dropTable('shop_goods').execute()
}
