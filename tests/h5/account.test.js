// Every way in on H5: SMS code, password, register, find and reset, logout (plain browser); the
// WeChat OAuth code flow for bound and unbound users and its errors (WeChat browser); the native app's
// bridge. The server does the real work; codes come from its development outbox.
const { arrive, vis, visibleText, shot, waitForToast, watchShifts } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { slide, fill, requestCode, postJson, freshPhone, openMine, outboxCode, signInTo } = require('./support/account')
const fs = require('fs')
const os = require('os')
const path = require('path')
const sharp = require('sharp')

const suite = h5Suite()
let server
let base
beforeAll(() => ({ server, base } = suite))

/** A refused form (wrong password, wrong code) is an HTTP 400 the browser logs; it is the point of the test. */
function allowRefusals() {
  suite.session.errors = suite.session.errors.filter(e => !/status of 400 \(Bad Request\)/.test(e))
}

/** a new reader's name: no part of the phone in it (issue 24 §9) */
const DEFAULT_NAME = /^上游网友[A-Z2-9]{6}$/

/** the 我的 panel shows who is logged in */
async function expectLoggedInAs(page, name) {
  await openMine(page)
  await vis(page, '.mine-panel__name').filter({ hasText: name }).waitFor()
  await vis(page, '.popup__mask').click({ position: { x: 20, y: 400 } })
}

