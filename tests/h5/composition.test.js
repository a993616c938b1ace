// 作文's writing flow on H5 (issue 26's "done when" walk): a visitor on a printed work is asked to log in to
// like or comment → a reader makes a student profile (under 14: a guardian's consent first) → writes and
// submits a composition with two photographed pages to 王晓燕 → the teacher (a seeded account) reviews it
// from TeacherReview, marking a sentence → the section editor recommends and prints it (the admin API:
// the newsroom console is issue 29) → the student sees each state, the review and the 录用 notice.
const fs = require('fs')
const os = require('os')
const path = require('path')
const sharp = require('sharp')
const { arrive, vis, visibleText, visibleTexts, shot, waitForToast } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { fill, signInTo } = require('./support/account')
const { printDay } = require('../support/print-day')

const suite = h5Suite()
let base
let api
beforeAll(() => { base = suite.base; api = base.replace('/shangyou_news', '') })

const getJson = async (p, token) => (await fetch(`${api}${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json()
const postJson = async (p, body, token) => (await fetch(`${api}${p}`, {
  method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
})).json()
const tokenOf = async phone => (await postJson('/v1/user/login', { phone, password: 'Demo1234' })).data.accessToken

/** the day the editor prints the work: never one of the seed's pages */
const PRINT_DAY = printDay()
const TITLE = '外婆的黄桷兰'
const BODY = '每年五月，外婆都会在阳台上摘黄桷兰。\n\n她把洁白的花朵用细线穿起来，挂在我的书包拉链上。一整天，我的身边都飘着淡淡的清香，同学们都问我是不是喷了香水。\n\n我想，这是外婆的味道，也是夏天的味道。'

/** two photographed pages, as a phone's album would hand them over */
async function pages() {
  const files = [0, 1].map(i => path.join(os.tmpdir(), `composition-h5-${process.pid}-${i}.jpg`))
  for (const [i, f] of files.entries()) fs.writeFileSync(f, await sharp({ create: { width: 900, height: 1200, channels: 3, background: ['#f4efe0', '#efe8d6'][i] } }).jpeg().toBuffer())
  return files
}

it('a visitor is asked to log in to like or comment on a printed composition; sharing it in WeChat points to the menu', async () => {
  const wechat = await suite.phone('wechat')
  const printed = (await getJson('/v1/composition/home')).data.latestIssue.works[0]
  await wechat.page.goto(`${base}/composition/compositionDetail?id=${printed.id}`)
  await vis(wechat.page, '.composition-detail__share').click()
  await waitForToast(wechat.page, '点击右上角“…”分享给朋友')
  await wechat.page.waitForFunction(t => document.title.startsWith(`《${t}》`), printed.title)
  await wechat.context.close()

  const { page } = await suite.phone()
  await page.goto(`${base}/composition/compositionDetail?id=${printed.id}`)
  await vis(page, '.composition-detail__title').waitFor()
  await vis(page, '.like-block__button').click()
  await arrive(page, /\/LoginPage/)
  await page.goBack()
  await vis(page, '.composition-detail__comments').click()
  await arrive(page, /\/LoginPage/)
})

it('a pupil makes a profile with a guardian\'s consent and submits with two pages; the teacher reviews; the editor recommends and prints; the pupil sees each state and the 录用 notice', async () => {
  const { page } = await suite.phone()
  // the student profile: under 14, the guardian's consent is asked for with the words it is given under
  // (saving without it is refused by the server: tests/server/composition.test.ts and the mini-program's walk)
  await signInTo(page, base, '13800000005', '/composition/userCenter')
  await vis(page, '.composition-form__input').first().waitFor()
  await fill(page, '.composition-form__input >> nth=0', '黄桷兰')
  await vis(page, '.composition-form__chip').filter({ hasText: '枇杷山小学' }).click()
  await vis(page, '.composition-form__chip').filter({ hasText: '四年级' }).click()
  await vis(page, '.composition-form__check').filter({ hasText: '未满14周岁' }).click()
  await vis(page, '.composition-form__consent').filter({ hasText: '未满14周岁的孩子需要监护人同意' }).waitFor()
  await vis(page, '.composition-form__check').filter({ hasText: '我是孩子的监护人' }).click()
  await shot(page, '63-composition-profile')
  await vis(page, '.composition-form__button').filter({ hasText: '保存' }).click()
  await waitForToast(page, '小作者资料已保存')
  await vis(page, '.composition-me__pen').filter({ hasText: '黄桷兰' }).waitFor()
  expect(await visibleText(page, '.composition-me__consent')).toMatch(/^监护人已于\d{4}-\d{2}-\d{2} \d{2}:\d{2}同意/)

  // writing: title, genre, text, two pages, the teacher; submitted after the confirmation
  await vis(page, '.composition-me__contribute').click()
  await arrive(page, `${base}/composition/contribute`)
  await vis(page, '.composition-form__chip').filter({ hasText: '王晓燕老师' }).waitFor()
  await fill(page, '.composition-form__input >> nth=0', TITLE)
  await vis(page, '.composition-form__chip').filter({ hasText: '记叙文' }).click()
  await vis(page, 'textarea.composition-form__textarea').fill(BODY)
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), vis(page, '.picture-picker__add').click()])
  await chooser.setFiles(await pages())
  await page.waitForFunction(() => document.querySelectorAll('.picture-picker__image').length === 2 && !document.querySelector('.picture-picker__progress'))
  await vis(page, '.composition-form__chip').filter({ hasText: '王晓燕老师' }).click()
  await shot(page, '64-composition-contribute')
  await vis(page, '.composition-form__button').filter({ hasText: '提交给老师' }).click()
  await vis(page, '.sy-dialog__button').filter({ hasText: '确定' }).click()
  await waitForToast(page, '已提交，等待老师点评')
  await arrive(page, `${base}/composition/userCenter`)
  const mine = vis(page, '.composition-card').filter({ hasText: TITLE })
  await mine.locator('.composition-card__mark').filter({ hasText: '待老师点评' }).waitFor()
  await shot(page, '65-composition-mine-submitted')

  // the teacher's queue: the work, opened; a sentence marked; a score and a comment
  const teacher = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const tp = await teacher.newPage()
  await signInTo(tp, base, '13800000030', '/composition/TeacherReview')
  const item = vis(tp, '.teacher-review__item').filter({ hasText: TITLE })
  await item.locator('.teacher-review__head').click()
  const sentence = '她把洁白的花朵用细线穿起来，挂在我的书包拉链上。'
  await item.locator('.teacher-review__s').filter({ hasText: sentence }).click()
  await item.locator('.teacher-review__s--on').waitFor()
  await item.locator('input.composition-form__input').fill('93')
  await item.locator('textarea.composition-form__textarea').first().fill('细节真实动人，“外婆的味道”点题自然。')
  await shot(tp, '66-composition-teacher-review')
  await item.locator('.composition-form__button').filter({ hasText: '发布点评' }).click()
  await tp.waitForFunction(t => ![...document.querySelectorAll('.teacher-review__title')].some(e => e.textContent === t), TITLE)
  await teacher.close()

  await page.reload()
  await vis(page, '.composition-card').filter({ hasText: TITLE }).locator('.composition-card__mark').filter({ hasText: '已点评' }).waitFor()

  // the section editor (the admin API): recommended, then printed in the paper of a day
  const editor = await tokenOf('13800000007')
  const id = (await getJson('/v1/composition/search?keyword=' + encodeURIComponent(TITLE))).data.list[0].id
  expect((await postJson('/admin/v1/composition/decide', { id, action: 'recommend' }, editor)).message).toBe('已推荐')
  expect((await postJson('/admin/v1/composition/decide', { id, action: 'print', date: PRINT_DAY.iso, fee: 80 }, editor)).message).toBe('已安排见报，录用通知已发出')

  await page.reload()
  await vis(page, '.composition-card').filter({ hasText: TITLE }).locator('.composition-card__mark').filter({ hasText: '已见报' }).waitFor()
  await shot(page, '67-composition-mine-printed')
  await vis(page, '.composition-card').filter({ hasText: TITLE }).click()
  await arrive(page, `${base}/composition/compositionDetail?id=${id}`)
  expect(await visibleText(page, '.composition-detail__printed')).toBe(`刊于《上游作文》${PRINT_DAY.zh} 第6版 · 习作选登`)
  expect(await visibleText(page, '.composition-detail__score')).toBe('93分')
  expect(await visibleText(page, '.composition-detail__highlight')).toBe(`“${sentence}”`)

  // every step told: the 录用 notice among the messages, opening the work
  await page.goto(`${base}/MessageList`)
  await vis(page, '.messages__title').filter({ hasText: '录用通知' }).waitFor()
  expect(await visibleTexts(page, '.messages__title')).toEqual(expect.arrayContaining(['录用通知', '你的作文被编辑推荐了', '王老师点评了你的作文，得分93']))
  await shot(page, '68-composition-notice')
  await vis(page, '.messages__title').filter({ hasText: '录用通知' }).click()
  await arrive(page, `${base}/composition/compositionDetail?id=${id}`)

  // its comments (BangBang's threads): one written; the work counts it
  await vis(page, '.composition-detail__comments').click()
  await arrive(page, `${base}/compositionCommentList?id=${id}`)
  await vis(page, '.bang-comments__input').click()
  await vis(page, 'textarea.bang-composer__text').fill('谢谢王老师的点评，我会继续写！')
  await vis(page, '.bang-composer__send').click()
  await vis(page, '.comment-item').filter({ hasText: '谢谢王老师的点评，我会继续写！' }).waitFor()
  expect((await getJson(`/v1/composition/detail?id=${id}&reload=true`)).data.comments).toBe(1)
})

it('a visitor walks the section\'s pages: lists, the paper, its news, teachers and their reviews, schools (one made theirs, which the lists then start at), a pupil\'s page, search, and the practice check', async () => {
  const { page } = await suite.phone()
  await page.goto(`${base}/home/composition`)
  await vis(page, '.composition-home__link').first().waitFor()
  expect(await visibleTexts(page, '.composition-home__link')).toEqual(['全部作品', '编辑推荐', '见报作品', '名师点评', '名师', '学校', '作文资讯', '作文自查'])

  // 全部作品 by grade band
  await vis(page, '.composition-home__link').filter({ hasText: '全部作品' }).click()
  await arrive(page, `${base}/composition/List`)
  const junior = (await getJson('/v1/composition/list?gradeBand=junior')).data.list
  await vis(page, '.tabs__item').filter({ hasText: '初中' }).click()
  // (the 全部 list may hold the same works: wait until the visible list is the band's, in its order)
  await page.waitForFunction(titles => {
    const shown = [...document.querySelectorAll('.composition-card__title')].filter(e => e.offsetParent !== null).map(e => e.textContent)
    return shown.length === titles.length && titles.every((t, i) => shown[i] === t)
  }, junior.map(c => c.title))
  await shot(page, '70-composition-list')

  // the paper's pages, and the section's news
  await page.goto(`${base}/composition/NewspapersList`)
  await vis(page, '.section-issue__title').first().waitFor()
  const papers = (await getJson('/v1/composition/newspapers')).data.list
  expect(await vis(page, '.section-issue__title').count()).toBe(papers.length)
  await page.goto(`${base}/composition/InformationList`)
  const news = (await getJson('/kratos/v1/column/list?columnId=1501&page=1')).data
  await vis(page, '.news-card__title').filter({ hasText: news[0].title }).first().waitFor()
  await shot(page, '71-composition-information')

  // a teacher, their reviews, one review and the work it is on
  await page.goto(`${base}/composition/Teachers`)
  const teachers = (await getJson('/v1/composition/teachers')).data.list
  await vis(page, '.section-item__name').filter({ hasText: teachers[0].name }).click()
  await arrive(page, `${base}/composition/TeacherDetailPage?id=${teachers[0].id}`)
  await vis(page, '.section-review__comment').first().waitFor()
  await shot(page, '72-composition-teacher')
  const review = (await getJson(`/v1/composition/teacherComments?teacherId=${teachers[0].id}`)).data.list[0]
  await vis(page, '.section-review').first().click()
  await arrive(page, `${base}/composition/TeacherCommentDetail?id=${review.id}`)
  expect(await visibleText(page, '.review-detail__comment')).toBe(review.comment)
  await vis(page, '.review-detail__work').click()
  await arrive(page, `${base}/composition/compositionDetail?id=${review.composition.id}`)
  // every teacher's published reviews, latest first
  await page.goto(`${base}/composition/TeacherCommentList`)
  const latest = (await getJson('/v1/composition/teacherComments')).data.list
  await vis(page, '.section-review__comment').first().waitFor()
  expect((await visibleTexts(page, '.section-review__comment')).slice(0, 3)).toEqual(latest.slice(0, 3).map(r => r.comment))

  // schools: the ranking; one made the reader's school; 全部作品 then starts at it
  await page.goto(`${base}/composition/Schools`)
  const ranked = (await getJson('/v1/composition/schoolRank')).data.list
  await vis(page, '.section-item__name').filter({ hasText: ranked[0].name }).click()
  await arrive(page, `${base}/composition/SchoolDetailPage?id=${ranked[0].id}`)
  await vis(page, '.section-head__choose').filter({ hasText: '设为我的学校' }).click()
  await vis(page, '.section-head__choose').filter({ hasText: '我的学校 ✓' }).waitFor()
  await shot(page, '73-composition-school')
  await page.goto(`${base}/composition/List`)
  await vis(page, '.works-page__school--on').filter({ hasText: ranked[0].name }).waitFor()
  const ours = (await getJson(`/v1/composition/list?schoolId=${ranked[0].id}`)).data.list
  await vis(page, '.composition-card__title').filter({ hasText: ours[0].title }).first().waitFor()
  expect(await visibleTexts(page, '.composition-card__author')).toEqual(ours.map(c => `${c.penName} · ${c.grade} · ${ranked[0].name}`))

  // a pupil's public page: pen name, school, grade, nothing more
  await vis(page, '.composition-card').first().click()
  await arrive(page, /\/composition\/compositionDetail\?id=\d+/)
  const student = (await getJson(`/v1/composition/student?id=${ours[0].studentId}`)).data
  await page.goto(`${base}/composition/StudentDetailPage?id=${student.id}`)
  expect(await vis(page, '.section-head__name').textContent()).toBe(student.penName)
  await vis(page, '.section-head__line').first().waitFor()
  expect(await visibleTexts(page, '.section-head__line')).toEqual([`${student.school.name} · ${student.grade}`, `公开作品 ${student.works} 篇`])

  // search: a teacher by name
  await page.goto(`${base}/composition/SearchPage`)
  await fill(page, '.search-bar__input', teachers[0].name)
  await vis(page, '.search-bar__go').click()
  await vis(page, '.tabs__item').filter({ hasText: '老师' }).click()
  await vis(page, '.section-item__name').filter({ hasText: teachers[0].name }).waitFor()

  // the practice check: counted on the phone, nothing sent
  await page.goto(`${base}/testcomposition`)
  const sent = []
  page.on('request', r => { if (r.method() === 'POST') sent.push(r.url()) })
  await vis(page, 'textarea.composition-form__textarea').fill('今天我们一起去公园。我们一起去划船。我们一起去放风筝。')
  await vis(page, '.practice__check').click()
  expect(await visibleTexts(page, '.practice__figure')).toEqual(['24字', '1段', '3句', '最长一句9字'])
  expect(await visibleTexts(page, '.practice__note')).toEqual(expect.arrayContaining(['“我们一起”出现了3次，可以换个说法。']))
  await shot(page, '74-composition-practice')
  expect(sent).toEqual([])
})
