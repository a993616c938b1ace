// Safe by default, in the browser (issue 9): a long list reached by big jumps never stalls; the XSS
// corpus in an article, in comments, in the development authorize page and in the search box runs
// nothing (a window.__xss trap stays unset; alert/confirm/prompt are traps too); outside links leave
// the site only through a page that shows where they lead. Every page here runs under the server's CSP
// (a violation is a console error, which fails the test).
const Database = require('better-sqlite3')
const { plantXssStory, XSS_PAYLOADS } = require('../support/xss-story')
const { vis, visibleText, visibleTexts, shot } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { fill } = require('./support/account')

const suite = h5Suite()
let server
let base
let story
beforeAll(() => {
  ({ server, base } = suite)
  story = plantXssStory(server.sqliteFile)
})

/** a page whose scripts find traps instead of the real alert, confirm and prompt */
async function trappedPhone(environment) {
  const session = await suite.phone(environment)
  await session.context.addInitScript(() => {
    const trip = () => { window.__xss = 1 }
    window.alert = trip
    window.confirm = () => { trip(); return false }
    window.prompt = () => { trip(); return null }
  })
  return session
}
const tripped = page => page.evaluate(() => window.__xss)

describe('a long list', () => {
  it('scrolled in 2,500 px steps (a wheel, the End key, a fling) reaches 没有更多了, its footer never blank', async () => {
    const { page } = await suite.phone()
    const asked = []
    page.on('request', r => {
      const url = new URL(r.url())
      if (url.pathname.endsWith('/kratos/v1/channel/home') && url.searchParams.get('channelId') === '1') asked.push(Number(url.searchParams.get('page')))
    })
    await page.goto(`${base}/home/1`)
    await vis(page, '.news-card__title').first().waitFor()
    const footers = []
    // the wheel scrolls what is under the pointer (Taro H5 scrolls the page's own container)
    await page.mouse.move(195, 500)
    for (let step = 0; step < 200; step++) {
      await page.mouse.wheel(0, 2500)
      // what the reader sees at the bottom, a moment after the jump
      await page.waitForTimeout(150)
      const footer = await vis(page, '.list-footer').first().innerText().catch(() => '')
      footers.push(footer.trim())
      if (footer.includes('没有更多了')) break
    }
    expect(footers[footers.length - 1]).toBe('没有更多了')
    expect(footers.filter(f => f === '')).toEqual([])
    // every page in turn, each once, past page 3 (where the old list stalled at page 2); the first page
    // came with the page the server sent (boot data) and is not asked for again
    expect(asked.length).toBeGreaterThan(3)
    expect(asked).toEqual(asked.map((_, i) => i + 2))
    await shot(page, 'safety-list-end')
  })
})

describe('the XSS corpus runs nothing', () => {
  it(`in an article made of ${XSS_PAYLOADS.length} payloads after the sanitiser, and in as many raw comments`, async () => {
    const { page } = await trappedPhone()
    await page.goto(`${base}/NewsDetail?classId=${story.classId}&newsId=${story.newsId}`)
    await vis(page, '.news-detail__title').first().waitFor()
    expect(await visibleText(page, '.news-detail__title')).toBe(story.title)
    const fold = vis(page, '.content-fold__button')
    if (await fold.count()) await fold.first().click()
    await page.waitForFunction(n => document.body.innerText.includes(`第${n}段`), XSS_PAYLOADS.length)
    // event handlers get their chance: hover, focus, scroll through everything
    await page.mouse.move(195, 400)
    for (let y = 0; y < 40; y++) await page.mouse.wheel(0, 1200)
    await page.waitForTimeout(500)
    expect(await tripped(page)).toBeUndefined()

    await page.goto(`${base}/CommentPage?classId=${story.classId}&newsId=${story.newsId}`)
    await vis(page, '.comment-item__text').first().waitFor()
    await page.mouse.move(195, 500)
    for (let y = 0; y < 20; y++) await page.mouse.wheel(0, 2500)
    await page.waitForTimeout(500)
    // the payloads show as the text they are
    const shown = await visibleTexts(page, '.comment-item__text')
    expect(shown.length).toBeGreaterThan(20)
    expect(shown).toContain('<script>__xss=1</script>')
    expect(await tripped(page)).toBeUndefined()
    await shot(page, 'safety-xss-comments')
  })

  it('in the development authorize page, whose nicknames a WeChat user chooses', async () => {
    const db = new Database(server.sqliteFile)
    const ids = db.prepare("select id from wechat_identities where open_id like 'demo-h5-%' order by id").all().map(r => r.id)
    const { page } = await trappedPhone('wechat')
    for (let i = 0; i < XSS_PAYLOADS.length; i += ids.length) {
      ids.forEach((id, j) => db.prepare('update wechat_identities set nickname = ? where id = ?').run((XSS_PAYLOADS[i + j] || '').slice(0, 64), id))
      await page.goto(`${server.url}/dev/wechat/authorize?redirect_uri=${encodeURIComponent(`${base}/home/1`)}&state=${encodeURIComponent(XSS_PAYLOADS[i].slice(0, 128))}`)
      await page.mouse.move(100, 300)
    }
    db.close()
    await page.waitForTimeout(300)
    expect(await tripped(page)).toBeUndefined()
  })

  it('in the search box and the address', async () => {
    const { page } = await trappedPhone()
    for (const p of XSS_PAYLOADS.filter((_, i) => i % 6 === 0)) {
      await page.goto(`${base}/SearchPage?search=${encodeURIComponent(p.slice(0, 30))}`)
      await vis(page, '.search-bar__input').first().waitFor()
    }
    await page.waitForTimeout(300)
    expect(await tripped(page)).toBeUndefined()
  })
})

