// Which environment the app runs in. Implementations: env.weapp.ts, env.h5.ts (resolved per target).

import type { Environment } from '../../common/env-detect'

export type { Environment }

export interface EnvAdapter {
  environment(): Environment
  /** headers the native-app webview adds to API calls (udid, appkey); empty elsewhere */
  nativeAppHeaders(): Record<string, string>
}

export declare const env: EnvAdapter
