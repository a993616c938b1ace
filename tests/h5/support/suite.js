// One H5 test file's set-up: a real server of the file's own, started from the layer's seeded template
// (tests/support/layer-setup.js), one Chromium for the file, and a phone context per test whose console
// errors fail the test when it ends. Not the layer's one server, as the weapp layer has: every walk here
// logs in, posts and asks from the same loopback address, and together they would spend the per-address
// limits (the limits some of these walks prove) and each other's demo readers' messages and balances.
const { startServer } = require('../../support/server')
const { launch, phone, keepFailure } = require('./browser')

/** `env`: the server's own settings for this file (SCHEDULE_TICK_MS …) */
function h5Suite({ env = {} } = {}) {
  const suite = {
    server: null,
    browser: null,
    base: '',
    session: null,
    /** a fresh phone context for this test (closed and checked for console errors after it) */
    async phone(environment, options) {
      suite.session = await phone(suite.browser, environment, options)
      return suite.session
    },
  }
  beforeAll(async () => {
    suite.server = await startServer({ env })
    suite.base = `${suite.server.url}/shangyou_news`
    suite.browser = await launch()
  })
  afterAll(async () => {
    if (suite.browser) await suite.browser.close()
    if (suite.server) await suite.server.stop()
  })
  afterEach(async () => {
    const { session } = suite
    if (!session) return
    suite.session = null
    if (global.__h5TestFailed) await keepFailure(session, expect.getState().currentTestName)
    await session.context.close()
    expect(session.errors).toEqual([])
  })
  return suite
}

module.exports = { h5Suite }
