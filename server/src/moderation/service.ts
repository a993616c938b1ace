// Moderation of every text a reader writes. `check` reads a text (word list, then the content check)
// before it is stored; what is held goes to the queue, where a moderator approves or rejects it; a
// moderator may also hide what is shown. Every decision, word-list edit and role change is in the
// audit log. The kinds of content (comments now; questions, answers, posts later) register how a
// decision applies to them, inside the decision's transaction.
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import type { NewMessage } from '../services/messages'
import { isWriteKind, type ContentEvents } from '../services/writes'
import { ApiError, badRequest, notFound } from '../answer'
import { WordFilter, WORD_ACTIONS, type WordAction } from './filter'
import { normalizeWord } from './normalize'
import type { ContentCheck } from './content-check'
import { localContentCheck } from './content-check'
import * as ERRORS from '../../../types/errors'
import type { ModerationStatus, QueueItem } from '../../../types/api/admin'

/** the word list is read again after this long (several servers share one database) */
const WORDS_TTL_MS = 60_000
const EXCERPT_CHARS = 200

export type Decision = 'approve' | 'reject'
export type ItemStatus = ModerationStatus

export interface Verdict {
  verdict: 'pass' | 'hold' | 'block'
  /** the text to keep (replaced words masked) */
  text: string
  /** why it was held or blocked: words, the content check's label */
  reasons: string[]
}

/** How decisions apply to one kind of content; each runs inside the decision's transaction. */
export interface ModeratedKind {
  /** a held item goes public (counters follow); the messages it wrote, to push once committed */
  approve(trx: Transaction<DB>, refId: number): Promise<NewMessage[] | void>
  /** a held item stays unpublished */
  reject(trx: Transaction<DB>, refId: number): Promise<void>
  /** a shown item is taken down; false when it is not shown (deleted, held, already hidden) */
  hide(trx: Transaction<DB>, refId: number): Promise<boolean>
  /** who wrote it and what it says (the queue's record of a hidden item) */
  describe(trx: Transaction<DB>, refId: number): Promise<{ userId: number; text: string }>
}

export type { QueueItem }

/** what an administrator's search of the audit log narrows by */
export interface AuditFilter {
  actorId?: number
  action?: string
  kind?: string
  refId?: number
  /** times (ms), from inclusive, to exclusive */
  from?: number
  to?: number
}

/** a thing's state before and after a staff action (null: it did not exist), and the request that made it */
export interface AuditChange {
  before?: unknown
  after?: unknown
  requestId?: string
}

export class ModerationService {
  private filter: { value: WordFilter; until: number } | null = null
  private readonly kinds = new Map<string, ModeratedKind>()

  constructor(
    private readonly db: Kysely<DB>, private readonly contentCheck: ContentCheck = localContentCheck,
    /** where an approval (published) and a hiding (withdrawn) are announced, after commit */
    private readonly events?: ContentEvents,
  ) {}

  register(kind: string, handler: ModeratedKind): void {
    this.kinds.set(kind, handler)
  }

  private kind(kind: string): ModeratedKind {
    const k = this.kinds.get(kind)
    if (!k) throw badRequest(ERRORS.moderationItemGone)
    return k
  }

  private async words(now = Date.now()): Promise<WordFilter> {
    if (this.filter && this.filter.until > now) return this.filter.value
    const rows = await this.db.selectFrom('sensitive_words').select(['word', 'action']).execute()
    const value = new WordFilter(rows.filter(r => (WORD_ACTIONS as string[]).includes(r.action)).map(r => ({ word: r.word, action: r.action as WordAction })))
    this.filter = { value, until: now + WORDS_TTL_MS }
    return value
  }

  /** What the word list alone says of a text (no content-check call): for words that are not stored as a reader's text. */
  async listVerdict(text: string): Promise<'pass' | 'hold' | 'block'> {
    const filtered = (await this.words()).check(text)
    return filtered.verdict === 'pass' && filtered.text === text ? 'pass' : filtered.verdict === 'block' ? 'block' : 'hold'
  }

  /** Reads a text before it is stored. Blocked: the writer is told and nothing is kept. */
  async check(text: string, userId: number): Promise<Verdict> {
    const filtered = (await this.words()).check(text)
    if (filtered.verdict === 'block') throw new ApiError(400, ERRORS.contentBlocked)
    const reasons = filtered.words.filter(w => w.action === 'hold').map(w => w.word)
    let verdict: Verdict['verdict'] = filtered.verdict === 'hold' ? 'hold' : 'pass'
    if (this.contentCheck !== localContentCheck) {
      // WeChat checks texts of its mini-program's users
      const identity = await this.db.selectFrom('wechat_identities').select('open_id').where('user_id', '=', userId).where('app', '=', 'mp').orderBy('id', 'desc').executeTakeFirst()
      try {
        const { suggest, label } = await this.contentCheck.checkText(filtered.text, identity?.open_id ?? null)
        if (suggest === 'risky') throw new ApiError(400, ERRORS.contentBlocked)
        if (suggest === 'review') {
          verdict = 'hold'
          reasons.push(`${this.contentCheck.name}:${label}`)
        }
      } catch (err) {
        if (err instanceof ApiError) throw err
        verdict = 'hold'
        reasons.push(`${this.contentCheck.name}:未能检测`)
      }
    }
    return { verdict, text: filtered.text, reasons }
  }

