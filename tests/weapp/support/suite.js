// One weapp test file's set-up: the layer's real server (tests/support/layer-setup.js), and the compiled
// mini-program launched against it (as a WeChat user with this identity, when given).
const { sharedServer } = require('../../support/server')
const host = require('./mp-host')

/**
 * `ownServer`: this file reads a demo reader's balance or messages as the seed left them (see sharedServer),
 * or its server runs with settings of its own (`env`)
 */
function weappSuite({ loginIdentity, ownServer = false, env } = {}) {
  const suite = { server: null }
  beforeAll(async () => {
    suite.server = await sharedServer({ own: ownServer, env })
    if (loginIdentity) host.setLoginIdentity(loginIdentity)
    host.launchApp({ server: suite.server.url })
  })
  afterAll(async () => {
    if (suite.server) await suite.server.stop()
  })
  return suite
}

/**
 * The hot list (channel -100000) opened alone (as wx.reLaunch would: the pages earlier tests left open,
 * one of them on the same list, would otherwise re-render with it) and paged, a reach-bottom at a time,
 * to at least `count` stories.
 */
async function openHotList(count, { appends } = {}) {
  const page = host.relaunchPage('pages/home/index', { classId: '-100000' })
  const shown = () => host.findAll(page, 'rank-card').length
  await host.waitFor(() => expect(shown()).toBe(10))
  for (let p = 2; shown() < count && p <= 60; p++) {
    const before = shown()
    const from = host.setDataSizes.length
    await page.instance.onReachBottom()
    await host.waitFor(() => expect(shown()).toBeGreaterThan(before))
    // the largest setData that brought this page in
    appends?.push(Math.max(0, ...host.setDataSizes.slice(from)))
  }
  return page
}

module.exports = { weappSuite, openHotList }
