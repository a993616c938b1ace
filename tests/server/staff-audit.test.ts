// The staff audit log (issue 29): every staff action with who, what, when and the thing's state before
// and after, in the same transaction as the action; administrators search it by person, action, thing
// and day, and nobody else may.
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

interface AuditItem { id: number; actorId: number; action: string; kind: string; refId: number | null; detail: string; at: number; before: unknown; after: unknown; requestId: string }
const search = async (token: string, query: string) => getJson<{ items: AuditItem[]; hasMore: boolean }>(server.app, `/admin/v1/audit?${query}`, auth(token))

it('records a moderator’s hide, a word, a role granted and revoked, a points rule, each with before and after, found by an administrator', async () => {
  const admin = await testReader(server, { role: 'admin' })
  const moderator = await testReader(server, { role: 'moderator' })
  const writer = await testReader(server)
  const story = await db().selectFrom('news').select(['id', 'class_id']).where('status', '=', 1).where('allow_pl', '=', 1).where('data_type', '=', 3).orderBy('id').executeTakeFirstOrThrow()
  const said = await post(server.app, '/v1/comment/store', { classId: story.class_id, newsId: story.id, sayText: '一条会被隐藏的评论' }, writer.token)
  const hid = await post(server.app, '/admin/v1/moderation/hide', { kind: 'comment', refId: said.body.data.id, reason: '人身攻击' }, moderator.token)
  expect(hid.body.message).toBe('已隐藏')
  expect((await post(server.app, '/admin/v1/moderation/words', { word: '审计用词', action: 'hold' }, moderator.token)).body.message).toBe('已保存')
  expect((await post(server.app, '/admin/v1/roles/grant', { userId: writer.id, role: 'editor' }, admin.token)).body.message).toBe('已授予')
  expect((await post(server.app, '/admin/v1/roles/revoke', { userId: writer.id, role: 'editor' }, admin.token)).body.message).toBe('已撤销')
  const rule = await db().selectFrom('point_rules').selectAll().orderBy('key').executeTakeFirstOrThrow()
  const ruled = await server.app.inject({ method: 'POST', url: '/admin/v1/points/rules', headers: auth(admin.token), payload: { key: rule.key, points: rule.points + 1, growth: rule.growth, dailyCap: rule.daily_cap, enabled: true } })
  expect(ruled.json().statusCode).toBe(200)

  const byModerator = (await search(admin.token, `actorId=${moderator.id}`)).body.data.items
  expect(byModerator.map(i => i.action)).toEqual(['word-add', 'hide'])
  expect(byModerator[1]).toMatchObject({ kind: 'comment', refId: said.body.data.id, detail: '人身攻击', before: { status: 'shown' }, after: { status: 'hidden', reason: '人身攻击' }, requestId: hid.headers['x-request-id'] })
  expect(byModerator[0]).toMatchObject({ kind: 'word', before: null, after: { word: '审计用词', action: 'hold' } })

  const roles = (await search(admin.token, `kind=user&refId=${writer.id}`)).body.data.items
  expect(roles.map(i => [i.action, i.before, i.after])).toEqual([
    ['role-revoke', { roles: ['editor'] }, { roles: [] }],
    ['role-grant', { roles: [] }, { roles: ['editor'] }],
  ])
  const points = (await search(admin.token, `action=points-rule&actorId=${admin.id}`)).body.data.items[0]
  expect(points).toMatchObject({
    detail: rule.key, requestId: ruled.headers['x-request-id'],
    before: { points: rule.points, growth: rule.growth, dailyCap: rule.daily_cap, enabled: rule.enabled === 1 },
    after: { points: rule.points + 1, growth: rule.growth, dailyCap: rule.daily_cap, enabled: true },
  })
})

it('narrows by day (China time, both ends included) and pages', async () => {
  const admin = await testReader(server, { role: 'admin' })
  const { ModerationService } = await import('../../server/src/moderation/service')
  const moderation = server.app.services.moderation as InstanceType<typeof ModerationService>
  // 2026-03-01 23:30 and 2026-03-02 00:30 in China
  const late = Date.parse('2026-03-01T15:30:00Z')
  const early = Date.parse('2026-03-01T16:30:00Z')
  await moderation.audit(db(), admin.id, 'day-test', 'test', 1, 'late', late)
  await moderation.audit(db(), admin.id, 'day-test', 'test', 2, 'early', early)
  const day = async (q: string) => (await search(admin.token, `action=day-test&${q}`)).body.data.items.map(i => i.detail)
  expect(await day('from=2026-03-01&to=2026-03-01')).toEqual(['late'])
  expect(await day('from=2026-03-02&to=2026-03-02')).toEqual(['early'])
  expect(await day('from=2026-03-01')).toEqual(['early', 'late'])
  const first = (await search(admin.token, 'action=day-test&pageSize=1')).body.data
  expect(first).toMatchObject({ hasMore: true, items: [{ detail: 'early' }] })
  const bad = await search(admin.token, 'from=2026-02-30')
  expect([bad.status, bad.body.message]).toEqual([400, '请填写正确的日期（YYYY-MM-DD）'])
})

