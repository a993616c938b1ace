// The compiled mini-program shows every card type with the text a reader sees, from the real server;
// long lists keep each setData payload small.
const { getJson } = require('../support/server')
const host = require('./support/mp-host')
const { weappSuite, openHotList } = require('./support/suite')
const { BUDGETS } = require('../../scripts/bench/budgets.cjs')

const suite = weappSuite()
let server
beforeAll(() => { server = suite.server })

const { text, texts } = host
const api = path => getJson(`${server.url}${path}`).then(r => r.data)

describe('home of channel 1', () => {
  let page
  let home
  beforeAll(async () => {
    home = await api('/kratos/v1/channel/home?channelId=1&page=1')
    page = host.openPage('pages/home/index', { classId: '1' })
    await host.waitFor(() => expect(texts(page, 'news-card__title').length).toBeGreaterThan(3))
  })

  it('shows the banner slides with their titles', async () => {
    await host.waitFor(() => expect(texts(page, 'banner-carousel__title')).toEqual(home.banner.map(b => b.title)))
    expect(host.findAll(page, 'banner-carousel__dot')).toHaveLength(home.banner.length)
  })

  it('shows the sub-menu entries of the channel', async () => {
    const channels = await api('/kratos/v1/channel/list')
    expect(texts(page, 'channel-menu__name')).toEqual(channels[0].sub.map(s => s.columnname))
    // column 281 has its own icon style
    const round = host.findAll(page, 'channel-menu__icon--round')
    expect(round).toHaveLength(1)
  })

  it('an entry naming a list call (财经’s apiurl) opens the sub-channel page, listed through the legacy controller', async () => {
    const before = host.callsOf('request').length
    host.tap(page, host.findAll(page, 'channel-menu__entry').find(el => text(el).includes('财经')))
    await host.waitFor(() => expect(host.currentPage().route).toBe('packages/channel/pages/subchannel/index'))
    expect(host.currentPage().options).toMatchObject({ classId: '276' })
    const finance = await api('/kratos/v1/column/list?columnId=701&page=1')
    const sub = host.currentPage().component
    await host.waitFor(() => expect(texts(sub, 'news-card__title')).toContain(finance[0].title))
    const asked = host.callsOf('request').slice(before).map(r => String(r.url)).find(u => u.includes('/api/controller.php'))
    expect(new URL(asked).searchParams.get('enews')).toBe('getColumnNewsList')
    expect(new URL(asked).searchParams.get('columnId')).toBe('701')
    await global.wx.navigateBack({ delta: 1 })
  })

  it('shows the hot ticker with the most read story', async () => {
    const hot = await api('/v1/news/getHotLists?page=1')
    await host.waitFor(() => expect(texts(page, 'headline-ticker__text')).toEqual([hot[0].title]))
    expect(texts(page, 'headline-ticker__label')).toEqual(['热点'])
  })

  it('lays out each story by showType: 0 text, 1 three images, 2 big picture, 4 beside a thumbnail, 14 mini', async () => {
    const byType = type => home.list.find(n => n.showType === type && n.dataType !== 1)
    for (const [type, cls, images] of [[0, 'news-card--text', 0], [1, 'news-card--multi', 3], [2, 'news-card--big', 1], [4, 'news-card--side', 1]]) {
      const story = byType(type)
      if (!story) continue
      const card = host.findAll(page, cls).find(el => text(el).includes(story.title))
      expect(card).toBeDefined()
      expect(card.querySelectorAll('[class*="news-card__img"]').length).toBe(images)
    }
  })

  it('shows the district block with the districts, and the 上游号 block with the accounts', async () => {
    const block = home.list.find(n => n.showType === 8)
    const accounts = await api('/api/SYAccount/getRecommendList')
    await host.waitFor(() => expect(texts(page, 'scroll-block__title')).toContain(block.title))
    await host.waitFor(() => expect(texts(page, 'district-block__chip').slice(0, 3)).toEqual(['渝中区', '江北区', '沙坪坝区']))
    await host.waitFor(() => expect(texts(page, 'provider-block__name')).toEqual(accounts.map(a => a.name)))
    expect(texts(page, 'scroll-block__title')).toContain('上游号')
  })

  it('shows a promote (mini picture) card and the tags of showType 4', async () => {
    const all = [...home.list]
    for (let p = 2; p <= 6 && !all.some(n => n.showType === 14); p++) {
      await page.instance.onReachBottom()
      const next = await api(`/kratos/v1/channel/home?channelId=1&page=${p}`)
      all.push(...next.list)
      await host.waitFor(() => expect(texts(page, 'news-card__title')).toContain(next.list[next.list.length - 1].title))
    }
    const promote = all.find(n => n.showType === 14)
    expect(host.findAll(page, 'news-card--mini').some(el => text(el).includes(promote.title))).toBe(true)
    const tagged = all.find(n => n.showType === 4 && n.label)
    const card = host.findAll(page, 'news-card--side').find(el => text(el).includes(tagged.title))
    expect(text(card)).toContain(tagged.label)
  })
})

