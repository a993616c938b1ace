// The reading side in Chromium: home → channel → more popup → sub-menu → list end → search → special →
// e-paper; location granted and denied; the county page; the 影像 tab; long lists stay light; the 作文
// channel's rankings and a printed composition (issue 26's first walk).
const { getJson } = require('../support/server')
const { arrive, vis, visibleText, visibleTexts, settled, shot, scrollUntil, waitForToast } = require('./support/browser')
const { h5Suite } = require('./support/suite')

const suite = h5Suite()
let server
let base
beforeAll(() => ({ server, base } = suite))

const api = path => getJson(`${server.url}${path}`).then(r => r.data)
/** an open popup's title */
const popupTitle = page => visibleText(page, '.popup__title')

it('作文: a visitor sees both rankings (人气榜, 高分榜), the whole 高分榜, and reads a printed composition with its teacher’s review', async () => {
  const { page } = await suite.phone()
  const home = await api('/v1/composition/home')
  await page.goto(`${base}/home/composition`)
  await vis(page, '.composition-card__title').first().waitFor()
  expect(await visibleTexts(page, '.composition-home__tab')).toEqual(['人气榜', '高分榜'])
  expect((await visibleTexts(page, '.composition-card__title')).slice(0, home.popular.length)).toEqual(home.popular.map(c => c.title))
  await shot(page, '60-composition-home')
  await vis(page, '.composition-home__tab').filter({ hasText: '高分榜' }).click()
  await page.waitForFunction(t => document.querySelector('.composition-card__title')?.textContent === t, home.highScore[0].title)
  expect((await visibleTexts(page, '.composition-card__score')).slice(0, 5)).toEqual(home.highScore.map(c => `${c.score}分`))

  await vis(page, '.composition-home__more').click()
  await arrive(page, `${base}/composition/RankList?type=start`)
  await page.waitForFunction(() => document.title === '高分榜')
  const all = (await api('/v1/composition/rank?type=score&period=all')).list
  await vis(page, '.composition-card__title').first().waitFor()
  expect((await visibleTexts(page, '.composition-card__title')).slice(0, 3)).toEqual(all.slice(0, 3).map(c => c.title))
  await shot(page, '61-composition-rank')
  // the popularity ranking by the spec's own query
  await page.goto(`${base}/composition/RankList?type=rank`)
  await vis(page, '.composition-card__title').first().waitFor()
  await page.waitForFunction(() => document.title === '人气榜')
  expect(await visibleText(page, '.tabs__item--active')).toBe('周榜')

  // the paper's latest page, from the channel: a printed composition, its page, its review, where it was printed
  const printed = home.latestIssue.works[0]
  await page.goto(`${base}/home/composition`)
  await vis(page, '.composition-card').filter({ hasText: printed.title }).first().click()
  await arrive(page, `${base}/composition/compositionDetail?id=${printed.id}`)
  await vis(page, '.composition-detail__title').waitFor()
  const d = await api(`/v1/composition/detail?id=${printed.id}&reload=true`)
  const [y, m, day] = home.latestIssue.date.split('-').map(Number)
  expect(await visibleText(page, '.composition-detail__printed')).toBe(`刊于《上游作文》${y}年${m}月${day}日 第6版 · ${home.latestIssue.title}`)
  expect(await visibleText(page, '.composition-detail__teacher-name')).toBe(d.review.teacher.name)
  expect(await visibleText(page, '.composition-detail__score')).toBe(`${d.review.score}分`)
  expect(await visibleText(page, '.composition-detail__highlight')).toBe(`“${d.review.highlights[0]}”`)
  expect(await vis(page, '.composition-detail__thumb').count()).toBe(d.images.length)
  await shot(page, '62-composition-detail')
})

