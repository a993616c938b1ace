// Public answers (a visitor's lists, stories and comments) are built once and kept a few seconds with an
// ETag; a write that changes one drops it at once; a signed-in reader's answers are never shared; a
// story's readings are counted in memory and written in batches, cache hits included.
import type { CommentListData, Comment } from '../../types/api/interaction'
import type { NewsDetail } from '../../types/api/news'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { PublicCache, PUBLIC_MAX_AGE_S } from '../../server/src/http/public-cache'
import { viewCounter } from '../../server/src/services/views'

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
    expect(first.headers['cache-control']).toMatch(new RegExp(`^public, max-age=([1-9]|${PUBLIC_MAX_AGE_S})$`))
    expect(String(first.headers.vary)).toMatch(/Origin/)
    expect(String(first.headers.vary)).toMatch(/Authorization/)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]{22}"$/)
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

describe('the cache itself', () => {
  it('forgets answers after their time, and an answer built across an invalidation is not kept', async () => {
    let now = 1_000_000
    const cache = new PublicCache(10_000, () => now)
    let builds = 0
    const fakeRequest = (url: string) => ({ auth: null, headers: {}, routeOptions: { url }, query: {} })
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
