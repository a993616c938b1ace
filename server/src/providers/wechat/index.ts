// WeChat identities. `local` (default): codes this server issued (the development authorize page, the
// mini-program login); `real`: the WeChat API with the app's id and secret.
import crypto from 'crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { DAY_MS } from '../../content/time'

export interface WechatProfile {
  openId: string
  /** missing when WeChat does not give one (no linked open platform account) */
  unionId: string | null
  nickname: string
  avatar: string
}

export type CodeKind = 'mp' | 'h5'

export interface WechatProvider {
  /** a wx.login code (mini-program) or an OAuth code (H5) → who it belongs to; null when invalid */
  exchange(kind: CodeKind, code: string): Promise<WechatProfile | null>
  /** the official account's JS-SDK ticket, which signs wx.config for a page address */
  jsapiTicket(): Promise<{ appId: string; ticket: string }>
}

export interface WechatSettings {
  provider: string
  mp: { appId: string; secret: string }
  h5: { appId: string; secret: string }
}

const CODE_TTL_MS = 5 * 60_000
/** the app id the local provider signs with when none is configured */
export const LOCAL_H5_APP_ID = 'wx0000000000local'
/** WeChat's tickets last 7200 s; a cached one is renewed a little before */
const TICKET_MARGIN_MS = 5 * 60_000

/** Codes from the local authorize page and mini-program login: stored, single use, expiring. */
export class LocalWechatProvider implements WechatProvider {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
    private readonly h5AppId: string,
  ) {}

  /** A ticket that changes every day, derived from the server's secret (the development side can read it). */
  async jsapiTicket(now = Date.now()): Promise<{ appId: string; ticket: string }> {
    const day = Math.floor(now / DAY_MS)
    const ticket = crypto.createHmac('sha256', this.secret).update(`jsapi-ticket:${day}`).digest('base64url')
    return { appId: this.h5AppId || LOCAL_H5_APP_ID, ticket }
  }

  async exchange(kind: CodeKind, code: string): Promise<WechatProfile | null> {
    const now = Date.now()
    const row = await this.db.selectFrom('wechat_codes as c').innerJoin('wechat_identities as i', 'i.id', 'c.identity_id')
      .select(['c.code', 'c.kind', 'c.expires_at', 'c.used_at', 'i.open_id', 'i.union_id', 'i.nickname', 'i.avatar'])
      .where('c.code', '=', code).executeTakeFirst()
    if (!row) {
      // WeChat DevTools hands the mini-program codes this server never issued: each such code stands
      // for a fresh, unbound WeChat user (no existing account can be reached this way). It is recorded
      // as used, so it still works only once. The local provider never runs in production.
      if (kind === 'mp' && /^[\w-]{8,64}$/.test(code)) return this.devtoolsIdentity(code, now)
      return null
    }
    if (row.kind !== kind || row.used_at !== null || row.expires_at < now) return null
    const used = await this.db.updateTable('wechat_codes').set({ used_at: now }).where('code', '=', code).where('used_at', 'is', null).executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) return null
    return { openId: row.open_id, unionId: row.union_id, nickname: row.nickname, avatar: row.avatar }
  }

  private async devtoolsIdentity(code: string, now: number): Promise<WechatProfile | null> {
    const profile = { openId: `devtools-${code}`, unionId: `devtools-union-${code}`, nickname: '微信用户', avatar: '' }
    await this.db.insertInto('wechat_identities').values({
      open_id: profile.openId, union_id: profile.unionId, nickname: profile.nickname, avatar: '', user_id: null, created_at: now, app: 'mp',
    }).onConflict(oc => oc.column('open_id').doNothing()).execute()
    const identity = await this.db.selectFrom('wechat_identities').select('id').where('open_id', '=', profile.openId).executeTakeFirstOrThrow()
    // two requests with the same new code at once: the one that records it has it, the other is refused (once only)
    const recorded = await this.db.insertInto('wechat_codes').values({ code, identity_id: identity.id, kind: 'mp', created_at: now, expires_at: now, used_at: now })
      .onConflict(oc => oc.column('code').doNothing()).returning('code').execute()
    return recorded.length > 0 ? profile : null
  }

  /** The development side of the provider: a code for one of the demo identities. */
  async issue(kind: CodeKind, identityId: number, code: string): Promise<void> {
    const now = Date.now()
    await this.db.insertInto('wechat_codes').values({ code, identity_id: identityId, kind, created_at: now, expires_at: now + CODE_TTL_MS, used_at: null }).execute()
  }
}

