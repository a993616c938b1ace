// Comments, likes, reports, ads, related news and the JS-SDK set-up: the contract, who may do what,
// exact counts under concurrency, and write limits.
import crypto from 'crypto'
import type { AddressInfo } from 'net'
import type { Comment, CommentListData, LikeResult, SdkInfo, Ad, ReportConfig } from '../../types/api/interaction'
import type { NewsDetail, NewsItem } from '../../types/api/news'
import { atFixedTime, createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import type { ContentEvent } from '../../server/src/services/writes'
import { DEMO_USERS } from '../../server/src/db/seed/accounts'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** a new reader with a session */
const reader = (nickname?: string) => testReader(server, { nickname })

/** a story open for comments, with some comments already */
async function story(minComments = 5): Promise<{ id: number; class_id: number; like_num: number }> {
  return db().selectFrom('news').select(['id', 'class_id', 'like_num'])
    .where('allow_pl', '=', 1).where('permission', '=', 0).where('data_type', '=', 3).where('interact_num', '>=', minComments)
    .orderBy('id').executeTakeFirstOrThrow()
}

const likeNum = async (newsId: number) => (await db().selectFrom('news').select('like_num').where('id', '=', newsId).executeTakeFirstOrThrow()).like_num
const comments = (newsId: number, query = '', token?: string) =>
  getJson<CommentListData>(server.app, `/v1/comment/getList?classId=0&newsId=${newsId}${query}`, token ? auth(token) : {})

describe('the seeded comments', () => {
  it('gives most stories comments with replies, hot ones and the demo reader’s own', async () => {
    const count = async (q: (b: ReturnType<typeof db>) => Promise<{ n: number | string | bigint }>) => Number((await q(db())).n)
    const roots = await count(d => d.selectFrom('comments').select(eb => eb.fn.countAll<number>().as('n')).where('root_id', 'is', null).executeTakeFirstOrThrow())
    const replies = await count(d => d.selectFrom('comments').select(eb => eb.fn.countAll<number>().as('n')).where('root_id', 'is not', null).executeTakeFirstOrThrow())
    expect(roots).toBeGreaterThan(2000)
    expect(replies).toBeGreaterThan(1000)
    const demo = await db().selectFrom('users').select('id').where('phone', '=', DEMO_USERS[0].phone).executeTakeFirstOrThrow()
    expect(await count(d => d.selectFrom('comments').select(eb => eb.fn.countAll<number>().as('n')).where('user_id', '=', demo.id).executeTakeFirstOrThrow())).toBeGreaterThan(50)
    // every story's counter equals its visible comments
    const mismatched = await db().selectFrom('news as n')
      .select('n.id')
      .where(eb => eb('n.interact_num', '!=', eb.selectFrom('comments as c').select(e => e.fn.countAll<number>().as('c')).whereRef('c.news_id', '=', 'n.id').where('c.status', '=', 1)))
      .execute()
    expect(mismatched).toEqual([])
  })
})

describe('GET /v1/comment/getList', () => {
  it('lists top-level comments newest first with their first replies, the hot ones and the total', async () => {
    const s = await story()
    const { status, body } = await comments(s.id)
    expect(status).toBe(200)
    const { list, hot, total } = body.data
    expect(list.length).toBeGreaterThan(0)
    expect(list.every(c => c.pId === 0 && c.grandPid === 0 && c.newsId === s.id)).toBe(true)
    const times = list.map(c => c.sayTime)
    expect([...times].sort().reverse()).toEqual(times)
    expect(total).toBe(Number((await db().selectFrom('comments').select(eb => eb.fn.countAll<number>().as('n'))
      .where('news_id', '=', s.id).where('status', '=', 1).executeTakeFirstOrThrow()).n))
    for (const c of list) {
      expect(c.subComments.length).toBeLessThanOrEqual(2)
      expect(c.hasMoreSubComments).toBe(c.rsNum > c.subComments.length)
      expect(c.subComments.every(r => r.grandPid === c.id)).toBe(true)
      expect(c.nickname).not.toBe('')
      expect(c.userPic).toMatch(/^http:\/\/.+\/media\/images\/avatar-\d+\.png$/)
      expect(c.belongMyself).toBe(false)
    }
    expect(hot.every(c => c.zcNum >= 10)).toBe(true)
    expect(hot.map(c => c.zcNum)).toEqual([...hot.map(c => c.zcNum)].sort((a, b) => b - a))
  })

  it('pages to the end: an empty list, and no hot comments after page 1', async () => {
    const s = await story(12)
    const seen = new Set<number>()
    for (let page = 1; ; page++) {
      const { body } = await comments(s.id, `&page=${page}&pageSize=5`)
      if (page > 1) expect(body.data.hot).toEqual([])
      if (body.data.list.length === 0) break
      body.data.list.forEach(c => seen.add(c.id))
    }
    const roots = await db().selectFrom('comments').select('id').where('news_id', '=', s.id).where('root_id', 'is', null).where('status', '=', 1).execute()
    expect(seen.size).toBe(roots.length)
  })

  it('with plId answers that one comment; bad parameters and unknown stories are clear errors', async () => {
    const s = await story()
    const { body } = await comments(s.id)
    const first = body.data.list[0]
    const one = await comments(s.id, `&plId=${first.id}`)
    expect(one.body.data.list.map(c => c.id)).toEqual([first.id])
    expect((await comments(s.id, '&plId=99999999')).body).toMatchObject({ statusCode: 404, message: '评论不存在或已删除' })
    expect((await getJson(server.app, '/v1/comment/getList?newsId=abc')).status).toBe(400)
    expect((await comments(99999999)).body).toMatchObject({ statusCode: 404, message: '新闻不存在或已下线' })
  })

  it('pages a thread’s replies oldest first with whom a reply answers', async () => {
    const thread = await db().selectFrom('comments').select(['id', 'news_id', 'reply_num']).where('root_id', 'is', null).where('reply_num', '>=', 3)
      .orderBy('id').executeTakeFirstOrThrow()
    const { body } = await getJson<Comment[]>(server.app, `/v1/comment/getListByParentId?newsId=${thread.news_id}&plId=${thread.id}&pageSize=40`)
    expect(body.data.length).toBe(thread.reply_num)
    expect(body.data.every(r => r.grandPid === thread.id)).toBe(true)
    const times = body.data.map(r => r.sayTime)
    expect([...times].sort()).toEqual(times)
    for (const r of body.data) expect(r.beCommenter !== '').toBe(r.pId !== thread.id)
    const end = await getJson<Comment[]>(server.app, `/v1/comment/getListByParentId?newsId=${thread.news_id}&plId=${thread.id}&page=2&pageSize=40`)
    expect(end.body.data).toEqual([])
  })
})

describe('POST /v1/comment/store', () => {
  it('needs a reader: 301 and nothing stored', async () => {
    const s = await story()
    const before = (await comments(s.id)).body.data.total
    const res = await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '匿名评论' })
    expect(res.body).toMatchObject({ statusCode: 301, message: '未登录或登录过期，请重新登录' })
    expect((await comments(s.id)).body.data.total).toBe(before)
  })

  it('publishes a comment and a reply to a reply; counts follow; the author sees belongMyself', async () => {
    const s = await story()
    const me = await reader('评论者甲')
    const other = await reader('评论者乙')
    const before = (await comments(s.id)).body.data.total
    const made = await post(server.app, '/v1/comment/store', { classId: s.class_id, newsId: s.id, sayText: '  说得好，<script>alert(1)</script>支持！ ', region: '重庆' }, me.token)
    expect(made.body).toMatchObject({ statusCode: 200, message: '评论成功' })
    const comment = made.body.data as Comment
    expect(comment.sayText).toBe('说得好，alert(1)支持！')
    expect(comment).toMatchObject({ belongMyself: true, nickname: '评论者甲', region: '重庆', pId: 0, zcNum: 0, rsNum: 0 })
    const reply = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '同意', plId: comment.id }, other.token)).body.data as Comment
    expect(reply).toMatchObject({ pId: comment.id, grandPid: comment.id, beCommenter: '' })
    const answer = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '谢谢', plId: reply.id }, me.token)).body.data as Comment
    expect(answer).toMatchObject({ pId: reply.id, grandPid: comment.id, beCommenter: '评论者乙' })

    const list = (await comments(s.id, '', me.token)).body.data
    expect(list.total).toBe(before + 3)
    const head = list.list[0]
    expect(head).toMatchObject({ id: comment.id, rsNum: 2, belongMyself: true, hasMoreSubComments: false })
    expect(head.subComments.map(r => [r.id, r.belongMyself])).toEqual([[reply.id, false], [answer.id, true]])
    const detail = await getJson<NewsDetail>(server.app, `/v1/news/getDetails?newsId=${s.id}`)
    expect(detail.body.data.commentCount).toBe(before + 3)
  })

  it('refuses empty, too long and closed-story comments, and replies to a missing comment', async () => {
    const s = await story()
    const me = await reader()
    expect((await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: ' <b></b> ' }, me.token)).body.message).toBe('请输入评论内容')
    expect((await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '长'.repeat(501) }, me.token)).body.message).toBe('评论不能超过500字')
    expect((await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '好', plId: 99999999 }, me.token)).body.message).toBe('要回复的评论不存在或已删除')
    const closed = await db().selectFrom('news').select('id').where('allow_pl', '=', 0).executeTakeFirstOrThrow()
    const res = await post(server.app, '/v1/comment/store', { newsId: closed.id, sayText: '好' }, me.token)
    expect(res).toMatchObject({ status: 400, body: { message: '该内容暂不支持评论' } })
    expect((await post(server.app, '/v1/comment/store', { newsId: s.id }, me.token)).status).toBe(400)
  })

  it('limits a reader to 5 comments a minute', async () => {
    const s = await story()
    const me = await reader()
    const results: Awaited<ReturnType<typeof post>>[] = []
    // (in one minute of the limiter's: a slow machine's six comments may straddle two)
    await atFixedTime(server, async () => {
      for (let i = 0; i < 6; i++) results.push(await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: `第${i + 1}条` }, me.token))
    })
    expect(results.slice(0, 5).every(r => r.body.statusCode === 200)).toBe(true)
    expect(results[5]).toMatchObject({ status: 429, body: { message: '评论太频繁，请稍后再试' } })
  })
})

