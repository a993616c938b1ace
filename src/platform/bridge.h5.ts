// WebViewJavascriptBridge as the provider's app injects it: callHandler(name, data, callback).
import type { BridgeAdapter } from './bridge'
import { BRIDGE_MAX_TRIES, BRIDGE_RETRY_MS } from './messages'

interface HostBridge {
  callHandler(name: string, data: unknown, callback: (response: unknown) => void): void
  registerHandler?(name: string, handler: (data: unknown, respond?: (r: unknown) => void) => void): void
}

function hostBridge(): HostBridge | undefined {
  return (window as Window & { WebViewJavascriptBridge?: HostBridge }).WebViewJavascriptBridge
}

function whenReady(): Promise<HostBridge> {
  return new Promise((resolve, reject) => {
    let tries = 0
    const attempt = () => {
      const b = hostBridge()
      if (b) return resolve(b)
      if (++tries >= BRIDGE_MAX_TRIES) return reject(new Error('native bridge not available'))
      setTimeout(attempt, BRIDGE_RETRY_MS)
    }
    attempt()
  })
}

export const bridge: BridgeAdapter = {
  available: () => !!hostBridge(),
  async call<T>(handler: string, data?: unknown): Promise<T> {
    const b = await whenReady()
    return new Promise<T>(resolve => b.callHandler(handler, data ?? {}, response => {
      // hosts answer with an object or a JSON string
      if (typeof response === 'string') {
        try {
          resolve(JSON.parse(response) as T)
          return
        } catch {
          // a plain string answer
        }
      }
      resolve(response as T)
    }))
  },
  on(handler, fn) {
    void whenReady().then(b => b.registerHandler?.(handler, data => fn(data)), () => undefined)
  },
}