describe('影像 tab', () => {
  it('video: cards with duration and plays', async () => {
    const videos = await api('/kratos/v1/column/list?columnId=200&page=1')
    const page = host.openPage('pages/image/index', { tab: 'VideoPage' })
    await host.waitFor(() => expect(texts(page, 'video-card__title')).toEqual(videos.map(v => v.title)))
    expect(texts(page, 'video-card__time')[0]).toBe(videos[0].videoTime)
    expect(texts(page, 'video-card__meta')[0]).toMatch(/次播放/)
  })

  it('live: 直播中; 未开始 with N人想看; 回放 with N人看过', async () => {
    const lives = await api('/v1/live/getList?page=1')
    const page = host.openPage('pages/image/index', { tab: 'LivePage' })
    await host.waitFor(() => expect(texts(page, 'live-card__title')).toEqual(lives.map(v => v.title)))
    const states = texts(page, 'live-card__state')
    const counts = texts(page, 'live-card__count')
    lives.forEach((l, i) => {
      if (l.liveType === 1) expect(states[i]).toBe('直播中')
      if (l.liveType === 0) {
        expect(states[i]).toBe('未开始')
        expect(counts[i]).toMatch(/^[\d.万]+人想看$/)
      }
      if (l.liveType === 2) {
        expect(states[i]).toBe('回放')
        expect(counts[i]).toMatch(/^[\d.万]+人看过$/)
      }
    })
    expect(new Set(states)).toEqual(new Set(['直播中', '未开始', '回放']))
  })

  it('拍客: big pictures with their image count', async () => {
    const photos = await api('/kratos/v1/column/list?columnId=204&page=1')
    const page = host.openPage('pages/image/index', { tab: 'ImagePage' })
    await host.waitFor(() => expect(texts(page, 'news-card__title')).toEqual(photos.map(v => v.title)))
    expect(texts(page, 'news-card__badge')).toEqual(photos.map(p => `${p.imageNum}图`))
  })

  it('VR: cards marked VR 360°', async () => {
    const vr = await api('/v1/vr/getList?page=1')
    const page = host.openPage('pages/image/index', { tab: 'VRPage' })
    await host.waitFor(() => expect(texts(page, 'vr-card__title')).toEqual(vr.map(v => v.title)))
    expect(texts(page, 'vr-card__mark')).toEqual(vr.map(() => 'VR 360°'))
  })
})

describe('channel pages', () => {
  it('时间专题: the swipe block with 查看更多 and topic items with counts and 跟帖', async () => {
    const topics = await api('/kratos/v1/topicsCollect?columnId=1401&page=1')
    const page = host.openPage('pages/home/index', { classId: '14' })
    await host.waitFor(() => expect(texts(page, 'topic-item__title')).toEqual(topics.map(t => `#${t.title}#`)))
    expect(texts(page, 'scroll-block__more')).toEqual(['查看更多'])
    expect(texts(page, 'topic-block__name')).toEqual(topics.slice(0, 5).map(t => `#${t.title}#`))
    const meta = texts(page, 'topic-item__meta')[0]
    expect(meta).toMatch(/条帖子/)
    expect(meta).toMatch(/回复/)
    expect(texts(page, 'topic-item__follow')[0]).toBe('跟帖')
  })

  it('热榜: ranked stories', async () => {
    const hot = await api('/v1/news/getHotLists?page=1')
    const page = host.openPage('pages/home/index', { classId: '-100000' })
    await host.waitFor(() => expect(texts(page, 'rank-card__title')).toEqual(hot.map(n => n.title)))
    expect(texts(page, 'rank-card__rank').slice(0, 3)).toEqual(['1', '2', '3'])
  })

  it('区县: the district with its weather, and the switch-city dropdown', async () => {
    const page = host.openPage('pages/home/index', { classId: '4' })
    await host.waitFor(() => expect(texts(page, 'county-header__name')).toEqual(['渝中区']))
    await host.waitFor(() => expect(texts(page, 'county-header__temp')[0]).toMatch(/^-?\d+°$/), { timeout: 5000 })
    host.tap(page, host.findAll(page, 'county-header__switch')[0])
    await host.waitFor(() => expect(host.findAll(page, 'channel-menu__name').length).toBe(38))
    host.tap(page, host.findAll(page, 'channel-menu__entry')[2])
    await host.waitFor(() => expect(texts(page, 'county-header__name')).toEqual(['沙坪坝区']))
    await host.waitFor(() => expect(host.findAll(page, 'channel-menu__entry')).toHaveLength(0))
  })
})

