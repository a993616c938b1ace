// The jump codes in the compiled mini-program (issue 27; common/jump.ts): the jump page, opened as a push,
// a QR code or the native app would open it, goes to what every row of the shared table names (the same
// rows the server's /jump answers on H5: tests/server/h5-serving.test.ts). Channel 5 opens 我的.
const path = require('path')
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { loadTs } = require('./support/load-ts')
const { rendered } = require('./support/steps')
const table = require('../fixtures/jump-codes.json')

const routes = loadTs(path.resolve(__dirname, '..', '..', 'common', 'routes.ts'))
const JUMP = 'packages/misc/pages/jump/index'
const LOGIN = 'packages/account/pages/login/index'

weappSuite({ loginIdentity: 'no-such-wechat-user' })

it('every jump code and channel id opens what the table names, in the jump page\'s place', async () => {
  for (const [descriptor, name, params] of table.rows) {
    const before = host.callsOf('redirectTo').length
    host.relaunchPage(JUMP, descriptor)
    await host.waitFor(() => expect(host.callsOf('redirectTo').length).toBe(before + 1))
    expect([JSON.stringify(descriptor), host.callsOf('redirectTo')[before].url]).toEqual([JSON.stringify(descriptor), routes.pageUrl(name, params)])
    // the jump page is gone: the page it named is the first of the stack (a page asking for a login lies over it)
    await host.waitFor(() => expect(host.pageStack[0].route).toBe(routes.routes[name].page))
    // a visitor on a page of their own is taken to log in (after the spec's 1.5 s): let that happen here
    if (routes.routes[name].meta.needsLogin) await host.waitFor(() => expect(host.currentPage().route).toBe(LOGIN), { timeout: 4000 })
  }
  // the jump to 我的 (channel 5): the news home with 我的 open over it
  host.relaunchPage(JUMP, { channelId: '5' })
  await host.waitFor(() => expect(rendered(host.currentPage().component, 'mine-panel__name').length).toBeGreaterThan(0))
})

// (the page 上游号 opens on; here for its brief, spec §5: the brief sections fold with 展开 / 收起)
it('an account\'s brief longer than three lines folds with 展开 / 收起, as the renderer lays it out', async () => {
  host.setLayout('#fold-text-provider-head__intro .fold-text__measure', { height: 110 })
  const page = host.relaunchPage('packages/channel/pages/provider/index', { classId: '1302' })
  await host.waitFor(() => expect(host.texts(page, 'fold-text__toggle')).toEqual(['展开']))
  expect(host.findAll(page, 'fold-text__text--folded')).toHaveLength(1)
  host.tap(page, host.findAll(page, 'fold-text__toggle')[0])
  await host.waitFor(() => expect(host.texts(page, 'fold-text__toggle')).toEqual(['收起']))
  expect(host.findAll(page, 'fold-text__text--folded')).toHaveLength(0)
  host.clearLayout('#fold-text-provider-head__intro .fold-text__measure')
})
