// Sessions: random tokens stored only as SHA-256 digests, expiring after 30 idle days. A session in use
// is renewed once a day with a new token (sent back in the `authorization` header); the old one keeps
// working for 5 minutes so requests already in flight do not fail. Logout revokes.
//
// Staff (an account holding a staff role or a department's seat: what it may do is more than a reader's)
// have short sessions: signed out after 4 idle hours, and 12 hours after signing in whatever they did —
// one working day — renewed every 10 minutes of use. Whether a session is staff's is decided when it is
// made, and when the account is granted a role (RoleService: its open sessions are cut to the staff limits).
import type { Kysely, Selectable } from 'kysely'
import type { DB, SessionTable, UserTable } from '../../db/schema'
import { randomToken, sha256 } from '../../crypto'

export const SESSION = {
  ttlMs: 30 * 24 * 3600_000,
  renewAfterMs: 24 * 3600_000,
  previousGraceMs: 5 * 60_000,
} as const

export const STAFF_SESSION = {
  /** signed out after this long without a request */
  ttlMs: 4 * 3600_000,
  /** and this long after signing in, in use or not */
  maxMs: 12 * 3600_000,
  renewAfterMs: 10 * 60_000,
} as const

/** when a session renewed (or made) at `now` ends */
function endOf(session: { staff: number; created_at: number }, now: number): number {
  return session.staff === 1 ? Math.min(now + STAFF_SESSION.ttlMs, session.created_at + STAFF_SESSION.maxMs) : now + SESSION.ttlMs
}

/** the users whose sessions are staff's: a staff role, or a department's seat */
export async function isStaffAccount(db: Kysely<DB>, userId: number): Promise<boolean> {
  const role = await db.selectFrom('user_roles').select('user_id').where('user_id', '=', userId).executeTakeFirst()
  if (role) return true
  return !!await db.selectFrom('department_members').select('user_id').where('user_id', '=', userId).executeTakeFirst()
}

/** An account just granted a staff role: its open sessions become staff's, ending by the staff limits. */
export async function shortenToStaff(db: Kysely<DB>, userId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ staff: 1 }).where('user_id', '=', userId).where('staff', '=', 0).execute()
  await db.updateTable('sessions').set({ expires_at: now + STAFF_SESSION.ttlMs })
    .where('user_id', '=', userId).where('expires_at', '>', now + STAFF_SESSION.ttlMs).execute()
}

export interface Authenticated {
  user: Selectable<UserTable>
  session: Selectable<SessionTable>
  /** set when this request renewed the session: the client's new token */
  renewedToken?: string
}

export class SessionService {
  constructor(private readonly db: Kysely<DB>) {}

  async create(userId: number, client: string, now = Date.now()): Promise<string> {
    const token = randomToken()
    const staff = await isStaffAccount(this.db, userId) ? 1 : 0
    await this.db.insertInto('sessions').values({
      user_id: userId, token_hash: sha256(token), previous_hash: null, previous_until: null, client,
      created_at: now, renewed_at: now, expires_at: endOf({ staff, created_at: now }, now), revoked_at: null, staff,
    }).execute()
    return token
  }

  async authenticate(token: string, now = Date.now()): Promise<Authenticated | null> {
    const hash = sha256(token)
    const session = await this.db.selectFrom('sessions').selectAll()
      .where(eb => eb.or([eb('token_hash', '=', hash), eb.and([eb('previous_hash', '=', hash), eb('previous_until', '>', now)])]))
      .executeTakeFirst()
    if (!session || session.revoked_at !== null || Number(session.expires_at) <= now) return null
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst()
    if (!user) return null
    const renewAfter = session.staff === 1 ? STAFF_SESSION.renewAfterMs : SESSION.renewAfterMs
    const end = endOf({ staff: session.staff, created_at: Number(session.created_at) }, now)
    // (a staff session at its last hours is not renewed: renewing would not move its end)
    if (session.token_hash === hash && now - session.renewed_at >= renewAfter && end > Number(session.expires_at)) {
      const renewedToken = randomToken()
      const renewed = await this.db.updateTable('sessions').set({
        token_hash: sha256(renewedToken), previous_hash: hash, previous_until: now + SESSION.previousGraceMs,
        renewed_at: now, expires_at: end,
      }).where('id', '=', session.id).where('token_hash', '=', hash).executeTakeFirst()
      // another request renewed it first: this token stays valid for the grace period
      if (Number(renewed.numUpdatedRows) === 1) return { user, session, renewedToken }
    }
    return { user, session }
  }

  async revoke(sessionId: number, now = Date.now()): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute()
  }
}
