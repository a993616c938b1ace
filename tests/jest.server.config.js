// Server layer: Fastify inject() and real HTTP against a real SQLite file per test file,
// or a PostgreSQL database of its own when TEST_DATABASE=postgres (DATABASE_URL set); each a copy of
// one template migrated and seeded once per run (tests/server/template.ts).
module.exports = {
  rootDir: '..',
  displayName: 'server',
  testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['babel-jest', {
      configFile: false,
      babelrc: false,
      presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
    }],
  },
  globalSetup: '<rootDir>/tests/server/template.ts',
  globalTeardown: '<rootDir>/tests/server/template-teardown.ts',
  testTimeout: 30000,
}
