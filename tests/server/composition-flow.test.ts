// 作文's writing flow (issue 26): a student's draft and submission through the write pipeline, the originality
// hold, the guiding teacher's review, return and rejection (only their own, once), the section editor's
// recommendation, printing (the 录用 notice) and rejection, every step told to the student, points for
// submitting, being recommended and being printed, likes, comments and reports; each refusal leaves the
// work as it was.
import type { CompositionDetail, CompositionMe, QueuedComposition } from '../../types/api/composition'
import { createTestServer, getJson, testReader, tokenOfPhone, type TestServer } from './helpers'
import sharp from 'sharp'
import { multipartBody, photoWithGps, texturedPhoto } from './upload-helpers'
import { post } from './auth-helpers'
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { printDay } = require('../support/print-day') as { printDay: () => { iso: string; zh: string } }

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

type List<T> = { list: T[]; hasMore: boolean }
const db = () => server.database.db
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const get = async <T>(url: string, token?: string) => (await getJson<T>(server.app, url, auth(token))).body
const tokenOf = (phone: string) => tokenOfPhone(server, phone)
/** 王晓燕 of 枇杷山小学 and 刘建国 of 嘉陵江小学 (seeded) */
const TEACHER = '13800000030'
/** the day a work is printed: never one of the seed's pages */
const PRINT_DAY = printDay()
const OTHER_SCHOOL_TEACHER = '13800000031'

async function picture(token: string, w = 640, h = 480): Promise<number> {
  const { payload, headers } = multipartBody(await photoWithGps(w, h))
  return (await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload, headers: { ...headers, ...auth(token) } })).json().data.id
}

