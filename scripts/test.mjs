#!/usr/bin/env node
// npm test: builds both targets, then runs every test layer and ends with one line
// `N passed, N failed` summing all of them.
//   server   jest + inject()/real HTTP on SQLite, and again on PostgreSQL when DATABASE_URL is set
//   unit     jest + jsdom
//   weapp    the compiled dist/weapp in miniprogram-simulate against the real server
//   h5       Chromium (playwright-core) against the real server serving dist/h5
// The steps run in three lanes at once on two cores: the server lane (typecheck, unit, then the server
// layer on SQLite), the client lane (the builds, then weapp and h5, which mostly wait on a browser or a
// server) and the server layer on PostgreSQL (which waits on PostgreSQL much of its time): each lane's
// steps one after another, so neither core idles while one long step ends the run alone (the h5 layer, the
// longest, runs in two parts: the second in the lane that ends first). Each step's
// output is kept and printed whole when it ends, with its time; the run ends with every step's wall time
// and the ten slowest test files.
// Options: --no-build (reuse dist/), --layer <name> (repeatable), extra args after -- go to jest.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
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
const wanted = key => only.length === 0 || only.includes(key)

const bin = name => path.join(ROOT, 'node_modules', '.bin', name)
const seconds = ms => `${(ms / 1000).toFixed(1)} s`

fs.rmSync(RESULTS, { recursive: true, force: true })
fs.mkdirSync(RESULTS, { recursive: true })

/** `times`' second line: the CPU its shell's children used, user and system ('1m2.345s 0m0.678s') */
function cpuOf(file) {
  try {
    const [user, sys] = fs.readFileSync(file, 'utf8').trim().split('\n')[1].trim().split(/\s+/)
      .map(t => { const m = /^(\d+)m([\d.]+)s$/.exec(t); return m ? Number(m[1]) * 60 + Number(m[2]) : NaN })
    return (user + sys) * 1000
  } catch {
    return NaN
  }
}

/**
 * runs a command with its output kept in a log file; resolves with its exit status, wall time and CPU
 * time (the processes it started and waited for, with theirs: the lanes share two cores, so the CPU a
 * step takes is what it costs the other lanes; Chromium's renderers and PostgreSQL's server escape it,
 * which the machine's own figure at the end shows)
 */
function run(name, cmd, cmdArgs, env = {}) {
  const base = path.join(RESULTS, name.replace(/\W+/g, '-'))
  const log = `${base}.log`
  const timesFile = `${base}.times`
  const out = fs.openSync(log, 'w')
  const started = Date.now()
  console.log(`> ${name} started`)
  return new Promise(resolve => {
    // a shell runs the command and then `times`, which reports the CPU of the children it waited for
    const child = spawn('sh', ['-c', '"$0" "$@"; s=$?; times > "$SY_TIMES_FILE"; exit $s', cmd, ...cmdArgs],
      { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, FORCE_COLOR: '0', ...env, SY_TIMES_FILE: timesFile } })
    const done = status => {
      fs.closeSync(out)
      const ms = Date.now() - started
      const cpu = cpuOf(timesFile)
      console.log(`\n===== ${name} (${seconds(ms)}, CPU ${seconds(cpu)}, ${status === 0 ? 'ok' : `exit ${status}`}) =====`)
      process.stdout.write(fs.readFileSync(log, 'utf8'))
      resolve({ status, ms, cpu })
    }
    child.on('error', () => done(127))
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)))
  })
}

const summary = []
const times = []
const jestResults = []
let passed = 0
let failed = 0

/** a step that passes or fails as a whole (typecheck, a build) */
async function check(name, cmd, cmdArgs, env) {
  const { status, ms, cpu } = await run(name, cmd, cmdArgs, env)
  times.push([name, ms, cpu])
  summary.push(`${name}: ${status === 0 ? 'ok' : 'FAILED'}`)
  if (status === 0) passed++
  else failed++
  return status === 0
}

