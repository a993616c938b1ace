// 上游号 (provider accounts).
import type { ProviderAccount, ProviderNewsItem } from '../../types/api/provider-account'
import { createTestServer, getJson, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

it('recommends provider accounts with their article counts', async () => {
  const { body } = await getJson<ProviderAccount[]>(server.app, '/api/SYAccount/getRecommendList')
  expect(body.data.length).toBe(6)
  expect(body.data[0]).toEqual(expect.objectContaining({ name: '重庆发布', articleNum: 6, fansNum: expect.any(Number) }))
  expect(body.data[0].avatar).toMatch(/\/media\/images\/avatar-\d+\.png$/)
})

it('shows one provider account', async () => {
  const { body } = await getJson<ProviderAccount>(server.app, '/api/SYAccount/getInfo?id=2')
  expect(body.data.name).toBe('重庆交巡警')
  expect(body.data.classId).toBe(1302)
  expect((await getJson<ProviderAccount>(server.app, '/api/SYAccount/getInfo?classId=1302')).body.data.name).toBe('重庆交巡警')
  expect((await getJson(server.app, '/api/SYAccount/getInfo?id=99')).body.message).toBe('上游号不存在')
  expect((await getJson(server.app, '/api/SYAccount/getInfo')).body).toEqual({ statusCode: 400, message: '缺少参数 id', data: null })
})

it('pages the feed of every provider’s stories with their publisher', async () => {
  const all: ProviderNewsItem[] = []
  for (let page = 1; ; page++) {
    const { body } = await getJson<ProviderNewsItem[]>(server.app, `/api/SYAccount/getHeadPage?page=${page}`)
    if (body.data.length === 0) break
    all.push(...body.data)
  }
  expect(all.length).toBe(8 * 6)
  expect(all.every(n => n.provider && n.provider.name.length > 0)).toBe(true)
  const times = all.map(n => n.publishTime)
  expect(times).toEqual([...times].sort().reverse())
})
