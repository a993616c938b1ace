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

weappSuite({ loginIdentity: 'no-such-wechat-user' })

it('every jump code and channel id opens what the table names, in the jump page\'s place', async () => {
  for (const [descriptor, name, params] of table.rows) {
    const before = host.callsOf('redirectTo').length
    host.relaunchPage(JUMP, descriptor)
    await host.waitFor(() => expect(host.callsOf('redirectTo').length).toBe(before + 1))
    expect([JSON.stringify(descriptor), host.callsOf('redirectTo')[before].url]).toEqual([JSON.stringify(descriptor), routes.pageUrl(name, params)])
    // the jump page is gone: the page it named is the first of the stack (a page asking for a login lies over it)
    expect(host.pageStack[0].route).toBe(routes.routes[name].page)
  }
  // the jump to 我的 (channel 5): the news home with 我的 open over it
  host.relaunchPage(JUMP, { channelId: '5' })
  await host.waitFor(() => expect(rendered(host.currentPage().component, 'mine-panel__name').length).toBeGreaterThan(0))
})
