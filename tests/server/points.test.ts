// Points: the rules; the daily sign-in (once, even 20 at once; a streak adds a point a day); a story read
// and shared earn once each within the day's cap (exact under parallel requests); a comment earns and
// its deletion takes back what is unspent; expiry is an entry, told 30 days before; the demo readers'
// balances are opened entries; and after a fuzzed run of all of it the books reconcile: balance = sum of
// postings = sum of batches for every reader, every entry sums to 0.
import type { PointEntry, PointRule, PointSummary, Reconciliation } from '../../types/api/points'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { expiryOf } from '../../server/src/content/time'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const DAY = 24 * 3_600_000
const db = () => server.database.db
const points = () => server.app.services.points
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const get = async <T>(url: string, token?: string) => (await getJson<T>(server.app, url, auth(token))).body
const summary = async (token: string) => (await get<PointSummary>('/v1/points/summary', token)).data
const ledger = async (token: string) => (await get<{ list: PointEntry[] }>('/v1/points/ledger?pageSize=40', token)).data.list
const stories = async (n: number) => (await db().selectFrom('news').select(['id', 'class_id', 'title']).where('status', '=', 1).orderBy('id').limit(n).execute())

it('lists the rules the rules page shows', async () => {
  const rules = (await get<PointRule[]>('/v1/points/rules')).data
  expect(rules.map(r => r.key)).toEqual(['sign_in', 'read', 'comment', 'answer', 'question', 'pinned', 'share', 'essay_submit', 'essay_picked', 'essay_printed'])
  expect(rules[0]).toMatchObject({ title: '每日签到', points: 5, growth: 5, dailyCap: 1 })
})

it('opens the demo readers’ balances as entries, and shows the figures and level', async () => {
  const { id } = await db().selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()
  const token = await server.app.services.signIn.sessions.create(id, 'h5')
  expect(await summary(token)).toMatchObject({ credit: 1280, integRal: 2350, creditLevel: 'Lv4', nextLevelAt: 5000, signedToday: false })
  expect((await ledger(token))[0]).toMatchObject({ kind: 'opening', points: 1280, reason: '积分余额' })
})

it('signs in once a day, even 20 times at once; the streak adds a point a day', async () => {
  const r = await testReader(server)
  const tries = await Promise.all(Array.from({ length: 20 }, () => post(server.app, '/v1/points/signIn', {}, r.token)))
  expect(tries.filter(t => t.body.statusCode === 200)).toHaveLength(1)
  expect(tries.filter(t => t.body.statusCode === 409).every(t => t.body.message === '今天已经签到过了')).toBe(true)
  expect(tries.find(t => t.body.statusCode === 200)!.body).toMatchObject({ message: '签到成功，积分+5', data: { points: 5, streak: 1, credit: 5 } })
  // the next days (China time): 6, then 7
  const tomorrow = Date.now() + DAY
  expect(await points().signIn(r.id, tomorrow)).toMatchObject({ points: 6, streak: 2, credit: 11 })
  expect(await points().signIn(r.id, tomorrow + DAY)).toMatchObject({ points: 7, streak: 3, credit: 18 })
  // a day missed starts again
  expect(await points().signIn(r.id, tomorrow + 3 * DAY)).toMatchObject({ points: 5, streak: 1 })
  const s = await summary(r.token)
  expect([s.credit, s.integRal, s.signedToday]).toEqual([23, 20, true])
})

it('earns once a story read or shared, within the day’s cap, exactly under parallel requests', async () => {
  const r = await testReader(server)
  const [one] = await stories(1)
  const same = await Promise.all(Array.from({ length: 10 }, () => post(server.app, '/v1/points/read', { classId: one.class_id, newsId: one.id }, r.token)))
  expect(same.filter(x => x.body.data)).toHaveLength(1)
  expect(same.find(x => x.body.data)!.body.message).toBe('积分+1')
  const many = await stories(15)
  await Promise.all(many.map(s => post(server.app, '/v1/points/read', { classId: s.class_id, newsId: s.id }, r.token)))
  const reads = (await ledger(r.token)).filter(e => e.reason === '阅读新闻')
  expect(reads).toHaveLength(10)
  expect(reads[0].ref).toMatchObject({ type: 'news', id: expect.any(Number), title: expect.any(String) })
  expect((await post(server.app, '/v1/points/share', { newsId: one.id }, r.token)).body).toMatchObject({ statusCode: 200, message: '积分+1' })
  expect((await post(server.app, '/v1/points/share', { newsId: one.id }, r.token)).body).toMatchObject({ data: null, message: '今日该项积分已达上限' })
  expect((await post(server.app, '/v1/points/read', { newsId: 99999999 }, r.token)).body.message).toBe('新闻不存在或已下线')
  expect((await summary(r.token)).credit).toBe(11)
})

