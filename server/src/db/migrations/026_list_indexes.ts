// Lists of published stories sorted by reads (the hot list, on every home's first screen) or by time
// (the 上游号 feed, VR, a related-story scan, a short search word's newest-story cap) sorted every
// published row; these let them walk an index instead.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('news_status_pv').on('news').columns(['status', 'pv', 'id']).execute()
  await db.schema.createIndex('news_status_time').on('news').columns(['status', 'publish_time', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('news_status_time').execute()
  await db.schema.dropIndex('news_status_pv').execute()
}
