// Unit layer: stores, the request client's rules, adapters and components' logic, under jsdom.
module.exports = {
  rootDir: '..',
  displayName: 'unit',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/tests/unit/support/globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/support/setup.ts'],
  moduleNameMapper: {
    '^@tarojs/components$': '<rootDir>/tests/unit/support/taro-components.tsx',
    '^@tarojs/taro$': '<rootDir>/tests/unit/support/taro.ts',
    '\\.(s?css)$': '<rootDir>/tests/unit/support/style.js',
    '^@types-api/(.*)$': '<rootDir>/types/api/$1',
    '^@/(.*)$': '<rootDir>/src/$1',
    // Platform adapters resolve per target at build time; jsdom is a browser, so h5 here.
    // Tests of the weapp implementations import x.weapp directly. Dialogs are the exception: the
    // unit layer reads toasts and confirmations from the Taro stand-in's calls (tests/unit/dialogs.test.ts
    // covers the H5 implementation). WeChat's pre-fetch too: on H5 it is nothing, and tests/unit/early.test.ts
    // holds the mini-program's.
    '^(.*/platform/(dialogs|prefetch))$': '$1.weapp',
    '^(.*/platform/(env|clipboard|location|share|router|bridge|external-page|carousel|pager|region-map|auth|image|title|text-area|player|layout|viewport|scroll-area|boot|rich-text|picture|first-paint))$': '$1.h5',
  },
  transform: { '^.+\\.[jt]sx?$': ['babel-jest', { configFile: './babel.config.js' }] },
}
