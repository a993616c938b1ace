// The newsroom's stories (issue 29): an editor writes a story (a draft), saves revisions, compares and
// restores them, sends it through review, schedules it; the job publishes it when its time comes and it
// is on its channel's home, its column and its page at once (the kept public answers dropped); withdrawn,
// it is gone from all of them at once. Two editors never overwrite each other unseen; bad fields get the
// spec's words; only editors and administrators may, and every step is in the audit log.
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import type { StoryDiff, StoryFields, StoryView } from '../../types/api/admin'
import * as ERRORS from '../../types/errors'
import { formatCst } from '../../server/src/content/time'
import { signTicket } from '../../server/src/crypto'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
/** 'YYYY-MM-DD HH:mm' China time */
const cst = (ms: number) => formatCst(ms).slice(0, 16)
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const NEWS_COLUMN = async () => (await db().selectFrom('columns').select('id').where('kind', '=', 'news').where('channel_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id

const draft = (columnId: number, over: Partial<StoryFields> = {}): Partial<StoryFields> => ({
  kind: 'news', title: '新闻编辑部测试稿：嘉陵江大桥今日通车', summary: '大桥通车，两岸居民出行时间缩短二十分钟。',
  body: '<p>今天上午，嘉陵江大桥正式通车。</p><p>两岸居民出行时间缩短二十分钟。</p><script>alert(1)</script>',
  columnId, channelIds: [1], showType: 0, cover: ['/media/images/scene-3.jpg'], tags: ['交通', '大桥'], writer: '上游新闻记者 李明', source: '上游新闻', ...over,
})

const homeIds = async () => {
  const home = await getJson<{ list?: { id: number }[] } & Record<string, unknown>>(server.app, '/kratos/v1/channel/home?channelId=1&page=1&pageSize=30')
  return JSON.stringify(home.body.data)
}
const detail = async (id: number) => (await server.app.inject({ method: 'GET', url: `/kratos/v1/detail?newsId=${id}` })).json() as { statusCode: number; message: string; data: { title: string } | null }

it('a draft, two revisions, a diff and a restore; stale saves refused; then scheduled, published by the job, withdrawn: on and off the lists at once', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const other = await testReader(server, { role: 'editor' })
  const columnId = await NEWS_COLUMN()
  // (the lists and the page kept before anything happens, so that a kept answer would show if not dropped)
  const before = await homeIds()

  const made = await post(server.app, '/admin/v1/stories/create', { fields: draft(columnId) }, editor.token)
  expect(made.body).toMatchObject({ statusCode: 200, message: '已保存', data: { revision: 1 } })
  const id = made.body.data.id as number
  let view = (await getJson<StoryView>(server.app, `/admin/v1/stories/detail?id=${id}`, auth(editor.token))).body.data
  expect(view).toMatchObject({ state: 'draft', revision: 1, kind: 'news', columnId })
  // sanitised as every article is
  expect(view.fields.body).toBe('<p>今天上午，嘉陵江大桥正式通车。</p><p>两岸居民出行时间缩短二十分钟。</p>')
  expect((await detail(id)).statusCode).toBe(404)

  const saved = await post(server.app, '/admin/v1/stories/save', { id, revision: 1, fields: draft(columnId, { title: '嘉陵江大桥今日正式通车', body: '<p>今天上午，嘉陵江大桥正式通车。</p><p>首日车流量超过三万辆。</p>' }) }, editor.token)
  expect(saved.body.data).toEqual({ revision: 2 })
  // the other editor still has revision 1 open: refused, nothing lost
  const stale = await post(server.app, '/admin/v1/stories/save', { id, revision: 1, fields: draft(columnId, { title: '另一个标题' }) }, other.token)
  expect(stale.status).toBe(409)
  expect(stale.body.message).toBe(ERRORS.storyStale)

  const diff = (await getJson<StoryDiff>(server.app, `/admin/v1/stories/diff?id=${id}&from=1&to=2`, auth(editor.token))).body.data
  expect(diff.changes.map(c => c.field)).toEqual(['title', 'body'])
  const body = diff.changes.find(c => c.field === 'body')!
  expect(body.parts).toEqual([
    { op: '=', text: '今天上午，嘉陵江大桥正式通车。' }, { op: '-', text: '两岸居民出行时间缩短二十分钟。' }, { op: '+', text: '首日车流量超过三万辆。' },
  ])
  const restored = await post(server.app, '/admin/v1/stories/restore', { id, revision: 2, from: 1 }, editor.token)
  expect(restored.body).toMatchObject({ message: '已恢复第1版', data: { revision: 3 } })
  view = (await getJson<StoryView>(server.app, `/admin/v1/stories/detail?id=${id}`, auth(editor.token))).body.data
  expect(view.title).toBe('新闻编辑部测试稿：嘉陵江大桥今日通车')
  expect(view.revisions.map(r => [r.revision, r.note])).toEqual([[3, '恢复第1版'], [2, ''], [1, '新建']])

  // the workflow: a draft cannot be withdrawn; submitted; scheduled in the past is refused
  const wrong = await post(server.app, '/admin/v1/stories/act', { id, action: 'withdraw' }, editor.token)
  expect(wrong.status).toBe(409)
  expect(wrong.body.message).toBe(ERRORS.storyActionBad('草稿', '撤稿'))
  expect((await post(server.app, '/admin/v1/stories/act', { id, action: 'submit' }, editor.token)).body).toMatchObject({ message: '已送审', data: { state: 'review' } })
  expect((await post(server.app, '/admin/v1/stories/act', { id, action: 'schedule', at: cst(Date.now() - 60_000) }, editor.token)).body.message).toBe(ERRORS.storyScheduleBad)
  // (to the minute, as the console sends it)
  const at = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000
  expect((await post(server.app, '/admin/v1/stories/act', { id, action: 'schedule', at: cst(at) }, other.token)).body.data).toEqual({ state: 'scheduled' })
  // not yet: the job finds nothing due
  expect(await server.app.services.stories.publishDue(Date.now())).toEqual([])
  expect(await homeIds()).toBe(before)
  // its time comes: published once, whoever runs the job again
  expect(await server.app.services.stories.publishDue(at + 1)).toEqual([id])
  expect(await server.app.services.stories.publishDue(at + 2)).toEqual([])
  expect(await homeIds()).toContain(`"id":${id},`)
  expect((await detail(id)).data?.title).toBe('新闻编辑部测试稿：嘉陵江大桥今日通车')
  const column = await getJson<unknown>(server.app, `/kratos/v1/column/list?columnId=${columnId}&page=1&pageSize=5`)
  expect(JSON.stringify(column.body.data)).toContain(`"id":${id},`)

  // an edit of the published story shows at once
  view = (await getJson<StoryView>(server.app, `/admin/v1/stories/detail?id=${id}`, auth(editor.token))).body.data
  expect(view.state).toBe('published')
  await post(server.app, '/admin/v1/stories/save', { id, revision: view.revision, fields: { ...view.fields, title: '嘉陵江大桥通车（更新）' } }, editor.token)
  expect((await detail(id)).data?.title).toBe('嘉陵江大桥通车（更新）')

  // withdrawn: gone from the home, the column and its page at once
  expect((await post(server.app, '/admin/v1/stories/act', { id, action: 'withdraw' }, editor.token)).body.message).toBe('已撤稿')
  expect(await homeIds()).not.toContain(`"id":${id},`)
  expect(JSON.stringify((await getJson<unknown>(server.app, `/kratos/v1/column/list?columnId=${columnId}&page=1&pageSize=5`)).body.data)).not.toContain(`"id":${id},`)
  expect((await detail(id)).statusCode).toBe(404)

  // every step in the audit log, newest first, with the request's id
  const admin = await testReader(server, { role: 'admin' })
  const log = (await getJson<{ items: { action: string; actorId: number; before: unknown; after: unknown; requestId: string }[] }>(server.app, `/admin/v1/audit?kind=story&refId=${id}&pageSize=20`, auth(admin.token))).body.data.items
  // (the job ran here at the scheduled time, a minute or two ahead of the clock: its entry is the newest)
  expect(log.map(i => i.action)).toEqual(['story-publish-due', 'story-withdraw', 'story-edit', 'story-schedule', 'story-submit', 'story-edit', 'story-edit', 'story-create'])
  expect(log[0]).toMatchObject({ actorId: other.id, before: { state: 'scheduled', scheduledAt: at }, after: { state: 'published' } })
  expect(log[1]).toMatchObject({ actorId: editor.id, before: { state: 'published' }, after: { state: 'withdrawn' } })
  expect(log[3]).toMatchObject({ actorId: other.id, after: { state: 'scheduled', scheduledAt: at } })
  expect(log.every(i => i.action === 'story-publish-due' || i.requestId !== '')).toBe(true)
})

it('a story from before the newsroom keeps its first version as revision 1 when an editor first saves it', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const seeded = await db().selectFrom('news').select(['id', 'title']).where('status', '=', 1).where('data_type', '=', 3).where('show_type', '=', 4).orderBy('id', 'desc').executeTakeFirstOrThrow()
  const view = (await getJson<StoryView>(server.app, `/admin/v1/stories/detail?id=${seeded.id}`, auth(editor.token))).body.data
  expect(view).toMatchObject({ state: 'published', revision: 1, revisions: [{ revision: 1, note: '原稿' }] })
  const saved = await post(server.app, '/admin/v1/stories/save', { id: seeded.id, revision: 1, fields: { ...view.fields, title: `${seeded.title}（修订）` } }, editor.token)
  expect(saved.body.data).toEqual({ revision: 2 })
  const diff = (await getJson<StoryDiff>(server.app, `/admin/v1/stories/diff?id=${seeded.id}&from=1&to=2`, auth(editor.token))).body.data
  expect(diff.changes).toEqual([{ field: 'title', label: '标题', parts: [{ op: '=', text: seeded.title }, { op: '+', text: '（修订）' }] }])
  expect((await detail(seeded.id)).data?.title).toBe(`${seeded.title}（修订）`)
})

