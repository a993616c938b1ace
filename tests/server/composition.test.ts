// 作文, what readers read (issue 26, first part): the seeded section (schools across the districts, teachers,
// pupils, 43 compositions in every state, four printed pages of the paper), both rankings and the decay of
// popularity, who may open a composition before it is public, a withdrawn consent hiding a pupil's works,
// and no phone, age or place of a child in any answer.
import type {
  CompositionCard, CompositionDetail, CompositionHome, NewspaperIssueWithWorks, RankedCard, RankedSchool, School, StudentProfile, Teacher, TeacherComment,
} from '../../types/api/composition'
import { POPULARITY_HALF_LIFE_DAYS } from '../../types/api/composition'
import { popularity } from '../../server/src/services/composition'
import type { CompositionMe, MyStudentProfile } from '../../types/api/composition'
import { createTestServer, getJson, testReader, tokenOfPhone, type TestServer } from './helpers'
import { post } from './auth-helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

type List<T> = { list: T[]; hasMore: boolean }
const db = () => server.database.db
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const get = async <T>(url: string, token?: string) => (await getJson<T>(server.app, url, auth(token))).body
const list = async <T>(url: string, token?: string) => (await get<List<T>>(url, token)).data
const tokenOf = (phone: string) => tokenOfPhone(server, phone)
const byTitle = async (title: string) => (await db().selectFrom('compositions').select(['id', 'status']).where('title', '=', title).executeTakeFirstOrThrow())

describe('the seeded section', () => {
  it('has every state, schools across the districts and four printed pages', async () => {
    const states = await db().selectFrom('compositions').select(['status']).execute()
    const count = (s: string) => states.filter(r => r.status === s).length
    expect(states.length).toBeGreaterThanOrEqual(40)
    for (const s of ['draft', 'submitted', 'returned', 'reviewed', 'recommended', 'printed', 'rejected']) expect(count(s)).toBeGreaterThan(0)
    const schools = await list<School>('/v1/composition/schools?pageSize=40')
    expect(new Set(schools.list.map(s => s.district)).size).toBeGreaterThanOrEqual(8)
    expect(schools.list.every(s => ['小学', '初中', '高中'].includes(s.levelLabel))).toBe(true)
    const papers = await list<NewspaperIssueWithWorks>('/v1/composition/newspapers?pageSize=10')
    expect(papers.list).toHaveLength(4)
    expect(papers.list.map(p => p.date)).toEqual([...papers.list.map(p => p.date)].sort().reverse())
    for (const p of papers.list) {
      expect(p.works.length).toBeGreaterThanOrEqual(2)
      for (const w of p.works) expect(w.printedIn).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 第6版$/)
    }
  })

  it('shows the home: both rankings, the editor\'s picks, the latest page, schools and teachers, none of them empty', async () => {
    const home = (await get<CompositionHome>('/v1/composition/home')).data
    expect(home.popular.length).toBeGreaterThanOrEqual(3)
    expect(home.highScore.length).toBe(5)
    expect(home.recommended.length).toBe(6)
    expect(home.latestIssue?.works.length).toBeGreaterThan(0)
    expect(home.schools.length).toBeGreaterThan(0)
    expect(home.teachers.length).toBe(4)
    expect(home.highScore.map(c => c.score)).toEqual([...home.highScore.map(c => c.score)].sort((a, b) => b! - a!))
    expect(home.recommended.every(c => c.status === 'recommended' || c.status === 'printed')).toBe(true)
  })
})

describe('its addresses', () => {
  it('takes /composition and /composition/home to the home\'s 作文 channel', async () => {
    for (const url of ['/shangyou_news/composition', '/shangyou_news/composition/home']) {
      const res = await server.app.inject({ method: 'GET', url })
      expect([res.statusCode, res.headers.location]).toEqual([302, '/shangyou_news/home/composition'])
    }
  })
})