it('is for administrators alone: a moderator, an editor and a reader are refused', async () => {
  for (const role of ['moderator', 'editor', undefined] as const) {
    const someone = await testReader(server, role ? { role } : {})
    const res = await search(someone.token, '')
    expect(res.status).toBe(403)
  }
  expect((await getJson(server.app, '/admin/v1/audit')).body.statusCode).toBe(301)
})

it('records the shop’s and the rural section’s staff actions too, each with the request that made it', async () => {
  const admin = await testReader(server, { role: 'admin' })
  const merchant = await testReader(server, { role: 'merchant' })
  const goods = await db().selectFrom('shop_goods').select('id').orderBy('id').executeTakeFirstOrThrow()
  const linked = await server.app.inject({ method: 'POST', url: '/admin/v1/shop/merchants/link', headers: auth(admin.token), payload: { goodsId: goods.id, userId: merchant.id } })
  expect(linked.json().statusCode).toBe(200)
  await post(server.app, '/admin/v1/shop/merchants/unlink', { goodsId: goods.id, userId: merchant.id }, admin.token)
  const shop = (await search(admin.token, `kind=shop-goods&refId=${goods.id}`)).body.data.items
  expect(shop.map(i => [i.action, i.before, i.after])).toEqual([
    ['merchant-unlink', { merchant: merchant.id }, null],
    ['merchant-link', null, { merchant: merchant.id }],
  ])
  expect(shop[1].requestId).toBe(linked.headers['x-request-id'])

  const editor = await testReader(server, { role: 'editor' })
  const saved = await post(server.app, '/admin/v1/rural/tabs/save', { name: '审计测试栏目', kind: 'group' }, editor.token)
  expect(saved.body.statusCode).toBe(200)
  await post(server.app, '/admin/v1/rural/tabs/delete', { id: saved.body.data.id }, editor.token)
  const tabs = (await search(admin.token, `kind=rural-tab&refId=${saved.body.data.id}`)).body.data.items
  expect(tabs.map(i => [i.action, i.actorId])).toEqual([['tab-delete', editor.id], ['tab-add', editor.id]])
  expect(tabs[1].after).toMatchObject({ name: '审计测试栏目', kind: 'group' })
})

it('records 发现’s topic decisions and official replies, and 作文’s editor steps, with before, after and the request', async () => {
  const admin = await testReader(server, { role: 'admin' })
  const editor = await testReader(server, { role: 'editor' })
  const topic = await db().selectFrom('discover_topics').select(['id', 'status', 'official']).orderBy('id').executeTakeFirstOrThrow()
  const decided = await post(server.app, '/admin/v1/discover/topic', { id: topic.id, action: 'hide' }, editor.token)
  expect(decided.body.statusCode).toBe(200)
  const post1 = await db().selectFrom('discover_posts').select('id').where('review', '=', 'shown').where('reply_content', '=', '').orderBy('id').executeTakeFirstOrThrow()
  const first = await post(server.app, '/admin/v1/discover/reply', { id: post1.id, content: '第一次官方回复' }, editor.token)
  const second = await post(server.app, '/admin/v1/discover/reply', { id: post1.id, content: '更正后的官方回复' }, editor.token)
  expect([first.body.statusCode, second.body.statusCode]).toEqual([200, 200])
  const reviewed = await db().selectFrom('compositions').select('id').where('status', '=', 'reviewed').orderBy('id').executeTakeFirstOrThrow()
  const recommended = await post(server.app, '/admin/v1/composition/decide', { id: reviewed.id, action: 'recommend' }, editor.token)
  expect(recommended.body.statusCode).toBe(200)

  const items = (await search(admin.token, `actorId=${editor.id}`)).body.data.items
  expect(items.map(i => i.action)).toEqual(['composition-recommend', 'official-reply', 'official-reply', 'topic-hide'])
  expect(items[3]).toMatchObject({
    kind: 'discover-topic', refId: topic.id, requestId: decided.headers['x-request-id'],
    before: { status: topic.status, official: topic.official === 1 }, after: { status: 'hidden', official: topic.official === 1 },
  })
  expect(items[2]).toMatchObject({ kind: 'discover-post', refId: post1.id, before: null, after: { reply: '第一次官方回复', newsId: null }, requestId: first.headers['x-request-id'] })
  expect(items[1]).toMatchObject({ before: { reply: '第一次官方回复', newsId: null }, after: { reply: '更正后的官方回复', newsId: null }, requestId: second.headers['x-request-id'] })
  expect(items[0]).toMatchObject({ kind: 'composition', refId: reviewed.id, before: { status: 'reviewed' }, after: { status: 'recommended' }, requestId: recommended.headers['x-request-id'] })
})
