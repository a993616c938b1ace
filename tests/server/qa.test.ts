// 问答: the seeded section (journalists with their tags, a pinned answer, a closed home), asking anyone
// or a chosen journalist, answering and the asker hearing of it, likes (type 6, once; type 3 toggles),
// BangBang's comments with replies and deletion, pinning by the asker only, the hot order, similar
// questions while typing, moderation holding questions and answers, and identity applications.
import type { QaAnswerDetail, QaHome, QaMember, QaMemberHome, QaQuestionItem, QaQuestionPage, QaSimilar } from '../../types/api/qa'
import type { CommentListData, Comment } from '../../types/api/interaction'
import type { MemberInfo, IdentityApplication } from '../../types/api/identity'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { hotScore } from '../../server/src/content/hot'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const get = async <T>(url: string, token?: string) => (await getJson<T>(server.app, url, auth(token))).body
const page = (id: number, token?: string, extra = '') => get<QaQuestionPage>(`/v1/bangbang/wenda/getAnswerListById?id=${id}${extra}`, token)
const unread = async (token: string) => (await get<{ count: number }>('/v1/message/unread', token)).data.count
const seededQuestion = async (start: string) => (await db().selectFrom('qa_questions').select('id').where('content', 'like', `${start}%`).executeTakeFirstOrThrow()).id
const userId = async (phone: string) => (await db().selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id

describe('the seeded section', () => {
  it('has a home of hot questions, latest answers, the reporters and the other answerers who joined', async () => {
    const home = (await get<QaHome>('/v1/bangbang/wenda/index')).data
    expect(home.hot.length).toBeGreaterThan(2)
    expect(home.latestAnswers[0]).toEqual(expect.objectContaining({ question: expect.any(String), username: expect.any(String) }))
    expect(home.reporters.map(m => m.username)).toEqual(expect.arrayContaining(['王敏', '陈晨']))
    expect(home.reporters.every(m => m.userType === '记者')).toBe(true)
    expect(home.answerers.map(m => m.userType)).toEqual(expect.arrayContaining(['律师', '专家', '部门']))
    const reporters = (await get<QaMember[]>('/v1/bangbang/wenda/getMemberList?type=2')).data
    expect(reporters.map(m => m.userTypeCode)).toEqual(['reporter', 'reporter'])
    expect((await get<QaMember[]>('/v1/bangbang/wenda/getMemberList?type=1')).data.some(m => m.userTypeCode === 'reporter')).toBe(false)
    expect((await getJson(server.app, '/v1/bangbang/wenda/getMemberList?type=3')).status).toBe(400)
  })

  it('lists questions newest first and hot by a score of views, answers and likes that age wears down', async () => {
    const fresh = (await get<QaQuestionItem[]>('/v1/bangbang/wenda/getNewQuestionList?pageSize=20')).data
    expect(fresh.map(q => q.time)).toEqual([...fresh.map(q => q.time)].sort().reverse())
    const hot = (await get<QaQuestionItem[]>('/v1/bangbang/wenda/getHotQuestionList?pageSize=20')).data
    const rows = await db().selectFrom('qa_questions').select(['id', 'hot']).where('review', '=', 'shown').execute()
    const score = new Map(rows.map(r => [r.id, r.hot]))
    expect(hot.map(q => score.get(q.id))).toEqual(hot.map(q => score.get(q.id)).sort((a, b) => b! - a!))
    // the same engagement a day later outweighs ten times as much a day earlier
    const t = Date.now()
    expect(hotScore({ view_num: 100, answer_num: 0, like_num: 0, created_at: t })).toBeGreaterThan(hotScore({ view_num: 999, answer_num: 0, like_num: 0, created_at: t - 86_400_000 - 1 }))
    expect(hotScore({ view_num: 0, answer_num: 2, like_num: 0, created_at: t })).toBeGreaterThan(hotScore({ view_num: 5, answer_num: 0, like_num: 0, created_at: t }))
    // a listed question carries its pinned answer, with who wrote it and their tag
    const school = fresh.find(q => q.question.startsWith('外地户口的孩子'))!
    expect(school).toEqual(expect.objectContaining({ answerer: '陈晨', answererType: '记者', target: '陈晨', replyNum: 2, topTitle: '向 记者陈晨 提问' }))
    // put to 陈晨, who answered: that answer is its reply; a question to everyone has neither
    expect(school.reply).toBe(school.answer)
    expect(school.reply.length).toBeGreaterThan(0)
    expect(fresh.filter(q => !q.target).every(q => q.topTitle === '' && q.reply === '')).toBe(true)
  })

  it('shows a question with its pinned answer first, tags, and counts each reading once', async () => {
    const id = await seededQuestion('外地户口的孩子')
    const first = (await page(id)).data
    // put to a journalist, it takes their reply: isShowReply, and 已回复 once they answered
    expect(first.header).toEqual(expect.objectContaining({ status: '已回复', isShowReply: true, replyNum: 2, region: '四川', target: expect.objectContaining({ username: '陈晨', userType: '记者' }) }))
    expect(first.list[0]).toEqual(expect.objectContaining({ username: '陈晨', userType: '记者', userTypeCode: 'reporter', pinned: true, commentNum: 4 }))
    expect(first.list[0].content.split('\n').length).toBeGreaterThanOrEqual(8)
    expect(first.list[1]).toEqual(expect.objectContaining({ userType: '', pinned: false }))
    expect(first.can).toEqual({ answer: true, pin: false, reply: false })
    expect((await page(id, undefined, '&reload=true')).data.header.readNum).toBe(first.header.readNum)
    expect((await page(id)).data.header.readNum).toBe(first.header.readNum + 1)
    const unanswered = (await page(await seededQuestion('从贵阳到重庆北站'))).data
    expect([unanswered.header.status, unanswered.header.isShowReply]).toEqual(['', false])
    expect(unanswered.list).toEqual([])
    expect((await getJson(server.app, '/v1/bangbang/wenda/getAnswerListById?id=999999')).body.message).toBe('问题不存在或已删除')
  })

  it('opens an answer in full under its question with its like block and the notices', async () => {
    const id = await seededQuestion('物业费涨价')
    const answerId = (await page(id)).data.list.find(a => a.username === '刘律师')!.answerId
    const d = (await get<QaAnswerDetail>(`/v1/bangbang/wenda/getAnswerDetail?id=${answerId}`)).data
    expect(d.header.content).toBe('物业费涨价没有开业主大会，业主可以拒交吗？')
    expect(d.userInfo).toEqual(expect.objectContaining({ username: '刘律师', userType: '律师', job: expect.stringContaining('律师事务所'), isJump: true }))
    expect(d.doLike).toEqual({ isLike: false, likeNum: 21 })
    expect(d.content).toMatch(/民法典/)
    expect(d.disclaimer).toMatch(/^免责声明/)
    expect(d.selfDiscipline).not.toBe('')
    expect(d.report).toMatch(/966966/)
  })

  it('opens a member’s home, and refuses one whose home is closed with the spec’s words', async () => {
    const home = (await get<QaMemberHome>(`/v1/bangbang/wenda/getMember?id=${await userId('13800000021')}`)).data
    expect(home).toEqual(expect.objectContaining({ username: '陈晨', userType: '记者', answerNum: 1, likeNum: 38 }))
    const answers = (await get<{ question: string }[]>(`/v1/bangbang/wenda/getNewAnswerListByMemberId?id=${await userId('13800000021')}`)).data
    expect(answers[0].question).toMatch(/^外地户口的孩子/)
    const asked = (await get<QaQuestionItem[]>(`/v1/bangbang/wenda/getNewQuestionListByMemberId?id=${await userId('13800000001')}`)).data
    expect(asked.length).toBe(2)
    for (const path of ['getMember', 'getNewAnswerListByMemberId', 'getNewQuestionListByMemberId']) {
      const closed = await getJson(server.app, `/v1/bangbang/wenda/${path}?id=${await userId('13800000024')}`)
      expect([closed.status, closed.body.message]).toEqual([403, '抱歉此账号主页(暂时)无法查看'])
    }
  })
})

describe('asking and answering', () => {
  it('puts a question to a journalist, who is told, answers, and the asker sees the answer and a message', async () => {
    const asker = await testReader(server)
    const journalist = await testReader(server, { identity: { type: 'reporter' }, nickname: '记者小周' })
    // a visitor is sent to log in
    expect((await post(server.app, '/v1/bangbang/wenda/add', { content: '问题' })).body.statusCode).toBe(301)
    // (another reader tries the bad ones: three questions a minute each)
    const trier = await testReader(server)
    expect((await post(server.app, '/v1/bangbang/wenda/add', { content: '   ' }, trier.token)).body.message).toBe('请输入问题内容')
    expect((await post(server.app, '/v1/bangbang/wenda/add', { content: '长'.repeat(301) }, trier.token)).body.message).toBe('问题不能超过300字')
    expect((await post(server.app, '/v1/bangbang/wenda/add', { content: '问记者', targetUserId: trier.id }, trier.token)).body.message).toBe('该记者或专家不存在')
    const made = await post(server.app, '/v1/bangbang/wenda/add', { content: '<i>鹅岭</i>二厂周末停车难，附近有没有公共停车场？', region: '重庆市', targetUserId: journalist.id }, asker.token)
    expect(made.body).toEqual({ statusCode: 200, message: '提问成功', data: { id: expect.any(Number), underReview: false } })
    const id = made.body.data.id as number
    expect(await unread(journalist.token)).toBe(1)
    let p = (await page(id, asker.token)).data
    expect(p.header).toEqual(expect.objectContaining({ content: '鹅岭二厂周末停车难，附近有没有公共停车场？', region: '重庆', status: '待回复', isShowReply: true, target: expect.objectContaining({ username: '记者小周' }) }))
    expect(p.can).toEqual({ answer: false, pin: true, reply: false })
    // the journalist it was put to replies (回复); another reader may still answer
    expect((await page(id, journalist.token)).data.can).toEqual({ answer: true, pin: false, reply: true })
    expect((await page(id, trier.token)).data.can).toEqual({ answer: true, pin: false, reply: false })

    // the asker cannot answer their own question; a visitor is sent to log in
    expect((await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '自问自答' }, asker.token)).body.message).toBe('不能回答自己的问题')
    expect((await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '回答' })).body.statusCode).toBe(301)
    expect((await post(server.app, '/v1/bangbang/wenda/reply', { id: 999999, content: '回答' }, journalist.token)).status).toBe(404)
    const answered = await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '鹅岭公园北门有公共停车场，周末建议乘轨道2号线到佛图关站。' }, journalist.token)
    expect(answered.body.message).toBe('回答成功')
    expect(await unread(asker.token)).toBe(1)
    const told = (await get<{ title: string; route: string; params: { id: number } }[]>('/v1/message/list', asker.token)).data[0]
    expect(told).toEqual(expect.objectContaining({ title: '你的提问有了新回答', route: 'QAList', params: { id } }))
    p = (await page(id, asker.token)).data
    expect(p.header).toEqual(expect.objectContaining({ status: '已回复', isShowReply: true, replyNum: 1 }))
    expect(p.list[0]).toEqual(expect.objectContaining({ username: '记者小周', userType: '记者', likeNum: 0, commentNum: 0 }))
    expect((await get<QaQuestionItem[]>('/v1/bangbang/wenda/getNewQuestionList')).data[0]).toEqual(expect.objectContaining({
      id, answerer: '记者小周', topTitle: '向 记者记者小周 提问', reply: '鹅岭公园北门有公共停车场，周末建议乘轨道2号线到佛图关站。',
    }))
  })

  it('lets only the asker pin an answer, shown first; pinning it again unpins it', async () => {
    const asker = await testReader(server)
    const a = await testReader(server)
    const b = await testReader(server)
    const id = (await post(server.app, '/v1/bangbang/wenda/add', { content: '南山植物园的梅花开了吗？' }, asker.token)).body.data.id as number
    const first = (await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '开了一半，下周最好看。' }, a.token)).body.data.id as number
    await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '昨天去看了，蜡梅开得很好。' }, b.token)
    expect((await page(id)).data.list[0].answerId).not.toBe(first)
    expect((await post(server.app, '/v1/bangbang/wenda/pin', { id, answerId: first }, a.token)).status).toBe(403)
    expect((await post(server.app, '/v1/bangbang/wenda/pin', { id, answerId: first }, asker.token)).body).toEqual({ statusCode: 200, message: '已置顶', data: { pinned: true } })
    expect((await page(id)).data.list.map(x => [x.answerId === first, x.pinned])).toEqual([[true, true], [false, false]])
    expect((await post(server.app, '/v1/bangbang/wenda/pin', { id, answerId: first }, asker.token)).body.data).toEqual({ pinned: false })
    expect((await post(server.app, '/v1/bangbang/wenda/pin', { id, answerId: 999999 }, asker.token)).status).toBe(404)
  })

  it('suggests similar questions while one is typed, and finds questions by keyword', async () => {
    const similar = (await get<QaSimilar[]>(`/v1/bangbang/wenda/similar?text=${encodeURIComponent('外地孩子在重庆上小学需要什么材料')}`)).data
    expect(similar[0].question).toMatch(/^外地户口的孩子/)
    expect((await get<QaSimilar[]>('/v1/bangbang/wenda/similar?text=%E5%95%8A')).data).toEqual([])
    const found = (await get<QaQuestionItem[]>(`/v1/bangbang/wenda/search?keyword=${encodeURIComponent('物业费')}`)).data
    expect(found.map(q => q.question)).toEqual([expect.stringMatching(/^物业费涨价/)])
    // LIKE's wildcards are looked for as themselves
    expect((await get<QaQuestionItem[]>('/v1/bangbang/wenda/search?keyword=80%25')).data.map(q => q.question)).toEqual([expect.stringMatching(/^网上买的机票/)])
    expect((await get<QaQuestionItem[]>('/v1/bangbang/wenda/search?keyword=_')).data).toEqual([])
  })

  it('holds a question or an answer with a held word: its writer sees it under review, nobody else, until approved', async () => {
    const asker = await testReader(server)
    const other = await testReader(server)
    const moderator = await testReader(server, { role: 'moderator' })
    const made = await post(server.app, '/v1/bangbang/wenda/add', { content: '想找兼职日结的工作，哪里靠谱？' }, asker.token)
    expect(made.body).toEqual({ statusCode: 200, message: '已提交，审核通过后展示', data: { id: expect.any(Number), underReview: true } })
    const id = made.body.data.id as number
    expect((await page(id, asker.token)).data.header.underReview).toBe(true)
    expect((await getJson(server.app, `/v1/bangbang/wenda/getAnswerListById?id=${id}`, auth(other.token))).status).toBe(404)
    expect((await get<QaQuestionItem[]>('/v1/bangbang/wenda/getNewQuestionList', other.token)).data.some(q => q.id === id)).toBe(false)
    expect((await get<QaQuestionItem[]>('/v1/bangbang/wenda/getNewQuestionList', asker.token)).data.find(q => q.id === id)?.underReview).toBe(true)
    // an answer can only go to a shown question
    expect((await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '回答' }, other.token)).status).toBe(404)
    const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'qa-question').where('ref_id', '=', id).executeTakeFirstOrThrow()
    await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'approve' }, moderator.token)
    expect((await page(id, other.token)).data.header.underReview).toBe(false)

    const held = await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '加微信私聊我，高额回报' }, other.token)
    expect(held.body.data.underReview).toBe(true)
    expect((await page(id)).data).toEqual(expect.objectContaining({ list: [], header: expect.objectContaining({ replyNum: 0 }) }))
    expect((await page(id, other.token)).data.list[0].underReview).toBe(true)
    expect(await unread(asker.token)).toBe(0)
    // blocked words are refused outright
    expect((await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '代开发票找我' }, other.token)).body.message).toBe('内容含有违规信息，请修改后再发布')
  })
})

