// A reader's first journey on the H5 site, in Chromium against the real server.
const { getJson } = require('../support/server')
const { vis, visibleText, visibleTexts, settled, shot, scrollUntil, waitForToast } = require('./support/browser')
const sharp = require('sharp')
const { h5Suite } = require('./support/suite')
const { fill } = require('./support/account')

const suite = h5Suite()
let server
let base
beforeAll(() => ({ server, base } = suite))

const homeTitles = async channelId => {
  const { data } = await getJson(`${server.url}/kratos/v1/channel/home?channelId=${channelId}&page=1`)
  return data.list.filter(n => n.showType !== 8 && n.showType !== 9)
}

it('lands on the home of channel 1 with the stories the server returned', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/`)
  await page.waitForURL(`${base}/home/1`)
  await vis(page, '.news-card__title').first().waitFor()
  const expected = (await homeTitles(1)).map(n => n.title)
  const titles = '.news-card__title, .live-card__title, .vr-card__title'
  await page.waitForFunction(([sel, n]) => document.querySelectorAll(sel).length >= n, [titles, expected.length])
  expect((await visibleTexts(page, titles)).slice(0, expected.length)).toEqual(expected)
  expect(await visibleText(page, '.channel-tabs__item--active')).toBe('推荐')
  expect(await visibleText(page, '.promo-bar__text')).toBe('打开上游新闻，阅读体验更佳')
  await shot(page, '01-home')
})

it('loads the next page at the bottom and ends with 没有更多了', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/11`)
  await vis(page, '.news-card__title').first().waitFor()
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, 20000)
    if (await vis(page, '.list-footer').filter({ hasText: '没有更多了' }).count()) break
    await page.waitForTimeout(300)
  }
  await vis(page, '.list-footer').filter({ hasText: '没有更多了' }).waitFor()
  const total = (await getJson(`${server.url}/kratos/v1/channel/home?channelId=11&pageSize=40`)).data.list.length
  expect(await vis(page, '.news-card').count()).toBe(total)
})

it('opens a story, shows its detail, and comes back home', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/1`)
  const story = (await homeTitles(1))[3]
  await vis(page, '.news-card__title').filter({ hasText: story.title }).first().click()
  await page.waitForURL(`${base}/NewsDetail?classId=${story.classId}&newsId=${story.id}`)
  await vis(page, '.news-detail__title').first().waitFor()
  expect(await visibleText(page, '.news-detail__title')).toBe(story.title)
  const detail = (await getJson(`${server.url}/v1/news/getDetails?classId=${story.classId}&newsId=${story.id}`)).data
  expect(await visibleText(page, '.news-detail__class')).toBe(detail.className)
  expect(await visibleText(page, '.news-detail__source')).toBe(detail.befrom)
  expect(await visibleText(page, '.top-bar__title')).toBe(detail.className)
  expect(await vis(page, '.rich-content p').count()).toBeGreaterThan(2)
  await settled(page, '.news-detail')
  await shot(page, '02-detail')
  await vis(page, '.top-bar__back').click()
  await page.waitForURL(`${base}/home/1`)
  await vis(page, '.news-card__title').filter({ hasText: story.title }).first().waitFor()
})

it('loads a shared detail link directly, and after a reload', async () => {
  const session = await suite.phone()
  const { page } = session
  const story = (await homeTitles(6))[0]
  const link = `${base}/NewsDetail?classId=${story.classId}&newsId=${story.id}`
  await page.goto(link)
  await vis(page, '.news-detail__title').first().waitFor()
  expect(await visibleText(page, '.news-detail__title')).toBe(story.title)
  await page.reload()
  await vis(page, '.news-detail__title').first().waitFor()
  expect(page.url()).toBe(link)
  expect(await visibleText(page, '.news-detail__title')).toBe(story.title)
  // back from a page opened directly leads home
  await vis(page, '.top-bar__back').click()
  await page.waitForURL(`${base}/home/1`)
  await shot(page, '03-deeplink-back-home')
})

it('switches channel from the tab bar to /home/{id}', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/1`)
  await vis(page, '.channel-tabs__item').filter({ hasText: '国内' }).click()
  await page.waitForURL(`${base}/home/6`)
  const expected = (await homeTitles(6))[0].title
  await vis(page, '.news-card__title').filter({ hasText: expected }).first().waitFor()
  expect(await visibleText(page, '.channel-tabs__item--active')).toBe('国内')
})

