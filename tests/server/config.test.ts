// Global config and the init call.
import type { GlobalConfig, HomeConfig, InitData } from '../../types/api/config'
import { createTestServer, getJson, type TestServer } from './helpers'
import { AMAP_TILES, loadSettings } from '../../server/src/settings'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

describe('config/inits.json', () => {
  it.each(['/config/inits.json', '/shangyou_news/config/inits.json'])('answers %s with the global config in data', async url => {
    const { status, body } = await getJson<GlobalConfig>(server.app, url)
    expect(status).toBe(200)
    expect(body.statusCode).toBe(200)
    expect(body.data.siteName).toBe('上游新闻')
    expect(body.data.defaultChannelId).toBe(1)
    expect(body.data.defaultDistrictClassId).toBe(941)
    expect(body.data.defaultAreaNumber).toBe(4)
    expect(body.data.defaultDistrictColumnId).toBe(18)
    expect(body.data.allowedOrigins).toHaveLength(5)
    expect(body.data.hotline).toBe('966966')
  })
})

describe('GET /kratos/v1/init', () => {
  it('returns switches and hot words taken from the most read stories', async () => {
    const { status, body } = await getJson<InitData>(server.app, '/kratos/v1/init')
    expect(status).toBe(200)
    expect(body.data.greyMode).toBe(false)
    expect(body.data.apiVersion).toBe('v3')
    expect(body.data.serverTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(body.data.hotWords.length).toBeGreaterThan(0)
    expect(body.data.hotWords.length).toBeLessThanOrEqual(10)
    for (const w of body.data.hotWords) expect(w).toEqual({ id: expect.any(Number), title: expect.any(String) })
  })

  it('names the H5 map’s tile service: none by default, MAP_TILES, or AMap’s road tiles with AMap as the maps provider', async () => {
    expect((await getJson<InitData>(server.app, '/kratos/v1/init')).body.data.mapTiles).toBe('')
    expect(loadSettings({ MAPS_PROVIDER: 'amap', AMAP_KEY: 'k' }).mapTiles).toBe(AMAP_TILES)
    expect(loadSettings({ MAP_TILES: 'https://tiles.example/{z}/{x}/{y}.png' }).mapTiles).toBe('https://tiles.example/{z}/{x}/{y}.png')
    const settings = server.settings as { mapTiles: string }
    settings.mapTiles = 'https://tiles.example/{z}/{x}/{y}.png'
    try {
      expect((await getJson<InitData>(server.app, '/kratos/v1/init')).body.data.mapTiles).toBe('https://tiles.example/{z}/{x}/{y}.png')
    } finally {
      settings.mapTiles = ''
    }
  })

  it('rejects an over-long version with a clear 400 envelope', async () => {
    const { status, body } = await getJson(server.app, `/kratos/v1/init?version=${'9'.repeat(40)}`)
    expect(status).toBe(400)
    expect(body).toEqual({ statusCode: 400, message: '参数 version 不能超过 32 个字符', data: null })
  })
})

describe('GET /wap10.html', () => {
  it('answers the home\'s configuration in one: the global config, the init switches and the channels, as their own calls do', async () => {
    const { status, body } = await getJson<HomeConfig>(server.app, '/wap10.html')
    expect(status).toBe(200)
    expect(body.data.global).toEqual((await getJson<GlobalConfig>(server.app, '/config/inits.json')).body.data)
    expect(body.data.channels).toEqual((await getJson(server.app, '/kratos/v1/channel/list?page=1')).body.data)
    expect(body.data.init.hotWords).toEqual((await getJson<InitData>(server.app, '/kratos/v1/init')).body.data.hotWords)
  })
})

describe('unknown paths', () => {
  it('answer 404 in the envelope', async () => {
    const { status, body } = await getJson(server.app, '/v1/no/such/thing')
    expect(status).toBe(404)
    expect(body).toEqual({ statusCode: 404, message: '接口不存在', data: null })
  })
})
