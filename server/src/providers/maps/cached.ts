// Answers of a maps provider kept for 10 minutes (weather changes slowly; the client asks for the same
// area twice on every view), including "unknown area", so a burst of requests makes one outside call.
import type { Forecast, LiveWeather, Place } from '../../../../types/api/maps'
import type { CoordType, MapsProvider } from '.'

export const MAPS_CACHE_MS = 10 * 60_000
/** entries kept at most; the oldest go first */
const MAX_ENTRIES = 2000
/** positions closer than this share an answer (about 100 m) */
const POSITION_DECIMALS = 3

export class CachedMapsProvider implements MapsProvider {
  private readonly entries = new Map<string, { until: number; value: Promise<unknown> }>()

  constructor(private readonly inner: MapsProvider, private readonly ttlMs = MAPS_CACHE_MS, private readonly clock = () => Date.now()) {}

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock()
    const hit = this.entries.get(key)
    if (hit && hit.until > now) return hit.value as Promise<T>
    const value = load()
    this.entries.delete(key)
    this.entries.set(key, { until: now + this.ttlMs, value })
    // a failed call is not remembered: the next request tries again
    value.catch(() => { if (this.entries.get(key)?.value === value) this.entries.delete(key) })
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
    return value
  }

  reverseGeocode(lat: number, lng: number, coordType: CoordType): Promise<Place | null> {
    const [a, b] = [lat, lng].map(n => n.toFixed(POSITION_DECIMALS))
    return this.remember(`regeo:${coordType}:${a},${b}`, () => this.inner.reverseGeocode(Number(a), Number(b), coordType))
  }

  liveWeather(areaName: string): Promise<LiveWeather | null> {
    return this.remember(`live:${areaName}`, () => this.inner.liveWeather(areaName))
  }

  forecast(adcode: string): Promise<Forecast | null> {
    return this.remember(`forecast:${adcode}`, () => this.inner.forecast(adcode))
  }
}