it('opens the named channel sub-paths', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/yu-nong`)
  await vis(page, '.channel-tabs__item--active').waitFor()
  expect(await visibleText(page, '.channel-tabs__item--active')).toBe('渝农')
  await vis(page, '.news-card__title').first().waitFor()
})

describe('environments', () => {
  it('WeChat browser: a promo tap asks before leaving WeChat', async () => {
    const session = await suite.phone('wechat')
    const { page } = session
    await page.goto(`${base}/home/1`)
    await vis(page, '.promo-bar__button').click()
    await vis(page, '.sy-dialog__content').filter({ hasText: '可能离开微信 打开第三方应用' }).waitFor()
    expect(await visibleText(page, '.sy-dialog__foot')).toContain('继续')
    await shot(page, '04-wechat-promo-confirm')
    await vis(page, '.sy-dialog__button').filter({ hasText: '取消' }).click()
    expect(page.url()).toBe(`${base}/home/1`)
    // a news route's bar has its menu: the page's link copied
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await vis(page, '.promo-bar__menu').click()
    await vis(page, '.promo-menu__item').first().waitFor()
    expect(await visibleTexts(page, '.promo-menu__item')).toEqual(['在上游新闻APP中打开', '复制链接', '刷新', '回到首页', '取消'])
    await shot(page, '05-promo-menu')
    await vis(page, '.promo-menu__item').filter({ hasText: '复制链接' }).click()
    await waitForToast(page, '复制成功')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/home/1`)
    expect(await vis(page, '.promo-menu__item').count()).toBe(0)
  })

  it('native-app webview: no promo bar and no top bar', async () => {
    const session = await suite.phone('app')
    const { page } = session
    const story = (await homeTitles(1))[2]
    await page.goto(`${base}/NewsDetail?classId=${story.classId}&newsId=${story.id}`)
    await vis(page, '.news-detail__title').first().waitFor()
    expect(await vis(page, '.promo-bar').count()).toBe(0)
    expect(await vis(page, '.top-bar').count()).toBe(0)
  })

  it('mini-program web-view: no promo bar', async () => {
    const session = await suite.phone('mp-webview')
    const { page } = session
    await page.goto(`${base}/home/1`)
    await vis(page, '.news-card__title').first().waitFor()
    expect(await vis(page, '.promo-bar').count()).toBe(0)
  })
})