const schoolId = async (name: string) => (await db().selectFrom('composition_schools').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
const teacherId = async (phone: string) => (await db().selectFrom('composition_teachers as t').innerJoin('users as u', 'u.id', 't.user_id')
  .select('t.id').where('u.phone', '=', phone).executeTakeFirstOrThrow()).id
const work = async (id: number) => db().selectFrom('compositions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const messagesOf = async (userId: number) => db().selectFrom('messages').select(['kind', 'title', 'body', 'route', 'params']).where('user_id', '=', userId).orderBy('id').execute()
const pointsOf = async (userId: number) => db().selectFrom('point_entries').select(['kind', 'dedupe_key', 'points']).where('user_id', '=', userId).orderBy('id').execute()

/** a new pupil of 枇杷山小学 (grade 4, a guardian's consent) */
async function pupil(penName = `小作者${Math.floor(Math.random() * 1e6)}`) {
  const r = await testReader(server)
  const made = await post(server.app, '/v1/composition/student', { penName, schoolId: await schoolId('枇杷山小学'), grade: 4, under14: true, guardianConsent: true }, r.token)
  expect(made.body.statusCode).toBe(200)
  return r
}

const BODY = '秋天到了，校园里的银杏树换上了金黄的衣裳。\n\n风一吹，叶子像一只只小扇子，在空中转着圈儿落下来。我和同桌捡了一大把，夹在语文书里做书签。'

async function submit(token: string, extra: Record<string, unknown> = {}) {
  return post(server.app, '/v1/composition/save', { title: '校园里的银杏树', body: `${BODY}${Math.random()}`, genre: 'descriptive', teacherId: await teacherId(TEACHER), submit: true, ...extra }, token)
}

describe('a student writes', () => {
  it('keeps a draft (neither moderated nor the teacher\'s), edits it, then submits it with two pictures: the teacher hears of it, the student earns once', async () => {
    const r = await pupil()
    const pics = [await picture(r.token), await picture(r.token, 500, 700)]
    const draft = await post(server.app, '/v1/composition/save', { title: '草稿题目', body: '先写两句，明天再写。', genre: 'narrative', submit: false }, r.token)
    expect(draft.body).toMatchObject({ statusCode: 200, message: '草稿已保存', data: { status: 'draft', statusLabel: '草稿', underReview: false } })
    const id = draft.body.data.id as number
    const teacherToken = await tokenOf(TEACHER)
    expect((await get<List<QueuedComposition>>('/v1/composition/teacherQueue', teacherToken)).data.list.find(c => c.id === id)).toBeUndefined()
    // a draft is its student's alone, the teacher's neither
    expect((await get(`/v1/composition/detail?id=${id}`, teacherToken)).statusCode).toBe(404)
    expect(await pointsOf(r.id)).toEqual([])
    const sent = await submit(r.token, { id, images: pics })
    expect(sent.body).toMatchObject({ statusCode: 200, message: '已提交，等待老师点评', data: { id, status: 'submitted', statusLabel: '待老师点评', underReview: false } })
    const row = await work(id)
    expect(JSON.parse(row.images)).toEqual(pics)
    expect(row.submitted_at).not.toBeNull()
    const queued = (await get<List<QueuedComposition>>('/v1/composition/teacherQueue', teacherToken)).data.list.find(c => c.id === id)!
    expect(queued).toMatchObject({ title: '校园里的银杏树', similar: null, status: 'submitted' })
    expect(queued.images).toHaveLength(2)
    const teacherUser = (await db().selectFrom('users').select('id').where('phone', '=', TEACHER).executeTakeFirstOrThrow()).id
    expect((await messagesOf(teacherUser)).at(-1)).toMatchObject({ kind: 'composition', title: '有新的作文等你点评', route: 'compositionDetail' })
    expect(await pointsOf(r.id)).toEqual([{ kind: 'earn', dedupe_key: `composition:${id}`, points: 5 }])
    // submitted: locked until the teacher decides
    const again = await submit(r.token, { id })
    expect(again.body).toMatchObject({ statusCode: 409, message: '作文已提交，等待老师点评，暂时不能修改' })
    expect((await work(id)).updated_at).toBe(row.updated_at)
  })

  it('refuses what a submission lacks, in the section\'s words, and keeps nothing', async () => {
    const r = await pupil()
    const before = (await db().selectFrom('compositions').select('id').execute()).length
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, '请填写作文题目'],
      [{ title: '题'.repeat(31) }, '题目不能超过30个字'],
      [{ body: '' }, '请填写作文正文'],
      [{ genre: 'novel' }, '请选择体裁'],
      [{ teacherId: undefined }, '请选择指导老师'],
      [{ teacherId: await teacherId(OTHER_SCHOOL_TEACHER) }, '指导老师不在你的学校，请重新选择'],
      [{ images: Array.from({ length: 10 }, (_, i) => i + 1) }, '最多上传9张图片'],
      [{ images: [999999] }, '请选择要上传的图片'],
    ]
    for (const [change, message] of cases) {
      const res = await submit(r.token, change)
      expect({ change, message: res.body.message }).toEqual({ change, message })
    }
    const stranger = await testReader(server)
    expect((await submit(stranger.token)).body.message).toBe('请先创建小作者资料')
    expect((await db().selectFrom('compositions').select('id').execute()).length).toBe(before)
  })

  it('refuses a student whose guardian withdrew consent, and takes their waiting work out of the teacher\'s hands', async () => {
    const r = await pupil()
    const waiting = (await submit(r.token)).body.data.id
    expect((await post(server.app, '/v1/composition/consent/withdraw', {}, r.token)).body.statusCode).toBe(200)
    expect((await submit(r.token)).body).toMatchObject({ statusCode: 403, message: '监护人已撤回同意，暂时不能投稿' })
    const t = await tokenOf(TEACHER)
    expect((await get<List<QueuedComposition>>('/v1/composition/teacherQueue?pageSize=40', t)).data.list.map(c => c.id)).not.toContain(waiting)
    expect((await post(server.app, '/v1/composition/review', { id: waiting, action: 'review', score: 90, comment: '好' }, t)).body).toMatchObject({ statusCode: 404, message: '作文不存在或未公开' })
    expect((await work(waiting)).status).toBe('submitted')
  })

  it('holds a submission with a held word for a moderator first; approved, it reaches the teacher', async () => {
    const r = await pupil()
    const sent = await submit(r.token, { body: `${BODY}有兼职日结的加微信私聊我` })
    expect(sent.body).toMatchObject({ message: '已提交，审核通过后送到老师手中', data: { underReview: true } })
    const id = sent.body.data.id
    const teacherToken = await tokenOf(TEACHER)
    expect((await get<List<QueuedComposition>>('/v1/composition/teacherQueue', teacherToken)).data.list.find(c => c.id === id)).toBeUndefined()
    expect((await get(`/v1/composition/detail?id=${id}`, teacherToken)).statusCode).toBe(404)
    expect(await pointsOf(r.id)).toEqual([])
    const moderator = await testReader(server, { role: 'moderator' })
    const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'composition').where('ref_id', '=', id).executeTakeFirstOrThrow()
    expect((await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'approve' }, moderator.token)).body.statusCode).toBe(200)
    expect((await get<List<QueuedComposition>>('/v1/composition/teacherQueue', teacherToken)).data.list.find(c => c.id === id)).toBeDefined()
    expect((await pointsOf(r.id)).map(p => p.dedupe_key)).toEqual([`composition:${id}`])
  })

  it('lets the student delete a work nobody else sees, never a public one', async () => {
    const r = await pupil()
    const id = (await submit(r.token)).body.data.id
    expect((await post(server.app, '/v1/composition/delete', { id }, (await testReader(server)).token)).body.statusCode).toBe(404)
    expect((await post(server.app, '/v1/composition/delete', { id }, r.token)).body.message).toBe('已删除')
    // its submission's points went back
    expect((await pointsOf(r.id)).map(p => p.points)).toEqual([5, -5])
    const published = await db().selectFrom('compositions as c').innerJoin('composition_students as s', 's.id', 'c.student_id').innerJoin('users as u', 'u.id', 's.user_id')
      .select(['c.id', 'u.phone']).where('c.status', '=', 'reviewed').executeTakeFirstOrThrow()
    expect((await post(server.app, '/v1/composition/delete', { id: published.id }, await tokenOf(published.phone))).body).toMatchObject({ statusCode: 409, message: '已公开的作文不能删除' })
  })
})

