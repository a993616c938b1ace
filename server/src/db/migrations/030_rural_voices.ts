// 渝农's readers' voices (issue 27): 乡村帮帮, rural questions answered by agricultural experts, are Q&A
// questions of the rural section with a category (crops, livestock, prices, policy, land); 农民说, farmers'
// own posts, are Discover posts of the rural section. Each section lists its own.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  /** bang (BangBang's 问答) | rural (乡村帮帮) */
  await db.schema.alterTable('qa_questions').addColumn('section', 'varchar(8)', c => c.notNull().defaultTo('bang')).execute()
  /** a rural question's: crops | livestock | prices | policy | land; '' for BangBang's */
  await db.schema.alterTable('qa_questions').addColumn('category', 'varchar(12)', c => c.notNull().defaultTo('')).execute()
  await db.schema.createIndex('qa_questions_section').on('qa_questions').columns(['section', 'review', 'created_at']).execute()
  /** discover (发现) | rural (农民说) */
  await db.schema.alterTable('discover_posts').addColumn('section', 'varchar(8)', c => c.notNull().defaultTo('discover')).execute()
  await db.schema.createIndex('discover_posts_section').on('discover_posts').columns(['section', 'review', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('discover_posts_section').execute()
  await db.schema.alterTable('discover_posts').dropColumn('section').execute()
  await db.schema.dropIndex('qa_questions_section').execute()
  await db.schema.alterTable('qa_questions').dropColumn('category').execute()
  await db.schema.alterTable('qa_questions').dropColumn('section').execute()
}