describe('rankings', () => {
  it('ranks by teachers\' scores (高分榜), by grade band and by school', async () => {
    const all = (await list<RankedCard>('/v1/composition/rank?type=score&pageSize=40')).list
    expect(all.map(c => c.rank)).toEqual(all.map((_, i) => i + 1))
    expect(all.map(c => c.value)).toEqual([...all.map(c => c.value)].sort((a, b) => b - a))
    const junior = (await list<RankedCard>('/v1/composition/rank?type=score&gradeBand=junior&pageSize=40')).list
    expect(junior.length).toBeGreaterThan(0)
    expect(junior.every(c => c.gradeBand === 'junior')).toBe(true)
    const school = junior[0].school.id
    const ofSchool = (await list<RankedCard>(`/v1/composition/rank?type=score&schoolId=${school}&pageSize=40`)).list
    expect(ofSchool.every(c => c.school.id === school)).toBe(true)
  })

  it('ranks popularity (人气榜) with a decay: a week\'s halves every week, the all-time one is the plain total', async () => {
    const now = Date.now()
    const fresh = { view_num: 100, like_num: 10, comment_num: 2, published_at: now }
    expect(popularity(fresh, now)).toBe(100 + 50 + 16)
    expect(popularity({ ...fresh, published_at: now - POPULARITY_HALF_LIFE_DAYS * 86_400_000 }, now)).toBeCloseTo(83, 5)
    expect(popularity({ ...fresh, published_at: now - 30 * 86_400_000 }, now, false)).toBe(166)
    const month = (await get<List<RankedCard> & { period: string }>('/v1/composition/rank?type=popularity&period=month&pageSize=40')).data
    expect(month.period).toBe('month')
    expect(month.list.map(c => c.value)).toEqual([...month.list.map(c => c.value)].sort((a, b) => b - a))
    // the same works ranked all-time by their totals, where a month-old favourite keeps its place
    const all = (await list<RankedCard>('/v1/composition/rank?type=popularity&period=all&pageSize=40')).list
    expect(all.length).toBeGreaterThan(month.list.length)
    expect(all[0].value).toBe(all[0].views + 5 * all[0].likes + 8 * all[0].comments)
  })

  it('ranks schools by their students\' printed, recommended and other public works', async () => {
    const rank = (await list<RankedSchool>('/v1/composition/schoolRank?pageSize=40')).list
    expect(rank.length).toBeGreaterThan(3)
    for (const s of rank) expect(s.value).toBe(s.printed * 3 + s.recommended * 2 + (s.works - s.printed - s.recommended))
    expect(rank.map(s => s.value)).toEqual([...rank.map(s => s.value)].sort((a, b) => b - a))
  })

  it('refuses a ranking it does not have, in words', async () => {
    const res = await getJson(server.app, '/v1/composition/rank?type=likes')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/type/)
  })
})

