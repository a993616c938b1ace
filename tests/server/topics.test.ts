// Topics (时间专题) and specials (专题).
import type { SpecialInfo, SpecialListItem, Topic } from '../../types/api/topics'
import type { NewsItem } from '../../types/api/news'
import type { StaffSpecial, StaffTopic, TopicStory } from '../../types/api/topics'
import type { ChannelHomeData } from '../../types/api/news'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import * as ERRORS from '../../types/errors'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

describe('topics', () => {
  it('collects a column’s topics with post and reply counts, paged', async () => {
    const { body } = await getJson<Topic[]>(server.app, '/kratos/v1/topicsCollect?columnId=1401&page=1')
    expect(body.data).toHaveLength(10)
    expect(body.data[0]).toEqual(expect.objectContaining({ id: 1, title: '重庆马拉松', postNum: expect.any(Number), replyNum: expect.any(Number) }))
    expect((await getJson<Topic[]>(server.app, '/kratos/v1/topicsCollect?columnId=1401&page=2')).body.data).toEqual([])
  })

  it('shows one topic and its stories', async () => {
    const topic = await getJson<Topic>(server.app, '/kratos/v1/topics/show?id=2')
    expect(topic.body.data.title).toBe('山城步道')
    const list = await getJson<NewsItem[]>(server.app, '/kratos/v1/topics/news_list?id=2&pageSize=40')
    const members = await server.database.db.selectFrom('topic_news').select('news_id').where('topic_id', '=', 2).execute()
    expect(list.body.data.map(n => n.id).sort()).toEqual(members.map(m => m.news_id).sort())
  })

  it('answers an unknown topic with 404', async () => {
    expect((await getJson(server.app, '/kratos/v1/topics/show?id=999')).body.message).toBe('话题不存在')
    expect((await getJson(server.app, '/kratos/v1/topics/news_list?id=999')).status).toBe(404)
  })
})

describe('specials', () => {
  it('lists the specials with their newest stories', async () => {
    const { body } = await getJson<SpecialListItem[]>(server.app, '/v1/news/specialList?page=1')
    expect(body.data.length).toBe(6)
    const first = body.data[0]
    expect(first.topicTitle).toBe('奋进新征程 建功新时代')
    expect(first.topicImg).toMatch(/\/media\/images\/scene-\d+\.jpg$/)
    expect(first.list).toHaveLength(3)
    expect(['重要讲话', '各地动态', '评论']).toContain(first.list[0].category)
  })

  it('gives a special’s categories, also when asked by a category', async () => {
    const bySpecial = await getJson<SpecialInfo>(server.app, '/v1/news/specailCategory?classId=502')
    expect(bySpecial.body.data.title).toBe('川渝一家亲')
    expect(bySpecial.body.data.categories.map(c => c.name)).toEqual(['双城经济圈', '交通互联', '民生共享'])
    const byCategory = await getJson<SpecialInfo>(server.app, '/v1/news/specailCategory?classId=5022')
    expect(byCategory.body.data).toEqual(bySpecial.body.data)
  })

  it('answers a column that is not a special with 404', async () => {
    const { status, body } = await getJson(server.app, '/v1/news/specailCategory?classId=101')
    expect(status).toBe(404)
    expect(body.message).toBe('专题不存在')
  })
})