it('earns for a comment and takes the points back when it is deleted', async () => {
  const r = await testReader(server)
  const [story] = await stories(1)
  const made = await post(server.app, '/v1/comment/store', { classId: story.class_id, newsId: story.id, sayText: '写得很好，支持一下' }, r.token)
  expect((await summary(r.token)).credit).toBe(2)
  await post(server.app, '/v1/comment/deleteComment', { plId: made.body.data.id }, r.token)
  const entries = await ledger(r.token)
  expect(entries.map(e => [e.kind, e.points, e.reason])).toEqual([['reverse', -2, '评论已删除'], ['earn', 2, '发表评论']])
  const s = await summary(r.token)
  // growth never goes down
  expect([s.credit, s.integRal]).toEqual([0, 2])
})

it('earns for a held post once a moderator approves it, takes it back when one hides it; a hidden comment too', async () => {
  const r = await testReader(server)
  const moderator = await testReader(server, { role: 'moderator' })
  const held = await post(server.app, '/v1/quan/publish', { content: '周末兼职日结，想赚钱的加微信私聊我' }, r.token)
  expect(held.body.data.underReview).toBe(true)
  expect((await summary(r.token)).credit).toBe(0)
  const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'discover-post').where('ref_id', '=', held.body.data.id).executeTakeFirstOrThrow()
  expect((await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'approve' }, moderator.token)).body.message).toBe('已通过')
  expect((await ledger(r.token))[0]).toMatchObject({ kind: 'earn', points: 3, reason: '提问或发帖', ref: { type: 'discover', id: held.body.data.id } })
  // a rejected one earns nothing
  const other = await post(server.app, '/v1/quan/publish', { content: '兼职日结，加微信私聊' }, r.token)
  const otherItem = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'discover-post').where('ref_id', '=', other.body.data.id).executeTakeFirstOrThrow()
  await post(server.app, '/admin/v1/moderation/decide', { id: otherItem.id, decision: 'reject' }, moderator.token)
  expect((await summary(r.token)).credit).toBe(3)
  // hidden: taken back
  expect((await post(server.app, '/admin/v1/moderation/hide', { kind: 'discover-post', refId: held.body.data.id, reason: '广告' }, moderator.token)).body.message).toBe('已隐藏')
  expect((await ledger(r.token))[0]).toMatchObject({ kind: 'reverse', points: -3, reason: '内容已被隐藏' })
  // a comment published at once earns; hidden by a moderator, it is taken back (linked to its story)
  const [story] = await stories(1)
  const said = await post(server.app, '/v1/comment/store', { classId: story.class_id, newsId: story.id, sayText: '这篇报道很及时' }, r.token)
  expect((await ledger(r.token))[0]).toMatchObject({ kind: 'earn', points: 2, ref: { type: 'news', id: story.id } })
  await post(server.app, '/admin/v1/moderation/hide', { kind: 'comment', refId: said.body.data.id, reason: '人身攻击' }, moderator.token)
  expect((await ledger(r.token))[0]).toMatchObject({ kind: 'reverse', points: -2, reason: '内容已被隐藏', ref: { type: 'news', id: story.id } })
  const s = await summary(r.token)
  expect([s.credit, s.integRal]).toEqual([0, 5])
})

it('expires points at the end of the following year, telling the reader 30 days before', async () => {
  const r = await testReader(server)
  // signed in at noon of 2026-11-25 in Chongqing: the points last until the end of 2027 there (UTC+8)
  const at = Date.UTC(2026, 10, 25, 4)
  await points().signIn(r.id, at)
  const expires = Date.UTC(2027, 11, 31, 16) - 1
  expect(new Date(expires + 8 * 3_600_000).toISOString()).toBe('2027-12-31T23:59:59.999Z')
  expect(await points().expire(expires - 40 * DAY)).toMatchObject({ expired: 0 })
  const notice = await points().expire(expires - 10 * DAY)
  expect(notice.told).toBeGreaterThanOrEqual(1)
  const messages = (await get<{ title: string; body: string }[]>('/v1/message/list', r.token)).data
  expect(messages[0]).toMatchObject({ title: '你有积分即将过期', body: expect.stringMatching(/^5积分将于2027-12-31过期/) })
  await points().expire(expires - 5 * DAY)
  expect((await get<{ title: string }[]>('/v1/message/list', r.token)).data.filter(m => m.title === '你有积分即将过期')).toHaveLength(1)
  const done = await points().expire(expires + 1)
  expect(done.expired).toBeGreaterThanOrEqual(5)
  expect((await ledger(r.token))[0]).toMatchObject({ kind: 'expire', points: -5, reason: '积分过期' })
  expect((await summary(r.token)).credit).toBe(0)
})

it('tells each reader once even when two runs of the job meet (two instances): the batches are claimed', async () => {
  const readers = await Promise.all(Array.from({ length: 6 }, () => testReader(server)))
  const at = Date.UTC(2026, 10, 26, 4)
  for (const r of readers) await points().signIn(r.id, at)
  const expires = Date.UTC(2027, 11, 31, 16) - 1
  const runs = await Promise.all([points().expire(expires - 10 * DAY), points().expire(expires - 10 * DAY), points().expire(expires - 10 * DAY)])
  expect(runs.reduce((s, r) => s + r.told, 0)).toBeGreaterThanOrEqual(readers.length)
  for (const r of readers) {
    const notices = (await get<{ title: string }[]>('/v1/message/list', r.token)).data.filter(m => m.title === '你有积分即将过期')
    expect(notices).toHaveLength(1)
  }
})