it('walks channels: tab bar, the 全部频道 popup, a sub-menu entry', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/1`)
  await vis(page, '.news-card__title').first().waitFor()
  const banners = (await api('/kratos/v1/channel/home?channelId=1')).banner
  expect(await vis(page, '.banner-carousel__dot').count()).toBe(banners.length)
  expect(await visibleTexts(page, '.banner-carousel__title')).toEqual(expect.arrayContaining([banners[0].title]))
  await shot(page, '10-home-banner-menu')

  await vis(page, '.channel-tabs__item').filter({ hasText: '财经' }).click()
  await page.waitForURL(`${base}/home/7`)
  const finance = (await api('/kratos/v1/channel/home?channelId=7')).list
  await vis(page, '.news-card__title').filter({ hasText: finance[0].title }).first().waitFor()

  await vis(page, '.channel-tabs__more').click()
  expect(await popupTitle(page)).toBe('全部频道')
  const channels = await api('/kratos/v1/channel/list')
  expect(await visibleTexts(page, '.channel-tabs__cell')).toEqual(channels.map(c => c.channelname))
  await shot(page, '11-all-channels')
  await vis(page, '.channel-tabs__cell').filter({ hasText: '作文' }).click()
  await arrive(page, `${base}/home/composition`)
  expect(await visibleText(page, '.channel-tabs__item--active')).toBe('作文')

  // 财经's entry names a list call (apiurl): the sub-channel page lists column 701 through the legacy controller
  await page.goto(`${base}/home/1`)
  const legacy = page.waitForRequest(r => r.url().includes('/api/controller.php?') && r.url().includes('enews=getColumnNewsList'))
  await vis(page, '.channel-menu__name').filter({ hasText: '财经' }).first().click()
  await arrive(page, /\/subchannel\?classId=276&className=/)
  expect(new URL((await legacy).url()).searchParams.get('columnId')).toBe('701')
  const financeList = await api('/kratos/v1/column/list?columnId=701&page=1')
  await vis(page, '.news-card__title').filter({ hasText: financeList[0].title }).first().waitFor()
  expect(await page.title()).toContain('财经')

  await page.goto(`${base}/home/1`)
  await vis(page, '.channel-menu__name').filter({ hasText: '专题' }).first().click()
  await page.waitForURL(`${base}/Special`)
  const specials = await api('/v1/news/specialList?page=1')
  await vis(page, '.special-card__title').first().waitFor()
  expect((await visibleTexts(page, '.special-card__title')).slice(0, 2)).toEqual(specials.slice(0, 2).map(s => s.topicTitle))
  await settled(page, '.special-card')
  await shot(page, '12-specials')

  await vis(page, '.special-card__cover').nth(1).click()
  await page.waitForURL(`${base}/SpecialPage?classId=${specials[1].classId}`)
  await vis(page, '.special-screen__title').waitFor()
  expect(await visibleText(page, '.special-screen__title')).toBe(specials[1].topicTitle)
  await vis(page, '.tabs__item').filter({ hasText: '交通互联' }).click()
  const transport = await api('/kratos/v1/column/list?columnId=5022&page=1')
  await vis(page, '.news-card__title').filter({ hasText: transport[0].title }).first().waitFor()
  await settled(page, '.special-screen__head')
  await shot(page, '13-special-page')
})

it('pages a channel to its end: 没有更多了', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/11`)
  await vis(page, '.news-card__title').first().waitFor()
  await scrollUntil(page, async () => (await vis(page, '.list-footer').filter({ hasText: '没有更多了' }).count()) > 0)
  const total = (await api('/kratos/v1/channel/home?channelId=11&pageSize=40')).list.length
  expect(await page.locator('.news-card').count()).toBe(total)
  // the channel bar stays at the top once the page has scrolled past it
  expect(await vis(page, '.channel-tabs__bar--fixed').count()).toBe(1)
  await shot(page, '14-list-end')
  await page.mouse.wheel(0, -100000)
  await page.waitForFunction(() => !document.querySelector('.channel-tabs__bar--fixed'))
})

it('searches: hot words, results, and the empty state', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/1`)
  await vis(page, '.home__search').click()
  await page.waitForURL(`${base}/SearchPage`)
  const words = await api('/v1/news/getNewsHotWord')
  await vis(page, '.search-page__hot-word').first().waitFor()
  expect((await visibleTexts(page, '.search-page__hot-word')).map(t => t.replace(/\s/g, ''))).toEqual(words.map((w, i) => `${i + 1}${w.title}`))
  await shot(page, '15-search-start')
  await vis(page, '.search-page__hot-word').filter({ hasText: '火锅' }).click()
  const results = await api(`/kratos/v1/search/home?keyword=${encodeURIComponent('火锅')}&page=1`)
  await vis(page, '.news-card__title').filter({ hasText: results[0].title }).first().waitFor()
  expect(page.url()).toBe(`${base}/SearchPage?search=${encodeURIComponent('火锅')}`)
  await shot(page, '16-search-results')
  await vis(page, 'input.search-bar__input').fill('量子纠缠火星基地')
  await vis(page, '.search-bar__go').click()
  await vis(page, '.empty-state__text').filter({ hasText: '暂无相关内容' }).waitFor()
  await shot(page, '17-search-empty')
})

it('reads the e-paper: editions by date, pages, the stories on a page', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/1`)
  await vis(page, '.channel-menu__name').filter({ hasText: '电子报' }).first().click()
  await page.waitForURL(`${base}/readNewspaper`)
  const dates = await api('/v1/epaper/dates?paper=cqcb')
  await vis(page, '.epaper__date--active').waitFor()
  expect(await vis(page, '.epaper__date').count()).toBe(7)
  expect(await visibleText(page, '.top-bar__title')).toBe('重庆晨报')
  const edition = await api('/v1/epaper/edition?paper=cqcb')
  expect(await visibleTexts(page, '.epaper__article')).toEqual(edition.pages[0].articles.map(a => a.title))
  // the page image keeps the paper's proportions and its blocks can be tapped
  const box = await vis(page, '.epaper__sheet').boundingBox()
  expect(box.height / box.width).toBeCloseTo(1.414, 1)
  await page.evaluate(() => new Promise(r => {
    const img = document.querySelector('.epaper__image img')
    if (!img || img.complete) r(undefined)
    else img.addEventListener('load', () => r(undefined))
  }))
  await shot(page, '18-epaper')
  await vis(page, '.tabs__item').filter({ hasText: '第05版 区县' }).click()
  expect(await visibleTexts(page, '.epaper__article')).toEqual(edition.pages[4].articles.map(a => a.title))
  await vis(page, '.epaper__area').first().click()
  await vis(page, '.epaper-article__title').waitFor()
  expect(await visibleText(page, '.epaper-article__title')).toBe(edition.pages[4].articles[0].title)
  expect(await popupTitle(page)).toBe('第05版 区县')
  await shot(page, '19-epaper-article')
  await vis(page, '.popup__close').click()
  await vis(page, '.epaper__date').nth(3).click()
  const older = await api(`/v1/epaper/edition?paper=cqcb&date=${dates.dates[3]}`)
  await vis(page, '.epaper__article').filter({ hasText: older.pages[0].articles[0].title }).first().waitFor()
})

