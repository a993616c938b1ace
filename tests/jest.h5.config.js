// H5 layer: Debian Chromium (playwright-core) against the real server serving the production build.
module.exports = {
  rootDir: '..',
  displayName: 'h5',
  testMatch: ['<rootDir>/tests/h5/**/*.test.js'],
  testEnvironment: '<rootDir>/tests/h5/support/environment.js',
  transform: {},
  testTimeout: 90000,
  // one browser at a time on a 2-core machine
  maxWorkers: 1,
}