describe('the newsroom’s topics (issue 29)', () => {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })

  it('adds a topic, gathers its stories, shows and hides it: readers see each change at once; refusals in the newsroom’s words; audited', async () => {
    const editor = await testReader(server, { role: 'editor' })
    const { columns, topics } = (await getJson<{ columns: { id: number }[]; topics: StaffTopic[] }>(server.app, '/admin/v1/topics', auth(editor.token))).body.data
    expect(columns.length).toBeGreaterThan(0)
    expect(topics.length).toBeGreaterThan(0)
    const columnId = columns[0].id
    const topic = { columnId, title: ' 长江大保护 ', image: '/media/images/scene-9.jpg', intro: '沿江十年的变化', sort: 0, shown: true }
    const added = await post(server.app, '/admin/v1/topics/save', topic, editor.token)
    expect(added.body.message).toBe('专题已添加')
    const id = (added.body.data as StaffTopic).id
    const readers = async () => (await getJson<Topic[]>(server.app, `/kratos/v1/topicsCollect?columnId=${columnId}&page=1&pageSize=40`)).body.data
    expect((await readers()).find(t => t.id === id)).toMatchObject({ title: '长江大保护', intro: '沿江十年的变化', postNum: 0 })

    const stories = (await server.database.db.selectFrom('news').select('id').where('status', '=', 1).where('data_type', '=', 3).orderBy('id', 'desc').limit(3).execute()).map(r => r.id)
    expect((await post(server.app, '/admin/v1/topics/stories', { id, newsIds: stories }, editor.token)).body.message).toBe('已保存')
    const listed = (await getJson<{ id: number }[] | { list: { id: number }[] }>(server.app, `/kratos/v1/topics/news_list?id=${id}&page=1`)).body.data
    expect((Array.isArray(listed) ? listed : listed.list).map(n => n.id).sort()).toEqual([...stories].sort())
    expect((await readers()).find(t => t.id === id)?.postNum).toBe(3)
    const kept = (await getJson<TopicStory[]>(server.app, `/admin/v1/topics/stories?id=${id}`, auth(editor.token))).body.data
    expect(kept.map(k => k.newsId).sort()).toEqual([...stories].sort())
    expect((await post(server.app, '/admin/v1/topics/stories', { id, newsIds: [stories[0], stories[0]] }, editor.token)).body.message).toBe(ERRORS.topicStoriesBad(200))
    expect((await post(server.app, '/admin/v1/topics/stories', { id, newsIds: [987654321] }, editor.token)).body.message).toBe(ERRORS.storyNotFound)

    for (const [change, message] of [
      [{ title: '' }, ERRORS.topicTitleBad(30)],
      [{ intro: '长'.repeat(201) }, ERRORS.topicIntroTooLong(200)],
      [{ image: '' }, ERRORS.topicImageMissing],
      [{ columnId: 1 }, ERRORS.topicColumnBad],
      [{ sort: -1 }, ERRORS.sortBad(9999)],
    ] as [Record<string, unknown>, string][]) {
      expect([change, (await post(server.app, '/admin/v1/topics/save', { ...topic, id, ...change }, editor.token)).body.message]).toEqual([change, message])
    }
    expect((await post(server.app, '/admin/v1/topics/save', { ...topic, id, shown: false }, editor.token)).body.message).toBe('已保存')
    expect((await readers()).find(t => t.id === id)).toBeUndefined()
    expect((await getJson(server.app, `/kratos/v1/topics/show?id=${id}`)).status).toBe(404)

    const admin = await testReader(server, { role: 'admin' })
    const log = (await getJson<{ items: { action: string }[] }>(server.app, `/admin/v1/audit?actorId=${editor.id}`, auth(admin.token))).body.data.items
    expect(log.map(i => i.action)).toEqual(['topic-edit', 'topic-stories', 'topic-add'])
  })

  it('keeps one list when editors save a topic’s stories at once (a fuzz run met a unique violation on PostgreSQL)', async () => {
    const editor = await testReader(server, { role: 'editor' })
    const stories = (await server.database.db.selectFrom('news').select('id').where('status', '=', 1).where('data_type', '=', 3).orderBy('id', 'desc').limit(6).execute()).map(r => r.id)
    const lists = [stories.slice(0, 4), stories.slice(2, 6), stories.slice(1, 5)]
    const saves = await Promise.all(Array.from({ length: 12 }, (_, i) => post(server.app, '/admin/v1/topics/stories', { id: 3, newsIds: lists[i % 3] }, editor.token)))
    expect(saves.map(s => s.status)).toEqual(Array(12).fill(200))
    const kept = (await server.database.db.selectFrom('topic_news').select('news_id').where('topic_id', '=', 3).execute()).map(r => r.news_id).sort()
    expect(lists.map(l => [...l].sort())).toContainEqual(kept)
    expect((await server.database.db.selectFrom('topics').select('post_num').where('id', '=', 3).executeTakeFirstOrThrow()).post_num).toBe(4)
  })

  it('only editors and administrators', async () => {
    const moderator = await testReader(server, { role: 'moderator' })
    expect((await getJson(server.app, '/admin/v1/topics', auth(moderator.token))).status).toBe(403)
    expect((await post(server.app, '/admin/v1/topics/stories', { id: 1, newsIds: [] }, moderator.token)).status).toBe(403)
  })
})