describe('location', () => {
  it('granted: the 国内 channel takes the area’s name and lists its news; 全部地方频道 picks a city', async () => {
    const session = await suite.phone('browser', { geolocation: { latitude: 30.6598, longitude: 104.0633 }, permissions: ['geolocation'] })
    const { page } = session
    await page.goto(`${base}/home/1`)
    await vis(page, '.channel-tabs__item').filter({ hasText: '四川' }).waitFor()
    expect(await vis(page, '.channel-tabs__item').filter({ hasText: '国内' }).count()).toBe(0)
    await vis(page, '.channel-tabs__item').filter({ hasText: '四川' }).click()
    await page.waitForURL(`${base}/home/6`)
    const sichuan = await api('/v1/news/getCountryHotNews?areaNumber=5&page=1')
    await vis(page, '.news-card__title').filter({ hasText: sichuan[0].title }).first().waitFor()
    expect(await visibleText(page, '.local-bar__name')).toBe('四川')
    await vis(page, '.local-bar__switch').click()
    expect(await popupTitle(page)).toBe('全部地方频道')
    expect(await vis(page, 'input.local-picker__input').getAttribute('placeholder')).toBe('搜索城市名称')
    expect(await visibleTexts(page, '.local-picker__group-name')).toEqual(['重庆', '四川', '贵州', '陕西', '湖北', '湖南'])
    await vis(page, '.local-picker__group-head').filter({ hasText: '贵州' }).click()
    expect(await visibleTexts(page, '.local-picker__place')).toEqual(['贵阳', '遵义', '六盘水', '安顺', '毕节', '铜仁'])
    await shot(page, '20-local-picker')
    await vis(page, 'input.local-picker__input').fill('火星')
    await vis(page, '.empty-state__text').filter({ hasText: '暂无数据' }).waitFor()
    await vis(page, 'input.local-picker__input').fill('绵')
    await vis(page, '.local-picker__place').filter({ hasText: '绵阳' }).click()
    expect(await visibleText(page, '.local-bar__name')).toBe('绵阳')
    const mianyang = await api('/v1/news/getCountryHotNews?areaNumber=1702&page=1')
    await vis(page, '.news-card__title').filter({ hasText: mianyang[0].title }).first().waitFor()
    await shot(page, '21-local-mianyang')
  })

  it('denied: 定位失败, and the 国内 channel lists domestic news', async () => {
    const session = await suite.phone()
    const { page } = session
    await page.goto(`${base}/home/6`)
    await waitForToast(page, '定位失败')
    await shot(page, '22-location-denied')
    expect(await visibleText(page, '.channel-tabs__item--active')).toBe('国内')
    expect(await visibleText(page, '.local-bar__name')).toBe('国内')
    const domestic = await api('/v1/news/getCountryHotNews?areaNumber=999&page=1')
    await vis(page, '.news-card__title').filter({ hasText: domestic[0].title }).first().waitFor()
  })
})