describe('POST v1/comment/deleteComment', () => {
  it('refuses another reader’s comment; the comment stays', async () => {
    const s = await story()
    const author = await reader()
    const stranger = await reader()
    const c = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '我的评论' }, author.token)).body.data as Comment
    const res = await post(server.app, '/v1/comment/deleteComment', { plId: c.id }, stranger.token)
    expect(res).toMatchObject({ status: 403, body: { message: '只能删除自己的评论' } })
    expect((await comments(s.id, `&plId=${c.id}`)).body.data.list[0].id).toBe(c.id)
    expect((await post(server.app, '/v1/comment/deleteComment', { plId: c.id })).body.statusCode).toBe(301)
  })

  it('deletes the author’s comment with its replies; counts drop; a second delete is a clear 404', async () => {
    const s = await story()
    const author = await reader()
    const other = await reader()
    const before = (await comments(s.id)).body.data.total
    const c = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '将被删除' }, author.token)).body.data as Comment
    const r = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '回复', plId: c.id }, other.token)).body.data as Comment
    await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '再回复', plId: r.id }, other.token)
    expect((await comments(s.id)).body.data.total).toBe(before + 3)
    const res = await post(server.app, '/v1/comment/deleteComment', { plId: c.id }, author.token)
    expect(res.body).toMatchObject({ statusCode: 200, message: '删除成功！' })
    const after = (await comments(s.id)).body.data
    expect(after.total).toBe(before)
    expect(after.list.some(x => x.id === c.id)).toBe(false)
    expect((await post(server.app, '/v1/comment/deleteComment', { plId: c.id }, author.token)).body).toMatchObject({ statusCode: 404, message: '评论不存在或已删除' })
  })

  it('deleting a reply lowers the thread’s reply count', async () => {
    const s = await story()
    const a = await reader()
    const root = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '主评论' }, a.token)).body.data as Comment
    const reply = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '回复', plId: root.id }, a.token)).body.data as Comment
    expect((await comments(s.id, `&plId=${root.id}`)).body.data.list[0].rsNum).toBe(1)
    await post(server.app, '/v1/comment/deleteComment', { plId: reply.id }, a.token)
    expect((await comments(s.id, `&plId=${root.id}`)).body.data.list[0]).toMatchObject({ rsNum: 0, subComments: [] })
  })
})

