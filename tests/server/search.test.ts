// Search over the full-text index: Chinese words of any length, hot words, paging, bad input.
import type { NewsItem } from '../../types/api/news'
import { createTestServer, getJson, type TestServer } from './helpers'
import { SearchService, SHORT_WORD_SCAN } from '../../server/src/services/search'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const search = (kw: string, page = 1) =>
  getJson<NewsItem[]>(server.app, `/kratos/v1/search/home?keyword=${encodeURIComponent(kw)}&page=${page}&pageSize=40`)

it('finds stories by a Chinese phrase in the title, title matches first', async () => {
  const { status, body } = await search('重庆马拉松')
  expect(status).toBe(200)
  expect(body.data.length).toBeGreaterThan(0)
  const inTitle = body.data.map(n => n.title.includes('重庆马拉松'))
  expect(inTitle[0]).toBe(true)
  // once the title matches stop, none follow
  expect(inTitle.indexOf(false) === -1 || inTitle.slice(inTitle.indexOf(false)).every(x => !x)).toBe(true)
})

it('finds words in the body text, not only titles', async () => {
  const { body } = await search('双城经济圈')
  expect(body.data.length).toBeGreaterThan(0)
  const rows = await server.database.db.selectFrom('news').select(['id']).where('plain_text', 'like', '%双城经济圈%')
    .where('status', '=', 1).where('show_type', 'not in', [8, 9]).where('data_type', '!=', 5).execute()
  expect(body.data.length).toBe(Math.min(40, rows.length))
})

it('finds two-character words (shorter than a trigram)', async () => {
  const { body } = await search('火锅')
  const rows = await server.database.db.selectFrom('news').select(['id']).where(eb => eb.or([eb('title', 'like', '%火锅%'), eb('plain_text', 'like', '%火锅%')]))
    .where('status', '=', 1).where('show_type', 'not in', [8, 9]).where('data_type', '!=', 5).execute()
  expect(rows.length).toBeGreaterThan(0)
  expect(body.data.map(n => n.id).sort()).toEqual(rows.map(r => r.id).sort())
})

it('gives results for every hot word', async () => {
  const words = await getJson<{ id: number; title: string }[]>(server.app, '/v1/news/getNewsHotWord')
  expect(words.body.data.length).toBe(10)
  for (const w of words.body.data) expect((await search(w.title)).body.data.length).toBeGreaterThan(0)
})

it('answers a search without matches with an empty list', async () => {
  const { status, body } = await search('量子纠缠火星基地')
  expect(status).toBe(200)
  expect(body.data).toEqual([])
})

it('treats quotes and wildcards as text', async () => {
  expect((await search('"重庆" OR *')).status).toBe(200)
  expect((await search('100%')).body.data).toEqual([])
})

it('ends paging with an empty page', async () => {
  const first = await getJson<NewsItem[]>(server.app, `/kratos/v1/search/home?keyword=${encodeURIComponent('重庆')}&page=1`)
  expect(first.body.data).toHaveLength(10)
  const far = await getJson<NewsItem[]>(server.app, `/kratos/v1/search/home?keyword=${encodeURIComponent('重庆')}&page=20&pageSize=40`)
  expect(far.body.data).toEqual([])
})

it('answers no deeper than page 20 (the cost of a search is capped)', async () => {
  const deep = await getJson(server.app, `/kratos/v1/search/home?keyword=${encodeURIComponent('重庆')}&page=21`)
  expect(deep.status).toBe(400)
  expect(deep.body).toEqual({ statusCode: 400, message: '参数 page 不能大于 20', data: null })
})

it('looks for a one- or two-character word among the newest stories only (2,000 by default)', async () => {
  const db = server.database.db
  const listed = () => db.selectFrom('news').select('id').where('status', '=', 1).where('show_type', 'not in', [8, 9]).where('data_type', '!=', 5)
  const newest = await listed().orderBy('publish_time', 'desc').limit(1).executeTakeFirstOrThrow()
  const oldest = await listed().orderBy('publish_time', 'asc').limit(1).executeTakeFirstOrThrow()
  for (const { id } of [newest, oldest]) await db.updateTable('news').set({ title: '鳢鲂专题报道', plain_text: '鳢鲂' }).where('id', '=', id).execute()
  const found = async (scan?: number) => (await new SearchService(db, server.database.dialect, scan).search('鳢鲂', 0, 10)).items.map(n => n.id).sort()
  expect(await found()).toEqual([newest.id, oldest.id].sort())
  expect(await found(50)).toEqual([newest.id])
  expect(SHORT_WORD_SCAN).toBe(2000)
})
