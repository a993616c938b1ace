// Sessions: random tokens stored only as SHA-256 digests, expiring after 30 idle days. A session in use
// is renewed once a day with a new token (sent back in the `authorization` header); the old one keeps
// working for 5 minutes so requests already in flight do not fail. Logout revokes.
import type { Kysely, Selectable } from 'kysely'
import type { DB, SessionTable, UserTable } from '../../db/schema'
import { randomToken, sha256 } from '../../crypto'

export const SESSION = {
  ttlMs: 30 * 24 * 3600_000,
  renewAfterMs: 24 * 3600_000,
  previousGraceMs: 5 * 60_000,
} as const

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
    await this.db.insertInto('sessions').values({
      user_id: userId, token_hash: sha256(token), previous_hash: null, previous_until: null, client,
      created_at: now, renewed_at: now, expires_at: now + SESSION.ttlMs, revoked_at: null,
    }).execute()
    return token
  }

  async authenticate(token: string, now = Date.now()): Promise<Authenticated | null> {
    const hash = sha256(token)
    const session = await this.db.selectFrom('sessions').selectAll()
      .where(eb => eb.or([eb('token_hash', '=', hash), eb.and([eb('previous_hash', '=', hash), eb('previous_until', '>', now)])]))
      .executeTakeFirst()
    if (!session || session.revoked_at !== null || session.expires_at <= now) return null
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst()
    if (!user) return null
    if (session.token_hash === hash && now - session.renewed_at >= SESSION.renewAfterMs) {
      const renewedToken = randomToken()
      const renewed = await this.db.updateTable('sessions').set({
        token_hash: sha256(renewedToken), previous_hash: hash, previous_until: now + SESSION.previousGraceMs,
        renewed_at: now, expires_at: now + SESSION.ttlMs,
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
