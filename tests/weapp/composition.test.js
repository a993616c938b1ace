// 作文 in the compiled mini-program, against the real server (issue 26's first walk): a visitor opens the
// 作文 channel (home's composition sub-path), sees the week's 人气榜 and, on its tab, the 高分榜; opens the
// whole 高分榜 (its title set from type=start) and a printed composition in full, with its photographed
// page, its teacher's review and the marked line, and the paper that printed it. Then the writing flow (issue
// 26's "done when"): a visitor asked to log in to like; a reader's student profile with a guardian's consent;
// a submission with two photographed pages; the teacher's review from TeacherReview with a marked sentence;
// the editor's recommendation and printing (the admin API); the student's states and the 录用 notice.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { printDay } = require('../support/print-day')
const { top, find, arrive, serverApi, toasts, signOut, openAs, photo, rendered } = require('./support/steps')

const suite = weappSuite({ loginIdentity: 'no-such-wechat-user' })
const api = serverApi(() => suite.server.url)
const RANK = 'packages/composition/pages/rank-list/index'
const DETAIL = 'packages/composition/pages/detail/index'
const USER_CENTER = 'packages/composition/pages/user-center/index'
const CONTRIBUTE = 'packages/composition/pages/contribute/index'
const TEACHER_REVIEW = 'packages/composition/pages/teacher-review/index'
const LOGIN = 'packages/account/pages/login/index'
const { text, texts, type } = host
/** the day the editor prints the work: never one of the seed's pages */
const PRINT_DAY = printDay()
const inside = (el, cls) => host.findAll({ dom: el }, cls)
/** a reader's token, as another of their devices would have it */
const tokenOf = async phone => (await api('/v1/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password: 'Demo1234' }) })).data.accessToken


it('a visitor opens the 作文 channel and both rankings, and reads a printed composition with its teacher’s review', async () => {
  const home = (await api('/v1/composition/home')).data
  const page = host.relaunchPage('pages/home/index', { classId: 'composition' })
  await host.waitFor(() => expect(texts(page, 'composition-home__tab')).toEqual(['人气榜', '高分榜']))
  await host.waitFor(() => expect(texts(page, 'composition-card__title').slice(0, home.popular.length)).toEqual(home.popular.map(c => c.title)))
  host.tap(page, await find(page, 'composition-home__tab', '高分榜'))
  await host.waitFor(() => expect(texts(page, 'composition-card__title').slice(0, 5)).toEqual(home.highScore.map(c => c.title)))
  expect(texts(page, 'composition-card__score').slice(0, 5)).toEqual(home.highScore.map(c => `${c.score}分`))

  host.tap(page, await find(page, 'composition-home__more', '完整榜单'))
  await arrive(RANK)
  await host.waitFor(() => expect(host.callsOf('setNavigationBarTitle').map(c => c.title)).toContain('高分榜'))
  const rank = top()
  const all = (await api('/v1/composition/rank?type=score&period=all')).data.list
  await host.waitFor(() => expect(texts(rank, 'composition-card__title').slice(0, 3)).toEqual(all.slice(0, 3).map(c => c.title)))

  // the top of the ranking in full: its teacher's review with the marked line and its score
  host.tap(rank, await find(rank, 'composition-card', all[0].title))
  await arrive(DETAIL)
  const first = top()
  const d = (await api(`/v1/composition/detail?id=${all[0].id}&reload=true`)).data
  await host.waitFor(() => expect(texts(first, 'composition-detail__title')).toEqual([d.title]))
  expect(texts(first, 'composition-detail__teacher-name')).toEqual([d.review.teacher.name])
  expect(texts(first, 'composition-detail__score')).toEqual([`${d.review.score}分`])
  expect(texts(first, 'composition-detail__highlight')).toEqual([`“${d.review.highlights[0]}”`])
  expect(text(host.findAll(first, 'composition-detail__body')[0])).toContain(d.review.highlights[0])
  expect(host.findAll(first, 'composition-detail__thumb').length).toBe(d.images.length)

  // the paper's latest page, from the channel: a printed one says where it was printed
  const again = host.relaunchPage('pages/home/index', { classId: 'composition' })
  const printed = home.latestIssue.works[0]
  host.tap(again, await find(again, 'composition-card', printed.title))
  await arrive(DETAIL)
  const paper = top()
  await host.waitFor(() => expect(texts(paper, 'composition-detail__title')).toEqual([printed.title]))
  const [y, m, day] = home.latestIssue.date.split('-').map(Number)
  expect(texts(paper, 'composition-detail__printed')).toEqual([`刊于《上游作文》${y}年${m}月${day}日 第6版 · ${home.latestIssue.title}`])
  // shared from the menu: a card that leads back to this work
  host.tap(paper, await find(paper, 'composition-detail__share', '分享'))
  await host.waitFor(() => expect(host.callsOf('showShareMenu').length).toBeGreaterThan(0))
  const card = host.currentPage().instance.onShareAppMessage({ from: 'menu' })
  expect(card).toMatchObject({ title: `《${printed.title}》 ${printed.penName} · ${printed.grade}`, path: `/${DETAIL}?id=${printed.id}` })
})

it('a reader makes a student profile and submits with two pages; the teacher reviews it; the editor prints it; the student sees each state and the 录用 notice', async () => {
  // a visitor liking a printed work is asked to log in
  const printed = (await api('/v1/composition/home')).data.latestIssue.works[0]
  const visitor = host.openPage(DETAIL, { id: String(printed.id) })
  host.tap(visitor, await find(visitor, 'like-block__button', ''))
  await arrive(LOGIN)

  const me = await openAs(USER_CENTER, '13800000005')
  await host.waitFor(() => rendered(me, 'composition-form__input'))
  type(me, 'composition-form__input', '小黄桷')
  host.tap(me, await find(me, 'composition-form__chip', '枇杷山小学'))
  host.tap(me, await find(me, 'composition-form__chip', '四年级'))
  host.tap(me, await find(me, 'composition-form__check', '未满14周岁'))
  host.tap(me, await find(me, 'composition-form__button', '保存'))
  await host.waitFor(() => expect(toasts()).toContain('未满14周岁，需要监护人同意后才能创建小作者资料'))
  host.tap(me, await find(me, 'composition-form__check', '我是孩子的监护人'))
  host.tap(me, await find(me, 'composition-form__button', '保存'))
  await host.waitFor(() => expect(toasts()).toContain('小作者资料已保存'))
  await find(me, 'composition-me__pen', '小黄桷')

  host.tap(me, await find(me, 'composition-me__contribute', '我要投稿'))
  await arrive(CONTRIBUTE)
  const form = top()
  await find(form, 'composition-form__chip', '王晓燕老师')
  type(form, 'composition-form__input', TITLE)
  host.tap(form, await find(form, 'composition-form__chip', '记叙文'))
  type(form, 'composition-form__textarea', BODY)
  host.setChosenMedia([await photo('composition-1', 900, 1200), await photo('composition-2', 900, 1200)])
  host.tap(form, host.findAll(form, 'picture-picker__add')[0])
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__image')).toHaveLength(2))
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__progress')).toHaveLength(0))
  host.tap(form, await find(form, 'composition-form__chip', '王晓燕老师'))
  host.tap(form, await find(form, 'composition-form__button', '提交给老师'))
  await arrive(USER_CENTER)
  expect(toasts()).toContain('已提交，等待老师点评')
  const mine = await find(top(), 'composition-card', TITLE)
  expect(inside(mine, 'composition-card__mark').map(text)).toEqual(['待老师点评'])
  const id = (await api('/v1/composition/me', { headers: { authorization: `Bearer ${await tokenOf('13800000005')}` } })).data.works.find(w => w.title === TITLE).id

  // the teacher, from TeacherReview: the work opened, a sentence marked, a score and a comment
  await signOut()
  const queue = await openAs(TEACHER_REVIEW, '13800000030')
  const item = await find(queue, 'teacher-review__item', TITLE)
  host.tap(queue, inside(item, 'teacher-review__head')[0])
  host.tap(queue, await find(queue, 'teacher-review__s', SENTENCE))
  await host.waitFor(() => expect(host.findAll(queue, 'teacher-review__s--on').map(text)).toEqual([SENTENCE]))
  type(queue, 'composition-form__input', '93')
  type(queue, 'composition-form__textarea', '细节真实动人，“外婆的味道”点题自然。')
  host.tap(queue, await find(queue, 'composition-form__button', '发布点评'))
  await host.waitFor(() => expect(toasts()).toContain('点评已发布'))

  // the section editor: recommended, printed
  const editor = await tokenOf('13800000007')
  const decide = body => api('/admin/v1/composition/decide', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` }, body: JSON.stringify({ id, ...body }) })
  expect((await decide({ action: 'recommend' })).message).toBe('已推荐')
  expect((await decide({ action: 'print', date: PRINT_DAY.iso, fee: 80 })).message).toBe('已安排见报，录用通知已发出')

  // the student: 已见报, the review, the 录用 notice leading to the work
  await signOut()
  const again = await openAs(USER_CENTER, '13800000005')
  const done = await find(again, 'composition-card', TITLE)
  await host.waitFor(() => expect(inside(done, 'composition-card__mark').map(text)).toEqual(['已见报']))
  const messages = host.openPage('packages/account/pages/messages/index', {})
  await find(messages, 'messages__item', '你的作文被编辑推荐了')
  await find(messages, 'messages__item', '王老师点评了你的作文，得分93')
  host.tap(messages, await find(messages, 'messages__item', '录用通知'))
  await arrive(DETAIL)
  const work = top()
  await host.waitFor(() => expect(texts(work, 'composition-detail__printed')).toEqual([`刊于《上游作文》${PRINT_DAY.zh} 第6版 · 习作选登`]))
  expect(texts(work, 'composition-detail__highlight')).toEqual([`“${SENTENCE}”`])
  expect(texts(work, 'composition-detail__score')).toEqual(['93分'])

  // its comments (BangBang's threads): one written, the work counts it
  host.tap(work, await find(work, 'composition-detail__comments', '写评论'))
  await arrive('packages/bangbang/pages/composition-comment/index')
  const write = top()
  host.tap(write, await find(write, 'bang-comments__input', ''))
  await host.waitFor(() => rendered(write, 'bang-composer__text'))
  type(write, 'bang-composer__text', '谢谢王老师的点评！')
  host.tap(write, host.findAll(write, 'bang-composer__send')[0])
  await find(write, 'comment-item', '谢谢王老师的点评！')
  expect((await api(`/v1/composition/detail?id=${id}&reload=true`)).data.comments).toBe(1)
})

const TITLE = '外婆的黄桷兰'
const SENTENCE = '她把洁白的花朵用细线穿起来，挂在我的书包拉链上。'
const BODY = `每年五月，外婆都会在阳台上摘黄桷兰。\n\n${SENTENCE}一整天，我的身边都飘着淡淡的清香。\n\n我想，这是外婆的味道，也是夏天的味道。`

it('a visitor walks the section\'s pages: the lists, the paper, its news, a teacher and a review, a school made theirs (the lists start at it), a pupil, search, the practice check', async () => {
  const home = host.relaunchPage('pages/home/index', { classId: 'composition' })
  await host.waitFor(() => expect(texts(home, 'composition-home__link')).toEqual(['全部作品', '编辑推荐', '见报作品', '名师点评', '名师', '学校', '作文资讯', '作文自查']))

  host.tap(home, await find(home, 'composition-home__link', '编辑推荐'))
  await arrive('packages/composition/pages/recommend-list/index')
  const picks = (await api('/v1/composition/recommendList')).data.list
  await host.waitFor(() => expect(texts(top(), 'composition-card__title').slice(0, 3)).toEqual(picks.slice(0, 3).map(c => c.title)))

  const papers = host.openPage('packages/composition/pages/newspapers/index', {})
  const issues = (await api('/v1/composition/newspapers')).data.list
  await host.waitFor(() => expect(host.findAll(papers, 'section-issue__title')).toHaveLength(issues.length))
  const info = host.openPage('packages/composition/pages/information/index', {})
  const news = (await api('/kratos/v1/column/list?columnId=1501&page=1')).data
  await find(info, 'news-card__title', news[0].title)

  // a teacher, a review of theirs, the work it is on
  const teachers = (await api('/v1/composition/teachers')).data.list
  const list = host.openPage('packages/composition/pages/teachers/index', {})
  host.tap(list, await find(list, 'section-item', teachers[0].name))
  await arrive('packages/composition/pages/teacher/index')
  const teacher = top()
  const review = (await api(`/v1/composition/teacherComments?teacherId=${teachers[0].id}`)).data.list[0]
  host.tap(teacher, await find(teacher, 'section-review', review.comment.slice(0, 10)))
  await arrive('packages/composition/pages/teacher-comment/index')
  await host.waitFor(() => expect(texts(top(), 'review-detail__comment')).toEqual([review.comment]))
  const reviews = host.openPage('packages/composition/pages/teacher-comments/index', {})
  const latest = (await api('/v1/composition/teacherComments')).data.list
  await host.waitFor(() => expect(texts(reviews, 'section-review__comment').slice(0, 3)).toEqual(latest.slice(0, 3).map(r => r.comment)))

  // a school made the reader's: 全部作品 starts at it
  const ranked = (await api('/v1/composition/schoolRank')).data.list
  const schools = host.openPage('packages/composition/pages/schools/index', {})
  host.tap(schools, await find(schools, 'section-item', ranked[0].name))
  await arrive('packages/composition/pages/school/index')
  const school = top()
  host.tap(school, await find(school, 'section-head__choose', '设为我的学校'))
  await find(school, 'section-head__choose', '我的学校')
  const works = host.openPage('packages/composition/pages/list/index', {})
  await find(works, 'works-page__school--on', ranked[0].name)
  const ours = (await api(`/v1/composition/list?schoolId=${ranked[0].id}`)).data.list
  await host.waitFor(() => expect(texts(works, 'composition-card__title')).toEqual(ours.map(c => c.title)))

  // a pupil's public page
  const student = (await api(`/v1/composition/student?id=${ours[0].studentId}`)).data
  const pupil = host.openPage('packages/composition/pages/student/index', { id: String(student.id) })
  await host.waitFor(() => expect(texts(pupil, 'section-head__name')).toEqual([student.penName]))

  // search, and the practice check (nothing sent)
  const search = host.openPage('packages/composition/pages/search/index', {})
  await host.waitFor(() => rendered(search, 'search-bar__input'))
  host.find(search, 'search-bar__input').dispatchEvent('confirm', { detail: { value: teachers[0].name } })
  host.tap(search, await find(search, 'tabs__item', '老师'))
  await find(search, 'section-item__name', teachers[0].name)
  const practice = host.openPage('packages/composition/pages/practice/index', {})
  await host.waitFor(() => rendered(practice, 'composition-form__textarea'))
  const before = host.callsOf('request').length
  type(practice, 'composition-form__textarea', '今天我们一起去公园。我们一起去划船。我们一起去放风筝。')
  host.tap(practice, await find(practice, 'practice__check', '检查'))
  await host.waitFor(() => expect(texts(practice, 'practice__figure')).toEqual(['24字', '1段', '3句', '最长一句9字']))
  expect(texts(practice, 'practice__note')).toContain('“我们一起”出现了3次，可以换个说法。')
  expect(host.callsOf('request').length).toBe(before)
})