describe('likes and comments', () => {
  it('likes an answer once (您已经点赞过了 after), exactly once under parallel requests', async () => {
    const reader = await testReader(server)
    const id = await seededQuestion('孩子一岁半')
    const answerId = (await page(id)).data.list[0].answerId
    expect((await post(server.app, '/api/praise/AddPraise', { bangId: answerId, type: 6 })).body.statusCode).toBe(301)
    const results = await Promise.all(Array.from({ length: 8 }, () => post(server.app, '/api/praise/AddPraise', { bangId: answerId, type: 6 }, reader.token)))
    expect(results.filter(r => r.body.statusCode === 200).map(r => r.body.data)).toEqual([{ likeNum: 18, voteType: 1 }])
    expect(results.filter(r => r.body.statusCode !== 200).map(r => r.body.message)).toEqual(Array(7).fill('您已经点赞过了'))
    const d = (await get<QaAnswerDetail>(`/v1/bangbang/wenda/getAnswerDetail?id=${answerId}`, reader.token)).data
    expect(d.doLike).toEqual({ isLike: true, likeNum: 18 })
    expect((await post(server.app, '/api/praise/AddPraise', { bangId: 999999, type: 6 }, reader.token)).status).toBe(404)
    expect((await post(server.app, '/api/praise/AddPraise', { bangId: answerId, type: 5 }, reader.token)).status).toBe(400)
  })

  it('comments on an answer, replies, likes a comment (and takes it back), deletes only its own', async () => {
    const author = await testReader(server)
    const replier = await testReader(server)
    const id = await seededQuestion('轻轨站附近共享单车')
    const answer = (await page(id)).data.list[0]
    const list = async (token?: string) => (await get<CommentListData>(`/api/bv/comment/list?classid=2&id=${answer.answerId}&from=bang`, token)).data
    expect((await list()).list).toEqual([])
    expect((await post(server.app, '/api/bv/comment/publish', { classid: 2, id: answer.answerId, sayText: '支持' })).body.statusCode).toBe(301)
    expect((await post(server.app, '/api/bv/comment/publish', { classid: 2, id: 999999, sayText: '支持' }, author.token)).body.message).toBe('内容不存在或已删除')
    expect((await post(server.app, '/api/bv/comment/publish', { classid: 2, id: answer.answerId, sayText: ' ' }, author.token)).body.message).toBe('请输入评论内容')
    const made = await post(server.app, '/api/bv/comment/publish', { classid: 2, id: answer.answerId, sayText: '我们小区门口也是，希望能管管。', from: 'bang' }, author.token)
    expect(made.body.message).toBe('评论成功')
    const plId = (made.body.data as Comment).plId
    await post(server.app, '/api/bv/comment/publish', { classid: 2, id: answer.answerId, sayText: '同感', plId }, replier.token)
    await post(server.app, '/api/bv/comment/publish', { classid: 2, id: answer.answerId, sayText: '已经反映了', plId }, replier.token)
    await post(server.app, '/api/bv/comment/publish', { classid: 2, id: answer.answerId, sayText: '+1', plId }, replier.token)
    let l = await list(author.token)
    expect(l.total).toBe(4)
    expect(l.list[0]).toEqual(expect.objectContaining({ plId, rsNum: 3, belongMyself: true, hasMoreSubComments: true }))
    expect(l.list[0].subComments.map(s => s.sayText)).toEqual(['同感', '已经反映了'])
    expect(await unread(author.token)).toBe(3)
    const thread = (await get<{ head: Comment; list: Comment[] }>(`/api/bv/comment/singlelist?plId=${plId}`)).data
    expect([thread.head.plId, thread.list.map(c => c.sayText)]).toEqual([plId, ['同感', '已经反映了', '+1']])
    expect((await page(id)).data.list[0].commentNum).toBe(answer.commentNum + 4)

    // a comment like toggles (type 3)
    const like = () => post(server.app, '/api/praise/AddPraise', { commentId: plId, type: 3 }, replier.token)
    expect((await like()).body.data).toEqual({ voteType: 1, likeNum: 1 })
    expect((await list(replier.token)).list[0].hasDoLike).toBe(true)
    expect((await like()).body.data).toEqual({ voteType: 0, likeNum: 0 })

    // only the author deletes; a top-level comment takes its replies with it
    expect((await post(server.app, '/api/bv/comment/del', { id: plId, from: 'bang' }, replier.token)).status).toBe(403)
    expect((await post(server.app, '/api/bv/comment/del', { id: plId, from: 'bang' }, author.token)).body.message).toBe('删除成功！')
    l = await list()
    expect([l.total, l.list]).toEqual([0, []])
    expect((await page(id)).data.list[0].commentNum).toBe(answer.commentNum)
    expect((await post(server.app, '/api/bv/comment/del', { id: plId }, author.token)).status).toBe(404)
  })

  it('comments on a politics question too (classid 1); other classids are refused', async () => {
    const reader = await testReader(server)
    const q = await db().selectFrom('politics_questions').select('id').where('review', '=', 'shown').executeTakeFirstOrThrow()
    await post(server.app, '/api/bv/comment/publish', { classid: 1, id: q.id, sayText: '希望尽快解决' }, reader.token)
    expect((await get<CommentListData>(`/api/bv/comment/list?classid=1&id=${q.id}`)).data.list[0].sayText).toBe('希望尽快解决')
    expect((await getJson(server.app, `/api/bv/comment/list?classid=9&id=${q.id}`)).status).toBe(400)
  })
})