describe('moderators', () => {
  const textured = texturedPhoto
  const send = async (token: string, bytes: Buffer) => {
    const { payload, headers } = multipartBody(bytes)
    return (await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload, headers: { ...headers, ...auth(token) } })).json().data.id as number
  }

  it('remember a rejected submission\'s pictures: sent again, resized, the next submission goes to a moderator first', async () => {
    const a = await pupil()
    const original = await textured(11)
    const first = await submit(a.token, { body: `${BODY}加微信私聊我`, images: [await send(a.token, original)] })
    expect(first.body.data.underReview).toBe(true)
    const item = await db().selectFrom('moderation_items').select('id').where('kind', '=', 'composition').where('ref_id', '=', first.body.data.id).executeTakeFirstOrThrow()
    const moderator = await testReader(server, { role: 'moderator' })
    expect((await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'reject', reason: '广告' }, moderator.token)).body.statusCode).toBe(200)
    expect(await work(first.body.data.id)).toMatchObject({ status: 'rejected', reason: '内容未通过审核' })
    expect((await messagesOf(a.id)).at(-1)).toMatchObject({ title: '你的作文未通过' })
    const b = await pupil()
    const again = await submit(b.token, { images: [await send(b.token, await sharp(original).resize(640, 480).jpeg({ quality: 55 }).toBuffer())] })
    expect(again.body.data.underReview).toBe(true)
    const queued = await db().selectFrom('moderation_items').select('reasons').where('kind', '=', 'composition').where('ref_id', '=', again.body.data.id).executeTakeFirstOrThrow()
    expect(JSON.parse(queued.reasons)).toContain('图片曾被驳回')
  })

  it('hide a public work: it leaves every public page, its student is told, its points go back', async () => {
    const r = await pupil()
    const id = (await submit(r.token)).body.data.id
    await post(server.app, '/v1/composition/review', { id, action: 'review', score: 85, comment: '通顺。' }, await tokenOf(TEACHER))
    const moderator = await testReader(server, { role: 'moderator' })
    expect((await post(server.app, '/admin/v1/moderation/hide', { kind: 'composition', refId: id, reason: '抄袭' }, moderator.token)).body.statusCode).toBe(200)
    expect((await get(`/v1/composition/detail?id=${id}`)).statusCode).toBe(404)
    expect((await messagesOf(r.id)).at(-1)).toMatchObject({ title: '你的作文未通过', body: expect.stringContaining('内容违反社区规定') })
    expect((await pointsOf(r.id)).reduce((n, p) => n + p.points, 0)).toBe(0)
  })
})

