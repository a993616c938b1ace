// A form being written, kept in storage as it is typed, so that leaving it (or logging in first)
// loses nothing; cleared once what it held is sent.
//
// A draft is the reader's: kept under their user id (a 问政 question's address, an identity application's
// real name and proof are theirs alone), and every draft on the device is cleared when they sign out. A
// visitor's draft (written before logging in) goes to whoever signs in next on this device: the one who
// was writing it.
import Taro from '@tarojs/taro'
import { STORAGE_KEYS } from '../services/token'
import { remember } from './draft-index'
import { DRAFTS, draftStorageKey } from '../../common/drafts'

export { clearAllDrafts } from './draft-index'

export { DRAFTS }

const VISITOR = 'visitor'

const owner = (): string => String(Taro.getStorageSync(STORAGE_KEYS.userId) || '') || VISITOR
/** where a draft is stored: under the signed-in reader's id (or the visitor's) */
export const keyOf = (key: string, who = owner()): string => draftStorageKey(who, key)

/** what was kept under `key`, over the defaults (only the defaults' fields, of their types) */
export function loadDraft<T extends object>(key: string, defaults: T): T {
  // a draft of an earlier version, under the bare key: nobody's to know whose, so dropped
  Taro.removeStorageSync(key)
  let saved = Taro.getStorageSync(keyOf(key)) as Partial<T> | ''
  if (!saved && owner() !== VISITOR) {
    // written before logging in: the reader's now
    saved = Taro.getStorageSync(keyOf(key, VISITOR)) as Partial<T> | ''
    if (saved) {
      Taro.removeStorageSync(keyOf(key, VISITOR))
      Taro.setStorageSync(keyOf(key), saved)
      remember(keyOf(key))
    }
  }
  const out = { ...defaults }
  if (saved && typeof saved === 'object') {
    for (const k of Object.keys(defaults) as (keyof T)[]) {
      if (typeof saved[k] === typeof defaults[k]) out[k] = saved[k] as T[keyof T]
    }
  }
  return out
}

export function saveDraft<T extends object>(key: string, value: T): void {
  Taro.setStorageSync(keyOf(key), value)
  remember(keyOf(key))
}

export const clearDraft = (key: string): void => Taro.removeStorageSync(keyOf(key))
