// The channel list with sub-columns and a channel's home (banners + paged list).
import type { Channel } from '../../types/api/channel'
import type { ChannelHomeData } from '../../types/api/news'
import { createTestServer, getJson, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

describe('GET /kratos/v1/channel/list', () => {
  it('lists the spec channels with their sub-columns', async () => {
    const { status, body } = await getJson<Channel[]>(server.app, '/kratos/v1/channel/list')
    expect(status).toBe(200)
    const byName = new Map(body.data.map(c => [c.channelname, c]))
    expect(body.data[0].channelid).toBe(1)
    expect(byName.get('国内')?.kind).toBe('domestic')
    expect(byName.get('区县')?.kind).toBe('county')
    expect(byName.get('视频')?.kind).toBe('video')
    expect(byName.get('热榜')?.channelid).toBe(-100000)
    expect(body.data.find(c => c.path === 'composition')?.channelname).toBe('作文')
    expect(body.data.find(c => c.path === 'yu-nong')?.channelname).toBe('渝农')
    const home = body.data[0]
    expect(home.sub.map(s => s.columnid)).toContain(281)
    expect(home.linenum).toBe(5)
    expect(home.sub[0]).toEqual(expect.objectContaining({ columnid: expect.any(Number), columnname: expect.any(String), showtype: 0 }))
    expect(home.sub[0].columnimg).toMatch(/^http:\/\/localhost(:\d+)?\/media\/images\/icon-\d+\.png$/)
    const county = byName.get('区县')!
    expect(county.sub.length).toBe(38)
    expect(county.sub.find(s => s.columnid === 941)?.columnname).toBe('渝中区')
    expect(county.sub.every(s => /^50\d{4}$/.test(s.areacode))).toBe(true)
  })

  it('is gzipped for clients that accept it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/kratos/v1/channel/list', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('carries the channel the app opens on, as the spec\'s call does: the list is the same whichever', async () => {
    const all = (await getJson<Channel[]>(server.app, '/kratos/v1/channel/list?page=1')).body.data
    expect((await getJson<Channel[]>(server.app, '/kratos/v1/channel/list?channelId=1&page=1')).body.data).toEqual(all)
    expect((await getJson<Channel[]>(server.app, '/kratos/v1/channel/list?channelId=4&page=1')).body.data).toEqual(all)
  })

  it('answers an unknown channel with 404 and a non-numeric id with 400', async () => {
    expect((await getJson(server.app, '/kratos/v1/channel/list?channelId=777')).body).toEqual({ statusCode: 404, message: '频道不存在', data: null })
    const bad = await getJson(server.app, '/kratos/v1/channel/list?channelId=abc')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('参数 channelId 必须是数字')
  })

  it('ends paging with an empty page', async () => {
    const { body } = await getJson<Channel[]>(server.app, '/kratos/v1/channel/list?page=2')
    expect(body.data).toEqual([])
  })
})

describe('GET /kratos/v1/channel/home', () => {
  it('gives banners and the first page of the list, pinned stories first', async () => {
    const { status, body } = await getJson<ChannelHomeData>(server.app, '/kratos/v1/channel/home?channelId=1', { AppVersion: '6.0.0' })
    expect(status).toBe(200)
    const d = body.data
    expect(d.page).toBe(1)
    expect(d.pageSize).toBe(10)
    expect(d.list).toHaveLength(10)
    expect(d.hasMore).toBe(true)
    expect(d.banner.length).toBeGreaterThan(1)
    // the home carousel reaches every kind of target
    expect(new Set(d.banner.map(b => b.dataType))).toEqual(new Set([1, 2, 3, 5, 7, 8]))
    expect(d.list[0].isTop).toBe(1)
    expect(d.list[1].isTop).toBe(1)
    expect(d.list.slice(2).every(n => n.isTop === 0)).toBe(true)
    const unpinned = d.list.slice(2).map(n => n.publishTime)
    expect([...unpinned].sort().reverse()).toEqual(unpinned)
    for (const n of d.list) {
      expect(n.imageUrl.every(u => /^http:\/\/localhost(:\d+)?\/media\//.test(u))).toBe(true)
      expect(n.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    }
  })

  it('pages through the whole list without repeats and ends with an empty page', async () => {
    const seen = new Set<number>()
    let page = 1
    for (; page < 100; page++) {
      const { body } = await getJson<ChannelHomeData>(server.app, `/kratos/v1/channel/home?channelId=6&page=${page}&pageSize=20`)
      if (page > 1) expect(body.data.banner).toEqual([])
      for (const n of body.data.list) {
        expect(seen.has(n.id)).toBe(false)
        seen.add(n.id)
      }
      if (!body.data.hasMore) break
    }
    expect(seen.size).toBeGreaterThanOrEqual(36)
    const after = await getJson<ChannelHomeData>(server.app, `/kratos/v1/channel/home?channelId=6&page=${page + 1}&pageSize=20`)
    expect(after.body.data.list).toEqual([])
    expect(after.body.data.hasMore).toBe(false)
  })

  it('orders the hot list by reads', async () => {
    const { body } = await getJson<ChannelHomeData>(server.app, '/kratos/v1/channel/home?channelId=-100000')
    const pv = body.data.list.map(n => n.pv)
    expect(pv.length).toBe(10)
    expect([...pv].sort((a, b) => b - a)).toEqual(pv)
  })

  it('gives the 国内 channel a single banner (no carousel dots)', async () => {
    const { body } = await getJson<ChannelHomeData>(server.app, '/kratos/v1/channel/home?channelId=6')
    expect(body.data.banner).toHaveLength(1)
  })

  it.each([
    ['', '缺少参数 channelId'],
    ['channelId=x', '参数 channelId 必须是数字'],
    ['channelId=1&page=0', '参数 page 不能小于 1'],
    ['channelId=1&pageSize=41', '参数 pageSize 不能大于 40'],
    ['channelId=1&pageSize=400', '参数 pageSize 不能大于 40'],
  ])('rejects ?%s with a clear 400', async (qs, message) => {
    const { status, body } = await getJson(server.app, `/kratos/v1/channel/home?${qs}`)
    expect(status).toBe(400)
    expect(body).toEqual({ statusCode: 400, message, data: null })
  })

  it('answers an unknown channel with 404', async () => {
    const { status, body } = await getJson(server.app, '/kratos/v1/channel/home?channelId=4242')
    expect(status).toBe(404)
    expect(body.message).toBe('频道不存在')
  })
})
