// The compiled mini-program against the real server: the home page shows the stories the server
// returned, and a tap opens the story's detail page.
const { getJson } = require('../support/server')
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')

const suite = weappSuite()
let server
beforeAll(() => { server = suite.server })

const { text } = host
/** every story card's title in page order (news, live and VR cards) */
const storyTitles = page => [...page.dom.querySelectorAll('[class*="card__title"]')]
  .filter(el => [...el.classList].some(c => /(news|live|vr)-card__title$/.test(c))).map(text)

it('shows channel 1 with the story titles the server returned', async () => {
  const expected = await getJson(`${server.url}/kratos/v1/channel/home?channelId=1&page=1`)
  const titles = expected.data.list.filter(n => n.showType !== 8 && n.showType !== 9).map(n => n.title)
  const page = host.openPage('pages/home/index', {})
  await host.waitFor(() => {
    expect(storyTitles(page)).toEqual(titles)
  })
  const tabs = host.findAll(page, 'channel-tabs__item').map(text)
  // the host puts the phone in Chongqing: the 国内 channel takes the area's name
  await host.waitFor(() => expect(host.findAll(page, 'channel-tabs__item').map(text).slice(0, 4)).toEqual(['推荐', '重庆', '区县', '热榜']))
  expect(tabs).toHaveLength(15)
  expect(host.findAll(page, 'channel-tabs__item--active').map(text)).toEqual(['推荐'])
  // the request went through the client's rules: news-api host, query string, AppVersion header
  const home = host.callsOf('request').find(r => r.url.includes('/kratos/v1/channel/home'))
  expect(home.url).toBe('http://127.0.0.1:8080/kratos/v1/channel/home?channelId=1&page=1')
  expect(home.header.AppVersion).toBe('6.0.0')
})

it('opens the tapped story in the news subpackage and shows its title', async () => {
  const home = host.currentPage().component
  const cards = host.findAll(home, 'news-card')
  const story = (await getJson(`${server.url}/kratos/v1/channel/home?channelId=1&page=1`)).data.list[3]
  const card = cards.find(c => text(c).includes(story.title))
  host.tap(home, card)
  await host.waitFor(() => expect(host.currentPage().route).toBe('packages/news/pages/detail/index'))
  expect(host.callsOf('navigateTo').map(n => n.url)).toContain(`/packages/news/pages/detail/index?classId=${story.classId}&newsId=${story.id}`)
  const detail = host.currentPage().component
  await host.waitFor(() => expect(text(host.find(detail, 'news-detail__title').dom)).toBe(story.title))
  expect(text(host.find(detail, 'news-detail__class').dom)).not.toBe('')
  expect(host.callsOf('setNavigationBarTitle').length).toBeGreaterThan(0)
})

it('goes back home with the list still there', async () => {
  await host.simulate.sleep(0)
  const detail = host.currentPage().component
  expect(detail).toBeDefined()
  await global.wx.navigateBack({ delta: 1 })
  expect(host.currentPage().route).toBe('pages/home/index')
  expect(host.findAll(host.currentPage().component, 'news-card__title').length).toBeGreaterThan(0)
})

it('a page path the mini-program does not have (an old share, a stale QR code) opens 页面不存在, with the way home', async () => {
  // what WeChat calls when the page is not in the package: the app's onPageNotFound
  getApp().onPageNotFound({ path: 'packages/gone/pages/old/index', query: { id: '7' }, isEntryPage: false })
  await host.waitFor(() => expect(host.currentPage().route).toBe('packages/misc/pages/not-found/index'))
  const page = host.currentPage().component
  await host.waitFor(() => expect(host.findAll(page, 'not-found__title').map(text)).toEqual(['页面不存在']))
  host.tap(page, host.findAll(page, 'not-found__home')[0])
  await host.waitFor(() => expect(host.currentPage().route).toBe('pages/home/index'))
})
