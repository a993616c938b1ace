// The mini-program's access_token, shared by the content check and subscribe messages — and by every
// instance (issue 28, defect 5). It is asked for with WeChat's stable-token call (/cgi-bin/stable_token),
// which hands every caller the same token while it is valid instead of replacing the others' as
// /cgi-bin/token does, and kept in the database (meta) for the other instances until shortly before it
// expires. A call that WeChat refuses with 40001 / 42001 (the token invalid or expired) asks once for a
// fresh one (force_refresh) and is tried again: see `withToken`.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** a token is taken as expired this long before WeChat's own time */
const MARGIN_MS = 300_000
const META_KEY = 'wechat_mp_access_token'
/** WeChat's answers that say the token is invalid or expired */
export const TOKEN_REFUSED = new Set([40001, 42001])

interface Kept { value: string; until: number }

export class MpAccessToken {
  private token: Kept | null = null

  constructor(
    private readonly appId: string,
    private readonly secret: string,
    private readonly apiBase = 'https://api.weixin.qq.com',
    private readonly timeoutMs = 5000,
    /** where the instances share it (null: this process only) */
    private readonly db: Kysely<DB> | null = null,
  ) {}

  /** the token: this process's, else the one another instance kept, else a stable token from WeChat (`force`: a fresh one) */
  async get(now = Date.now(), force = false): Promise<string> {
    if (!force && this.token && this.token.until > now) return this.token.value
    if (!force && this.db) {
      const row = await this.db.selectFrom('meta').select('value').where('key', '=', META_KEY).executeTakeFirst()
      const kept = row ? JSON.parse(row.value) as Kept : null
      if (kept && kept.until > now) return (this.token = kept).value
    }
    const res = await fetch(`${this.apiBase}/cgi-bin/stable_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credential', appid: this.appId, secret: this.secret, force_refresh: force }),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    if (!res.ok) throw new Error(`WeChat HTTP ${res.status}`)
    const t = await res.json() as { access_token?: unknown; expires_in?: unknown }
    if (typeof t.access_token !== 'string') throw new Error(`WeChat access_token: ${JSON.stringify(t)}`)
    const ttl = typeof t.expires_in === 'number' ? t.expires_in * 1000 : 7_200_000
    this.token = { value: t.access_token, until: now + ttl - MARGIN_MS }
    if (this.db) {
      const value = JSON.stringify(this.token)
      await this.db.insertInto('meta').values({ key: META_KEY, value }).onConflict(oc => oc.column('key').doUpdateSet({ value })).execute()
    }
    return t.access_token
  }

  /**
   * Makes a WeChat call with the token; when WeChat answers that the token is invalid or expired
   * (`refused` says so from its answer), once more with a fresh one.
   */
  async withToken<T>(call: (token: string) => Promise<T>, refused: (answer: T) => boolean): Promise<T> {
    const first = await call(await this.get())
    if (!refused(first)) return first
    return call(await this.get(Date.now(), true))
  }
}
