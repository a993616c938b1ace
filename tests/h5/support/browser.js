// Chromium for the H5 layer: a phone context per environment, page errors collected, visible-node
// helpers (Taro H5 keeps earlier pages in the DOM, hidden) and screenshots under tests/h5/shots.
const fs = require('fs')
const path = require('path')
const { chromium } = require('playwright-core')

const SHOTS = path.join(__dirname, '..', 'shots')
fs.mkdirSync(SHOTS, { recursive: true })

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const UA = {
  browser: `${IOS} Safari/604.1`,
  wechat: `${IOS} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`,
  app: `${IOS} ShangyouNews/6.2.0 udid/E2E-DEVICE`,
  'mp-webview': `${IOS} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef`,
}

async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/**
 * Every toast text the page shows, in order (window.__toasts): toasts come and go within seconds,
 * so a test reads this record instead of racing the toast on screen.
 */
function recordToasts() {
  window.__toasts = []
  const showing = new WeakMap()
  const look = () => {
    for (const t of document.querySelectorAll('.sy-toast')) {
      const text = t.hidden || getComputedStyle(t).display === 'none' ? '' : t.innerText.trim()
      if (text && showing.get(t) !== text) window.__toasts.push(text)
      showing.set(t, text)
    }
  }
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] })
}

/** A phone (390×844) in one of the four H5 environments; page and console errors are collected. */
async function phone(browser, environment = 'browser', options = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true,
    userAgent: UA[environment], locale: 'zh-CN', ...options,
  })
  await context.addInitScript(recordToasts)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', e => errors.push(`pageerror: ${e.message}`))
  page.on('console', m => { if (m.type() === 'error') errors.push(`console: ${m.text()}`) })
  return { context, page, errors }
}

/** what the reader sees of the app: visible nodes, never the server's first screen lying over it */
const vis = (page, selector) => page.locator(selector).and(page.locator(':not(#sy-first-paint, #sy-first-paint *)')).filter({ visible: true })

/** the toasts shown so far */
const toasts = page => page.evaluate(() => window.__toasts)
/** waits until a toast with this text has shown */
async function waitForToast(page, text) {
  await page.waitForFunction(t => window.__toasts.includes(t), text)
}

async function visibleText(page, selector) {
  return (await vis(page, selector).first().innerText()).replace(/\s+/g, ' ').trim()
}

async function visibleTexts(page, selector) {
  return (await vis(page, selector).allInnerTexts()).map(t => t.replace(/\s+/g, ' ').trim())
}

/** Taro H5 slides pages in: wait until the visible page root sits at x≈0. */
async function settled(page, selector) {
  await page.waitForFunction(s => {
    const el = [...document.querySelectorAll(s)].find(e => e.offsetParent)
    return el && Math.abs(el.getBoundingClientRect().left) < 1
  }, selector)
}

/**
 * Waits for the address, then for that address's page to be the one on screen: Taro H5 changes the
 * address before it renders the new page, and until then the old page's fields take the typing.
 * (For pages Taro opens with navigateTo/redirectTo/reLaunch; not for address-only changes.)
 */
async function arrive(page, url) {
  await page.waitForURL(url)
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('.taro_page')].filter(el => getComputedStyle(el).display !== 'none')
    const top = shown[shown.length - 1]
    return !!top && top.id.split('?')[0] === location.pathname && top.childElementCount > 0 &&
      Math.abs(top.getBoundingClientRect().left) < 1
  })
}

/** a screenshot once no page is sliding in or out (and, for a moment at most, nothing fading in) */
async function shot(page, name) {
  await page.waitForFunction(() => [...document.querySelectorAll('.taro_page')].every(el => {
    const r = el.getBoundingClientRect()
    return getComputedStyle(el).display === 'none' || r.width === 0 || Math.abs(r.left) < 1
  }))
  // finite transitions (a modal fading in); endless ones (skeleton shimmer) are not waited for
  await page.waitForFunction(() => document.getAnimations().every(a => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    null, { timeout: 1500 }).catch(() => undefined)
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

/**
 * What the phone showed when a test failed: a screenshot under shots/failed/, and the address, the
 * toasts and the errors in the log, so a failure seen once in CI can be read afterwards.
 */
async function keepFailure(session, testName) {
  const { page, errors } = session
  const name = testName.replace(/[^\w\u4e00-\u9fa5-]+/g, '-').slice(0, 80)
  const file = path.join(SHOTS, 'failed', `${name}.png`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    const seen = await page.evaluate(() => window.__toasts ?? [])
    await page.screenshot({ path: file })
    console.log(`[h5 failure] ${testName}\n  url: ${page.url()}\n  toasts: ${JSON.stringify(seen)}\n  errors: ${JSON.stringify(errors)}\n  screenshot: ${file}`)
  } catch (err) {
    console.log(`[h5 failure] ${testName}: the page could not be read (${err.message})`)
  }
}

/** scroll the page (Taro H5 scrolls the window) down until `done` says so */
async function scrollUntil(page, done, { max = 80, step = 4000 } = {}) {
  // the wheel scrolls what is under the pointer: Taro H5 scrolls each page's own container
  await page.mouse.move(195, 500)
  for (let i = 0; i < max; i++) {
    if (await done()) return
    await page.mouse.wheel(0, step)
    await page.waitForTimeout(120)
  }
  if (!(await done())) throw new Error('scrolled without reaching the condition')
}

/**
 * stands in for the provider's app in a phone opened in it: the JS bridge it injects, answering getToken
 * (no token) and recording every call in window.__bridge as { name, data }
 */
async function recordBridge(page) {
  await page.addInitScript(() => {
    window.__bridge = []
    window.WebViewJavascriptBridge = {
      callHandler(name, data, cb) { window.__bridge.push({ name, data }); cb(name === 'getToken' ? { token: '' } : {}) },
      registerHandler() {},
    }
  })
}

/** records the layout shifts without input from the page's start, in window.__shifts */
const watchShifts = page => page.addInitScript(() => {
  window.__shifts = []
  new PerformanceObserver(list => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value) })
    .observe({ type: 'layout-shift', buffered: true })
})

module.exports = { watchShifts, launch, phone, keepFailure, arrive, vis, visibleText, visibleTexts, settled, shot, scrollUntil, toasts, waitForToast, recordBridge, UA }
