// Where the drafts on this device are (stores/draft.ts keeps them), so that signing out finds them all: apart
// from the drafts themselves, so the session (on every H5 page's first load) carries only this.
import Taro from '@tarojs/taro'

/** the keys of the drafts on this device */
const INDEX_KEY = 'drafts'

/** a draft stored under `stored`, to be found at sign-out */
export function remember(stored: string): void {
  const known = Taro.getStorageSync(INDEX_KEY) as string[] | ''
  const list = Array.isArray(known) ? known : []
  if (!list.includes(stored)) Taro.setStorageSync(INDEX_KEY, [...list, stored])
}

/** Signing out: every draft on this device goes, the reader's and any visitor's. */
export function clearAllDrafts(): void {
  const known = Taro.getStorageSync(INDEX_KEY) as string[] | ''
  for (const stored of Array.isArray(known) ? known : []) Taro.removeStorageSync(stored)
  Taro.removeStorageSync(INDEX_KEY)
}