it('the county page: district, weather, and the switch-city dropdown', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/4`)
  await vis(page, '.county-header__name').waitFor()
  expect(await visibleText(page, '.county-header__name')).toBe('渝中区')
  const weather = await api(`/v1/maps/weather?area=${encodeURIComponent('渝中区')}`)
  await vis(page, '.county-header__temp').waitFor()
  expect(await visibleText(page, '.county-header__temp')).toBe(`${weather.temperature}°`)
  await vis(page, '.county-header__switch').click()
  expect(await vis(page, '.county-header__dropdown .channel-menu__entry').count()).toBe(38)
  await shot(page, '23-county-dropdown')
  await vis(page, '.county-header__switch').click()
  expect(await vis(page, '.county-header__dropdown').count()).toBe(0)
  await vis(page, '.county-header__switch').click()
  await vis(page, '.county-header__dropdown .channel-menu__name').filter({ hasText: '江北区' }).click()
  expect(await vis(page, '.county-header__dropdown').count()).toBe(0)
  expect(await visibleText(page, '.county-header__name')).toBe('江北区')
  const county = (await api('/kratos/v1/channel/list')).find(c => c.channelid === 4)
  const jiangbeiId = county.sub.find(d => d.columnname === '江北区').columnid
  const jiangbei = await api(`/kratos/v1/column/list?columnId=${jiangbeiId}&page=1`)
  await vis(page, '.news-card__title').filter({ hasText: jiangbei[0].title }).first().waitFor()
})

it('the 影像 tab: video, live, 拍客 and VR', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/1`)
  await vis(page, '.tab-bar__item').filter({ hasText: '影像' }).click()
  await page.waitForURL(`${base}/Image`)
  await vis(page, '.video-card__title').first().waitFor()
  await shot(page, '24-image-video')
  await vis(page, '.tabs__item').filter({ hasText: '直播' }).click()
  await page.waitForURL(`${base}/Image/LivePage`)
  await vis(page, '.live-card__state').first().waitFor()
  // the cards after the first view are drawn a moment later (useProgressive): wait for them, then compare
  let states = new Set()
  for (const until = Date.now() + 5000; Date.now() < until; await page.waitForTimeout(100)) {
    states = new Set(await visibleTexts(page, '.live-card__state'))
    if (states.size >= 3) break
  }
  expect(states).toEqual(new Set(['直播中', '未开始', '回放']))
  await shot(page, '25-image-live')
  await vis(page, '.tabs__item').filter({ hasText: '拍客' }).click()
  await vis(page, '.news-card__badge').first().waitFor()
  await vis(page, '.tabs__item').filter({ hasText: 'VR' }).click()
  await vis(page, '.vr-card__mark').first().waitFor()
  await shot(page, '26-image-vr')
})

it('topics and 上游号 pages', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/14`)
  await vis(page, '.scroll-block__more').filter({ hasText: '查看更多' }).click()
  // the home's own topic items stay in the DOM under the new page: wait for the new one to be on top
  await arrive(page, `${base}/timeTopic/home`)
  await vis(page, '.topic-item__title').first().waitFor()
  await shot(page, '27-topics')
  await vis(page, '.topic-item__title').first().click()
  await arrive(page, `${base}/timeTopic/home?id=1`)
  await vis(page, '.topic-head__title').filter({ hasText: '#重庆马拉松#' }).waitFor()
  await page.goto(`${base}/home/13`)
  await vis(page, '.provider-block__name').first().waitFor()
  await vis(page, '.provider-block__item').filter({ hasText: '重庆交巡警' }).click()
  await arrive(page, `${base}/ShangyouSelf?classId=1302`)
  await vis(page, '.provider-head__name').filter({ hasText: '重庆交巡警' }).waitFor()
  await vis(page, '.news-card__title').first().waitFor()
  await settled(page, '.provider-head')
  // its brief folds at three lines: 展开 / 收起 (spec §5)
  await vis(page, '.provider-head__intro .fold-text__toggle').filter({ hasText: '展开' }).waitFor()
  const folded = await vis(page, '.provider-head__intro .fold-text__text').boundingBox()
  await shot(page, '28-account')
  await vis(page, '.fold-text__toggle').click()
  await vis(page, '.fold-text__toggle').filter({ hasText: '收起' }).waitFor()
  expect((await vis(page, '.provider-head__intro .fold-text__text').boundingBox()).height).toBeGreaterThan(folded.height)
})

it('stays light: 500 stories loaded, at most 2,500 elements on the page', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/-100000`)
  await vis(page, '.rank-card').first().waitFor()
  const count = () => page.evaluate(() => {
    const shown = document.querySelectorAll('.rank-card').length
    const rest = [...document.querySelectorAll('.chunked-list__placeholder')].length * 10
    return shown + rest
  })
  // a reader's steady scrolling (one flick to the very bottom would skip Taro's reach-bottom event)
  await scrollUntil(page, async () => (await count()) >= 500, { max: 400, step: 700 })
  const elements = await page.evaluate(() => document.querySelectorAll('*').length)
  const loaded = await count()
  console.log(`h5: ${loaded} stories loaded; ${elements} elements on the page`)
  expect(loaded).toBeGreaterThanOrEqual(500)
  expect(elements).toBeLessThanOrEqual(2500)
  await shot(page, '29-long-list')
}, 120000)
