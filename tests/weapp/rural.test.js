// 渝农 in the compiled mini-program, against the real server (issue 27): the home's yu-nong channel with the
// farming forecast and today's prices; 全部行情 opens the 行情 group's page on its board, by market and
// category; a product's 30-day trend and another market's; the 技术 group's 种植 as sub-general-tab; the
// video lessons play in place (the video component), one at a time; a column's own list, titled. 乡村帮帮:
// its experts, questions by category and search; a reader asks with a category. 农民说: farmers' posts; a
// reader says something, without a topic.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { top, find, arrive, serverApi, rendered, passwordLogin, toasts } = require('./support/steps')

const suite = weappSuite({ loginIdentity: 'no-such-wechat-user' })
const api = serverApi(() => suite.server.url)
const GENERAL_TAB = 'packages/rural/pages/general-tab/index'
const SUB_GENERAL_TAB = 'packages/rural/pages/sub-general-tab/index'
const PRICE = 'packages/rural/pages/price/index'
const VIDEOS = 'packages/rural/pages/videos/index'
const COLUMN_LIST = 'packages/rural/pages/column-list/index'
const COUNTRY = 'packages/bangbang/pages/country-bangbang/index'
const COUNTRY_SEARCH = 'packages/bangbang/pages/country-bangbang-search/index'
const ASK = 'packages/bangbang/pages/qa-ask/index'
const QUESTION = 'packages/bangbang/pages/qa-list/index'
const LOGIN = 'packages/account/pages/login/index'
const TALK = 'packages/bangbang/pages/farmer-talk/index'
const PUBLISH = 'packages/bangbang/pages/discover-publish/index'
const { text, texts, type } = host
const titles = () => host.callsOf('setNavigationBarTitle').map(c => c.title)

it('the 渝农 channel: forecast, prices by market and category, a trend, a group\'s page, videos in place, a column\'s list', async () => {
  const home = (await api('/v1/rural/home')).data
  const page = host.relaunchPage('pages/home/index', { classId: 'yu-nong' })
  await host.waitFor(() => expect(rendered(page, 'farm-forecast__day')).toHaveLength(4))
  await host.waitFor(() => expect(texts(page, 'price-board__product')).toEqual(home.prices.list.slice(0, 6).map(p => p.product)))
  expect(texts(page, 'price-board__price')[0]).toBe(`${home.prices.list[0].price.toFixed(2)}${home.prices.list[0].unit}`)
  expect(texts(page, 'tabs__item')).toEqual(expect.arrayContaining(['资讯', '技术', '行情', '政策', '视频']))

  // 全部行情: the 行情 group's page, on 今日价格
  host.tap(page, await find(page, 'price-board__more', '全部行情'))
  await arrive(GENERAL_TAB)
  const board = top()
  await host.waitFor(() => expect(titles()).toContain('行情'))
  await host.waitFor(() => expect(rendered(board, 'price-board__row')).toHaveLength(18))
  host.tap(board, await find(board, 'tabs__item', '万州农产品批发市场'))
  await host.waitFor(() => expect(rendered(board, 'price-board__row')).toHaveLength(16))
  host.tap(board, await find(board, 'price-board__chip', '水果'))
  await host.waitFor(() => expect(texts(board, 'price-board__product')).toEqual(['柑橘', '苹果', '猕猴桃']))

  // a product's trend, then another market's
  host.tap(board, host.findAll(board, 'price-board__row')[0])
  await arrive(PRICE)
  const trend = top()
  await host.waitFor(() => expect(rendered(trend, 'price-trend__bar')).toHaveLength(30))
  expect(text(host.findAll(trend, 'price-page__market')[0])).toMatch(/^万州农产品批发市场（万州区）/)
  await host.waitFor(() => expect(titles()).toContain('柑橘价格走势'))
  host.tap(trend, await find(trend, 'price-page__row', '双福国际农贸城'))
  await host.waitFor(() => expect(text(host.findAll(trend, 'price-page__market')[0])).toMatch(/^双福国际农贸城/))

  // the 技术 group in the home, and 种植 as a page of its own
  const again = host.relaunchPage('pages/home/index', { classId: 'yu-nong' })
  host.tap(again, await find(again, 'tabs__item', '技术'))
  host.tap(again, await find(again, 'rural-section__link', '种植全部'))
  await arrive(SUB_GENERAL_TAB)
  const planting = top()
  await host.waitFor(() => expect(titles()).toContain('种植'))
  await host.waitFor(() => expect(texts(planting, 'tabs__item')).toEqual(['粮油', '果蔬']))
  const grain = (await api('/v1/news/getListByColumnId?columnId=1602')).data
  await host.waitFor(() => expect(texts(planting, 'story-card__title').concat(texts(planting, 'news-card__title'))).toEqual(expect.arrayContaining([grain[0].title])))

  // the videos: a tap on a cover puts the video component there; another cover moves it
  const videos = host.relaunchPage('pages/home/index', { classId: 'yu-nong' })
  host.tap(videos, await find(videos, 'tabs__item', '视频'))
  const lessons = await host.waitFor(() => rendered(videos, 'video-lesson'))
  const has = (lesson, cls) => host.findAll({ dom: lesson }, cls).length > 0
  host.tap(videos, host.findAll({ dom: lessons[0] }, 'video-lesson__cover')[0])
  await host.waitFor(() => expect(has(lessons[0], 'video-lesson__player')).toBe(true))
  host.tap(videos, host.findAll({ dom: lessons[1] }, 'video-lesson__cover')[0])
  await host.waitFor(() => expect([has(lessons[0], 'video-lesson__cover'), has(lessons[1], 'video-lesson__player')]).toEqual([true, true]))
  expect(host.findAll(videos, 'video-lesson__player')).toHaveLength(1)
  host.tap(videos, await find(videos, 'rural-section__link', '进入视频课堂'))
  await arrive(VIDEOS)
  await host.waitFor(() => expect(rendered(top(), 'video-lesson__cover').length).toBeGreaterThan(0))

  // one column's list, titled with its name
  host.openPage(COLUMN_LIST, { columnId: 1604 })
  await arrive(COLUMN_LIST)
  await host.waitFor(() => expect(titles()).toContain('惠农政策'))
})