it('lets administrators change a rule and reconcile; nobody else', async () => {
  const moderator = await testReader(server, { role: 'moderator' })
  const admin = await testReader(server, { role: 'admin' })
  expect((await post(server.app, '/admin/v1/points/rules', { key: 'share', points: 2, growth: 1, dailyCap: 3, enabled: true }, moderator.token)).status).toBe(403)
  expect((await post(server.app, '/admin/v1/points/rules', { key: 'share', points: 2, growth: 1, dailyCap: 3, enabled: true }, admin.token)).body.message).toBe('保存成功')
  expect((await get<PointRule[]>('/v1/points/rules')).data.find(r => r.key === 'share')).toMatchObject({ points: 2, dailyCap: 3 })
  expect((await post(server.app, '/admin/v1/points/rules', { key: 'nope', points: 1, growth: 1, dailyCap: 1, enabled: true }, admin.token)).body.message).toBe('没有这项积分规则')
  // turned off: gone from the readers' rules, still in the administrators' (to turn on again)
  await post(server.app, '/admin/v1/points/rules', { key: 'share', points: 2, growth: 1, dailyCap: 3, enabled: false }, admin.token)
  expect((await get<PointRule[]>('/v1/points/rules')).data.some(r => r.key === 'share')).toBe(false)
  const all = await server.app.inject({ method: 'GET', url: '/admin/v1/points/rules', headers: { authorization: `Bearer ${admin.token}` } })
  expect(all.json().data.find((r: { key: string }) => r.key === 'share')).toMatchObject({ points: 2, dailyCap: 3, enabled: false })
  expect((await server.app.inject({ method: 'GET', url: '/admin/v1/points/rules', headers: { authorization: `Bearer ${moderator.token}` } })).statusCode).toBe(403)
  await post(server.app, '/admin/v1/points/rules', { key: 'share', points: 2, growth: 1, dailyCap: 3, enabled: true }, admin.token)
  expect((await post(server.app, '/admin/v1/points/reconcile', {}, moderator.token)).status).toBe(403)
})

it('reconciles with no difference after a fuzzed run of earning, reversing, signing in, exchanging, cancelling and expiry', async () => {
  const readers = await Promise.all(Array.from({ length: 12 }, () => testReader(server)))
  const pool = await stories(30)
  let seed = 42
  const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n }
  const start = Date.now()
  const { ShopService } = await import('../../server/src/services/shop')
  const shop = new ShopService(db(), points())
  const goods = await Promise.all([3, 7, 20].map(async (price, i) => (await db().insertInto('shop_goods').values({ title: `对账商品${i}`, kind: i === 2 ? 'ticket' : 'coupon', category: '测试', price, stock: 40, created_at: start }).returning('id').executeTakeFirstOrThrow()).id))
  const ops: Promise<unknown>[] = []
  for (let i = 0; i < 400; i++) {
    const r = readers[rnd(readers.length)]
    const s = pool[rnd(pool.length)]
    const day = start + rnd(5) * DAY
    const op = rnd(7)
    if (op >= 5) {
      // an exchange (refused when the points or the stock are short), and now and then cancelled at once
      const goodsId = goods[rnd(goods.length)]
      const quantity = 1 + rnd(3)
      const cancel = op === 6
      ops.push(shop.exchange(r.id, { goodsId, quantity, idemKey: `fuzz-${i}-${rnd(1000)}` }, '', day)
        .then(order => (cancel ? shop.cancel(r.id, order.id, day) : null)).catch(() => null))
      continue
    }
    if (op === 0) ops.push(points().signIn(r.id, day).catch(() => null))
    else if (op === 1) ops.push(points().earn(r.id, { rule: 'read', dedupeKey: `read:${s.id}` }, day))
    else if (op === 2) ops.push(points().earn(r.id, { rule: 'comment', dedupeKey: `comment:fuzz-${rnd(20)}` }, day))
    else if (op === 3) ops.push(points().reverse(r.id, `comment:fuzz-${rnd(20)}`, '评论已删除', day))
    else ops.push(points().earn(r.id, { rule: 'share', dedupeKey: `share:${s.id}` }, day))
  }
  await Promise.all(ops)
  await points().expire(expiryOf(start + 5 * DAY) + 1)
  const admin = await testReader(server, { role: 'admin' })
  const books = (await post(server.app, '/admin/v1/points/reconcile', {}, admin.token)).body.data as Reconciliation
  expect(books.entries).toBeGreaterThan(100)
  expect([books.differences, books.unbalancedEntries]).toEqual([[], []])
  // the run did exchange and cancel
  const orders = await db().selectFrom('shop_orders').select('status').where('goods_id', 'in', goods).execute()
  expect(orders.filter(o => o.status === 'confirmed').length).toBeGreaterThan(0)
  expect(orders.filter(o => o.status === 'cancelled').length).toBeGreaterThan(0)
})
