// One weapp test file's set-up: the real server on its own SQLite file, and the compiled mini-program
// launched against it (as a WeChat user with this identity, when given), stopped after the file.
const { startServer } = require('../../support/server')
const host = require('./mp-host')

function weappSuite({ loginIdentity } = {}) {
  const suite = { server: null }
  beforeAll(async () => {
    suite.server = await startServer()
    if (loginIdentity) host.setLoginIdentity(loginIdentity)
    host.launchApp({ server: suite.server.url })
  })
  afterAll(async () => {
    if (suite.server) await suite.server.stop()
  })
  return suite
}

module.exports = { weappSuite }