it('乡村帮帮: the experts, the questions by category, a search; a reader asks (a category first)', async () => {
  const page = host.relaunchPage('pages/home/index', { classId: 'yu-nong' })
  host.tap(page, await find(page, 'rural-section__entry', '乡村帮帮'))
  await arrive(COUNTRY)
  const bang = top()
  await host.waitFor(() => expect(texts(bang, 'member-card__name')).toEqual(['李农技', '周兽医']))
  await host.waitFor(() => expect(rendered(bang, 'qa-card')).toHaveLength(8))
  host.tap(bang, await find(bang, 'tabs__item', '养殖'))
  await host.waitFor(() => expect(texts(bang, 'qa-card__category')).toEqual(['养殖', '养殖']))
  host.tap(bang, await find(bang, 'country-bang__search', '搜索'))
  await arrive(COUNTRY_SEARCH)
  const search = top()
  await host.waitFor(() => rendered(search, 'search-bar__input'))
  type(search, 'search-bar__input', '补贴')
  host.tap(search, await find(search, 'search-bar__go', '搜索'))
  await host.waitFor(() => expect(texts(search, 'qa-card__question')).toEqual(['种粮补贴怎么领？需要带哪些材料去哪里办？']))

  // 我要提问 as a visitor: the login first, then back on 乡村帮帮 (still on 养殖), signed in
  host.tap(bang, await find(bang, 'country-bang__ask', '我要提问'))
  await arrive(LOGIN)
  const relaunched = host.callsOf('reLaunch').length
  await passwordLogin('13800000005')
  await host.waitFor(() => expect(host.callsOf('reLaunch').length).toBe(relaunched + 1))
  await host.settled()
  if (host.currentPage().route !== COUNTRY) host.openPage(COUNTRY)
  await arrive(COUNTRY)
  const again = top()
  host.tap(again, await find(again, 'tabs__item', '养殖'))
  await host.waitFor(() => expect(texts(again, 'tabs__item--active')).toEqual(['养殖']))
  host.tap(again, await find(again, 'country-bang__ask', '我要提问'))
  // its category is the one being read (养殖), changed on the form and back
  await arrive(ASK)
  const form = top()
  await host.waitFor(() => expect(texts(form, 'qa-form__chip--on')).toEqual(['养殖']))
  await host.waitFor(() => rendered(form, 'qa-form__textarea'))
  const question = '家里养的土鸡最近总是掉毛，是不是缺什么营养？'
  type(form, 'qa-form__textarea', question)
  host.tap(form, await find(form, 'qa-form__chip', '价格'))
  await host.waitFor(() => expect(texts(form, 'qa-form__chip--on')).toEqual(['价格']))
  host.tap(form, await find(form, 'qa-form__chip', '养殖'))
  host.tap(form, await find(form, 'qa-form__submit', '提交问题'))
  await arrive(QUESTION)
  expect(toasts()).not.toContain('请选择问题分类：种植、养殖、价格、政策或土地')
  const listed = (await api('/v1/rural/qa/list?category=livestock')).data.list
  expect(listed[0]).toMatchObject({ question, category: '养殖' })
})

it('农民说: farmers\' posts; a reader says something (no topic asked for) and it heads the feed', async () => {
  const page = host.relaunchPage('pages/home/index', { classId: 'yu-nong' })
  host.tap(page, await find(page, 'rural-section__entry', '农民说'))
  await arrive(TALK)
  const feed = top()
  await host.waitFor(() => expect(rendered(feed, 'discover-card')).toHaveLength(4))
  host.tap(feed, await find(feed, 'farmer-talk__talk', '我要说'))
  // the reader of the walk before is still signed in; a visitor logs in first
  await host.waitFor(() => expect([LOGIN, PUBLISH]).toContain(host.currentPage().route))
  if (host.currentPage().route === LOGIN) {
    const relaunched = host.callsOf('reLaunch').length
    await passwordLogin('13800000005')
    await host.waitFor(() => expect(host.callsOf('reLaunch').length).toBe(relaunched + 1))
    await host.settled()
    host.openPage(PUBLISH, { section: 'rural' })
  }
  await arrive(PUBLISH)
  const form = top()
  await host.waitFor(() => rendered(form, 'publish-discover__textarea'))
  expect(host.findAll(form, 'publish-discover__topic')).toHaveLength(0)
  const said = '院坝里晒满了新收的花生，今年雨水好，颗颗饱满。'
  type(form, 'publish-discover__textarea', said)
  host.tap(form, await find(form, 'publish-discover__submit', '发布'))
  await arrive(TALK)
  await host.waitFor(() => expect(text(rendered(top(), 'discover-card')[0])).toContain(said))
  expect((await api('/v1/quan/getQuanInfo')).data.list.some(p => p.content === said)).toBe(false)
})
