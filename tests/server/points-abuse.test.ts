// Points as a farmer would try them (issue 24 §6): for each earning rule whose cause can be undone, undo it
// after the points were spent, and the ledger takes them back in full (the balance goes below zero and
// blocks exchanges until later earnings pay it off); pinning, unpinning and pinning again earns once;
// every rule has a daily cap, and the caps hold under 20 parallel requests. The books reconcile after it.
import type { PointEntry, PointSummary, Reconciliation } from '../../types/api/points'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

type Reader = Awaited<ReturnType<typeof testReader>>
const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const credit = async (r: Reader) => (await getJson<PointSummary>(server.app, '/v1/points/summary', auth(r.token))).body.data.credit
const ledger = async (r: Reader) => (await getJson<{ list: PointEntry[] }>(server.app, '/v1/points/ledger?pageSize=40', auth(r.token))).body.data.list
const story = async () => db().selectFrom('news').select(['id', 'class_id']).where('status', '=', 1).where('allow_pl', '=', 1).where('permission', '=', 0)
  .where('data_type', 'not in', [5, 7]).where('show_type', 'not in', [8, 9]).orderBy('id').limit(1).executeTakeFirstOrThrow()
let seq = 0
/** spends every point the reader has on goods that cost exactly that */
async function spendAll(r: Reader): Promise<void> {
  const price = await credit(r)
  const { id } = await db().insertInto('shop_goods').values({ title: `刚好够的商品${++seq}`, kind: 'coupon', category: '测试', price, stock: 5, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()
  expect((await post(server.app, '/v1/shop/exchange', { goodsId: id, quantity: 1, idemKey: `abuse-${process.pid}-${++seq}` }, r.token)).body.statusCode).toBe(200)
  expect(await credit(r)).toBe(0)
}
async function ask(r: Reader, content = `小区门口的路灯坏了好几天，找谁修？${++seq}`) {
  const made = await post(server.app, '/v1/bangbang/wenda/add', { content }, r.token)
  expect(made.body.data.underReview).toBe(false)
  return made.body.data.id as number
}
async function answer(r: Reader, questionId: number) {
  const made = await post(server.app, '/v1/bangbang/wenda/reply', { id: questionId, content: `可以打12345市民热线反映，一般三天内有人来修。${++seq}` }, r.token)
  expect(made.body.data.underReview).toBe(false)
  return made.body.data.id as number
}
const pin = (asker: Reader, questionId: number, answerId: number) => post(server.app, '/v1/bangbang/wenda/pin', { id: questionId, answerId }, asker.token)
const hide = async (kind: string, refId: number) => {
  const moderator = await testReader(server, { role: 'moderator' })
  expect((await post(server.app, '/admin/v1/moderation/hide', { kind, refId, reason: '测试' }, moderator.token)).body.message).toBe('已隐藏')
}

interface Case {
  name: string
  points: number
  /** earns: the reader's earning (and whatever the undo needs) */
  earn(r: Reader): Promise<() => Promise<void>>
  reason: string
}

const CASES: Case[] = [
  {
    name: 'a comment, deleted', points: 2, reason: '评论已删除',
    async earn(r) {
      const s = await story()
      const made = await post(server.app, '/v1/comment/store', { classId: s.class_id, newsId: s.id, sayText: `说得很对，支持一下${++seq}` }, r.token)
      return async () => { await post(server.app, '/v1/comment/deleteComment', { plId: made.body.data.id }, r.token) }
    },
  },
  {
    name: 'a comment, hidden by a moderator', points: 2, reason: '内容已被隐藏',
    async earn(r) {
      const s = await story()
      const made = await post(server.app, '/v1/comment/store', { classId: s.class_id, newsId: s.id, sayText: `这篇报道很及时${++seq}` }, r.token)
      return () => hide('comment', made.body.data.id)
    },
  },
  {
    name: 'a 帮帮 comment, deleted', points: 2, reason: '评论已删除',
    async earn(r) {
      const a = await answer(await testReader(server), await ask(await testReader(server)))
      // classid 2: a comment on an answer
      const made = await post(server.app, '/api/bv/comment/publish', { classid: 2, id: a, sayText: `我也遇到过，打热线有用${++seq}` }, r.token)
      expect(made.body.statusCode).toBe(200)
      return async () => { await post(server.app, '/api/bv/comment/del', { id: made.body.data.id }, r.token) }
    },
  },
  {
    name: 'a 发现 post, deleted', points: 3, reason: '内容已删除',
    async earn(r) {
      const made = await post(server.app, '/v1/quan/publish', { content: `今天的洪崖洞夜景真好看${++seq}` }, r.token)
      return async () => { await post(server.app, '/v1/quan/del', { id: made.body.data.id }, r.token) }
    },
  },
  {
    name: 'a question, hidden', points: 3, reason: '内容已被隐藏',
    async earn(r) {
      const q = await ask(r)
      return () => hide('qa-question', q)
    },
  },
  {
    name: 'an answer, hidden', points: 5, reason: '内容已被隐藏',
    async earn(r) {
      const a = await answer(r, await ask(await testReader(server)))
      return () => hide('qa-answer', a)
    },
  },
  {
    name: 'a pin, unpinned', points: 5 + 10, reason: '回答已取消置顶',
    async earn(r) {
      const asker = await testReader(server)
      const q = await ask(asker)
      const a = await answer(r, q)
      expect((await pin(asker, q, a)).body.message).toBe('已置顶')
      // (the answer's own 5 stay: only the pin's 10 come back below)
      return async () => { expect((await pin(asker, q, a)).body.message).toBe('已取消置顶') }
    },
  },
  {
    name: 'a pin, replaced by another answer', points: 5 + 10, reason: '回答已取消置顶',
    async earn(r) {
      const asker = await testReader(server)
      const q = await ask(asker)
      const a = await answer(r, q)
      const other = await answer(await testReader(server), q)
      await pin(asker, q, a)
      return async () => { expect((await pin(asker, q, other)).body.message).toBe('已置顶') }
    },
  },
  {
    name: 'a pinned answer, hidden', points: 5 + 10, reason: '内容已被隐藏',
    async earn(r) {
      const asker = await testReader(server)
      const q = await ask(asker)
      const a = await answer(r, q)
      await pin(asker, q, a)
      return () => hide('qa-answer', a)
    },
  },
]

describe('each earning undone after the points were spent is taken back in full', () => {
  it.each(CASES.map(c => [c.name, c] as const))('%s', async (_name, c) => {
    const r = await testReader(server)
    const undo = await c.earn(r)
    expect(await credit(r)).toBe(c.points)
    await spendAll(r)
    await undo()
    const back = (await ledger(r)).filter(e => e.kind === 'reverse')
    const owed = back.reduce((n, e) => n - e.points, 0)
    expect(back[0]).toMatchObject({ reason: c.reason })
    // all of what the undone cause earned, though none of it was left
    expect(owed).toBe(c.name.includes('unpinned') || c.name.includes('replaced') ? 10 : c.points)
    expect(await credit(r)).toBe(-owed)
    // below zero: no exchange until it is paid off
    const { id } = await db().insertInto('shop_goods').values({ title: `一积分商品${++seq}`, kind: 'coupon', category: '测试', price: 1, stock: 5, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()
    expect((await post(server.app, '/v1/shop/exchange', { goodsId: id, quantity: 1, idemKey: `abuse-${process.pid}-${++seq}` }, r.token)).body.message).toBe('积分不足')
    // the next earnings pay the debt first
    await post(server.app, '/v1/points/signIn', {}, r.token)
    expect(await credit(r)).toBe(5 - owed)
    // undone again: nothing more
    await undo().catch(() => undefined)
    expect(await credit(r)).toBe(5 - owed)
  })
})

it('pin, unpin, pin again: the pin earns once', async () => {
  const asker = await testReader(server)
  const answerer = await testReader(server)
  const q = await ask(asker)
  const a = await answer(answerer, q)
  for (let i = 0; i < 6; i++) await pin(asker, q, a)
  // pinned, unpinned, pinned, unpinned, pinned, unpinned: 5 for the answer; the pin's 10 earned and taken back once
  expect(await credit(answerer)).toBe(5)
  expect((await pin(asker, q, a)).body.message).toBe('已置顶')
  expect(await credit(answerer)).toBe(5)
})

describe('every earning rule has a daily cap, and it holds under 20 parallel requests', () => {
  it('no rule is without a cap, and an administrator cannot remove one', async () => {
    const rules = await db().selectFrom('point_rules').select(['key', 'daily_cap']).execute()
    expect(rules.filter(r => r.daily_cap <= 0)).toEqual([])
    expect(rules.find(r => r.key === 'pinned')?.daily_cap).toBe(3)
    const admin = await testReader(server, { role: 'admin' })
    expect((await post(server.app, '/admin/v1/points/rules', { key: 'pinned', points: 10, growth: 10, dailyCap: 0, enabled: true }, admin.token)).status).toBe(400)
  })

  it('20 askers pinning one reader’s answers at once: 3 pins earn', async () => {
    const answerer = await testReader(server)
    // (the answers written straight into the table: one reader may send only a few a minute)
    const pairs = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      const asker = await testReader(server)
      const q = await ask(asker)
      const { id: a } = await db().insertInto('qa_answers').values({
        question_id: q, user_id: answerer.id, content: `第${i}个回答`, region: '', review: 'shown', images: '[]', video_id: null, like_num: 0, comment_num: 0, created_at: Date.now(),
      }).returning('id').executeTakeFirstOrThrow()
      return { asker, q, a }
    }))
    const before = await credit(answerer)
    await Promise.all(pairs.map(p => pin(p.asker, p.q, p.a)))
    const pins = (await ledger(answerer)).filter(e => e.reason === '回答被置顶')
    expect(pins).toHaveLength(3)
    expect(await credit(answerer)).toBe(before + 30)
  })

  it('20 comments at once: 5 earn', async () => {
    const r = await testReader(server)
    const s = await story()
    await Promise.all(Array.from({ length: 20 }, (_, i) => post(server.app, '/v1/comment/store', { classId: s.class_id, newsId: s.id, sayText: `第${i}条评论，写得真好` }, r.token)))
    expect((await ledger(r)).filter(e => e.reason === '发表评论')).toHaveLength(5)
    expect(await credit(r)).toBe(10)
  })

  it('the same pin sent 20 times at once earns at most once', async () => {
    const asker = await testReader(server)
    const answerer = await testReader(server)
    const q = await ask(asker)
    const a = await answer(answerer, q)
    await Promise.all(Array.from({ length: 20 }, () => pin(asker, q, a)))
    const pinned = (await db().selectFrom('qa_questions').select('pinned_answer_id').where('id', '=', q).executeTakeFirstOrThrow()).pinned_answer_id
    const earned = await credit(answerer)
    // whichever state the racing toggles left, the points match it: 15 pinned, 5 not
    expect(earned).toBe(pinned === a ? 15 : 5)
  })
})

it('reconciles with no difference after all of it, debts included', async () => {
  const admin = await testReader(server, { role: 'admin' })
  const books = (await post(server.app, '/admin/v1/points/reconcile', {}, admin.token)).body.data as Reconciliation
  expect(books.differences).toEqual([])
  expect(books.unbalancedEntries).toEqual([])
  // the debts are there: readers below zero
  expect((await db().selectFrom('users').select('id').where('credit', '<', 0).execute()).length).toBeGreaterThan(0)
})
