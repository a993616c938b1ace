// 渝农, the rural section (issue 27): its tabs, which editors arrange without a release (a tab is a
// column's stories, the section's videos, the market prices, or a group of tabs), and the region's farm
// produce prices: markets, products and each day's price of a product at a market.
import { sql, type Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('rural_tabs')
    .addColumn('id', 'integer', c => autoId(db, c))
    /** the group it is a sub-tab of; null for the section's own tabs */
    .addColumn('parent_id', 'integer', c => c.references('rural_tabs.id').onDelete('cascade'))
    .addColumn('name', 'varchar(12)', c => c.notNull())
    /** column | video | prices | group */
    .addColumn('kind', 'varchar(8)', c => c.notNull())
    /** the column a column or video tab lists */
    .addColumn('column_id', 'integer', c => c.references('columns.id').onDelete('set null'))
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('rural_tabs_parent').on('rural_tabs').columns(['parent_id', 'sort']).execute()

  await db.schema.createTable('farm_markets')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('name', 'varchar(30)', c => c.notNull().unique())
    .addColumn('district', 'varchar(20)', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()

  await db.schema.createTable('farm_products')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('name', 'varchar(20)', c => c.notNull().unique())
    /** grain | vegetable | fruit | livestock | aquatic */
    .addColumn('category', 'varchar(12)', c => c.notNull())
    /** 元/斤, 元/公斤 … */
    .addColumn('unit', 'varchar(8)', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()

  await db.schema.createTable('farm_prices')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('product_id', 'integer', c => c.notNull().references('farm_products.id').onDelete('cascade'))
    .addColumn('market_id', 'integer', c => c.notNull().references('farm_markets.id').onDelete('cascade'))
    /** the market day, YYYY-MM-DD (Beijing time) */
    .addColumn('day', 'varchar(10)', c => c.notNull())
    /** in fen (0.01 yuan) per the product's unit */
    .addColumn('price', 'integer', c => c.notNull())
    /** the editor who entered it last; null for the seed */
    .addColumn('updated_by', 'integer', c => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', bigint(db), c => c.notNull())
    .execute()
  await sql`create unique index farm_prices_day on farm_prices (product_id, market_id, day)`.execute(db)
  await db.schema.createIndex('farm_prices_market_day').on('farm_prices').columns(['market_id', 'day']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('farm_prices').execute()
  await db.schema.dropTable('farm_products').execute()
  await db.schema.dropTable('farm_markets').execute()
  await db.schema.dropTable('rural_tabs').execute()
}
