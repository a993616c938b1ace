// Topics (时间专题) and specials (专题).
import type { SpecialInfo, SpecialListItem, Topic } from '../../types/api/topics'
import type { NewsItem } from '../../types/api/news'
import { createTestServer, getJson, type TestServer } from './helpers'

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
