// Server layer: Fastify inject() and real HTTP against a real SQLite file per test file,
// or a PostgreSQL schema of its own when TEST_DATABASE=postgres (DATABASE_URL set).
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
  testTimeout: 30000,
}
