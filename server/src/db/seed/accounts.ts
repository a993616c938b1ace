// Demo readers and WeChat users, so every way in can be tried on a fresh machine (see README).
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import { hashPassword } from '../../crypto'
import { media } from './media'

export const DEMO_PASSWORD = 'Demo1234'

export const DEMO_USERS = [
  { phone: '13800000001', nickname: '山城小李', password: true, credit: 1280, integral: 2350, avatar: 3 },
  { phone: '13800000002', nickname: '嘉陵江畔', password: true, credit: 300, integral: 120, avatar: 8 },
  { phone: '13800000003', nickname: '解放碑路人', password: false, credit: 20, integral: 15, avatar: 15 },
  // a step from Lv2: a sign-in's growth takes them there
  { phone: '13800000004', nickname: '渝中小陈', password: true, credit: 460, integral: 95, avatar: 27 },
] as const

/** WeChat users of the local provider: `demo-h5-*` appear on the authorize page, `demo-mp-*` log in the mini-program. */
export const DEMO_WECHAT = [
  { openId: 'demo-h5-bound', unionId: 'demo-union-1', nickname: '微信用户·山城小李', user: '13800000001' },
  { openId: 'demo-mp-bound', unionId: 'demo-union-1', nickname: '微信用户·山城小李', user: '13800000001' },
  { openId: 'demo-h5-new', unionId: 'demo-union-2', nickname: '微信用户·新朋友', user: null },
  { openId: 'demo-mp-new', unionId: 'demo-union-3', nickname: '微信用户·小程序新朋友', user: null },
  { openId: 'demo-h5-nounion', unionId: null, nickname: '微信用户·未关联开放平台', user: null },
] as const

export async function seedAccounts(trx: Kysely<DB>, now: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD)
  const ids = new Map<string, number>()
  for (const u of DEMO_USERS) {
    const { id } = await trx.insertInto('users').values({
      phone: u.phone, password_hash: u.password ? hash : null, nickname: u.nickname, avatar: media.avatar(u.avatar),
      credit: u.credit, integral: u.integral, created_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    ids.set(u.phone, id)
  }
  for (const w of DEMO_WECHAT) {
    await trx.insertInto('wechat_identities').values({
      open_id: w.openId, union_id: w.unionId, nickname: w.nickname, avatar: media.avatar(40), user_id: w.user ? ids.get(w.user)! : null, created_at: now,
      app: w.openId.startsWith('demo-mp-') ? 'mp' : 'h5',
    }).execute()
  }
}