  /** Puts a held item in the queue (in the transaction that stored it). */
  async enqueue(trx: Transaction<DB>, item: { kind: string; refId: number; userId: number; text: string; reasons: string[] }, now = Date.now()): Promise<void> {
    await trx.insertInto('moderation_items').values({
      kind: item.kind, ref_id: item.refId, user_id: item.userId, excerpt: [...item.text].slice(0, EXCERPT_CHARS).join(''),
      reasons: JSON.stringify(item.reasons), status: 'held', created_at: now, decided_by: null, decided_at: null, decision_reason: '',
    }).execute()
  }

  async queue(status: ItemStatus, offset: number, pageSize: number): Promise<{ items: QueueItem[]; hasMore: boolean }> {
    const rows = await this.db.selectFrom('moderation_items').selectAll().where('status', '=', status)
      .orderBy('created_at', status === 'held' ? 'asc' : 'desc').orderBy('id', 'asc').limit(pageSize + 1).offset(offset).execute()
    return {
      hasMore: rows.length > pageSize,
      items: rows.slice(0, pageSize).map(r => ({
        id: r.id, kind: r.kind, refId: r.ref_id, userId: r.user_id, excerpt: r.excerpt, reasons: JSON.parse(r.reasons) as string[],
        status: r.status as ItemStatus, createdAt: r.created_at, decidedBy: r.decided_by, decidedAt: r.decided_at, reason: r.decision_reason,
      })),
    }
  }

