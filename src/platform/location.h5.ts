// Position on H5: navigator.geolocation with high accuracy and a 10 s timeout.
import type { LocationAdapter } from './location'
import { GEOLOCATION_TIMEOUT_MS } from './messages'

export const location: LocationAdapter = {
  getPosition() {
    return new Promise((resolve, reject) => {
      if (!navigator.geolocation) {
        reject(new Error('geolocation unavailable'))
        return
      }
      navigator.geolocation.getCurrentPosition(
        pos => resolve({ latitude: pos.coords.latitude, longitude: pos.coords.longitude, coordType: 'wgs84' }),
        err => reject(new Error(err.message || 'geolocation failed')),
        { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
      )
    })
  },
}