it('the detail page’s switches: comments, related stories and ads hidden by the story’s permission mask, other bits kept', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const seeded = await db().selectFrom('news').select(['id', 'class_id']).where('status', '=', 1).where('data_type', '=', 3).where('permission', '=', 0).orderBy('id').executeTakeFirstOrThrow()
  // a bit the console does not name (set elsewhere) survives its saves
  await db().updateTable('news').set({ permission: 8 }).where('id', '=', seeded.id).execute()
  const view = (await getJson<StoryView>(server.app, `/admin/v1/stories/detail?id=${seeded.id}`, auth(editor.token))).body.data
  expect(view.fields.hides).toEqual([])
  const readerMask = async () => (await getJson<{ permission: number }>(server.app, `/v1/news/getDetails?classId=${seeded.class_id}&newsId=${seeded.id}`)).body.data.permission
  expect(await readerMask()).toBe(8)
  const saved = await post(server.app, '/admin/v1/stories/save', { id: seeded.id, revision: view.revision, fields: { ...view.fields, hides: ['ads', 'comments', 'ads'] } }, editor.token)
  expect(saved.status).toBe(200)
  // comments 2^0, ads 2^(3−1) (the global config's adPermissionBit): the reader's page leaves them out at once
  expect(await readerMask()).toBe(8 | 1 | 4)
  const config = (await getJson<{ adPermissionBit: number }>(server.app, '/config/inits.json')).body.data
  expect(config.adPermissionBit).toBe(3)
  const again = (await getJson<StoryView>(server.app, `/admin/v1/stories/detail?id=${seeded.id}`, auth(editor.token))).body.data
  expect(again.fields.hides).toEqual(['comments', 'ads'])
  const diff = (await getJson<StoryDiff>(server.app, `/admin/v1/stories/diff?id=${seeded.id}&from=${view.revision}&to=${again.revision}`, auth(editor.token))).body.data
  expect(diff.changes.map(c => c.label)).toEqual(['详情页开关'])
  await post(server.app, '/admin/v1/stories/save', { id: seeded.id, revision: again.revision, fields: { ...again.fields, hides: ['related'] } }, editor.token)
  expect(await readerMask()).toBe(8 | 2)
  expect((await post(server.app, '/admin/v1/stories/save', { id: seeded.id, revision: again.revision + 1, fields: { ...again.fields, hides: ['everything'] } }, editor.token)).status).toBe(400)
})

