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

it('pins stories at the top of the hot list and its ticker, in order, seen at once, audited; a withdrawn one leaves it', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const hot = async () => (await getJson<{ id: number }[]>(server.app, '/v1/news/getHotLists?page=1')).body.data.map(n => n.id)
  const home = async () => (await getJson<{ id: number }[]>(server.app, '/v1/news/getHotLists?page=2')).body.data.map(n => n.id)
  const read = await hot()
  expect(read.length).toBeGreaterThan(3)
  // two stories readers read little (the oldest published), pinned in this order
  const pins = (await db().selectFrom('news').select('id').where('status', '=', 1).where('data_type', '=', 3).where('show_type', 'not in', [8, 9]).orderBy('publish_time').limit(2).execute()).map(n => n.id).reverse()
  expect((await post(server.app, '/admin/v1/front/hot-pins', { newsIds: pins }, editor.token)).body.message).toBe('已保存')
  const pinned = await hot()
  expect(pinned.slice(0, 2)).toEqual(pins)
  // then the reading's list, without the pins, the page as long as before; the next page goes on after it
  expect(pinned.slice(2)).toEqual(read.filter(id => !pins.includes(id)).slice(0, read.length - 2))
  expect(new Set([...pinned, ...await home()]).size).toBe(pinned.length + (await home()).length)
  const front = (await getJson<{ hotPins: { newsId: number; published: boolean }[] }>(server.app, '/admin/v1/front', auth(editor.token))).body.data
  expect(front.hotPins.map(p => [p.newsId, p.published])).toEqual(pins.map(id => [id, true]))
  // refused in the newsroom's words, nothing changed
  expect((await post(server.app, '/admin/v1/front/hot-pins', { newsIds: [pins[0], pins[0]] }, editor.token)).body.message).toBe(ERRORS.hotPinsRepeated)
  expect((await post(server.app, '/admin/v1/front/hot-pins', { newsIds: [1, 2, 3, 4, 5, 6] }, editor.token)).body.message).toBe(ERRORS.hotPinsTooMany(5))
  expect((await post(server.app, '/admin/v1/front/hot-pins', { newsIds: [987654321] }, editor.token)).body.message).toBe(ERRORS.storyNotFound)
  expect((await hot()).slice(0, 2)).toEqual(pins)
  // a pinned story withdrawn leaves the hot list at once; the pin waits in the console, shown as not published
  expect((await post(server.app, '/admin/v1/stories/act', { id: pins[0], action: 'withdraw' }, editor.token)).status).toBe(200)
  expect(await hot()).not.toContain(pins[0])
  expect((await hot())[0]).toBe(pins[1])
  const waiting = (await getJson<{ hotPins: { newsId: number; published: boolean }[] }>(server.app, '/admin/v1/front', auth(editor.token))).body.data.hotPins
  expect(waiting.map(p => p.published)).toEqual([false, true])
  const admin = await testReader(server, { role: 'admin' })
  const log = (await getJson<{ items: { action: string; before: unknown; after: unknown }[] }>(server.app, `/admin/v1/audit?actorId=${editor.id}&action=front-hot-pins`, auth(admin.token))).body.data.items
  expect(log[0]).toMatchObject({ action: 'front-hot-pins', before: [], after: pins })
  // as it was, for the tests after
  await post(server.app, '/admin/v1/stories/act', { id: pins[0], action: 'publish' }, editor.token)
  await post(server.app, '/admin/v1/front/hot-pins', { newsIds: [] }, editor.token)
  expect(await hot()).toEqual(read)
})

it('sets a channel’s menu: which of its columns, in what order; seen at once in the channel bar, audited', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const menu = (await getJson<{ id: number; name: string; inMenu: boolean }[]>(server.app, '/admin/v1/front/menu?channelId=1', auth(editor.token))).body.data
  const shown = menu.filter(c => c.inMenu).map(c => c.id)
  expect(shown.length).toBeGreaterThan(3)
  const readerMenu = async () => {
    const bar = (await getJson<{ channelid: number; sub: { columnid: number }[] }[]>(server.app, '/kratos/v1/channel/list?page=1')).body.data as unknown as { channelid: number; sub: { columnid: number }[] }[]
    return bar.find(c => c.channelid === 1)!.sub.map(s => s.columnid)
  }
  expect(await readerMenu()).toEqual(shown)
  const next = [shown[2], shown[0], ...shown.slice(3)]
  expect((await post(server.app, '/admin/v1/front/menu', { channelId: 1, columnIds: next }, editor.token)).body.message).toBe('已保存')
  expect(await readerMenu()).toEqual(next)
  const after = (await getJson<{ id: number; inMenu: boolean }[]>(server.app, '/admin/v1/front/menu?channelId=1', auth(editor.token))).body.data
  expect(after.filter(c => c.inMenu).map(c => c.id)).toEqual(next)
  expect(after.find(c => c.id === shown[1])?.inMenu).toBe(false)
  // another channel's column, a repeat: refused, nothing changed
  const district = await db().selectFrom('columns').select('id').where('channel_id', '=', 4).executeTakeFirstOrThrow()
  expect((await post(server.app, '/admin/v1/front/menu', { channelId: 1, columnIds: [...next, district.id] }, editor.token)).body.message).toBe(ERRORS.menuNotOwn)
  expect((await post(server.app, '/admin/v1/front/menu', { channelId: 1, columnIds: [next[0], next[0]] }, editor.token)).body.message).toBe(ERRORS.menuBad(60))
  expect(await readerMenu()).toEqual(next)
  const admin = await testReader(server, { role: 'admin' })
  const log = (await getJson<{ items: { action: string; before: unknown; after: unknown }[] }>(server.app, `/admin/v1/audit?actorId=${editor.id}`, auth(admin.token))).body.data.items
  expect(log[0]).toMatchObject({ action: 'front-menu', before: shown, after: next })
  // as it was, for the tests after
  await post(server.app, '/admin/v1/front/menu', { channelId: 1, columnIds: shown }, editor.token)
})

