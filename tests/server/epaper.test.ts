// The e-paper: editions by date, pages with article blocks, articles; and the newsroom putting an edition
// together and publishing it.
import type { EpaperArticle, EpaperDates, EpaperEdition } from '../../types/api/epaper'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import * as ERRORS from '../../types/errors'

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

describe('the newsroom puts an edition together (issue 29)', () => {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })

  it('a new day’s edition, its pages and articles, unseen by readers until published; refusals in the newsroom’s words; audited', async () => {
    const editor = await testReader(server, { role: 'editor' })
    const date = '2031-05-20'
    const made = await post(server.app, '/admin/v1/epaper/edition', { paper: 'cqwb', date }, editor.token)
    expect(made.body.message).toBe('已新建，加好版面后发布')
    const editionId = (made.body.data as { id: number }).id
    expect((await post(server.app, '/admin/v1/epaper/edition', { paper: 'cqwb', date }, editor.token)).body.message).toBe(ERRORS.editionExists)
    expect((await post(server.app, '/admin/v1/epaper/edition', { paper: 'cqwb', date: '2031-02-30' }, editor.token)).body.message).toBe(ERRORS.editionDateBad)
    const readerDates = async () => (await getJson<EpaperDates>(server.app, '/v1/epaper/dates?paper=cqwb')).body.data.dates
    expect(await readerDates()).not.toContain(date)
    expect((await post(server.app, '/admin/v1/epaper/edition/publish', { id: editionId, published: true }, editor.token)).body.message).toBe(ERRORS.epaperEmpty)

    const page = async (body: Record<string, unknown>) => post(server.app, '/admin/v1/epaper/page', { editionId, num: 1, name: '要闻', image: '/media/images/epaper-3.jpg', ...body }, editor.token)
    const first = await page({})
    expect(first.body.message).toBe('版面已添加')
    const pageId = (first.body.data as { id: number }).id
    expect((await page({ name: '城事' })).body.message).toBe(ERRORS.epaperPageNumTaken(1))
    expect((await page({ num: 0 })).body.message).toBe(ERRORS.epaperPageNumBad(40))
    expect((await page({ num: 2, name: ' ' })).body.message).toBe(ERRORS.epaperPageNameBad(10))
    expect((await page({ num: 2, image: '' })).body.message).toBe(ERRORS.epaperPageImageMissing)
    expect((await page({ num: 2, image: 'https://evil.example/p.jpg' })).body.message).toBe(ERRORS.storyMediaBad)
    expect((await page({ num: 2, name: '城事' })).body.message).toBe('版面已添加')

    const article = async (body: Record<string, unknown>) => post(server.app, '/admin/v1/epaper/article', {
      pageId, title: '  嘉陵江畔新公园开园 ', subtitle: '市民可免费入园', author: '本报记者 王敏', content: '<p>今天上午，公园开园。</p><script>alert(1)</script>', area: [5, 10, 45.5, 30], ...body,
    }, editor.token)
    const added = await article({})
    expect(added.body.message).toBe('文章已添加')
    const articleId = (added.body.data as { id: number }).id
    expect(added.body.data).toMatchObject({ title: '嘉陵江畔新公园开园', content: '<p>今天上午，公园开园。</p>', area: [5, 10, 45.5, 30] })
    for (const [change, message] of [
      [{ title: '' }, ERRORS.epaperArticleTitleBad(60)],
      [{ content: '<p> </p>' }, ERRORS.epaperArticleEmpty],
      [{ area: [60, 0, 50, 10] }, ERRORS.epaperAreaBad],
      [{ area: [0, 0, 0, 10] }, ERRORS.epaperAreaBad],
      [{ area: [1, 2, 3] }, ERRORS.epaperAreaBad],
      [{ author: '记'.repeat(31) }, ERRORS.epaperArticleFieldTooLong(30)],
    ] as [Record<string, unknown>, string][]) {
      expect([change, (await article({ id: articleId, ...change })).body.message]).toEqual([change, message])
    }
    expect((await article({ id: articleId, title: '新公园开园' })).body.message).toBe('已保存')

    // published: the readers' edition, its page and article
    expect((await post(server.app, '/admin/v1/epaper/edition/publish', { id: editionId, published: true }, editor.token)).body.message).toBe('已发布')
    expect(await readerDates()).toContain(date)
    const shown = (await getJson<EpaperEdition>(server.app, `/v1/epaper/edition?paper=cqwb&date=${date}`)).body.data
    expect(shown.pages.map(p => [p.name, p.articles.map(a => [a.title, a.area])])).toEqual([['第01版 要闻', [['新公园开园', [5, 10, 45.5, 30]]]], ['第02版 城事', []]])
    expect((await getJson<EpaperArticle>(server.app, `/v1/epaper/article?id=${articleId}`)).body.data.pageName).toBe('第01版 要闻')

    // taken back: gone from readers, the article too
    expect((await post(server.app, '/admin/v1/epaper/edition/publish', { id: editionId, published: false }, editor.token)).body.message).toBe('已撤回')
    expect(await readerDates()).not.toContain(date)
    expect((await getJson(server.app, `/v1/epaper/article?id=${articleId}`)).status).toBe(404)

    // a page removed takes its articles with it
    expect((await post(server.app, '/admin/v1/epaper/page/delete', { id: pageId }, editor.token)).body.message).toBe('版面已删除')
    const left = (await getJson<{ pages: { num: number }[] }>(server.app, `/admin/v1/epaper/edition?id=${editionId}`, auth(editor.token))).body.data
    expect(left.pages.map(p => p.num)).toEqual([2])
    expect(await server.database.db.selectFrom('epaper_articles').select('id').where('id', '=', articleId).execute()).toEqual([])
    const list = (await getJson<{ items: { date: string; published: boolean; pages: number }[] }>(server.app, '/admin/v1/epaper?paper=cqwb', auth(editor.token))).body.data.items
    expect(list[0]).toMatchObject({ date, published: false, pages: 1 })

    const admin = await testReader(server, { role: 'admin' })
    const log = (await getJson<{ items: { action: string }[] }>(server.app, `/admin/v1/audit?actorId=${editor.id}`, auth(admin.token))).body.data.items
    expect(log.map(i => i.action)).toEqual(['epaper-page-delete', 'epaper-unpublish', 'epaper-publish', 'epaper-article-edit', 'epaper-article-add', 'epaper-page-add', 'epaper-page-add', 'epaper-edition-add'])
  })

  it('only editors and administrators', async () => {
    for (const role of ['moderator', undefined] as const) {
      const someone = await testReader(server, role ? { role } : {})
      expect((await getJson(server.app, '/admin/v1/epaper?paper=cqcb', auth(someone.token))).status).toBe(403)
      expect((await post(server.app, '/admin/v1/epaper/edition', { paper: 'cqcb', date: '2031-06-01' }, someone.token)).status).toBe(403)
    }
  })
})
