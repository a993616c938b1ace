// Column with sub-columns, v1 column lists, live, VR, hot, local (country) news, legacy controller.php.
import type { AreaColumn } from '../../types/api/channel'
import type { NewsItem } from '../../types/api/news'
import { createTestServer, getJson, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

async function allPages(url: string): Promise<NewsItem[]> {
  const out: NewsItem[] = []
  for (let page = 1; page < 200; page++) {
    const { status, body } = await getJson<NewsItem[]>(server.app, `${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=40`)
    expect(status).toBe(200)
    if (body.data.length === 0) return out
    out.push(...body.data)
  }
  throw new Error('no end')
}

describe('GET /kratos/v1/channelClass/one', () => {
  it('gives the local-channel picker: groups with their places', async () => {
    const { body } = await getJson<AreaColumn>(server.app, '/kratos/v1/channelClass/one?columnId=3')
    expect(body.data.columnname).toBe('全部地方频道')
    const groups = body.data.areasub
    expect(groups.map(g => g.columnname)).toEqual(['重庆', '四川', '贵州', '陕西', '湖北', '湖南'])
    const chongqing = groups[0]
    expect(chongqing.classid).toBe(4)
    expect(chongqing.areacode).toBe('500000')
    expect(chongqing.areasub).toHaveLength(38)
    expect(chongqing.areasub[0]).toEqual(expect.objectContaining({ columnname: '渝中区', classid: 941, areacode: '500103', father: 4 }))
    const sichuan = groups[1]
    expect(sichuan.areasub.map(c => c.columnname)).toContain('成都')
    expect(sichuan.areasub.every(c => c.areacode.startsWith('51'))).toBe(true)
  })

  it('gives the district grid of 区县 (column 18)', async () => {
    const { body } = await getJson<AreaColumn>(server.app, '/kratos/v1/channelClass/one?columnId=18')
    expect(body.data.areasub).toHaveLength(38)
    expect(body.data.areasub.every(d => d.kind === 'district')).toBe(true)
  })

  it('gives a special with its categories', async () => {
    const { body } = await getJson<AreaColumn>(server.app, '/kratos/v1/channelClass/one?columnId=501')
    expect(body.data.areasub.map(c => c.columnid)).toEqual([5011, 5012, 5013])
  })

  it('answers an unknown column with 404', async () => {
    const { status, body } = await getJson(server.app, '/kratos/v1/channelClass/one?columnId=123456')
    expect(status).toBe(404)
    expect(body.message).toBe('栏目不存在')
  })
})

describe('v1 lists', () => {
  it('getListByColumnId pages a column like column/list', async () => {
    const a = await allPages('/v1/news/getListByColumnId?columnId=102')
    const b = await allPages('/kratos/v1/column/list?columnId=102')
    expect(a.map(n => n.id)).toEqual(b.map(n => n.id))
    expect(a.length).toBe(40)
  })

  it('live list: on air first, then upcoming by start time, then replays', async () => {
    const live = await allPages('/v1/live/getList')
    expect(live.length).toBe(12)
    const order = live.map(n => n.liveType)
    expect(order).toEqual([...order].sort((x, y) => [1, 0, 2].indexOf(x!) - [1, 0, 2].indexOf(y!)))
    const upcoming = live.filter(n => n.liveType === 0).map(n => n.startTime!)
    expect(upcoming).toEqual([...upcoming].sort())
    expect(live.filter(n => n.liveType === 0).every(n => n.appointmentNum! > 0)).toBe(true)
  })

  it('VR list holds only VR items', async () => {
    const vr = await allPages('/v1/vr/getList')
    expect(vr.length).toBe(8)
    expect(vr.every(n => n.isVR === 1 && /\/vr\/\d+$/.test(n.targetUrl))).toBe(true)
  })

  it('hot list is ordered by reads', async () => {
    const { body } = await getJson<NewsItem[]>(server.app, '/v1/news/getHotLists?page=1&pageSize=30')
    const pv = body.data.map(n => n.pv)
    expect(pv).toEqual([...pv].sort((a, b) => b - a))
  })

  it('local news: an area group lists its places, 999 lists domestic news', async () => {
    const chongqing = await allPages('/v1/news/getCountryHotNews?areaNumber=4')
    expect(chongqing.length).toBe(38 * 5)
    const sichuan = await allPages('/v1/news/getCountryHotNews?areaNumber=5')
    expect(sichuan.length).toBe(8 * 4)
    expect(sichuan.every(n => n.title.length > 0)).toBe(true)
    const domestic = await allPages('/v1/news/getCountryHotNews?areaNumber=999')
    expect(domestic.length).toBe(36)
    expect(domestic.every(n => n.classId === 999)).toBe(true)
  })

  it('local news refuses a column that is not a place', async () => {
    const { status, body } = await getJson(server.app, '/v1/news/getCountryHotNews?areaNumber=101')
    expect(status).toBe(404)
    expect(body.message).toBe('地方频道不存在')
  })

  it('controller.php serves the column and topic lists', async () => {
    const col = await getJson<NewsItem[]>(server.app, '/api/controller.php?enews=getColumnNewsList&columnId=101&page=1')
    expect(col.body.data).toHaveLength(10)
    const topic = await getJson<NewsItem[]>(server.app, '/api/controller.php?enews=getTopicNewsList&columnId=1&page=1')
    expect(topic.body.data.length).toBeGreaterThan(0)
    const bad = await getJson(server.app, '/api/controller.php?enews=dropTables&columnId=1')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('不支持的 enews：dropTables')
    const missing = await getJson(server.app, '/api/controller.php?enews=getColumnNewsList')
    expect(missing.body).toEqual({ statusCode: 400, message: '缺少参数 columnId', data: null })
  })
})
