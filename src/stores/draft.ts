// A form being written, kept in storage as it is typed, so that leaving it (or logging in first)
// loses nothing; cleared once what it held is sent.
import Taro from '@tarojs/taro'

/** what was kept under `key`, over the defaults (only the defaults' fields, of their types) */
export function loadDraft<T extends object>(key: string, defaults: T): T {
  const saved = Taro.getStorageSync(key) as Partial<T> | ''
  const out = { ...defaults }
  if (saved && typeof saved === 'object') {
    for (const k of Object.keys(defaults) as (keyof T)[]) {
      if (typeof saved[k] === typeof defaults[k]) out[k] = saved[k] as T[keyof T]
    }
  }
  return out
}

export const saveDraft = <T extends object>(key: string, value: T): void => Taro.setStorageSync(key, value)
export const clearDraft = (key: string): void => Taro.removeStorageSync(key)