it('adds, changes and takes down a detail-page ad, its targeting checked and shown to readers at once, audited', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const columns = (await db().selectFrom('columns').select('id').orderBy('id').limit(3).execute()).map(c => c.id)
  const readers = async () => (await getJson<{ id: number; type: number; title: string; isAll: number; showClassIds: number[]; notShowClassIds: number[]; imgSrc: string }[]>(server.app, '/v1/ad/getList')).body.data
  const ad = { type: 5, title: ' 重庆车展 ', url: '/shangyou_news/home/8', image: '/media/images/scene-5.jpg', everywhere: false, listed: columns.slice(0, 2), excluded: [columns[2]], sort: 2, shown: true }
  const added = await post(server.app, '/admin/v1/ads/save', ad, editor.token)
  expect(added.body.message).toBe('广告已添加')
  const id = (added.body.data as { id: number }).id
  // only the list that applies is kept; the picture as a site path
  expect(added.body.data).toMatchObject({ title: '重庆车展', image: '/media/images/scene-5.jpg', listed: columns.slice(0, 2), excluded: [] })
  expect((await readers()).find(a => a.id === id)).toMatchObject({ type: 5, isAll: 0, showClassIds: columns.slice(0, 2), notShowClassIds: [] })

  const changed = await post(server.app, '/admin/v1/ads/save', { ...ad, id, type: 2, everywhere: true, excluded: [columns[0]] }, editor.token)
  expect(changed.body.message).toBe('已保存')
  expect((await readers()).find(a => a.id === id)).toMatchObject({ type: 2, isAll: 1, showClassIds: [], notShowClassIds: [columns[0]] })
  expect((await post(server.app, '/admin/v1/ads/save', { ...ad, id, shown: false }, editor.token)).body.message).toBe('已保存')
  expect((await readers()).find(a => a.id === id)).toBeUndefined()
  // still in the console, taken down
  const all = (await getJson<{ id: number; shown: boolean }[]>(server.app, '/admin/v1/ads', auth(editor.token))).body.data
  expect(all.find(a => a.id === id)?.shown).toBe(false)

  // refused in the newsroom's words, nothing changed
  const refusals: [Record<string, unknown>, string][] = [
    [{ type: 4 }, ERRORS.adTypeBad],
    [{ title: '  ' }, ERRORS.adTitleBad(40)],
    [{ url: 'javascript:alert(1)' }, ERRORS.adLinkBad],
    [{ url: '//evil.example/x' }, ERRORS.adLinkBad],
    [{ image: '' }, ERRORS.adImageMissing],
    [{ image: 'https://evil.example/x.jpg' }, ERRORS.storyMediaBad],
    [{ listed: [] }, ERRORS.adTargetsMissing],
    [{ listed: [987654] }, ERRORS.adTargetsBad],
    [{ listed: [columns[0], columns[0]] }, ERRORS.adTargetsBad],
    [{ sort: -1 }, ERRORS.sortBad(9999)],
  ]
  const row = await db().selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  for (const [change, message] of refusals) {
    const res = await post(server.app, '/admin/v1/ads/save', { ...ad, id, ...change }, editor.token)
    expect([change, res.status, res.body.message]).toEqual([change, 400, message])
  }
  expect(await db().selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(row)
  expect((await post(server.app, '/admin/v1/ads/save', { ...ad, id: 987654 }, editor.token)).body.message).toBe(ERRORS.adGone)

  const admin = await testReader(server, { role: 'admin' })
  const log = (await getJson<{ items: { action: string; before: { type: number } | null; after: { type: number; shown: boolean } }[] }>(server.app, `/admin/v1/audit?actorId=${editor.id}`, auth(admin.token))).body.data.items
  expect(log.map(i => i.action)).toEqual(['ad-edit', 'ad-edit', 'ad-add'])
  expect([log[1].before?.type, log[1].after.type, log[0].after.shown, log[2].before]).toEqual([5, 2, false, null])
})

it('only editors and administrators', async () => {
  const moderator = await testReader(server, { role: 'moderator' })
  const reader = await testReader(server)
  for (const token of [moderator.token, reader.token]) {
    expect((await server.app.inject({ method: 'GET', url: '/admin/v1/front', headers: auth(token) })).statusCode).toBe(403)
    expect((await post(server.app, '/admin/v1/front/hot-words', { words: ['x'] }, token)).status).toBe(403)
    expect((await server.app.inject({ method: 'GET', url: '/admin/v1/ads', headers: auth(token) })).statusCode).toBe(403)
  }
})