describe('the newsroom’s specials (issue 29)', () => {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })
  const db = () => server.database.db

  it('adds a special with its categories and its entry in a channel; renames, orders and removes categories; hides it: readers see each change at once; audited', async () => {
    const editor = await testReader(server, { role: 'editor' })
    const desk = async () => (await getJson<StaffSpecial[]>(server.app, '/admin/v1/specials', auth(editor.token))).body.data
    const seeded = await desk()
    expect(seeded).toHaveLength(6)
    expect(seeded[1]).toMatchObject({ id: 502, title: '川渝一家亲', shown: true, categories: [{ id: 5021, name: '双城经济圈' }, { id: 5022, name: '交通互联' }, { id: 5023, name: '民生共享' }] })
    expect(seeded[1].categories[0].stories).toBeGreaterThan(0)

    const special = { title: ' 长江大保护 ', image: '/media/images/scene-9.jpg', intro: '沿江十年的变化', order: 0, shown: true, channelIds: [1], categories: [{ name: '最新进展' }, { name: '图说' }] }
    const added = await post(server.app, '/admin/v1/specials/save', special, editor.token)
    expect(added.body.message).toBe('专题已添加')
    const made = added.body.data as StaffSpecial
    expect(made).toMatchObject({ title: '长江大保护', image: '/media/images/scene-9.jpg', intro: '沿江十年的变化', shown: true, channelIds: [1] })
    expect(made.categories.map(c => [c.name, c.stories])).toEqual([['最新进展', 0], ['图说', 0]])
    // readers: first on /Special, its tabs, its entry leading to it in the 推荐 list (dataType 5, its classId)
    expect((await getJson<SpecialListItem[]>(server.app, '/v1/news/specialList?page=1')).body.data[0]).toMatchObject({ classId: made.id, topicTitle: '长江大保护', list: [] })
    const info = (await getJson<SpecialInfo>(server.app, `/v1/news/specailCategory?classId=${made.id}`)).body.data
    expect(info).toMatchObject({ title: '长江大保护', intro: '沿江十年的变化', categories: made.categories.map(c => ({ id: c.id, name: c.name })) })
    expect(info.image).toMatch(/\/media\/images\/scene-9\.jpg$/)
    const home = async () => (await getJson<ChannelHomeData>(server.app, '/kratos/v1/channel/home?channelId=1&page=1')).body.data.list
    expect((await home()).find(n => n.id === made.entryId)).toMatchObject({ dataType: 5, classId: made.id, title: '长江大保护' })
    // a story filed in a category is in its list (the story editor offers the categories by the special's name)
    const places = (await getJson<{ columns: { id: number; name: string }[] }>(server.app, '/admin/v1/stories/places', auth(editor.token))).body.data.columns
    expect(places.find(c => c.id === made.categories[0].id)?.name).toBe('长江大保护·最新进展')
    const story = await db().selectFrom('news').select('id').where('status', '=', 1).where('data_type', '=', 3).where('class_id', '=', 101).orderBy('id', 'desc').executeTakeFirstOrThrow()
    await db().updateTable('news').set({ class_id: made.categories[0].id }).where('id', '=', story.id).execute()

    // renamed and reordered, one added, the empty one removed; the one with a story may not be
    const [news, pictures] = made.categories
    const changed = await post(server.app, '/admin/v1/specials/save', { ...special, id: made.id, categories: [{ name: '航拍' }, { id: news.id, name: '进展' }] }, editor.token)
    expect(changed.body.message).toBe('已保存')
    expect((changed.body.data as StaffSpecial).categories.map(c => [c.name, c.stories])).toEqual([['航拍', 0], ['进展', 1]])
    expect(await db().selectFrom('columns').select('id').where('id', '=', pictures.id).executeTakeFirst()).toBeUndefined()
    expect((await getJson<SpecialInfo>(server.app, `/v1/news/specailCategory?classId=${news.id}`)).body.data.categories.map(c => c.name)).toEqual(['航拍', '进展'])

    // refused in the newsroom's words, nothing changed
    const before = await desk()
    const other = seeded[0].categories[0].id
    const refusals: [Record<string, unknown>, string][] = [
      [{ categories: [] }, ERRORS.specialCategoriesBad(12, 10)],
      [{ categories: [{ name: '重复' }, { name: '重复' }] }, ERRORS.specialCategoriesBad(12, 10)],
      [{ categories: [{ name: '长'.repeat(11) }] }, ERRORS.specialCategoriesBad(12, 10)],
      [{ categories: [{ id: other, name: '别人的' }] }, ERRORS.specialCategoryNotOwn],
      [{ categories: [{ name: '航拍' }] }, ERRORS.specialCategoryHasStories('进展')],
      [{ title: ' ' }, ERRORS.topicTitleBad(30)],
      [{ image: '' }, ERRORS.topicImageMissing],
      [{ image: 'https://evil.example/x.jpg' }, ERRORS.storyMediaBad],
      [{ channelIds: [987654] }, ERRORS.channelGone],
      [{ order: -1 }, ERRORS.sortBad(9999)],
    ]
    const now = (await desk()).find(s => s.id === made.id)!
    for (const [change, message] of refusals) {
      const res = await post(server.app, '/admin/v1/specials/save', { ...special, id: made.id, categories: now.categories.map(c => ({ id: c.id, name: c.name })), ...change }, editor.token)
      expect([change, res.status, res.body.message]).toEqual([change, 400, message])
    }
    expect(await desk()).toEqual(before)
    expect((await post(server.app, '/admin/v1/specials/save', { ...special, id: 987654 }, editor.token)).status).toBe(404)

    // hidden: gone from /Special, its page and the channel's list at once; still in the console
    expect((await post(server.app, '/admin/v1/specials/save', { ...special, id: made.id, shown: false, categories: now.categories.map(c => ({ id: c.id, name: c.name })) }, editor.token)).body.message).toBe('已保存')
    expect((await getJson<SpecialListItem[]>(server.app, '/v1/news/specialList?page=1&pageSize=40')).body.data.map(s => s.classId)).not.toContain(made.id)
    expect((await getJson(server.app, `/v1/news/specailCategory?classId=${made.id}`)).body.message).toBe(ERRORS.specialGone)
    expect((await home()).map(n => n.id)).not.toContain(made.entryId)
    expect((await desk()).find(s => s.id === made.id)?.shown).toBe(false)

    const admin = await testReader(server, { role: 'admin' })
    const log = (await getJson<{ items: { action: string; before: StaffSpecial | null; after: StaffSpecial }[] }>(server.app, `/admin/v1/audit?actorId=${editor.id}`, auth(admin.token))).body.data.items
    expect(log.map(i => i.action)).toEqual(['special-edit', 'special-edit', 'special-add'])
    expect([log[2].before, log[1].before?.categories.length, log[1].after.categories.length, log[0].after.shown]).toEqual([null, 2, 2, false])
    // as it was, for the tests after
    await db().updateTable('news').set({ class_id: 101 }).where('id', '=', story.id).execute()
  })

  it('only editors and administrators', async () => {
    const moderator = await testReader(server, { role: 'moderator' })
    const reader = await testReader(server)
    for (const token of [moderator.token, reader.token]) {
      expect((await server.app.inject({ method: 'GET', url: '/admin/v1/specials', headers: auth(token) })).statusCode).toBe(403)
      expect((await post(server.app, '/admin/v1/specials/save', { title: 'x', image: '/media/images/scene-9.jpg', intro: '', order: 0, shown: true, channelIds: [], categories: [{ name: 'x' }] }, token)).status).toBe(403)
    }
  })
})
