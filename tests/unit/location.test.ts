// Location (spec §4): 30-minute cache, area by the first 2 digits of the area code, 999 on failure,
// the weather's 500 ms / 1000 ms timing.
import Taro from '@tarojs/taro'
import { LocationStore, LOCATION_STORAGE_KEY, type LocationInfo } from '../../src/stores/location'
import { weatherIcon } from '../../src/utils/weather'
import { callsOf, setRequest } from './support/taro'

const TREE = {
  columnid: 3, columnname: '全部地方频道', father: 0, areacode: '', classid: 3, classname: '', classimg: '', expertpic: '', showtype: 0, columnpath: '', kind: 'area-root',
  areasub: [
    { columnid: 4, columnname: '重庆', areacode: '500000', classid: 4, areasub: [{ columnid: 925, columnname: '沙坪坝区', areacode: '500106', classid: 925, areasub: [] }] },
    { columnid: 5, columnname: '四川', areacode: '510000', classid: 5, areasub: [{ columnid: 1701, columnname: '成都', areacode: '510100', classid: 1701, areasub: [] }] },
  ],
}

const place = (adcode: string, name: string, province: string) => ({ adcode, name, province, city: '', district: '' })

/** answers the maps and column calls; counts the reverse-geocoding calls */
function serve(regeo: ReturnType<typeof place> | null, weather = { area: '沙坪坝区', weather: '多云', temperature: 18 }) {
  const asked: string[] = []
  setRequest(async ({ url }: { url: string }) => {
    const path = url.split('?')[0]
    asked.push(path)
    const ok = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, message: 'success', data }, header: {} })
    if (path === '/v1/maps/regeo') return regeo ? ok(regeo) : { statusCode: 404, data: { statusCode: 404, message: '无法识别当前位置', data: null }, header: {} }
    if (path === '/kratos/v1/channelClass/one') return ok(TREE)
    if (path === '/v1/maps/weather') return ok(weather)
    throw new Error(`unexpected ${path}`)
  })
  return asked
}

function grantPosition(lat: number, lng: number) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: lat, longitude: lng } }) },
  })
}

function denyPosition() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail({ code: 1, message: 'User denied Geolocation' }) },
  })
}

describe('locate', () => {
  it('chooses the local area by the first 2 digits of the area code and names the 国内 channel after it', async () => {
    grantPosition(30.66, 104.06)
    serve(place('510100', '成都市', '四川省'))
    const store = new LocationStore()
    await store.locate(1_000_000)
    expect(store.located).toBe(true)
    expect(store.areaNumber).toBe(5)
    expect(store.areaName).toBe('四川')
    expect(store.inSichuanGuizhou).toBe(true)
    expect(store.inChongqing).toBe(false)
    expect(store.neighbourProvince).toBe('四川')
    const saved = Taro.getStorageSync(LOCATION_STORAGE_KEY) as LocationInfo
    expect(saved).toEqual(expect.objectContaining({ createdTime: 1_000_000, areaCode: '510100', province: '四川省' }))
  })

  it('in Chongqing, takes the district the reader is in for the county page', async () => {
    grantPosition(29.54, 106.45)
    serve(place('500106', '沙坪坝区', '重庆市'))
    const store = new LocationStore()
    await store.locate()
    expect(store.inChongqing).toBe(true)
    expect(store.areaNumber).toBe(4)
    expect(store.districtClassId).toBe(925)
  })

  it('reuses a fix younger than 30 minutes and asks again after that', async () => {
    grantPosition(29.54, 106.45)
    const asked = serve(place('500106', '沙坪坝区', '重庆市'))
    await new LocationStore().locate(0)
    await new LocationStore().locate(1_799_999)
    expect(asked.filter(p => p === '/v1/maps/regeo')).toHaveLength(1)
    const later = new LocationStore()
    await later.locate(1_800_000)
    expect(asked.filter(p => p === '/v1/maps/regeo')).toHaveLength(2)
    expect(later.areaName).toBe('重庆')
  })

  it('outside every local area keeps the domestic list (999) but counts as located', async () => {
    grantPosition(39.9, 116.4)
    serve(place('110101', '东城区', '北京市'))
    const store = new LocationStore()
    await store.locate()
    expect(store.located).toBe(true)
    expect(store.areaNumber).toBe(999)
    expect(store.areaName).toBe('')
  })

  it.each([
    ['a denied permission', () => { denyPosition(); serve(null) }],
    ['an unknown place', () => { grantPosition(0, 0); serve(null) }],
  ])('on %s says 定位失败, sets the state false and the area number to 999', async (_what, arrange) => {
    arrange()
    const store = new LocationStore()
    await store.locate()
    expect(store.located).toBe(false)
    expect(store.areaNumber).toBe(999)
    expect(callsOf('showToast').map(t => t.title)).toEqual(['定位失败'])
  })
})

describe('weather', () => {
  afterEach(() => jest.useRealTimers())

  it('is fetched 1000 ms after asking while the maps service has not answered, 500 ms once it has', async () => {
    jest.useFakeTimers()
    const asked = serve(null)
    const store = new LocationStore()
    store.loadWeather('沙坪坝区')
    jest.advanceTimersByTime(999)
    expect(asked).toEqual([])
    jest.advanceTimersByTime(1)
    expect(asked).toEqual(['/v1/maps/weather'])
    await jest.runAllTimersAsync()
    expect(store.weather?.weather).toBe('多云')
    store.loadWeather('渝中区')
    jest.advanceTimersByTime(499)
    expect(asked).toHaveLength(1)
    jest.advanceTimersByTime(1)
    expect(asked).toHaveLength(2)
  })

  it.each([['晴', 'sunny'], ['多云', 'cloud'], ['阴', 'overcast'], ['小雨', 'rain'], ['雷阵雨', 'rain'], ['雾', 'overcast'], [undefined, 'overcast']])(
    '%s shows the %s icon', (text, icon) => {
      expect(weatherIcon(text)).toBe(icon)
    })
})

it('after a failure, screens do not ask again this session unless the reader does', async () => {
  denyPosition()
  serve(null)
  const store = new LocationStore()
  await store.locate()
  await store.locate()
  expect(callsOf('showToast')).toHaveLength(1)
  grantPosition(30.66, 104.06)
  serve(place('510100', '成都市', '四川省'))
  await store.locate(Date.now(), true)
  expect(store.located).toBe(true)
  expect(store.areaName).toBe('四川')
})
