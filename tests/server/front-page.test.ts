// The front page (issue 29): editors order the channel bar, set a channel's banner and the hot words;
// each is seen at once (the kept lists dropped), audited with before and after, and refused in the
// newsroom's words when wrong; only editors and administrators.
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import * as ERRORS from '../../types/errors'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

it('orders the channel bar, sets a banner and the hot words, each seen at once and audited', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const front = (await getJson<{ channels: { id: number }[]; hotWords: string[] }>(server.app, '/admin/v1/front', auth(editor.token))).body.data
  const ids = front.channels.map(c => c.id)
  // the channel bar and the home, kept before the change
  const bar = async () => ((await getJson<{ id: number }[]>(server.app, '/kratos/v1/channel/list?page=1')).body.data as unknown as { id: number }[])
  const before = JSON.stringify(await bar())
  const swapped = [ids[1], ids[0], ...ids.slice(2)]
  expect((await post(server.app, '/admin/v1/front/channels', { ids: swapped }, editor.token)).body.message).toBe('已保存')
  expect(JSON.stringify(await bar())).not.toBe(before)
  expect((await db().selectFrom('channels').select('id').orderBy('sort').execute()).map(c => c.id)).toEqual(swapped)
  expect((await post(server.app, '/admin/v1/front/channels', { ids: ids.slice(1) }, editor.token)).body.message).toBe(ERRORS.channelOrderBad)

  const home = async () => (await getJson<{ banner: { id: number }[] }>(server.app, '/kratos/v1/channel/home?channelId=1&page=1')).body.data.banner.map(b => b.id)
  const was = await home()
  const stories = (await db().selectFrom('news').select('id').where('status', '=', 1).where('data_type', '=', 3).orderBy('id', 'desc').limit(2).execute()).map(s => s.id)
  expect((await post(server.app, '/admin/v1/front/banners', { channelId: 1, newsIds: stories }, editor.token)).body.message).toBe('已保存')
  expect(await home()).toEqual(stories)
  const listed = (await getJson<{ newsId: number; published: boolean }[]>(server.app, '/admin/v1/front/banners?channelId=1', auth(editor.token))).body.data
  expect(listed.map(b => [b.newsId, b.published])).toEqual(stories.map(id => [id, true]))
  expect((await post(server.app, '/admin/v1/front/banners', { channelId: 1, newsIds: [stories[0], stories[0]] }, editor.token)).body.message).toBe(ERRORS.bannersRepeated)
  expect((await post(server.app, '/admin/v1/front/banners', { channelId: 1, newsIds: [987654321] }, editor.token)).body.message).toBe(ERRORS.storyNotFound)
  expect((await post(server.app, '/admin/v1/front/banners', { channelId: 987, newsIds: [] }, editor.token)).status).toBe(404)

  expect((await post(server.app, '/admin/v1/front/hot-words', { words: ['嘉陵江索道', '  重庆马拉松 '] }, editor.token)).body.message).toBe('已保存')
  expect((await getJson<{ title: string }[]>(server.app, '/v1/news/getNewsHotWord')).body.data.map(w => w.title)).toEqual(['嘉陵江索道', '重庆马拉松'])
  expect((await post(server.app, '/admin/v1/front/hot-words', { words: ['同一个', '同一个'] }, editor.token)).body.message).toBe(ERRORS.hotWordsRepeated)
  expect((await post(server.app, '/admin/v1/front/hot-words', { words: ['长'.repeat(13)] }, editor.token)).body.message).toBe(ERRORS.hotWordsBad(20, 12))

  const admin = await testReader(server, { role: 'admin' })
  const log = (await getJson<{ items: { action: string; before: unknown; after: unknown }[] }>(server.app, `/admin/v1/audit?actorId=${editor.id}`, auth(admin.token))).body.data.items
  expect(log.map(i => i.action)).toEqual(['front-hot-words', 'front-banners', 'front-channels'])
  expect(log[1]).toMatchObject({ before: was, after: stories })
  expect(log[0]).toMatchObject({ before: front.hotWords, after: ['嘉陵江索道', '重庆马拉松'] })
})

it('only editors and administrators', async () => {
  const moderator = await testReader(server, { role: 'moderator' })
  const reader = await testReader(server)
  for (const token of [moderator.token, reader.token]) {
    expect((await server.app.inject({ method: 'GET', url: '/admin/v1/front', headers: auth(token) })).statusCode).toBe(403)
    expect((await post(server.app, '/admin/v1/front/hot-words', { words: ['x'] }, token)).status).toBe(403)
  }
})
