// The H5 layer's jest environment: Node's, plus a flag the suite reads in afterEach to keep what the
// phone showed when a test failed (jest-circus tells the environment, not the test, about failures).
const NodeEnvironment = require('jest-environment-node').TestEnvironment

class H5Environment extends NodeEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__h5TestFailed = false
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.__h5TestFailed = true
  }
}

module.exports = H5Environment