  /** Approves or rejects a held item; a second decision on it is refused. */
  async decide(actorId: number, id: number, decision: Decision, reason: string, now = Date.now(), requestId = ''): Promise<{ kind: string; refId: number; userId: number; excerpt: string; told: NewMessage[] }> {
    const item = await this.db.selectFrom('moderation_items').selectAll().where('id', '=', id).executeTakeFirst()
    if (!item) throw notFound(ERRORS.moderationItemGone)
    const kind = this.kind(item.kind)
    let told: NewMessage[] = []
    await this.db.transaction().execute(async trx => {
      const taken = await trx.updateTable('moderation_items')
        .set({ status: decision === 'approve' ? 'approved' : 'rejected', decided_by: actorId, decided_at: now, decision_reason: reason })
        .where('id', '=', id).where('status', '=', 'held').executeTakeFirst()
      if (Number(taken.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.moderationDecided)
      if (decision === 'approve') told = (await kind.approve(trx, item.ref_id)) ?? []
      else await kind.reject(trx, item.ref_id)
      await this.audit(trx, actorId, decision, item.kind, item.ref_id, reason, now, { before: { status: 'held' }, after: { status: decision === 'approve' ? 'approved' : 'rejected', reason }, requestId })
    })
    if (decision === 'approve' && isWriteKind(item.kind)) {
      await this.events?.emit({ type: 'published', kind: item.kind, id: item.ref_id, userId: item.user_id, title: item.excerpt })
    }
    return { kind: item.kind, refId: item.ref_id, userId: item.user_id, excerpt: item.excerpt, told }
  }

  /** Takes down something shown; recorded in the queue as hidden, with the reason. */
  async hide(actorId: number, kindName: string, refId: number, reason: string, now = Date.now(), requestId = ''): Promise<{ userId: number }> {
    const kind = this.kind(kindName)
    const hidden = await this.db.transaction().execute(async trx => {
      if (!await kind.hide(trx, refId)) throw new ApiError(409, ERRORS.contentNotShown)
      const owner = await kind.describe(trx, refId)
      await trx.insertInto('moderation_items').values({
        kind: kindName, ref_id: refId, user_id: owner.userId, excerpt: [...owner.text].slice(0, EXCERPT_CHARS).join(''), reasons: '[]', status: 'hidden',
        created_at: now, decided_by: actorId, decided_at: now, decision_reason: reason,
      }).execute()
      await this.audit(trx, actorId, 'hide', kindName, refId, reason, now, { before: { status: 'shown' }, after: { status: 'hidden', reason }, requestId })
      return { userId: owner.userId }
    })
    if (isWriteKind(kindName)) await this.events?.emit({ type: 'withdrawn', kind: kindName, id: refId, userId: hidden.userId, by: 'moderator' })
    return hidden
  }

  async listWords(offset: number, pageSize: number) {
    const rows = await this.db.selectFrom('sensitive_words').select(['id', 'word', 'action', 'created_at'])
      .orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute()
    return { hasMore: rows.length > pageSize, items: rows.slice(0, pageSize).map(r => ({ id: r.id, word: r.word, action: r.action, createdAt: r.created_at })) }
  }

  /** Adds a word (or changes the action of one that reads the same); the filter takes it at once. */
  async addWord(actorId: number, word: string, action: WordAction, now = Date.now(), requestId = ''): Promise<{ id: number }> {
    const trimmed = word.trim()
    const normalized = normalizeWord(trimmed)
    if (!normalized || [...trimmed].length > 32) throw badRequest(ERRORS.sensitiveWordBad)
    const id = await this.db.transaction().execute(async trx => {
      const existing = await trx.selectFrom('sensitive_words').select(['id', 'action']).where('normalized', '=', normalized).executeTakeFirst()
      if (existing?.action === action) throw new ApiError(409, ERRORS.sensitiveWordExists)
      // one entry per normalized word, whoever writes it at the same moment
      const wordId = (await trx.insertInto('sensitive_words').values({ word: trimmed, normalized, action, created_by: actorId, created_at: now })
        .onConflict(oc => oc.column('normalized').doUpdateSet({ action })).returning('id').executeTakeFirstOrThrow()).id
      await this.audit(trx, actorId, 'word-add', 'word', wordId, `${trimmed} → ${action}`, now, { before: null, after: { word: trimmed, action }, requestId })
      return wordId
    })
    this.forgetWords()
    this.onWordsChanged()
    return { id }
  }

  async removeWord(actorId: number, id: number, now = Date.now(), requestId = ''): Promise<void> {
    await this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('sensitive_words').select(['word', 'action']).where('id', '=', id).executeTakeFirst()
      if (!row) throw notFound(ERRORS.sensitiveWordGone)
      await trx.deleteFrom('sensitive_words').where('id', '=', id).execute()
      await this.audit(trx, actorId, 'word-remove', 'word', id, `${row.word} (${row.action})`, now, { before: { word: row.word, action: row.action }, after: null, requestId })
    })
    this.forgetWords()
    this.onWordsChanged()
  }

  /** who else keeps the word list (the other instances): told when it changes here */
  onWordsChanged: () => void = () => undefined

  /** the word list is read again at the next check (it changed, here or on another instance) */
  forgetWords(): void {
    this.filter = null
  }

  /** The staff audit log, newest first, narrowed by who, what and when (every field optional). */
  async auditLog(offset: number, pageSize: number, filter: AuditFilter = {}) {
    let q = this.db.selectFrom('moderation_audit').selectAll()
    if (filter.actorId !== undefined) q = q.where('actor_id', '=', filter.actorId)
    if (filter.action !== undefined) q = q.where('action', '=', filter.action)
    if (filter.kind !== undefined) q = q.where('kind', '=', filter.kind)
    if (filter.refId !== undefined) q = q.where('ref_id', '=', filter.refId)
    if (filter.from !== undefined) q = q.where('at', '>=', filter.from)
    if (filter.to !== undefined) q = q.where('at', '<', filter.to)
    const rows = await q.orderBy('at', 'desc').orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute()
    return {
      hasMore: rows.length > pageSize,
      items: rows.slice(0, pageSize).map(r => ({
        id: r.id, actorId: r.actor_id, action: r.action, kind: r.kind, refId: r.ref_id, detail: r.detail, at: r.at,
        before: r.before === null ? null : JSON.parse(r.before) as unknown, after: r.after === null ? null : JSON.parse(r.after) as unknown,
        requestId: r.request_id,
      })),
    }
  }

  /** Writes a staff action to the audit log now, outside any transaction (a route's, after the change). */
  record(actorId: number, action: string, kind: string, refId: number | null, detail: string, change: AuditChange = {}): Promise<void> {
    return this.audit(this.db, actorId, action, kind, refId, detail, Date.now(), change)
  }

  /**
   * Writes a staff action to the audit log (in the caller's transaction, so the log and the change are
   * one): who, what (`action` on `kind` #`refId`, a line of `detail`), when, and — where the thing has a
   * state — what it was before and after.
   */
  async audit(trx: Transaction<DB> | Kysely<DB>, actorId: number, action: string, kind: string, refId: number | null, detail: string, now = Date.now(), change: AuditChange = {}): Promise<void> {
    await trx.insertInto('moderation_audit').values({
      actor_id: actorId, action, kind, ref_id: refId, detail, at: now,
      before: change.before === undefined ? null : JSON.stringify(change.before), after: change.after === undefined ? null : JSON.stringify(change.after),
      request_id: change.requestId ?? '',
    }).execute()
  }
}
