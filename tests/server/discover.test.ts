// 发现 (Discover): the seeded feed (pictures 1, 2, 3, 4 and 9, a video, hot comments, official replies),
// topics (official first; a reader's new topic waits for an editor), publishing into a topic, a held
// post its author's alone, the like exact under 50 at once and once only, deleting another's refused,
// the editor's official reply pinned and told, comments (the story calls with classId 20) counted, search.
import type { DiscoverDetail, DiscoverItem, DiscoverTopic, TopicWord } from '../../types/api/discover'
import type { Comment, CommentListData } from '../../types/api/interaction'
import { createTestServer, getJson, testReader, tokenOfPhone, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { multipartBody, photoWithGps, texturedPhoto } from './upload-helpers'
import sharp from 'sharp'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

type List<T> = { list: T[]; hasMore: boolean }
const db = () => server.database.db
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const get = async <T>(url: string, token?: string) => (await getJson<T>(server.app, url, auth(token))).body
const feed = async (token?: string, type = 'new') => (await get<List<DiscoverItem>>(`/v1/quan/getQuanInfo?type=${type}&pageSize=40`, token)).data.list
const detail = async (id: number, token?: string) => (await get<DiscoverDetail>(`/v1/quan/getDetail?classId=20&newsId=${id}`, token)).data
const tokenOf = (phone: string) => tokenOfPhone(server, phone)
const topicId = async (title: string) => (await db().selectFrom('discover_topics').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id
async function picture(token: string, w = 640, h = 480): Promise<number> {
  const { payload, headers } = multipartBody(await photoWithGps(w, h))
  return (await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload, headers: { ...headers, ...auth(token) } })).json().data.id
}

describe('the seeded feed', () => {
  it('shows posts with their pictures, a video, 2 hot comments and the official reply with its story', async () => {
    const items = await feed()
    const byCount = (n: number) => items.find(i => i.images.length === n)
    for (const n of [1, 2, 3, 4, 9]) expect(byCount(n)).toBeDefined()
    const four = byCount(4)!
    expect(four.thumbs).toHaveLength(4)
    expect(four.topic?.title).toBe('我家门口的变化')
    expect(four.hotComments).toEqual([{ userName: '嘉陵江畔', sayText: '这个步道我也走过，晚上灯光很好看！' }, { userName: '解放碑路人', sayText: '大坪这几年变化确实大，轨道站太方便了' }])
    expect(four.commentCount).toBe(3)
    expect(four.official).toMatchObject({ username: '上游新闻编辑部', newsStruct: { url: expect.stringMatching(/\/shangyou_news\/NewsDetail\?classId=\d+&newsId=\d+$/) } })
    const video = items.find(i => i.video)!
    expect(video.video).toMatchObject({ duration: 8, width: 480, height: 270, url: expect.stringMatching(/\.mp4$/), coverImage: expect.stringMatching(/-l\.jpg$/) })
    // the seeded pictures and video are drawn or copied into the storage when first asked for
    const thumb = await server.app.inject({ method: 'GET', url: new URL(four.thumbs[0]).pathname })
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/jpeg'])
    const clip = await server.app.inject({ method: 'GET', url: new URL(video.video!.url).pathname, headers: { range: 'bytes=0-99' } })
    expect([clip.statusCode, clip.rawPayload.length]).toEqual([206, 100])
    // the post in a topic still waiting for the editor: shown, its topic only to whoever started it
    const waiting = items.find(i => i.content.startsWith('七星岗地铁站'))!
    expect(waiting.topic).toBeNull()
    const starter = await tokenOf('13800000003')
    expect((await feed(starter)).find(i => i.id === waiting.id)?.topic?.title).toBe('地铁站里的便民服务')
  })

  it('lists topics official first, hot words, topics by name, a topic page; a pending topic is its starter’s alone', async () => {
    const hot = (await get<List<DiscoverTopic>>('/v1/quan/getHotTopicList')).data.list
    expect(hot.slice(0, 2).map(t => [t.title, t.official])).toEqual([['我家门口的变化', true], ['山城坡坎坎', true]])
    expect(hot.find(t => t.title === '我家门口的变化')).toMatchObject({ contentCount: 2, commentCount: 3 })
    expect(hot.map(t => t.title)).not.toContain('地铁站里的便民服务')
    const words = (await get<TopicWord[]>('/api/topic/getHotWord')).data
    expect(words[0]).toEqual({ id: expect.any(Number), title: expect.any(String) })
    expect((await get<DiscoverTopic[]>(`/api/topic/getTopicListByKeyboard?keyword=${encodeURIComponent('重庆')}`)).data.map(t => t.title).sort()).toEqual(['晒晒重庆味道', '老重庆记忆', '雨天的重庆'].sort())
    const pending = await topicId('地铁站里的便民服务')
    expect((await get(`/api/topic/getThemeInfo?themeId=${pending}`)).statusCode).toBe(404)
    expect((await get<DiscoverTopic>(`/api/topic/getThemeInfo?themeId=${pending}`, await tokenOf('13800000003'))).data.status).toBe('pending')
    const page = (await get<List<DiscoverItem>>(`/api/topic/themeRecentList?themeId=${await topicId('我家门口的变化')}`)).data.list
    expect(page.map(p => p.topic?.title)).toEqual(['我家门口的变化', '我家门口的变化'])
  })

  it('with no topic (the spec lists themeRecentList with no query), answers the recent approved topics, newest first', async () => {
    const recent = (await get<List<DiscoverTopic>>('/api/topic/themeRecentList')).data.list
    const approved = await server.database.db.selectFrom('discover_topics').select(['title', 'created_at', 'id']).where('status', '=', 'approved')
      .orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
    expect(recent.map(t => t.title)).toEqual(approved.slice(0, 10).map(t => t.title))
    expect(recent.map(t => t.title)).not.toContain('地铁站里的便民服务')
    expect(recent[0]).toMatchObject({ id: expect.any(Number), contentCount: expect.any(Number), status: 'approved' })
  })
})

