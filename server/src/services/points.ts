// Points (积分) and growth (成长值) as a double-entry ledger. Every movement is an entry whose postings
// sum to zero: the reader's account against the shop's (issued, expired, spent, held). Points come in
// batches that expire at the end of the following year (China time) and are used oldest first; expiry
// is an entry too, and the reader is told 30 days before. users.credit is the derived balance, moved in
// the same transaction as the postings (and only where it stays ≥ 0); users.integral, the growth value,
// never decreases. Earning follows configurable rules, each with a daily cap and a dedupe key (the same
// story read twice earns once); a reversal takes back what is still unspent of what an item earned.
// Reconciliation proves, reader by reader, balance = sum of postings = sum of batches' remainders.
import type { Kysely, Transaction } from 'kysely'
import type { DB, Db } from '../db/schema'
import type { LogFields } from '../log-context'
import { STREAK_BONUS_MAX, type PointEntry, type PointRule, type PointSummary, type Reconciliation, type SignInResult, type StaffPointRule } from '../../../types/api/points'
import { ApiError, notFound } from '../answer'
import { CST_MS, DAY_MS, expiryOf, formatCst } from '../content/time'
import { paged, type Page } from './news'
import type { MessageService, NewMessage } from './messages'
import * as ERRORS from '../../../types/errors'
import { POINTS_ANSWERS } from '../../../types/texts'

/** growth value thresholds of the levels Lv1 … Lv6 */
export const LEVELS = [0, 100, 500, 2000, 5000, 10000]
/** readers are told of points expiring within this */
export const EXPIRY_NOTICE_MS = 30 * DAY_MS

export function levelOf(integral: number): { level: number; name: string; next: number | null } {
  let level = 1
  LEVELS.forEach((min, i) => { if (integral >= min) level = i + 1 })
  return { level, name: `Lv${level}`, next: LEVELS[level] ?? null }
}

/** the day in China time */
export const cstDay = (at: number) => new Date(at + CST_MS).toISOString().slice(0, 10)
/** the start of the China-time day `at` falls in */
const dayStart = (at: number) => Math.floor((at + CST_MS) / DAY_MS) * DAY_MS - CST_MS
/** a debt batch's expiry: never (9999-12-31) */
export const DEBT_NEVER_EXPIRES = 253402271999000

export interface EarnInput {
  rule: string
  /** what earns once (read:123 …) */
  dedupeKey: string
  ref?: { type: string; id: number; title: string }
}

/** One reader's writes at a time: their row locked (a no-op update) until the transaction ends. */
export async function lockReader(trx: Transaction<DB>, userId: number): Promise<void> {
  await trx.updateTable('users').set(eb => ({ credit: eb.ref('credit') })).where('id', '=', userId).execute()
}

/** a points rule's figures, as the audit log keeps them */
export interface RuleFigures { points: number; growth: number; dailyCap: number; enabled: boolean }

export class PointsService {
  constructor(private readonly db: Kysely<DB>, private readonly messages: MessageService | null = null) {}

  async rules(): Promise<PointRule[]> {
    const rows = await this.db.selectFrom('point_rules').selectAll().where('enabled', '=', 1).orderBy('sort').execute()
    return rows.map(r => ({ key: r.key, title: r.title, description: r.description, points: r.points, growth: r.growth, dailyCap: r.daily_cap }))
  }

  /** every rule for the administrators who set them, those turned off too */
  async allRules(): Promise<StaffPointRule[]> {
    const rows = await this.db.selectFrom('point_rules').selectAll().orderBy('sort').execute()
    return rows.map(r => ({ key: r.key, title: r.title, description: r.description, points: r.points, growth: r.growth, dailyCap: r.daily_cap, enabled: r.enabled === 1 }))
  }

