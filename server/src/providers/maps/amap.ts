// The real maps service: AMap (高德) web service API, selected with MAPS_PROVIDER=amap and AMAP_KEY.
// Tests point it (AMAP_BASE) at a stand-in on loopback; it never leaves the machine there.
import type { Forecast, LiveWeather, Place } from '../../../../types/api/maps'
import type { CoordType, MapsProvider } from '.'

/** AMap's web service; AMAP_BASE may name a proxy in front of it (or, in tests, a stand-in on loopback) */
export const AMAP_BASE = 'https://restapi.amap.com/v3'
const TIMEOUT_MS = 5000

interface AmapAnswer { status: string; info: string; [key: string]: unknown }

export class AmapMapsProvider implements MapsProvider {
  constructor(private readonly key: string, private readonly base = AMAP_BASE) {}

  private async call(path: string, params: Record<string, string>): Promise<AmapAnswer> {
    const qs = new URLSearchParams({ ...params, key: this.key, output: 'JSON' })
    const res = await fetch(`${this.base}${path}?${qs}`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!res.ok) throw new Error(`AMap ${path}: HTTP ${res.status}`)
    const body = (await res.json()) as AmapAnswer
    if (body.status !== '1') throw new Error(`AMap ${path}: ${body.info}`)
    return body
  }

  async reverseGeocode(lat: number, lng: number, coordType: CoordType): Promise<Place | null> {
    let location = `${lng.toFixed(6)},${lat.toFixed(6)}`
    if (coordType === 'wgs84') {
      // browsers report WGS-84; AMap works in GCJ-02
      const converted = await this.call('/assistant/coordinate/convert', { locations: location, coordsys: 'gps' })
      location = String(converted.locations).split(';')[0]
    }
    const body = await this.call('/geocode/regeo', { location })
    const c = (body.regeocode as { addressComponent?: Record<string, unknown> } | undefined)?.addressComponent
    if (!c || !c.adcode || Array.isArray(c.adcode)) return null
    const str = (v: unknown) => (typeof v === 'string' ? v : '')
    return {
      adcode: str(c.adcode),
      name: str(c.district) || str(c.city) || str(c.province),
      province: str(c.province),
      city: str(c.city) || str(c.province),
      district: str(c.district),
    }
  }

  private async adcodeOf(areaName: string): Promise<string | null> {
    const body = await this.call('/config/district', { keywords: areaName, subdistrict: '0' })
    const first = (body.districts as { adcode?: string }[] | undefined)?.[0]
    return first?.adcode ?? null
  }

  async liveWeather(areaName: string): Promise<LiveWeather | null> {
    const adcode = await this.adcodeOf(areaName)
    if (!adcode) return null
    const body = await this.call('/weather/weatherInfo', { city: adcode, extensions: 'base' })
    const live = (body.lives as Record<string, string>[] | undefined)?.[0]
    if (!live) return null
    return {
      area: live.city,
      adcode: live.adcode,
      weather: live.weather,
      temperature: Number(live.temperature),
      humidity: Number(live.humidity),
      windDirection: live.winddirection,
      windPower: live.windpower,
      reportTime: live.reporttime,
    }
  }

  async forecast(adcode: string): Promise<Forecast | null> {
    const body = await this.call('/weather/weatherInfo', { city: adcode, extensions: 'all' })
    const f = (body.forecasts as { city: string; adcode: string; casts: Record<string, string>[] }[] | undefined)?.[0]
    if (!f) return null
    return {
      area: f.city,
      adcode: f.adcode,
      days: f.casts.map(c => ({
        date: c.date,
        week: Number(c.week),
        dayWeather: c.dayweather,
        nightWeather: c.nightweather,
        dayTemp: Number(c.daytemp),
        nightTemp: Number(c.nighttemp),
      })),
    }
  }
}
