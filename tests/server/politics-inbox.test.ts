// 问政 in the newsroom console (issue 29): a department's accounts see their own inbox, the open questions
// by how soon they are due; they accept and answer through the 问政 calls and the asker sees the answer;
// another department's inbox is refused, a reader's too; the newsroom's overview counts what is open,
// near and past its limit, per department.
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import type { InboxItem } from '../../types/api/politics'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const inbox = (token: string, query = '') => getJson<{ items: InboxItem[]; hasMore: boolean }>(server.app, `/admin/v1/politics/inbox?pageSize=40${query}`, auth(token))

it('a department answers from its inbox and the asker sees it; other inboxes are refused', async () => {
  const [dept, other] = await db().selectFrom('departments as d').innerJoin('department_members as m', 'm.department_id', 'd.id').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['d.id', 'd.name', 'u.phone']).where('d.name', '!=', '直播带货投诉').orderBy('d.id').limit(2).execute()
  const token = (await post(server.app, '/v1/user/login', { phone: dept.phone, password: 'Demo1234' })).body.data.accessToken as string
  const asker = await testReader(server)
  const asked = await post(server.app, '/v1/bangbang/wenzheng/add', { departmentId: dept.id, title: '控制台测试：小区门口路灯不亮', content: '已经坏了一个星期，晚上出行不安全。' }, asker.token)
  const id = asked.body.data.id as number

  const open = (await inbox(token)).body.data.items
  expect(open.find(i => i.id === id)).toMatchObject({ title: '控制台测试：小区门口路灯不亮', statusCode: 'pending', department: { id: dept.id, name: dept.name }, overdue: false })
  // due soonest first
  const deadlines = open.map(i => i.deadline ?? Infinity)
  expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b))
  expect(open.every(i => i.department.id === dept.id)).toBe(true)
  expect((await server.app.inject({ method: 'GET', url: `/admin/v1/politics/inbox?departmentId=${other.id}`, headers: auth(token) })).statusCode).toBe(403)
  expect((await server.app.inject({ method: 'GET', url: '/admin/v1/politics/inbox', headers: auth(asker.token) })).statusCode).toBe(403)

  expect((await post(server.app, '/v1/bangbang/wenzheng/handle', { id, action: 'accept' }, token)).body.statusCode).toBe(200)
  expect((await post(server.app, '/v1/bangbang/wenzheng/reply', { id, content: '已安排维修人员，三天内修好。' }, token)).body.message).toBe('答复成功')
  const seen = await getJson<{ replies: { content: string }[]; statusCode: string }>(server.app, `/v1/bangbang/wenzheng/getDetail?id=${id}`, auth(asker.token))
  expect(seen.body.data.statusCode).toBe('replied')
  expect(seen.body.data.replies.map(r => r.content)).toEqual(['已安排维修人员，三天内修好。'])
  // the department's steps are in the staff audit log
  const admin = await testReader(server, { role: 'admin' })
  const log = (await getJson<{ items: { action: string; refId: number; after: unknown }[] }>(server.app, `/admin/v1/audit?kind=politics&refId=${id}`, auth(admin.token))).body.data.items
  expect(log.map(i => [i.action, i.after])).toEqual([['politics-reply', { status: 'replied' }], ['politics-accept', { status: 'accepted' }]])
  // answered: off the open inbox, still in all
  expect((await inbox(token)).body.data.items.some(i => i.id === id)).toBe(false)
  expect((await inbox(token, '&filter=all')).body.data.items.some(i => i.id === id)).toBe(true)
})

it('shows the newsroom every department’s open, near and overdue questions with its answering figures', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const dept = await db().selectFrom('departments').select('id').orderBy('id').executeTakeFirstOrThrow()
  const now = Date.now()
  const asker = await testReader(server)
  for (const [title, deadline] of [['超期的问题', now - 3_600_000], ['快到期的问题', now + 3_600_000]] as const) {
    await db().insertInto('politics_questions').values({
      user_id: asker.id, department_id: dept.id, title, content: '内容', region: '', status: 'accepted', status_reason: '', duplicate_of: null, review: 'shown',
      deadline, reopened: 0, rating: null, read_num: 0, created_at: now - 86_400_000, replied_at: null, closed_at: null, video_id: null,
    }).execute()
  }
  const rows = (await getJson<{ id: number; open: number; dueSoon: number; overdue: number; replyRate: number }[]>(server.app, '/admin/v1/politics/overview', auth(editor.token))).body.data
  const row = rows.find(r => r.id === dept.id)!
  expect(row.overdue).toBeGreaterThanOrEqual(1)
  expect(row.dueSoon).toBeGreaterThanOrEqual(1)
  expect(row.open).toBeGreaterThanOrEqual(row.overdue + row.dueSoon)
  expect(typeof row.replyRate).toBe('number')
  const admin = await testReader(server, { role: 'admin' })
  const overdue = (await inbox(admin.token, `&departmentId=${dept.id}&filter=overdue`)).body.data.items
  expect(overdue.map(i => i.title)).toContain('超期的问题')
  expect(overdue.every(i => i.overdue)).toBe(true)
  const reader = await testReader(server)
  expect((await server.app.inject({ method: 'GET', url: '/admin/v1/politics/overview', headers: auth(reader.token) })).statusCode).toBe(403)
})
