// Weapp layer: the compiled dist/weapp running in miniprogram-simulate, talking to the real server.
module.exports = {
  rootDir: '..',
  displayName: 'weapp',
  testMatch: ['<rootDir>/tests/weapp/**/*.test.js'],
  testEnvironment: 'jsdom',
  transform: {},
  transformIgnorePatterns: ['/node_modules/', '/dist'],
  testTimeout: 60000,
}
