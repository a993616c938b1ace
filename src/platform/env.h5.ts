// Environment of the H5 site: plain browser, WeChat browser, native-app webview or mini-program web-view.
import type { EnvAdapter, Environment } from './env'
import { detectEnvironment, udidFromUa } from '../../common/env-detect'

function current(): Environment {
  const w = window as Window & { WebViewJavascriptBridge?: unknown }
  return detectEnvironment(navigator.userAgent, {
    wxjsEnvironment: w.__wxjs_environment,
    hasNativeBridge: !!w.WebViewJavascriptBridge,
  })
}

export const env: EnvAdapter = {
  environment: current,
  nativeAppHeaders(): Record<string, string> {
    if (current() !== 'app') return {}
    return { udid: udidFromUa(navigator.userAgent), appkey: __SY_APP_KEY__ }
  },
}
