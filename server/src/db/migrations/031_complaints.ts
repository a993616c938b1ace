// 直播带货投诉平台 (issue 27): a reader's complaint about a live-commerce purchase is a 问政 question of its own
// section, addressed to the market-regulation department and carried through the same steps (time limits,
// the department's reply, the asker's rating, a reopening), with what was bought where.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  /** politics (问政) | complaint (直播带货投诉) */
  await db.schema.alterTable('politics_questions').addColumn('section', 'varchar(10)', c => c.notNull().defaultTo('politics')).execute()
  /** a complaint's purchase as JSON ({ platform, seller, orderNo }); '' for 问政 */
  await db.schema.alterTable('politics_questions').addColumn('complaint', 'text', c => c.notNull().defaultTo('')).execute()
  await db.schema.createIndex('politics_questions_section').on('politics_questions').columns(['section', 'user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('politics_questions_section').execute()
  await db.schema.alterTable('politics_questions').dropColumn('complaint').execute()
  await db.schema.alterTable('politics_questions').dropColumn('section').execute()
}