describe('outside links', () => {
  it('go through a page that shows where they lead, with a button', async () => {
    const { page } = await suite.phone()
    const evil = 'https://evil.example/phish?from=上游'
    await page.goto(`${base}/RedirectPage?url=${encodeURIComponent(evil)}`)
    await vis(page, '.leaving__title').first().waitFor()
    expect(await visibleText(page, '.leaving__title')).toBe('即将离开上游新闻')
    expect(await visibleText(page, '.leaving__host')).toBe('evil.example')
    expect(await visibleText(page, '.leaving__url')).toBe(evil)
    expect(await visibleText(page, '.leaving__continue')).toBe('继续访问')
    // nothing left the site by itself
    expect(new URL(page.url()).host).toBe(new URL(base).host)
    await shot(page, 'safety-leaving')
  })

  it('refuse anything but a web address', async () => {
    const { page } = await trappedPhone()
    for (const url of ['javascript:__xss=1', 'data:text/html,<script>__xss=1</script>', 'vbscript:x', '//evil.example']) {
      await page.goto(`${base}/RedirectPage?url=${encodeURIComponent(url)}`)
      await vis(page, '.empty-state__text').first().waitFor()
      expect(await visibleText(page, '.empty-state__text')).toBe('链接地址无效')
    }
    expect(await tripped(page)).toBeUndefined()
    expect(new URL(page.url()).host).toBe(new URL(base).host)
  })

  it('a login return address cannot be another site', async () => {
    const { page } = await suite.phone()
    await page.goto(`${base}/LoginPage?mastLogin=true&redirect=${encodeURIComponent('https://evil.example/')}`)
    await vis(page, '.login-page__choice').first().waitFor()
    await vis(page, '.login-page__choice').filter({ hasText: '密码登录' }).click()
    await vis(page, '.auth-form__submit').first().waitFor()
    await fill(page, '.phone-input__field', '13800000002')
    await fill(page, '.auth-form__input', 'Demo1234')
    await vis(page, '.auth-form__submit').first().click()
    // signed in, and home instead of the other site
    await page.waitForURL(`${base}/home/1`)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
  })
})

describe('an address anyone can write', () => {
  // a NaN id once made a new store at each render under Preact (NaN !== NaN), each asking the server:
  // hundreds of requests a second from one open page
  it('with a story id that is not a number shows that the story is not there, and asks the server nothing', async () => {
    const { page } = await suite.phone()
    const asked = []
    page.on('request', r => { if (/\/v1\/(news\/getDetails|comment\/getList)$/.test(new URL(r.url()).pathname)) asked.push(r.url()) })
    for (const address of ['/NewsDetail?classId=1&newsId=abc', '/NewsDetail', '/CommentPage?classId=1&newsId=1e999']) {
      await page.goto(`${base}${address}`)
      if (address.startsWith('/NewsDetail')) expect(await visibleText(page, '.news-detail__error')).toContain('新闻不存在或已下线')
      else expect(await visibleText(page, '.list-footer')).toContain('新闻不存在或已下线')
      await page.waitForTimeout(1500)
    }
    expect(asked).toEqual([])
  })
})
