// Where the reader is (spec §4 Location, Weather): a cached fix younger than 30 minutes is reused;
// otherwise a new fix (high accuracy, 10 s) is turned into a place, and the local area is chosen by the
// first 2 digits of its area code. Failure says '定位失败' and the area number becomes 999.
import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import type { AreaColumn } from '@types-api/channel'
import type { LiveWeather, Place } from '@types-api/maps'
import { location as positioning } from '../platform/location'
import { reverseGeocode, fetchWeather, fetchMapDistricts } from '../services/maps'
import { keptResource } from './resource'
import { navigate } from '../utils/navigate'
import { fetchColumn } from '../services/columns'
import { AREA_ROOT_COLUMN_ID, CHONGQING_AREA_NUMBER, DEFAULT_DISTRICT_CLASS_ID, DOMESTIC_AREA_NUMBER } from '@types-api/channel'
import { toast } from '../utils/toast'

export const LOCATION_CACHE_MS = 1_800_000
export const LOCATION_FAILED = '定位失败'
export const LOCATION_STORAGE_KEY = 'locationInfo'
/** weather is fetched this long after it is asked for; longer while the maps service has not answered yet */
export const WEATHER_DELAY_MS = 500
export const WEATHER_DELAY_NOT_LOADED_MS = 1000
const CHONGQING = '50'
const SICHUAN_GUIZHOU = ['51', '52']

export interface LocalArea {
  areaNumber: number
  areaName: string
}

/** What is kept in storage under 'locationInfo' (spec §3). */
export interface LocationInfo {
  createdTime: number
  area: LocalArea & { districtClassId: number }
  areaCode: string
  province: string
  place: Place
  weatherData: LiveWeather | null
}

export class LocationStore {
  /** null: not tried yet; true: located; false: failed or denied */
  located: boolean | null = null
  locating = false
  place: Place | null = null
  areaNumber = CHONGQING_AREA_NUMBER
  /** the local area's name when located (the '国内' channel shows it) */
  areaName = ''
  inChongqing = false
  inSichuanGuizhou = false
  neighbourProvince = ''
  userLocationCode = ''
  /** the county page's district */
  districtClassId = DEFAULT_DISTRICT_CLASS_ID
  /** the reader picked a district this session: where they are located does not change it */
  private districtChosen = false
  weather: LiveWeather | null = null
  areaTree: AreaColumn | null = null
  /** the maps service has answered in this session */
  mapsLoaded = false
  private weatherTimer: ReturnType<typeof setTimeout> | null = null
  private pending: Promise<void> | null = null

  constructor() {
    makeAutoObservable<LocationStore, 'weatherTimer' | 'pending'>(this, { weatherTimer: false, pending: false })
  }

  /** the reader's province as what they write shows it: 重庆, 四川 ('' before a location) */
  get region(): string {
    return (this.place?.province ?? '').replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '')
  }

  /** the picker's groups (重庆, 四川 …) with their places */
  async loadAreaTree(): Promise<AreaColumn> {
    if (this.areaTree) return this.areaTree
    const tree = await fetchColumn(AREA_ROOT_COLUMN_ID)
    runInAction(() => { this.areaTree = tree })
    return tree
  }

  /**
   * Locates once per 30 minutes; concurrent callers share one attempt. After a failure (a refused
   * permission, say) screens do not ask again this session unless the reader does (`force`).
   */
  locate(now = Date.now(), force = false): Promise<void> {
    if (this.located === false && !force) return Promise.resolve()
    if (!this.pending) this.pending = this.doLocate(now).finally(() => { this.pending = null })
    return this.pending
  }

  private async doLocate(now: number): Promise<void> {
    const cached = Taro.getStorageSync(LOCATION_STORAGE_KEY) as LocationInfo | ''
    if (cached && now - cached.createdTime < LOCATION_CACHE_MS) {
      this.apply(cached)
      return
    }
    this.locating = true
    try {
      const pos = await positioning.getPosition()
      const place = await reverseGeocode(pos.latitude, pos.longitude, pos.coordType)
      const tree = await this.loadAreaTree()
      const prefix = place.adcode.slice(0, 2)
      const group = tree.areasub.find(g => g.areacode.slice(0, 2) === prefix)
      const district = prefix === CHONGQING ? group?.areasub.find(d => d.areacode === place.adcode) : undefined
      const info: LocationInfo = {
        createdTime: now,
        area: {
          areaNumber: group ? group.classid : DOMESTIC_AREA_NUMBER,
          areaName: group ? group.columnname : '',
          districtClassId: district ? district.classid : this.districtClassId,
        },
        areaCode: place.adcode,
        province: place.province,
        place,
        weatherData: null,
      }
      Taro.setStorageSync(LOCATION_STORAGE_KEY, info)
      runInAction(() => { this.mapsLoaded = true })
      this.apply(info)
    } catch {
      runInAction(() => {
        this.located = false
        this.areaNumber = DOMESTIC_AREA_NUMBER
        this.areaName = ''
      })
      toast(LOCATION_FAILED)
    } finally {
      runInAction(() => { this.locating = false })
    }
  }

  private apply(info: LocationInfo): void {
    const prefix = info.areaCode.slice(0, 2)
    this.located = true
    this.place = info.place
    this.userLocationCode = info.areaCode
    this.areaNumber = info.area.areaNumber
    this.areaName = info.area.areaName
    if (!this.districtChosen) this.districtClassId = info.area.districtClassId
    this.inChongqing = prefix === CHONGQING
    this.inSichuanGuizhou = SICHUAN_GUIZHOU.includes(prefix)
    this.neighbourProvince = info.area.areaName && prefix !== CHONGQING ? info.area.areaName : ''
    if (info.weatherData) this.weather = info.weatherData
  }

  /** The reader picked a place in 全部地方频道. */
  chooseLocal(area: LocalArea): void {
    this.areaNumber = area.areaNumber
    this.areaName = area.areaName
  }

  chooseDistrict(classId: number): void {
    this.districtChosen = true
    this.districtClassId = classId
  }

  /** Weather for an area name, fetched after 500 ms (1000 ms while the maps service has not answered). */
  loadWeather(areaName: string): void {
    if (this.weatherTimer) clearTimeout(this.weatherTimer)
    const delay = this.mapsLoaded ? WEATHER_DELAY_MS : WEATHER_DELAY_NOT_LOADED_MS
    this.weatherTimer = setTimeout(() => {
      this.weatherTimer = null
      fetchWeather(areaName).then(weather => runInAction(() => {
        this.weather = weather
        this.mapsLoaded = true
        const cached = Taro.getStorageSync(LOCATION_STORAGE_KEY) as LocationInfo | ''
        if (cached && cached.place.name === areaName) Taro.setStorageSync(LOCATION_STORAGE_KEY, { ...cached, weatherData: weather })
      }), () => runInAction(() => { this.weather = null }))
    }, delay)
  }
}

export const locationStore = new LocationStore()

/** /Map's districts, kept for the session */
export const mapDistricts = () => keptResource('map-districts', fetchMapDistricts)

/** the county channel on a district (the district block's chips, /Map's districts) */
export const COUNTY_CHANNEL_ID = 4
export function openDistrict(classId: number): void {
  locationStore.chooseDistrict(classId)
  void navigate('home', { classId: COUNTY_CHANNEL_ID })
}

