// 问政: the seeded section, a citizen's question through the whole workflow, who may move it, the
// transitions the workflow refuses, time limits (超期), rating, reopening once within 7 days, closing
// by itself, and each department's figures.
import type { PoliticsDetail, PoliticsListItem, DepartmentSummary } from '../../types/api/politics'
import { atFixedTime, createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { REOPEN_WINDOW_MS } from '../../server/src/services/politics'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

const reader = (departmentId?: number) => testReader(server, { departmentId })

const department = async (name = '市城市管理局') => db().selectFrom('departments').selectAll().where('name', '=', name).executeTakeFirstOrThrow()
const detail = async (id: number, token?: string) => (await getJson<PoliticsDetail>(server.app, `/v1/bangbang/wenzheng/getDetail?id=${id}`, token ? auth(token) : {})).body
const ask = (token: string, body: Record<string, unknown>) => post(server.app, '/v1/bangbang/wenzheng/add', body, token)
const handle = (token: string, id: number, action: string, extra: Record<string, unknown> = {}) => post(server.app, '/v1/bangbang/wenzheng/handle', { id, action, ...extra }, token)

describe('the seeded section', () => {
  it('lists questions newest first and by readings, each with its status, department and latest reply', async () => {
    const fresh = (await getJson<PoliticsListItem[]>(server.app, '/v1/bangbang/wenzheng/getNewList?pageSize=20')).body.data
    expect(new Set(fresh.map(q => q.status))).toEqual(new Set(['待受理', '已受理', '办理中', '已答复', '已办结', '非职责', '重复']))
    expect(fresh.find(q => q.title === '轨道交通18号线什么时候开通？')?.replyContent).toMatch(/^您好！轨道交通18号线/)
    const hot = (await getJson<PoliticsListItem[]>(server.app, '/v1/bangbang/wenzheng/getHotList')).body.data
    expect(hot.map(q => q.readNum)).toEqual([...hot.map(q => q.readNum)].sort((a, b) => b - a))
    // a question past its stage's time limit is marked for everyone
    expect(fresh.find(q => q.title === '随迁子女入学需要哪些材料？')?.overdue).toBe(true)
    expect(fresh.find(q => q.title === '网购的电器是翻新机，商家不给退')?.overdue).toBe(false)
  })

  it('shows a question’s steps with who and when, its replies, a reopening, and the department’s figures', async () => {
    const id = (await db().selectFrom('politics_questions').select('id').where('title', '=', '异地就医备案后报销比例').executeTakeFirstOrThrow()).id
    const d = (await detail(id)).data
    expect(d.events.map(e => `${e.status}·${e.actor}`)).toEqual(['待受理·提问者', '已受理·市卫生健康委', '已答复·市卫生健康委', '办理中·提问者', '已答复·市卫生健康委', '已办结·提问者'])
    expect(d.events[3].note).toBe('答复没有说门诊费用能不能报销')
    expect(d.replies).toHaveLength(2)
    expect(d).toEqual(expect.objectContaining({ statusCode: 'closed', rating: 3, reopened: true }))
    // each reading counts once; the page showing it again after a step does not
    const again = (await getJson<PoliticsDetail>(server.app, `/v1/bangbang/wenzheng/getDetail?id=${id}&reload=true`)).body.data
    expect(again.readNum).toBe(d.readNum)
    expect((await detail(id)).data.readNum).toBe(d.readNum + 1)
    expect(d.department).toEqual(expect.objectContaining({ name: '市卫生健康委', satisfaction: 3, ratingNum: 1, replyRate: 1 }))
    const departments = (await getJson<DepartmentSummary[]>(server.app, '/v1/bangbang/wenzheng/getMemberList')).body.data
    expect(departments.map(x => x.name)).toContain('市交通运输委')
    expect(departments.find(x => x.name === '市城市管理局')).toEqual(expect.objectContaining({ questionNum: 1, replyRate: 0, avgReplyHours: null }))
  })
})

describe('a citizen’s question, from commit to rating', () => {
  it('goes 待受理 → 已受理 → 办理中 → 已答复 → 已办结, each step by the one allowed to take it', async () => {
    const dept = await department()
    const asker = await reader()
    const staff = await reader(dept.id)
    const other = await reader((await department('市教委')).id)
    const made = await ask(asker.token, { departmentId: dept.id, title: '  解放碑步行街的路灯坏了 ', content: '<b>晚上</b>一片漆黑，行人容易摔倒。', region: '重庆市' })
    expect(made.body).toEqual({ statusCode: 200, message: '提交成功', data: { id: expect.any(Number), underReview: false } })
    const id = made.body.data.id as number
    let d = (await detail(id, asker.token)).data
    expect(d.header).toEqual(expect.objectContaining({ title: '解放碑步行街的路灯坏了', content: '晚上一片漆黑，行人容易摔倒。', region: '重庆', status: '待受理' }))
    expect(d.deadline).not.toBe('')
    expect(d.can).toEqual({ handle: false, reply: false, rate: false, reopen: false })
    expect((await detail(id, staff.token)).data.can).toEqual({ handle: true, reply: false, rate: false, reopen: false })

    // only the department's own accounts move it
    expect((await handle(asker.token, id, 'accept')).body.message).toBe('只有该问题所属部门的账号可以办理')
    expect((await handle(other.token, id, 'accept')).status).toBe(403)
    // and only forward
    expect((await handle(staff.token, id, 'start')).body.message).toBe('问题当前状态不能进行此操作')
    expect((await post(server.app, '/v1/bangbang/wenzheng/reply', { id, content: '已处理' }, staff.token)).status).toBe(409)
    expect((await handle(staff.token, id, 'accept')).body).toEqual({ statusCode: 200, message: '已受理', data: { statusCode: 'accepted', status: '已受理' } })
    expect((await handle(staff.token, id, 'accept')).status).toBe(409)
    expect((await handle(staff.token, id, 'start')).body.data.status).toBe('办理中')
    expect((await post(server.app, '/v1/bangbang/wenzheng/reply', { id, content: '   ' }, staff.token)).body.message).toBe('请输入答复内容')
    expect((await post(server.app, '/v1/bangbang/wenzheng/reply', { id, content: '已安排维修，今晚恢复照明。' }, staff.token)).body.message).toBe('答复成功')

    d = (await detail(id, asker.token)).data
    expect(d.statusCode).toBe('replied')
    expect(d.replies.map(r => [r.department, r.content])).toEqual([[dept.name, '已安排维修，今晚恢复照明。']])
    expect(d.can).toEqual({ handle: false, reply: false, rate: true, reopen: true })
    // the asker alone rates, 1–5, once; rating closes it
    expect((await post(server.app, '/v1/bangbang/wenzheng/rate', { id, rating: 5 }, staff.token)).body.message).toBe('只有提问者可以评价或重新办理')
    expect((await post(server.app, '/v1/bangbang/wenzheng/rate', { id, rating: 6 }, asker.token)).status).toBe(400)
    expect((await post(server.app, '/v1/bangbang/wenzheng/rate', { id, rating: 4 }, asker.token)).body.message).toBe('评价成功')
    expect((await post(server.app, '/v1/bangbang/wenzheng/rate', { id, rating: 5 }, asker.token)).body.message).toBe('已评价')
    d = (await detail(id)).data
    expect(d.events.map(e => e.statusCode)).toEqual(['pending', 'accepted', 'handling', 'replied', 'closed'])
    expect(d.events.at(-1)?.note).toBe('评价：4分')
    expect((await post(server.app, '/v1/bangbang/wenzheng/reopen', { id, reason: '还是不亮' }, asker.token)).status).toBe(409)
  })

  it('declines with a reason: 不予受理, 重复 (naming the original), 非职责', async () => {
    const dept = await department()
    const asker = await reader()
    const staff = await reader(dept.id)
    const q = async () => (await ask(asker.token, { departmentId: dept.id, title: '垃圾桶满了没人清运', content: '小区门口的垃圾桶已经三天没清运了。' })).body.data.id as number
    const a = await q()
    expect((await handle(staff.token, a, 'refuse')).body.message).toBe('请填写原因')
    expect((await handle(staff.token, a, 'refuse', { reason: '信息不完整，请补充具体地址后重新提问' })).body.data.status).toBe('不予受理')
    const b = await q()
    expect((await handle(staff.token, b, 'duplicate', { reason: '与已受理的问题重复' })).body.message).toBe('请填写重复问题的编号')
    expect((await handle(staff.token, b, 'duplicate', { reason: '与已受理的问题重复', duplicateOf: a })).body.data.status).toBe('重复')
    const c = await q()
    expect((await handle(staff.token, c, 'out_of_scope', { reason: '请向所在区反映' })).body.data.status).toBe('非职责')
    const d = (await detail(b)).data
    expect(d).toEqual(expect.objectContaining({ statusReason: '与已受理的问题重复', duplicateOf: a, deadline: '', overdue: false }))
    // a declined question is done: nothing more moves it
    expect((await handle(staff.token, b, 'accept')).status).toBe(409)
  })

  it('is reopened once within 7 days of the reply, and closes by itself after 7 days', async () => {
    const dept = await department()
    const service = server.app.services.politics
    const asker = await reader()
    const staff = await reader(dept.id)
    const t0 = Date.now()
    const { id } = await service.commit(asker.id, { departmentId: dept.id, title: '公交站牌被撞坏', content: '101路公交站牌被撞倒在路边。' }, t0)
    await service.handle(staff.id, id, 'accept', '', undefined, t0 + 1000)
    await service.reply(staff.id, id, '已通知公交公司更换站牌。', t0 + 2000)
    await expect(service.reopen(asker.id, id, '', t0 + 3000)).rejects.toHaveProperty('message', '请填写原因')
    await service.reopen(asker.id, id, '一周了还没换', t0 + 3000)
    const reopened = (await detail(id)).data
    expect(reopened).toEqual(expect.objectContaining({ statusCode: 'handling', reopened: true }))
    await service.reply(staff.id, id, '新站牌已安装。', t0 + 4000)
    await expect(service.reopen(asker.id, id, '还有问题', t0 + 5000)).rejects.toHaveProperty('message', '每个问题只能重新办理一次')

    const late = await service.commit(asker.id, { departmentId: dept.id, title: '人行道地砖松动', content: '下雨天踩上去溅一身水。' }, t0)
    await service.handle(staff.id, late.id, 'accept', '', undefined, t0)
    await service.reply(staff.id, late.id, '已修复。', t0)
    await expect(service.reopen(asker.id, late.id, '没修好', t0 + REOPEN_WINDOW_MS + 1)).rejects.toHaveProperty('message', '答复已超过7天，不能重新办理')
    const closed = await service.detail(late.id, asker.id, 'http://x', t0 + REOPEN_WINDOW_MS + 2)
    expect(closed.statusCode).toBe('closed')
    expect(closed.events.at(-1)).toEqual(expect.objectContaining({ actor: '系统', note: '答复7天内未重新办理，自动办结' }))
    // a closed question may still be rated once
    expect(closed.can.rate).toBe(true)
  })

  it('is overdue when its stage runs past the department’s time limit', async () => {
    const dept = await department()
    const service = server.app.services.politics
    const asker = await reader()
    const t0 = Date.now() - (dept.accept_hours + 1) * 3_600_000
    const { id } = await service.commit(asker.id, { departmentId: dept.id, title: '井盖缺失', content: '路口井盖缺失，已用树枝围起来。' }, t0)
    expect((await detail(id)).data.overdue).toBe(true)
  })

  it('checks what is asked: a department, a title, a text, and moderation', async () => {
    const dept = await department()
    // (each attempt counts against the asker's 3 a minute: a fresh asker for each)
    const tries: [Record<string, unknown>, string][] = [
      [{ departmentId: 9999, title: '标题', content: '内容' }, '请选择部门'],
      [{ departmentId: dept.id, title: '  ', content: '内容' }, '请输入标题'],
      [{ departmentId: dept.id, title: '标'.repeat(51), content: '内容' }, '标题不能超过50字'],
      [{ departmentId: dept.id, title: '标题', content: '<p></p>' }, '请输入问题内容'],
      [{ departmentId: dept.id, title: '标题', content: '推荐赌博网站' }, '内容含有违规信息，请修改后再发布'],
    ]
    for (const [body, message] of tries) expect((await ask((await reader()).token, body)).body.message).toBe(message)
    const asker = await reader()
    // (in one minute's window whatever the machine's pace: it turned over between the third and the fourth once)
    await atFixedTime(server, async () => {
      for (let i = 0; i < 3; i++) await ask(asker.token, { departmentId: dept.id, title: `第${i}个问题`, content: '内容' })
      expect((await ask(asker.token, { departmentId: dept.id, title: '第4个问题', content: '内容' })).body.message).toBe('提问太频繁，请稍后再试')
    })
    expect((await ask('', { departmentId: dept.id, title: '标题', content: '内容' })).body.statusCode).toBe(301)
  })

  it('when held by moderation: its asker alone sees it, and the department’s clock starts at approval', async () => {
    const dept = await department()
    const asker = await reader()
    const staff = await reader(dept.id)
    const made = await ask(asker.token, { departmentId: dept.id, title: '想找兼职日结的工作', content: '哪里有靠谱的？' })
    expect(made.body.message).toBe('已提交，审核通过后展示')
    const id = made.body.data.id as number
    expect((await detail(id)).statusCode).toBe(404)
    expect((await detail(id, staff.token)).statusCode).toBe(404)
    expect((await detail(id, asker.token)).data.underReview).toBe(true)
    expect((await handle(staff.token, id, 'accept')).body.statusCode).toBe(404)
    const list = (await getJson<PoliticsListItem[]>(server.app, '/v1/bangbang/wenzheng/getNewList', auth(asker.token))).body.data
    expect(list.find(q => q.id === id)?.underReview).toBe(true)
    const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'politics').where('ref_id', '=', id).executeTakeFirstOrThrow()
    const moderator = await testReader(server, { role: 'moderator' })
    await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'approve' }, moderator.token)
    const shown = (await detail(id)).data
    expect(shown.underReview).toBe(false)
    expect(shown.deadline).not.toBe('')
  })
})

