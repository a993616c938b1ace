// A visitor's H5 page is built once and kept (issue 31, http/page-cache.ts): answered from memory, off the
// wire, with an ETag and the coding the browser asks for, until something it shows changes — a comment, a
// takedown, any committed write to a table it was built from (db/changes.ts), here or on another instance.
import fs from 'fs'
import os from 'os'
import path from 'path'
import http, { type IncomingHttpHeaders } from 'http'
import { brotliDecompressSync } from 'zlib'
import type { AddressInfo } from 'net'
import { createTestServer, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { viewCounter } from '../../server/src/services/views'
import { BOOT_ELEMENT_ID } from '../../types/api/boot'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-page-cache-'))
fs.mkdirSync(path.join(dir, 'js'))
// a built script and the brotli copy the build made of it (config/precompress.ts), marked to be told apart
const SCRIPT = `console.log(${JSON.stringify('z'.repeat(3000))})`
fs.writeFileSync(path.join(dir, 'js', 'app.12345678.js'), SCRIPT)
fs.writeFileSync(path.join(dir, 'js', 'app.12345678.js.br'), 'the build’s brotli copy')
fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>上游新闻</title></head><body><div id="app"></div><script defer="defer" src="/shangyou_news/js/app.12345678.js"></script></body></html>')

let server: TestServer
let port = 0
beforeAll(async () => {
  server = await createTestServer({ settings: { h5Dir: dir } })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  port = (server.app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const NATIVE_APP = `${BROWSER} ShangyouNews/6.2.0 udid/abc123`

/** a page asked for over a real connection, as a phone's browser asks (the page cache answers off the wire) */
const get = (url: string, headers: Record<string, string> = {}) => new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer; html: string }>((resolve, reject) => {
  http.get({ host: '127.0.0.1', port, path: url, headers: { accept: 'text/html', 'user-agent': BROWSER, ...headers }, agent: false }, res => {
    const parts: Buffer[] = []
    res.on('data', (c: Buffer) => parts.push(c))
    res.on('end', () => {
      const body = Buffer.concat(parts)
      const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString('utf8') : body.toString('utf8')
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body, html })
    })
  }).on('error', reject)
})

const boot = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]) as { responses: Record<string, { data: Record<string, unknown> }> }

async function story(): Promise<{ id: number; class_id: number; title: string }> {
  return server.database.db.selectFrom('news').select(['id', 'class_id', 'title'])
    .where('allow_pl', '=', 1).where('permission', '=', 0).where('data_type', '=', 3).where('status', '=', 1)
    .orderBy('id', 'desc').executeTakeFirstOrThrow()
}
const storyPage = (s: { id: number; class_id: number }) => `/shangyou_news/NewsDetail?classId=${s.class_id}&newsId=${s.id}`
const stats = () => ({ ...server.app.pageCache.stats })