describe('addresses the app does not have, and those the specs redirect', () => {
  it('an unknown address says 页面不存在 (HTTP 404) with the way home; /AccumulatedPoints and /composition lead to their pages, from outside and inside the app', async () => {
    const session = await suite.phone()
    const { page } = session
    for (const address of ['/nonexistent-page', '/Mapp']) {
      const res = await page.goto(`${base}${address}`)
      expect(res.status()).toBe(404)
      await page.waitForURL(`${base}/404`)
      await vis(page, '.not-found__title').filter({ hasText: '页面不存在' }).waitFor()
    }
    await shot(page, '76-not-found')
    await vis(page, '.not-found__home').click()
    await page.waitForURL(`${base}/home/1`)
    await vis(page, '.news-card__title').first().waitFor()
    // the document's own 404 status is what Chromium logs: expected here, and nothing else
    session.errors.splice(0, session.errors.length, ...session.errors.filter(e => !/status of 404 \(Not Found\)/.test(e)))

    // from outside: the server's redirect; inside the app: a login that returns to the address
    await page.goto(`${base}/AccumulatedPoints`)
    await page.waitForURL(`${base}/AccumulatedPoints/index`)
    await page.goto(`${base}/composition`)
    await page.waitForURL(`${base}/home/composition`)
    await page.goto(`${base}/PasswordLogin?redirect=${encodeURIComponent('/AccumulatedPoints')}`)
    await fill(page, '.phone-input__field', '13800000002')
    await fill(page, '.auth-form__input', 'Demo1234')
    await vis(page, '.auth-form__submit').click()
    await page.waitForURL(`${base}/AccumulatedPoints/index`)
    await vis(page, '.points__balance').waitFor()
  })

  it('/Map: the districts drawn from the server\'s region data, the reader\'s own marked; a tap opens its local channel', async () => {
    const districts = (await getJson(`${server.url}/v1/maps/districts`)).data
    const session = await suite.phone()
    const { page } = session
    // a reader in 沙坪坝 (the browser's own position)
    await page.context().grantPermissions(['geolocation'])
    await page.context().setGeolocation({ latitude: 29.541, longitude: 106.457 })
    await page.goto(`${base}/Map`)
    await vis(page, '.region-map__district').first().waitFor()
    // every district on the overview; the main urban ones again, closer, under it
    const overview = page.locator('svg[data-view="区县地图"]')
    expect(await overview.locator('.region-map__district').count()).toBe(districts.length)
    expect(await page.locator('svg[data-view="主城"] .region-map__district').count()).toBe(9)
    await vis(page, '.district-map__hint').filter({ hasText: '你在沙坪坝区附近' }).waitFor()
    expect(await overview.locator('.region-map__here').count()).toBe(1)
    expect(await overview.locator('.region-map__district--current').getAttribute('data-name')).toBe('沙坪坝区')
    await shot(page, '77-map')
    await page.locator('svg[data-view="主城"] .region-map__district[data-name="渝中区"] .region-map__dot').click()
    await page.waitForURL(`${base}/home/4`)
    await vis(page, '.county-header__name').filter({ hasText: '渝中区' }).waitFor()
  })

  it('/Map with a tile service named (init\'s mapTiles: AMap\'s when it is the maps provider): its tiles lie under the drawing', async () => {
    const { page } = await suite.phone()
    // the site as if MAP_TILES were set: the page's boot answer says so, and the tile service answers here
    const TILES = 'https://tiles.example/{s}/{z}/{x}/{y}.png'
    await page.route(`${base}/Map`, async route => {
      const res = await route.fetch()
      const html = (await res.text()).replace('"mapTiles":""', `"mapTiles":${JSON.stringify(TILES)}`)
      await route.fulfill({ response: res, body: html })
    })
    const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe3c8' } }).png().toBuffer()
    const asked = []
    await page.route('https://tiles.example/**', route => { asked.push(route.request().url()); return route.fulfill({ contentType: 'image/png', body: tile }) })
    await page.goto(`${base}/Map`)
    await vis(page, '.region-map__district').first().waitFor()
    for (const view of ['区县地图', '主城']) {
      const images = page.locator(`svg[data-view="${view}"] .region-map__tiles image`)
      expect(await images.count()).toBeGreaterThan(0)
      expect(await images.count()).toBeLessThanOrEqual(16)
    }
    await page.waitForFunction(() => document.querySelectorAll('.region-map__tiles image').length > 0)
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.every(u => /^https:\/\/tiles\.example\/[1-4]\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(true)
    await shot(page, '77b-map-tiles')
  })

  it('a jump address opens what its code names: from outside through the server, inside the app through the jump page', async () => {
    const { page } = await suite.phone()
    // code 40: 热榜; channel 5: the news home with 我的 open over it
    await page.goto(`${base}/jump?dt=40`)
    await page.waitForURL(`${base}/hotNews`)
    await vis(page, '.rank-card__title').first().waitFor()
    await page.goto(`${base}/jump?channelId=5`)
    await page.waitForURL(`${base}/home/1?panel=mine`)
    await vis(page, '.mine-panel__name').waitFor()
    // inside the app: a login asked for on the way to a jump address goes on to the page it names
    await page.goto(`${base}/PasswordLogin?redirect=${encodeURIComponent('/jump?dt=46')}`)
    await fill(page, '.phone-input__field', '13800000002')
    await fill(page, '.auth-form__input', 'Demo1234')
    await vis(page, '.auth-form__submit').click()
    await page.waitForURL(`${base}/BangBang/QA/index`)
  })
})

describe('failures a reader can recover from', () => {
  it('shows why the app cannot start, and reloads when asked', async () => {
    const session = await suite.phone()
    const { page } = session
    let fail = true
    // the page as a cache in front of the server may hold it: without the answers the server writes in
    await page.route(`${base}/home/1`, async route => {
      const res = await route.fetch()
      const body = (await res.text()).replace(/<script type="application\/json" id="sy-boot">[\s\S]*?<\/script>/, '')
      await route.fulfill({ response: res, body })
    })
    await page.route('**/kratos/v1/channel/list*', route => (fail ? route.abort('connectionfailed') : route.continue()))
    await page.goto(`${base}/home/1`)
    await vis(page, '.page-shell__error').waitFor()
    expect(await visibleText(page, '.page-shell__error')).toBe('网络连接失败，请稍后重试')
    await shot(page, '05-start-failure')
    fail = false
    await vis(page, '.page-shell__retry').filter({ hasText: '重新加载' }).click()
    await vis(page, '.news-card__title').first().waitFor()
    // the failed request is the expected one; nothing else went wrong
    session.errors = session.errors.filter(e => !/Failed to load resource: net::ERR_FAILED|ERR_CONNECTION/.test(e))
  })

  it('keeps the list and offers a retry when a page fails to load', async () => {
    const session = await suite.phone()
    const { page } = session
    let fail = false
    await page.route('**/kratos/v1/channel/home*', route => (fail ? route.abort('connectionfailed') : route.continue()))
    await page.goto(`${base}/home/1`)
    await vis(page, '.news-card__title').first().waitFor()
    // nothing loading (a page may follow the first while the footer is near): the footer is idle
    await vis(page, '.list-footer').filter({ hasText: '上拉加载更多' }).waitFor()
    // and the first page drawn to its end (a list draws its stories a chunk per task: on CI the footer
    // was idle with 4 of the page's 6 drawn)
    let shown = -1
    for (let n = await vis(page, '.news-card').count(); n !== shown; n = await vis(page, '.news-card').count()) {
      shown = n
      await page.waitForTimeout(300)
    }
    fail = true
    // the wheel scrolls what is under the pointer
    await scrollUntil(page, () => vis(page, '.list-footer--error').count().then(n => n > 0), { step: 3000 })
    expect(await visibleText(page, '.list-footer--error')).toBe('网络连接失败，请稍后重试，点击重试')
    expect(await vis(page, '.news-card').count()).toBe(shown)
    await shot(page, '06-list-retry')
    fail = false
    await vis(page, '.list-footer__retry').click()
    await page.waitForFunction(n => [...document.querySelectorAll('.news-card')].filter(e => e.offsetParent).length > n, shown)
    session.errors = session.errors.filter(e => !/Failed to load resource: net::ERR_FAILED|ERR_CONNECTION/.test(e))
  })
})

it('a keep-alive tab opens where the reader left it: 新闻 scrolled down, 影像, then 新闻 again', async () => {
  const { page } = await suite.phone()
  await page.goto(`${base}/home/1`)
  await vis(page, '.news-list .news-card').first().waitFor()
  const scrolled = () => page.evaluate(() => {
    const shown = [...document.querySelectorAll('.taro_page')].filter(el => getComputedStyle(el).display !== 'none').pop()
    return Math.max(shown?.scrollTop ?? 0, document.scrollingElement.scrollTop)
  })
  await scrollUntil(page, async () => (await scrolled()) >= 1500, { step: 500 })
  const left = await scrolled()
  await vis(page, '.tab-bar__item').filter({ hasText: '影像' }).click()
  await page.waitForURL(`${base}/Image`)
  await vis(page, '.video-card').first().waitFor()
  await vis(page, '.tab-bar__item').filter({ hasText: '新闻' }).click()
  await page.waitForURL(`${base}/home/1`)
  await page.waitForFunction(at => {
    const shown = [...document.querySelectorAll('.taro_page')].filter(el => getComputedStyle(el).display !== 'none').pop()
    return Math.abs(Math.max(shown?.scrollTop ?? 0, document.scrollingElement.scrollTop) - at) < 50
  }, left)
})
