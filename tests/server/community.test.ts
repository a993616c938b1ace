// 社区 and 曝光台: the seeded communities and posts, joining (and moving), posting with a picture, the
// community's worker answering and solving (nobody else; nothing after solved), a journalist following
// an exposure up, the author told of each, likes (type 7, once), comments (classid 3) counted, deletion
// by the author, moderation holding a post, search, and the exposures' states.
import type { BangPost, BangPostDetail, Community, CommunityHome, CommunityPage, CommunityPerson, CommunityUser, ExposureList } from '../../types/api/community'
import type { CommentListData } from '../../types/api/interaction'
import type { CommunityWorkers } from '../../types/api/admin'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { multipartBody, photoWithGps } from './upload-helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const get = async <T>(url: string, token?: string) => (await getJson<T>(server.app, url, auth(token))).body
const detail = (id: number, token?: string) => get<BangPostDetail>(`/api/bangbang/post/detail?id=${id}`, token)
const unread = async (token: string) => (await get<{ count: number }>('/v1/message/unread', token)).data.count
const communityId = async (name: string) => (await db().selectFrom('communities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
const userId = async (phone: string) => (await db().selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
/** a worker of the community, signed in */
async function worker(community: number) {
  const w = await testReader(server)
  await db().insertInto('community_members').values({ user_id: w.id, community_id: community, role: 'worker', title: '网格员', joined_at: Date.now() }).execute()
  return w
}
async function joined(community: number) {
  const r = await testReader(server)
  expect((await post(server.app, '/v1/bangbang/groupownet/join', { id: community }, r.token)).body).toEqual({ statusCode: 200, message: '已加入社区', data: null })
  return r
}

describe('the seeded section', () => {
  it('has communities with their workers, the newest posts, and a reader\'s own community', async () => {
    const home = (await get<CommunityHome>('/v1/bangbang/groupownet/home?district=江北区')).data
    expect(home.mine).toBeNull()
    expect(home.communities[0].district).toBe('江北区')
    expect(home.communities.find(c => c.name === '金汤街社区')?.workers.map(w => `${w.username}·${w.title}`)).toEqual(['李娟·网格员', '周建国·社区书记'])
    expect(home.latest.every(p => p.kind === 'community')).toBe(true)
    expect(home.latest.map(p => p.time)).toEqual([...home.latest.map(p => p.time)].sort().reverse())
    const solved = home.latest.find(p => p.content.startsWith('金汤街12号'))!
    expect(solved).toEqual(expect.objectContaining({ status: 2, statusText: '已解决', community: expect.objectContaining({ name: '金汤街社区' }) }))
    expect(solved.handler).toEqual(expect.objectContaining({ username: '李娟', title: '网格员', reply: expect.stringContaining('感应灯') }))
    // a demo resident sees their community
    const resident = await db().selectFrom('community_members').select('user_id').where('role', '=', 'resident').executeTakeFirstOrThrow()
    expect(resident.user_id).toBeGreaterThan(0)
  })

  it('shows a community with its posts, its members (workers first) and a member\'s page', async () => {
    const id = await communityId('金汤街社区')
    const page = (await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`)).data
    expect(page.community).toEqual(expect.objectContaining({ name: '金汤街社区', district: '渝中区', postNum: 3, memberNum: 3 }))
    expect(page.role).toBeNull()
    expect(page.list.map(p => p.statusText).sort()).toEqual(['已回复', '已解决', '待回复'])
    // who lives there: for the neighbours (and staff) only (issue 24 §9)
    const neighbour = await joined(id)
    const members = (await get<{ list: CommunityPerson[] }>(`/v1/bangbang/groupownet/userlist?id=${id}`, neighbour.token)).data.list
    expect(members.map(m => m.role)).toEqual(['worker', 'worker', 'resident', 'resident'])
    const user = (await get<CommunityUser>(`/v1/bangbang/groupownet/userInfo?id=${await userId('13800000002')}`, neighbour.token)).data
    expect(user).toEqual(expect.objectContaining({ community: { id, name: '金汤街社区' }, postNum: 3 }))
    expect(user.user.role).toBe('resident')
    expect((await getJson(server.app, '/v1/bangbang/groupownet/community?id=99999')).status).toBe(404)
    expect((await getJson(server.app, '/v1/bangbang/groupownet/userInfo?id=99999', auth(neighbour.token))).status).toBe(404)
  })

  it('searches communities by name or district and posts by words (LIKE wildcards are plain text)', async () => {
    expect((await get<Community[]>(`/v1/bangbang/groupownet/top/search?keyword=${encodeURIComponent('南岸')}`)).data.map(c => c.name)).toEqual(['南湖社区'])
    expect((await get<Community[]>('/v1/bangbang/groupownet/top/search?keyword=%25')).data).toEqual([])
    // without a keyword: every community, the reader's district first
    const all = (await get<Community[]>(`/v1/bangbang/groupownet/top/search?district=${encodeURIComponent('北碚区')}`)).data
    expect(all).toHaveLength(8)
    expect(all[0].name).toBe('西师社区')
    const found = (await get<{ list: BangPost[] }>(`/v1/bangbang/groupownet/search?keyword=${encodeURIComponent('油烟')}`)).data.list
    expect(found.map(p => p.content.slice(0, 5))).toEqual(['建新东路晚'])
    expect((await get<{ list: BangPost[] }>(`/v1/bangbang/groupownet/search?keyword=${encodeURIComponent('油烟')}&id=${await communityId('金汤街社区')}`)).data.list).toEqual([])
  })

  it('lists exposures, all or in one state, with the count in each', async () => {
    const all = (await get<ExposureList>('/api/bangbang/comment/bangbanglist')).data
    expect(all.counts).toEqual({ all: 3, handled: 1, solved: 1 })
    expect(all.list.map(p => p.statusText)).toEqual(['待核实', '记者跟进中', '已解决'])
    expect(all.list[1].handler).toEqual(expect.objectContaining({ username: '王敏', title: '上游新闻民生记者' }))
    expect((await get<ExposureList>('/api/bangbang/comment/bangbanglist?status=2')).data.list.map(p => p.status)).toEqual([2])
    expect((await getJson(server.app, '/api/bangbang/comment/bangbanglist?status=5')).status).toBe(400)
  })
})

describe('joining and posting', () => {
  it('joins one community (another moves the reader), a worker stays; posting needs one', async () => {
    const reader = await testReader(server)
    expect((await post(server.app, '/api/bangbang/post/publish', { kind: 'community', content: '楼下路灯坏了' }, reader.token)).body.message).toBe('请先加入社区')
    const a = await communityId('南湖社区')
    const b = await communityId('西师社区')
    const before = (await db().selectFrom('communities').select(['id', 'member_num']).where('id', 'in', [a, b]).execute())
    await post(server.app, '/v1/bangbang/groupownet/join', { id: a }, reader.token)
    expect((await post(server.app, '/v1/bangbang/groupownet/join', { id: a }, reader.token)).body.message).toBe('你已是该社区成员')
    expect((await get<CommunityHome>('/v1/bangbang/groupownet/home', reader.token)).data).toEqual(expect.objectContaining({ role: 'resident', mine: expect.objectContaining({ id: a }) }))
    await post(server.app, '/v1/bangbang/groupownet/join', { id: b }, reader.token)
    const after = (await db().selectFrom('communities').select(['id', 'member_num']).where('id', 'in', [a, b]).execute())
    expect(after.map(c => c.member_num - before.find(x => x.id === c.id)!.member_num).sort()).toEqual([0, 1])
    const w = await worker(a)
    expect((await post(server.app, '/v1/bangbang/groupownet/join', { id: b }, w.token)).body.message).toBe('社区工作人员不能更换社区')
    expect((await post(server.app, '/v1/bangbang/groupownet/join', { id: 99999 }, reader.token)).status).toBe(404)
  })

  it('posts to the reader\'s community with a picture; the worker answers, the author is told, then solves it; nothing after', async () => {
    const id = await communityId('三角碑社区')
    const author = await joined(id)
    const upload = multipartBody(await photoWithGps(800, 600))
    const up = await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload: upload.payload, headers: { ...upload.headers, ...auth(author.token) } })
    const picture = up.json().data.id as number
    const made = await post(server.app, '/api/bangbang/post/publish', { kind: 'community', content: '三角碑公交站的遮雨棚漏水，下雨天等车全身湿透。', images: [picture], region: '重庆市' }, author.token)
    expect(made.body).toEqual({ statusCode: 200, message: '发布成功', data: { id: expect.any(Number), underReview: false } })
    const postId = made.body.data.id as number
    const first = (await detail(postId)).data
    expect(first).toEqual(expect.objectContaining({ status: 0, statusText: '待回复', region: '重庆', community: { id, name: '三角碑社区' }, handler: null }))
    expect(first.images).toHaveLength(1)
    expect(first.imagesFull[0]).toMatch(/^http:\/\/.+\/media\/uploads\//)
    expect((await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`)).data.community.postNum).toBe(1)
    expect((await detail(postId, author.token)).data.can).toEqual({ handle: false, solve: true, remove: true })

    // a stranger, another community's worker and a journalist cannot answer it
    const stranger = await testReader(server)
    const elsewhere = await worker(await communityId('南湖社区'))
    const reporter = await testReader(server, { identity: { type: 'reporter' } })
    for (const r of [stranger, elsewhere, reporter]) {
      const res = await post(server.app, '/api/bangbang/post/handle', { id: postId, content: '收到' }, r.token)
      expect([res.status, res.body.message]).toEqual([403, '只有本社区的工作人员可以回复'])
    }
    const w = await worker(id)
    expect((await detail(postId, w.token)).data.can.handle).toBe(true)
    expect((await post(server.app, '/api/bangbang/post/handle', { id: postId, content: '  ' }, w.token)).body.message).toBe('请输入回复内容')
    const told = await unread(author.token)
    const replied = await post(server.app, '/api/bangbang/post/handle', { id: postId, content: '已报公交集团，本周内维修。' }, w.token)
    expect(replied.body).toEqual({ statusCode: 200, message: '回复成功', data: { status: 1 } })
    expect(await unread(author.token)).toBe(told + 1)
    const messages = (await get<{ title: string; route: string; params: Record<string, unknown> }[]>('/v1/message/list', author.token)).data
    expect(messages[0]).toEqual(expect.objectContaining({ title: '社区回复了你的帖子', route: 'communityDetail', params: { id: postId } }))
    expect((await detail(postId)).data).toEqual(expect.objectContaining({ statusText: '已回复', handler: expect.objectContaining({ userid: w.id, title: '网格员', reply: '已报公交集团，本周内维修。' }) }))
    // the worker answers again and marks it solved; a solved post takes nothing more
    expect((await post(server.app, '/api/bangbang/post/handle', { id: postId, content: '已修好。', solved: true }, w.token)).body.data).toEqual({ status: 2 })
    expect((await post(server.app, '/api/bangbang/post/handle', { id: postId, content: '再补充一句' }, w.token)).body.message).toBe('已解决，不能再回复')
    expect((await post(server.app, '/api/bangbang/post/solve', { id: postId }, author.token)).status).toBe(409)
    expect((await detail(postId, author.token)).data.can).toEqual({ handle: false, solve: false, remove: true })
  })

  it('lets a journalist follow an exposure up; its author marks it solved; only they may', async () => {
    const author = await testReader(server)
    const made = await post(server.app, '/api/bangbang/post/publish', { kind: 'exposure', content: '某小区电梯三天两头停运，物业不管。' }, author.token)
    const id = made.body.data.id as number
    expect((await detail(id)).data).toEqual(expect.objectContaining({ kind: 'exposure', statusText: '待核实', community: null }))
    const w = await worker(await communityId('金汤街社区'))
    expect((await post(server.app, '/api/bangbang/post/handle', { id, content: '收到' }, w.token)).body.message).toBe('只有记者可以跟进曝光')
    const reporter = await testReader(server, { identity: { type: 'reporter' } })
    await post(server.app, '/api/bangbang/post/handle', { id, content: '记者已联系物业和区市场监管局。' }, reporter.token)
    expect((await detail(id)).data).toEqual(expect.objectContaining({ statusText: '记者跟进中', handler: expect.objectContaining({ title: '测试职务' }) }))
    expect((await get<{ title: string }[]>('/v1/message/list', author.token)).data[0].title).toBe('记者跟进了你的曝光')
    expect((await post(server.app, '/api/bangbang/post/solve', { id }, reporter.token)).status).toBe(403)
    expect((await post(server.app, '/api/bangbang/post/solve', { id }, author.token)).body).toEqual({ statusCode: 200, message: '已标记为已解决', data: { status: 2 } })
    expect((await get<ExposureList>('/api/bangbang/comment/bangbanglist?status=2')).data.list.map(p => p.id)).toContain(id)
  })

  it('refuses an empty or too long post, another reader\'s picture, and an unknown kind', async () => {
    const r = await testReader(server)
    expect((await post(server.app, '/api/bangbang/post/publish', { kind: 'exposure', content: ' ' }, r.token)).body.message).toBe('请输入内容')
    expect((await post(server.app, '/api/bangbang/post/publish', { kind: 'exposure', content: '帖'.repeat(1001) }, r.token)).body.message).toBe('内容不能超过1000字')
    expect((await post(server.app, '/api/bangbang/post/publish', { kind: 'news', content: '你好' }, r.token)).status).toBe(400)
    const other = await testReader(server)
    const upload = multipartBody(await photoWithGps(200, 200))
    const up = await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload: upload.payload, headers: { ...upload.headers, ...auth(other.token) } })
    expect((await post(server.app, '/api/bangbang/post/publish', { kind: 'exposure', content: '你好', images: [up.json().data.id] }, r.token)).status).toBe(400)
  })

  it('holds a post with a held word: its author sees it under review, nobody else, until approved', async () => {
    const id = await communityId('松牌路社区')
    const author = await joined(id)
    const other = await testReader(server)
    const moderator = await testReader(server, { role: 'moderator' })
    const made = await post(server.app, '/api/bangbang/post/publish', { kind: 'community', content: '想找兼职日结的工作，哪里靠谱？' }, author.token)
    expect(made.body).toEqual({ statusCode: 200, message: '已提交，审核通过后展示', data: { id: expect.any(Number), underReview: true } })
    const postId = made.body.data.id as number
    expect((await detail(postId, author.token)).data.underReview).toBe(true)
    expect((await getJson(server.app, `/api/bangbang/post/detail?id=${postId}`, auth(other.token))).status).toBe(404)
    expect((await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`, other.token)).data.list.some(p => p.id === postId)).toBe(false)
    expect((await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`)).data.community.postNum).toBe(0)
    const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'bang-post').where('ref_id', '=', postId).executeTakeFirstOrThrow()
    await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'approve' }, moderator.token)
    expect((await detail(postId, other.token)).data.underReview).toBe(false)
    expect((await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`)).data.community.postNum).toBe(1)
    // hidden by a moderator: gone for everyone, the count follows
    await post(server.app, '/admin/v1/moderation/hide', { kind: 'bang-post', refId: postId, reason: '测试' }, moderator.token)
    expect((await getJson(server.app, `/api/bangbang/post/detail?id=${postId}`)).status).toBe(404)
    expect((await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`)).data.community.postNum).toBe(0)
  })
})

