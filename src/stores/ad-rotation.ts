// Ads: the ones a story may show, and their rotation (spec §4): a per-channel index in storage advances
// at each view and wraps to 0 after the last ad.
import Taro from '@tarojs/taro'
import { bootedAds, fetchAds, type CommentTarget } from '../services/interactions'
import { keptResource } from './resource'

/** the active ads for a story's page, kept for the session; starts from the ones the H5 page came with */
export const storyAdList = (story: CommentTarget) =>
  keptResource(`ads-${story.classId}-${story.id}`, () => fetchAds(story), { initial: () => bootedAds(story) })

export const adIndexKey = (channel: string | number) => `adIndex_${channel}`

/**
 * This view's ad in each slot (content-upper, -lower, -bottom…): the channel's one index picks
 * the same position in every slot, advances once per view and wraps after the longest slot's last ad.
 */
export function rotateAds<T>(channel: string | number, slots: readonly (readonly T[])[]): (T | undefined)[] {
  const longest = Math.max(0, ...slots.map(s => s.length))
  if (longest === 0) return slots.map(() => undefined)
  const key = adIndexKey(channel)
  let index = Number(Taro.getStorageSync(key)) || 0
  if (index >= longest) index = 0
  Taro.setStorageSync(key, index + 1 >= longest ? 0 : index + 1)
  return slots.map(s => (s.length ? s[index % s.length] : undefined))
}

/** The ad to show on this view of the channel; the next view gets the following one. */
export function nextAd<T>(channel: string | number, ads: readonly T[]): T | undefined {
  return rotateAds(channel, [ads])[0]
}