describe('publishing', () => {
  it('puts a post with 3 pictures into a topic from its 跟帖; pictures and a video together are refused', async () => {
    const r = await testReader(server)
    const ids = [await picture(r.token), await picture(r.token, 500, 500), await picture(r.token, 300, 400)]
    const topic = await topicId('山城坡坎坎')
    const before = (await get<DiscoverTopic>(`/api/topic/getThemeInfo?themeId=${topic}`)).data.contentCount
    const made = await post(server.app, '/v1/quan/publish', { content: '鹅岭公园后门那段梯坎，一口气爬完。', images: JSON.stringify(ids), topicId: topic }, r.token)
    expect(made.body).toEqual({ statusCode: 200, message: '发布成功', data: { id: expect.any(Number), underReview: false, topic: { id: topic, title: '山城坡坎坎', status: 'approved' } } })
    const page = (await get<List<DiscoverItem>>(`/api/topic/themeRecentList?themeId=${topic}`)).data.list
    expect(page[0]).toMatchObject({ id: made.body.data.id, mine: false, images: [expect.any(String), expect.any(String), expect.any(String)] })
    expect((await get<DiscoverTopic>(`/api/topic/getThemeInfo?themeId=${topic}`)).data.contentCount).toBe(before + 1)
    const { payload, headers } = multipartBody(require('fs').readFileSync(require('path').join(__dirname, '../../server/assets/video/shancheng-2.mp4')), { filename: 'clip.mp4', type: 'video/mp4' })
    const video = (await server.app.inject({ method: 'POST', url: '/v1/upload/video', payload, headers: { ...headers, ...auth(r.token) } })).json().data
    const both = await post(server.app, '/v1/quan/publish', { content: '图片加视频', images: `${ids[0]}`, videoId: video.id }, r.token)
    expect(both.body).toMatchObject({ statusCode: 400, message: '图片和视频只能选择一种' })
    expect((await post(server.app, '/v1/quan/publish', { content: '  ' }, r.token)).body.message).toBe('请输入内容')
    // (a reader publishes 3 a minute: this one from another)
    expect((await post(server.app, '/v1/quan/publish', { content: '话题太短', topicTitle: '#a#' }, (await testReader(server)).token)).body.message).toBe('话题名称为2-20个字')
  })

  it('starts a new topic pending an editor, who approves it; then it is in the hot list and found by name', async () => {
    const r = await testReader(server)
    const made = await post(server.app, '/v1/quan/publish', { content: '洪崖洞对面的夜景机位分享。', topicTitle: '#夜景机位#' }, r.token)
    expect(made.body.data.topic).toMatchObject({ title: '夜景机位', status: 'pending' })
    const id = made.body.data.topic.id
    const other = await testReader(server)
    // pending: open to others too (nobody squats a name while an editor decides; issue 24 §10)
    expect((await post(server.app, '/v1/quan/publish', { content: '我也来', topicId: id }, other.token)).body.statusCode).toBe(200)
    expect((await get<DiscoverTopic[]>(`/api/topic/getTopicListByKeyboard?keyword=${encodeURIComponent('夜景')}`)).data).toEqual([])
    const moderator = await testReader(server, { role: 'moderator' })
    expect((await post(server.app, '/admin/v1/discover/topic', { id, action: 'approve' }, moderator.token)).status).toBe(403)
    const editor = await testReader(server, { role: 'editor' })
    expect((await post(server.app, '/admin/v1/discover/topic', { id, action: 'approve' }, editor.token)).body).toMatchObject({ statusCode: 200, data: { status: 'approved', contentCount: 2 } })
    expect((await get<DiscoverTopic[]>(`/api/topic/getTopicListByKeyboard?keyword=${encodeURIComponent('夜景')}`)).data.map(t => t.title)).toEqual(['夜景机位'])
    // the same name again (another width, spaces) joins it
    const again = await post(server.app, '/v1/quan/publish', { content: '我也来', topicTitle: '夜景 机位' }, other.token)
    expect(again.body.data.topic).toMatchObject({ id, status: 'approved' })
  })

  it('holds a post with a held word: 审核中 to its author, absent for another reader', async () => {
    const r = await testReader(server)
    const made = await post(server.app, '/v1/quan/publish', { content: '周末兼职日结，想赚钱的加微信私聊我' }, r.token)
    expect(made.body).toMatchObject({ message: '发布成功，审核通过后公开', data: { underReview: true } })
    expect((await feed(r.token)).find(i => i.id === made.body.data.id)).toMatchObject({ underReview: true, mine: true })
    expect((await feed()).find(i => i.id === made.body.data.id)).toBeUndefined()
    expect((await get(`/v1/quan/getDetail?newsId=${made.body.data.id}`)).statusCode).toBe(404)
  })

  it('lets the author delete their post and refuses anyone else', async () => {
    const a = await testReader(server)
    const b = await testReader(server)
    const { body } = await post(server.app, '/v1/quan/publish', { content: '删掉试试' }, a.token)
    expect((await post(server.app, '/v1/quan/del', { id: body.data.id }, b.token)).body).toMatchObject({ statusCode: 403, message: '只能删除自己发布的内容' })
    expect((await detail(body.data.id)).item.id).toBe(body.data.id)
    expect((await post(server.app, '/v1/quan/del', { id: body.data.id }, a.token)).body.message).toBe('删除成功')
    expect((await get(`/v1/quan/getDetail?newsId=${body.data.id}`)).statusCode).toBe(404)
  })
})

