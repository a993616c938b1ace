// Staff sessions are short (issue 29): an account that holds a staff role or answers for a department signs
// in for one working day at most, and is signed out after a few idle hours (services/auth/sessions.ts). The
// session says so itself (decided when it is made, and when a role is granted), so a reader's request costs
// no look at the roles. Sessions of staff open now are marked and cut to the idle limit.
import { sql, type Kysely } from 'kysely'

/** the idle limit the sessions of staff open now are cut to (STAFF_SESSION.ttlMs at the time of writing) */
const STAFF_IDLE_MS = 4 * 3600_000

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('staff', 'integer', c => c.notNull().defaultTo(0)).execute()
  await sql`update sessions set staff = 1,
      expires_at = case when expires_at > renewed_at + ${STAFF_IDLE_MS} then renewed_at + ${STAFF_IDLE_MS} else expires_at end
    where user_id in (select user_id from user_roles union select user_id from department_members)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('staff').execute()
}