describe('originality', () => {
  it('marks a submission nearly the same as another composition 疑似重复 for its teacher, with the closest match; an original one is not marked', async () => {
    const r = await pupil()
    const source = await db().selectFrom('compositions').select(['id', 'title', 'body']).where('status', '=', 'printed').orderBy('id').executeTakeFirstOrThrow()
    // the copy: its first two thirds, a few words changed
    const copied = [...source.body].slice(0, Math.floor([...source.body].length * 2 / 3)).join('').replace(/我/g, '俺')
    const copy = (await submit(r.token, { title: '我的作文', body: copied })).body.data.id
    const original = (await submit(r.token, { title: '我家的小猫', body: '我家有一只小花猫，它最喜欢趴在窗台上晒太阳，眯着眼睛像在想心事。每天放学回家，它都会跑到门口迎接我。' })).body.data.id
    const queue = (await get<List<QueuedComposition>>('/v1/composition/teacherQueue?pageSize=40', await tokenOf(TEACHER))).data.list
    const flagged = queue.find(c => c.id === copy)!
    expect(flagged.similar).toMatchObject({ kind: 'composition', id: source.id, title: source.title })
    expect(flagged.similar!.similarity).toBeGreaterThanOrEqual(0.5)
    expect(queue.find(c => c.id === original)!.similar).toBeNull()
    // held for the teacher: never public by itself
    expect((await get(`/v1/composition/detail?id=${copy}`)).statusCode).toBe(404)
  })

  it('marks a submission copied from a published story', async () => {
    const r = await pupil()
    const story = await db().selectFrom('news').select(['id', 'title', 'plain_text']).where('status', '=', 1).where(eb => eb.fn('length', ['plain_text']), '>', 300).orderBy('id').executeTakeFirstOrThrow()
    const id = (await submit(r.token, { body: [...story.plain_text].slice(0, 400).join('') })).body.data.id
    const queued = (await get<List<QueuedComposition>>('/v1/composition/teacherQueue?pageSize=40', await tokenOf(TEACHER))).data.list.find(c => c.id === id)!
    expect(queued.similar).toMatchObject({ kind: 'news', similarity: expect.any(Number) })
    expect(queued.similar!.similarity).toBeGreaterThanOrEqual(0.5)
  })
})

