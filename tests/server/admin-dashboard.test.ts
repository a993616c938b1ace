// The newsroom's dashboard (issue 29): today's figures, what waits for someone, and the last 30 China
// days, each counted by the database; for the newsroom's staff, not for merchants or readers.
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import type { Dashboard } from '../../types/api/admin'
import { cstDay } from '../../server/src/content/time'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const dashboard = async (token: string) => (await getJson<Dashboard>(server.app, '/admin/v1/dashboard', auth(token))).body.data

it('shows the last 30 China days, today last, and counts what happens today at once', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const before = await dashboard(editor.token)
  expect(before.days).toHaveLength(30)
  expect(before.days.at(-1)!.day).toBe(cstDay(Date.now()))
  expect(before.today).toEqual(before.days.at(-1))
  for (let i = 1; i < 30; i++) expect(Date.parse(before.days[i].day) - Date.parse(before.days[i - 1].day)).toBe(86_400_000)

  const writer = await testReader(server)
  const story = await db().selectFrom('news').select(['id', 'class_id']).where('status', '=', 1).where('allow_pl', '=', 1).where('data_type', '=', 3).orderBy('id').executeTakeFirstOrThrow()
  expect((await post(server.app, '/v1/comment/store', { classId: story.class_id, newsId: story.id, sayText: '今天的一条评论' }, writer.token)).body.message).toBe('评论成功')
  const after = await dashboard(editor.token)
  expect(after.today.comments).toBe(before.today.comments + 1)
  // the writer signed up just now
  expect(after.today.readers).toBeGreaterThanOrEqual(before.today.readers + 1)
})

it('counts each row on its China day, as the rows themselves say', async () => {
  const moderator = await testReader(server, { role: 'moderator' })
  const got = await dashboard(moderator.token)
  const from = Date.parse(`${got.days[0].day}T00:00:00+08:00`)
  const perDay = (times: number[]) => {
    const m = new Map<string, number>()
    for (const t of times) m.set(cstDay(t), (m.get(cstDay(t)) ?? 0) + 1)
    return m
  }
  const comments = perDay((await db().selectFrom('comments').select('created_at').where('created_at', '>=', from).execute()).map(r => Number(r.created_at)))
  const stories = perDay((await db().selectFrom('news').select('publish_time').where('status', '=', 1).where('publish_time', '>=', from).execute()).map(r => Number(r.publish_time)))
  for (const d of got.days) {
    expect([d.day, d.comments]).toEqual([d.day, comments.get(d.day) ?? 0])
    expect([d.day, d.stories]).toEqual([d.day, stories.get(d.day) ?? 0])
  }
  const held = await db().selectFrom('moderation_items').select('id').where('status', '=', 'held').execute()
  expect(got.waiting.heldForReview).toBe(held.length)
  expect(got.waiting.politicsOverdue).toBe(await server.app.services.politics.overdueCount(Date.now()))
})

it('is the newsroom’s: a merchant and a reader are refused, a visitor asked to sign in', async () => {
  expect((await getJson(server.app, '/admin/v1/dashboard', auth((await testReader(server, { role: 'merchant' })).token))).status).toBe(403)
  expect((await getJson(server.app, '/admin/v1/dashboard', auth((await testReader(server)).token))).status).toBe(403)
  expect((await getJson(server.app, '/admin/v1/dashboard')).body.statusCode).toBe(301)
})
