#!/usr/bin/env node
// npm test: builds both targets, then runs every test layer and ends with one line
// `N passed, N failed` summing all of them.
//   server   jest + inject()/real HTTP on SQLite, and again on PostgreSQL when DATABASE_URL is set
//   unit     jest + jsdom
//   weapp    the compiled dist/weapp in miniprogram-simulate against the real server
//   h5       Chromium (playwright-core) against the real server serving dist/h5
// Options: --no-build (reuse dist/), --layer <name> (repeatable), extra args after -- go to jest.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = path.join(ROOT, '.test-results')
const args = process.argv.slice(2)
const dashdash = args.indexOf('--')
const jestArgs = dashdash >= 0 ? args.slice(dashdash + 1) : []
const own = dashdash >= 0 ? args.slice(0, dashdash) : args
const build = !own.includes('--no-build') && process.env.SKIP_BUILD !== '1'
const only = own.flatMap((a, i) => (a === '--layer' ? [own[i + 1]] : []))

const bin = name => path.join(ROOT, 'node_modules', '.bin', name)
const run = (cmd, cmdArgs, env = {}) =>
  spawnSync(cmd, cmdArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status

const layers = [
  { name: 'server (sqlite)', key: 'server', config: 'tests/jest.server.config.js', env: { TEST_DATABASE: 'sqlite' } },
  ...(process.env.DATABASE_URL
    ? [{ name: 'server (postgres)', key: 'server', config: 'tests/jest.server.config.js', env: { TEST_DATABASE: 'postgres' } }]
    : []),
  { name: 'unit', key: 'unit', config: 'tests/jest.unit.config.js', env: {} },
  { name: 'weapp', key: 'weapp', config: 'tests/jest.weapp.config.js', env: {}, needs: 'weapp' },
  { name: 'h5', key: 'h5', config: 'tests/jest.h5.config.js', env: {}, needs: 'h5' },
].filter(l => only.length === 0 || only.includes(l.key))

const summary = []
let passed = 0
let failed = 0

function check(name, status) {
  summary.push(`${name}: ${status === 0 ? 'ok' : 'FAILED'}`)
  if (status === 0) passed++
  else failed++
}

fs.rmSync(RESULTS, { recursive: true, force: true })
fs.mkdirSync(RESULTS, { recursive: true })

if (only.length === 0) check('typecheck', run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) || run(bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']))

const targets = new Set(layers.map(l => l.needs).filter(Boolean))
const built = {}
for (const target of ['weapp', 'h5']) {
  if (!targets.has(target)) continue
  if (build) {
    console.log(`\n> taro build --type ${target}`)
    built[target] = run(bin('taro'), ['build', '--type', target], { NODE_ENV: 'production' }) === 0
    if (!built[target]) check(`build ${target}`, 1)
  } else {
    built[target] = fs.existsSync(path.join(ROOT, 'dist', target))
  }
}

for (const layer of layers) {
  if (layer.needs && !built[layer.needs]) {
    summary.push(`${layer.name}: not run (no ${layer.needs} build)`)
    failed++
    continue
  }
  console.log(`\n> ${layer.name}`)
  const out = path.join(RESULTS, `${layer.name.replace(/\W+/g, '-')}.json`)
  run(bin('jest'), ['-c', layer.config, '--json', `--outputFile=${out}`, '--forceExit', ...jestArgs], layer.env)
  if (!fs.existsSync(out)) {
    summary.push(`${layer.name}: crashed before reporting`)
    failed++
    continue
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'))
  // a test file that fails to load counts as a failure even though it has no tests
  const brokenSuites = r.testResults.filter(s => s.status === 'failed' && s.assertionResults.length === 0).length
  passed += r.numPassedTests
  failed += r.numFailedTests + brokenSuites
  summary.push(`${layer.name}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenSuites} failed`)
}

// the fuzz harness's totals (routes, requests, 5xx), one line per database
const harness = fs.readdirSync(RESULTS).filter(f => /^harness-.*\.txt$/.test(f)).sort()
  .map(f => fs.readFileSync(path.join(RESULTS, f), 'utf8').trim())
console.log('\n' + [...summary, ...harness].map(s => `  ${s}`).join('\n'))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
