// 渝农 on H5 (issue 27): /yu-nong lands on the home's 渝农 channel: the farming forecast, today's prices; 全部行情
// opens the 行情 group on its price board, by market and category; a product's 30-day trend and its price
// at the other markets; the 技术 group's 种植 opens as sub-general-tab; the video lessons play in place,
// one at a time; a column's own list; a tab an editor adds (the admin API: the newsroom console is issue
// 29) is on the next visit, with no release. 乡村帮帮: its experts and questions by category, its search; a
// reader asks (a category first) and is back on 乡村帮帮 from the question, not on BangBang's home. 农民说:
// farmers' posts; a reader says something.
const { arrive, vis, visibleText, visibleTexts, shot, waitForToast } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { fill, signInTo } = require('./support/account')

const suite = h5Suite()
let base
let api
beforeAll(() => { base = suite.base; api = base.replace('/shangyou_news', '') })

const postJson = async (p, body, token) => (await fetch(`${api}${p}`, {
  method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
})).json()
/** the demo site's editor */
const editorToken = async () => (await postJson('/v1/user/login', { phone: '13800000007', password: 'Demo1234' })).data.accessToken

it('the section from /yu-nong: forecast, prices by market and category, a trend, the groups\' pages, videos in place, a column\'s list', async () => {
  const { page } = await suite.phone()
  await page.goto(`${base}/yu-nong`)
  await arrive(page, `${base}/home/yu-nong`)
  await vis(page, '.farm-forecast__day').first().waitFor()
  expect(await vis(page, '.farm-forecast__day').count()).toBe(4)
  expect(await visibleText(page, '.farm-forecast__area')).toBe('重庆市')
  expect((await visibleText(page, '.farm-forecast__advice')).length).toBeGreaterThan(4)
  // another day's advice on a tap
  await vis(page, '.farm-forecast__day').nth(1).click()
  expect(await vis(page, '.farm-forecast__day--on').innerText()).toContain('明天')
  expect(await vis(page, '.price-board--preview .price-board__row').count()).toBe(6)
  expect(await visibleText(page, '.price-board--preview .price-board__product')).toBe('猪肉（白条）')
  expect(await visibleTexts(page, '.rural-section__tabs--1 > .tabs .tabs__item')).toEqual(['资讯', '技术', '行情', '政策', '视频'])
  await vis(page, '.story-card, .news-card').first().waitFor()
  await shot(page, '70-rural-home')

  // the whole board: 行情's page on 今日价格; another market, a category
  await vis(page, '.price-board__more').click()
  await arrive(page, /\/yu-nong\/general-tab\?id=\d+&active=\d+$/)
  await page.waitForFunction(() => document.title === '行情')
  expect(await visibleText(page, '.tabs__item--active')).toBe('今日价格')
  await vis(page, '.price-board__row').first().waitFor()
  expect(await vis(page, '.price-board__row').count()).toBe(18)
  await vis(page, '.tabs__item').filter({ hasText: '万州农产品批发市场' }).click()
  // (the home's preview board is still on the page, hidden)
  await vis(page, '.price-board:not(.price-board--preview) .price-board__market').filter({ hasText: /^万州农产品批发市场/ }).waitFor()
  expect(await vis(page, '.price-board__row').count()).toBe(16)
  await vis(page, '.price-board__chip').filter({ hasText: '水果' }).click()
  await page.waitForFunction(() => document.querySelectorAll('.price-board:not(.price-board--preview) .price-board__row').length === 3)
  expect(await visibleTexts(page, '.price-board__product')).toEqual(['柑橘', '苹果', '猕猴桃'])
  await shot(page, '71-rural-prices')

  // a product's trend at that market, then at another
  await vis(page, '.price-board__row').first().click()
  await arrive(page, /\/yu-nong\/price\?productId=\d+&marketId=\d+$/)
  await page.waitForFunction(() => document.title === '柑橘价格走势')
  expect(await vis(page, '.price-trend__bar').count()).toBe(30)
  expect(await visibleText(page, '.price-page__market')).toMatch(/^万州农产品批发市场（万州区） · \d{4}-\d{2}-\d{2}$/)
  expect(await vis(page, '.price-page__row').count()).toBe(3)
  await vis(page, '.price-trend__chart[aria-label^="近30天价格走势：最高"]').waitFor()
  await shot(page, '72-rural-trend')
  await vis(page, '.price-page__row').filter({ hasText: '双福国际农贸城' }).click()
  await page.waitForFunction(() => document.querySelector('.price-page__market')?.textContent.startsWith('双福国际农贸城'))
  expect(await visibleTexts(page, '.price-page__name')).not.toContain('双福国际农贸城')

  // the 技术 group: its sub-tabs in the home, and 种植 as a page of its own
  await page.goto(`${base}/home/yu-nong`)
  await vis(page, '.rural-section__tabs--1 > .tabs .tabs__item').filter({ hasText: '技术' }).click()
  expect(await visibleTexts(page, '.rural-section__tabs--2 > .tabs .tabs__item')).toEqual(['种植', '养殖'])
  await vis(page, '.rural-section__link').filter({ hasText: '种植全部 ›' }).click()
  await arrive(page, /\/yu-nong\/sub-general-tab\?id=\d+$/)
  await page.waitForFunction(() => document.title === '种植')
  expect(await visibleTexts(page, '.tabs__item')).toEqual(['粮油', '果蔬'])
  await vis(page, '.story-card, .news-card').first().waitFor()
  await page.goBack()

  // the videos play where they are, one at a time
  await arrive(page, `${base}/home/yu-nong`)
  await vis(page, '.rural-section__tabs--1 > .tabs .tabs__item').filter({ hasText: '视频' }).click()
  await vis(page, '.video-lesson__cover').first().click()
  await vis(page, 'video.video-lesson__player').waitFor()
  await vis(page, '.video-lesson__cover').first().click()
  await page.waitForFunction(() => document.querySelectorAll('video.video-lesson__player').length === 1)
  await vis(page, '.rural-section__link').filter({ hasText: '进入视频课堂' }).click()
  await arrive(page, /\/yu-nong\/video-page\?columnId=1606$/)
  await vis(page, '.video-lesson__cover').first().waitFor()

  // one column's list, titled with its name
  await page.goto(`${base}/yu-nong/common-single-column-news-list?columnId=1604`)
  await page.waitForFunction(() => document.title === '惠农政策')
  await vis(page, '.story-card, .news-card').first().waitFor()
})

