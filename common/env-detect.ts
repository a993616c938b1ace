// Pure environment detection from the user agent and host signals (shared by env.h5.ts, the server's first
// paint and tests).

/**
 * miniprogram: the WeChat mini-program itself
 * browser: a plain mobile browser
 * wechat: the WeChat in-app browser
 * app: the provider's native-app webview
 * mp-webview: a mini-program's web-view showing the H5 site
 */
export type Environment = 'miniprogram' | 'browser' | 'wechat' | 'app' | 'mp-webview'

/** The native app marks its webview's user agent with this token, e.g. `ShangyouNews/6.2.0 udid/abc123`. */
export const NATIVE_APP_UA = /ShangyouNews\/[\d.]+/i

export interface HostSignals {
  /** WeChat sets window.__wxjs_environment = 'miniprogram' inside a mini-program web-view */
  wxjsEnvironment?: string
  /** the native app injects its JS bridge */
  hasNativeBridge?: boolean
}

export function detectEnvironment(ua: string, signals: HostSignals = {}): Environment {
  // A mini-program web-view is also a WeChat browser: check it first.
  if (signals.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(ua)) return 'mp-webview'
  if (NATIVE_APP_UA.test(ua) || signals.hasNativeBridge) return 'app'
  if (/MicroMessenger/i.test(ua)) return 'wechat'
  return 'browser'
}

/** The device id the native app puts in its user agent (`udid/<id>`). */
export function udidFromUa(ua: string): string {
  return /\budid\/([\w-]+)/i.exec(ua)?.[1] ?? ''
}
