// Ad rotation (spec §4): a per-channel index in storage advances at each view and wraps to 0 after the last ad.
import Taro from '@tarojs/taro'

export const adIndexKey = (channel: string | number) => `adIndex_${channel}`

/** The ad to show on this view of the channel; the next view gets the following one. */
export function nextAd<T>(channel: string | number, ads: readonly T[]): T | undefined {
  if (ads.length === 0) return undefined
  const key = adIndexKey(channel)
  let index = Number(Taro.getStorageSync(key)) || 0
  if (index >= ads.length) index = 0
  Taro.setStorageSync(key, index + 1 >= ads.length ? 0 : index + 1)
  return ads[index]
}