it('a tab the section\'s editor adds is there on the next visit, and gone once removed', async () => {
  const token = await editorToken()
  const made = await postJson('/admin/v1/rural/tabs/save', { name: '农机', kind: 'column', columnId: 1602, sort: 9 }, token)
  expect(made).toMatchObject({ statusCode: 200, message: '已保存' })
  const { page } = await suite.phone()
  await page.goto(`${base}/yu-nong/rural`)
  await vis(page, '.rural-section__tabs--1 > .tabs .tabs__item').filter({ hasText: '农机' }).click()
  await vis(page, '.story-card, .news-card').first().waitFor()
  expect((await postJson('/admin/v1/rural/tabs/delete', { id: made.data.id }, token)).message).toBe('已删除')
  // a reader who comes next (one who reloads may be answered from the browser's cache for the 10 s every
  // public answer may be kept: docs/api.md)
  await suite.session.context.close()
  suite.session = null
  const next = (await suite.phone()).page
  await next.goto(`${base}/yu-nong/rural`)
  await vis(next, '.rural-section__tabs--1 > .tabs .tabs__item').first().waitFor()
  expect(await visibleTexts(next, '.rural-section__tabs--1 > .tabs .tabs__item')).toEqual(['资讯', '技术', '行情', '政策', '视频'])
})

