// A bound WeChat user opens the mini-program: signed in silently; 我的 shows the name and points.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')

// the demo reader's balance is read as the seed left it: a server of its own
const suite = weappSuite({ loginIdentity: 'demo-mp-bound', ownServer: true })
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

it('编辑资料: the reader names themselves and picks an avatar; the server’s refusal is shown in its words', async () => {
  const { toasts, top, rendered, arrive, photo } = require('./support/steps')
  const page = host.currentPage().component
  host.tap(page, host.findAll(page, 'mine-panel__row--profile')[0])
  await arrive('packages/account/pages/profile/index')
  const form = top()
  await host.waitFor(() => rendered(form, 'profile-edit__input'))
  host.type(form, 'profile-edit__input', '官方小李')
  host.tap(form, host.findAll(form, 'auth-form__submit')[0])
  await host.waitFor(() => expect(toasts()).toContain('昵称不能使用“上游新闻”“官方”“管理员”等字样'))
  host.type(form, 'profile-edit__input', '嘉陵江边的小李')
  host.setChosenMedia([await photo('avatar', 600, 600)])
  host.tap(form, host.findAll(form, 'picture-picker__add')[0])
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__image')).toHaveLength(1))
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__progress')).toHaveLength(0))
  host.tap(form, host.findAll(form, 'auth-form__submit')[0])
  await host.waitFor(() => expect(toasts()).toContain('保存成功'))
  expect(host.storage.get('nickname')).toBe('嘉陵江边的小李')
  const sent = host.callsOf('request').filter(r => r.url.endsWith('/v1/user/profile')).pop()
  expect(sent.data).toMatch(/nickname=%E5%98%89/)
  expect(sent.data).toMatch(/avatar=\d+/)
})