it('refuses bad fields in the spec’s words and loses nothing', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const columnId = await NEWS_COLUMN()
  const refused = async (over: Partial<StoryFields>) => (await post(server.app, '/admin/v1/stories/create', { fields: draft(columnId, over) }, editor.token)).body.message
  const count = async () => Number((await db().selectFrom('news').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const n = await count()
  expect(await refused({ title: '   ' })).toBe(ERRORS.storyTitleEmpty)
  expect(await refused({ title: '长'.repeat(61) })).toBe(ERRORS.storyTitleTooLong(60))
  expect(await refused({ body: '<p> </p>' })).toBe(ERRORS.storyBodyEmpty)
  expect(await refused({ showType: 1 })).toBe(ERRORS.storyCoverCount('三图', 3))
  expect(await refused({ cover: ['https://evil.example/x.jpg'] })).toBe(ERRORS.storyMediaBad)
  expect(await refused({ cover: ['/media/uploads/../../etc/passwd'] })).toBe(ERRORS.storyMediaBad)
  expect(await refused({ kind: 'picture', gallery: [] })).toBe(ERRORS.storyGalleryEmpty)
  expect(await refused({ kind: 'video' })).toBe(ERRORS.storyVideoMissing)
  expect(await refused({ kind: 'live' })).toBe(ERRORS.storyLiveStartMissing)
  expect(await refused({ kind: 'link', targetUrl: 'javascript:alert(1)' })).toBe(ERRORS.storyLinkBad)
  expect(await refused({ kind: 'link', targetUrl: '//evil.example/' })).toBe(ERRORS.storyLinkBad)
  expect(await refused({ tags: ['一', '二', '三', '四', '五', '六'] })).toBe(ERRORS.storyTagsBad(5, 12))
  expect(await refused({ channelIds: [987654] })).toBe(ERRORS.channelGone)
  const menu = await db().selectFrom('columns').select('id').where('kind', '=', 'menu').executeTakeFirstOrThrow()
  expect(await refused({ columnId: menu.id })).toBe(ERRORS.storyColumnNotForStories)
  expect(await count()).toBe(n)
  // a picture story with its captions, a link, a live story: each made
  const picture = await post(server.app, '/admin/v1/stories/create', { fields: draft(columnId, { kind: 'picture', gallery: [{ url: '/media/images/scene-4.jpg', caption: '大桥夜景' }] }) }, editor.token)
  expect(picture.body.statusCode).toBe(200)
  const images = await db().selectFrom('news_images').select(['url', 'caption']).where('news_id', '=', picture.body.data.id).execute()
  expect(images).toEqual([{ url: '/media/images/scene-4.jpg', caption: '大桥夜景' }])
  expect((await post(server.app, '/admin/v1/stories/create', { fields: draft(columnId, { kind: 'link', targetUrl: 'https://www.cqnews.net/' }) }, editor.token)).body.statusCode).toBe(200)
  expect((await post(server.app, '/admin/v1/stories/create', { fields: draft(columnId, { kind: 'live', liveStart: cst(Date.now() + 3_600_000), videoUrl: '/media/uploads/x/live-1.mp4' }) }, editor.token)).body.statusCode).toBe(200)
})

it('a signed preview link opens a draft as the real H5 page of its kind: the story as last saved, for nobody to keep; only that story, only for a day', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const columnId = await NEWS_COLUMN()
  const { id } = (await post(server.app, '/admin/v1/stories/create', { fields: draft(columnId, { kind: 'picture', gallery: [{ url: '/media/images/scene-4.jpg', caption: '大桥' }] }) }, editor.token)).body.data as { id: number }
  const made = await post(server.app, '/admin/v1/stories/preview', { id }, editor.token)
  expect(made.body.message).toBe('预览链接已生成')
  const { url, expiresAt } = made.body.data as { url: string; expiresAt: number }
  // the page of its kind, on this server
  const address = new URL(url)
  expect(address.pathname).toBe('/shangyou_news/PictureDetail')
  expect([address.searchParams.get('classId'), address.searchParams.get('newsId')]).toEqual([String(columnId), String(id)])
  expect(expiresAt - Date.now()).toBeGreaterThan(23 * 3600_000)
  const preview = address.searchParams.get('preview')!
  const detail = (token?: string) => server.app.inject({ method: 'GET', url: `/v1/news/getDetails?classId=${columnId}&newsId=${id}${token === undefined ? '' : `&preview=${encodeURIComponent(token)}`}` })
  // readers: nothing; the link: the draft, kept by nobody, no reading counted
  expect((await detail()).statusCode).toBe(404)
  const seen = await detail(preview)
  expect(seen.statusCode).toBe(200)
  expect(seen.json().data).toMatchObject({ newsId: id, title: '新闻编辑部测试稿：嘉陵江大桥今日通车' })
  expect([seen.headers['cache-control'], seen.headers['x-robots-tag']]).toEqual(['no-store', 'noindex'])
  expect((await detail(preview)).json().data.onclick).toBe(seen.json().data.onclick)
  // another story's link, a forged one, an old one: refused
  const other = (await db().selectFrom('news').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id
  const otherLink = new URL((await post(server.app, '/admin/v1/stories/preview', { id: other }, editor.token)).body.data.url).searchParams.get('preview')!
  const secret = server.app.services.signIn.secret
  for (const token of [otherLink, preview.slice(0, -2) + 'xx', 'x', signTicket(secret, { preview: id }, 24 * 3600_000, Date.now() - 25 * 3600_000)]) {
    const refused = await detail(token)
    expect([refused.statusCode, refused.json().message]).toEqual([403, ERRORS.previewLinkBad])
  }
  expect((await post(server.app, '/admin/v1/stories/preview', { id: 987654321 }, editor.token)).status).toBe(404)
  const admin = await testReader(server, { role: 'admin' })
  const log = (await getJson<{ items: { action: string; refId: number }[] }>(server.app, `/admin/v1/audit?actorId=${editor.id}&action=story-preview`, auth(admin.token))).body.data.items
  expect(log.map(i => i.refId)).toEqual([other, id])
})

it('only editors and administrators: a moderator, a reader and a visitor are refused', async () => {
  const moderator = await testReader(server, { role: 'moderator' })
  const reader = await testReader(server)
  const columnId = await NEWS_COLUMN()
  for (const token of [moderator.token, reader.token]) {
    expect((await server.app.inject({ method: 'GET', url: '/admin/v1/stories', headers: auth(token) })).statusCode).toBe(403)
    expect((await post(server.app, '/admin/v1/stories/create', { fields: draft(columnId) }, token)).status).toBe(403)
    expect((await post(server.app, '/admin/v1/stories/preview', { id: 10005 }, token)).status).toBe(403)
  }
  const visitor = await server.app.inject({ method: 'GET', url: '/admin/v1/stories' })
  expect(visitor.json().statusCode).toBe(301)
  const admin = await testReader(server, { role: 'admin' })
  const list = await getJson<{ items: { id: number; state: string }[]; hasMore: boolean }>(server.app, '/admin/v1/stories?state=published&pageSize=5', auth(admin.token))
  expect(list.body.data.items.length).toBe(5)
  expect(list.body.data.items.every(s => s.state === 'published')).toBe(true)
})

it('every story of the seeded site opens in the editor and saves as it is (its fields pass the checks)', async () => {
  const ids = (await db().selectFrom('news').select('id').where('show_type', 'not in', [8, 9]).where('data_type', '!=', 5).execute()).map(r => r.id)
  expect(ids.length).toBeGreaterThan(800)
  const problems: string[] = []
  for (const id of ids) {
    const view = await server.app.services.stories.view(id)
    await server.app.services.stories.checked(view.fields, 'http://localhost').catch((err: Error) => problems.push(`${id} ${view.kind}: ${err.message}`))
  }
  expect(problems.slice(0, 10)).toEqual([])
})