  /** an administrator changes a rule's figures (0 points and growth turn it off); its figures before and after (the audit log) */
  async setRule(key: string, input: { points: number; growth: number; dailyCap: number; enabled: boolean }): Promise<{ before: RuleFigures; after: RuleFigures }> {
    return this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('point_rules').select(['points', 'growth', 'daily_cap', 'enabled']).where('key', '=', key).executeTakeFirst()
      if (!row) throw notFound(ERRORS.pointRuleGone)
      await trx.updateTable('point_rules').set({ points: input.points, growth: input.growth, daily_cap: input.dailyCap, enabled: input.enabled ? 1 : 0 })
        .where('key', '=', key).execute()
      return { before: { points: row.points, growth: row.growth, dailyCap: row.daily_cap, enabled: row.enabled === 1 }, after: { ...input } }
    })
  }

  /** Writes an earning (entry, postings, batch, balance, growth) inside `trx`; its entry id. */
  private async credit(trx: Transaction<DB>, userId: number, e: { kind: string; rule: string; dedupeKey: string | null; points: number; growth: number; reason: string; ref?: EarnInput['ref'] }, now: number): Promise<number | null> {
    const made = await trx.insertInto('point_entries').values({
      user_id: userId, kind: e.kind, rule: e.rule, dedupe_key: e.dedupeKey, points: e.points, growth: e.growth, reason: e.reason,
      ref_type: e.ref?.type ?? '', ref_id: e.ref?.id ?? null, ref_title: (e.ref?.title ?? '').slice(0, 100), created_at: now,
    }).onConflict(oc => oc.columns(['user_id', 'dedupe_key']).doNothing()).returning('id').executeTakeFirst()
    if (!made) return null
    const batch = e.points > 0
      ? (await trx.insertInto('point_batches').values({ user_id: userId, entry_id: made.id, amount: e.points, remaining: e.points, expires_at: expiryOf(now), notified_at: null }).returning('id').executeTakeFirstOrThrow()).id
      : null
    if (batch !== null) await this.settleDebt(trx, userId, batch, e.points)
    await trx.insertInto('point_postings').values([
      { entry_id: made.id, account: 'reader', user_id: userId, batch_id: batch, amount: e.points },
      { entry_id: made.id, account: 'issued', user_id: null, batch_id: null, amount: -e.points },
    ]).execute()
    await trx.updateTable('users').set(eb => ({ credit: eb('credit', '+', e.points), integral: eb('integral', '+', e.growth) })).where('id', '=', userId).execute()
    return made.id
  }

  /**
   * Earns by `rule` once per dedupe key and within its daily cap; null when it earns nothing (already
   * earned, the cap reached, the rule off).
   */
  async earn(userId: number, input: EarnInput, now = Date.now()): Promise<{ points: number; growth: number } | null> {
    return this.db.transaction().execute(trx => this.earnIn(trx, userId, input, now))
  }

  /** earn(), inside the caller's transaction (where the earning's cause is written in the same one) */
  async earnIn(trx: Transaction<DB>, userId: number, input: EarnInput, now = Date.now()): Promise<{ points: number; growth: number } | null> {
    {
      const rule = await trx.selectFrom('point_rules').selectAll().where('key', '=', input.rule).where('enabled', '=', 1).executeTakeFirst()
      if (!rule || (rule.points <= 0 && rule.growth <= 0)) return null
      await lockReader(trx, userId)
      if (rule.daily_cap > 0) {
        const { n } = await trx.selectFrom('point_entries').select(eb => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId).where('kind', '=', 'earn').where('rule', '=', rule.key).where('created_at', '>=', dayStart(now)).executeTakeFirstOrThrow()
        if (Number(n) >= rule.daily_cap) return null
      }
      const id = await this.credit(trx, userId, { kind: 'earn', rule: rule.key, dedupeKey: input.dedupeKey, points: rule.points, growth: rule.growth, reason: rule.title, ref: input.ref }, now)
      return id === null ? null : { points: rule.points, growth: rule.growth }
    }
  }

  /**
   * Takes back what an item earned when its cause is undone (a comment deleted, a post hidden, an answer
   * unpinned): all of it, once. First from the batch it made, then from the reader's other batches (the
   * soonest to expire first); what they no longer have (spent already) becomes a debt: a batch below
   * zero, so the balance goes below zero and blocks exchanges until later earnings pay it off (issue 24
   * §6, docs/api.md "Points"). Growth stays. Returns the points taken back.
   */
  async reverse(userId: number, dedupeKey: string, reason: string, now = Date.now()): Promise<number> {
    return this.db.transaction().execute(trx => this.reverseIn(trx, userId, dedupeKey, reason, now))
  }

  /** reverse(), inside the caller's transaction */
  async reverseIn(trx: Transaction<DB>, userId: number, dedupeKey: string, reason: string, now = Date.now()): Promise<number> {
    {
      await lockReader(trx, userId)
      const earned = await trx.selectFrom('point_entries').select(['id', 'points', 'ref_type', 'ref_id', 'ref_title']).where('user_id', '=', userId).where('dedupe_key', '=', dedupeKey).where('kind', '=', 'earn').executeTakeFirst()
      if (!earned || earned.points <= 0) return 0
      const made = await trx.insertInto('point_entries').values({
        user_id: userId, kind: 'reverse', rule: '', dedupe_key: `reverse:${earned.id}`, points: -earned.points, growth: 0, reason,
        ref_type: earned.ref_type, ref_id: earned.ref_id, ref_title: earned.ref_title, created_at: now,
      }).onConflict(oc => oc.columns(['user_id', 'dedupe_key']).doNothing()).returning('id').executeTakeFirst()
      if (!made) return 0
      // its own batch first, then the others, the soonest to expire first
      const own = await trx.selectFrom('point_batches').select(['id', 'remaining']).where('entry_id', '=', earned.id).where('remaining', '>', 0).execute()
      const others = await trx.selectFrom('point_batches').select(['id', 'remaining']).where('user_id', '=', userId).where('remaining', '>', 0)
        .where('entry_id', '!=', earned.id).where('expires_at', '>', now).orderBy('expires_at').orderBy('id').execute()
      const taken: { batchId: number; amount: number }[] = []
      let left = earned.points
      for (const b of [...own, ...others]) {
        if (left === 0) break
        const take = Math.min(left, b.remaining)
        await trx.updateTable('point_batches').set(eb => ({ remaining: eb('remaining', '-', take) })).where('id', '=', b.id).execute()
        taken.push({ batchId: b.id, amount: take })
        left -= take
      }
      // spent already: owed
      if (left > 0) taken.push({ batchId: await this.owe(trx, userId, made.id, left), amount: left })
      await trx.insertInto('point_postings').values([
        ...taken.map(t => ({ entry_id: made.id, account: 'reader', user_id: userId, batch_id: t.batchId, amount: -t.amount })),
        { entry_id: made.id, account: 'issued', user_id: null, batch_id: null, amount: earned.points },
      ]).execute()
      await trx.updateTable('users').set(eb => ({ credit: eb('credit', '-', earned.points) })).where('id', '=', userId).execute()
      return earned.points
    }
  }

  /** the reader's debt batch (remaining below zero, never expiring) made deeper by `points`; its id */
  private async owe(trx: Transaction<DB>, userId: number, entryId: number, points: number): Promise<number> {
    const debt = await trx.selectFrom('point_batches').select('id').where('user_id', '=', userId).where('remaining', '<', 0).executeTakeFirst()
    if (debt) {
      await trx.updateTable('point_batches').set(eb => ({ remaining: eb('remaining', '-', points), amount: eb('amount', '-', points) })).where('id', '=', debt.id).execute()
      return debt.id
    }
    return (await trx.insertInto('point_batches').values({ user_id: userId, entry_id: entryId, amount: -points, remaining: -points, expires_at: DEBT_NEVER_EXPIRES, notified_at: null })
      .returning('id').executeTakeFirstOrThrow()).id
  }

  /** new points pay the reader's debt first: moved from the new batch to the debt batch (the balance is unchanged) */
  private async settleDebt(trx: Transaction<DB>, userId: number, batchId: number, points: number): Promise<void> {
    const debt = await trx.selectFrom('point_batches').select(['id', 'remaining']).where('user_id', '=', userId).where('remaining', '<', 0).executeTakeFirst()
    if (!debt) return
    const pay = Math.min(points, -debt.remaining)
    await trx.updateTable('point_batches').set(eb => ({ remaining: eb('remaining', '-', pay) })).where('id', '=', batchId).execute()
    await trx.updateTable('point_batches').set(eb => ({ remaining: eb('remaining', '+', pay) })).where('id', '=', debt.id).execute()
  }

  /**
   * Holds `points` of the reader for an exchange (reader → held), from their oldest unexpired batches,
   * inside the caller's transaction; 409 积分不足 when they have fewer. The hold entry's id.
   */
  async hold(trx: Transaction<DB>, userId: number, points: number, reason: string, ref: EarnInput['ref'], now = Date.now()): Promise<number> {
    await lockReader(trx, userId)
    const debited = await trx.updateTable('users').set(eb => ({ credit: eb('credit', '-', points) })).where('id', '=', userId).where('credit', '>=', points).executeTakeFirst()
    if (Number(debited.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.pointsShort)
    const batches = await trx.selectFrom('point_batches').select(['id', 'remaining']).where('user_id', '=', userId).where('remaining', '>', 0).where('expires_at', '>', now)
      .orderBy('expires_at').orderBy('id').execute()
    const used: { id: number; take: number }[] = []
    let left = points
    for (const b of batches) {
      if (left === 0) break
      const take = Math.min(left, b.remaining)
      const r = await trx.updateTable('point_batches').set(eb => ({ remaining: eb('remaining', '-', take) })).where('id', '=', b.id).where('remaining', '>=', take).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.pointsShort)
      used.push({ id: b.id, take })
      left -= take
    }
    // the balance said yes but the batches (expired, not yet swept) say no: nothing is held
    if (left > 0) throw new ApiError(409, ERRORS.pointsShort)
    const { id } = await trx.insertInto('point_entries').values({
      user_id: userId, kind: 'hold', dedupe_key: null, points: -points, growth: 0, reason, ref_type: ref?.type ?? '', ref_id: ref?.id ?? null, ref_title: ref?.title ?? '', created_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('point_postings').values([
      ...used.map(u => ({ entry_id: id, account: 'reader', user_id: userId, batch_id: u.id, amount: -u.take })),
      { entry_id: id, account: 'held', user_id: null, batch_id: null, amount: points },
    ]).execute()
    return id
  }

  /** Confirms a hold: the points are spent (held → spent); the reader's side does not move. */
  async spend(trx: Transaction<DB>, userId: number, holdEntryId: number, reason: string, now = Date.now()): Promise<void> {
    const held = await this.heldBy(trx, holdEntryId)
    const { id } = await trx.insertInto('point_entries').values({ user_id: userId, kind: 'spend', dedupe_key: `spend:${holdEntryId}`, points: 0, growth: 0, reason, created_at: now })
      .returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('point_postings').values([
      { entry_id: id, account: 'held', user_id: null, batch_id: null, amount: -held.total },
      { entry_id: id, account: 'spent', user_id: null, batch_id: null, amount: held.total },
    ]).execute()
  }

  /**
   * Gives held (`from` held: a void) or spent (`from` spent: a cancelled order) points back, into the
   * batches they came from (their expiry is theirs still), by a new entry.
   */
  async giveBack(trx: Transaction<DB>, userId: number, holdEntryId: number, from: 'held' | 'spent', reason: string, ref: EarnInput['ref'], now = Date.now()): Promise<void> {
    await lockReader(trx, userId)
    const held = await this.heldBy(trx, holdEntryId)
    const { id } = await trx.insertInto('point_entries').values({
      user_id: userId, kind: from === 'held' ? 'release' : 'refund', dedupe_key: `back:${holdEntryId}`, points: held.total, growth: 0, reason,
      ref_type: ref?.type ?? '', ref_id: ref?.id ?? null, ref_title: ref?.title ?? '', created_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    for (const b of held.batches) await trx.updateTable('point_batches').set(eb => ({ remaining: eb('remaining', '+', b.amount) })).where('id', '=', b.batch).execute()
    await trx.insertInto('point_postings').values([
      ...held.batches.map(b => ({ entry_id: id, account: 'reader', user_id: userId, batch_id: b.batch, amount: b.amount })),
      { entry_id: id, account: from, user_id: null, batch_id: null, amount: -held.total },
    ]).execute()
    await trx.updateTable('users').set(eb => ({ credit: eb('credit', '+', held.total) })).where('id', '=', userId).execute()
    // a debt taken on since (points taken back after they were spent) is paid from what comes back
    for (const b of held.batches) await this.settleDebt(trx, userId, b.batch, b.amount)
  }

  /** what a hold took, batch by batch */
  private async heldBy(trx: Transaction<DB>, holdEntryId: number): Promise<{ total: number; batches: { batch: number; amount: number }[] }> {
    const rows = await trx.selectFrom('point_postings').select(['batch_id', 'amount']).where('entry_id', '=', holdEntryId).where('account', '=', 'reader').execute()
    const batches = rows.map(r => ({ batch: r.batch_id!, amount: -r.amount }))
    return { total: batches.reduce((n, b) => n + b.amount, 0), batches }
  }

  /** POST /v1/points/signIn: once a China-time day; the streak adds a point a day (up to STREAK_BONUS_MAX) */
  async signIn(userId: number, now = Date.now()): Promise<SignInResult> {
    const today = cstDay(now)
    const yesterday = cstDay(now - DAY_MS)
    return this.db.transaction().execute(async trx => {
      await lockReader(trx, userId)
      const rule = await trx.selectFrom('point_rules').selectAll().where('key', '=', 'sign_in').where('enabled', '=', 1).executeTakeFirst()
      const before = await trx.selectFrom('point_signins').select('streak').where('user_id', '=', userId).where('day', '=', yesterday).executeTakeFirst()
      const streak = (before?.streak ?? 0) + 1
      const signed = await trx.insertInto('point_signins').values({ user_id: userId, day: today, streak })
        .onConflict(oc => oc.columns(['user_id', 'day']).doNothing()).executeTakeFirst()
      if (Number(signed.numInsertedOrUpdatedRows ?? 0) !== 1) throw new ApiError(409, ERRORS.signedInToday)
      const points = rule ? rule.points + Math.min(streak - 1, STREAK_BONUS_MAX) : 0
      const growth = rule?.growth ?? 0
      if (points > 0 || growth > 0) {
        await this.credit(trx, userId, { kind: 'earn', rule: 'sign_in', dedupeKey: `sign_in:${today}`, points, growth, reason: streak > 1 ? `连续签到第${streak}天` : '每日签到' }, now)
      }
      const { credit } = await trx.selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow()
      return { points, growth, streak, credit }
    })
  }

  async summary(userId: number, now = Date.now()): Promise<PointSummary> {
    const u = await this.db.selectFrom('users').select(['credit', 'integral']).where('id', '=', userId).executeTakeFirstOrThrow()
    const today = cstDay(now)
    const recent = await this.db.selectFrom('point_signins').select(['day', 'streak']).where('user_id', '=', userId).where('day', 'in', [today, cstDay(now - DAY_MS)]).execute()
    const signed = recent.find(d => d.day === today)
    // the streak as it stands: today's, or yesterday's still running
    const streak = (signed ?? recent[0])?.streak ?? 0
    const soon = await this.db.selectFrom('point_batches').select(['remaining', 'expires_at']).where('user_id', '=', userId).where('remaining', '>', 0)
      .where('expires_at', '<=', now + EXPIRY_NOTICE_MS).orderBy('expires_at').execute()
    const level = levelOf(u.integral)
    return {
      credit: u.credit, integRal: u.integral, creditLevel: level.name, nextLevelAt: level.next, signedToday: !!signed, streak,
      expiring: soon.length ? { points: soon.filter(b => b.expires_at === soon[0].expires_at).reduce((n, b) => n + b.remaining, 0), at: formatCst(soon[0].expires_at).slice(0, 10) } : null,
    }
  }

  /** 积分明细: newest first */
  async ledger(userId: number, offset: number, pageSize: number): Promise<Page<PointEntry>> {
    // (a hold's confirmation moves nothing of the reader's: it is the shop's side)
    const rows = await this.db.selectFrom('point_entries').selectAll().where('user_id', '=', userId).where('points', '!=', 0).orderBy('created_at', 'desc').orderBy('id', 'desc')
      .limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return {
      hasMore: page.hasMore,
      items: page.items.map(e => ({
        id: e.id, kind: e.kind as PointEntry['kind'], points: e.points, growth: e.growth, reason: e.reason, time: formatCst(e.created_at),
        ref: e.ref_type ? { type: e.ref_type, id: e.ref_id, title: e.ref_title } : null,
      })),
    }
  }

  /**
   * Expires what is due (an entry per reader: reader → expired) and tells readers of points expiring
   * within 30 days (once a batch). Returns the points expired and the readers told.
   */
  async expire(now = Date.now(), about: LogFields = {}): Promise<{ expired: number; told: number }> {
    let expired = 0
    const due = await this.db.selectFrom('point_batches').select('user_id').where('remaining', '>', 0).where('expires_at', '<=', now).groupBy('user_id').execute()
    for (const { user_id: userId } of due) {
      expired += await this.db.transaction().execute(async trx => {
        await lockReader(trx, userId)
        const batches = await trx.selectFrom('point_batches').select(['id', 'remaining']).where('user_id', '=', userId).where('remaining', '>', 0).where('expires_at', '<=', now).execute()
        const total = batches.reduce((n, b) => n + b.remaining, 0)
        if (total === 0) return 0
        const { id } = await trx.insertInto('point_entries').values({ user_id: userId, kind: 'expire', dedupe_key: null, points: -total, growth: 0, reason: '积分过期', created_at: now })
          .returning('id').executeTakeFirstOrThrow()
        for (const b of batches) await trx.updateTable('point_batches').set({ remaining: 0 }).where('id', '=', b.id).execute()
        await trx.insertInto('point_postings').values([
          ...batches.map(b => ({ entry_id: id, account: 'reader', user_id: userId, batch_id: b.id, amount: -b.remaining })),
          { entry_id: id, account: 'expired', user_id: null, batch_id: null, amount: total },
        ]).execute()
        await trx.updateTable('users').set(eb => ({ credit: eb('credit', '-', total) })).where('id', '=', userId).execute()
        return total
      })
    }
    // the reader is told once a batch, 30 days before
    const soon = await this.db.selectFrom('point_batches').select(['id', 'user_id', 'remaining', 'expires_at']).where('remaining', '>', 0).where('notified_at', 'is', null)
      .where('expires_at', '>', now).where('expires_at', '<=', now + EXPIRY_NOTICE_MS).execute()
    const byUser = new Map<number, number[]>()
    for (const b of soon) byUser.set(b.user_id, [...(byUser.get(b.user_id) ?? []), b.id])
    // each reader's batches are claimed (`… where notified_at is null returning …`) and the notice written
    // in one transaction: a runner that meets another (two instances, two ticks) tells only what it claimed
    const told: NewMessage[] = []
    for (const [userId, ids] of byUser) {
      const notice = await this.db.transaction().execute(async trx => {
        const claimed = await trx.updateTable('point_batches').set({ notified_at: now }).where('id', 'in', ids).where('notified_at', 'is', null)
          .returning(['remaining', 'expires_at']).execute()
        if (claimed.length === 0) return null
        const pointsDue = claimed.reduce((s, b) => s + b.remaining, 0)
        const at = Math.min(...claimed.map(b => b.expires_at))
        const message: NewMessage = {
          userId, kind: 'points', title: POINTS_ANSWERS.expiring, body: POINTS_ANSWERS.expiringBody(pointsDue, formatCst(at).slice(0, 10)), route: 'PointsIndex', params: {},
        }
        if (this.messages) await this.messages.tell(trx, [message], now)
        return message
      })
      if (notice) told.push(notice)
    }
    if (told.length) this.messages?.push(told, about)
    return { expired, told: told.length }
  }

  /** Every reader: balance = sum of their postings = sum of their batches' remainders; every entry sums to 0. */
  async reconcile(db: Db = this.db): Promise<Reconciliation> {
    const users = await db.selectFrom('users').select(['id', 'credit']).execute()
    const postings = await db.selectFrom('point_postings').select(['user_id', eb => eb.fn.sum<number>('amount').as('n')]).where('account', '=', 'reader').groupBy('user_id').execute()
    const batches = await db.selectFrom('point_batches').select(['user_id', eb => eb.fn.sum<number>('remaining').as('n')]).groupBy('user_id').execute()
    const p = new Map(postings.map(r => [r.user_id, Number(r.n)]))
    const b = new Map(batches.map(r => [r.user_id, Number(r.n)]))
    const differences = users.map(u => ({ userId: u.id, credit: u.credit, postings: p.get(u.id) ?? 0, batches: b.get(u.id) ?? 0 }))
      .filter(d => d.credit !== d.postings || d.credit !== d.batches)
    const unbalanced = await db.selectFrom('point_postings').select(['entry_id', eb => eb.fn.sum<number>('amount').as('n')]).groupBy('entry_id')
      .having(eb => eb.fn.sum('amount'), '!=', 0).execute()
    const { n } = await db.selectFrom('point_entries').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return { readers: users.length, entries: Number(n), differences, unbalancedEntries: unbalanced.map(r => r.entry_id) }
  }
}