describe('likes, comments and the official reply', () => {
  it('counts 50 likes at once exactly; a second like by the same reader changes nothing', async () => {
    const a = await testReader(server)
    const { body } = await post(server.app, '/v1/quan/publish', { content: '点赞计数测试' }, a.token)
    const id = body.data.id
    const readers = await Promise.all(Array.from({ length: 50 }, () => testReader(server)))
    const results = await Promise.all(readers.map(r => post(server.app, '/v1/like/do', { classId: 20, newsId: id, type: 1 }, r.token)))
    expect(results.every(r => r.body.statusCode === 200 && r.body.data.voteType === 1)).toBe(true)
    expect((await detail(id)).item.like).toBe(50)
    const again = await post(server.app, '/v1/like/do', { classId: 20, newsId: id, type: 1 }, readers[0].token)
    expect(again.body).toEqual({ statusCode: 200, message: '你已经点过赞了', data: { voteType: 0, likeNum: 50 } })
    expect((await detail(id, readers[0].token)).item.isDoLike).toBe(true)
  })

  it('counts comments (the story calls with classId 20) on the post and its topic', async () => {
    const a = await testReader(server)
    const topic = await topicId('周末去哪耍')
    const { body } = await post(server.app, '/v1/quan/publish', { content: '南山植物园的樱花开了', topicId: topic }, a.token)
    const before = (await get<DiscoverTopic>(`/api/topic/getThemeInfo?themeId=${topic}`)).data.commentCount
    const c = await testReader(server)
    expect((await post(server.app, '/v1/comment/store', { classId: 20, newsId: body.data.id, sayText: '周末就去看' }, c.token)).body.statusCode).toBe(200)
    const d = await detail(body.data.id)
    expect([d.commentCount, d.item.hotComments]).toEqual([1, [{ userName: c.nickname, sayText: '周末就去看' }]])
    expect((await get<DiscoverTopic>(`/api/topic/getThemeInfo?themeId=${topic}`)).data.commentCount).toBe(before + 1)
  })

  it('takes its comments through the story comment calls with its classId: list, a thread, replies, likes, delete; BangBang’s old calls read the same', async () => {
    const a = await testReader(server)
    const { body } = await post(server.app, '/v1/quan/publish', { content: '磁器口的麻花还是老味道' }, a.token)
    const id = body.data.id as number
    const [b, c] = [await testReader(server), await testReader(server)]
    const said = await post(server.app, '/v1/comment/store', { classId: 20, newsId: id, sayText: '上周刚去买过' }, b.token)
    expect([said.body.message, said.body.data.classId, said.body.data.newsId]).toEqual(['评论成功', 20, id])
    const plId = said.body.data.id as number
    expect((await post(server.app, '/v1/comment/store', { classId: 20, newsId: id, sayText: '陈麻花最好吃', plId }, c.token)).body.statusCode).toBe(200)
    const listed = (await get<CommentListData>(`/v1/comment/getList?classId=20&newsId=${id}`, b.token)).data
    expect([listed.total, listed.list.map(x => [x.sayText, x.subComments.map(r => r.sayText), x.belongMyself])]).toEqual([2, [['上周刚去买过', ['陈麻花最好吃'], true]]])
    // one thread's head, and its replies
    expect((await get<CommentListData>(`/v1/comment/getList?classId=20&newsId=${id}&plId=${plId}`)).data.list.map(x => x.sayText)).toEqual(['上周刚去买过'])
    expect((await get<Comment[]>(`/v1/comment/getListByParentId?classId=20&newsId=${id}&plId=${plId}`)).data.map(x => x.sayText)).toEqual(['陈麻花最好吃'])
    // a thread that is not this post's
    expect((await getJson(server.app, `/v1/comment/getListByParentId?classId=20&newsId=${id + 1000}&plId=${plId}`)).status).toBe(404)
    // BangBang's older calls read the same comments
    expect((await get<CommentListData>(`/api/bv/comment/list?classid=4&id=${id}`)).data.list.map(x => x.id)).toEqual([plId])
    expect((await get<CommentListData>(`/api/bv/comment/list?from=bang&classid=1&section=discover&id=${id}`)).data.list.map(x => x.id)).toEqual([plId])
    // a comment's like toggles
    expect((await post(server.app, '/v1/like/do', { classId: 20, newsId: id, commentId: plId, type: 2 }, c.token)).body).toEqual({ statusCode: 200, message: '点赞成功', data: { voteType: 1, likeNum: 1 } })
    expect((await post(server.app, '/v1/like/do', { classId: 20, newsId: id, commentId: plId, type: 2 }, c.token)).body.data).toEqual({ voteType: 0, likeNum: 0 })
    // only its writer deletes it, with its replies
    expect((await post(server.app, '/v1/comment/deleteComment', { plId, classId: 20, newsId: id }, c.token)).status).toBe(403)
    expect((await post(server.app, '/v1/comment/deleteComment', { plId, classId: 20, newsId: id }, b.token)).body.message).toBe('删除成功！')
    expect((await get<CommentListData>(`/v1/comment/getList?classId=20&newsId=${id}`)).data).toMatchObject({ total: 0, list: [] })
    expect((await detail(id)).commentCount).toBe(0)
  })

  it('pins the editor’s official reply with its story; the author has a message; nobody else may', async () => {
    const a = await testReader(server)
    const { body } = await post(server.app, '/v1/quan/publish', { content: '解放碑的公共厕所什么时候修好？' }, a.token)
    const story = await db().selectFrom('news').select(['id', 'class_id']).where('status', '=', 1).where('data_type', '=', 3).executeTakeFirstOrThrow()
    const reader = await testReader(server)
    expect((await post(server.app, '/admin/v1/discover/reply', { id: body.data.id, content: '已核实', newsId: story.id }, reader.token)).status).toBe(403)
    const editor = await testReader(server, { role: 'editor', nickname: '值班编辑' })
    expect((await post(server.app, '/admin/v1/discover/reply', { id: body.data.id, content: '已联系街道，本周内修复。', newsId: 999999 }, editor.token)).body.message).toBe('关联的稿件不存在')
    expect((await post(server.app, '/admin/v1/discover/reply', { id: body.data.id, content: '已联系街道，本周内修复。', newsId: story.id }, editor.token)).body.message).toBe('官方回复成功')
    const d = await detail(body.data.id)
    expect(d.item.official).toMatchObject({ username: '值班编辑', content: '已联系街道，本周内修复。', newsStruct: { newsId: story.id, classId: story.class_id } })
    const messages = (await get<{ title: string; route: string; params: Record<string, number> }[]>('/v1/message/list', a.token)).data
    expect(messages[0]).toMatchObject({ title: '上游新闻官方回复了你的发现', route: 'DetailDiscover', params: { classId: 20, newsId: body.data.id } })
  })

  it('finds posts by their words', async () => {
    const items = (await get<List<DiscoverItem>>(`/api/topic/getListByKeyWord?keyword=${encodeURIComponent('豌杂面')}`)).data.list
    expect(items.map(i => i.content)).toEqual(['早上八点的豌杂面，二两，加个煎蛋，一天的元气都有了。'])
    expect((await get<List<DiscoverItem>>('/api/topic/getListByKeyWord?keyword=%25')).data.list).toEqual([])
  })
})

