// One position fix (high accuracy, 10 s timeout). Implementations per target.

export { GEOLOCATION_TIMEOUT_MS } from './messages'

export interface Position {
  latitude: number
  longitude: number
  /** coordinate system: gcj02 from WeChat, wgs84 from the browser */
  coordType: 'gcj02' | 'wgs84'
}

export interface LocationAdapter {
  /** rejects when location is unavailable, denied or timed out */
  getPosition(): Promise<Position>
}

export declare const location: LocationAdapter
