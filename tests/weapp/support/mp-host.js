/**
 * A WeChat mini-program host for the *compiled* dist/weapp under jest/jsdom (miniprogram-simulate:
 * j-component + exparser + the official wcc compiler). Adapted from ../shared/reference/mp-host.js.
 *
 * Its `wx` is real enough to carry the app: wx.request performs real HTTP to the test server,
 * storage keeps a Map, wx.login returns a code the server's local WeChat provider accepts,
 * wx.getLocation returns a position the test sets, and toasts, modals, clipboard and navigation
 * are recorded (navigation opens the next page through the host) so tests can assert them.
 */
const fs = require('fs')
const http = require('http')
const path = require('path')
const simulate = require('miniprogram-simulate') // defines global.Component/Behavior and a bare global.wx
const simUtils = require('miniprogram-simulate/src/utils')

const DIST = path.resolve(__dirname, '..', '..', '..', 'dist', 'weapp')
/** the API address the weapp build calls by default (config/constants.ts) */
const BUILD_API_BASE = process.env.SY_WEAPP_API_BASE || 'http://127.0.0.1:8080'

// simulate.load() runs each component's .js with require() and expects Component() to be called
// again on a second load; under jest the module registry ignores require.cache deletes, so remember
// each file's definition and replay it.
const simComponent = global.Component
const definitions = new Map()
let runningFile = null

/** The size of every setData payload (JSON bytes): WeChat audits payloads over 256 KB. */
const setDataSizes = []
/** every setData call: its size and when it came (ms since the epoch), for npm run bench */
const setDataLog = []
/** every wx.request: its address and when it went; `order` counts setData calls and requests together */
const requestLog = []
let order = 0
function recordSetData(instance) {
  if (!instance || instance.__recording || typeof instance.setData !== 'function') return
  const original = instance.setData.bind(instance)
  instance.setData = (data, callback) => {
    const bytes = Buffer.byteLength(JSON.stringify(data))
    setDataSizes.push(bytes)
    setDataLog.push({ bytes, at: Date.now(), order: ++order, born: instance.__born })
    const result = original(data, callback)
    // what is on screen may have changed: intersection observers look again
    setTimeout(checkIntersections, 0)
    return result
  }
  instance.__recording = true
  // when it came to be, on the same count: a test can tell a new page's setData from a closed page's late one
  instance.__born = order
}
function withRecorder(definition) {
  const lifetimes = definition.lifetimes || {}
  const created = lifetimes.created || definition.created
  return {
    ...definition,
    lifetimes: {
      ...lifetimes,
      created() {
        recordSetData(this)
        if (created) return created.apply(this, arguments)
      },
    },
  }
}
global.Component = definition => {
  const recorded = withRecorder(definition)
  if (runningFile) definitions.set(runningFile, recorded)
  return simComponent(recorded)
}
simUtils.runJs = filePath => {
  if (definitions.has(filePath)) return simComponent(definitions.get(filePath))
  runningFile = filePath
  try { require(filePath) } finally { runningFile = null }
}

// React 18's scheduler: give it Node's setImmediate so commits finish within a few macrotasks.
if (typeof global.setImmediate !== 'function') global.setImmediate = require('timers').setImmediate

let appInstance
const pageStack = [] // { route, options, component, instance }
global.App = options => { appInstance = options }
global.getApp = () => appInstance
global.getCurrentPages = () => pageStack.map(p => p.instance)
// Pages can be built with Component(): data stays data, every function becomes a method.
global.Page = ({ data, options: _pageJsonConfig, ...rest }) => {
  const methods = {}
  for (const k of Object.keys(rest)) if (typeof rest[k] === 'function') methods[k] = rest[k]
  global.Component({ data, methods })
}

/**
 * The host has no layout engine (every rect is zero): a test may give the size the renderer would
 * lay a selector out at (the H5 layer measures the same content for real).
 */
const layout = new Map()

/** the size given for a selector: by that selector, or (for '#id') by a class the element has */
function givenLayout(selector) {
  if (layout.has(selector)) return layout.get(selector)
  const byId = /^#(.+)$/.exec(selector)
  const top = pageStack[pageStack.length - 1]
  if (!byId || !top) return undefined
  // ids live on the exparser elements, not as DOM attributes
  const el = [...top.component.dom.querySelectorAll('*')].find(x => x.__wxElement && x.__wxElement.id === byId[1])
  if (!el) return undefined
  for (const [key, rect] of layout) {
    const cls = key.startsWith('.') ? key.slice(1) : null
    if (cls && [...el.classList].some(c => c === cls || c.endsWith(`--${cls}`))) return rect
  }
  return undefined
}