describe('a composition', () => {
  it('shows a printed one in full: its pages, its teacher\'s review with the marked line, the paper, a reading counted', async () => {
    const { id } = await byTitle('妈妈的手')
    const before = (await db().selectFrom('compositions').select('view_num').where('id', '=', id).executeTakeFirstOrThrow()).view_num
    const d = (await get<CompositionDetail>(`/v1/composition/detail?id=${id}`)).data
    expect(d).toMatchObject({ status: 'printed', statusLabel: '已见报', penName: '向日葵', grade: '四年级', school: { name: '南滨路小学', district: '南岸区' } })
    expect(d.images.length).toBeGreaterThan(0)
    expect(d.review?.teacher.name).toBe('陈静')
    expect(d.review?.comment).toContain(d.review!.highlights[0])
    expect(d.body).toContain(d.review!.highlights[0])
    expect(d.issue?.edition).toBe('上游作文')
    expect(d.views).toBe(before + 1)
    // the page's picture is drawn when first asked for
    const pic = await server.app.inject({ method: 'GET', url: new URL(d.thumbs[0]).pathname })
    expect([pic.statusCode, pic.headers['content-type']]).toEqual([200, 'image/jpeg'])
    // reload=true is the same reading
    const again = (await get<CompositionDetail>(`/v1/composition/detail?id=${id}&reload=true`)).data
    expect(again.views).toBe(before + 1)
  })

  it('before review, only its student and the teacher it names may open it; a draft is its student\'s alone', async () => {
    const queued = await db().selectFrom('compositions as c').innerJoin('composition_students as s', 's.id', 'c.student_id')
      .innerJoin('users as u', 'u.id', 's.user_id').innerJoin('composition_teachers as t', 't.id', 'c.teacher_id').innerJoin('users as tu', 'tu.id', 't.user_id')
      .select(['c.id', 'u.phone as student', 'tu.phone as teacher']).where('c.status', '=', 'submitted').executeTakeFirstOrThrow()
    const gone = await getJson(server.app, `/v1/composition/detail?id=${queued.id}`)
    expect([gone.status, gone.body.message]).toEqual([404, '作文不存在或未公开'])
    const other = await getJson(server.app, `/v1/composition/detail?id=${queued.id}`, auth(await tokenOf('13800000038'))) // a teacher of another school
    expect(other.status).toBe(404)
    expect((await get<CompositionDetail>(`/v1/composition/detail?id=${queued.id}`, await tokenOf(queued.student))).data).toMatchObject({ mine: true, status: 'submitted' })
    expect((await get<CompositionDetail>(`/v1/composition/detail?id=${queued.id}`, await tokenOf(queued.teacher))).data).toMatchObject({ mine: false, status: 'submitted' })
    const returned = await db().selectFrom('compositions as c').innerJoin('composition_students as s', 's.id', 'c.student_id').innerJoin('users as u', 'u.id', 's.user_id')
      .select(['c.id', 'u.phone']).where('c.status', '=', 'returned').executeTakeFirstOrThrow()
    expect((await get<CompositionDetail>(`/v1/composition/detail?id=${returned.id}`, await tokenOf(returned.phone))).data.reason).toMatch(/修改后重新提交/)
    const draft = await db().selectFrom('compositions as c').innerJoin('composition_teachers as t', 't.id', 'c.teacher_id').innerJoin('users as tu', 'tu.id', 't.user_id')
      .select(['c.id', 'tu.phone']).where('c.status', '=', 'draft').executeTakeFirstOrThrow()
    expect((await getJson(server.app, `/v1/composition/detail?id=${draft.id}`, auth(await tokenOf(draft.phone)))).status).toBe(404)
  })

  it('a withdrawn consent hides the pupil\'s works, page and reviews from everyone else', async () => {
    const s = await db().selectFrom('composition_students').select(['id', 'user_id']).where('consent_withdrawn_at', 'is not', null).executeTakeFirstOrThrow()
    const works = await db().selectFrom('compositions').select(['id', 'status']).where('student_id', '=', s.id).execute()
    const shown = works.find(w => w.status === 'reviewed' || w.status === 'recommended')!
    expect(shown).toBeDefined()
    expect((await getJson(server.app, `/v1/composition/detail?id=${shown.id}`)).status).toBe(404)
    expect((await getJson(server.app, `/v1/composition/student?id=${s.id}`)).status).toBe(404)
    const everything = (await list<CompositionCard>('/v1/composition/list?pageSize=40')).list.concat((await list<CompositionCard>('/v1/composition/list?pageSize=40&page=2')).list)
    expect(everything.some(c => c.studentId === s.id)).toBe(false)
    const reviews = (await list<TeacherComment>('/v1/composition/teacherComments?pageSize=40')).list
    expect(reviews.some(r => works.some(w => w.id === r.composition.id))).toBe(false)
  })

  it('never says a child\'s phone, age or place: a pen name, a school and a grade', async () => {
    const phones = (await db().selectFrom('users').select('phone').where('phone', 'like', '1380000004%').execute()).map(u => u.phone)
    const answers = [
      JSON.stringify(await get('/v1/composition/home')),
      JSON.stringify(await get('/v1/composition/list?pageSize=40')),
      JSON.stringify(await get('/v1/composition/rank?type=popularity&period=all&pageSize=40')),
      JSON.stringify(await get('/v1/composition/teacherComments?pageSize=40')),
    ]
    const d = (await get<CompositionDetail>(`/v1/composition/detail?id=${(await byTitle('我家的小猫')).id}`)).data
    answers.push(JSON.stringify(d))
    for (const a of answers) {
      for (const p of phones) expect(a).not.toContain(p)
      expect(a).not.toMatch(/"(phone|age|birthday|under14|className|class_name|location|lat|lng|userId|user_id)"/)
    }
    const student = (await get<StudentProfile>(`/v1/composition/student?id=${d.studentId}`)).data
    expect(Object.keys(student).sort()).toEqual(['grade', 'gradeBand', 'id', 'penName', 'school', 'works'])
  })
})