describe('the guiding teacher', () => {
  it('is certified through 身份认证 as a teacher of a school: approved, pupils of that school can name them', async () => {
    const t = await testReader(server)
    const apply = (body: Record<string, unknown>) => post(server.app, '/api/bangbang/member/useredit', { type: 'teacher', realName: '孙老师', job: '语文', proof: '教师资格证号 2026xxxx', ...body }, t.token)
    expect((await apply({})).body).toMatchObject({ statusCode: 400, message: '请选择任教的学校' })
    expect((await apply({ schoolId: 99999 })).body).toMatchObject({ statusCode: 404, message: '学校不存在' })
    const school = await schoolId('枇杷山小学')
    const applied = await apply({ schoolId: school })
    expect(applied.body.data).toMatchObject({ userTypeCode: 'teacher', userType: '教师', schoolId: school, schoolName: '枇杷山小学', status: 'pending' })
    expect((await get('/v1/composition/teacherQueue', t.token)).statusCode).toBe(403)
    const admin = await testReader(server, { role: 'admin' })
    expect((await post(server.app, '/admin/v1/identity/decide', { id: applied.body.data.id, decision: 'approve' }, admin.token)).body.statusCode).toBe(200)
    const teacher = await db().selectFrom('composition_teachers').selectAll().where('user_id', '=', t.id).executeTakeFirstOrThrow()
    expect(teacher).toMatchObject({ school_id: school, name: '孙老师', subject: '语文', status: 'active' })
    expect((await messagesOf(t.id)).at(-1)).toMatchObject({ title: '身份认证已通过', body: expect.stringContaining('指导老师') })
    const r = await pupil()
    const id = (await submit(r.token, { teacherId: teacher.id })).body.data.id
    expect((await get<List<QueuedComposition>>('/v1/composition/teacherQueue', t.token)).data.list.map(c => c.id)).toEqual([id])
    expect((await get<CompositionMe>('/v1/composition/me', t.token)).data.teacher).toMatchObject({ name: '孙老师', waiting: 1 })
  })

  it('reviews a work that names them (score, comment, marked lines): it goes public, the student is told', async () => {
    const r = await pupil('点评小作者')
    const id = (await submit(r.token)).body.data.id
    const body = (await work(id)).body
    const t = await tokenOf(TEACHER)
    const bad: [Record<string, unknown>, string][] = [
      [{ score: 101 }, '请给出0到100的分数'],
      [{ comment: '' }, '请填写评语'],
      [{ highlights: ['这句话不在文中'] }, '划线的句子要出自作文原文'],
      [{ comment: '写得好，加微信私聊我领奖' }, '评语含有不宜公开的内容，请修改'],
    ]
    for (const [change, message] of bad) {
      const res = await post(server.app, '/v1/composition/review', { id, action: 'review', score: 90, comment: '观察细致。', highlights: [], ...change }, t)
      expect({ change, message: res.body.message }).toEqual({ change, message })
    }
    expect((await work(id)).status).toBe('submitted')
    // a teacher of another school, and a reader who is no teacher
    expect((await post(server.app, '/v1/composition/review', { id, action: 'review', score: 90, comment: '好' }, await tokenOf(OTHER_SCHOOL_TEACHER))).body)
      .toMatchObject({ statusCode: 403, message: '这篇作文没有请你指导' })
    expect((await post(server.app, '/v1/composition/review', { id, action: 'review', score: 90, comment: '好' }, r.token)).body)
      .toMatchObject({ statusCode: 403, message: '只有认证教师可以点评作文' })
    const line = body.split('\n')[0]
    const done = await post(server.app, '/v1/composition/review', { id, action: 'review', score: 92, comment: '观察细致，比喻生动。', highlights: [line] }, t)
    expect(done.body).toMatchObject({ statusCode: 200, message: '点评已发布' })
    const detail = (await get<CompositionDetail>(`/v1/composition/detail?id=${id}`)).data
    expect(detail).toMatchObject({ status: 'reviewed', score: 92, review: { score: 92, comment: '观察细致，比喻生动。', highlights: [line], teacher: { name: '王晓燕' } } })
    expect((await messagesOf(r.id)).at(-1)).toMatchObject({ kind: 'composition', title: '王老师点评了你的作文，得分92', route: 'compositionDetail' })
    // once: a second decision is refused, and the reviewed work cannot be edited
    expect((await post(server.app, '/v1/composition/review', { id, action: 'review', score: 99, comment: '再评' }, t)).body).toMatchObject({ statusCode: 409, message: '这篇作文你已经点评过了' })
    expect((await submit(r.token, { id })).body).toMatchObject({ statusCode: 409, message: '作文已点评，不能再修改' })
    expect(await db().selectFrom('composition_reviews').select('score').where('composition_id', '=', id).execute()).toEqual([{ score: 92 }])
  })

  it('returns a work with a reason; the student edits and sends it again, earning once; a rejection takes the points back', async () => {
    const r = await pupil()
    const id = (await submit(r.token)).body.data.id
    const t = await tokenOf(TEACHER)
    expect((await post(server.app, '/v1/composition/review', { id, action: 'return', reason: '' }, t)).body.message).toBe('请填写原因')
    expect((await post(server.app, '/v1/composition/review', { id, action: 'return', reason: '结尾再写写你的感受。' }, t)).body.message).toBe('已退回给小作者修改')
    const mine = (await get<CompositionDetail>(`/v1/composition/detail?id=${id}`, r.token)).data
    expect(mine).toMatchObject({ status: 'returned', statusLabel: '退回修改', reason: '结尾再写写你的感受。' })
    expect((await messagesOf(r.id)).at(-1)).toMatchObject({ title: '老师退回了你的作文，请修改后再投', body: expect.stringContaining('结尾再写写你的感受。') })
    expect((await submit(r.token, { id, body: `${BODY}我爱秋天。` })).body.data.status).toBe('submitted')
    expect((await pointsOf(r.id)).map(p => p.dedupe_key)).toEqual([`composition:${id}`])
    expect((await post(server.app, '/v1/composition/review', { id, action: 'reject', reason: '与作文要求不符。' }, t)).body.message).toBe('已告知小作者未通过')
    expect((await pointsOf(r.id)).map(p => p.points)).toEqual([5, -5])
    expect((await submit(r.token, { id })).body).toMatchObject({ statusCode: 409, message: '作文未通过，不能再修改' })
    expect((await get<CompositionMe>('/v1/composition/me', r.token)).data.works.find(w => w.id === id)).toMatchObject({ status: 'rejected', statusLabel: '未通过' })
  })
})

