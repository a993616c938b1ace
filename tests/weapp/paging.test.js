// A paged list asks for its next page whenever its footer is in view and it is not finished: when the
// footer comes into view, and again after each page arrives while it still is (no reach-bottom event
// needed). The host lays out only what a test gives a rect; here the footer sits on screen.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')

weappSuite({ loginIdentity: 'no-such-wechat-user' })

const { texts } = host
const pagesAsked = () => host.callsOf('request').filter(r => /\/kratos\/v1\/channel\/home$/.test(r.url.split('?')[0]))

afterAll(() => host.clearLayout('.list-footer'))

// 财经 (46 stories, pages of 10): the walk to the end is the point, not the length (推荐's 300 took 46 s in
// the simulator, which renders the whole page on every setData)
it('keeps loading while the footer is in view, then says 没有更多了', async () => {
  const home = host.openPage('pages/home/index', { classId: '7' })
  await host.waitFor(() => expect(host.findAll(home, 'news-card').length).toBeGreaterThan(3))
  await host.simulate.sleep(300)
  // laid out nowhere: only the first page
  expect(pagesAsked()).toHaveLength(1)
  expect(texts(home, 'list-footer')).toEqual(['上拉加载更多'])

  // the footer on screen (a tall phone, a short list): page after page comes without a scroll event
  host.setLayout('.list-footer', { top: 600, height: 44, left: 0, width: 390 })
  // every page rendered: a minute is the guard against a hang on a loaded machine
  await host.waitFor(() => expect(texts(home, 'list-footer')).toEqual(['没有更多了']), { timeout: 60000 })
  const asked = pagesAsked().map(r => Number((r.data && r.data.page) ?? new URL(r.url).searchParams.get('page') ?? 1))
  expect(asked.length).toBeGreaterThan(2)
  expect(asked).toEqual(asked.map((_, i) => i + 1))
  expect(host.findAll(home, 'news-card').length).toBeGreaterThan(20)
}, 120_000)