describe('reports', () => {
  it('takes a report of a post or a topic with the offered reasons (platform 4), and of a comment on a post', async () => {
    const r = await testReader(server)
    const reasons = (await get<{ type: string[] }>('/v1/comment/reportContent')).data.type
    const item = (await feed())[0]
    const topic = await topicId('老重庆记忆')
    expect((await post(server.app, '/v1/quan/report', { newsId: item.id, content: reasons[0] }, r.token)).body).toMatchObject({ statusCode: 200, message: '举报成功' })
    expect((await post(server.app, '/v1/quan/report', { themeId: topic, content: reasons.slice(0, 2).join(',') }, r.token)).body.message).toBe('举报成功')
    expect((await post(server.app, '/v1/quan/report', { content: reasons[0] }, r.token)).body.message).toBe('请选择举报的内容或话题')
    expect((await post(server.app, '/v1/quan/report', { newsId: item.id, content: '' }, r.token)).body.message).toBe('请选择举报内容')
    expect((await post(server.app, '/v1/quan/report', { themeId: await topicId('地铁站里的便民服务'), content: reasons[0] }, r.token)).body.message).toBe('话题不存在')
    const kept = await db().selectFrom('reports').select(['kind', 'platform_id', 'comment_text']).where('user_id', '=', r.id).orderBy('id').execute()
    expect(kept).toEqual([{ kind: 'quan', platform_id: 4, comment_text: item.content }, { kind: 'topic', platform_id: 4, comment_text: '老重庆记忆' }])
    const comment = await db().selectFrom('bang_comments').select(['id', 'target_id']).where('class_id', '=', 4).executeTakeFirstOrThrow()
    const reported = await post(server.app, '/api/comment/doReport', { classId: 4, newsId: comment.target_id, commentId: comment.id, platformId: 4, content: reasons[0], commentContent: '' }, r.token)
    expect(reported.body.message).toBe('举报成功')
  })
})

