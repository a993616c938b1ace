// npm run bench, mini-program rendering: the compiled app in the weapp host, every setData wrapped
// (mp-host records each call's JSON size and time). Measures the home's first load, a channel switch
// and opening a story: calls, calls in the first second, the largest payload; then the nodes on the page
// after 500 stories. Writes its figures to BENCH_OUT (JSON). Not a test of behaviour: the weapp layer
// has those; this file only fails when a scenario cannot complete.
const fs = require('fs')
const host = require('../support/mp-host')
const { weappSuite, openHotList } = require('../support/suite')

weappSuite({ loginIdentity: 'no-such-wechat-user' })

const { text } = host
const results = {}
/** a settled page: no setData for this long */
const QUIET_MS = 600

async function measure(name, action, ready) {
  host.setDataLog.length = 0
  const start = Date.now()
  const page = await action()
  await host.waitFor(() => expect(ready(page)).toBe(true), { timeout: 30000 })
  // until the page stops changing
  for (;;) {
    const last = host.setDataLog.length ? host.setDataLog[host.setDataLog.length - 1].at : start
    if (Date.now() - last >= QUIET_MS) break
    await host.simulate.sleep(100)
  }
  const calls = host.setDataLog.slice()
  results[name] = {
    calls: calls.length,
    callsFirstSecond: calls.filter(c => c.at - start <= 1000).length,
    largestBytes: calls.reduce((m, c) => Math.max(m, c.bytes), 0),
    totalBytes: calls.reduce((s, c) => s + c.bytes, 0),
  }
  return page
}

/** element nodes in a page's rendered tree (j-component's DOM, custom components' trees included) */
function nodes(page) {
  const count = root => {
    let n = 0
    for (const el of root.querySelectorAll('*')) {
      n++
      if (el.shadowRoot) n += count(el.shadowRoot)
    }
    return n
  }
  return count(page.dom)
}

it('measures home load, a channel switch and opening a story', async () => {
  const home = await measure('homeLoad', async () => host.openPage('pages/home/index', {}),
    page => host.findAll(page, 'news-card').length > 3 && host.findAll(page, 'banner-carousel').length === 1)

  await measure('channelSwitch', async () => {
    const tab = host.findAll(home, 'channel-tabs__item').find(el => text(el) === '财经') ||
      host.findAll(home, 'channel-tabs__item')[4]
    host.tap(home, tab)
    await host.waitFor(() => expect(host.currentPage().component).not.toBe(home))
    return host.currentPage().component
  }, page => host.findAll(page, 'news-card').length > 3)

  const channel = host.currentPage().component
  await measure('openStory', async () => {
    host.tap(channel, host.findAll(channel, 'news-card')[0])
    await host.waitFor(() => expect(host.currentPage().route).toMatch(/^packages\/news\/pages\//))
    return host.currentPage().component
  }, page => host.findAll(page, 'news-detail__title').length + host.findAll(page, 'picture-detail__img').length + host.findAll(page, 'video-detail__player').length > 0)
}, 120000)

// (issue 30) the pages a share card opens, cold: the first page's setData calls and bytes until it settles,
// how long until its content shows, and whether its data was asked for before its first setData
const SHARED = [
  ['politics detail', 'packages/bangbang/pages/politics-detail/index', { id: '1' }, 'politics-detail__title'],
  ['Q&A answer', 'packages/bangbang/pages/qa-detail/index', { id: '1' }, 'answer-card__text'],
  ['Q&A question', 'packages/bangbang/pages/qa-list/index', { id: '1' }, 'qa-list__title'],
  ['community post', 'packages/bangbang/pages/community-detail/index', { id: '1' }, 'post-card__text'],
  ['发现 post', 'packages/bangbang/pages/discover-detail/index', { classId: '20', newsId: '1' }, 'discover-card__name'],
  ['goods', 'packages/points/pages/goods/index', { id: '1' }, 'goods__title'],
  ['composition', 'packages/composition/pages/detail/index', { id: '6' }, 'composition-detail__title'],
  ['video story', 'packages/news/pages/video/index', { classId: '101', newsId: '10018' }, 'video-detail__title'],
  ['shared video', 'packages/news/pages/share-video/index', { classId: '101', newsId: '10018' }, 'video-detail__title'],
  ['live story', 'packages/news/pages/live/index', { classId: '203', newsId: '10145' }, 'live-detail__title'],
]
it('measures the pages a share card opens', async () => {
  results.shared = {}
  for (const [name, route, query, shown] of SHARED) {
    const requestsBefore = host.requestLog.length
    const start = Date.now()
    let shownAt = 0
    await measure(`shared ${name}`, async () => host.relaunchPage(route, query), page => {
      const ok = host.findAll(page, shown).length > 0
      if (ok && !shownAt) shownAt = Date.now()
      return ok
    })
    const firstSetData = host.setDataLog[0]
    const requests = host.requestLog.slice(requestsBefore)
    results.shared[name] = {
      ...results[`shared ${name}`],
      contentMs: shownAt - start,
      requests: requests.length,
      requestsBeforeFirstSetData: firstSetData ? requests.filter(r => r.order < firstSetData.order).length : 0,
    }
    delete results[`shared ${name}`]
  }
}, 120000)

it('counts the nodes after 500 stories', async () => {
  const page = await openHotList(500)
  results.longList = { stories: host.findAll(page, 'rank-card').length, nodes: nodes(page) }
}, 180000)

afterAll(() => {
  if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2))
  else console.log(JSON.stringify(results, null, 2))
})
