// Readers' reports in the moderators' queue (issue 29): one entry per reported thing with its reports
// counted and its reasons tallied; a moderator hides it (gone from the story's comments at once, the
// reports handled, both in the audit log) or dismisses the reports; a story's reports are the editors'
// (no hide here); only moderators and administrators.
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import * as ERRORS from '../../types/errors'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
interface Thing { kind: string; targetId: number; hideAs: string | null; text: string; storyTitle: string; reports: number; reasons: { reason: string; count: number }[] }
const waiting = async (token: string) => (await getJson<{ items: Thing[]; hasMore: boolean }>(server.app, '/admin/v1/moderation/reports?pageSize=40', auth(token))).body.data.items

it('gathers a comment’s reports, and a moderator’s hide takes it off the story and handles them', async () => {
  const moderator = await testReader(server, { role: 'moderator' })
  const admin = await testReader(server, { role: 'admin' })
  const writer = await testReader(server)
  const [a, b] = [await testReader(server), await testReader(server)]
  const story = await db().selectFrom('news').select(['id', 'class_id', 'title']).where('status', '=', 1).where('allow_pl', '=', 1).where('data_type', '=', 3).orderBy('id').executeTakeFirstOrThrow()
  const said = await post(server.app, '/v1/comment/store', { classId: story.class_id, newsId: story.id, sayText: '这条评论会被举报' }, writer.token)
  const commentId = said.body.data.id as number
  const list = async () => JSON.stringify((await server.app.inject({ method: 'GET', url: `/v1/comment/getList?classId=${story.class_id}&newsId=${story.id}&page=1&pageSize=40` })).json())
  expect(await list()).toContain('这条评论会被举报')
  const reasons = (await getJson<{ type: string[] }>(server.app, '/v1/comment/reportContent')).body.data.type
  for (const [reader, content] of [[a, `${reasons[0]},${reasons[1]}`], [b, reasons[0]]] as const) {
    const r = await post(server.app, '/api/comment/doReport', { commentId, classId: story.class_id, newsId: story.id, platformId: 0, content }, reader.token)
    expect(r.body.statusCode).toBe(200)
  }
  await post(server.app, '/v1/news/doReport', { classId: story.class_id, newsId: story.id, content: reasons[2] }, a.token)

  const things = await waiting(moderator.token)
  const comment = things.find(t => t.kind === 'comment' && t.targetId === commentId)!
  expect(comment).toMatchObject({ hideAs: 'comment', text: '这条评论会被举报', storyTitle: story.title, reports: 2, reasons: [{ reason: reasons[0], count: 2 }, { reason: reasons[1], count: 1 }] })
  expect(things.indexOf(comment)).toBeLessThan(things.findIndex(t => t.kind === 'news' && t.targetId === story.id))
  // a story is the editors' to withdraw
  const notHere = await post(server.app, '/admin/v1/moderation/reports/handle', { kind: 'news', targetId: story.id, outcome: 'hide' }, moderator.token)
  expect(notHere.body.message).toBe(ERRORS.reportNotHideable)

  const hid = await post(server.app, '/admin/v1/moderation/reports/handle', { kind: 'comment', targetId: commentId, outcome: 'hide', reason: '' }, moderator.token)
  expect(hid.body).toMatchObject({ statusCode: 200, message: '已隐藏', data: { handled: 2 } })
  expect(await list()).not.toContain('这条评论会被举报')
  expect((await waiting(moderator.token)).some(t => t.kind === 'comment' && t.targetId === commentId)).toBe(false)
  const again = await post(server.app, '/admin/v1/moderation/reports/handle', { kind: 'comment', targetId: commentId, outcome: 'dismiss' }, moderator.token)
  expect(again.status).toBe(404)
  expect(again.body.message).toBe(ERRORS.reportsNoneWaiting)

  // the story's report dismissed
  expect((await post(server.app, '/admin/v1/moderation/reports/handle', { kind: 'news', targetId: story.id, outcome: 'dismiss' }, moderator.token)).body.message).toBe('已忽略')
  const log = (await getJson<{ items: { action: string; kind: string; refId: number; detail: string }[] }>(server.app, `/admin/v1/audit?actorId=${moderator.id}`, auth(admin.token))).body.data.items
  expect(log.map(i => [i.action, i.kind, i.refId])).toEqual([['reports-dismiss', 'news', story.id], ['reports-hide', 'comment', commentId], ['hide', 'comment', commentId]])
  expect(log[2].detail).toBe(`${reasons[0]}、${reasons[1]}`)
})

it('only moderators and administrators see and handle reports', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const reader = await testReader(server)
  for (const token of [editor.token, reader.token]) {
    expect((await server.app.inject({ method: 'GET', url: '/admin/v1/moderation/reports', headers: auth(token) })).statusCode).toBe(403)
    expect((await post(server.app, '/admin/v1/moderation/reports/handle', { kind: 'comment', targetId: 1, outcome: 'dismiss' }, token)).status).toBe(403)
  }
})

it('tells the console who is signed in: roles and departments; a reader with neither is refused', async () => {
  const editor = await testReader(server, { role: 'editor', nickname: '编辑小王' })
  const me = await getJson<{ userId: number; nickname: string; roles: string[]; departments: unknown[] }>(server.app, '/admin/v1/me', auth(editor.token))
  expect(me.body.data).toEqual({ userId: editor.id, nickname: '编辑小王', roles: ['editor'], departments: [] })
  const member = await db().selectFrom('department_members as m').innerJoin('users as u', 'u.id', 'm.user_id').innerJoin('departments as d', 'd.id', 'm.department_id')
    .select(['u.phone', 'd.id', 'd.name']).orderBy('d.id').executeTakeFirstOrThrow()
  const login = await post(server.app, '/v1/user/login', { phone: member.phone, password: 'Demo1234' })
  const dept = await getJson<{ roles: string[]; departments: { id: number; name: string }[] }>(server.app, '/admin/v1/me', auth(login.body.data.accessToken))
  expect(dept.body.data.departments).toContainEqual({ id: member.id, name: member.name })
  const reader = await testReader(server)
  expect((await server.app.inject({ method: 'GET', url: '/admin/v1/me', headers: auth(reader.token) })).statusCode).toBe(403)
})
