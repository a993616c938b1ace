// Messages: the asker hears of every step of their question, a department of new questions and
// reopenings, a commenter of a reply to their comment; the unread count, the list, marking read (one's
// own only); and the subscribe-message push to the mini-program's openid (the local outbox).
import type { Message } from '../../types/api/message'
import { createTestServer, eventually, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

const reader = (departmentId?: number, mpOpenId?: string) => testReader(server, { departmentId, mpOpenId })

const unread = async (token: string) => (await getJson<{ count: number }>(server.app, '/v1/message/unread', auth(token))).body.data.count
const messages = async (token: string) => (await getJson<Message[]>(server.app, '/v1/message/list', auth(token))).body.data

it('tells the asker of each step and the department of a new question, with where each leads', async () => {
  const department = await db().selectFrom('departments').select('id').where('name', '=', '市生态环境局').executeTakeFirstOrThrow()
  const asker = await reader(undefined, `mp-asker-${process.pid}`)
  const staff = await reader(department.id)
  const made = await post(server.app, '/v1/bangbang/wenzheng/add', { departmentId: department.id, title: '河道有异味', content: '小区旁的河道夏天异味很大。' }, asker.token)
  const id = made.body.data.id as number
  expect((await messages(staff.token)).map(m => [m.title, m.body, m.route, m.params])).toEqual([['新的问政待受理', '河道有异味', 'politicsDetail', { id }]])
  await post(server.app, '/v1/bangbang/wenzheng/handle', { id, action: 'accept' }, staff.token)
  await post(server.app, '/v1/bangbang/wenzheng/reply', { id, content: '已安排执法人员现场检查。' }, staff.token)
  const told = await messages(asker.token)
  expect(told.map(m => m.title)).toEqual(['你的问政有了答复', '你的问政已受理'])
  expect(told[0].body).toBe('市生态环境局：已安排执法人员现场检查。')
  expect(told[1].body).toMatch(/^市生态环境局将在\d\d-\d\d \d\d:\d\d前答复：河道有异味$/)
  expect(await unread(asker.token)).toBe(2)
  // the push went to the asker's mini-program openid
  const pushed = await eventually(() => db().selectFrom('subscribe_outbox').selectAll().where('open_id', '=', `mp-asker-${process.pid}`).orderBy('id').execute(), rows => rows.length >= 2)
  expect(pushed.map(p => p.page)).toEqual([`packages/bangbang/pages/politics-detail/index?id=${id}`, `packages/bangbang/pages/politics-detail/index?id=${id}`])
  expect(JSON.parse(pushed[1].data).thing1.value).toBe('你的问政有了答复')

  await post(server.app, '/v1/bangbang/wenzheng/reopen', { id, reason: '还是有异味' }, asker.token)
  expect((await messages(staff.token))[0]).toEqual(expect.objectContaining({ title: '问政被申请重新办理', body: '河道有异味：还是有异味', read: false }))
})

it('marks read the reader’s own messages only, listed or all', async () => {
  const a = await reader()
  const b = await reader()
  await server.app.services.messages.tell(db(), [1, 2, 3].map(n => ({ userId: a.id, kind: 'politics' as const, title: `消息${n}`, body: '', route: '', params: {} })))
  await server.app.services.messages.tell(db(), [{ userId: b.id, kind: 'politics', title: 'B的消息', body: '', route: '', params: {} }])
  const mine = await messages(a.token)
  const theirs = await messages(b.token)
  expect((await post(server.app, '/v1/message/read', { ids: [mine[0].id, theirs[0].id] }, a.token)).body.data).toEqual({ read: 1 })
  expect(await unread(a.token)).toBe(2)
  expect(await unread(b.token)).toBe(1)
  // a form post sends the list comma-joined
  expect((await post(server.app, '/v1/message/read', { ids: `${mine[1].id},${theirs[0].id}` }, a.token)).body.data).toEqual({ read: 1 })
  expect((await post(server.app, '/v1/message/read', { ids: '1,abc' }, a.token)).status).toBe(400)
  expect((await post(server.app, '/v1/message/read', {}, a.token)).body.data).toEqual({ read: 1 })
  expect(await unread(a.token)).toBe(0)
  expect((await getJson(server.app, '/v1/message/unread')).body.statusCode).toBe(301)
})

it('tells a commenter of a reply to their comment, not of their own', async () => {
  const story = await db().selectFrom('news').select(['id', 'class_id']).where('allow_pl', '=', 1).where('permission', '=', 0).where('data_type', '=', 3).orderBy('id').executeTakeFirstOrThrow()
  const a = await reader()
  const b = await reader()
  const head = (await post(server.app, '/v1/comment/store', { newsId: story.id, classId: story.class_id, sayText: '这条新闻写得好' }, a.token)).body.data
  await post(server.app, '/v1/comment/store', { newsId: story.id, classId: story.class_id, sayText: '自己补充一句', plId: head.id }, a.token)
  await post(server.app, '/v1/comment/store', { newsId: story.id, classId: story.class_id, sayText: '同意你的看法', plId: head.id }, b.token)
  expect((await messages(a.token)).map(m => [m.title, m.body, m.route, m.params])).toEqual([
    ['有人回复了你的评论', `${b.nickname}：同意你的看法`, 'CommentReplyPage', { classId: story.class_id, newsId: story.id, plId: head.id }],
  ])
})

it('pushes what an approval tells: a held question reaches its department’s mini-program once a moderator approves it', async () => {
  const department = await db().selectFrom('departments').select('id').where('name', '=', '市市场监管局').executeTakeFirstOrThrow()
  const openId = `mp-staff-${process.pid}`
  const staff = await reader(department.id, openId)
  const asker = await reader()
  const moderator = await testReader(server, { role: 'moderator' })
  const made = await post(server.app, '/v1/bangbang/wenzheng/add', { departmentId: department.id, title: '超市卖过期食品', content: '加微信私聊我可以看照片' }, asker.token)
  expect(made.body.data.underReview).toBe(true)
  expect(await messages(staff.token)).toEqual([])
  const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'politics').where('ref_id', '=', made.body.data.id).executeTakeFirstOrThrow()
  await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'approve' }, moderator.token)
  expect((await messages(staff.token)).map(m => m.title)).toEqual(['新的问政待受理'])
  const pushed = await eventually(() => db().selectFrom('subscribe_outbox').select('page').where('open_id', '=', openId).execute(), rows => rows.length >= 1)
  expect(pushed.map(p => p.page)).toEqual([`packages/bangbang/pages/politics-detail/index?id=${made.body.data.id}`])
})
