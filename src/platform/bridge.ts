// The native app's JS bridge (h5 inside the app only). Waits for the host handler, retrying every 500 ms.

export { BRIDGE_RETRY_MS, BRIDGE_MAX_TRIES } from './messages'

export interface BridgeAdapter {
  available(): boolean
  call<T = unknown>(handler: string, data?: unknown): Promise<T>
}

export declare const bridge: BridgeAdapter
