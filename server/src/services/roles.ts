// Staff roles: administrators (everything below, and who holds which role), moderators (the
// sensitive-word list, the review queue, hiding what is shown, the audit log) and editors (the
// newsroom's side of 发现: approving topics, the official reply) and merchants (redeeming the points
// shop's codes). Checked on every admin
// call on the server; the first administrator is made from the command line (npm run admin -- grant).
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError, badRequest, notFound } from '../answer'
import type { ModerationService } from '../moderation/service'
import { shortenToStaff } from './auth/sessions'
import * as ERRORS from '../../../types/errors'
import { STAFF_ROLES, type StaffRole } from '../../../types/api/account'

/** the roles a person holds, as the transaction sees them (sorted) */
async function heldIn(trx: Transaction<DB>, userId: number): Promise<string[]> {
  return (await trx.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute()).map(r => r.role)
}

export class RoleService {
  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService) {}

  async rolesOf(userId: number): Promise<StaffRole[]> {
    const rows = await this.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()
    return rows.map(r => r.role).filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r))
  }

  /** `userId`, when they hold one of `roles` (an administrator holds them all); else 403. */
  async require(userId: number, roles: readonly StaffRole[]): Promise<number> {
    const held = await this.rolesOf(userId)
    if (!held.includes('admin') && !held.some(r => roles.includes(r))) throw new ApiError(403, ERRORS.notStaff)
    return userId
  }

  async grant(actorId: number | null, userId: number, role: StaffRole, now = Date.now(), requestId = ''): Promise<void> {
    await this.db.transaction().execute(async trx => {
      if (!await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) throw notFound(ERRORS.userGone)
      const added = await trx.insertInto('user_roles').values({ user_id: userId, role, granted_by: actorId, granted_at: now })
        .onConflict(oc => oc.columns(['user_id', 'role']).doNothing()).executeTakeFirst()
      if (Number(added.numInsertedOrUpdatedRows ?? 0) !== 1) throw new ApiError(409, ERRORS.roleHeld)
      // what they may do now is staff's: so are their sessions' limits (services/auth/sessions.ts)
      await shortenToStaff(trx, userId, now)
      const after = await heldIn(trx, userId)
      await this.moderation.audit(trx, actorId ?? 0, 'role-grant', 'user', userId, role, now, { before: { roles: after.filter(r => r !== role) }, after: { roles: after }, requestId })
    })
  }

  async revoke(actorId: number, userId: number, role: StaffRole, now = Date.now(), requestId = ''): Promise<void> {
    await this.db.transaction().execute(async trx => {
      if (role === 'admin') {
        // the administrators' rows locked (PostgreSQL): two revoking each other wait in turn, and the second
        // finds the last one left
        await trx.updateTable('user_roles').set(eb => ({ role: eb.ref('role') })).where('role', '=', 'admin').execute()
        const admins = await trx.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').execute()
        if (admins.length === 1 && admins[0].user_id === userId) throw badRequest(ERRORS.lastAdmin)
      }
      const before = await heldIn(trx, userId)
      const gone = await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', role).executeTakeFirst()
      if (Number(gone.numDeletedRows) !== 1) throw notFound(ERRORS.roleNotHeld)
      await this.moderation.audit(trx, actorId, 'role-revoke', 'user', userId, role, now, { before: { roles: before }, after: { roles: before.filter(r => r !== role) }, requestId })
    })
  }
}
