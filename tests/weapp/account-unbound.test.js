// An unbound WeChat user opens the mini-program: lands on /BindPhone, binds a phone with the code
// from the SMS outbox (after the slider), and is logged in.
const { getJson } = require('../support/server')
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')

const suite = weappSuite({ loginIdentity: 'demo-mp-new' })
let server
beforeAll(() => { server = suite.server })

const { text, type } = host
const BIND_PAGE = 'packages/account/pages/bind/index'

/** a finger dragging the slider handle to the end over half a second */
async function slide(page) {
  const handle = host.find(page, 'slider-verify__handle')
  handle.dispatchEvent('touchstart', { touches: [{ x: 0, y: 10 }], changedTouches: [{ x: 0, y: 10 }] })
  for (let i = 1; i <= 12; i++) {
    await host.simulate.sleep(35)
    const x = Math.round((330 * i) / 12)
    handle.dispatchEvent('touchmove', { touches: [{ x, y: 10 }], changedTouches: [{ x, y: 10 }] })
  }
  await host.simulate.sleep(20)
  handle.dispatchEvent('touchend', { touches: [], changedTouches: [{ x: 330, y: 10 }] })
  await host.waitFor(() => expect(host.findAll(page, 'slider-verify--passed').map(text)).toEqual(['已完成滑块验证，如有问题请刷新页面']))
}

it('lands on /BindPhone, binds with an SMS code and is logged in', async () => {
  const home = host.openPage('pages/home/index', {})
  await host.waitFor(() => expect(host.currentPage().route).toBe(BIND_PAGE))
  // launched at home: nothing to come back to but home (no redirect)
  expect(host.callsOf("navigateTo").map(n => n.url)).toContain(`/${BIND_PAGE}`)
  expect(host.storage.get('token')).toBeFalsy()
  const page = host.currentPage().component
  await host.waitFor(() => expect(host.findAll(page, 'auth-form__title').map(text)).toEqual(['绑定手机号']))
  expect(host.findAll(page, 'phone-input__prefix').map(text)).toEqual(['+86'])
  expect(host.findAll(page, 'code-input__box')).toHaveLength(6)

  const phone = '13755550001'
  type(page, 'phone-input__field', phone)
  await host.simulate.sleep(300) // the slider's challenge arrives from the server
  await slide(page)
  host.tap(page, host.findAll(page, 'sms-fields__button')[0])
  await host.waitFor(() => expect(host.callsOf('showToast').map(t => t.title)).toContain('验证码已发送'))
  const { data } = await getJson(`${server.url}/dev/sms/outbox?phone=${phone}`)
  type(page, 'code-input__field', data[0].code)

  await host.waitFor(() => expect(host.storage.get('token')).toBeTruthy())
  await host.waitFor(() => expect(host.currentPage().route).toBe('pages/home/index'))
  expect(host.callsOf('reLaunch').map(r => r.url)).toContain('/pages/home/index')
  const after = host.currentPage().component
  await host.waitFor(() => expect(host.findAll(after, 'tab-bar__item--mine')).toHaveLength(1))
  host.tap(after, host.findAll(after, 'tab-bar__item--mine')[0])
  await host.waitFor(() => expect(host.findAll(after, 'mine-panel__name').map(text)).toEqual([`上游网友${phone.slice(-4)}`]))
  expect(home).toBeDefined()
})
