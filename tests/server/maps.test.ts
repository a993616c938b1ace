// The local maps provider: reverse geocoding from the offline table, weather by name, forecast by code.
import type { Forecast, LiveWeather, MapDistrict, Place } from '../../types/api/maps'
import { createTestServer, getJson, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer({ seed: false }) })
afterAll(() => server.close())

describe('reverse geocoding', () => {
  it.each([
    [29.5413, 106.4569, '500106', '沙坪坝区', '重庆市'],
    [29.5630, 106.5516, '500103', '渝中区', '重庆市'],
    [30.6598, 104.0633, '510100', '成都市', '四川省'],
    [26.6470, 106.6302, '520100', '贵阳市', '贵州省'],
    [39.9087, 116.3975, '110101', '东城区', '北京市'],
  ])('(%f, %f) is %s %s', async (lat, lng, adcode, name, province) => {
    const { status, body } = await getJson<Place>(server.app, `/v1/maps/regeo?lat=${lat}&lng=${lng}&coordType=wgs84`)
    expect(status).toBe(200)
    expect(body.data).toEqual(expect.objectContaining({ adcode, name, province }))
  })

  it('does not recognise a position far from every known area', async () => {
    const { status, body } = await getJson(server.app, '/v1/maps/regeo?lat=0&lng=0')
    expect(status).toBe(404)
    expect(body.message).toBe('无法识别当前位置')
  })

  it('rejects impossible coordinates', async () => {
    const { status, body } = await getJson(server.app, '/v1/maps/regeo?lat=95&lng=106')
    expect(status).toBe(400)
    expect(body.message).toBe('参数 lat 不能大于 90')
  })
})

describe('weather', () => {
  it.each(['沙坪坝区', '沙坪坝', '成都', '成都市'])('answers live weather for %s', async area => {
    const { body } = await getJson<LiveWeather>(server.app, `/v1/maps/weather?area=${encodeURIComponent(area)}`)
    expect(body.data.weather).toMatch(/^(晴|多云|阴|小雨|中雨)$/)
    expect(Number.isInteger(body.data.temperature)).toBe(true)
    expect(body.data.temperature).toBeGreaterThan(-15)
    expect(body.data.temperature).toBeLessThan(45)
  })

  it('is the same for everyone asking at the same time', async () => {
    const a = await getJson<LiveWeather>(server.app, `/v1/maps/weather?area=${encodeURIComponent('渝中区')}`)
    const b = await getJson<LiveWeather>(server.app, `/v1/maps/weather?area=${encodeURIComponent('渝中区')}`)
    expect(a.body.data).toEqual(b.body.data)
  })

  it('answers an unknown area with 404', async () => {
    const { status, body } = await getJson(server.app, `/v1/maps/weather?area=${encodeURIComponent('亚特兰蒂斯')}`)
    expect(status).toBe(404)
    expect(body.message).toBe('暂无该地区天气')
  })

  it('forecasts four days by area code', async () => {
    const { body } = await getJson<Forecast>(server.app, '/v1/maps/forecast?adcode=500106')
    expect(body.data.area).toBe('沙坪坝区')
    expect(body.data.days).toHaveLength(4)
    for (const d of body.data.days) expect(d.dayTemp).toBeGreaterThanOrEqual(d.nightTemp - 4)
    expect((await getJson(server.app, '/v1/maps/forecast?adcode=5001')).body.message).toBe('参数 adcode 格式不正确')
  })
})

describe('/Map\'s districts', () => {
  // (the districts' columns are the seeded site's)
  let seeded: TestServer
  beforeAll(async () => { seeded = await createTestServer() })
  afterAll(() => seeded.close())
  it('answers each district with a local channel at its centre, with the column the county channel opens on', async () => {
    const { status, body } = await getJson<MapDistrict[]>(seeded.app, '/v1/maps/districts')
    expect(status).toBe(200)
    const columns = await seeded.database.db.selectFrom('columns').select(['id', 'name', 'areacode']).where('kind', '=', 'district').where('areacode', '!=', '').execute()
    expect(body.data.map(d => d.classId).sort()).toEqual(columns.map(c => c.id).sort())
    const yuzhong = body.data.find(d => d.name === '渝中区')!
    expect(yuzhong).toEqual({ classId: 941, name: '渝中区', adcode: '500103', lat: 29.556, lng: 106.568 })
    // all inside Chongqing
    for (const d of body.data) {
      expect(d.lat).toBeGreaterThan(28)
      expect(d.lat).toBeLessThan(32.3)
      expect(d.lng).toBeGreaterThan(105)
      expect(d.lng).toBeLessThan(110.3)
    }
  })
})
