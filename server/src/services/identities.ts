// 身份认证 (applyfor): a reader applies to be shown as a journalist, expert, lawyer, department or teacher
// with their job and what proves it (a teacher: the school they teach at); an administrator approves (the
// identity then tags their answers; a teacher becomes the school's 作文 teacher, whom pupils name and who
// reviews their works) or rejects with a reason; the reader is told either way. One application waits at
// a time.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { USER_TYPE_LABEL, type UserTypeCode } from '../../../types/api/qa'
import type { IdentityApplication, MemberInfo } from '../../../types/api/identity'
import { lockReader } from './points'
import { ApiError, badRequest, notFound } from '../answer'
import { formatCst } from '../content/time'
import { cleanText } from '../content/comment-text'
import { paged, type Page } from './news'
import type { MessageService, NewMessage } from './messages'
import * as ERRORS from '../../../types/errors'
import { IDENTITY_ANSWERS } from '../../../types/texts'
import { APPLICABLE_TYPES } from '../../../types/api/identity'

export interface Application { type: UserTypeCode; realName: string; job: string; introduction?: string; proof: string; schoolId?: number }

function field(raw: string | undefined, max: number, empty: string): string {
  const r = cleanText(raw ?? '', max)
  if ('problem' in r) throw badRequest(r.problem === 'empty' ? empty : ERRORS.applicationTooLong)
  return r.text
}

/** a unique index said no (SQLite's or PostgreSQL's words for it) */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

export class IdentityService {
  constructor(private readonly db: Kysely<DB>, private readonly messages: MessageService) {}

