// The sensitive-word list every site starts with (operators edit it through the admin API), and, on the
// demo site only, the staff who can try the admin API: an administrator and a moderator.
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import { hashPassword } from '../../crypto'
import { normalizeWord } from '../../moderation/normalize'
import type { WordAction } from '../../moderation/filter'
import { DEMO_PASSWORD } from './accounts'
import { media } from './media'

/** gambling, fraud, illegal trade (block); contact-trading spam (hold for a person to judge); abuse (masked) */
export const SEED_WORDS: Record<WordAction, readonly string[]> = {
  block: ['赌博网站', '网络赌场', '六合彩', '代开发票', '办证刻章', '出售枪支', '枪支出售', '迷药', '裸聊', '色情服务', '刷单返利', '信用卡套现'],
  hold: ['加微信', '加qq', '私聊我', '兼职日结', '高额回报', '投资理财群', '稳赚不赔'],
  replace: ['傻逼', '他妈的', '操你妈', '草泥马', '王八蛋', '脑残', '去死'],
}

export const DEMO_STAFF = [
  { phone: '13800000009', nickname: '上游管理员', role: 'admin', avatar: 21 },
  { phone: '13800000008', nickname: '内容审核员', role: 'moderator', avatar: 22 },
  // the science museum's ticket office: redeems the museum's tickets only (linked by the shop-merchants part)
  { phone: '13800000006', nickname: '重庆科技馆售票处', role: 'merchant', avatar: 24 },
] as const

/** the demo merchant account and the goods' merchant it redeems for */
export const DEMO_MERCHANT = { phone: '13800000006', merchant: '重庆科技馆' } as const

/** The demo merchant account linked to its goods: it redeems those codes and no others'. */
export async function seedShopMerchants(trx: Kysely<DB>, now: number): Promise<void> {
  const account = await trx.selectFrom('users').select('id').where('phone', '=', DEMO_MERCHANT.phone).executeTakeFirst()
  if (!account) return
  const goods = await trx.selectFrom('shop_goods').select('id').where('merchant', '=', DEMO_MERCHANT.merchant).execute()
  if (goods.length) await trx.insertInto('shop_goods_merchants').values(goods.map(g => ({ goods_id: g.id, user_id: account.id, linked_by: null, created_at: now }))).execute()
}

export async function seedSensitiveWords(trx: Kysely<DB>, now: number): Promise<void> {
  const rows = Object.entries(SEED_WORDS).flatMap(([action, words]) => words.map(word => ({
    word, normalized: normalizeWord(word), action, created_by: null, created_at: now,
  })))
  await trx.insertInto('sensitive_words').values(rows).onConflict(oc => oc.column('normalized').doNothing()).execute()
}

export async function seedStaff(trx: Kysely<DB>, now: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD)
  for (const s of DEMO_STAFF) {
    const { id } = await trx.insertInto('users').values({
      phone: s.phone, password_hash: hash, nickname: s.nickname, avatar: media.avatar(s.avatar), credit: 0, integral: 0, created_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('user_roles').values({ user_id: id, role: s.role, granted_by: null, granted_at: now }).execute()
  }
  // something for the moderator to decide: demo readers' comments the word list held
  const readers = await trx.selectFrom('users').select('id').where('phone', 'in', ['13800000002', '13800000003']).orderBy('phone').execute()
  const stories = await trx.selectFrom('news').select(['id', 'class_id']).where('status', '=', 1).where('allow_pl', '=', 1)
    .where('permission', '=', 0).where('data_type', 'not in', [5, 7]).orderBy('publish_time', 'desc').limit(2).execute()
  const held = ['周末兼职日结，想赚钱的加微信私聊我', '投资理财群高额回报，稳赚不赔，名额有限']
  for (const [i, text] of held.entries()) {
    const reader = readers[i % readers.length]
    const story = stories[i % stories.length]
    if (!reader || !story) continue
    const at = now - (i + 1) * 7 * 60_000
    const { id } = await trx.insertInto('comments').values({
      news_id: story.id, class_id: story.class_id, user_id: reader.id, root_id: null, reply_to_id: null, reply_to_user_id: null,
      text, region: '重庆', is_good: 0, like_num: 0, reply_num: 0, status: 2, created_at: at,
    }).returning('id').executeTakeFirstOrThrow()
    const reasons = SEED_WORDS.hold.filter(w => text.includes(w))
    await trx.insertInto('moderation_items').values({
      kind: 'comment', ref_id: id, user_id: reader.id, excerpt: text, reasons: JSON.stringify(reasons), status: 'held',
      created_at: at, decided_by: null, decided_at: null, decision_reason: '',
    }).execute()
  }
}
