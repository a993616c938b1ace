// The built H5 site under /shangyou_news/: history fallback, run-time API hosts, cache headers.
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { createTestServer, type TestServer } from './helpers'
import { encodeQuery, h5Url, type RouteName, type RouteParams } from '../../common/routes'
import jumpTable from '../fixtures/jump-codes.json'
import { DRAFT_KEY_PATTERN, READER_CHECK_HASH, READER_CHECK_SCRIPT, keptClass, unlessKeptClass } from '../../server/src/content/reader-check'
import { KEPT_NAMES } from '../../server/src/content/first-paint'
import { DRAFTS, draftStorageKey } from '../../common/drafts'

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const APP_UA = `${PHONE_UA} ShangyouNews/6.2.0`

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-h5-'))
fs.mkdirSync(path.join(dir, 'js'))
fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>上游新闻</title></head><body><div id="app"></div></body></html>')
fs.writeFileSync(path.join(dir, 'js', 'app.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
// the build's compressed copy of a file (config/precompress.ts), marked so that the test knows it was the one sent
const BUILT_BR = Buffer.from('brotli copy made by the build')
fs.writeFileSync(path.join(dir, 'js', 'vendor.0123abcd.js'), `console.log(${JSON.stringify('y'.repeat(4000))})`)
fs.writeFileSync(path.join(dir, 'js', 'vendor.0123abcd.js.br'), BUILT_BR)
// each page's own files, as config/page-chunks.ts writes them (one entry not fit to name: left out)
fs.writeFileSync(path.join(dir, 'page-chunks.json'), JSON.stringify({
  'packages/bangbang/pages/politics-detail/index': ['css/77.0123abcd.css', 'js/12.0123abcd.js', 'js/77.0123abcd.js'],
  'packages/bangbang/pages/qa-detail/index': ['js/"><script>.js'],
  'packages/account/pages/login/index': ['css/86.0123abcd.css', 'js/12.0123abcd.js', 'js/86.0123abcd.js'],
  'packages/points/pages/coupons/index': ['js/12.0123abcd.js', 'js/83.0123abcd.js'],
}))

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ seed: false, settings: { h5Dir: dir, apiHosts: { api: 'https://api.example.test', newsApi: '', memberApi: '', mainApi: '' } } })
})
afterAll(async () => {
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('H5 site', () => {
  it.each(['/shangyou_news/', '/shangyou_news', '/shangyou_news/home/1', '/shangyou_news/NewsDetail?classId=101&newsId=10005', '/shangyou_news/home/yu-nong',
    // malformed escapes in the query (the fuzz harness's finds) are read as a browser reads them
    '/shangyou_news/NewsDetail?%5B=%&%5B=%25x', '/shangyou_news/home/1?%5E0k%25%7DU=%'])(
    'answers the page address %s with the app shell', async url => {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=30$/)
      expect(res.body).toContain('<div id="app"></div>')
      // the API hosts configured on the server reach the page at run time, as data (no inline script)
      expect(res.body).toContain('<script type="application/json" id="sy-config">{"apiHost":"https://api.example.test"')
    })

  it("runs under a CSP with no inline script but the reader check's, embeddable only by the allowed origins", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/shangyou_news/home/1' })
    const csp = String(res.headers['content-security-policy'])
    const directive = (name: string) => csp.split(';').map(d => d.trim()).find(d => d.startsWith(`${name} `)) ?? ''
    expect(directive('script-src')).toBe(`script-src 'self' ${READER_CHECK_HASH}`)
    expect(directive('frame-ancestors')).toBe(`frame-ancestors 'self' ${server.settings.allowedOrigins.join(' ')}`)
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.example.test")
    expect(directive('object-src')).toBe("object-src 'none'")
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBeUndefined()
    // every script element is a file or a data block
    for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\bsrc=|type="application\/json"/)
  })

  it('serves hashed assets with immutable caching, compressed', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/shangyou_news/js/app.0123abcd.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('answers a browser that accepts brotli with the copy the build compressed, varying on nothing but the coding', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/shangyou_news/js/vendor.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.rawPayload.equals(BUILT_BR)).toBe(true)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // (a CDN keeps one copy per coding: the site's files do not depend on Accept)
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).not.toContain('accept')
  })

  it("names the page's own files for the browser to fetch with the start-up's", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/shangyou_news/BangBang/politics/detail?id=1' })
    expect(res.statusCode).toBe(200)
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="style" href="/shangyou_news/css/77.0123abcd.css"><link rel="preload" as="script" href="/shangyou_news/js/12.0123abcd.js"><link rel="preload" as="script" href="/shangyou_news/js/77.0123abcd.js">')
    // a page without an entry, and an entry that is not a file name of the build, name nothing
    for (const url of ['/shangyou_news/BangBang/QA/detail?id=1', '/shangyou_news/SearchPage']) {
      expect((await server.app.inject({ method: 'GET', url })).body).not.toContain('rel="preload" as="script"')
    }
  })

  it("names a reader's own page's files alone in the native app, whose login is its own", async () => {
    const head = (url: string) => server.app.inject({ method: 'GET', url, headers: { 'user-agent': APP_UA } }).then(res => res.body.slice(0, res.body.indexOf('</head>')))
    const preloads = (h: string) => [...h.matchAll(/<link rel="preload" as="(?:script|style)" href="\/shangyou_news\/([^"]+)">/g)].map(m => m[1])
    const coupons = await head('/shangyou_news/AccumulatedPoints/coupon')
    expect(preloads(coupons)).toEqual(['js/12.0123abcd.js', 'js/83.0123abcd.js'])
    expect(coupons).not.toContain('sy-first-paint')
  })

  it("draws the login page first on a reader's own page outside the native app, hidden by the page's one inline script from a reader with a session", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/shangyou_news/AccumulatedPoints/coupon', headers: { 'user-agent': PHONE_UA } })
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    // the login page as a visitor sent there sees it, drawn for visitors alone, with the login page's styles
    expect(res.body).toContain('<div id="sy-first-paint" class="first-paint first-paint--visitor">')
    expect(res.body).toContain('<span class="login-page__title">请登录上游账号</span>')
    expect([...head.matchAll(/<link rel="stylesheet" href="\/shangyou_news\/([^"]+)">/g)].map(m => m[1])).toEqual(['css/86.0123abcd.css'])
    // the one inline script, allowed by its hash and by nothing broader
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map(m => m[1])
    expect(inline).toHaveLength(1)
    const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]).digest('base64')}'`
    const csp = String(res.headers['content-security-policy'])
    expect(csp.split(';').map(d => d.trim()).find(d => d.startsWith('script-src '))).toBe(`script-src 'self' ${hash}`)
    // /LoginPage itself: for everyone, its title as the reader who came to it sees it, no inline script
    const login = await server.app.inject({ method: 'GET', url: '/shangyou_news/LoginPage', headers: { 'user-agent': PHONE_UA } })
    expect(login.body).toContain('<div id="sy-first-paint" class="first-paint">')
    expect(login.body).toContain('<span class="login-page__title">登录上游新闻</span>')
    expect(login.body).not.toMatch(/<script>/)
  })

  it('draws the news search for a reader with no search history, and 我要问政 for one with no draft of it, hidden by the same inline script from the others', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/shangyou_news/SearchPage', headers: { 'user-agent': PHONE_UA } })
    expect(res.body).toContain('<div id="sy-first-paint" class="first-paint first-paint--unless-searchHistory">')
    expect(res.body).toContain('placeholder="搜索新闻、话题" maxlength="30"')
    expect(res.body).toContain('<div class="search-page__start">')
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map(m => m[1])
    expect(inline).toEqual([READER_CHECK_SCRIPT])
    expect(inline[0]).toContain("getItem('searchHistory')")
    const csp = String(res.headers['content-security-policy'])
    expect(csp.split(';').map(d => d.trim()).find(d => d.startsWith('script-src '))).toBe(`script-src 'self' ${READER_CHECK_HASH}`)
    // a search link's results are the app's: no screen, no script
    const found = await server.app.inject({ method: 'GET', url: `/shangyou_news/SearchPage?search=${encodeURIComponent('火锅')}`, headers: { 'user-agent': PHONE_UA } })
    expect(found.body).not.toContain('sy-first-paint')
    expect(found.body).not.toMatch(/<script>/)
    // 我要问政, drawn for a reader with no draft of it: the same script, which marks a reader's drafts by their names
    const commit = await server.app.inject({ method: 'GET', url: '/shangyou_news/BangBang/politics/commit', headers: { 'user-agent': PHONE_UA } })
    expect(commit.body).toContain('<div id="sy-first-paint" class="first-paint first-paint--unless-politicsDraft">')
    expect([...commit.body.matchAll(/<script>([^<]*)<\/script>/g)].map(m => m[1])).toEqual([READER_CHECK_SCRIPT])
    expect(DRAFT_KEY_PATTERN.exec(draftStorageKey('visitor', DRAFTS.politics))?.[1]).toBe(DRAFTS.politics)
    expect(DRAFT_KEY_PATTERN.exec(draftStorageKey('12', 'postDraft-exposure'))?.[1]).toBe('postDraft-exposure')
    // every name a screen is drawn without has the rule that hides it from a reader who keeps one
    const rules = fs.readFileSync(path.join(__dirname, '../../src/platform/first-paint.h5.scss'), 'utf8')
    for (const name of KEPT_NAMES) expect({ name, rule: rules.includes(`.${keptClass(name)} .${unlessKeptClass(name)}`) }).toEqual({ name, rule: true })
    // 我要提问 likewise (乡村帮帮's a draft of its own, and the category the address starts with)
    const ask = await server.app.inject({ method: 'GET', url: '/shangyou_news/BangBang/QA/ask', headers: { 'user-agent': PHONE_UA } })
    expect(ask.body).toContain('<div id="sy-first-paint" class="first-paint first-paint--unless-qaDraft">')
    expect([...ask.body.matchAll(/<script>([^<]*)<\/script>/g)].map(m => m[1])).toEqual([READER_CHECK_SCRIPT])
    const ruralAsk = await server.app.inject({ method: 'GET', url: '/shangyou_news/BangBang/QA/ask?section=rural&category=prices', headers: { 'user-agent': PHONE_UA } })
    expect(ruralAsk.body).toContain('<div id="sy-first-paint" class="first-paint first-paint--unless-ruralQaDraft">')
    expect(ruralAsk.body).toContain('<div role="radio" aria-checked="true" class="qa-form__chip qa-form__chip--on">价格</div>')
    // a search page that starts with its box alone is drawn for everyone: no script
    const shop = await server.app.inject({ method: 'GET', url: '/shangyou_news/AccumulatedPoints/SearchPage', headers: { 'user-agent': PHONE_UA } })
    expect(shop.body).toContain('<div id="sy-first-paint" class="first-paint">')
    expect(shop.body).toContain('placeholder="搜索商品、商家"')
    expect(shop.body).not.toMatch(/<script>/)
  })

  it('does not answer a missing asset with the shell', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/shangyou_news/js/missing.js' })
    expect(res.statusCode).toBe(404)
  })

  it('redirects the bare origin to the site', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/shangyou_news/')
  })
})

describe('without a build', () => {
  it('says how to build the site', async () => {
    const bare = await createTestServer({ seed: false })
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/shangyou_news/home/1' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ statusCode: 503, message: 'H5 站点尚未构建，请先运行 npm run build:h5', data: null })
    } finally {
      await bare.close()
    }
  })
})

// the jump codes on H5 (issue 27): the server answers /jump with the page the descriptor names, every row
// of the table the mini-program's jump page goes through too (tests/weapp/jump.test.js)
describe('/jump', () => {
  it.each(jumpTable.rows as [Record<string, string>, RouteName, RouteParams][])('%j leads to %s %j', async (descriptor, name, params) => {
    const res = await server.app.inject({ method: 'GET', url: `/shangyou_news/jump${encodeQuery(descriptor)}` })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(`/shangyou_news${h5Url(name, params)}`)
  })
})