describe('POST /v1/like/do', () => {
  it('50 concurrent likes by 50 readers over HTTP raise the count by exactly 50', async () => {
    const s = await story()
    const readers = await Promise.all(Array.from({ length: 50 }, () => reader()))
    const before = await likeNum(s.id)
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as AddressInfo
    const answers = await Promise.all(readers.map(r => fetch(`http://127.0.0.1:${port}/v1/like/do`, {
      method: 'POST',
      headers: { ...auth(r.token), 'content-type': 'application/x-www-form-urlencoded' },
      body: `classId=${s.class_id}&newsId=${s.id}&type=1`,
    }).then(res => res.json() as Promise<{ statusCode: number; message: string; data: LikeResult }>)))
    expect(answers.every(a => a.statusCode === 200 && a.message === '点赞成功' && a.data.voteType === 1)).toBe(true)
    expect(await likeNum(s.id)).toBe(before + 50)
    expect(Math.max(...answers.map(a => a.data.likeNum))).toBe(before + 50)
  })

  it('a second like by the same reader changes nothing, even when sent at once', async () => {
    const s = await story()
    const me = await reader()
    const before = await likeNum(s.id)
    const [a, b] = await Promise.all([0, 1].map(() => post(server.app, '/v1/like/do', { newsId: s.id, type: 1 }, me.token)))
    expect([a.body.message, b.body.message].sort()).toEqual(['你已经点过赞了', '点赞成功'])
    const again = await post(server.app, '/v1/like/do', { newsId: s.id, type: 1 }, me.token)
    expect(again.body).toMatchObject({ statusCode: 200, message: '你已经点过赞了', data: { voteType: 1, likeNum: before + 1 } })
    expect(await likeNum(s.id)).toBe(before + 1)
    const detail = await getJson<NewsDetail>(server.app, `/v1/news/getDetails?newsId=${s.id}`, auth(me.token))
    expect(detail.body.data).toMatchObject({ isDoLike: 1, doLikeNum: before + 1 })
    expect((await getJson<NewsDetail>(server.app, `/v1/news/getDetails?newsId=${s.id}`)).body.data.isDoLike).toBe(0)
  })

  it('likes a comment and takes it back: the count goes up and down', async () => {
    const s = await story()
    const me = await reader()
    const c = (await comments(s.id)).body.data.list[0]
    const up = await post(server.app, '/v1/like/do', { newsId: s.id, commentId: c.id, type: 2 }, me.token)
    expect(up.body).toMatchObject({ statusCode: 200, message: '点赞成功', data: { voteType: 1, likeNum: c.zcNum + 1 } })
    expect((await comments(s.id, `&plId=${c.id}`, me.token)).body.data.list[0]).toMatchObject({ zcNum: c.zcNum + 1, hasDoLike: true, isDoLike: 1 })
    const down = await post(server.app, '/v1/like/do', { newsId: s.id, commentId: c.id, type: 2 }, me.token)
    expect(down.body).toMatchObject({ statusCode: 200, message: '已取消点赞', data: { voteType: 0, likeNum: c.zcNum } })
  })

  it('answers 100 点赞失败！ for what is gone, 301 without a reader, 400 for a bad type', async () => {
    const me = await reader()
    expect((await post(server.app, '/v1/like/do', { newsId: 99999999, type: 1 }, me.token)).body).toMatchObject({ statusCode: 100, message: '点赞失败！' })
    expect((await post(server.app, '/v1/like/do', { newsId: 10001, commentId: 99999999, type: 2 }, me.token)).body.statusCode).toBe(100)
    expect((await post(server.app, '/v1/like/do', { newsId: 10001, type: 1 })).body.statusCode).toBe(301)
    expect((await post(server.app, '/v1/like/do', { newsId: 10001, type: 3 }, me.token)).status).toBe(400)
    expect((await post(server.app, '/v1/like/do', { newsId: 10001, type: 2 }, me.token)).body.message).toBe('缺少参数 commentId')
  })
})

