// Public answers (a visitor's lists, stories and comments) are built once and kept a few seconds with an
// ETag; a write that changes one drops it at once; a signed-in reader's answers are never shared; a
// story's readings are counted in memory and written in batches, cache hits included.
import type { CommentListData, Comment } from '../../types/api/interaction'
import type { NewsDetail } from '../../types/api/news'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { PublicCache, PUBLIC_MAX_AGE_S, STALE_WHILE_REVALIDATE_S } from '../../server/src/http/public-cache'
import { viewCounter } from '../../server/src/services/views'
import http, { type IncomingHttpHeaders } from 'http'
import type { AddressInfo } from 'net'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const reader = () => testReader(server, { nickname: '缓存读者' })
async function story(): Promise<{ id: number; class_id: number }> {
  return db().selectFrom('news').select(['id', 'class_id'])
    .where('allow_pl', '=', 1).where('permission', '=', 0).where('data_type', '=', 3).where('interact_num', '>=', 3)
    .orderBy('id', 'desc').executeTakeFirstOrThrow()
}
const detailUrl = (s: { id: number; class_id: number }) => `/v1/news/getDetails?classId=${s.class_id}&newsId=${s.id}`

describe('a visitor’s answers', () => {
  it('come with an ETag and a public Cache-Control, vary on Authorization, and a repeat with the tag gets 304', async () => {
    const s = await story()
    const first = await server.app.inject({ url: detailUrl(s), headers: { origin: 'https://m.cqcb.com' } })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toMatch(/^application\/json/)
    // a CDN in front keeps it as long, and may answer with it a while longer while it asks again
    expect(first.headers['cache-control']).toMatch(new RegExp(`^public, max-age=([1-9]|${PUBLIC_MAX_AGE_S}), s-maxage=\\1, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}$`))
    // what it shows, for a CDN to purge it by
    expect(String(first.headers['cache-tag']).split(' ')).toEqual(expect.arrayContaining([`story:${s.id}`, 'stories']))
    expect(String(first.headers.vary)).toMatch(/Origin/)
    expect(String(first.headers.vary)).toMatch(/Authorization/)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/)
    const again = await server.app.inject({ url: detailUrl(s), headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await server.app.inject({ url: detailUrl(s), headers: { 'if-none-match': '"something-else"' } })
    expect(other.statusCode).toBe(200)
    expect(other.body).toBe(first.body)
  })

  it('are built once for concurrent requests and kept: the same bytes until a write', async () => {
    const s = await story()
    const bodies = await Promise.all(Array.from({ length: 8 }, () => server.app.inject({ url: `/kratos/v1/channel/home?channelId=1&page=2` })))
    expect(new Set(bodies.map(b => b.body)).size).toBe(1)
    expect(new Set(bodies.map(b => b.headers.etag)).size).toBe(1)
    // an unknown parameter makes no new entry: validation drops it before the key is made
    const before = server.app.publicCache.size
    for (let i = 0; i < 5; i++) await server.app.inject({ url: `${detailUrl(s)}&junk${i}=${i}` })
    await server.app.inject({ url: detailUrl(s) })
    expect(server.app.publicCache.size).toBeLessThanOrEqual(before + 1)
  })

  it('show a like at once: liking a story drops its kept detail', async () => {
    const s = await story()
    const before = (await getJson<NewsDetail>(server.app, detailUrl(s))).body.data.doLikeNum
    const r = await reader()
    const liked = await post(server.app, '/v1/like/do', { classId: s.class_id, newsId: s.id, type: 1 }, r.token)
    expect(liked.body.statusCode).toBe(200)
    expect((await getJson<NewsDetail>(server.app, detailUrl(s))).body.data.doLikeNum).toBe(before + 1)
  })

  it('show a new comment, a deleted one and a comment’s like at once', async () => {
    const s = await story()
    const list = () => getJson<CommentListData>(server.app, `/v1/comment/getList?classId=0&newsId=${s.id}`)
    const count = async () => (await getJson<NewsDetail>(server.app, detailUrl(s))).body.data.commentCount
    const total = (await list()).body.data.total
    const shownCount = await count()
    const r = await reader()
    const made = await post(server.app, '/v1/comment/store', { classId: s.class_id, newsId: s.id, sayText: '缓存之后马上能看到' }, r.token)
    expect(made.body.statusCode).toBe(200)
    const mine = made.body.data as Comment
    let after = (await list()).body.data
    expect(after.total).toBe(total + 1)
    expect(after.list[0].id).toBe(mine.id)
    expect(await count()).toBe(shownCount + 1)

    const likes = after.list[0].zcNum
    const other = await reader()
    await post(server.app, '/v1/like/do', { classId: s.class_id, newsId: s.id, commentId: mine.id, type: 2 }, other.token)
    after = (await list()).body.data
    expect(after.list[0].zcNum).toBe(likes + 1)

    const gone = await post(server.app, '/v1/comment/deleteComment', { plId: mine.id }, r.token)
    expect(gone.body.statusCode).toBe(200)
    after = (await list()).body.data
    expect(after.total).toBe(total)
    expect(after.list.some(c => c.id === mine.id)).toBe(false)
    expect(await count()).toBe(shownCount)
  })

  it('are not kept when they fail', async () => {
    const gone = await server.app.inject({ url: '/v1/news/getDetails?newsId=99999' })
    expect(gone.statusCode).toBe(404)
    expect(gone.headers.etag).toBeUndefined()
  })
})

describe('a signed-in reader’s answers', () => {
  it('are their own: never the visitors’ kept answer, marked private', async () => {
    const s = await story()
    const r = await reader()
    await post(server.app, '/v1/like/do', { classId: s.class_id, newsId: s.id, type: 1 }, r.token)
    const visitor = await getJson<NewsDetail>(server.app, detailUrl(s))
    expect(visitor.body.data.isDoLike).toBe(0)
    const own = await getJson<NewsDetail>(server.app, detailUrl(s), auth(r.token))
    expect(own.body.data.isDoLike).toBe(1)
    expect(own.headers['cache-control']).toBe('private, no-cache')
    expect(own.headers.etag).toBeUndefined()
    // and the visitors' answer did not become the reader's
    expect((await getJson<NewsDetail>(server.app, detailUrl(s))).body.data.isDoLike).toBe(0)
  })
})

describe('readings', () => {
  it('count every answer of a story, kept ones included, written in one batch', async () => {
    const s = await story()
    const pv = async () => (await db().selectFrom('news').select('pv').where('id', '=', s.id).executeTakeFirstOrThrow()).pv
    await viewCounter(db()).flush()
    const before = await pv()
    for (let i = 0; i < 5; i++) expect((await server.app.inject({ url: detailUrl(s) })).statusCode).toBe(200)
    await server.app.inject({ url: `/kratos/v1/detail?newsId=${s.id}` })
    expect(viewCounter(db()).unwritten(s.id)).toBe(6)
    await viewCounter(db()).flush()
    expect(await pv()).toBe(before + 6)
    expect(viewCounter(db()).unwritten(s.id)).toBe(0)
  })

  it('show in a fresh answer: the count of readings includes this one', async () => {
    const s = await story()
    server.app.publicCache.clear()
    await viewCounter(db()).flush()
    const stored = (await db().selectFrom('news').select('pv').where('id', '=', s.id).executeTakeFirstOrThrow()).pv
    const shown = (await getJson<NewsDetail>(server.app, detailUrl(s))).body.data.onclick
    expect(shown).toBe(stored + 1)
  })
})

describe('a kept answer asked for again', () => {
  const listUrl = '/kratos/v1/channel/home?channelId=1&page=1'
  it('is answered before its route runs, with every header the route’s answer has', async () => {
    const first = await server.app.inject({ url: listUrl, headers: { origin: 'https://m.cqcb.com' } })
    const early = server.app.publicCache.stats.early
    const again = await server.app.inject({ url: listUrl, headers: { origin: 'https://m.cqcb.com' } })
    expect(server.app.publicCache.stats.early).toBe(early + 1)
    expect(again.body).toBe(first.body)
    for (const name of ['etag', 'content-type', 'vary', 'access-control-allow-origin', 'content-security-policy', 'x-content-type-options', 'cross-origin-resource-policy']) {
      expect([name, again.headers[name]]).toEqual([name, first.headers[name]])
    }
    expect(again.headers['x-request-id']).toMatch(/^[\w-]{36}$/)
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
  })

  it('is not answered early to a request with a token, nor for an address not seen before', async () => {
    const r = await reader()
    await server.app.inject({ url: listUrl })
    const early = server.app.publicCache.stats.early
    const own = await server.app.inject({ url: listUrl, headers: auth(r.token) })
    expect(own.headers['cache-control']).toBe('private, no-cache')
    // a token that is no session's goes the route's way too (which answers it as a visitor's)
    expect((await server.app.inject({ url: listUrl, headers: auth('not-a-token') })).statusCode).toBe(200)
    expect(server.app.publicCache.stats.early).toBe(early)
    // the same answer by another spelling: the route's own cache answers it, then it is known too
    const spelled = `${listUrl}&junk=1`
    expect((await server.app.inject({ url: spelled })).statusCode).toBe(200)
    expect(server.app.publicCache.stats.early).toBe(early)
    expect((await server.app.inject({ url: spelled })).statusCode).toBe(200)
    expect(server.app.publicCache.stats.early).toBe(early + 1)
  })

  it('is dropped by a write as the route’s was: a comment shows on the next request', async () => {
    const s = await story()
    const url = `/v1/comment/getList?classId=${s.class_id}&newsId=${s.id}`
    const total = (await getJson<CommentListData>(server.app, url)).body.data.total
    expect((await getJson<CommentListData>(server.app, url)).body.data.total).toBe(total)
    const r = await reader()
    expect((await post(server.app, '/v1/comment/store', { classId: s.class_id, newsId: s.id, sayText: '早答的缓存也要马上更新' }, r.token)).body.message).toBe('评论成功')
    expect((await getJson<CommentListData>(server.app, url)).body.data.total).toBe(total + 1)
  })

  it('is never answered early when it depends on more than its address (the home config for this machine)', async () => {
    await server.app.inject({ url: '/wap10.html' })
    const early = server.app.publicCache.stats.early
    const again = await server.app.inject({ url: '/wap10.html' })
    expect(again.statusCode).toBe(200)
    expect(server.app.publicCache.stats.early).toBe(early)
  })
})

describe('a kept answer off the wire', () => {
  // a real connection: inject() never reaches the HTTP server's listener
  let port = 0
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    port = (server.app.server.address() as AddressInfo).port
  })
  const wire = (url: string, headers: Record<string, string> = {}) => new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, res => {
      const parts: Buffer[] = []
      res.on('data', (c: Buffer) => parts.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
    }).on('error', reject)
  })
  const PER_REQUEST = ['date', 'x-request-id', 'cache-control', 'connection', 'keep-alive']
  const lasting = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([k]) => !PER_REQUEST.includes(k)))

  it('is answered before the app sees the request, with the app’s bytes and every header its answer had', async () => {
    const s = await story()
    for (const url of ['/kratos/v1/channel/home?channelId=1&page=2', detailUrl(s), `/v1/comment/getList?classId=${s.class_id}&newsId=${s.id}&page=1`]) {
      server.app.publicCache.clear()
      const { wire: before, early } = server.app.publicCache.stats
      const first = await wire(url)
      const again = await wire(url)
      const third = await wire(url, { 'x-request-id': 'balancer-7f3a' })
      expect([url, server.app.publicCache.stats.wire - before, server.app.publicCache.stats.early - early]).toEqual([url, 2, 2])
      expect([first.status, again.status, third.status]).toEqual([200, 200, 200])
      expect(again.body.equals(first.body)).toBe(true)
      expect(lasting(again.headers)).toEqual(lasting(first.headers))
      expect(again.headers['cache-control']).toMatch(/^public, max-age=(\d+), s-maxage=\1, stale-while-revalidate=\d+$/)
      expect(again.headers['x-request-id']).toMatch(/^[\w-]{36}$/)
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
      expect(third.headers['x-request-id']).toBe('balancer-7f3a')
      // compressed as the browser asks, and 304 to its tag, as the app answers them
      const app = await wire(url, { 'accept-encoding': 'gzip, deflate, br', origin: 'https://m.cqcb.com' })
      const br = await wire(url, { 'accept-encoding': 'gzip, deflate, br' })
      expect([app.headers['content-encoding'], br.headers['content-encoding']]).toEqual(['br', 'br'])
      expect(br.body.equals(app.body)).toBe(true)
      // (CORS's answer to an Origin names it; without one, the rest is the same)
      const { 'access-control-allow-origin': allowed, ...appLasting } = lasting(app.headers)
      expect([allowed, lasting(br.headers)]).toEqual(['https://m.cqcb.com', appLasting])
      const current = await wire(url, { 'if-none-match': String(first.headers.etag) })
      expect([current.status, current.body.length, current.headers.etag]).toEqual([304, 0, first.headers.etag])
    }
  })

  it('counts a story’s reading and the request in the metrics', async () => {
    const s = await story()
    await wire(detailUrl(s))
    const counted = viewCounter(db()).unwritten(s.id)
    const before = server.app.publicCache.stats.wire
    await wire(detailUrl(s))
    expect(server.app.publicCache.stats.wire).toBe(before + 1)
    expect(viewCounter(db()).unwritten(s.id)).toBe(counted + 1)
    const metrics = (await wire('/metrics')).body.toString()
    expect(metrics).toMatch(/http_requests_total\{method="GET",route="\/v1\/news\/getDetails",status="2xx"\} \d+/)
    expect(metrics).toMatch(/public_cache_answers\{result="hit_wire"\} [1-9]/)
  })

  it('leaves to the app a token, an Origin, a version not spoken here, and a write dropping the answer', async () => {
    const s = await story()
    const url = `/v1/comment/getList?classId=${s.class_id}&newsId=${s.id}&page=1`
    await wire(url)
    const before = server.app.publicCache.stats.wire
    const r = await reader()
    expect((await wire(url, { authorization: `Bearer ${r.token}` })).headers['cache-control']).toBe('private, no-cache')
    expect((await wire(url, { origin: 'https://m.cqcb.com' })).headers['access-control-allow-origin']).toBe('https://m.cqcb.com')
    expect((await wire(url, { accept: 'application/vnd.shangyou.v9+json' })).status).toBe(406)
    expect(server.app.publicCache.stats.wire).toBe(before)
    const total = JSON.parse((await wire(url)).body.toString()).data.total
    expect((await post(server.app, '/v1/comment/store', { classId: s.class_id, newsId: s.id, sayText: '线上的缓存也要马上更新' }, r.token)).body.message).toBe('评论成功')
    expect(JSON.parse((await wire(url)).body.toString()).data.total).toBe(total + 1)
  })
})