describe('plain browser', () => {
  it('SMS login: 我的 → 去登录 → slider → code from the outbox → back on the page it came from', async () => {
    const session = await suite.phone()
    const { page } = session
    await page.goto(`${base}/home/7`)
    await openMine(page)
    expect(await visibleText(page, '.mine-panel__name')).toBe('未登录')
    await shot(page, '30-mine-logged-out')
    // the button takes taps only after about 1.8 s
    await vis(page, '.mine-panel__button--waiting').waitFor()
    await vis(page, '.mine-panel__button').filter({ hasText: '去登录' }).and(page.locator(':not(.mine-panel__button--waiting)')).waitFor()
    await vis(page, '.mine-panel__button').click()
    await arrive(page, `${base}/LoginPage?mastLogin=true&redirect=%2Fhome%2F7`)
    expect(await visibleText(page, '.login-page__title')).toBe('请登录上游账号')
    await shot(page, '31-login-page')
    await vis(page, '.login-page__choice').filter({ hasText: '手机验证码登录' }).click()
    await arrive(page, /\/MessageLogin\?redirect=/)
    expect(await visibleText(page, '.phone-input__prefix')).toBe('+86')
    expect(await vis(page, '.code-input__box').count()).toBe(6)
    const phone = freshPhone()
    const code = await requestCode(page, server.url, phone)
    await shot(page, '32-sms-code-sent')
    await fill(page, '.code-input__field', code)
    await arrive(page, `${base}/home/7`)
    await expectLoggedInAs(page, DEFAULT_NAME)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
  })

  it('password login, then logout clears the session and reloads', async () => {
    const session = await suite.phone()
    const { page } = session
    await page.goto(`${base}/PasswordLogin?redirect=${encodeURIComponent('/home/8')}`)
    await fill(page, '.phone-input__field', '13800000001')
    await fill(page, '.auth-form__input', 'wrong-pass1')
    await vis(page, '.auth-form__submit').click()
    await waitForToast(page, '手机号或密码错误')
    allowRefusals()
    await fill(page, '.auth-form__input', 'Demo1234')
    await vis(page, '.auth-form__submit').click()
    await arrive(page, `${base}/home/8`)
    await openMine(page)
    await vis(page, '.mine-panel__name').filter({ hasText: '山城小李' }).waitFor()
    expect(await visibleText(page, '.mine-panel__stats')).toContain('1280')
    expect(await visibleText(page, '.mine-panel__stats')).toContain('积分')
    expect(await visibleText(page, '.mine-panel__stats')).toContain('Lv4')
    await shot(page, '33-mine-logged-in')
    await page.evaluate(() => { window.__beforeReload = true })
    await vis(page, '.mine-panel__button--logout').click()
    await page.waitForFunction(() => !window.__beforeReload)
    await vis(page, '.news-card__title').first().waitFor()
    for (const key of ['token', 'tokenType', 'userId', 'syPhone']) {
      expect(await page.evaluate(k => localStorage.getItem(k), key)).toBeNull()
    }
    await openMine(page)
    expect(await visibleText(page, '.mine-panel__name')).toBe('未登录')
  })

  it('registers a new account', async () => {
    const session = await suite.phone()
    const { page } = session
    await page.goto(`${base}/RegisterPage?redirect=${encodeURIComponent('/home/9')}`)
    const phone = freshPhone()
    const code = await requestCode(page, server.url, phone)
    await fill(page, '.code-input__field', code)
    await fill(page, '.auth-form__input', 'Upstream2026')
    await shot(page, '34-register')
    await vis(page, '.auth-form__submit').click()
    await arrive(page, `${base}/home/9`)
    await expectLoggedInAs(page, DEFAULT_NAME)
    const login = await postJson(`${server.url}/v1/user/login`, { phone, password: 'Upstream2026' })
    expect(login.statusCode).toBe(200)
  })

  it('finds and resets a password, then logs in with the new one', async () => {
    const session = await suite.phone()
    const { page } = session
    await page.goto(`${base}/PasswordLogin`)
    await vis(page, '.auth-form__links').getByText('忘记密码').click()
    await arrive(page, /\/FindPage/)
    await fill(page, '.phone-input__field', '13800000002')
    await slide(page)
    await vis(page, '.sms-fields__button').click()
    await arrive(page, /\/ChangeCheckPage\?phone=13800000002/)
    // pages slide in: act once the new one is on screen
    await vis(page, '.auth-form__subtitle').filter({ hasText: '验证码已发送至 +86 138****0002' }).waitFor()
    await fill(page, '.code-input__field', await outboxCode(server.url, '13800000002'))
    await arrive(page, /\/NewPasswordPage/)
    await vis(page, '.auth-form__title').filter({ hasText: '设置新密码' }).waitFor()
    const fields = vis(page, 'input.auth-form__input')
    await fields.nth(0).fill('Jialing2027')
    await fields.nth(1).fill('Jialing2028')
    await vis(page, '.auth-form__submit').filter({ hasText: '完成' }).click()
    await waitForToast(page, '两次输入的密码不一致')
    // the toast goes away before the next one
    await fields.nth(1).fill('Jialing2027')
    await vis(page, '.auth-form__submit').filter({ hasText: '完成' }).click()
    await arrive(page, /\/PasswordLogin/)
    await vis(page, '.auth-form__title').filter({ hasText: '密码登录' }).waitFor()
    await fill(page, '.phone-input__field', '13800000002')
    await fill(page, '.auth-form__input', 'Jialing2027')
    await vis(page, '.auth-form__submit').filter({ hasText: '登录' }).click()
    await arrive(page, `${base}/home/1`)
    await expectLoggedInAs(page, '嘉陵江畔')
  })

  it('turns away a wrong code with the server’s message', async () => {
    const session = await suite.phone()
    const { page } = session
    await page.goto(`${base}/MessageLogin`)
    const phone = freshPhone()
    const code = await requestCode(page, server.url, phone)
    await fill(page, '.code-input__field', String((Number(code) + 1) % 1000000).padStart(6, '0'))
    await waitForToast(page, '验证码错误')
    expect(page.url()).toMatch(/\/MessageLogin/)
    allowRefusals()
  })
})