/** j-component's SelectorQuery, with the sizes a test gave for its selectors */
function selectorQuery(real) {
  const asked = []
  const wrap = {
    in(component) { real.in(component); return wrap },
    select(selector) {
      const ref = real.select(selector)
      return { boundingClientRect(cb) { asked.push({ selector, all: false }); ref.boundingClientRect(cb); return wrap } }
    },
    selectAll(selector) {
      const ref = real.selectAll(selector)
      return { boundingClientRect(cb) { asked.push({ selector, all: true }); ref.boundingClientRect(cb); return wrap } }
    },
    exec(cb) {
      real.exec(res => cb(res.map((r, i) => {
        const given = asked[i] && givenLayout(asked[i].selector)
        if (!given) return r
        return asked[i].all ? (r || []).map(x => ({ ...x, ...given })) : { ...(r || {}), ...given }
      })))
    },
  }
  return wrap
}

/** the phone the host stands for (what the H5 layer's phone context uses) */
const WINDOW_HEIGHT = 844

/**
 * wx.createIntersectionObserver on the host's layout: an element is on screen only when a test gave
 * its selector a rect (setLayout) that reaches into the viewport (extended by relativeToViewport's
 * bottom margin); without one it is laid out nowhere, as before. Callbacks fire on changes, as WeChat's do.
 */
const intersectionObservers = new Set()
function checkIntersections() {
  for (const o of intersectionObservers) {
    if (!o.selector) continue
    const rect = givenLayout(o.selector)
    const inView = !!rect && rect.top < WINDOW_HEIGHT + o.bottom && rect.top + (rect.height || 0) > 0
    if (inView === o.inView) continue
    o.inView = inView
    o.callback({ intersectionRatio: inView ? 1 : 0, boundingClientRect: rect || {}, intersectionRect: {}, relativeRect: {}, time: Date.now() })
  }
}
function createIntersectionObserver() {
  const o = { selector: '', bottom: 0, inView: false, callback: () => undefined }
  const api = {
    relativeToViewport(margins = {}) { o.bottom = margins.bottom || 0; return api },
    relativeTo() { return api },
    observe(selector, callback) {
      Object.assign(o, { selector, callback })
      intersectionObservers.add(o)
      setTimeout(checkIntersections, 0)
    },
    disconnect() { intersectionObservers.delete(o) },
  }
  return api
}

/** Everything the app asked of wx that a user would notice. */
const calls = []
const storage = new Map()
let serverUrl = ''
let modalAnswer = { confirm: true, cancel: false }
let position = { latitude: 29.5630, longitude: 106.5516 }
/** the demo WeChat user wx.login speaks for (the server's local provider mints the code) */
let loginIdentity = 'demo-mp-bound'

function record(name, args) {
  calls.push({ name, args })
}

/** Callback-style wx API that also returns a promise (as the real one does without callbacks). */
function asyncApi(name, handler) {
  return (options = {}) => {
    record(name, options)
    const answer = new Promise((resolve, reject) => {
      Promise.resolve()
        .then(() => handler(options))
        .then(result => {
          const res = { errMsg: `${name}:ok`, ...result }
          options.success && options.success(res)
          options.complete && options.complete(res)
          resolve(res)
        }, err => {
          const res = { errMsg: `${name}:fail ${err && err.message ? err.message : err}` }
          options.fail && options.fail(res)
          options.complete && options.complete(res)
          reject(res)
        })
    })
    // a caller that passed callbacks has been told; its promise is not left rejecting unheard
    if (options.fail || options.complete) answer.catch(() => undefined)
    return answer
  }
}

function encodeQuery(data) {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&')
}

/** wx.request calls not yet answered, and when that count last changed (see settled) */
let requestsInFlight = 0
let requestsChangedAt = Date.now()
const inFlight = d => { requestsInFlight += d; requestsChangedAt = Date.now() }

