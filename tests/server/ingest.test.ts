// Ingest (issue 29): the paper's CMS feeds (RSS, Atom, JSON Feed) polled into stories — drafts or published
// per feed, each item once, the original linked, the feed's errors kept for the newsroom; only editors.
import http from 'http'
import type { AddressInfo } from 'net'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { httpFeedFetcher } from '../../server/src/services/ingest'
import type { FeedView, StoryView } from '../../types/api/admin'
import * as ERRORS from '../../types/errors'

let server: TestServer
let feeds: http.Server
let base = ''
/** what the feed server answers at each path: [status, content type, body] */
const answers = new Map<string, [number, string, string]>()
beforeAll(async () => {
  server = await createTestServer()
  feeds = http.createServer((req, res) => {
    const [status, type, body] = answers.get(req.url ?? '') ?? [404, 'text/plain', 'not here']
    res.writeHead(status, { 'content-type': type, ...(status === 302 ? { location: 'http://127.0.0.1:1/' } : {}) }).end(body)
  })
  await new Promise<void>(r => feeds.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise(r => feeds.close(r))
  await server.close()
})

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const column = async () => (await db().selectFrom('columns').select('id').where('kind', '=', 'news').where('channel_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id

const rss = (items: { guid: string; title: string; html?: string }[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>重庆日报</title>
${items.map((i, n) => `<item><title>${i.title}</title><link>https://cms.example.cn/a/${i.guid}.html</link><guid isPermaLink="false">${i.guid}</guid>
<description>&lt;p&gt;摘要${n}：${i.title}&lt;/p&gt;</description><pubDate>Fri, 27 Nov 2026 0${n}:00:00 +0800</pubDate>
${i.html ? `<content:encoded><![CDATA[${i.html}]]></content:encoded>` : ''}</item>`).join('\n')}
</channel></rss>`

it('brings an RSS feed in as drafts, each item once, with its summary, body, source and the original linked', async () => {
  const editor = await testReader(server, { role: 'editor' })
  answers.set('/rss', [200, 'application/rss+xml', rss([
    { guid: 'a1', title: '市政府常务会议研究部署冬季供暖', html: '<p>会议指出，要保障群众温暖过冬。</p><script>alert(1)</script>' },
    { guid: 'a2', title: '两江新区新增三条公交线路' },
  ])])
  const saved = await post(server.app, '/admin/v1/feeds/save', { name: '重庆日报 CMS', url: `${base}/rss`, columnId: await column(), channelIds: [1], publish: false, intervalMin: 15 }, editor.token)
  expect(saved.body).toMatchObject({ statusCode: 200, message: '已保存' })
  const id = saved.body.data.id as number
  const polled = await post(server.app, '/admin/v1/feeds/poll', { id }, editor.token)
  expect(polled.body).toMatchObject({ message: '抓取完成，新增 2 篇', data: { added: 2, error: '' } })
  const items = await db().selectFrom('feed_items').select(['guid', 'news_id']).where('feed_id', '=', id).orderBy('guid').execute()
  expect(items.map(i => i.guid)).toEqual(['a1', 'a2'])
  const first = (await getJson<StoryView>(server.app, `/admin/v1/stories/detail?id=${items[0].news_id}`, auth(editor.token))).body.data
  expect(first).toMatchObject({ state: 'draft', title: '市政府常务会议研究部署冬季供暖', revisions: [{ revision: 1, note: '来自稿源「重庆日报 CMS」' }] })
  expect(first.fields).toMatchObject({ summary: '摘要0：市政府常务会议研究部署冬季供暖', source: '重庆日报 CMS', channelIds: [1] })
  expect(first.fields.body).toBe('<p>会议指出，要保障群众温暖过冬。</p><p><a href="https://cms.example.cn/a/a1.html">阅读原文</a></p>')
  const second = (await getJson<StoryView>(server.app, `/admin/v1/stories/detail?id=${items[1].news_id}`, auth(editor.token))).body.data
  expect(second.fields.body).toBe('<p>摘要1：两江新区新增三条公交线路</p><p><a href="https://cms.example.cn/a/a2.html">阅读原文</a></p>')
  // drafts: not on the site
  expect((await server.app.inject({ method: 'GET', url: `/kratos/v1/detail?newsId=${items[0].news_id}` })).statusCode).toBe(404)

  // again: nothing new; a third item: only it
  expect((await post(server.app, '/admin/v1/feeds/poll', { id }, editor.token)).body.data).toEqual({ added: 0, error: '' })
  answers.set('/rss', [200, 'application/rss+xml', rss([{ guid: 'a1', title: '市政府常务会议研究部署冬季供暖' }, { guid: 'a2', title: '两江新区新增三条公交线路' }, { guid: 'a3', title: '长江索道夜游延长至十点' }])])
  expect((await post(server.app, '/admin/v1/feeds/poll', { id }, editor.token)).body.data).toEqual({ added: 1, error: '' })
  const list = (await getJson<FeedView[]>(server.app, '/admin/v1/feeds', auth(editor.token))).body.data
  expect(list.find(f => f.id === id)).toMatchObject({ added: 3, error: '', publish: false, enabled: true, intervalMin: 15 })
})

it('publishes an Atom or JSON feed’s items at once when the feed says so: on the home', async () => {
  const editor = await testReader(server, { role: 'editor' })
  answers.set('/atom', [200, 'application/atom+xml', `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
    <entry><id>urn:x:1</id><title type="text">渝中区老旧小区改造开工</title><link rel="alternate" href="https://cms.example.cn/b/1"/><updated>2026-11-27T08:00:00+08:00</updated><content type="html">&lt;p&gt;今年改造三十个小区。&lt;/p&gt;</content></entry></feed>`])
  answers.set('/json', [200, 'application/feed+json', JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'x', items: [{ id: 'j1', url: 'https://cms.example.cn/c/1', title: '重庆马拉松报名开启', content_text: '第一段\n第二段', date_published: '2026-11-27T09:00:00+08:00' }] })])
  for (const [path, title, body] of [['/atom', '渝中区老旧小区改造开工', '<p>今年改造三十个小区。</p>'], ['/json', '重庆马拉松报名开启', '<p>第一段</p><p>第二段</p>']]) {
    const id = (await post(server.app, '/admin/v1/feeds/save', { name: `稿源${path}`, url: `${base}${path}`, columnId: await column(), channelIds: [1], publish: true }, editor.token)).body.data.id
    expect((await post(server.app, '/admin/v1/feeds/poll', { id }, editor.token)).body.data).toEqual({ added: 1, error: '' })
    const row = await db().selectFrom('news').select(['id', 'state', 'status', 'content']).where('title', '=', title).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ state: 'published', status: 1 })
    expect(row.content.startsWith(body)).toBe(true)
    const home = await getJson<unknown>(server.app, '/kratos/v1/channel/home?channelId=1&page=1&pageSize=30')
    expect(JSON.stringify(home.body.data)).toContain(title)
  }
})

it('keeps the feed’s problem for the newsroom: an error answer, a redirect, not a feed, items that cannot be made', async () => {
  const editor = await testReader(server, { role: 'editor' })
  answers.set('/broken', [500, 'text/plain', 'oops'])
  answers.set('/moved', [302, 'text/plain', ''])
  answers.set('/html', [200, 'text/html', '<html><body>首页</body></html>'])
  answers.set('/untitled', [200, 'application/rss+xml', rss([{ guid: 'u1', title: '' }, { guid: 'u2', title: '有标题的稿件' }])])
  const cases: [string, string, number][] = [
    ['/broken', ERRORS.feedFetchFailed(500), 0], ['/moved', ERRORS.feedFetchFailed(302), 0], ['/html', ERRORS.feedUnreadable('不是 RSS、Atom 或 JSON Feed'), 0],
    ['/untitled', ERRORS.feedItemsSkipped(1, ERRORS.storyTitleEmpty), 1],
  ]
  for (const [path, error, added] of cases) {
    const id = (await post(server.app, '/admin/v1/feeds/save', { name: `错误${path}`, url: `${base}${path}`, columnId: await column() }, editor.token)).body.data.id
    const polled = await post(server.app, '/admin/v1/feeds/poll', { id }, editor.token)
    expect(polled.body).toMatchObject({ statusCode: 200, message: error, data: { added, error } })
    expect((await getJson<FeedView[]>(server.app, '/admin/v1/feeds', auth(editor.token))).body.data.find(f => f.id === id)?.error).toBe(error)
  }
  // a fetcher for production refuses this machine's and private networks' addresses
  expect(await httpFeedFetcher(false)(`${base}/rss`)).toEqual({ error: ERRORS.feedPrivateAddress })
  expect(await httpFeedFetcher(false)('http://10.1.2.3/feed')).toEqual({ error: ERRORS.feedPrivateAddress })
  // bad settings, in the newsroom's words
  const refused = async (body: Record<string, unknown>) => (await post(server.app, '/admin/v1/feeds/save', { name: '稿源', url: `${base}/rss`, columnId: await column(), ...body }, editor.token)).body.message
  expect(await refused({ name: ' ' })).toBe(ERRORS.feedNameBad)
  expect(await refused({ url: 'ftp://x/feed' })).toBe(ERRORS.feedUrlBad)
  expect(await refused({ intervalMin: 1 })).toBe(ERRORS.feedIntervalBad)
  expect(await refused({ channelIds: [987654] })).toBe(ERRORS.channelGone)
})

it('polls only the feeds whose time has come; only editors and administrators manage feeds', async () => {
  const editor = await testReader(server, { role: 'editor' })
  answers.set('/due', [200, 'application/rss+xml', rss([{ guid: 'd1', title: '定时抓取的稿件' }])])
  const id = (await post(server.app, '/admin/v1/feeds/save', { name: '定时稿源', url: `${base}/due`, columnId: await column(), intervalMin: 30 }, editor.token)).body.data.id
  const now = Date.now()
  expect((await server.app.services.ingest.pollDue(now)).find(r => r.id === id)).toEqual({ id, added: 1, error: '' })
  expect((await server.app.services.ingest.pollDue(now + 10 * 60_000)).find(r => r.id === id)).toBeUndefined()
  expect((await server.app.services.ingest.pollDue(now + 31 * 60_000)).find(r => r.id === id)).toEqual({ id, added: 0, error: '' })
  const moderator = await testReader(server, { role: 'moderator' })
  const reader = await testReader(server)
  for (const token of [moderator.token, reader.token]) {
    expect((await server.app.inject({ method: 'GET', url: '/admin/v1/feeds', headers: auth(token) })).statusCode).toBe(403)
    expect((await post(server.app, '/admin/v1/feeds/poll', { id }, token)).status).toBe(403)
    expect((await post(server.app, '/admin/v1/feeds/delete', { id }, token)).status).toBe(403)
  }
  const admin = await testReader(server, { role: 'admin' })
  expect((await post(server.app, '/admin/v1/feeds/delete', { id }, admin.token)).body.message).toBe('已删除')
  const log = (await getJson<{ items: { action: string }[] }>(server.app, `/admin/v1/audit?kind=feed&refId=${id}`, auth(admin.token))).body.data.items
  expect(log.map(i => i.action)).toEqual(['feed-delete', 'feed-add'])
})
