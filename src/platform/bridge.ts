// The native app's JS bridge (h5 inside the app only). Waits for the host handler, retrying every 500 ms.

export { BRIDGE_RETRY_MS, BRIDGE_MAX_TRIES } from './messages'

export interface BridgeAdapter {
  available(): boolean
  call<T = unknown>(handler: string, data?: unknown): Promise<T>
  /** the host calling the page (e.g. userInfoChange); registered once the bridge is there */
  on(handler: string, fn: (data: unknown) => void): void
}

export declare const bridge: BridgeAdapter
