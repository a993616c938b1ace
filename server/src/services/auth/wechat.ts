// WeChat sign-in: codes become identities; a bound identity logs in, an unbound one gets a ticket
// (10 minutes) that proves, to thirdPartyLogin and bind3rdParty, that its unionId came from a code.
import type { Kysely, Selectable } from 'kysely'
import type { DB, WechatIdentityTable } from '../../db/schema'
import type { CodeKind, WechatProfile, WechatProvider } from '../../providers/wechat'
import crypto from 'crypto'
import { randomToken, readTicket, safeEqual, signTicket } from '../../crypto'
import * as ERRORS from '../../../../types/errors'
import { badRequest } from '../../answer'

export const WECHAT_TICKET_TTL_MS = 10 * 60_000
/** how long a browser's OAuth round trip may take (WeChat's authorize page, then back) */
export const OAUTH_STATE_TTL_MS = 10 * 60_000

export type Identity = Selectable<WechatIdentityTable>

export class WechatService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly provider: WechatProvider,
    private readonly secret: string,
  ) {}

  /** The identity behind a code, created or refreshed; null for an invalid or used code. */
  async identityFromCode(kind: CodeKind, code: string, now = Date.now()): Promise<Identity | null> {
    const profile = await this.provider.exchange(kind, code)
    return profile ? this.upsert(profile, kind, now) : null
  }

  private async upsert(raw: WechatProfile, app: 'mp' | 'h5', now: number): Promise<Identity> {
    // what WeChat says is outside text: no NUL (PostgreSQL cannot store it), lengths the columns hold
    const text = (s: string, max: number) => s.replace(/\u0000/g, '').slice(0, max)
    const p: WechatProfile = { ...raw, nickname: text(raw.nickname, 64), avatar: text(raw.avatar, 255) }
    const existing = await this.db.selectFrom('wechat_identities').selectAll().where('open_id', '=', p.openId).executeTakeFirst()
    if (existing) {
      await this.db.updateTable('wechat_identities').set({
        union_id: p.unionId ?? existing.union_id, nickname: p.nickname || existing.nickname, avatar: p.avatar || existing.avatar, app,
      }).where('id', '=', existing.id).execute()
    } else {
      // another app of the same open platform (mini-program and H5) shares the unionId and its binding
      const sibling = p.unionId
        ? await this.db.selectFrom('wechat_identities').select('user_id').where('union_id', '=', p.unionId).where('user_id', 'is not', null).executeTakeFirst()
        : undefined
      await this.db.insertInto('wechat_identities').values({
        open_id: p.openId, union_id: p.unionId, nickname: p.nickname, avatar: p.avatar, user_id: sibling?.user_id ?? null, created_at: now, app,
      }).execute()
    }
    return this.db.selectFrom('wechat_identities').selectAll().where('open_id', '=', p.openId).executeTakeFirstOrThrow()
  }

  /**
   * An H5 OAuth round trip's pair (login CSRF): `state` travels through WeChat in the address, the
   * `verifier` stays in the browser that started the trip. `state` is an HMAC of the verifier (and its
   * expiry), so a code comes back exchangeable only with the verifier that browser kept: a link carrying
   * somebody else's code and state finds no matching verifier here. WeChat allows a-z, A-Z, 0-9 in state.
   */
  oauthState(now = Date.now()): { state: string; verifier: string; expiresAt: number } {
    const expiresAt = now + OAUTH_STATE_TTL_MS
    const verifier = `${expiresAt}.${randomToken(24)}`
    return { state: this.stateOf(verifier), verifier, expiresAt }
  }

  /** Whether this verifier, kept by the browser, started the round trip that came back with `state`. */
  oauthStateHolds(state: string | undefined, verifier: string | undefined, now = Date.now()): boolean {
    if (!state || !verifier) return false
    const expiresAt = Number(verifier.split('.')[0])
    return Number.isFinite(expiresAt) && expiresAt > now && safeEqual(this.stateOf(verifier), state)
  }

  private stateOf(verifier: string): string {
    return crypto.createHmac('sha256', this.secret).update(`oauth-state:${verifier}`).digest('hex')
  }

  ticket(identity: Identity): string {
    return signTicket(this.secret, { identity: identity.id, unionId: identity.union_id ?? '' }, WECHAT_TICKET_TTL_MS)
  }

  /** The identity a ticket stands for, which must carry this unionId. */
  async fromTicket(ticket: string | undefined, unionId: string): Promise<Identity> {
    const payload = ticket ? readTicket<{ identity: number; unionId: string }>(this.secret, ticket) : null
    if (!payload || payload.unionId !== unionId) throw badRequest(ERRORS.ticketExpired)
    const identity = await this.db.selectFrom('wechat_identities').selectAll().where('id', '=', payload.identity).executeTakeFirst()
    if (!identity) throw badRequest(ERRORS.ticketExpired)
    return identity
  }

  async isBound(unionId: string): Promise<boolean> {
    const row = await this.db.selectFrom('wechat_identities').select('id').where('union_id', '=', unionId).where('user_id', 'is not', null).executeTakeFirst()
    return !!row
  }

  /**
   * wx.config for a page: WeChat checks sha1 of the ticket, a nonce, the time and the page's address
   * (without its #fragment) against the signature.
   */
  async sdkSignature(url: string, now = Date.now()): Promise<{ appId: string; timestamp: number; nonceStr: string; signature: string }> {
    const { appId, ticket } = await this.provider.jsapiTicket()
    const timestamp = Math.floor(now / 1000)
    const nonceStr = randomToken(12)
    return { appId, timestamp, nonceStr, signature: jsSdkSignature(ticket, nonceStr, timestamp, url.split('#')[0]) }
  }

  async bind(identity: Identity, userId: number): Promise<void> {
    if (identity.user_id !== null && identity.user_id !== userId) throw badRequest(ERRORS.wechatTaken)
    let q = this.db.updateTable('wechat_identities').set({ user_id: userId })
    q = identity.union_id ? q.where(eb => eb.or([eb('id', '=', identity.id), eb('union_id', '=', identity.union_id)])) : q.where('id', '=', identity.id)
    await q.execute()
  }
}

/** WeChat's JS-SDK signature algorithm (sha1 of the sorted, &-joined fields). */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return crypto.createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex')
}