describe('编辑资料', () => {
  it('a reader names themselves and picks an avatar; a name the server refuses is said in its words', async () => {
    const session = await suite.phone()
    const { page } = session
    await page.goto(`${base}/MessageLogin?redirect=${encodeURIComponent('/home/2')}`)
    const phone = freshPhone()
    await fill(page, '.code-input__field', await requestCode(page, server.url, phone))
    await arrive(page, `${base}/home/2`)
    await openMine(page)
    const before = await visibleText(page, '.mine-panel__name')
    expect(before).toMatch(DEFAULT_NAME)
    expect(before).not.toContain(phone.slice(-4))
    await vis(page, '.mine-panel__row--profile').click()
    await arrive(page, `${base}/EditProfile`)
    expect(await page.locator('.profile-edit__input input, input.profile-edit__input').first().inputValue()).toBe(before)
    await fill(page, '.profile-edit__input', '上游新闻小编')
    await vis(page, '.auth-form__submit').click()
    await waitForToast(page, '昵称不能使用“上游新闻”“官方”“管理员”等字样')
    allowRefusals()
    await fill(page, '.profile-edit__input', '江北嘴晨跑人')
    const photo = path.join(os.tmpdir(), `avatar-h5-${process.pid}.jpg`)
    fs.writeFileSync(photo, await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a7' } }).jpeg().toBuffer())
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), vis(page, '.picture-picker__add').click()])
    await chooser.setFiles([photo])
    await page.waitForFunction(() => document.querySelectorAll('.picture-picker__image').length === 1 && !document.querySelector('.picture-picker__progress'))
    await shot(page, '37-edit-profile')
    await vis(page, '.auth-form__submit').click()
    await waitForToast(page, '保存成功')
    await arrive(page, `${base}/home/2`)
    await expectLoggedInAs(page, '江北嘴晨跑人')
    await openMine(page)
    expect(await page.locator('.mine-panel__avatar img, img.mine-panel__avatar').first().getAttribute('src')).toMatch(/\/media\/uploads\/\d{4}\/\d\d\/[0-9a-f]{16}-s\.jpg$/)
  })
})

