// 帮帮's home and search: the tab's newest 问政 and hot 问答 in one call, both kinds searched at once or
// one paged, and the hot words: counted once per address and day, only when something was found and
// only clean words.
import type { BangHome, BangHotWord, BangSearchResult, BangServiceGroup } from '../../types/api/bangbang'
import { createTestServer, getJson, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const get = async <T>(url: string, remoteAddress = '127.0.0.1') => {
  const res = await server.app.inject({ method: 'GET', url, remoteAddress })
  return res.json() as { statusCode: number; data: T }
}
const search = (keyword: string, extra = '', ip?: string) => get<BangSearchResult>(`/v1/bangbang/home/search?keyword=${encodeURIComponent(keyword)}${extra}`, ip)
const hot = async () => (await getJson<BangHotWord[]>(server.app, '/v1/bangbang/home/hotsearch')).body.data

it('gives the tab the newest 问政 and today’s hot 问答 in one call', async () => {
  const home = (await getJson<BangHome>(server.app, '/v1/bangbang/home')).body.data
  expect(home.politics).toHaveLength(3)
  expect(home.qa).toHaveLength(3)
  expect(home.politics.map(p => p.time)).toEqual([...home.politics.map(p => p.time)].sort().reverse())
})

it('searches both kinds at once, or pages one', async () => {
  const both = (await search('轨道')).data
  expect(both.politics.map(p => p.title)).toContain('轨道交通18号线什么时候开通？')
  const byDepartment = (await search('市教委')).data
  expect(byDepartment.politics.map(p => p.department.name)).toEqual(['市教委'])
  const qa = (await search('物业费', '&type=qa')).data
  expect([qa.politics, qa.qa.map(q => q.question)]).toEqual([[], ['物业费涨价没有开业主大会，业主可以拒交吗？']])
  expect((await search('   ')).data).toEqual({ politics: [], qa: [] })
  expect((await getJson(server.app, '/v1/bangbang/home/search?keyword=x&type=news')).status).toBe(400)
})

it('counts a search towards the hot words once per address and day, when it found something and the word is clean', async () => {
  const before = await hot()
  expect(before.map(w => w.title).slice(0, 3)).toEqual(['物业费', '入学材料', '停车'])
  for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.3', '10.0.0.3']) await search('疫苗', '', ip)
  const after = await hot()
  const rank = (list: BangHotWord[], w: string) => list.findIndex(x => x.title === w)
  expect(rank(after, '疫苗')).toBeGreaterThanOrEqual(0)
  const rows = await server.database.db.selectFrom('bang_search_words').select('hits').where('word', '=', '疫苗').execute()
  expect(rows.reduce((n, r) => n + r.hits, 0)).toBe(3)
  // nothing found, or a word the list refuses: not counted
  await search('火星移民', '', '10.0.0.4')
  await search('赌博网站', '', '10.0.0.5')
  const words = (await hot()).map(w => w.title)
  expect(words).not.toContain('火星移民')
  expect(words).not.toContain('赌博网站')
  expect(after.map(w => w.id)).toEqual(after.map((_, i) => i + 1))
})

it('lists the public services by category: numbers to call or copy, and the offices’ online services', async () => {
  const res = await getJson<BangServiceGroup[]>(server.app, '/v1/bangbang/service/getService')
  expect(res.headers['cache-control']).toBe('public, max-age=300')
  const groups = res.body.data
  expect(groups.map(g => g.category)).toEqual(['政务热线', '办事服务', '新闻爆料'])
  expect(groups[0].items[0]).toEqual({ id: expect.any(Number), title: '市民服务热线', intro: expect.any(String), kind: 'phone', value: '12345' })
  expect(groups[1].items.every(i => i.kind === 'link' && i.value.startsWith('https://'))).toBe(true)
})

it('finds the stories related to a question, and journalists and experts by name or job', async () => {
  const q = await server.database.db.selectFrom('politics_questions').select(['id', 'title']).where('title', '=', '轨道交通18号线什么时候开通？').executeTakeFirstOrThrow()
  const related = (await getJson<{ id: number; title: string }[]>(server.app, `/v1/bangbang/news/getRelativeLists?classid=1&id=${q.id}`)).body.data
  expect(related.length).toBeLessThanOrEqual(5)
  const grams = (s: string) => new Set([...s].slice(0, -1).map((c, i) => c + [...s][i + 1]))
  const asked = grams(q.title)
  for (const n of related) expect([...grams(n.title)].filter(g => asked.has(g)).length).toBeGreaterThanOrEqual(2)
  expect((await getJson(server.app, '/v1/bangbang/news/getRelativeLists?classid=1&id=999999')).status).toBe(404)
  const byName = (await getJson<{ username: string }[]>(server.app, `/v1/bangbang/member/top/search?keyword=${encodeURIComponent('王')}`)).body.data
  expect(byName.map(m => m.username)).toEqual(['王敏'])
  const byJob = (await getJson<{ username: string }[]>(server.app, `/v1/bangbang/member/top/search?keyword=${encodeURIComponent('律师事务所')}`)).body.data
  expect(byJob.map(m => m.username)).toEqual(['刘律师'])
  expect((await getJson<unknown[]>(server.app, '/v1/bangbang/member/top/search?keyword=%25')).body.data).toEqual([])
})