describe('the section editor', () => {
  it('recommends a reviewed work and prints a recommended one: the student gets the 录用 notice with its page and fee, and points at each step', async () => {
    const r = await pupil('见报小作者')
    const id = (await submit(r.token)).body.data.id
    const t = await tokenOf(TEACHER)
    const editor = await testReader(server, { role: 'editor' })
    const decide = (body: Record<string, unknown>, token = editor.token) => post(server.app, '/admin/v1/composition/decide', { id, ...body }, token)
    expect((await decide({ action: 'recommend' })).body).toMatchObject({ statusCode: 409, message: '只有已点评的作文可以推荐' })
    await post(server.app, '/v1/composition/review', { id, action: 'review', score: 95, comment: '真情实感。' }, t)
    const queue = (await getJson<List<{ id: number }>>(server.app, '/admin/v1/composition/queue?status=reviewed&pageSize=40', auth(editor.token))).body.data.list
    expect(queue.map(c => c.id)).toContain(id)
    // a reader, a moderator and the teacher are no editors
    for (const token of [r.token, t, (await testReader(server, { role: 'moderator' })).token]) expect((await decide({ action: 'recommend' }, token)).body.statusCode).toBe(403)
    expect((await decide({ action: 'print', date: PRINT_DAY.iso })).body.message).toBe('只有编辑推荐的作文可以见报')
    expect((await decide({ action: 'recommend' })).body).toMatchObject({ statusCode: 200, message: '已推荐', data: { status: 'recommended' } })
    expect((await messagesOf(r.id)).at(-1)).toMatchObject({ title: '你的作文被编辑推荐了' })
    expect((await decide({ action: 'print', date: '12月4日' })).body.message).toBe('请填写正确的见报日期（YYYY-MM-DD）')
    expect((await decide({ action: 'print', date: PRINT_DAY.iso, fee: 5000 })).body.message).toBe('稿费应为0到2000元')
    const printed = await decide({ action: 'print', date: PRINT_DAY.iso, fee: 80 })
    expect(printed.body).toMatchObject({ statusCode: 200, message: '已安排见报，录用通知已发出', data: { status: 'printed', issueId: expect.any(Number) } })
    expect((await messagesOf(r.id)).at(-1)).toMatchObject({
      title: '录用通知', body: `你的作文《校园里的银杏树》已被录用，刊登于${PRINT_DAY.zh} 第6版“上游作文”，稿费80元，编辑部将联系发放。祝贺你！`,
    })
    const detail = (await get<CompositionDetail>(`/v1/composition/detail?id=${id}`)).data
    expect(detail).toMatchObject({ status: 'printed', printedIn: `${PRINT_DAY.zh} 第6版`, issue: { date: PRINT_DAY.iso, edition: '上游作文', page: 6, title: '习作选登' } })
    expect((await get<{ works: { id: number }[] }>(`/v1/composition/newspaper?id=${printed.body.data.issueId}`)).data.works.map(w => w.id)).toContain(id)
    expect((await pointsOf(r.id)).map(p => [p.dedupe_key, p.points])).toEqual([[`composition:${id}`, 5], [`composition:recommended:${id}`, 20], [`composition:printed:${id}`, 50]])
    // printed: final
    expect((await decide({ action: 'reject', reason: '撤稿' })).body).toMatchObject({ statusCode: 409, message: '已见报的作文不能退回' })
    expect((await submit(r.token, { id })).body.message).toBe('已见报的作文不能修改')
    // a second work printed the same day goes on the same page
    const other = await pupil()
    const id2 = (await submit(other.token)).body.data.id
    await post(server.app, '/v1/composition/review', { id: id2, action: 'review', score: 88, comment: '不错。' }, t)
    await post(server.app, '/admin/v1/composition/decide', { id: id2, action: 'recommend' }, editor.token)
    expect((await post(server.app, '/admin/v1/composition/decide', { id: id2, action: 'print', date: PRINT_DAY.iso }, editor.token)).body.data.issueId).toBe(printed.body.data.issueId)
  })

  it('rejects a recommended work with a reason: it leaves the public pages and its points go back', async () => {
    const r = await pupil()
    const id = (await submit(r.token)).body.data.id
    await post(server.app, '/v1/composition/review', { id, action: 'review', score: 80, comment: '通顺。' }, await tokenOf(TEACHER))
    const editor = await testReader(server, { role: 'editor' })
    await post(server.app, '/admin/v1/composition/decide', { id, action: 'recommend' }, editor.token)
    expect((await post(server.app, '/admin/v1/composition/decide', { id, action: 'reject', reason: '' }, editor.token)).body.message).toBe('请填写原因')
    expect((await post(server.app, '/admin/v1/composition/decide', { id, action: 'reject', reason: '与已发表作品雷同。' }, editor.token)).body.statusCode).toBe(200)
    expect((await get(`/v1/composition/detail?id=${id}`)).statusCode).toBe(404)
    expect((await get<CompositionDetail>(`/v1/composition/detail?id=${id}`, r.token)).data).toMatchObject({ status: 'rejected', reason: '与已发表作品雷同。' })
    expect((await pointsOf(r.id)).reduce((n, p) => n + p.points, 0)).toBe(0)
  })
})