describe('pictures moderators rejected', () => {
  const textured = texturedPhoto
  const send = async (token: string, bytes: Buffer) => {
    const { payload, headers } = multipartBody(bytes)
    return (await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload, headers: { ...headers, ...auth(token) } })).json().data.id as number
  }

  it('holds a post whose picture a moderator rejected before, sent again resized and recompressed; another picture passes', async () => {
    const a = await testReader(server)
    const original = await textured(7)
    const first = await post(server.app, '/v1/quan/publish', { content: '周末兼职日结，想赚钱的加微信私聊我', images: `${await send(a.token, original)}` }, a.token)
    expect(first.body.data.underReview).toBe(true)
    const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'discover-post').where('ref_id', '=', first.body.data.id).executeTakeFirstOrThrow()
    const moderator = await testReader(server, { role: 'moderator' })
    expect((await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'reject', reason: '广告' }, moderator.token)).body.message).toBe('已驳回')
    // the same picture from another reader, smaller and recompressed, under a harmless text
    const b = await testReader(server)
    const again = await sharp(original).resize(640, 480).jpeg({ quality: 55 }).toBuffer()
    const held = await post(server.app, '/v1/quan/publish', { content: '今天拍到的风景', images: `${await send(b.token, again)}` }, b.token)
    expect(held.body).toMatchObject({ message: '发布成功，审核通过后公开', data: { underReview: true } })
    const queued = await db().selectFrom('moderation_items').select('reasons').where('kind', '=', 'discover-post').where('ref_id', '=', held.body.data.id).executeTakeFirstOrThrow()
    expect(JSON.parse(queued.reasons)).toContain('图片曾被驳回')
    // another picture, and a flat one (too plain to tell apart), pass
    const c = await testReader(server)
    const other = await post(server.app, '/v1/quan/publish', { content: '今天拍到的风景', images: JSON.stringify([await send(c.token, await textured(99)), await send(c.token, await photoWithGps(300, 200))]) }, c.token)
    expect(other.body.data.underReview).toBe(false)
  })
})

describe('the newsroom’s list of topics', () => {
  it('shows an editor the pending topics with who started them, and each state’s; nobody else', async () => {
    const editor = await tokenOf('13800000007')
    const list = async (status: string, token = editor) => (await getJson<{ items: { id: number; title: string; status: string; startedBy: string; official: boolean }[] }>(server.app, `/admin/v1/discover/topics?status=${status}&pageSize=40`, auth(token))).body
    const pending = (await list('pending')).data.items
    expect(pending.find(t => t.title === '地铁站里的便民服务')).toMatchObject({ status: 'pending', startedBy: '解放碑路人', official: false })
    const approved = (await list('approved')).data.items
    expect(approved.filter(t => t.official).map(t => t.title)).toEqual(expect.arrayContaining(['我家门口的变化', '山城坡坎坎']))
    expect(approved.every(t => t.status === 'approved')).toBe(true)
    const reader = await testReader(server)
    expect((await server.app.inject({ method: 'GET', url: '/admin/v1/discover/topics', headers: auth(reader.token) })).statusCode).toBe(403)
  })
})
