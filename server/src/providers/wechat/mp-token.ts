// The mini-program's access_token (client_credential), kept until shortly before it expires; shared by
// the content check and subscribe messages.
export class MpAccessToken {
  private token: { value: string; until: number } | null = null

  constructor(private readonly appId: string, private readonly secret: string, private readonly apiBase = 'https://api.weixin.qq.com', private readonly timeoutMs = 5000) {}

  async get(now = Date.now()): Promise<string> {
    if (this.token && this.token.until > now) return this.token.value
    const res = await fetch(`${this.apiBase}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(this.appId)}&secret=${encodeURIComponent(this.secret)}`,
      { signal: AbortSignal.timeout(this.timeoutMs) })
    if (!res.ok) throw new Error(`WeChat HTTP ${res.status}`)
    const t = await res.json() as { access_token?: unknown; expires_in?: unknown }
    if (typeof t.access_token !== 'string') throw new Error(`WeChat access_token: ${JSON.stringify(t)}`)
    const ttl = typeof t.expires_in === 'number' ? t.expires_in * 1000 : 7_200_000
    this.token = { value: t.access_token, until: now + ttl - 300_000 }
    return t.access_token
  }

  /** the token was revoked or replaced elsewhere: ask for a new one next time */
  forget(): void {
    this.token = null
  }
}
