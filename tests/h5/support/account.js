// Account steps as a reader does them in the browser: slide, fill fields, read the SMS outbox.
const { getJson, httpGet } = require('../../support/server')
const { arrive, vis } = require('./browser')
const http = require('http')

/** drag the slider handle to the end the way a finger does: a dozen moves over half a second */
async function slide(page) {
  const handle = vis(page, '.slider-verify__handle')
  await handle.waitFor()
  // the challenge arrives with the page: wait until the server has answered it
  await page.waitForLoadState('networkidle')
  const box = await handle.boundingBox()
  const track = await vis(page, '.slider-verify').boundingBox()
  const y = box.y + box.height / 2
  const x0 = box.x + box.width / 2
  const touch = x => [{ identifier: 1, clientX: x, clientY: y, pageX: x, pageY: y }]
  await handle.dispatchEvent('touchstart', { touches: touch(x0), changedTouches: touch(x0) })
  for (let i = 1; i <= 12; i++) {
    await page.waitForTimeout(40)
    const x = x0 + (track.width * i) / 12
    await handle.dispatchEvent('touchmove', { touches: touch(x), changedTouches: touch(x) })
  }
  await handle.dispatchEvent('touchend', { touches: [], changedTouches: touch(x0 + track.width) })
  await vis(page, '.slider-verify--passed').waitFor()
}

async function outboxCode(serverUrl, phone) {
  const { data } = await getJson(`${serverUrl}/dev/sms/outbox?phone=${phone}`)
  return data[0]?.code ?? ''
}

/** fill a Taro input (on H5 a plain <input> carrying the component's class) */
async function fill(page, selector, value) {
  await vis(page, `input${selector}`).fill(value)
}

/** phone → slide → 获取验证码 → the code from the outbox */
async function requestCode(page, serverUrl, phone) {
  await fill(page, '.phone-input__field', phone)
  await slide(page)
  await vis(page, '.sms-fields__button').click()
  await vis(page, '.sms-fields__button').filter({ hasText: /重新获取\(\d+s\)/ }).waitFor()
  const code = await outboxCode(serverUrl, phone)
  if (!/^\d{6}$/.test(code)) throw new Error(`no code in the outbox for ${phone}`)
  return code
}

function postJson(url, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body)
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, res => {
      const chunks = []
      res.on('data', c => chunks.push(c))
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
    })
    req.on('error', reject)
    req.end(data)
  })
}

let phoneSeq = 0
const freshPhone = () => `1370000${String(1000 + process.pid % 7000 + ++phoneSeq).slice(-4)}`

/** open 我的 and wait until its login button takes taps (about 1.8 s after opening) */
async function openMine(page) {
  await vis(page, '.tab-bar__item').filter({ hasText: '我的' }).click()
  await vis(page, '.mine-panel__head').waitFor()
}

/** on the login page (or the password page): 密码登录 with the demo password */
async function passwordLogin(page, phone) {
  await arrive(page, /\/PasswordLogin|\/LoginPage/)
  if (/\/LoginPage/.test(page.url())) await vis(page, '.login-page__choice').filter({ hasText: '密码登录' }).click()
  await arrive(page, /\/PasswordLogin/)
  await fill(page, '.phone-input__field', phone)
  await fill(page, '.auth-form__input', 'Demo1234')
  await vis(page, '.auth-form__submit').click()
}

/**
 * a demo reader (password Demo1234) signs in on the password page and is taken on to `to`: a path under
 * the site (`/home/1`) or its full address
 */
async function signInTo(page, base, phone, to) {
  const path = to.startsWith(base) ? to.slice(base.length) : to
  await page.goto(`${base}/PasswordLogin?redirect=${encodeURIComponent(path)}`)
  await fill(page, '.phone-input__field', phone)
  await fill(page, '.auth-form__input', 'Demo1234')
  await vis(page, '.auth-form__submit').click()
  await arrive(page, `${base}${path}`)
}

module.exports = { slide, outboxCode, fill, requestCode, postJson, freshPhone, openMine, httpGet, passwordLogin, signInTo }