describe('WeChat browser', () => {
  /** runs `use` on the server's SQLite file */
  function withDb(use) {
    const Database = require('better-sqlite3')
    const db = new Database(server.sqliteFile)
    try {
      return use(db)
    } finally {
      db.close()
    }
  }
  /** a demo WeChat identity's row id, as the authorize page's buttons send it */
  const identityId = openId => withDb(db => db.prepare('select id from wechat_identities where open_id = ?').get(openId).id)
  /** a WeChat user not bound to any phone yet, on the authorize page under `nickname` */
  const unboundWechat = nickname => withDb(db => db.prepare(
    "insert into wechat_identities (open_id, union_id, nickname, avatar, user_id, created_at, app) values (?, ?, ?, '', null, ?, 'h5')",
  ).run(`demo-h5-walk-${Date.now()}`, `walk-union-${Date.now()}`, nickname, Date.now()))

  /** on the development authorize page (what WeChat shows), pick who you are */
  async function authorizeAs(page, nickname) {
    await page.waitForURL(/\/dev\/wechat\/authorize/)
    await page.locator('button.who').filter({ hasText: nickname }).click()
  }

  it('a bound WeChat user: 微信登录 → authorize → code → logged in, code gone from the address', async () => {
    const session = await suite.phone('wechat')
    const { page } = session
    await page.goto(`${base}/LoginPage?mastLogin=true&redirect=${encodeURIComponent('/home/10')}`)
    await vis(page, '.login-page__choice--wechat').click()
    await authorizeAs(page, '微信用户·山城小李')
    await arrive(page, `${base}/home/10`)
    await expectLoggedInAs(page, '山城小李')
    expect(page.url()).not.toContain('code=')
  })

  it('an unbound WeChat user sees which WeChat is bound, confirms, binds a phone with an SMS code and is logged in', async () => {
    const session = await suite.phone('wechat')
    const { page } = session
    await page.goto(`${base}/LoginPage?mastLogin=true&redirect=${encodeURIComponent('/home/11')}`)
    await vis(page, '.login-page__choice--wechat').click()
    await authorizeAs(page, '微信用户·新朋友')
    await arrive(page, /\/BindPhone\?redirect=/)
    expect(await visibleText(page, '.auth-form__title')).toBe('绑定手机号')
    // the WeChat being bound, by its nickname and avatar
    expect(await visibleText(page, '.bind-who__label')).toBe('将要绑定的微信')
    expect(await visibleText(page, '.bind-who__name')).toBe('微信用户·新朋友')
    await vis(page, '.bind-who__avatar').waitFor()
    const phone = freshPhone()
    const code = await requestCode(page, server.url, phone)
    await shot(page, '35-bind-phone')
    await fill(page, '.code-input__field', code)
    // nothing is bound before the reader confirms which WeChat goes to which phone
    await vis(page, '.sy-dialog__content').filter({ hasText: `确认把微信“微信用户·新朋友”绑定到手机号${phone.slice(0, 3)}****${phone.slice(-4)}` }).waitFor()
    await shot(page, '35b-bind-confirm')
    await vis(page, '.sy-dialog__button').filter({ hasText: '确认绑定' }).click()
    await arrive(page, `${base}/home/11`)
    await expectLoggedInAs(page, DEFAULT_NAME)
  })

  it('不是我的微信 forgets the WeChat waiting to bind; cancelling the confirmation binds nothing', async () => {
    const session = await suite.phone('wechat')
    const { page } = session
    unboundWechat('微信用户·路人甲')
    await page.goto(`${base}/LoginPage?mastLogin=true&redirect=${encodeURIComponent('/home/12')}`)
    await vis(page, '.login-page__choice--wechat').click()
    await authorizeAs(page, '微信用户·路人甲')
    await arrive(page, /\/BindPhone\?redirect=/)
    const phone = freshPhone()
    const code = await requestCode(page, server.url, phone)
    await fill(page, '.code-input__field', code)
    await vis(page, '.sy-dialog__button').filter({ hasText: '取消' }).click()
    expect(page.url()).toMatch(/\/BindPhone/)
    await vis(page, '.bind-who__not-mine').click()
    await vis(page, '.empty-state').filter({ hasText: '请先使用微信登录' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('wechatBind'))).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  it('a link carrying somebody else’s WeChat code signs nobody in and says so (login CSRF)', async () => {
    // the attacker starts a round trip of their own and picks their WeChat on the authorize page
    const trip = (await postJson(`${server.url}/v1/user/oauthState`, {})).data
    const attacker = await fetch(`${server.url}/dev/wechat/authorize`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: await identityId('demo-h5-new'), redirect_uri: `${base}/home/1`, state: trip.state }),
    })
    const link = attacker.headers.get('location')
    expect(link).toContain('code=')
    // a reader in the WeChat browser opens the link; another opened it while their own 微信登录 was under way
    for (const started of [false, true]) {
      const session = await suite.phone('wechat', { geolocation: { latitude: 29.56, longitude: 106.55 }, permissions: ['geolocation'] })
      const { page } = session
      const exchanges = []
      page.on('request', r => { if (r.url().includes('/tokenByCode')) exchanges.push(r.url()) })
      if (started) {
        await page.goto(`${base}/LoginPage?mastLogin=true&redirect=${encodeURIComponent('/home/1')}`)
        await vis(page, '.login-page__choice--wechat').click()
        await page.waitForURL(/\/dev\/wechat\/authorize/)
      }
      await page.goto(link)
      await waitForToast(page, '微信登录不是从本页面发起的，请重新点击微信登录')
      expect(page.url()).toBe(`${base}/home/1`)
      expect(exchanges).toEqual([])
      expect(await page.evaluate(() => localStorage.getItem('wechatBind'))).toBeNull()
      expect(page.url()).not.toMatch(/BindPhone/)
      await openMine(page)
      expect(await visibleText(page, '.mine-panel__name')).toBe('未登录')
      if (!started) await shot(page, '36-oauth-link-refused')
    }
  })

  it('a WeChat user without a unionId is asked to log in again (请重新登陆)', async () => {
    const session = await suite.phone('wechat')
    const { page } = session
    await page.goto(`${base}/LoginPage?mastLogin=true&redirect=${encodeURIComponent('/home/1')}`)
    await vis(page, '.login-page__choice--wechat').click()
    await authorizeAs(page, '微信用户·未关联开放平台')
    await waitForToast(page, '请重新登陆')
    await openMine(page)
    expect(await visibleText(page, '.mine-panel__name')).toBe('未登录')
  })
})

