// API versions by the Accept header (docs/api.md "Versions"): version 1 by default; 2 and 3 answer the
// story lists as { list, hasMore, page }; a version not spoken here is refused; the public cache keeps
// each version's answer apart.
import { createTestServer, getJson, type TestServer } from './helpers'
import type { NewsItem, StoryPage } from '../../types/api/news'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const v = (n: number) => ({ accept: `application/vnd.shangyou.v${n}+json` })

describe('story lists by version', () => {
  const lists = [
    '/kratos/v1/column/list?columnId=701', '/v1/news/getListByColumnId?columnId=701', '/v1/news/getHotLists', '/v1/live/getList',
    '/kratos/v1/search/home?keyword=%E9%87%8D%E5%BA%86', '/api/controller.php?enews=getColumnNewsList&columnId=701',
  ]

  it.each(lists)('%s: v1 the array; v2 and v3 { list, hasMore, page } with the same stories', async url => {
    const one = (await getJson<NewsItem[]>(server.app, `${url}&page=1`.replace(/^([^?]*)&/, '$1?'))).body.data
    expect(Array.isArray(one)).toBe(true)
    for (const n of [2, 3]) {
      const { status, body, headers } = await getJson<StoryPage>(server.app, `${url}&page=1`.replace(/^([^?]*)&/, '$1?'), v(n))
      expect(status).toBe(200)
      expect(body.data.list.map(s => s.id)).toEqual(one.map(s => s.id))
      expect(body.data.page).toBe(1)
      expect(typeof body.data.hasMore).toBe('boolean')
      expect(String(headers.vary)).toMatch(/Accept/)
      expect(String(headers.vary)).toMatch(/Origin/)
    }
  })

  it('says where a list ends: hasMore false on the last page, with no empty page to ask for', async () => {
    const all = (await getJson<NewsItem[]>(server.app, '/kratos/v1/column/list?columnId=701&pageSize=40')).body.data
    expect(all.length).toBeGreaterThan(10)
    const pages = Math.ceil(all.length / 10)
    const last = (await getJson<StoryPage>(server.app, `/kratos/v1/column/list?columnId=701&page=${pages}`, v(2))).body.data
    expect([last.hasMore, last.page, last.list.length]).toEqual([false, pages, all.length - (pages - 1) * 10])
    expect((await getJson<StoryPage>(server.app, `/kratos/v1/column/list?columnId=701&page=${pages - 1}`, v(2))).body.data.hasMore).toBe(true)
  })

  it('keeps each version apart in the public cache', async () => {
    const url = '/v1/news/getHotLists?page=1'
    const a = (await getJson<unknown>(server.app, url)).body.data
    const b = (await getJson<unknown>(server.app, url, v(2))).body.data
    const c = (await getJson<unknown>(server.app, url)).body.data
    expect([Array.isArray(a), Array.isArray(b), Array.isArray(c)]).toEqual([true, false, true])
  })
})

it('answers everything else alike, and refuses a version it does not speak', async () => {
  const one = (await getJson(server.app, '/kratos/v1/channel/list?channelId=1')).body
  expect((await getJson(server.app, '/kratos/v1/channel/list?channelId=1', v(3))).body).toEqual(one)
  expect((await getJson(server.app, '/kratos/v1/channel/list?channelId=1', { accept: 'application/json' })).body).toEqual(one)
  const refused = await getJson(server.app, '/kratos/v1/channel/list?channelId=1', v(9))
  expect([refused.status, refused.body]).toEqual([406, { statusCode: 406, message: '不支持的接口版本：v9', data: null }])
})