describe('compressed once', () => {
  const listUrl = '/kratos/v1/channel/home?channelId=1&page=1'
  it('answers brotli or gzip as the browser asks, the same content and version, and 304 to its tag', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('zlib')
    const plain = await server.app.inject({ url: listUrl })
    const br = await server.app.inject({ url: listUrl, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gz = await server.app.inject({ url: listUrl, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.body.length / 2)
    for (const res of [plain, br, gz]) expect(String(res.headers.vary)).toMatch(/Accept-Encoding/)
    expect(new Set([plain, br, gz].map(r => r.headers.etag)).size).toBe(1)
    const current = await server.app.inject({ url: listUrl, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) } })
    expect(current.statusCode).toBe(304)
  })

  it('reads Accept-Encoding as RFC 9110 has it', async () => {
    const { preferredCoding } = await import('../../server/src/http/public-cache')
    expect(preferredCoding(undefined)).toBeNull()
    expect(preferredCoding('identity')).toBeNull()
    expect(preferredCoding('gzip, deflate, br')).toBe('br')
    expect(preferredCoding('GZIP')).toBe('gzip')
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(preferredCoding('br;q=0, gzip;q=0')).toBeNull()
    expect(preferredCoding('*')).toBe('br')
  })
})

describe('security headers', () => {
  it('an API answer carries the short set (it is never a document); a page the whole policy', async () => {
    const res = await server.app.inject({ url: '/kratos/v1/channel/home?channelId=1&page=1' })
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(res.headers['referrer-policy']).toBeUndefined()
    const page = await server.app.inject({ url: '/about/self-discipline' })
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'/)
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})

describe('the cache itself', () => {
  it('forgets answers after their time, and an answer built across an invalidation is not kept', async () => {
    let now = 1_000_000
    const cache = new PublicCache(10_000, () => now)
    let builds = 0
    const fakeRequest = (url: string) => ({ auth: null, headers: {}, routeOptions: { url }, query: {}, raw: {} })
    const fakeReply = () => {
      const headers: Record<string, string> = {}
      const reply = {
        header(k: string, v: string) { headers[k] = v; return reply },
        getHeader(k: string) { return headers[k] },
        type() { return reply },
        code() { return reply },
        send() { return reply },
      }
      return reply
    }
    const build = async () => { builds++; return { statusCode: 200, message: 'success', data: builds } }
    type Req = Parameters<PublicCache['answer']>[0]
    type Rep = Parameters<PublicCache['answer']>[1]
    const ask = () => cache.answer(fakeRequest('/x') as unknown as Req, fakeReply() as unknown as Rep, 'o', { tags: ['t'] }, build)
    await ask()
    await ask()
    expect(builds).toBe(1)
    now += 10_001
    await ask()
    expect(builds).toBe(2)
    cache.invalidate('t')
    await ask()
    expect(builds).toBe(3)
    // invalidated while being built: answered, not kept
    const slow = cache.answer(fakeRequest('/y') as unknown as Req, fakeReply() as unknown as Rep, 'o', { tags: ['u'] }, async () => {
      cache.invalidate('u')
      return build()
    })
    await slow
    expect(cache.size).toBe(1)
  })
})