  /** The reader's identity and their latest application. */
  async info(userId: number): Promise<MemberInfo> {
    const identity = await this.db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).executeTakeFirst()
    const latest = await this.db.selectFrom('identity_applications').selectAll().where('user_id', '=', userId)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst()
    return {
      identity: identity ? {
        userTypeCode: identity.type as UserTypeCode, userType: USER_TYPE_LABEL[identity.type as UserTypeCode] ?? '', job: identity.job, introduction: identity.introduction,
      } : null,
      application: latest ? this.present(latest, await this.schoolName(latest.school_id)) : null,
      types: APPLICABLE_TYPES.map(code => ({ code, title: USER_TYPE_LABEL[code] })),
    }
  }

  private present(r: { id: number; user_id: number; type: string; real_name: string; job: string; introduction: string; proof: string; status: string; reason: string; created_at: number; decided_at: number | null; school_id: number | null }, schoolName = ''): IdentityApplication {
    return {
      schoolId: r.school_id, schoolName,
      id: r.id, userId: r.user_id, userTypeCode: r.type as UserTypeCode, userType: USER_TYPE_LABEL[r.type as UserTypeCode] ?? '', realName: r.real_name,
      job: r.job, introduction: r.introduction, proof: r.proof, status: r.status as IdentityApplication['status'], reason: r.reason,
      time: formatCst(r.created_at), decidedAt: r.decided_at === null ? '' : formatCst(r.decided_at),
    }
  }

  private async schoolName(id: number | null): Promise<string> {
    if (id === null) return ''
    return (await this.db.selectFrom('composition_schools').select('name').where('id', '=', id).executeTakeFirst())?.name ?? ''
  }

  async apply(userId: number, input: Application, now = Date.now()): Promise<IdentityApplication> {
    const realName = field(input.realName, 16, ERRORS.realNameEmpty)
    const job = field(input.job, 40, ERRORS.jobEmpty)
    const proof = field(input.proof, 300, ERRORS.proofEmpty)
    // optional: nothing left once cleaned (markup only, say) is no introduction, not a refusal without words
    const intro = cleanText(input.introduction ?? '', 120)
    if ('problem' in intro && intro.problem === 'tooLong') throw badRequest(ERRORS.applicationTooLong)
    const introduction = 'text' in intro ? intro.text : ''
    // a teacher names the school they teach at (their pupils choose them there)
    const schoolId = input.type === 'teacher' ? input.schoolId ?? null : null
    if (input.type === 'teacher' && schoolId === null) throw badRequest(ERRORS.teacherSchoolNeeded)
    const schoolName = await this.schoolName(schoolId)
    if (schoolId !== null && !schoolName) throw notFound(ERRORS.schoolGone)
    const identity = await this.db.selectFrom('user_identities').select('type').where('user_id', '=', userId).executeTakeFirst()
    if (identity?.type === input.type) throw new ApiError(409, ERRORS.identityHeld)
    return this.db.transaction().execute(async trx => {
      // one application of a reader's at a time: their row locked (PostgreSQL), and a unique index besides
      await lockReader(trx, userId)
      const waiting = await trx.selectFrom('identity_applications').select('id').where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst()
      if (waiting) throw new ApiError(409, ERRORS.applicationPending)
      const row = { user_id: userId, type: input.type, real_name: realName, job, introduction, proof, status: 'pending', reason: '', decided_by: null, decided_at: null, created_at: now, school_id: schoolId }
      const made = await trx.insertInto('identity_applications').values(row).returning('id').executeTakeFirstOrThrow()
        .catch(err => { throw isUniqueViolation(err) ? new ApiError(409, ERRORS.applicationPending) : err })
      return this.present({ id: made.id, ...row }, schoolName)
    })
  }

  async list(status: 'pending' | 'approved' | 'rejected', offset: number, pageSize: number): Promise<Page<IdentityApplication>> {
    const rows = await this.db.selectFrom('identity_applications').selectAll().where('status', '=', status)
      .orderBy('created_at', 'asc').orderBy('id', 'asc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: page.items.map(r => this.present(r)), hasMore: page.hasMore }
  }

  /** An administrator's decision: approval gives (or changes) the reader's identity. */
  async decide(actorId: number, id: number, decision: 'approve' | 'reject', reason: string, now = Date.now()): Promise<void> {
    const note = reason.trim()
    if (decision === 'reject' && !note) throw badRequest(ERRORS.rejectReasonEmpty)
    let told: NewMessage[] = []
    await this.db.transaction().execute(async trx => {
      const app = await trx.selectFrom('identity_applications').selectAll().where('id', '=', id).executeTakeFirst()
      if (!app) throw notFound(ERRORS.applicationGone)
      const moved = await trx.updateTable('identity_applications').set({ status: decision === 'approve' ? 'approved' : 'rejected', reason: note, decided_by: actorId, decided_at: now })
        .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.applicationDecided)
      if (decision === 'approve') {
        const identity = { type: app.type, job: app.job, introduction: app.introduction, is_jump: 1, granted_by: actorId, granted_at: now }
        await trx.insertInto('user_identities').values({ user_id: app.user_id, ...identity })
          .onConflict(oc => oc.column('user_id').doUpdateSet(identity)).execute()
        // a teacher is the school's 作文 teacher from now on (again, if they were before: at this school)
        if (app.type === 'teacher' && app.school_id !== null) {
          const teacher = { school_id: app.school_id, name: app.real_name, subject: [...app.job].slice(0, 16).join(''), intro: app.introduction, status: 'active' }
          await trx.insertInto('composition_teachers').values({ user_id: app.user_id, ...teacher, created_at: now })
            .onConflict(oc => oc.column('user_id').doUpdateSet(teacher)).execute()
        }
      }
      const label = USER_TYPE_LABEL[app.type as UserTypeCode] ?? ''
      told = [{
        userId: app.user_id, kind: 'identity', title: decision === 'approve' ? IDENTITY_ANSWERS.approvedTold : IDENTITY_ANSWERS.rejectedTold,
        body: decision === 'approve' ? (app.type === 'teacher' ? IDENTITY_ANSWERS.teacherTold : `你的回答将显示“${label}”标识`) : note, route: 'ApplyFor', params: {},
      }]
      await this.messages.tell(trx, told, now)
    })
    this.messages.push(told)
  }
}
