// The points every site starts with: the earning rules (editable through the admin API), and an opening
// entry for readers whose seeded balance has no ledger yet (the demo readers).
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import type { PointRule } from '../../../../types/api/points'
import { STREAK_BONUS_MAX } from '../../../../types/api/points'
import { expiryOf } from '../../content/time'
import { COMPOSITION_RULES } from '../migrations/028_composition_writes'

/** the rules every site starts with (the server's; editable through the admin API) */
export const DEFAULT_RULES: (Omit<PointRule, 'dailyCap'> & { dailyCap: number; sort: number })[] = [
  { key: 'sign_in', title: '每日签到', description: `每天1次，连续签到每天多加1分，最多多加${STREAK_BONUS_MAX}分`, points: 5, growth: 5, dailyCap: 1, sort: 1 },
  { key: 'read', title: '阅读新闻', description: '每篇新闻只计一次', points: 1, growth: 1, dailyCap: 10, sort: 2 },
  { key: 'comment', title: '发表评论', description: '评论公开后计分，删除后扣回', points: 2, growth: 2, dailyCap: 5, sort: 3 },
  { key: 'answer', title: '回答问题', description: '回答公开后计分，删除后扣回', points: 5, growth: 5, dailyCap: 5, sort: 4 },
  { key: 'question', title: '提问或发帖', description: '审核通过后计分', points: 3, growth: 3, dailyCap: 3, sort: 5 },
  { key: 'pinned', title: '回答被置顶', description: '你的回答被提问者置顶，取消置顶后扣回', points: 10, growth: 10, dailyCap: 3, sort: 6 },
  { key: 'share', title: '分享新闻', description: '每篇新闻只计一次', points: 1, growth: 1, dailyCap: 5, sort: 7 },
]

/** Opens the balances readers have without a ledger (the demo readers' seeded figures): an entry each (or `userId`'s). */
export async function openBalances(trx: Kysely<DB>, now = Date.now(), userId?: number): Promise<void> {
  let q = trx.selectFrom('users').select(['id', 'credit']).where('credit', '>', 0)
    .where(eb => eb.not(eb.exists(eb.selectFrom('point_entries').select('id').whereRef('point_entries.user_id', '=', 'users.id'))))
  if (userId !== undefined) q = q.where('id', '=', userId)
  const users = await q.execute()
  for (const u of users) {
    const { id } = await trx.insertInto('point_entries').values({ user_id: u.id, kind: 'opening', dedupe_key: null, points: u.credit, growth: 0, reason: '积分余额', created_at: now }).returning('id').executeTakeFirstOrThrow()
    const { id: batch } = await trx.insertInto('point_batches').values({ user_id: u.id, entry_id: id, amount: u.credit, remaining: u.credit, expires_at: expiryOf(now), notified_at: null }).returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('point_postings').values([
      { entry_id: id, account: 'reader', user_id: u.id, batch_id: batch, amount: u.credit },
      { entry_id: id, account: 'issued', user_id: null, batch_id: null, amount: -u.credit },
    ]).execute()
  }
}

/** the earning rules every site starts with */
export async function seedPointRules(trx: Kysely<DB>): Promise<void> {
  const rules = [
    ...DEFAULT_RULES.map(r => ({ key: r.key, title: r.title, description: r.description, points: r.points, growth: r.growth, daily_cap: r.dailyCap, enabled: 1, sort: r.sort })),
    // 作文's (the migration that brought them gives them to a site seeded before it)
    ...COMPOSITION_RULES,
  ]
  await trx.insertInto('point_rules').values(rules).onConflict(oc => oc.column('key').doNothing()).execute()
}