describe('a visitor’s page', () => {
  it('is built once: the next request is answered off the wire with the same bytes, its ETag, brotli as asked, and 304 to its tag', async () => {
    const s = await story()
    const before = stats()
    const first = await get(storyPage(s))
    const again = await get(storyPage(s), { 'accept-encoding': 'br' })
    expect([first.status, again.status]).toEqual([200, 200])
    expect(stats().builds).toBe(before.builds + 1)
    expect(stats().wire).toBe(before.wire + 1)
    expect(again.headers['content-encoding']).toBe('br')
    expect(again.html).toBe(first.html)
    expect(first.html).toContain(s.title)
    expect(again.headers.etag).toBe(first.headers.etag)
    // browsers ask again each time; a CDN keeps it as this server does, and says what it shows
    expect(again.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=30$/)
    expect(String(again.headers['cache-tag']).split(' ')).toEqual(expect.arrayContaining(['table:news', `story:${s.id}`]))
    // the page's whole security policy, as the app's answer had it
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(again.headers['content-security-policy']).toContain("script-src 'self'")
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8')
    const current = await get(storyPage(s), { 'if-none-match': String(first.headers.etag) })
    expect(current.status).toBe(304)
    expect(current.body.length).toBe(0)
  })

  it('is the same for a signed-in reader (nothing personal is in it), and differs by the reader’s environment', async () => {
    const s = await story()
    const visitor = await get(storyPage(s))
    const r = await testReader(server)
    const reader = await get(storyPage(s), { authorization: `Bearer ${r.token}` })
    expect(reader.html).toBe(visitor.html)
    expect(visitor.headers.vary).toBe('Accept-Encoding, User-Agent')
    // the native app draws no promo bar of the site's: its page is its own
    const inApp = await get(storyPage(s), { 'user-agent': NATIVE_APP })
    expect(visitor.html).toContain('promo-bar')
    expect(inApp.html).not.toContain('promo-bar')
    expect((await get(storyPage(s), { 'user-agent': NATIVE_APP })).html).toBe(inApp.html)
  })

  it('counts the story’s reading at every serving, kept or not', async () => {
    const s = await story()
    await get(storyPage(s))
    const counted = viewCounter(server.database.db).unwritten(s.id)
    await get(storyPage(s))
    await get(storyPage(s))
    expect(viewCounter(server.database.db).unwritten(s.id)).toBe(counted + 2)
  })

  it('shows a comment on the next request, and a story taken down at once', async () => {
    const s = await story()
    const before = await get(storyPage(s))
    const count = (html: string) => boot(html).responses[`/v1/news/getDetails?classId=${s.class_id}&newsId=${s.id}`].data.commentCount as number
    const r = await testReader(server, { nickname: '缓存页读者' })
    expect((await post(server.app, '/v1/comment/store', { classId: s.class_id, newsId: s.id, sayText: '页面缓存也要马上更新' }, r.token)).body.message).toBe('评论成功')
    const after = await get(storyPage(s))
    expect(count(after.html)).toBe(count(before.html) + 1)
    expect(after.headers.etag).not.toBe(before.headers.etag)

    // taken down by the newsroom: the next request no longer draws it
    const editor = await testReader(server, { role: 'editor' })
    expect((await post(server.app, '/admin/v1/stories/act', { id: s.id, action: 'withdraw' }, editor.token)).body.message).toBe('已撤稿')
    const gone = await get(storyPage(s))
    expect(gone.html).not.toContain(`news-detail__title">${s.title}`)
  })

  it('is dropped by any committed write to a table it was built from, whichever service wrote it', async () => {
    const first = await get('/shangyou_news/home/1')
    // the tables it read, by their names (not the aliases its queries gave them)
    const tables = new Set((await server.database.db.introspection.getTables()).map(t => t.name))
    const read = String(first.headers['cache-tag']).split(' ').filter(t => t.startsWith('table:')).map(t => t.slice('table:'.length))
    expect(read).toEqual(expect.arrayContaining(['channels', 'news', 'banners']))
    expect(read.filter(t => !tables.has(t))).toEqual([])
    const built = stats().builds
    await get('/shangyou_news/home/1')
    expect(stats().builds).toBe(built)
    // a write no service of the pages' knows of: the channels' table
    await server.database.db.updateTable('channels').set(eb => ({ name: eb.ref('name') })).where('id', '=', 1).execute()
    await get('/shangyou_news/home/1')
    expect(stats().builds).toBe(built + 1)
  })

  it('is not kept when its building counted a reading in the database (each reading must count)', async () => {
    const q = await server.database.db.selectFrom('politics_questions').select(['id', 'read_num']).where('review', '=', 'shown').orderBy('id').executeTakeFirstOrThrow()
    const url = `/shangyou_news/BangBang/politics/detail?id=${q.id}`
    const hits = stats().hits
    await get(url)
    await get(url)
    expect(stats().hits).toBe(hits)
    const after = await server.database.db.selectFrom('politics_questions').select('read_num').where('id', '=', q.id).executeTakeFirstOrThrow()
    expect(after.read_num).toBe(q.read_num + 2)
    // a 问答 question's page, drawn from the question with its answers: a reading as well
    const qa = await server.database.db.selectFrom('qa_questions').select(['id', 'view_num']).where('review', '=', 'shown').orderBy('id').executeTakeFirstOrThrow()
    await get(`/shangyou_news/BangBang/QA/list?id=${qa.id}`)
    await get(`/shangyou_news/BangBang/QA/list?id=${qa.id}`)
    expect(stats().hits).toBe(hits)
    const read = await server.database.db.selectFrom('qa_questions').select('view_num').where('id', '=', qa.id).executeTakeFirstOrThrow()
    expect(read.view_num).toBe(qa.view_num + 2)
  })

  it('is not kept for an address the app does not have, nor for the newsroom’s preview', async () => {
    const missing = await get('/shangyou_news/NoSuchPage')
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-cache')
    const s = await story()
    const preview = await get(`${storyPage(s)}&preview=x`)
    expect(preview.headers['cache-control']).toBe('no-cache')
    // nor drawn from a visitor's answers: a picture story's preview is the app's to draw (the story as last saved)
    const pictures = await get(`/shangyou_news/PictureDetail?classId=101&newsId=10004&preview=x`)
    expect(pictures.status).toBe(200)
    expect(pictures.html).not.toContain('id="sy-first-paint"')
    expect((await get('/shangyou_news/PictureDetail?classId=101&newsId=10004')).html).toContain('id="sy-first-paint"')
  })
})