const TIMEOUT_MS = 5000

export class RealWechatProvider implements WechatProvider {
  constructor(private readonly settings: WechatSettings, private readonly db: Kysely<DB>) {}

  /** access_token → jsapi_ticket, cached in the database for every instance until shortly before it expires */
  async jsapiTicket(now = Date.now()): Promise<{ appId: string; ticket: string }> {
    const { appId, secret } = this.settings.h5
    const cached = await this.db.selectFrom('meta').select('value').where('key', '=', 'wechat_jsapi_ticket').executeTakeFirst()
    if (cached) {
      const c = JSON.parse(cached.value) as { ticket: string; until: number }
      if (c.until > now) return { appId, ticket: c.ticket }
    }
    // the stable token: the same for every caller while valid (/cgi-bin/token would replace the others')
    const token = await (await fetch('https://api.weixin.qq.com/cgi-bin/stable_token', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credential', appid: appId, secret, force_refresh: false }), signal: AbortSignal.timeout(TIMEOUT_MS),
    })).json() as Record<string, unknown>
    if (typeof token.access_token !== 'string') throw new Error(`WeChat access_token: ${JSON.stringify(token)}`)
    const t = await this.get(`https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=${token.access_token}&type=jsapi`)
    if (typeof t.ticket !== 'string') throw new Error(`WeChat jsapi_ticket: ${JSON.stringify(t)}`)
    const value = JSON.stringify({ ticket: t.ticket, until: now + Number(t.expires_in ?? 7200) * 1000 - TICKET_MARGIN_MS })
    await this.db.insertInto('meta').values({ key: 'wechat_jsapi_ticket', value })
      .onConflict(oc => oc.column('key').doUpdateSet({ value })).execute()
    return { appId, ticket: t.ticket }
  }

  private async get(url: string): Promise<Record<string, unknown>> {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    return (await res.json()) as Record<string, unknown>
  }

  async exchange(kind: CodeKind, code: string): Promise<WechatProfile | null> {
    const str = (v: unknown) => (typeof v === 'string' ? v : '')
    if (kind === 'mp') {
      const { appId, secret } = this.settings.mp
      const r = await this.get(`https://api.weixin.qq.com/sns/jscode2session?appid=${appId}&secret=${secret}&js_code=${encodeURIComponent(code)}&grant_type=authorization_code`)
      if (!r.openid) return null
      return { openId: str(r.openid), unionId: str(r.unionid) || null, nickname: '', avatar: '' }
    }
    const { appId, secret } = this.settings.h5
    const t = await this.get(`https://api.weixin.qq.com/sns/oauth2/access_token?appid=${appId}&secret=${secret}&code=${encodeURIComponent(code)}&grant_type=authorization_code`)
    if (!t.openid || !t.access_token) return null
    const u = await this.get(`https://api.weixin.qq.com/sns/userinfo?access_token=${str(t.access_token)}&openid=${str(t.openid)}&lang=zh_CN`)
    return { openId: str(t.openid), unionId: str(u.unionid ?? t.unionid) || null, nickname: str(u.nickname), avatar: str(u.headimgurl) }
  }
}

export function createWechatProvider(settings: WechatSettings, db: Kysely<DB>, secret: string): WechatProvider {
  if (settings.provider === 'real') {
    if (!settings.mp.appId || !settings.h5.appId) throw new Error('WECHAT_PROVIDER=real needs WECHAT_MP_APPID/SECRET and WECHAT_H5_APPID/SECRET')
    return new RealWechatProvider(settings, db)
  }
  return new LocalWechatProvider(db, secret, settings.h5.appId)
}