describe('teachers, schools and search', () => {
  it('shows a teacher with their school, published reviews and average; their review list and one review', async () => {
    const teachers = (await list<Teacher>('/v1/composition/teachers?pageSize=40')).list
    expect(teachers.length).toBe(10)
    const wang = teachers.find(t => t.name === '王晓燕')!
    expect(wang.school.name).toBe('枇杷山小学')
    const one = (await get<Teacher>(`/v1/composition/teacher?id=${wang.id}`)).data
    expect(one).toMatchObject({ name: '王晓燕', subject: '语文' })
    const comments = (await list<TeacherComment>(`/v1/composition/teacherComments?teacherId=${wang.id}&pageSize=40`)).list
    expect(comments.length).toBe(one.reviews)
    expect(comments.every(c => c.teacher.id === wang.id)).toBe(true)
    const avg = comments.reduce((s, c) => s + c.score, 0) / comments.length
    expect(one.averageScore).toBeCloseTo(avg, 0)
    const c = (await get<TeacherComment>(`/v1/composition/teacherComment?id=${comments[0].id}`)).data
    expect(c.composition.title).toBe(comments[0].composition.title)
    const ofSchool = (await list<Teacher>(`/v1/composition/teachers?schoolId=${wang.school.id}`)).list
    expect(ofSchool.map(t => t.name).sort()).toEqual(['杨柳', '王晓燕'].sort())
  })

  it('shows a school and a student\'s public page and works', async () => {
    const s = (await list<School>('/v1/composition/schools?district=渝中区')).list
    expect(s.map(x => x.name)).toEqual(['枇杷山小学'])
    const school = (await get<School>(`/v1/composition/school?id=${s[0].id}`)).data
    expect(school.teachers).toBe(2)
    const works = (await list<CompositionCard>(`/v1/composition/list?schoolId=${s[0].id}&pageSize=40`)).list
    expect(works.length).toBe(school.works)
    const student = (await get<StudentProfile>(`/v1/composition/student?id=${works[0].studentId}`)).data
    const theirs = (await list<CompositionCard>(`/v1/composition/studentWorks?id=${student.id}&pageSize=40`)).list
    expect(theirs.length).toBe(student.works)
    expect(theirs.every(w => w.penName === student.penName)).toBe(true)
    for (const [url, message] of [['/v1/composition/school?id=99999', '学校不存在'], ['/v1/composition/teacher?id=99999', '老师不存在'], ['/v1/composition/newspaper?id=99999', '这一期报纸不存在']]) {
      const res = await getJson(server.app, url)
      expect([res.status, res.body.message]).toEqual([404, message])
    }
  })

  it('searches works by title, text and pen name (every word), teachers and schools by name', async () => {
    const byWord = (await list<CompositionCard>(`/v1/composition/search?keyword=${encodeURIComponent('山城 雨')}`)).list
    expect(byWord.map(c => c.title)).toContain('雨中的山城')
    const teacher = (await list<Teacher>(`/v1/composition/search?type=teacher&keyword=${encodeURIComponent('王晓')}`)).list
    expect(teacher.map(t => t.name)).toEqual(['王晓燕'])
    const school = (await list<School>(`/v1/composition/search?type=school&keyword=${encodeURIComponent('北碚')}`)).list
    expect(school.map(t => t.name)).toEqual(['缙云中学'])
    // not public, not found: a queued work's title
    const queued = await db().selectFrom('compositions').select('title').where('status', '=', 'submitted').executeTakeFirstOrThrow()
    expect((await list<CompositionCard>(`/v1/composition/search?keyword=${encodeURIComponent(queued.title)}`)).list.some(c => c.title === queued.title)).toBe(false)
    expect((await list<CompositionCard>('/v1/composition/search?keyword=%25')).list).toEqual([])
  })
})

