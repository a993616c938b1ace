// Which environment the app runs in. Implementations: env.weapp.ts, env.h5.ts (resolved per target).

/**
 * miniprogram: the WeChat mini-program itself
 * browser: a plain mobile browser
 * wechat: the WeChat in-app browser
 * app: the provider's native-app webview
 * mp-webview: a mini-program's web-view showing the H5 site
 */
export type Environment = 'miniprogram' | 'browser' | 'wechat' | 'app' | 'mp-webview'

export interface EnvAdapter {
  environment(): Environment
  /** headers the native-app webview adds to API calls (udid, appkey); empty elsewhere */
  nativeAppHeaders(): Record<string, string>
}

export declare const env: EnvAdapter