describe('the metrics', () => {
  it('count the pages answered from the cache, built, and kept now, and the files answered from memory', async () => {
    const s = await story()
    await get(storyPage(s))
    await get(storyPage(s))
    const text = (await server.app.inject({ url: '/metrics' })).body
    expect(text).toMatch(/page_cache_pages\{result="hit_wire"\} [1-9]/)
    expect(text).toMatch(/page_cache_pages\{result="built"\} [1-9]/)
    expect(text).toMatch(/page_cache_pages\{result="kept"\} [1-9]/)
    expect(text).toMatch(/static_files_answers \d+/)
  })
})

describe('the site’s built files', () => {
  it('are answered from memory off the wire: the build’s copy in the coding asked for, immutable, 304 to their tag', async () => {
    const hits = server.app.staticFiles.stats.hits
    const br = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/shangyou_news/js/app.12345678.js', headers: { 'accept-encoding': 'gzip, br' }, agent: false }, res => {
        const parts: Buffer[] = []
        res.on('data', (c: Buffer) => parts.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
      }).on('error', reject)
    })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.toString()).toBe('the build’s brotli copy')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    const plain = await get('/shangyou_news/js/app.12345678.js', { accept: '*/*' })
    expect(plain.html).toBe(SCRIPT)
    expect((await get('/shangyou_news/js/app.12345678.js', { 'if-none-match': String(br.headers.etag) })).status).toBe(304)
    expect(server.app.staticFiles.stats.hits).toBe(hits + 3)
  })
})

describe('the database’s changes (db/changes.ts)', () => {
  const told: string[][] = []
  beforeAll(() => server.database.changes.onChange(tables => told.push(tables)))
  const last = () => told[told.length - 1]

  it('tells a write once it has run, a transaction’s writes once it commits, and a rolled-back one never', async () => {
    const db = server.database.db
    told.length = 0
    await db.updateTable('channels').set(eb => ({ name: eb.ref('name') })).where('id', '=', 1).execute()
    expect(last()).toEqual(['channels'])
    told.length = 0
    await db.transaction().execute(async trx => {
      await trx.updateTable('columns').set(eb => ({ name: eb.ref('name') })).where('id', '=', 101).execute()
      // not yet: a page built now would read what was there before the commit
      expect(told).toEqual([])
    })
    expect(last()).toEqual(['columns'])
    told.length = 0
    await expect(db.transaction().execute(async trx => {
      await trx.updateTable('columns').set(eb => ({ name: eb.ref('name') })).where('id', '=', 101).execute()
      throw new Error('rolled back')
    })).rejects.toThrow('rolled back')
    expect(told).toEqual([])
  })

  it('does not take a reading counted for a change (a story’s views, a question’s reads)', async () => {
    told.length = 0
    await server.database.db.updateTable('news').set(eb => ({ pv: eb('pv', '+', 1) })).where('id', '=', 10005).execute()
    await server.database.db.updateTable('politics_questions').set(eb => ({ read_num: eb('read_num', '+', 1) })).where('id', '=', 1).execute()
    expect(told).toEqual([])
  })
})