/** wx.request → real HTTP. The build's API base address is mapped onto the test server. */
function request(options) {
  record('request', { url: options.url, method: options.method || 'GET', header: options.header, data: options.data })
  requestLog.push({ url: options.url, at: Date.now(), order: ++order })
  inFlight(1)
  const complete = options.complete
  options = { ...options, complete: result => { inFlight(-1); complete && complete(result) } }
  const method = (options.method || 'GET').toUpperCase()
  let url = options.url
  if (url.startsWith(BUILD_API_BASE)) url = serverUrl + url.slice(BUILD_API_BASE.length)
  const header = { ...(options.header || {}) }
  let body
  if (method === 'GET' && options.data && typeof options.data === 'object') {
    const qs = encodeQuery(options.data)
    if (qs) url += (url.includes('?') ? '&' : '?') + qs
  } else if (options.data !== undefined) {
    const type = Object.entries(header).find(([k]) => k.toLowerCase() === 'content-type')
    if (typeof options.data === 'string') body = options.data
    else if (type && /x-www-form-urlencoded/.test(type[1])) body = encodeQuery(options.data)
    else {
      body = JSON.stringify(options.data)
      if (!type) header['Content-Type'] = 'application/json'
    }
  }
  let req
  const task = { abort: () => req && req.destroy(new Error('abort')), onHeadersReceived() {}, offHeadersReceived() {} }
  req = http.request(url, { method, headers: header, timeout: options.timeout || 60000 }, res => {
    const chunks = []
    res.on('data', c => chunks.push(c))
    res.on('end', () => {
      let data = Buffer.concat(chunks).toString('utf8')
      if ((options.dataType || 'json') === 'json') {
        try { data = JSON.parse(data) } catch { /* stays text, as in WeChat */ }
      }
      const result = { data, statusCode: res.statusCode, header: res.headers, cookies: [], errMsg: 'request:ok' }
      options.success && options.success(result)
      options.complete && options.complete(result)
    })
  })
  req.on('timeout', () => req.destroy(new Error('timeout')))
  req.on('error', err => {
    const result = { errMsg: `request:fail ${err.message}` }
    options.fail && options.fail(result)
    options.complete && options.complete(result)
  })
  if (body !== undefined) req.write(body)
  req.end()
  return task
}

/**
 * what wx.chooseMedia hands over next: paths of pictures on this machine, or one video as
 * { video, duration, thumb } (the clip's path, its seconds, the phone's thumbnail); none: cancelled
 */
let chosenMedia = []

/**
 * wx.uploadFile → a real multipart POST of the file at filePath (field `name`) to the test server, with
 * its progress reported once the bytes are written, as WeChat's task does.
 */
