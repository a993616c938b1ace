// Issue 24 §10: a reader has at most one identity application waiting. Two sent at the same moment could
// both pass the check before either was written; a unique index on the waiting ones stops the second.
// Any duplicates such a race left are closed (the newest one of a reader's stays waiting).
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  const waiting: { id: number; user_id: number }[] = await db.selectFrom('identity_applications').select(['id', 'user_id']).where('status', '=', 'pending').orderBy('id', 'desc').execute()
  const seen = new Set<number>()
  for (const a of waiting) {
    if (seen.has(a.user_id)) await db.updateTable('identity_applications').set({ status: 'rejected', reason: '重复的申请', decided_at: Date.now() }).where('id', '=', a.id).execute()
    seen.add(a.user_id)
  }
  await sql`create unique index identity_applications_one_pending on identity_applications (user_id) where status = 'pending'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index identity_applications_one_pending`.execute(db)
}