describe('readers of a public work', () => {
  it('like it once, comment on it through BangBang\'s threads and report it; a hidden one refuses all three', async () => {
    const w = await db().selectFrom('compositions').select(['id', 'like_num', 'comment_num']).where('status', '=', 'printed').orderBy('id', 'desc').executeTakeFirstOrThrow()
    const r = await testReader(server)
    expect((await post(server.app, '/v1/composition/like', { id: w.id })).body.statusCode).toBe(301)
    expect((await post(server.app, '/v1/composition/like', { id: w.id }, r.token)).body).toMatchObject({ message: '点赞成功', data: { likeNum: w.like_num + 1, first: true } })
    expect((await post(server.app, '/v1/composition/like', { id: w.id }, r.token)).body).toMatchObject({ message: '你已经点过赞了', data: { likeNum: w.like_num + 1, first: false } })
    expect((await get<CompositionDetail>(`/v1/composition/detail?id=${w.id}`, r.token)).data.isDoLike).toBe(true)
    const said = await post(server.app, '/api/bv/comment/publish', { from: 'bang', classid: 1, section: 'composition', id: w.id, sayText: '写得真好，我也想去看看。' }, r.token)
    expect(said.body.statusCode).toBe(200)
    expect((await work(w.id)).comment_num).toBe(w.comment_num + 1)
    const listed = (await get<{ list: { sayText: string }[] }>(`/api/bv/comment/list?from=bang&classid=1&section=composition&id=${w.id}`)).data.list
    expect(listed.map(c => c.sayText)).toContain('写得真好，我也想去看看。')
    const reason = (await db().selectFrom('report_reasons').select('title').orderBy('sort').executeTakeFirstOrThrow()).title
    expect((await post(server.app, '/v1/composition/report', { id: w.id, content: reason }, r.token)).body.message).toBe('举报成功')
    expect(await db().selectFrom('reports').select('kind').where('kind', '=', 'essay').where('target_id', '=', w.id).execute()).toHaveLength(1)
    // a comment on it reported (platform 7: 作文's comments are BangBang's)
    const other = await testReader(server)
    expect((await post(server.app, '/api/comment/doReport', { newsId: w.id, classId: 5, commentId: said.body.data.id, platformId: 7, content: reason }, other.token)).body.message).toBe('举报成功')
    expect(await db().selectFrom('reports').select('kind').where('kind', '=', 'bang').where('target_id', '=', said.body.data.id).execute()).toHaveLength(1)
    const hidden = await db().selectFrom('compositions').select('id').where('status', '=', 'submitted').executeTakeFirstOrThrow()
    expect((await post(server.app, '/v1/composition/like', { id: hidden.id }, r.token)).body).toMatchObject({ statusCode: 404, message: '作文不存在或未公开' })
    expect((await post(server.app, '/api/bv/comment/publish', { from: 'bang', classid: 1, section: 'composition', id: hidden.id, sayText: '看不到的' }, r.token)).body.statusCode).toBe(404)
    expect((await post(server.app, '/v1/composition/report', { id: hidden.id, content: reason }, r.token)).body.statusCode).toBe(404)
  })
})