describe('reports', () => {
  it('offers the reasons and the hotline', async () => {
    const { body } = await getJson<ReportConfig>(server.app, '/v1/comment/reportContent')
    expect(body.data.type).toContain('虚假谣言')
    expect(body.data.tel).toMatch(/^\d+$/)
  })

  it('reports a comment with comma-joined reasons; no reason is 请选择举报内容; reporting again replaces the reasons', async () => {
    const s = await story()
    const me = await reader()
    const c = (await comments(s.id)).body.data.list[0]
    const payload = { commentId: c.id, classId: s.class_id, newsId: s.id, platformId: 0, commentContent: c.sayText }
    expect((await post(server.app, '/api/comment/doReport', { ...payload, content: '' }, me.token)).body.message).toBe('请选择举报内容')
    expect((await post(server.app, '/api/comment/doReport', { ...payload, content: '刷屏' }, me.token)).body.message).toBe('举报内容不在可选范围内')
    const ok = await post(server.app, '/api/comment/doReport', { ...payload, content: '广告营销,人身攻击' }, me.token)
    expect(ok.body).toMatchObject({ statusCode: 200, message: '举报成功' })
    expect(ok.body.data.id).toBeGreaterThan(0)
    await post(server.app, '/api/comment/doReport', { ...payload, content: '其他' }, me.token)
    const rows = await db().selectFrom('reports').selectAll().where('user_id', '=', me.id).execute()
    expect(rows.map(r => [r.kind, r.target_id, r.reasons, r.comment_text])).toEqual([['comment', c.id, '其他', c.sayText]])
    expect((await post(server.app, '/api/comment/doReport', { ...payload, content: '其他' })).body.statusCode).toBe(301)
  })

  it('reports a story', async () => {
    const s = await story()
    const me = await reader()
    const res = await post(server.app, '/v1/news/doReport', { classId: s.class_id, newsId: s.id, content: '虚假谣言' }, me.token)
    expect(res.body).toMatchObject({ statusCode: 200, message: '举报成功' })
    expect((await post(server.app, '/v1/news/doReport', { classId: 0, newsId: 99999999, content: '其他' }, me.token)).body.statusCode).toBe(404)
  })
})