// 直播带货投诉平台 (issue 27): a complaint goes to the market-regulation department through 问政's steps;
// only the complainant and that department see it; 问政's lists show none
describe('直播带货投诉', () => {
  const complain = (token: string, body: Record<string, unknown>) => post(server.app, '/v1/complaints/add', body, token)
  const purchase = { platform: '抖音', seller: '山城好物旗舰店', orderNo: 'DY-20261127-001', content: '直播间说是重庆本地土蜂蜜，收到后发现是糖浆兑的，商家拒绝退货。' }

  it('refuses what is missing or wrong in the spec\'s words, and keeps nothing', async () => {
    const before = await db().selectFrom('politics_questions').select('id').where('section', '=', 'complaint').execute()
    for (const [body, message] of [
      [{ ...purchase, platform: '拼多多' }, '请选择购买商品的平台'],
      [{ ...purchase, seller: '  ' }, '请填写店铺或主播名称'],
      [{ ...purchase, orderNo: '订单#1' }, '订单号只能包含字母、数字和横线，最多40位'],
      [{ ...purchase, content: '' }, '请描述遇到的问题'],
    ] as const) {
      // (a reader each: asking is limited to 3 a minute)
      const res = await complain((await reader()).token, body)
      expect([res.status, res.body.message]).toEqual([400, message])
    }
    expect((await complain('', purchase)).body.statusCode).toBe(301)
    expect(await db().selectFrom('politics_questions').select('id').where('section', '=', 'complaint').execute()).toEqual(before)
  })

  it('goes to 市市场监管局 with its time limit; the department accepts and answers; the complainant rates; no one else sees it', async () => {
    const r = await reader()
    const res = await complain(r.token, purchase)
    expect([res.status, res.body.message]).toEqual([200, '投诉已提交，市场监管部门将在时限内受理'])
    const { id } = res.body.data
    const mine = (await getJson<{ list: { id: number; title: string; status: string; platform: string }[] }>(server.app, '/v1/complaints/list', auth(r.token))).body.data.list
    expect(mine[0]).toMatchObject({ id, title: '抖音 · 山城好物旗舰店', status: '待受理', platform: '抖音' })
    const d = (await detail(id, r.token)).data
    expect(d.complaint).toEqual({ platform: '抖音', seller: '山城好物旗舰店', orderNo: 'DY-20261127-001' })
    expect(d.department.name).toBe('市市场监管局')
    expect(d.deadline).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    // 问政's lists do not show it; a visitor or another reader cannot open it
    const lists = (await getJson<PoliticsListItem[]>(server.app, '/v1/bangbang/wenzheng/getNewList?pageSize=40', auth(r.token))).body.data
    expect(lists.some(q => q.id === id)).toBe(false)
    expect((await detail(id)).statusCode).toBe(404)
    expect((await detail(id, (await reader()).token)).statusCode).toBe(404)
    // the department: sees it, accepts, answers; the complainant rates the answer
    const staff = await reader((await department('市市场监管局')).id)
    expect((await detail(id, staff.token)).data.can.handle).toBe(true)
    expect((await handle(staff.token, id, 'accept')).status).toBe(200)
    expect((await post(server.app, '/v1/bangbang/wenzheng/reply', { id, content: '已责令商家退货退款，并对其虚假宣传立案调查。' }, staff.token)).status).toBe(200)
    expect((await post(server.app, '/v1/bangbang/wenzheng/rate', { id, rating: 5 }, r.token)).status).toBe(200)
    const after = (await getJson<{ list: { id: number; status: string; replyContent: string }[] }>(server.app, '/v1/complaints/list', auth(r.token))).body.data.list
    // rated: done
    expect(after[0]).toMatchObject({ id, status: '已办结' })
    expect(after[0].replyContent).toMatch(/^已责令商家退货退款/)
    // and another reader's 我的投诉 is theirs alone
    expect((await getJson<{ list: unknown[] }>(server.app, '/v1/complaints/list', auth((await reader()).token))).body.data.list).toEqual([])
  })
})

