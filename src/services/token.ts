// The stored session token (storage keys from spec §3). The session store and the request client share it.
import Taro from '@tarojs/taro'

export const STORAGE_KEYS = {
  token: 'token',
  tokenType: 'tokenType',
  userId: 'userId',
  syPhone: 'syPhone',
  nickname: 'nickname',
} as const

/** In the native-app webview the token comes from the host app instead of storage. */
let hostToken = ''

export const tokenStore = {
  get(): string {
    return hostToken || (Taro.getStorageSync(STORAGE_KEYS.token) as string) || ''
  },
  type(): string {
    return (Taro.getStorageSync(STORAGE_KEYS.tokenType) as string) || 'Bearer'
  },
  /** stores a token as the server sent it ('Bearer abc' or 'abc') */
  set(value: string): void {
    const m = /^(\w+)\s+(.+)$/.exec(value.trim())
    Taro.setStorageSync(STORAGE_KEYS.token, m ? m[2] : value.trim())
    Taro.setStorageSync(STORAGE_KEYS.tokenType, m ? m[1] : 'Bearer')
  },
  setHostToken(value: string): void {
    hostToken = value
  },
  clear(): void {
    hostToken = ''
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.tokenType, STORAGE_KEYS.userId, STORAGE_KEYS.syPhone]) {
      Taro.removeStorageSync(key)
    }
  },
}