describe('native-app webview', () => {
  /** stands in for the provider's app: the JS bridge it injects, answering getToken and recording calls */
  const hostBridge = token => `
    window.__bridgeCalls = []
    window.__bridgeHandlers = {}
    setTimeout(() => {
      window.WebViewJavascriptBridge = {
        callHandler(name, data, cb) {
          window.__bridgeCalls.push(name)
          if (name === 'getToken') cb(JSON.stringify({ token: ${JSON.stringify(token)} }))
          else cb({})
        },
        registerHandler(name, fn) { window.__bridgeHandlers[name] = fn },
      }
    }, 600)`

  it('uses the app’s token (waiting for the bridge) and shows the app’s reader', async () => {
    const login = await postJson(`${server.url}/v1/user/login`, { phone: '13800000001', password: 'Demo1234', client: 'app' })
    const session = await suite.phone('app')
    const { page } = session
    await page.addInitScript(hostBridge(login.data.accessToken))
    await page.goto(`${base}/home/1`)
    await expectLoggedInAs(page, '山城小李')
    expect(await page.evaluate(() => window.__bridgeCalls)).toContain('getToken')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    // the app says the reader changed: the page reloads
    await page.evaluate(() => { window.__beforeReload = true })
    await page.evaluate(() => window.__bridgeHandlers.userInfoChange({}))
    await page.waitForFunction(() => !window.__beforeReload)
  })

  it('logs in through the app, not the login pages', async () => {
    const session = await suite.phone('app')
    const { page } = session
    await page.addInitScript(hostBridge(''))
    await page.goto(`${base}/home/1`)
    await openMine(page)
    await vis(page, '.mine-panel__button').and(page.locator(':not(.mine-panel__button--waiting)')).waitFor()
    await vis(page, '.mine-panel__button').click()
    await page.waitForFunction(() => window.__bridgeCalls.includes('login'))
    expect(page.url()).toBe(`${base}/home/1`)
  })
})

it('a frame from an allowed origin can signal a user change; others cannot', async () => {
  const session = await suite.phone()
  const { page } = session
  await page.goto(`${base}/home/1`)
  await vis(page, '.news-card__title').first().waitFor()
  await page.evaluate(() => { window.__beforeReload = true })
  await page.evaluate(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'userInfoChange' }, origin: 'https://evil.example' })))
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.__beforeReload)).toBe(true)
  await page.evaluate(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'userInfoChange' }, origin: 'https://www.cqcb.com' })))
  await page.waitForFunction(() => !window.__beforeReload)
})