describe('detail-page extras', () => {
  it('lists the active ads with their targeting', async () => {
    const { body } = await getJson<Ad[]>(server.app, '/v1/ad/getList?classId=101&newsId=10001')
    expect(new Set(body.data.map(a => a.type))).toEqual(new Set([2, 3, 5]))
    for (const a of body.data) {
      expect(a.imgSrc).toMatch(/^http:\/\/.+\/media\/images\/ad-\d\.jpg$/)
      expect(a.title).not.toBe('')
      expect(Array.isArray(a.showClassIds) && Array.isArray(a.notShowClassIds)).toBe(true)
    }
    expect(body.data.some(a => a.isAll === 0 && a.showClassIds.length > 0)).toBe(true)
    expect(body.data.some(a => a.isAll === 1 && a.notShowClassIds.length > 0)).toBe(true)
    const img = await server.app.inject({ method: 'GET', url: new URL(body.data[0].imgSrc).pathname })
    expect(img.statusCode).toBe(200)
  })

  it('pages a story’s related stories from its column, without itself', async () => {
    const s = await story()
    const { body } = await getJson<NewsItem[]>(server.app, `/v1/news/getRelationNews?newsId=${s.id}&pageSize=5`)
    expect(body.data.length).toBe(5)
    expect(body.data.every(n => n.classId === s.class_id && n.id !== s.id)).toBe(true)
    expect((await getJson(server.app, '/v1/news/getRelationNews?newsId=99999999')).status).toBe(404)
  })

  it('getNewsDetail through the legacy controller is the same story', async () => {
    const s = await story()
    const a = await getJson<NewsDetail>(server.app, `/api/controller.php?enews=getNewsDetail&newsId=${s.id}`)
    expect(a.body.data).toMatchObject({ newsId: s.id, classId: s.class_id })
    expect((await getJson(server.app, '/api/controller.php?enews=getNewsDetail')).body.message).toBe('缺少参数 newsId')
  })

  it('getSdkInfo signs the page address (without #) the way WeChat checks it, with the story’s share card', async () => {
    const s = await story()
    const url = `http://news.example/shangyou_news/NewsDetail?classId=${s.class_id}&newsId=${s.id}`
    const { body } = await getJson<SdkInfo>(server.app, `/api/controller.php?enews=getSdkInfo&id=${s.id}&url=${encodeURIComponent(url + '#comments')}`)
    const ticket = (await getJson<{ appId: string; ticket: string }>(server.app, '/dev/wechat/jsapi-ticket')).body.data
    const expected = crypto.createHash('sha1').update(`jsapi_ticket=${ticket.ticket}&noncestr=${body.data.nonceStr}&timestamp=${body.data.timestamp}&url=${url}`).digest('hex')
    expect(body.data).toMatchObject({ appId: ticket.appId, signature: expected })
    expect(Math.abs(body.data.timestamp - Date.now() / 1000)).toBeLessThan(60)
    expect(body.data.jsApiList).toContain('updateAppMessageShareData')
    expect(body.data.share).toMatchObject({ link: url })
    expect(body.data.share!.title).not.toBe('')
    expect((await getJson(server.app, '/api/controller.php?enews=getSdkInfo&url=javascript:alert(1)')).status).toBe(400)
    // the spec's own call answers the same
    const own = (await getJson<SdkInfo>(server.app, `/api/sdkinfo?id=${s.id}&url=${encodeURIComponent(url)}`)).body.data
    expect({ ...own, nonceStr: '', signature: '', timestamp: 0 }).toEqual({ ...body.data, nonceStr: '', signature: '', timestamp: 0 })
    expect((await getJson(server.app, '/api/sdkinfo?url=javascript:alert(1)')).status).toBe(400)
  })
})

