// Position in the mini-program: getLocation in gcj02 with high accuracy.
import Taro from '@tarojs/taro'
import type { LocationAdapter } from './location'
import { GEOLOCATION_TIMEOUT_MS } from './messages'

export const location: LocationAdapter = {
  async getPosition() {
    const res = await Taro.getLocation({ type: 'gcj02', isHighAccuracy: true, highAccuracyExpireTime: GEOLOCATION_TIMEOUT_MS })
    return { latitude: res.latitude, longitude: res.longitude, coordType: 'gcj02' }
  },
}