function uploadFile(options) {
  record('uploadFile', { url: options.url, filePath: options.filePath, name: options.name, header: options.header, formData: options.formData })
  const listeners = []
  const task = { onProgressUpdate: cb => listeners.push(cb), abort() {} }
  let url = options.url
  if (url.startsWith(BUILD_API_BASE)) url = serverUrl + url.slice(BUILD_API_BASE.length)
  const fail = err => {
    const result = { errMsg: `uploadFile:fail ${err.message}` }
    options.fail && options.fail(result)
    options.complete && options.complete(result)
  }
  let bytes
  try { bytes = fs.readFileSync(options.filePath) } catch (err) { setTimeout(() => fail(err), 0); return task }
  const boundary = `----wxupload${Date.now().toString(16)}`
  // WeChat sends formData's fields before the file
  const fields = Object.entries(options.formData || {}).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  const body = Buffer.concat([
    ...fields,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${options.name}"; filename="${path.basename(options.filePath)}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const req = http.request(url, { method: 'POST', headers: { ...(options.header || {}), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } }, res => {
    const chunks = []
    res.on('data', c => chunks.push(c))
    res.on('end', () => {
      const result = { data: Buffer.concat(chunks).toString('utf8'), statusCode: res.statusCode, errMsg: 'uploadFile:ok' }
      options.success && options.success(result)
      options.complete && options.complete(result)
    })
  })
  req.on('error', fail)
  req.write(body, () => listeners.forEach(cb => cb({ progress: 100, totalBytesSent: body.length, totalBytesExpectedToSend: body.length })))
  req.end()
  return task
}

/** what WeChat does for wx.login: a fresh code, here from the local provider's development endpoint */
function mintCode(openId) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ openId })
    const req = http.request(`${serverUrl}/dev/wechat/mp-code`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, res => {
      const chunks = []
      res.on('data', c => chunks.push(c))
      res.on('end', () => {
        const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        if (answer.statusCode === 200) resolve({ code: answer.data.code })
        else reject(new Error(answer.message))
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

function parseUrl(url) {
  const [p, qs = ''] = url.split('?')
  const query = {}
  for (const part of qs.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    query[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return { route: p.replace(/^\//, ''), query }
}

function installWx() {
  const wx = global.wx
  Object.assign(wx, {
    request,
    getStorageSync: key => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key, value) => { storage.set(key, value) },
    removeStorageSync: key => { storage.delete(key) },
    clearStorageSync: () => storage.clear(),
    getStorage: asyncApi('getStorage', ({ key }) => {
      if (!storage.has(key)) throw new Error('data not found')
      return { data: storage.get(key) }
    }),
    setStorage: asyncApi('setStorage', ({ key, data }) => { storage.set(key, data) }),
    removeStorage: asyncApi('removeStorage', ({ key }) => { storage.delete(key) }),
    showToast: asyncApi('showToast', () => ({})),
    hideToast: asyncApi('hideToast', () => ({})),
    showLoading: asyncApi('showLoading', () => ({})),
    hideLoading: asyncApi('hideLoading', () => ({})),
    showModal: asyncApi('showModal', () => ({ ...modalAnswer })),
    setClipboardData: asyncApi('setClipboardData', () => ({})),
    getLocation: asyncApi('getLocation', () => ({ ...position, accuracy: 30, speed: 0, altitude: 0 })),
    login: asyncApi('login', () => mintCode(loginIdentity)),
    setNavigationBarTitle: asyncApi('setNavigationBarTitle', () => ({})),
    pageScrollTo: asyncApi('pageScrollTo', () => ({})),
    stopPullDownRefresh: asyncApi('stopPullDownRefresh', () => ({})),
    showShareMenu: asyncApi('showShareMenu', () => ({})),
    // queries the current page's rendered tree (j-component's SelectorQuery; there is no layout, so rects are zero)
    createSelectorQuery: () => {
      const top = pageStack[pageStack.length - 1]
      return selectorQuery(top.instance.createSelectorQuery())
    },
    createIntersectionObserver,
    previewImage: asyncApi('previewImage', () => ({})),
    chooseMedia: asyncApi('chooseMedia', ({ count = 9, mediaType = ['image', 'video'] }) => {
      const files = chosenMedia.slice(0, count)
      chosenMedia = []
      if (!files.length) throw new Error('cancel')
      if (files[0].video) {
        if (!mediaType.includes('video')) throw new Error('cancel')
        const f = files[0]
        return { type: 'video', tempFiles: [{ tempFilePath: f.video, size: fs.statSync(f.video).size, duration: f.duration, width: 480, height: 270, thumbTempFilePath: f.thumb, fileType: 'video' }] }
      }
      return { type: 'image', tempFiles: files.map(f => ({ tempFilePath: f, size: fs.statSync(f).size, fileType: 'image' })) }
    }),
    uploadFile,
    createVideoContext: id => ({
      play: () => record('videoPlay', { id }),
      pause: () => record('videoPause', { id }),
      seek: position => record('videoSeek', { id, position }),
      stop: () => record('videoStop', { id }),
    }),
    navigateTo: asyncApi('navigateTo', ({ url }) => {
      const { route, query } = parseUrl(url)
      openPage(route, query)
    }),
    redirectTo: asyncApi('redirectTo', ({ url }) => {
      closeTop()
      const { route, query } = parseUrl(url)
      openPage(route, query)
    }),
    reLaunch: asyncApi('reLaunch', ({ url }) => {
      const { route, query } = parseUrl(url)
      relaunchPage(route, query)
    }),
    navigateBack: asyncApi('navigateBack', ({ delta = 1 } = {}) => {
      for (let i = 0; i < delta && pageStack.length > 1; i++) closeTop()
      const top = pageStack[pageStack.length - 1]
      if (top && top.instance.onShow) top.instance.onShow()
    }),
  })
}

function closeTop() {
  const page = pageStack.pop()
  if (!page) return
  if (page.instance.onUnload) page.instance.onUnload()
  page.component.detach()
}

/** require app.js (vendors/taro/runtime chunks + App(createReactApp(...))) and run onLaunch/onShow */
function launchApp({ server }) {
  serverUrl = server
  installWx()
  require(path.join(DIST, 'app.js'))
  const appJson = require(path.join(DIST, 'app.json'))
  const launch = { path: appJson.pages[0], query: {}, scene: 1001 }
  appInstance.onLaunch(launch)
  appInstance.onShow(launch)
  return { app: appInstance, appJson }
}

/** load + render + attach a page and drive its lifecycle */
function openPage(route, query = {}) {
  const top = pageStack[pageStack.length - 1]
  if (top && top.instance.onHide) top.instance.onHide()
  const id = simulate.load(path.join(DIST, route), { compiler: 'official', rootPath: DIST })
  const component = simulate.render(id)
  component.attach(document.createElement('page-wrapper'))
  const instance = component.instance
  recordSetData(instance)
  instance.route = route
  instance.options = query
  pageStack.push({ route, options: query, component, instance })
  instance.onLoad(query)
  instance.onShow()
  instance.onReady()
  return component
}

/** wx.reLaunch: every open page unloaded, then this one opened alone */
function relaunchPage(route, query = {}) {
  while (pageStack.length) closeTop()
  return openPage(route, query)
}

function currentPage() {
  return pageStack[pageStack.length - 1]
}

/**
 * waits until no wx.request has been in flight for `quietMs` (what a page asked for has arrived and its
 * answers had a moment to render): for a test about what a page leaves out, which has nothing to wait for
 */
async function settled({ quietMs = 100, timeout = 10000 } = {}) {
  const start = Date.now()
  while (requestsInFlight > 0 || Date.now() - requestsChangedAt < quietMs) {
    if (Date.now() - start > timeout) throw new Error(`${requestsInFlight} requests still in flight after ${timeout} ms`)
    await simulate.sleep(20)
  }
}

/** poll until `fn` stops throwing (like @testing-library's waitFor) */
async function waitFor(fn, { timeout = 10000, interval = 20 } = {}) {
  const start = Date.now()
  for (;;) {
    try { return await fn() } catch (e) {
      if (Date.now() - start > timeout) throw e
      await simulate.sleep(interval)
    }
  }
}

/**
 * Nodes with a Taro className anywhere in the rendered tree, including inside nested custom
 * components (Taro's `comp` recursion, `custom-wrapper`), whose shadow trees querySelector does not
 * enter. j-component prefixes classes with the owning component's tag (`main--x`, `comp--x`).
 */
function findAll(root, className) {
  const els = [...root.dom.querySelectorAll(`[class~="${className}"], [class*="--${className}"]`)]
  return els.filter(el => [...el.classList].some(c => c === className || c.endsWith(`--${className}`)))
}

function find(root, className) {
  const [el] = findAll(root, className)
  if (!el) return undefined
  const JComponent = Object.getPrototypeOf(root).constructor.__proto__ // RootComponent extends Component
  return new JComponent(el.__wxElement)
}

/** an element's text as a reader sees it (whitespace folded) */
const text = el => el.textContent.replace(/\s+/g, ' ').trim()
/** the texts of the elements with a class */
const texts = (root, className) => findAll(root, className).map(text)

/** type into a Taro Input the way the mini-program delivers it */
function type(root, className, value) {
  find(root, className).dispatchEvent('input', { detail: { value } })
}

/** dispatch a tap the way the mini-program runtime delivers it */
function tap(root, el) {
  const JComponent = Object.getPrototypeOf(root).constructor.__proto__
  new JComponent(el.__wxElement).dispatchEvent('tap')
}

module.exports = {
  setDataSizes,
  setDataLog,
  requestLog,
  /** the count setData calls and requests share, as it stands now */
  orderNow: () => order,
  simulate,
  DIST,
  calls,
  callsOf: name => calls.filter(c => c.name === name).map(c => c.args),
  storage,
  setModalAnswer: confirm => { modalAnswer = { confirm, cancel: !confirm } },
  setPosition: p => { position = p },
  /** the files the next wx.chooseMedia hands over */
  setChosenMedia: files => { chosenMedia = files },
  setLoginIdentity: openId => { loginIdentity = openId },
  /** the rect (e.g. { height: 2400 }) the renderer would give elements matching `selector` */
  setLayout: (selector, rect) => {
    layout.set(selector, rect)
    setTimeout(checkIntersections, 0)
  },
  clearLayout: selector => {
    layout.delete(selector)
    setTimeout(checkIntersections, 0)
  },
  launchApp,
  openPage,
  relaunchPage,
  currentPage,
  pageStack,
  waitFor,
  settled,
  find,
  findAll,
  tap,
  text,
  texts,
  type,
}