describe('a reader\'s own: the student profile and a guardian\'s consent', () => {
  const profile = (token: string, body: Record<string, unknown>) => post(server.app, '/v1/composition/student', body, token)
  let schoolId: number
  beforeAll(async () => { schoolId = (await list<School>('/v1/composition/schools?district=渝中区')).list[0].id })

  it('asks a visitor to log in', async () => {
    for (const res of [await getJson(server.app, '/v1/composition/me'), await post(server.app, '/v1/composition/student', { penName: '小树', schoolId: 1, grade: 3, under14: true })]) {
      expect([res.body.statusCode, res.body.message]).toEqual([301, '未登录或登录过期，请重新登录'])
    }
  })

  it('makes a profile: under 14 only with a guardian\'s consent, recorded with when and by which account; never public beyond pen name, school and grade', async () => {
    const reader = await testReader(server)
    const refused = await profile(reader.token, { penName: '小树', schoolId, grade: 3, under14: true })
    expect([refused.status, refused.body.message]).toEqual([400, '未满14周岁，需要监护人同意后才能创建小作者资料'])
    expect(await db().selectFrom('composition_students').select('id').where('user_id', '=', reader.id).execute()).toEqual([])
    const made = await profile(reader.token, { penName: ' 小树 ', schoolId, grade: 3, className: '三年级2班', under14: true, guardianConsent: true })
    expect(made.body.message).toBe('小作者资料已保存')
    const mine = made.body.data as MyStudentProfile
    expect(mine).toMatchObject({ penName: '小树', grade: '三年级', gradeNumber: 3, gradeBand: 'middle', className: '三年级2班', under14: true, consentWithdrawnAt: '' })
    expect(mine.consentAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    const row = await db().selectFrom('composition_students').selectAll().where('user_id', '=', reader.id).executeTakeFirstOrThrow()
    expect(row.consent_by).toBe(reader.id)
    // changing the class keeps the consent; the public page says pen name, school and grade only
    await profile(reader.token, { penName: '小树', schoolId, grade: 3, className: '三年级3班', under14: true })
    expect((await db().selectFrom('composition_students').select('consent_at').where('id', '=', row.id).executeTakeFirstOrThrow()).consent_at).toBe(row.consent_at)
    expect(Object.keys((await get<StudentProfile>(`/v1/composition/student?id=${row.id}`)).data).sort()).toEqual(['grade', 'gradeBand', 'id', 'penName', 'school', 'works'])
    const me = (await get<CompositionMe>('/v1/composition/me', reader.token)).data
    expect(me).toMatchObject({ student: { penName: '小树', className: '三年级3班' }, teacher: null, works: [] })
  })

  it('refuses a bad pen name, grade, class or school in words, and keeps what was there', async () => {
    const reader = await testReader(server)
    await profile(reader.token, { penName: '青苗', schoolId, grade: 8, under14: false })
    const cases: [Record<string, unknown>, string][] = [
      [{ penName: '  ', schoolId, grade: 8, under14: false }, '请填写笔名'],
      [{ penName: '一二三四五六七八九十一二三', schoolId, grade: 8, under14: false }, '笔名不能超过12个字'],
      [{ penName: '青苗', schoolId, grade: 13, under14: false }, 'grade'],
      [{ penName: '青苗', schoolId, grade: 8, className: 'x'.repeat(21), under14: false }, '班级不能超过20个字'],
      [{ penName: '青苗', schoolId: 99999, grade: 8, under14: false }, '学校不存在'],
      [{ penName: '加微信私聊', schoolId, grade: 8, under14: false }, '笔名含有不宜公开的内容，请换一个'],
    ]
    for (const [body, message] of cases) {
      const res = await profile(reader.token, body)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.body.message).toContain(message)
    }
    expect((await db().selectFrom('composition_students').select(['pen_name', 'grade']).where('user_id', '=', reader.id).executeTakeFirstOrThrow())).toEqual({ pen_name: '青苗', grade: 8 })
  })

  it('a guardian withdraws the consent: the works are hidden until a guardian consents again; saying 14 or over does not lift it', async () => {
    const pupil = await db().selectFrom('composition_students as s').innerJoin('users as u', 'u.id', 's.user_id').select(['s.id', 'u.phone', 's.school_id', 's.grade'])
      .where('s.under14', '=', 1).where('s.consent_withdrawn_at', 'is', null).where(eb => eb.exists(eb.selectFrom('compositions as c').select('c.id')
        .whereRef('c.student_id', '=', 's.id').where('c.status', 'in', ['reviewed', 'recommended', 'printed']))).executeTakeFirstOrThrow()
    const token = await tokenOf(pupil.phone)
    const work = await db().selectFrom('compositions').select('id').where('student_id', '=', pupil.id).where('status', 'in', ['reviewed', 'recommended', 'printed']).executeTakeFirstOrThrow()
    const res = await post(server.app, '/v1/composition/consent/withdraw', {}, token)
    expect(res.body.message).toBe('已撤回监护人同意，作品已对他人隐藏')
    expect((await getJson(server.app, `/v1/composition/detail?id=${work.id}`)).status).toBe(404)
    // the student still sees their own, and their page says so
    expect((await get<CompositionDetail>(`/v1/composition/detail?id=${work.id}`, token)).data.mine).toBe(true)
    expect((await get<CompositionMe>('/v1/composition/me', token)).data.student?.consentWithdrawnAt).toMatch(/^\d{4}-/)
    const twice = await post(server.app, '/v1/composition/consent/withdraw', {}, token)
    expect([twice.status, twice.body.message]).toEqual([400, '没有可撤回的监护人同意'])
    await profile(token, { penName: '改个名', schoolId: pupil.school_id, grade: pupil.grade, under14: false })
    expect((await getJson(server.app, `/v1/composition/detail?id=${work.id}`)).status).toBe(404)
    await profile(token, { penName: '改个名', schoolId: pupil.school_id, grade: pupil.grade, under14: true, guardianConsent: true })
    expect((await getJson(server.app, `/v1/composition/detail?id=${work.id}`)).status).toBe(200)
  })

  it('shows a teacher their queue on 我的', async () => {
    const me = (await get<CompositionMe>('/v1/composition/me', await tokenOf('13800000030'))).data
    const waiting = await db().selectFrom('compositions as c').innerJoin('composition_teachers as t', 't.id', 'c.teacher_id').innerJoin('users as u', 'u.id', 't.user_id')
      .select('c.id').where('u.phone', '=', '13800000030').where('c.status', '=', 'submitted').execute()
    expect(waiting.length).toBeGreaterThan(0)
    expect(me.teacher).toMatchObject({ name: '王晓燕', school: { name: '枇杷山小学' }, waiting: waiting.length })
    expect(me.student).toBeNull()
  })
})
