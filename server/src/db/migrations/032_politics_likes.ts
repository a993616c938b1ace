// A 问政 question's likes (issue 27: the question detail's like block, community-side spec §5): counted on
// the question as every liked thing's are.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('politics_questions').addColumn('like_num', 'integer', c => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('politics_questions').dropColumn('like_num').execute()
}
