// The weapp and h5 layers' global set-up: the demo site seeded once into a SQLite file that every server
// of the layer starts from a copy of (each used to seed its own), and for the weapp layer one real API
// server for the whole layer. Its address and file reach the test files through the environment (see
// sharedServer in server.js); the h5 files start their own (see tests/h5/support/suite.js).
const fs = require('fs')
const os = require('os')
const path = require('path')
const { spawnSync } = require('child_process')
const { startServer, ROOT } = require('./server')

module.exports = async function setup(_globalConfig, projectConfig) {
  const started = Date.now()
  // the demo site seeded once into a file that every server of the layer starts from a copy of
  const template = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-layer-')), 'template.db')
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'db', 'seed-cli.ts')], {
    cwd: ROOT,
    env: { ...process.env, SQLITE_FILE: template, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  if (seeded.status !== 0) throw new Error(`seeding the layer's template failed:\n${seeded.stdout}${seeded.stderr}`)
  process.env.TEST_SERVER_TEMPLATE = template
  globalThis.__layerTemplate = path.dirname(template)
  const name = typeof projectConfig.displayName === 'string' ? projectConfig.displayName : projectConfig.displayName?.name
  if (name !== 'weapp') return
  const server = await startServer()
  globalThis.__layerServer = server
  process.env.TEST_SERVER_URL = server.url
  process.env.TEST_SERVER_SQLITE = server.sqliteFile
  console.log(`\nthe layer's server started and seeded in ${Date.now() - started} ms: ${server.url}`)
}
