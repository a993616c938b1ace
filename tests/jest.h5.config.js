// H5 layer: Debian Chromium (playwright-core) against the real server serving the production build.
module.exports = {
  rootDir: '..',
  displayName: 'h5',
  testMatch: ['<rootDir>/tests/h5/**/*.test.js'],
  testEnvironment: '<rootDir>/tests/h5/support/environment.js',
  transform: {},
  // the seeded template every file's server starts from (tests/support/layer-setup.js)
  globalSetup: '<rootDir>/tests/support/layer-setup.js',
  globalTeardown: '<rootDir>/tests/support/layer-teardown.js',
  testTimeout: 90000,
  // one browser at a time on a 2-core machine
  maxWorkers: 1,
}
