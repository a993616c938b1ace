// The e-paper: editions by date, pages with article blocks, articles.
import type { EpaperArticle, EpaperDates, EpaperEdition } from '../../types/api/epaper'
import { createTestServer, getJson, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

it('lists the last 7 days of each paper, newest first', async () => {
  const { body } = await getJson<EpaperDates>(server.app, '/v1/epaper/dates?paper=cqcb')
  expect(body.data.name).toBe('重庆晨报')
  expect(body.data.dates).toHaveLength(7)
  expect(body.data.dates).toEqual([...body.data.dates].sort().reverse())
  expect((await getJson<EpaperDates>(server.app, '/v1/epaper/dates?paper=cqwb')).body.data.name).toBe('重庆晚报')
})

it('gives an edition: pages, page images and the blocks of their articles', async () => {
  const { body: dates } = await getJson<EpaperDates>(server.app, '/v1/epaper/dates?paper=cqcb')
  const { body } = await getJson<EpaperEdition>(server.app, `/v1/epaper/edition?paper=cqcb&date=${dates.data.dates[2]}`)
  expect(body.data.date).toBe(dates.data.dates[2])
  expect(body.data.pages.map(p => p.name)).toEqual([
    '第01版 要闻', '第02版 要闻', '第03版 重庆新闻', '第04版 重庆新闻', '第05版 区县', '第06版 财经', '第07版 文体', '第08版 副刊',
  ])
  for (const page of body.data.pages) {
    expect(page.image).toMatch(/\/media\/images\/epaper-\d+\.jpg$/)
    expect(page.articles.length).toBeGreaterThanOrEqual(2)
    for (const { area: [l, t, w, h] } of page.articles) {
      expect(l >= 0 && t >= 0 && w > 0 && h > 0 && l + w <= 100 && t + h <= 100).toBe(true)
    }
  }
})

it('gives the newest edition without a date', async () => {
  const { body: dates } = await getJson<EpaperDates>(server.app, '/v1/epaper/dates?paper=cqwb')
  const { body } = await getJson<EpaperEdition>(server.app, '/v1/epaper/edition?paper=cqwb')
  expect(body.data.date).toBe(dates.data.dates[0])
  expect(body.data.pages).toHaveLength(4)
})

it('gives an article with its page', async () => {
  const { body: ed } = await getJson<EpaperEdition>(server.app, '/v1/epaper/edition?paper=cqcb')
  const ref = ed.data.pages[4].articles[0]
  const { body } = await getJson<EpaperArticle>(server.app, `/v1/epaper/article?id=${ref.id}`)
  expect(body.data.title).toBe(ref.title)
  expect(body.data.pageName).toBe('第05版 区县')
  expect(body.data.content).toMatch(/^<p>/)
  expect(body.data.author).toMatch(/^本报记者 /)
})

it.each([
  ['/v1/epaper/dates?paper=nyt', 404, '报纸不存在'],
  ['/v1/epaper/edition?paper=cqcb&date=1999-01-01', 404, '该日期没有报纸'],
  ['/v1/epaper/edition?paper=cqcb&date=yesterday', 400, '参数 date 格式不正确'],
  ['/v1/epaper/article?id=987654', 404, '文章不存在'],
])('%s → %i %s', async (url, status, message) => {
  const res = await getJson(server.app, url)
  expect(res.status).toBe(status)
  expect(res.body.message).toBe(message)
})
