// Subscribe messages on the mini-program. `local` (default): what would be sent is written to
// subscribe_outbox (the development side reads it); `wechat`: WeChat's subscribeMessage.send with the
// mini-program's keys and the configured template, for readers who subscribed in the mini-program.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { MpAccessToken, TOKEN_REFUSED } from '../wechat/mp-token'

export interface SubscribeMessage {
  title: string
  body: string
  route: string
  params: Record<string, string | number>
}

export interface SubscribeSender {
  send(openId: string, message: SubscribeMessage): Promise<void>
}

/** the mini-program page a message opens (its page path and query) */
export function messagePage(m: SubscribeMessage, pageOf: (route: string) => string | undefined): string {
  const page = pageOf(m.route) ?? 'pages/home/index'
  const query = Object.entries(m.params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')
  return query ? `${page}?${query}` : page
}

/** the template's fields: thing1 (what), thing2 (what happened), time3 — cut to WeChat's 20 characters */
function templateData(m: SubscribeMessage, now: Date): Record<string, { value: string }> {
  const cut = (s: string) => [...s].slice(0, 20).join('')
  const p = (n: number) => String(n).padStart(2, '0')
  const cst = new Date(now.getTime() + 8 * 3_600_000)
  return {
    thing1: { value: cut(m.title) },
    thing2: { value: cut(m.body || m.title) },
    time3: { value: `${cst.getUTCFullYear()}-${p(cst.getUTCMonth() + 1)}-${p(cst.getUTCDate())} ${p(cst.getUTCHours())}:${p(cst.getUTCMinutes())}` },
  }
}

export class LocalSubscribeSender implements SubscribeSender {
  constructor(private readonly db: Kysely<DB>, private readonly template: string, private readonly pageOf: (route: string) => string | undefined) {}

  async send(openId: string, m: SubscribeMessage): Promise<void> {
    await this.db.insertInto('subscribe_outbox').values({
      open_id: openId, template: this.template || 'local-template', page: messagePage(m, this.pageOf),
      data: JSON.stringify(templateData(m, new Date())), created_at: Date.now(),
    }).execute()
  }
}

export class WechatSubscribeSender implements SubscribeSender {
  constructor(
    private readonly token: MpAccessToken,
    private readonly template: string,
    private readonly pageOf: (route: string) => string | undefined,
    private readonly apiBase = 'https://api.weixin.qq.com',
  ) {}

  async send(openId: string, m: SubscribeMessage): Promise<void> {
    const body = JSON.stringify({ touser: openId, template_id: this.template, page: messagePage(m, this.pageOf), data: templateData(m, new Date()) })
    // a token WeChat no longer takes: once more with a fresh one
    const r = await this.token.withToken(async token => {
      const res = await fetch(`${this.apiBase}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(5000),
      })
      return await res.json() as { errcode?: number }
    }, a => TOKEN_REFUSED.has(a.errcode ?? 0))
    // 43101: the reader did not subscribe (nothing to send); anything else is WeChat's refusal
    if (r.errcode && r.errcode !== 43101) throw new Error(`WeChat subscribe send: ${JSON.stringify(r)}`)
  }
}