describe('the login page, drawn by the server', () => {
  /** the page the app holds back (its start script answered empty): what the page itself shows */
  const withoutApp = page => page.route(url => url.pathname.endsWith('/static/sy-start.js'), route => route.fulfill({ contentType: 'application/javascript', body: '' }))
  /** whether the app's login page was on screen when the server's screen went (window.__loginUnder) */
  const watchHandOver = page => page.addInitScript(() => {
    new MutationObserver(records => {
      for (const r of records) for (const n of r.removedNodes) {
        if (n.id !== 'sy-first-paint') continue
        const login = [...document.querySelectorAll('.taro_page .login-page__title')].find(el => el.getClientRects().length > 0)
        window.__loginUnder = login ? login.textContent : null
      }
    }).observe(document, { subtree: true, childList: true })
  })

  it.each([
    ['/LoginPage', '登录上游新闻', '/LoginPage', '32-first-paint-login'],
    // a reader's own page (RouteMeta.needsLogin) opened by a visitor: where the app takes them, drawn at once
    ['/AccumulatedPoints/coupon', '请登录上游账号', `/LoginPage?mastLogin=true&redirect=${encodeURIComponent('/AccumulatedPoints/coupon')}`, '33-first-paint-login-own-page'],
    ['/MessageList', '请登录上游账号', `/LoginPage?mastLogin=true&redirect=${encodeURIComponent('/MessageList')}`, '34-first-paint-login-messages'],
  ])('%s shows the login page with no script at all; the app\'s takes over without a shift', async (address, title, arrivesAt, shotName) => {
    const still = await suite.phone('browser', { javaScriptEnabled: false })
    await still.page.goto(`${base}${address}`)
    const drawnTitle = still.page.locator('#sy-first-paint .login-page__title')
    expect(await drawnTitle.innerText()).toBe(title)
    expect(await drawnTitle.isVisible()).toBe(true)
    // laid out with the login page's own styles
    expect(await still.page.locator('#sy-first-paint .login-page__choice--main').evaluate(el => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    await shot(still.page, shotName)
    await still.context.close()

    const { page } = await suite.phone()
    await watchShifts(page)
    await watchHandOver(page)
    await page.goto(`${base}${address}`)
    await vis(page, '.taro_page .login-page__title').filter({ hasText: title }).waitFor()
    await page.waitForFunction(() => !document.getElementById('sy-first-paint'))
    // the server's screen stayed until the app's login page was there (not the empty page a visitor leaves)
    expect(await page.evaluate(() => window.__loginUnder)).toBe(title)
    expect(page.url()).toBe(`${base}${arrivesAt}`)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.__shifts.reduce((s, v) => s + v, 0))).toBeLessThanOrEqual(0.02)
  })

  it.each([
    ['/MessageLogin', '验证码登录', '35-first-paint-sms-login'],
    ['/PasswordLogin', '密码登录', '36-first-paint-password-login'],
    ['/RegisterPage', '注册上游新闻', '37-first-paint-register'],
    ['/FindPage', '找回密码', '38-first-paint-find'],
  ])('%s, its form drawn with no script at all (nothing to type into yet); the app\'s takes over without a shift, the same fields', async (address, title, shotName) => {
    const fields = page => page.evaluate(root => [...document.querySelectorAll(`${root} input`)]
      .map(i => [i.className.replace(/\s+/g, ' ').trim(), i.type, i.maxLength, i.placeholder, i.getAttribute('aria-label')]), '#sy-first-paint')
    const still = await suite.phone('browser', { javaScriptEnabled: false })
    await still.page.goto(`${base}${address}?redirect=${encodeURIComponent('/home/1')}`)
    const drawnTitle = still.page.locator('#sy-first-paint .auth-form__title')
    expect(await drawnTitle.innerText()).toBe(title)
    // laid out with the form's own styles; nothing typed into the server's fields
    expect(await still.page.locator('#sy-first-paint .auth-form__submit').evaluate(el => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    expect(await still.page.locator('#sy-first-paint input:not([readonly])').count()).toBe(0)
    const drawnFields = await fields(still.page)
    expect(drawnFields.length).toBeGreaterThan(0)
    await shot(still.page, shotName)
    await still.context.close()

    const { page } = await suite.phone()
    await watchShifts(page)
    await page.goto(`${base}${address}?redirect=${encodeURIComponent('/home/1')}`)
    await vis(page, '.taro_page .auth-form__title').filter({ hasText: title }).waitFor()
    await page.waitForFunction(() => !document.getElementById('sy-first-paint'))
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.__shifts.reduce((s, v) => s + v, 0))).toBeLessThanOrEqual(0.02)
    // the app's fields are the server's (Taro's input: class, type, length, placeholder, label), and take what is typed
    const appFields = await page.evaluate(() => [...document.querySelectorAll('.taro_page input')]
      .map(i => [i.className.replace(/\s+/g, ' ').trim(), i.type, i.maxLength, i.placeholder, i.getAttribute('aria-label')]))
    expect(appFields).toEqual(drawnFields)
    await fill(page, '.phone-input__field', '13800000004')
    expect(await vis(page, '.phone-input__field').inputValue()).toBe('13800000004')
  })

  it('a reader with a session never sees it on their own page: the page hides it before it paints', async () => {
    // a visitor, the app held back: the page shows the login page
    const visitor = await suite.phone()
    await withoutApp(visitor.page)
    await visitor.page.goto(`${base}/AccumulatedPoints/coupon`)
    expect(await visitor.page.locator('#sy-first-paint .login-page__title').isVisible()).toBe(true)
    await visitor.context.close()

    const { page } = await suite.phone()
    await signInTo(page, base, '13800000004', '/AccumulatedPoints/coupon')
    // opened afresh with a session: their own page, the server's screen gone, never the login page
    await page.goto(`${base}/AccumulatedPoints/coupon`)
    await vis(page, '.empty-state, .order-card').first().waitFor()
    await page.waitForFunction(() => !document.getElementById('sy-first-paint'))
    expect(page.url()).toBe(`${base}/AccumulatedPoints/coupon`)
    // the same page, the app held back: the login screen is there, but not shown
    await withoutApp(page)
    await page.goto(`${base}/AccumulatedPoints/coupon`)
    expect(await page.locator('#sy-first-paint .login-page__title').count()).toBe(1)
    expect(await page.locator('#sy-first-paint').isVisible()).toBe(false)
  })
})