it('乡村帮帮: experts, questions by category, a search; a reader asks with a category and comes back to 乡村帮帮 from the question', async () => {
  const { page } = await suite.phone()
  await page.goto(`${base}/home/yu-nong`)
  await vis(page, '.rural-section__entry').filter({ hasText: '乡村帮帮' }).click()
  await arrive(page, `${base}/yu-nong/country-bangbang`)
  await vis(page, '.member-card__name').first().waitFor()
  expect(await visibleTexts(page, '.member-card__name')).toEqual(['李农技', '周兽医'])
  await vis(page, '.qa-card').first().waitFor()
  expect(await vis(page, '.qa-card').count()).toBe(8)
  await vis(page, '.tabs__item').filter({ hasText: '土地' }).click()
  await page.waitForFunction(() => document.querySelectorAll('.qa-card').length === 2)
  expect(await visibleTexts(page, '.qa-card__category')).toEqual(['土地', '土地'])
  await shot(page, '73-country-bangbang')
  await vis(page, '.country-bang__search').click()
  await arrive(page, `${base}/yu-nong/country-bangbang-search`)
  await fill(page, '.search-bar__input', '补贴')
  await vis(page, '.search-bar__go').click()
  await vis(page, '.qa-card__question').filter({ hasText: '种粮补贴怎么领' }).waitFor()
  expect(await vis(page, '.qa-card').count()).toBe(1)

  // a reader asks: without a category the question is not sent; with one it is, and is on 乡村帮帮
  await signInTo(page, base, '13800000002', '/yu-nong/country-bangbang')
  await vis(page, '.country-bang__ask').click()
  await arrive(page, `${base}/BangBang/QA/ask?section=rural`)
  const question = '山坡地种花椒，幼苗冬天要不要盖膜防冻？'
  await vis(page, 'textarea.qa-form__textarea').fill(question)
  await vis(page, '.qa-form__submit').click()
  await waitForToast(page, '请选择问题分类：种植、养殖、价格、政策或土地')
  await vis(page, '.qa-form__chip').filter({ hasText: '种植' }).click()
  expect(await vis(page, '.qa-form__chip[aria-checked="true"]').innerText()).toBe('种植')
  await shot(page, '74-country-bangbang-ask')
  await vis(page, '.qa-form__submit').click()
  await arrive(page, /\/BangBang\/QA\/list\?id=\d+$/)
  await vis(page, '.question-header').filter({ hasText: question }).waitFor()
  await vis(page, '.top-bar__back').click()
  await arrive(page, `${base}/yu-nong/country-bangbang`)
  await vis(page, '.qa-card__question').filter({ hasText: question }).waitFor()
  expect(await visibleText(page, '.qa-card__category')).toBe('种植')
})

it('农民说: farmers\' posts apart from 发现\'s; a visitor is asked to log in to say something; a reader says it (no topic asked for) and it heads the feed', async () => {
  const { page } = await suite.phone()
  await page.goto(`${base}/home/yu-nong`)
  await vis(page, '.rural-section__entry').filter({ hasText: '农民说' }).click()
  await arrive(page, `${base}/yu-nong/farmer-talk`)
  await vis(page, '.discover-card').first().waitFor()
  expect(await vis(page, '.discover-card').count()).toBe(4)
  await shot(page, '75-farmer-talk')
  await vis(page, '.farmer-talk__talk').click()
  await arrive(page, /\/LoginPage/)

  await signInTo(page, base, '13800000001', '/yu-nong/farmer-talk')
  await vis(page, '.farmer-talk__talk').click()
  await arrive(page, `${base}/PublishDiscover?section=rural`)
  await page.waitForFunction(() => document.title === '我要说')
  expect(await vis(page, '.publish-discover__topic').count()).toBe(0)
  const said = '今天村里的晒谷场上，大家一起打谷子，机器一响，一年的辛苦都有了着落。'
  await vis(page, 'textarea.publish-discover__textarea').fill(said)
  await vis(page, '.publish-discover__submit').click()
  await arrive(page, `${base}/yu-nong/farmer-talk`)
  await vis(page, '.discover-card').first().filter({ hasText: said }).waitFor()
})
