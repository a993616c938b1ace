// Issue 24 §6: every earning rule has a daily cap. The one rule that had none (an answer pinned by its
// asker) gets 3 a day, and says that unpinning takes the points back.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('point_rules').set({ daily_cap: 3, description: '你的回答被提问者置顶，取消置顶后扣回' }).where('key', '=', 'pinned').where('daily_cap', '=', 0).execute()
  await db.updateTable('point_rules').set({ daily_cap: 1 }).where('daily_cap', '<=', 0).execute()
  // at most one debt batch a reader (points taken back after they were spent)
  await sql`create unique index point_batches_debt on point_batches (user_id) where remaining < 0`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index point_batches_debt`.execute(db)
  await db.updateTable('point_rules').set({ daily_cap: 0, description: '你的回答被提问者置顶' }).where('key', '=', 'pinned').execute()
}