describe('long lists', () => {
  // the simulator renders the whole page on each setData, so a long walk costs it O(n²) (500 stories took
  // 90 s): what a long list must not do, send itself whole again, shows already in how each page's append
  // grows. npm run bench walks 500 stories and holds the largest payload to its budget.
  it('appends each page in a page-sized payload however long the list is (150 stories)', async () => {
    host.setDataSizes.length = 0
    const appends = []
    const page = await openHotList(150, { appends })
    expect(host.findAll(page, 'rank-card').length).toBeGreaterThanOrEqual(150)
    const largest = Math.max(...host.setDataSizes)
    console.log(`weapp: ${host.setDataSizes.length} setData calls while loading 150 stories; largest payload ${(largest / 1024).toFixed(1)} KB; appends ${appends.map(b => (b / 1024).toFixed(1)).join(', ')} KB`)
    expect(appends.length).toBeGreaterThanOrEqual(14)
    // a list sent whole each time would make the 14th append 14 times the first
    expect(Math.max(...appends.slice(-5))).toBeLessThanOrEqual(1.5 * Math.max(...appends.slice(0, 5)))
    expect(largest).toBeLessThanOrEqual(BUDGETS.weappSetData.largestBytes)
  }, 120000)
})

it('/Map: the native map with a pin per district, the reader\'s district picked out; a tap on a pin opens its local channel', async () => {
  const districts = await api('/v1/maps/districts')
  // a reader in 沙坪坝
  host.setPosition({ latitude: 29.541, longitude: 106.457 })
  const page = host.relaunchPage('packages/channel/pages/map/index', {})
  await host.waitFor(() => expect(host.findAll(page, 'district-map__chip')).toHaveLength(districts.length))
  await host.waitFor(() => expect(texts(page, 'district-map__hint')).toEqual(['你在沙坪坝区附近']))
  expect(texts(page, 'district-map__chip--current')).toEqual(['沙坪坝区'])
  const yuzhong = districts.find(d => d.name === '渝中区')
  host.find(page, 'region-map').dispatchEvent('markertap', { detail: { markerId: yuzhong.classId } })
  await host.waitFor(() => expect(host.currentPage().route).toBe('pages/home/index'))
  expect(host.currentPage().options.classId).toBe('4')
  await host.waitFor(() => expect(texts(host.currentPage().component, 'county-header__name')).toEqual(['渝中区']))
  host.setPosition({ latitude: 29.5630, longitude: 106.5516 })
})

it('a keep-alive tab opens where the reader left it: 新闻 scrolled down, 影像, then 新闻 again', async () => {
  const home = host.relaunchPage('pages/home/index', { classId: '1' })
  await host.waitFor(() => expect(host.findAll(home, 'news-card').length).toBeGreaterThan(3))
  host.currentPage().instance.onPageScroll({ scrollTop: 1234 })
  const scrolls = host.callsOf('pageScrollTo').length
  const image = host.relaunchPage('pages/image/index', {})
  await host.waitFor(() => expect(host.findAll(image, 'video-card').length).toBeGreaterThan(0))
  host.relaunchPage('pages/home/index', { classId: '1' })
  await host.waitFor(() => expect(host.callsOf('pageScrollTo').slice(scrolls)).toEqual([expect.objectContaining({ scrollTop: 1234, duration: 0 })]))
})
