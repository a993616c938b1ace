// Topics (时间专题) and specials (专题).
import type { SpecialInfo, SpecialListItem, Topic } from '../../types/api/topics'
import type { NewsItem } from '../../types/api/news'
import type { StaffTopic, TopicStory } from '../../types/api/topics'
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

  it('only editors and administrators', async () => {
    const moderator = await testReader(server, { role: 'moderator' })
    expect((await getJson(server.app, '/admin/v1/topics', auth(moderator.token))).status).toBe(403)
    expect((await post(server.app, '/admin/v1/topics/stories', { id: 1, newsIds: [] }, moderator.token)).status).toBe(403)
  })
})
