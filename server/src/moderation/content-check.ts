// A second opinion on a text beyond the word list. `local` (default): none, the word list decides;
// `wechat`: WeChat's content security check (msg_sec_check v2) for writers WeChat knows (an openid),
// with the mini-program's app id and secret. A check that fails to answer holds the text for review
// rather than let it through unchecked.
import { MpAccessToken, TOKEN_REFUSED } from '../providers/wechat/mp-token'

export type Suggestion = 'pass' | 'review' | 'risky'

export interface ContentCheck {
  readonly name: string
  /** `openId`: the writer's WeChat openid, when they have one (WeChat checks only texts of its users) */
  checkText(text: string, openId: string | null): Promise<{ suggest: Suggestion; label: string }>
}

export const localContentCheck: ContentCheck = {
  name: 'local',
  async checkText() {
    return { suggest: 'pass', label: '' }
  },
}

export interface WechatCheckSettings {
  appId: string
  secret: string
  /** https://api.weixin.qq.com; a test server stands in for it */
  apiBase?: string
  timeoutMs?: number
}

/** WeChat's labels (msg_sec_check v2), in words a moderator reads */
const WECHAT_LABELS: Record<number, string> = {
  100: '正常', 10001: '广告', 20001: '时政', 20002: '色情', 20003: '辱骂', 20006: '违法犯罪', 20008: '欺诈', 20012: '低俗', 20013: '版权', 21000: '其他',
}

export class WechatContentCheck implements ContentCheck {
  readonly name = 'wechat'
  private readonly token: MpAccessToken

  constructor(private readonly settings: WechatCheckSettings, token?: MpAccessToken) {
    this.token = token ?? new MpAccessToken(settings.appId, settings.secret, this.base, settings.timeoutMs ?? 5000)
  }

  private get base(): string {
    return this.settings.apiBase ?? 'https://api.weixin.qq.com'
  }

  async checkText(text: string, openId: string | null): Promise<{ suggest: Suggestion; label: string }> {
    if (!openId) return { suggest: 'pass', label: '' }
    // scene 2: comments
    const body = JSON.stringify({ content: text, version: 2, scene: 2, openid: openId })
    // a token WeChat no longer takes: once more with a fresh one
    const r = await this.token.withToken(async token => {
      const res = await fetch(`${this.base}/wxa/msg_sec_check?access_token=${encodeURIComponent(token)}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5000),
      })
      if (!res.ok) throw new Error(`WeChat HTTP ${res.status}`)
      return await res.json() as Record<string, unknown>
    }, a => TOKEN_REFUSED.has(Number(a.errcode)))
    if (r.errcode !== 0) throw new Error(`WeChat msg_sec_check: ${JSON.stringify(r)}`)
    const result = (r.result ?? {}) as { suggest?: string; label?: number }
    const suggest: Suggestion = result.suggest === 'risky' ? 'risky' : result.suggest === 'review' ? 'review' : 'pass'
    return { suggest, label: WECHAT_LABELS[result.label ?? 100] ?? String(result.label ?? '') }
  }
}

/** the content check the configuration names (CONTENT_CHECK_PROVIDER: local | wechat, with the mini-program's keys) */
export function contentCheckFor(settings: { contentCheck: { provider: string }; wechat: { mp: { appId: string; secret: string } } }, token?: MpAccessToken): ContentCheck {
  if (settings.contentCheck.provider === 'wechat') return new WechatContentCheck({ appId: settings.wechat.mp.appId, secret: settings.wechat.mp.secret }, token)
  return localContentCheck
}