describe('identity applications', () => {
  it('a reader applies; an administrator approves, and the type then tags their answers', async () => {
    const reader = await testReader(server)
    const admin = await testReader(server, { role: 'admin' })
    const moderator = await testReader(server, { role: 'moderator' })
    expect((await getJson(server.app, '/api/bangbang/member/getInfo')).body.statusCode).toBe(301)
    let info = (await get<MemberInfo>('/api/bangbang/member/getInfo', reader.token)).data
    expect(info).toEqual({ identity: null, application: null, types: expect.arrayContaining([{ code: 'reporter', title: '记者' }]) })
    const apply = (body: Record<string, unknown>) => post(server.app, '/api/bangbang/member/useredit', { type: 'lawyer', realName: '李华', job: '某律所律师', proof: '律师执业证号 15001201', ...body }, reader.token)
    expect((await apply({ realName: ' ' })).body.message).toBe('请输入真实姓名')
    expect((await apply({ type: 'official' })).status).toBe(400)
    // an introduction of markup only is no introduction (the fuzz found it refused with no words at all)
    expect((await apply({ introduction: '<video><source onerror=alert(1)></video>' })).body.message).toBe('申请已提交，审核结果将通过消息通知你')
    expect((await apply({})).body.message).toBe('你已有一份申请正在审核，请耐心等待')
    info = (await get<MemberInfo>('/api/bangbang/member/getInfo', reader.token)).data
    expect(info.application).toEqual(expect.objectContaining({ status: 'pending', userType: '律师' }))

    const pending = (await get<{ items: IdentityApplication[] }>('/admin/v1/identity/applications', admin.token)).data.items
    const mine = pending.find(a => a.userId === reader.id)!
    expect((await post(server.app, '/admin/v1/identity/decide', { id: mine.id, decision: 'approve' }, moderator.token)).status).toBe(403)
    expect((await post(server.app, '/admin/v1/identity/decide', { id: mine.id, decision: 'reject' }, admin.token)).body.message).toBe('请填写驳回原因')
    expect((await post(server.app, '/admin/v1/identity/decide', { id: mine.id, decision: 'approve' }, admin.token)).body.message).toBe('已通过')
    expect((await post(server.app, '/admin/v1/identity/decide', { id: mine.id, decision: 'approve' }, admin.token)).status).toBe(409)
    info = (await get<MemberInfo>('/api/bangbang/member/getInfo', reader.token)).data
    expect(info.identity).toEqual({ userTypeCode: 'lawyer', userType: '律师', job: '某律所律师', introduction: '' })
    expect(await unread(reader.token)).toBe(1)

    const id = await seededQuestion('从贵阳到重庆北站')
    await post(server.app, '/v1/bangbang/wenda/reply', { id, content: '周末一般会加开，可以在12306查询。' }, reader.token)
    expect((await page(id)).data.list[0]).toEqual(expect.objectContaining({ userType: '律师', job: '某律所律师' }))
    expect((await get<QaMember[]>('/v1/bangbang/wenda/getMemberList?type=1')).data.some(m => m.userid === reader.id)).toBe(true)
  })
})