/** a jest layer: its tests are counted one by one (`only`/`skip`: some of its files, by path pattern) */
async function layer({ name, config, env = {}, only: files = [], skip = [] }) {
  const out = path.join(RESULTS, `${name.replace(/\W+/g, '-')}.json`)
  const some = [...files, ...(skip.length ? [`--testPathIgnorePatterns=${skip.join('|')}`] : [])]
  const { ms, cpu } = await run(name, bin('jest'), ['-c', config, '--json', `--outputFile=${out}`, '--forceExit', ...some, ...jestArgs], env)
  times.push([name, ms, cpu])
  if (!fs.existsSync(out)) {
    summary.push(`${name}: crashed before reporting`)
    failed++
    return
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'))
  jestResults.push([name, r])
  // a test file that fails to load counts as a failure even though it has no tests
  const brokenSuites = r.testResults.filter(s => s.status === 'failed' && s.assertionResults.length === 0).length
  passed += r.numPassedTests
  failed += r.numFailedTests + brokenSuites
  summary.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenSuites} failed`)
}

/**
 * better-sqlite3 built beside the run (.ci/run sets SY_NATIVE_BUILD to where its log and exit status go):
 * resolves true once it loads, false (with its log printed) if its build failed. Without the variable it
 * was built by npm ci.
 */
let nativeBuilt
function nativeReady() {
  const at = process.env.SY_NATIVE_BUILD
  nativeBuilt ??= (async () => {
    if (!at) return true
    const started = Date.now()
    while (!fs.existsSync(`${at}.status`)) await new Promise(r => setTimeout(r, 250))
    const status = fs.readFileSync(`${at}.status`, 'utf8').trim()
    console.log(`> better-sqlite3 built beside the first steps (exit ${status}; the steps that open a database waited ${seconds(Date.now() - started)})`)
    if (status === '0') return true
    process.stdout.write(fs.existsSync(`${at}.log`) ? fs.readFileSync(`${at}.log`, 'utf8') : '(no log)\n')
    return false
  })()
  return nativeBuilt
}

/** a layer that opens a database (its own, or its server's) once better-sqlite3 is there */
async function databaseLayer(def) {
  if (await nativeReady()) return layer(def)
  summary.push(`${def.name}: not run (better-sqlite3 did not build)`)
  failed++
}

/** a client layer needs its build: made here unless --no-build, else the one in dist/ */
const builds = {}
async function buildTarget(target) {
  if (!build) return fs.existsSync(path.join(ROOT, 'dist', target))
  // the newsroom console (Vite), served beside the H5 site; the apps' targets (Taro)
  builds[target] ??= target === 'admin'
    ? check('build admin', bin('vite'), ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'], { NODE_ENV: 'production' })
    : check(`build ${target}`, bin('taro'), ['build', '--type', target], { NODE_ENV: 'production' })
  return builds[target]
}
async function clientLayer(target, def) {
  // the H5 layer walks the newsroom console too
  if (target === 'h5' && !(await buildTarget('admin'))) {
    summary.push(`${def.name}: not run (no admin build)`)
    failed++
    return
  }
  if (!(await buildTarget(target))) {
    summary.push(`${def.name}: not run (no ${target} build)`)
    failed++
    return
  }
  await databaseLayer(def)
}

/**
 * the machine's busy CPU time so far (every process's, /proc/stat; null where there is none): a step's own
 * figure misses what escapes its process tree (Chromium's renderers, PostgreSQL's server, a build beside
 * the run), which on this suite is a third of the CPU the run takes
 */
function machineBusy() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100 // USER_HZ is 100 on Linux
  } catch {
    return null
  }
}

const started = Date.now()
const busyAtStart = machineBusy()

/**
 * The h5 layer (one browser at a time, ~600 s of files) is the run's longest step: some of its files run
 * as parts of their own after the server layers (which end ~200 s before the client lane), the rest in the
 * client lane after the weapp layer. A fresh-clone CI run: 670.9 s in one part; 607.8 s with five files
 * (212 s) in a second part after PostgreSQL's server layer, which then ended the run; three (~140 s)
 * balanced the two lanes until the newsroom console's walk (issue 29) joined them (607.5 s, the
 * PostgreSQL lane last, the SQLite lane done ~190 s before it): the console's walk now runs after the SQLite
 * layer (three h5 parts at once only at the end: with five files there, 634.2 s, the machine 96 % busy).
 * A fresh clone waits ~90–100 s for better-sqlite3's compile before any database step, so the PostgreSQL
 * lane (that wait, its server layer, its h5 part) ended a slow run alone at 617.9 s: the detail walk moved
 * from its part to the SQLite lane's (the three lanes within ~10 s of each other on that run's figures).
 * Without DATABASE_URL both parts run after the SQLite one. A run that names its own files (`-- <pattern>`)
 * keeps one part.
 */
const H5_AFTER_SQLITE = ['tests/h5/console.test.js', 'tests/h5/reading-side.test.js', 'tests/h5/detail.test.js']
const H5_AFTER_POSTGRES = ['tests/h5/a11y.test.js', 'tests/h5/safety.test.js']
const h5Split = jestArgs.length === 0
const H5 = { name: 'h5', config: 'tests/jest.h5.config.js' }
const h5Part = (name, files) => clientLayer('h5', { ...H5, name: `h5 (${name})`, only: files })

async function serverLane() {
  if (only.length === 0) {
    await check('typecheck', 'sh', ['-c', `"${bin('tsc')}" -p tsconfig.json --noEmit && "${bin('tsc')}" -p server/tsconfig.json --noEmit && "${bin('tsc')}" -p admin/tsconfig.json`])
  }
  // the unit layer here: the client lane (builds, weapp, h5) is the longer one
  if (wanted('unit')) await layer({ name: 'unit', config: 'tests/jest.unit.config.js' })
  if (!wanted('server')) return
  await databaseLayer({ name: 'server (sqlite)', config: 'tests/jest.server.config.js', env: { TEST_DATABASE: 'sqlite' } })
  if (wanted('h5') && h5Split) {
    await h5Part('after sqlite', H5_AFTER_SQLITE)
    if (!process.env.DATABASE_URL) await h5Part('after postgres', H5_AFTER_POSTGRES)
  }
}

/** the server layer again on PostgreSQL, beside the SQLite one (it ended the run alone on one core before) */
async function postgresLane() {
  if (!process.env.DATABASE_URL) return
  if (wanted('server')) await databaseLayer({ name: 'server (postgres)', config: 'tests/jest.server.config.js', env: { TEST_DATABASE: 'postgres' } })
  if (wanted('h5') && h5Split) await h5Part('after postgres', H5_AFTER_POSTGRES)
}

async function clientLane() {
  // the weapp build, then its layer while the h5 and console builds run beside it (the simulator and the
  // bundlers share the lane's time; each mostly waits on the other core's lane anyway)
  if (wanted('weapp')) await buildTarget('weapp')
  if (wanted('h5')) {
    void buildTarget('h5')
    void buildTarget('admin')
  }
  if (wanted('weapp')) await clientLayer('weapp', { name: 'weapp', config: 'tests/jest.weapp.config.js' })
  if (wanted('h5')) await clientLayer('h5', h5Split ? { ...H5, skip: [...H5_AFTER_SQLITE, ...H5_AFTER_POSTGRES] } : H5)
}

await Promise.all([serverLane(), clientLane(), postgresLane()])

// the ten slowest test files of the run
const files = jestResults.flatMap(([name, r]) => r.testResults.map(s => ({
  ms: s.endTime - s.startTime,
  file: path.relative(ROOT, s.name),
  layer: name,
}))).sort((a, b) => b.ms - a.ms).slice(0, 10)

console.log('\nsteps (wall time, and CPU time with every process a step started; the three lanes run at once):')
for (const [name, ms, cpu] of times) console.log(`  ${seconds(ms).padStart(8)}  ${`CPU ${seconds(cpu)}`.padStart(12)}  ${name}`)
const cpuInAll = times.reduce((sum, [, , cpu]) => sum + (Number.isFinite(cpu) ? cpu : 0), 0)
const wall = Date.now() - started
console.log(`  ${seconds(wall).padStart(8)}  ${`CPU ${seconds(cpuInAll)}`.padStart(12)}  in all (${os.cpus().length} cores)`)
const busy = busyAtStart === null ? null : machineBusy() - busyAtStart
if (busy !== null) {
  console.log(`  the machine was busy ${seconds(busy)} of the ${seconds(wall * os.cpus().length)} its cores had (${Math.round((100 * busy) / (wall * os.cpus().length))} %), the steps' own ${seconds(cpuInAll)} included`)
}
if (files.length > 0) {
  console.log('\nten slowest test files:')
  for (const f of files) console.log(`  ${seconds(f.ms).padStart(8)}  ${f.file} (${f.layer})`)
}

// the fuzz harness's totals (routes, requests, 5xx, its seed), one line per database
const harness = fs.readdirSync(RESULTS).filter(f => /^harness-.*\.txt$/.test(f)).sort()
  .map(f => fs.readFileSync(path.join(RESULTS, f), 'utf8').trim())
console.log('\n' + [...summary, ...harness].map(s => `  ${s}`).join('\n'))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