describe('the write pipeline (services/writes.ts)', () => {
  it('announces a shown write at once, a held one when approved, and a deletion; points follow the announcements', async () => {
    const heard: ContentEvent[] = []
    server.app.services.writes.events.on(async e => { heard.push(e) })
    const me = await reader()
    const moderator = await testReader(server, { role: 'moderator' })
    const s = await story()
    const credit = async () => (await db().selectFrom('users').select('credit').where('id', '=', me.id).executeTakeFirstOrThrow()).credit
    const before = await credit()

    const shown = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '写得好，支持' }, me.token)).body.data as Comment
    expect(heard.filter(e => e.userId === me.id)).toEqual([{ type: 'published', kind: 'comment', id: shown.id, userId: me.id, title: '写得好，支持' }])
    const earned = await credit()
    expect(earned).toBeGreaterThan(before)

    await server.app.services.moderation.addWord(moderator.id, '流水线待审词', 'hold')
    const held = (await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '流水线待审词的评论' }, me.token)).body.data as Comment
    expect(held.underReview).toBe(true)
    expect(heard.filter(e => e.userId === me.id)).toHaveLength(1)
    const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'comment').where('ref_id', '=', held.id).executeTakeFirstOrThrow()
    await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'approve' }, moderator.token)
    expect(heard.filter(e => e.userId === me.id).at(-1)).toEqual(expect.objectContaining({ type: 'published', kind: 'comment', id: held.id }))
    const approved = await credit()
    expect(approved).toBeGreaterThan(earned)

    await post(server.app, '/v1/comment/deleteComment', { plId: shown.id }, me.token)
    expect(heard.filter(e => e.userId === me.id).at(-1)).toEqual({ type: 'withdrawn', kind: 'comment', id: shown.id, userId: me.id, by: 'author' })
    expect(await credit()).toBeLessThan(approved)
  })

  it('a failing listener (the points ledger down) is logged and never fails the write', async () => {
    const me = await reader()
    const s = await story()
    const logged: object[] = []
    server.app.services.writes.events.logTo({ error: o => { logged.push(o) }, warn: () => undefined, info: () => undefined })
    const earn = jest.spyOn(server.app.services.points, 'earn').mockRejectedValueOnce(new Error('the ledger went away'))
    try {
      const res = await post(server.app, '/v1/comment/store', { newsId: s.id, sayText: '账本坏了也能评论' }, me.token)
      expect(res.body).toMatchObject({ statusCode: 200, message: '评论成功' })
      expect(await db().selectFrom('comments').select('id').where('id', '=', (res.body.data as Comment).id).executeTakeFirst()).toBeDefined()
      expect(logged).toEqual([expect.objectContaining({ err: expect.objectContaining({ message: 'the ledger went away' }) })])
    } finally {
      earn.mockRestore()
      server.app.services.writes.events.logTo(server.app.log)
    }
  })
})