describe('a 问政 question\'s like (the question detail\'s like block)', () => {
  it('counts a reader\'s like once, says so the second time, and takes none for a complaint', async () => {
    const id = (await db().selectFrom('politics_questions').select('id').where('section', '=', 'politics').where('review', '=', 'shown').orderBy('id').executeTakeFirstOrThrow()).id
    const like = (token: string, bangId: number) => post(server.app, '/api/praise/AddPraise', { type: 10, bangId }, token)
    const r = await reader()
    const before = (await detail(id, r.token)).data
    expect(before.doLike).toEqual({ isLike: false, likeNum: before.doLike.likeNum })
    expect(before.disclaimer).toMatch(/^免责声明/)
    const first = await like(r.token, id)
    expect([first.status, first.body.message, first.body.data.likeNum]).toEqual([200, '点赞成功', before.doLike.likeNum + 1])
    expect((await detail(id, r.token)).data.doLike).toEqual({ isLike: true, likeNum: before.doLike.likeNum + 1 })
    const again = await like(r.token, id)
    expect([again.status, again.body.message]).toEqual([409, '您已经点赞过了'])
    expect((await like('', id)).body.statusCode).toBe(301)
    // a complaint is the complainant's and the department's: nothing to like
    const complainant = await reader()
    const made = await post(server.app, '/v1/complaints/add', { platform: '抖音', seller: '某店', content: '货不对板' }, complainant.token)
    const refused = await like(complainant.token, made.body.data.id)
    expect([refused.status, refused.body.message]).toEqual([404, '问题不存在'])
  })
})
