// A bound WeChat user opens the mini-program: signed in silently; 我的 shows the name and points.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')

const suite = weappSuite({ loginIdentity: 'demo-mp-bound' })
let server
beforeAll(() => { server = suite.server })

const { text } = host

it('logs in silently at launch and 我的 shows the reader', async () => {
  await host.waitFor(() => expect(host.storage.get('token')).toBeTruthy())
  expect(host.callsOf('login')).toHaveLength(1)
  expect(host.storage.get('nickname')).toBe('山城小李')
  const page = host.openPage('pages/home/index', {})
  await host.waitFor(() => expect(host.findAll(page, 'tab-bar__item').length).toBe(4))
  host.tap(page, host.findAll(page, 'tab-bar__item--mine')[0])
  await host.waitFor(() => expect(host.findAll(page, 'mine-panel__name').map(text)).toEqual(['山城小李']))
  const stats = text(host.findAll(page, 'mine-panel__stats')[0])
  expect(stats).toContain('1280')
  expect(stats).toContain('积分')
  expect(stats).toContain('2350')
  expect(stats).toContain('成长值')
  expect(host.findAll(page, 'mine-panel__button--logout').map(text)).toEqual(['退出登录'])
  // the session works: the server knows who this is
  const request = host.callsOf('request').find(r => r.url.includes('/v1/user/baseInfo'))
  expect(request.header.Authorization).toMatch(/^Bearer \S+$/)
})
