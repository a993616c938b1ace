// The maps service behind one interface: reverse geocoding, live weather by area name, forecast by
// area code. `local` (default) answers from an offline table; `amap` calls AMap's web service.
import type { Forecast, LiveWeather, Place } from '../../../../types/api/maps'
import { LocalMapsProvider } from './local'
import { AmapMapsProvider } from './amap'
import { CachedMapsProvider } from './cached'

export type CoordType = 'gcj02' | 'wgs84'

export interface MapsProvider {
  /** the place at a position, or null outside every known area */
  reverseGeocode(lat: number, lng: number, coordType: CoordType): Promise<Place | null>
  /** current weather by area name (沙坪坝区, 成都市), or null for an unknown area */
  liveWeather(areaName: string): Promise<LiveWeather | null>
  /** the next days' forecast by area code, or null for an unknown code */
  forecast(adcode: string): Promise<Forecast | null>
}

export interface MapsSettings {
  provider: string
  amapKey: string
  /** AMap's address (a proxy's); empty: AMap's own */
  amapBase?: string
}

/** The configured provider behind a 10-minute cache of its answers. */
export function createMapsProvider(settings: MapsSettings): MapsProvider {
  if (settings.provider === 'amap') {
    if (!settings.amapKey) throw new Error('MAPS_PROVIDER=amap needs AMAP_KEY')
    return new CachedMapsProvider(new AmapMapsProvider(settings.amapKey, settings.amapBase || undefined))
  }
  return new CachedMapsProvider(new LocalMapsProvider())
}
