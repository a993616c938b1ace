// Weapp layer: the compiled dist/weapp running in miniprogram-simulate, talking to the real server.
module.exports = {
  rootDir: '..',
  displayName: 'weapp',
  testMatch: ['<rootDir>/tests/weapp/**/*.test.js'],
  testEnvironment: 'jsdom',
  transform: {},
  transformIgnorePatterns: ['/node_modules/', '/dist'],
  // one server for the layer (tests/support/layer-setup.js)
  globalSetup: '<rootDir>/tests/support/layer-setup.js',
  globalTeardown: '<rootDir>/tests/support/layer-teardown.js',
  testTimeout: 60000,
}
