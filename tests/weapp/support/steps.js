// What a reader does in the mini-program, step by step, shared by the walks: what is on screen, tapping
// by label, arriving at a page, logging in with a password, and a photo for the album.
const fs = require('fs')
const os = require('os')
const path = require('path')
const sharp = require('sharp')
const host = require('./mp-host')

const { text, type } = host
const toasts = () => host.callsOf('showToast').map(t => t.title)
const top = () => host.currentPage().component

/** the elements with a class, or an error to wait on while there are none */
function rendered(root, cls) {
  const els = host.findAll(root, cls)
  if (!els.length) throw new Error(`nothing with class ${cls} yet`)
  return els
}
/** the element with a class whose text includes `has`, once there is one */
const find = (root, cls, has) => host.waitFor(() => rendered(root, cls).find(el => text(el).includes(has)) ?? (() => { throw new Error(`no ${has} in ${cls}`) })())
/** taps the element with a class whose text is `label` */
const tapText = async (root, cls, label) => host.tap(root, await host.waitFor(() => rendered(root, cls).find(el => text(el) === label) ?? (() => { throw new Error(`no ${label}`) })()))
const arrive = route => host.waitFor(() => expect(host.currentPage().route).toBe(route))

/** on the login page (or the password page): 密码登录 with the demo password */
async function passwordLogin(phone) {
  const login = top()
  if (host.currentPage().route === 'packages/account/pages/login/index') {
    await tapText(login, 'login-page__choice', '密码登录')
    await arrive('packages/account/pages/password/index')
  }
  const form = top()
  await host.waitFor(() => rendered(form, 'auth-form__submit'))
  type(form, 'phone-input__field', phone)
  type(form, 'auth-form__input', 'Demo1234')
  host.tap(form, host.findAll(form, 'auth-form__submit')[0])
}

/** signed out from 我的 (the app reloads the page it was on) */
async function signOut() {
  const mine = host.openPage('pages/home/index', {})
  await host.waitFor(() => expect(host.findAll(mine, 'tab-bar__item').length).toBe(4))
  host.tap(mine, host.findAll(mine, 'tab-bar__item--mine')[0])
  const relaunched = host.callsOf('reLaunch').length
  host.tap(mine, await find(mine, 'mine-panel__button--logout', '退出登录'))
  await host.waitFor(() => expect(host.callsOf('reLaunch').length).toBe(relaunched + 1))
}

const LOGIN = 'packages/account/pages/login/index'
const PASSWORD = 'packages/account/pages/password/index'

/** a page that needs a login, opened by a visitor: the login page, then the page as `phone` */
async function openAs(route, phone, query = {}) {
  host.openPage(route, query)
  await arrive(LOGIN)
  // signed in, the app goes back to the page that asked; a page still settling from the sign-out may ask
  // for a login once more, and is answered the same way; then the page is opened, signed in
  for (let round = 0; round < 3 && [LOGIN, PASSWORD].includes(host.currentPage().route); round++) {
    const relaunched = host.callsOf('reLaunch').length
    await passwordLogin(phone)
    await host.waitFor(() => expect(host.callsOf('reLaunch').length).toBe(relaunched + 1))
    await host.settled()
  }
  if (host.currentPage().route !== route) host.openPage(route, query)
  await arrive(route)
  return top()
}

/** a JPEG of `width` × `height` in the temporary folder, as the album would hand it over */
async function photo(name, width, height) {
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.jpg`)
  fs.writeFileSync(file, await sharp({ create: { width, height, channels: 3, background: '#4a7' } }).jpeg().toBuffer())
  return file
}

/**
 * the server itself, as the newsroom's tools and another reader's phone reach it: `api(path, { method,
 * headers, body })` → the parsed envelope. `base()` names the server (the suite's, once it has started).
 */
function serverApi(base) {
  return (path, { method = 'GET', headers = {}, body } = {}) => new Promise((resolve, reject) => {
    const req = require('http').request(`${base()}${path}`, { method, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, res => {
      const chunks = []
      res.on('data', c => chunks.push(c))
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
    })
    req.on('error', reject)
    req.end(body)
  })
}

module.exports = { toasts, top, rendered, find, tapText, arrive, passwordLogin, signOut, openAs, photo, serverApi }
