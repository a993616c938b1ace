// The local maps provider: nearest known area centre for reverse geocoding, and weather that is
// plausible for the season and the same for everyone on a given day (no outside service).
import type { Forecast, LiveWeather, Place } from '../../../../types/api/maps'
import type { CoordType, MapsProvider } from '.'
import { AREAS, findByName, provinceOf, type AreaEntry } from './areas'
import { Random } from '../../db/seed/random'

/** beyond this distance from every known centre a position is not recognised */
const MAX_DISTANCE_KM = 120
const CST = 8 * 3600_000

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180
  const dLat = (bLat - aLat) * rad
  const dLng = (bLng - aLng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

function toPlace(a: AreaEntry): Place {
  const province = provinceOf(a.adcode)?.name ?? ''
  const municipality = ['11', '12', '31', '50'].includes(a.adcode.slice(0, 2))
  return {
    adcode: a.adcode,
    name: a.name,
    province,
    city: a.level === 'city' ? a.name : municipality ? province : '',
    district: a.level === 'district' ? a.name : '',
  }
}

/** typical (low, high) °C by month in the Sichuan basin */
const CLIMATE: [number, number][] = [[5, 10], [7, 13], [10, 18], [15, 23], [19, 28], [22, 31], [25, 35], [25, 35], [21, 30], [16, 23], [11, 17], [7, 12]]
const SKIES = ['晴', '多云', '阴', '小雨', '多云', '阴', '中雨', '晴']
const WINDS = ['东北', '东', '东南', '南', '西南', '西', '西北', '北', '无风向']

function weatherFor(a: AreaEntry, day: number, seed: number) {
  const rnd = new Random(Number(a.adcode) * 31 + day * 7919 + seed)
  const month = new Date(day * 86400_000).getUTCMonth()
  const [low, high] = CLIMATE[month]
  const north = a.lat > 32 ? -4 : 0 // 陕西 and the north run colder
  return {
    day: rnd.pick(SKIES),
    night: rnd.pick(SKIES),
    high: high + north + rnd.int(-2, 2),
    low: low + north + rnd.int(-2, 2),
    humidity: rnd.int(45, 92),
    wind: rnd.pick(WINDS),
    power: `≤${rnd.int(3, 5)}`,
  }
}

export class LocalMapsProvider implements MapsProvider {
  constructor(private readonly now: () => number = Date.now) {}

  async reverseGeocode(lat: number, lng: number, _coordType: CoordType): Promise<Place | null> {
    // GCJ-02 and WGS-84 differ by a few hundred metres here: far below the size of an area.
    let best: AreaEntry | undefined
    let bestKm = Infinity
    for (const a of AREAS) {
      if (a.level === 'province') continue
      const km = distanceKm(lat, lng, a.lat, a.lng)
      if (km < bestKm) {
        best = a
        bestKm = km
      }
    }
    return best && bestKm <= MAX_DISTANCE_KM ? toPlace(best) : null
  }

  async liveWeather(areaName: string): Promise<LiveWeather | null> {
    const a = findByName(areaName)
    if (!a) return null
    const now = this.now() + CST
    const day = Math.floor(now / 86400_000)
    const w = weatherFor(a, day, 0)
    const hour = new Date(now).getUTCHours()
    // warmest mid-afternoon, coolest before dawn
    const t = Math.round(w.low + (w.high - w.low) * Math.max(0, Math.sin(((hour - 5) / 24) * 2 * Math.PI)))
    const reportHour = new Date(now - (now % 3600_000))
    return {
      area: a.name,
      adcode: a.adcode,
      weather: hour >= 6 && hour < 19 ? w.day : w.night,
      temperature: t,
      humidity: w.humidity,
      windDirection: w.wind,
      windPower: w.power,
      reportTime: reportHour.toISOString().replace('T', ' ').slice(0, 19),
    }
  }

  async forecast(adcode: string): Promise<Forecast | null> {
    const a = AREAS.find(x => x.adcode === adcode)
    if (!a) return null
    const today = Math.floor((this.now() + CST) / 86400_000)
    return {
      area: a.name,
      adcode: a.adcode,
      days: [0, 1, 2, 3].map(i => {
        const w = weatherFor(a, today + i, 0)
        const date = new Date((today + i) * 86400_000)
        return {
          date: date.toISOString().slice(0, 10),
          week: ((date.getUTCDay() + 6) % 7) + 1,
          dayWeather: w.day,
          nightWeather: w.night,
          dayTemp: w.high,
          nightTemp: w.low,
        }
      }),
    }
  }
}