describe('likes, comments and deletion', () => {
  it('likes a post once (您已经点赞过了 after), exactly once under parallel requests', async () => {
    const author = await testReader(server)
    const id = (await post(server.app, '/api/bangbang/post/publish', { kind: 'exposure', content: '路边广告牌松动了，风一吹哗哗响。' }, author.token)).body.data.id as number
    const reader = await testReader(server)
    expect((await post(server.app, '/api/praise/AddPraise', { bangId: id, type: 7 })).body.statusCode).toBe(301)
    const results = await Promise.all(Array.from({ length: 6 }, () => post(server.app, '/api/praise/AddPraise', { bangId: id, type: 7 }, reader.token)))
    expect(results.filter(r => r.body.statusCode === 200).map(r => r.body.data)).toEqual([{ likeNum: 1, voteType: 1 }])
    expect(results.filter(r => r.body.statusCode !== 200).map(r => r.body.message)).toEqual(Array(5).fill('您已经点赞过了'))
    expect((await detail(id, reader.token)).data.doLike).toEqual({ isLike: true, likeNum: 1 })
    expect((await post(server.app, '/api/praise/AddPraise', { bangId: 99999, type: 7 }, reader.token)).status).toBe(404)
  })

  it('comments on a post (classid 1, section community): counted, its author told; deleting the post takes it from every list', async () => {
    const id = await communityId('西郊路社区')
    const author = await joined(id)
    const postId = (await post(server.app, '/api/bangbang/post/publish', { kind: 'community', content: '谁家的狗每天半夜叫，能不能管一管？' }, author.token)).body.data.id as number
    const reader = await testReader(server)
    const told = await unread(author.token)
    const c = await post(server.app, '/api/bv/comment/publish', { classid: 1, section: 'community', id: postId, sayText: '同感，我家也听得到', from: 'bang' }, reader.token)
    expect(c.body.statusCode).toBe(200)
    // the spec's classid (1 "otherwise") on the comment, and the list it is in; an older client's classid 3 reads the same list
    expect(c.body.data.classId).toBe(1)
    const listed = (await get<CommentListData>(`/api/bv/comment/list?from=bang&classid=1&section=community&id=${postId}`)).data
    expect([listed.total, listed.list.map(x => x.sayText)]).toEqual([1, ['同感，我家也听得到']])
    expect((await get<CommentListData>(`/api/bv/comment/list?classid=3&id=${postId}&from=bang`)).data.list.map(x => x.id)).toEqual(listed.list.map(x => x.id))
    expect((await detail(postId)).data.commentNum).toBe(1)
    expect(await unread(author.token)).toBe(told + 1)
    await post(server.app, '/api/bv/comment/del', { id: c.body.data.plId ?? c.body.data.id, from: 'bang' }, reader.token)
    expect((await detail(postId)).data.commentNum).toBe(0)

    expect((await post(server.app, '/api/bangbang/post/del', { id: postId }, reader.token)).status).toBe(403)
    expect((await post(server.app, '/api/bangbang/post/del', { id: postId }, author.token)).body.message).toBe('删除成功')
    expect((await getJson(server.app, `/api/bangbang/post/detail?id=${postId}`, auth(author.token))).status).toBe(404)
    expect((await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`)).data.community.postNum).toBe(0)
    expect((await post(server.app, '/api/bangbang/post/del', { id: postId }, author.token)).status).toBe(404)
  })

  it('counts a reading once per view, not when the page shows it again', async () => {
    const exposures = (await get<ExposureList>('/api/bangbang/comment/bangbanglist')).data.list
    const id = exposures[0].id
    const before = (await detail(id)).data.readNum
    expect((await get<BangPostDetail>(`/api/bangbang/post/detail?id=${id}&reload=true`)).data.readNum).toBe(before)
    expect((await detail(id)).data.readNum).toBe(before + 1)
  })
})

describe('appointing workers', () => {
  it('lets an administrator appoint a reader a community\'s worker (moving them there)', async () => {
    const admin = await testReader(server, { role: 'admin' })
    const id = await communityId('民生路社区')
    const reader = await joined(await communityId('南湖社区'))
    expect((await post(server.app, '/admin/v1/community/appoint', { userId: reader.id, communityId: id, title: ' ' }, admin.token)).body.message).toBe('请输入职务')
    expect((await post(server.app, '/admin/v1/community/appoint', { userId: reader.id, communityId: id, title: '网格员' }, admin.token)).body.message).toBe('已任命')
    const members = (await get<{ list: CommunityPerson[] }>(`/v1/bangbang/groupownet/userlist?id=${id}`, admin.token)).data.list
    expect(members.find(m => m.userid === reader.id)).toEqual(expect.objectContaining({ role: 'worker', title: '网格员' }))
    expect((await post(server.app, '/admin/v1/community/appoint', { userId: reader.id, communityId: id, title: '社区书记' }, admin.token)).status).toBe(200)
    expect((await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`, reader.token)).data.role).toBe('worker')
  })

  it('the console’s list of workers; appointing by phone; dismissing a worker back to resident, each audited (issue 29)', async () => {
    const admin = await testReader(server, { role: 'admin' })
    const moderator = await testReader(server, { role: 'moderator' })
    const id = await communityId('西师社区')
    const reader = await joined(id)
    const phone = (await db().selectFrom('users').select('phone').where('id', '=', reader.id).executeTakeFirstOrThrow()).phone
    const workersOf = async () => (await get<CommunityWorkers[]>('/admin/v1/community/workers', admin.token)).data.find(c => c.id === id)!
    expect((await workersOf()).workers.map(w => w.userId)).not.toContain(reader.id)
    expect((await post(server.app, '/admin/v1/community/appoint', { communityId: id, title: '网格员' }, admin.token)).body.message).toBe('请填写读者的手机号')
    expect((await post(server.app, '/admin/v1/community/appoint', { phone: '13999990000', communityId: id, title: '网格员' }, admin.token)).body.message).toBe('该手机号还没有注册')
    const appointed = await post(server.app, '/admin/v1/community/appoint', { phone, communityId: id, title: '网格员' }, admin.token)
    expect([appointed.body.message, appointed.body.data.userId]).toEqual(['已任命', reader.id])
    const listed = (await workersOf()).workers.find(w => w.userId === reader.id)!
    expect(listed).toMatchObject({ title: '网格员', phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` })
    expect((await get('/admin/v1/community/workers', moderator.token)).statusCode).toBe(403)
    expect((await post(server.app, '/admin/v1/community/dismiss', { userId: reader.id }, moderator.token)).status).toBe(403)
    expect((await post(server.app, '/admin/v1/community/dismiss', { userId: reader.id }, admin.token)).body.message).toBe('已免职')
    expect((await workersOf()).workers.map(w => w.userId)).not.toContain(reader.id)
    expect((await get<CommunityPage>(`/v1/bangbang/groupownet/community?id=${id}`, reader.token)).data.role).toBe('resident')
    expect((await post(server.app, '/admin/v1/community/dismiss', { userId: reader.id }, admin.token)).body).toMatchObject({ statusCode: 404, message: '该读者不是社区工作人员' })
    const log = await db().selectFrom('moderation_audit').select(['action', 'before', 'after']).where('kind', '=', 'community').where('ref_id', '=', id).where('actor_id', '=', admin.id).orderBy('id').execute()
    expect(log.map(l => [l.action, l.before && JSON.parse(l.before), JSON.parse(l.after!)])).toEqual([
      ['community-appoint', null, { userId: reader.id, communityId: id, title: '网格员' }],
      ['community-dismiss', { userId: reader.id, role: 'worker', title: '网格员' }, { userId: reader.id, role: 'resident' }],
    ])
  })

  it('keeps one membership and true counts when appointments of one reader race', async () => {
    const admin = await testReader(server, { role: 'admin' })
    const reader = await testReader(server)
    const ids = [await communityId('南湖社区'), await communityId('西师社区')]
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(server.app, '/admin/v1/community/appoint', { userId: reader.id, communityId: ids[i % 2], title: '网格员' }, admin.token)))
    expect(results.map(r => r.status)).toEqual(Array(8).fill(200))
    expect(await db().selectFrom('community_members').select('community_id').where('user_id', '=', reader.id).execute()).toHaveLength(1)
    for (const id of ids) {
      const members = await db().selectFrom('community_members').select('user_id').where('community_id', '=', id).execute()
      expect((await db().selectFrom('communities').select('member_num').where('id', '=', id).executeTakeFirstOrThrow()).member_num).toBe(members.length)
    }
  })
})
