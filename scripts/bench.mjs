#!/usr/bin/env node
// npm run bench: how fast the app is on a slow phone, every figure next to its budget (issue 10).
// Builds both targets (unless --no-build), starts the server on a fresh seeded SQLite database, and
// measures in one run: Lighthouse (mobile, median of 3) and axe-core on the home and a long story; the
// API's throughput as a ratio to a bare Fastify process started beside it (and to the app's own hello
// route), as autocannon asks and as a browser asks (compressed), its p99 and CPU a request; a visitor's kept
// pages the same way; the spike (one shared story as a cold phone asks for it, 100 connections); the weapp package
// sizes and the H5 first-load JS; the mini-program's setData during home load, a channel switch and
// opening a story; the DOM after 500 stories. Prints one table, writes bench/latest.json, exits 1 when
// a budget is missed. Not part of npm test: shared CI machines are too noisy for these figures.
//
//   npm run bench                   everything
//   npm run bench -- --no-build     measure the dist/ already built
//   npm run bench -- --only=api,lighthouse   some sections (lighthouse, sweep, api, spike, instances, sizes, weapp, lists)
//   npm run bench -- --only=sweep --sweep-once --sweep=/BangBang,/Discover   the route sweep: one run a page
//                                   (no median of 3 for a miss), the addresses containing one of these
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { BUDGETS } from './bench/budgets.cjs'
import { consoleSizes, firstLoadJs, weappSizes, CHROMIUM_ARGS } from './bench/sizes.mjs'
import { lighthousePage, axeViolations } from './bench/lighthouse.mjs'
import { longStoryIn, storyUrl } from './bench/pages.mjs'
import { sweepRoutes } from './bench/sweep.mjs'
import { WECHAT_UA, recordAsks, spike } from './bench/spike.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const { startServer } = require('../tests/support/server.js')
const { chromium } = require('playwright-core')
const Database = require('better-sqlite3')

const args = process.argv.slice(2)
const build = !args.includes('--no-build')
const only = (args.find(a => a.startsWith('--only=')) || '').slice('--only='.length).split(',').filter(Boolean)
const wanted = section => only.length === 0 || only.includes(section)
const RUNS = Number(process.env.BENCH_RUNS || 3)
const API_SECONDS = Number(process.env.BENCH_API_SECONDS || 10)
const SPIKE_SECONDS = Number(process.env.BENCH_SPIKE_SECONDS || 30)
const CONNECTIONS = 10

/** a process's CPU time so far (user and kernel, ms), from /proc: null where there is none */
function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const tick = 100 // USER_HZ on Linux
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / tick
  } catch {
    return null
  }
}

/** a route's answer as autocannon asks for it (no Accept-Encoding): its bytes */
function plainAnswer(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false, headers }, res => {
      const parts = []
      res.on('data', c => parts.push(c))
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(parts)) : reject(new Error(`${url}: ${res.statusCode}`))))
    }).on('error', reject)
  })
}

/** the bare Fastify process of scripts/bench/bare-fastify.mjs, on a free port (and its plain node:http server) */
async function startBareFastify() {
  let plainPort = 0
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'bare-fastify.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise((resolve, reject) => {
    child.once('exit', code => reject(new Error(`bare Fastify exited (${code})`)))
    child.stdout.on('data', d => {
      const m = /listening (\d+) (\d+)/.exec(String(d))
      if (m) resolve([Number(m[1]), Number(m[2])])
    })
  }).then(([fastify, plain]) => {
    plainPort = plain
    return fastify
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    plainUrl: `http://127.0.0.1:${plainPort}/`,
    /** what it answers at /kept/<name> from now on (both servers) */
    keep: async (name, bytes) => {
      const res = await fetch(`http://127.0.0.1:${port}/kept/${name}`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: bytes })
      if (!res.ok) throw new Error(`bare Fastify kept nothing (${res.status})`)
    },
    pid: child.pid,
    stop: () => new Promise(resolve => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill('SIGTERM')
    }),
  }
}

const rows = []
/** one line of the table: `ok` false marks a missed budget; null means the figure has no budget */
function row(section, figure, value, budget, ok) {
  rows.push({ section, figure, value, budget, ok })
}

function run(cmd, argv, env = {}) {
  const r = spawnSync(cmd, argv, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} exited ${r.status}`)
}

if (build) {
  console.log('building the mini-program and the H5 site (production)…')
  for (const target of ['weapp', 'h5']) run(path.join(ROOT, 'node_modules', '.bin', 'taro'), ['build', '--type', target], { NODE_ENV: 'production' })
  run(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'], { NODE_ENV: 'production' })
}
for (const target of ['weapp', 'h5']) {
  if (!fs.existsSync(path.join(ROOT, 'dist', target))) throw new Error(`dist/${target} is missing: run without --no-build`)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-bench-'))
// (the production log level: what every request costs with the logs the site keeps)
const server = await startServer({ dir: dataDir, env: { BENCH_HELLO: '1', LOG_LEVEL: 'info', NODE_ENV: 'development' } })
const base = `${server.url}/shangyou_news`
const kb = n => `${(n / 1024).toFixed(1)} KB`
const ms = n => `${Math.round(n)} ms`

// the pages measured: the home, the longest plain news story (by its article's length), the community homes (帮帮, 发现, 作文), 渝农's
const longStory = longStoryIn(dataDir)
const db = new Database(path.join(dataDir, 'shangyou.db'), { readonly: true })
const commented = db.prepare('select id, class_id from news where status = 1 and permission = 0 and interact_num >= 10 order by interact_num desc, id limit 1').get()
db.close()
const PAGES = [
  { name: '/home/1', url: `${base}/home/1`, ready: '.news-card__title', firstScreen: true },
  { name: '/NewsDetail (long story)', url: storyUrl(base, longStory), ready: '.news-detail__title', firstScreen: true },
  // the community homes (the server draws their first screens too)
  { name: '/BangBang/index', url: `${base}/BangBang/index`, ready: '.bangbang__question', firstScreen: true },
  { name: '/Discover', url: `${base}/Discover`, ready: '.discover-card', firstScreen: true },
  // the 作文 section's home (the home's composition channel; the server draws its first screen too)
  { name: '/home/composition', url: `${base}/home/composition`, ready: '.composition-card__title', firstScreen: true },
  // 渝农's home (/yu-nong leads to the home's yu-nong channel): the server draws its top (forecast, prices, entries)
  { name: '/yu-nong (/home/yu-nong)', url: `${base}/home/yu-nong`, ready: '.price-board__row', firstScreen: true },
  // the vertical video feed: its first videos come with the page, the app draws the first slide
  { name: '/CoolVideo', url: `${base}/CoolVideo`, ready: '.cool-video__title', firstScreen: false },
]

const results = { at: new Date().toISOString(), machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}` }
try {
  if (wanted('lighthouse')) {
    results.lighthouse = {}
    const L = BUDGETS.lighthouse
    for (const page of PAGES) {
      console.log(`lighthouse ${page.name} (${RUNS} runs)…`)
      const lh = await lighthousePage(page.url, RUNS)
      const axe = await axeViolations(page.url, page.ready)
      results.lighthouse[page.name] = { ...lh, axe }
      const s = `lighthouse ${page.name}`
      // the median, then the lowest and highest run: this machine's runs move a lot (docs/performance.md)
      const range = (of, key, f = String) => ` (${f(of.spread[key][0])}–${f(of.spread[key][1])})`
      row(s, 'performance', String(lh.performance) + range(lh, 'performance'), `≥ ${L.performance}`, lh.performance >= L.performance)
      row(s, 'LCP', ms(lh.lcpMs) + range(lh, 'lcpMs', Math.round), `≤ ${ms(L.lcpMs)}`, lh.lcpMs <= L.lcpMs)
      row(s, 'TBT', ms(lh.tbtMs) + range(lh, 'tbtMs', Math.round), `≤ ${ms(L.tbtMs)}`, lh.tbtMs <= L.tbtMs)
      row(s, 'CLS', lh.cls.toFixed(3), `≤ ${L.cls}`, lh.cls <= L.cls)
      row(s, 'FCP', ms(lh.fcpMs), null, null)
      row(s, 'accessibility', String(lh.accessibility) + (lh.failedA11y.length ? ` (${lh.failedA11y.join(', ')})` : ''), `≥ ${L.accessibility}`, lh.accessibility >= L.accessibility)
      row(s, 'axe serious/critical', axe.length ? axe.map(v => `${v.id}×${v.nodes}`).join(', ') : 'none', 'none', axe.length === 0)
      // the same page with the app's start script refused: the server's first screen alone. What the
      // browser does before the app runs (the navigation's commit, the first layout) is in it; TBT minus
      // this is, roughly, the app's share
      if (!page.firstScreen) continue
      console.log(`lighthouse ${page.name}, first screen without the app (${RUNS} runs)…`)
      const alone = await lighthousePage(page.url, RUNS, { blocked: ['*sy-start.js*'] })
      results.lighthouse[page.name].withoutApp = alone
      row(s, 'TBT, first screen without the app', ms(alone.tbtMs) + range(alone, 'tbtMs', Math.round), null, null)
    }
    // how fast this machine's CPU was while Lighthouse ran (its BenchmarkIndex, per run): TBT is
    // simulated from observed task lengths, so a busy or slow machine lengthens it; compare two
    // benches' TBT only when their indexes are close
    const indexes = Object.values(results.lighthouse).flatMap(p => [...p.runs, ...(p.withoutApp?.runs ?? [])]).map(r => r.benchmarkIndex).filter(Number.isFinite).sort((a, b) => a - b)
    if (indexes.length) {
      results.benchmarkIndex = { median: indexes[Math.floor(indexes.length / 2)], min: indexes[0], max: indexes[indexes.length - 1], runs: indexes.length }
      const b = results.benchmarkIndex
      row('machine', 'Lighthouse BenchmarkIndex (CPU)', `${Math.round(b.median)} (${Math.round(b.min)}–${Math.round(b.max)}, ${b.runs} runs)`, null, null)
    }
  }

  if (wanted('sweep')) {
    // every route as a reader opens a shared link (issue 30): one run each, the median of 3 for a miss
    const B = BUDGETS.sweep
    const sweepOnly = (args.find(a => a.startsWith('--sweep=')) || '').slice('--sweep='.length).split(',').filter(Boolean)
    const swept = await sweepRoutes(base, path.join(dataDir, 'shangyou.db'), B, { again: !args.includes('--sweep-once'), only: sweepOnly })
    results.sweep = swept
    const budgetText = `≥ ${B.performance} · ≤ ${B.lcpMs} ms · ≤ ${B.cls} · ≤ ${B.tbtMs} ms · ≥ ${B.accessibility}`
    const S = 'route sweep (performance · LCP · CLS · TBT · accessibility)'
    for (const [address, lh] of Object.entries(swept)) {
      const runs = lh.runs.length > 1 ? ` (median of ${lh.runs.length})` : ''
      const value = `${lh.performance} · ${ms(lh.lcpMs)} · ${lh.cls.toFixed(3)} · ${ms(lh.tbtMs)} · ${lh.accessibility}${runs}${lh.missed.length ? ` [${lh.missed.join(', ')}]` : ''}`
      row(S, address, value, budgetText, lh.missed.length === 0)
    }
    const within = Object.values(swept).filter(lh => lh.missed.length === 0).length
    row(S, 'routes within every budget', `${within} of ${Object.keys(swept).length}`, null, null)
    const indexes = Object.values(swept).flatMap(lh => lh.runs.map(r => r.benchmarkIndex)).filter(Number.isFinite).sort((a, b) => a - b)
    if (indexes.length) row(S, 'machine: Lighthouse BenchmarkIndex (CPU)', `${Math.round(indexes[Math.floor(indexes.length / 2)])} (${Math.round(indexes[0])}–${Math.round(indexes[indexes.length - 1])}, ${indexes.length} runs)`, null, null)
  }

  if (wanted('api')) {
    // the yardstick (issue 28): a bare Fastify process beside the app, driven in the same run, before and
    // after the app's routes (its mean is the ratio's denominator: this machine drifts)
    const bare = await startBareFastify()
    const endpoints = [
      { name: 'app hello', path: '/bench/hello' },
      { name: 'list', path: '/kratos/v1/channel/home?channelId=1&page=1', budget: BUDGETS.api.listRatio },
      { name: 'detail', path: `/v1/news/getDetails?classId=${longStory.class_id}&newsId=${longStory.id}`, budget: BUDGETS.api.detailRatio },
      { name: 'comment list', path: `/v1/comment/getList?classId=${commented.class_id}&newsId=${commented.id}&page=1`, budget: BUDGETS.api.listRatio },
    ]
    // as autocannon asks (no Accept-Encoding, as the issue measured), and as a browser or WeChat asks
    const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }
    results.api = {}
    const measure = async (name, url, pid, headers = {}) => {
      console.log(`autocannon ${name} (${CONNECTIONS} connections, ${API_SECONDS} s)…`)
      // a warm-up, then the measured run
      await autocannon({ url, connections: CONNECTIONS, duration: 2, headers })
      const cpu0 = processCpuMs(pid)
      const r = await autocannon({ url, connections: CONNECTIONS, duration: API_SECONDS, headers })
      const cpu1 = processCpuMs(pid)
      if (r.non2xx || r.errors || r.timeouts) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`)
      const got = {
        reqPerSec: r.requests.average, p99Ms: r.latency.p99, p50Ms: r.latency.p50, bytesPerSec: r.throughput.average,
        // the server's own CPU time per request (user and kernel): steadier than req/s, which the client shares the machine with
        cpuUsPerRequest: cpu0 !== null && cpu1 !== null && r.requests.total ? ((cpu1 - cpu0) * 1000) / r.requests.total : null,
      }
      results.api[name] = got
      return got
    }
    const cpuText = a => (a.cpuUsPerRequest === null ? '' : `, ${a.cpuUsPerRequest.toFixed(1)} µs CPU a request`)
    const S = 'api (same run, 10 connections)'
    try {
      const bareBefore = await measure('bare Fastify', bare.url, bare.pid)
      for (const e of endpoints) await measure(e.name, server.url + e.path, server.pid)
      // the bare process answering each route's very answer as autocannon asks for it, from memory (what
      // those bytes cost by themselves, the client's decoding of them included), and a plain node:http
      // server doing the same (no framework: the most any server could do in this measurement)
      for (const [i, e] of endpoints.slice(1).entries()) {
        const bytes = await plainAnswer(server.url + e.path)
        e.bytes = bytes.length
        await bare.keep(String(i), bytes)
        await measure(`bare Fastify, ${e.name}'s answer`, `${bare.url}kept/${i}`, bare.pid)
        await measure(`node:http, ${e.name}'s answer`, `${bare.plainUrl}kept/${i}`, bare.pid)
      }
      for (const e of endpoints.slice(1)) await measure(`${e.name}, browser`, server.url + e.path, server.pid, BROWSER)
      // a visitor's page with a first screen (issue 31): kept, as autocannon asks (against the bare process
      // sending the same page) and as a phone's WeChat browser asks (compressed, to {hello})
      const PAGE_ASK = { ...BROWSER, accept: 'text/html,application/xhtml+xml', 'user-agent': WECHAT_UA }
      const pages = PAGES.filter(p => p.firstScreen)
      for (const [i, p] of pages.entries()) {
        const bytes = await plainAnswer(p.url)
        p.bytes = bytes.length
        await bare.keep(`page${i}`, bytes)
        await measure(`page ${p.name}`, p.url, server.pid)
        await measure(`bare Fastify, page ${p.name}`, `${bare.url}kept/page${i}`, bare.pid)
        await measure(`page ${p.name}, browser`, p.url, server.pid, PAGE_ASK)
        // the same page as WeChat is sent it (its brotli bytes), from the bare process
        const br = await plainAnswer(p.url, PAGE_ASK)
        p.brBytes = br.length
        await bare.keep(`page${i}br`, br)
        await measure(`bare Fastify, page ${p.name}, brotli`, `${bare.url}kept/page${i}br`, bare.pid)
      }
      const bareAfter = await measure('bare Fastify, again', bare.url, bare.pid)
      const yardstick = (bareBefore.reqPerSec + bareAfter.reqPerSec) / 2
      results.api.bareFastify = yardstick
      row(S, 'bare Fastify {hello} (before, after)', `${Math.round(yardstick)} req/s (${Math.round(bareBefore.reqPerSec)}, ${Math.round(bareAfter.reqPerSec)})${cpuText(bareBefore)}`, null, null)
      const hello = results.api['app hello']
      hello.bareRatio = hello.reqPerSec / yardstick
      row(S, 'app hello (every hook, no work)', `${hello.bareRatio.toFixed(2)}× bare (${Math.round(hello.reqPerSec)} req/s, p99 ${hello.p99Ms} ms${cpuText(hello)})`, null, null)
      for (const e of endpoints.slice(1)) {
        for (const name of [e.name, `${e.name}, browser`]) {
          const a = results.api[name]
          a.bareRatio = a.reqPerSec / yardstick
          a.ratio = a.reqPerSec / hello.reqPerSec
          if (name === e.name) {
            // as autocannon asks, the answer goes uncompressed and the client decodes it into a string: its
            // size and script bound the rate whatever the server (node:http with no work at all is the
            // ceiling). The budget is against bare Fastify sending the same answer; to {hello} is shown
            // beside the ceiling's own ratio
            const same = results.api[`bare Fastify, ${e.name}'s answer`]
            const ceiling = results.api[`node:http, ${e.name}'s answer`]
            a.sameAnswerRatio = a.reqPerSec / same.reqPerSec
            a.ceilingRatio = ceiling.reqPerSec / yardstick
            row(S, `${name}: to bare Fastify {hello}`, `${a.bareRatio.toFixed(2)}× (${Math.round(a.reqPerSec)} req/s${cpuText(a)}; node:http sending the same ${(e.bytes / 1024).toFixed(1)} KB with no work: ${a.ceilingRatio.toFixed(2)}×)`, null, null)
            row(S, `${name}: to bare Fastify sending the same answer`, `${a.sameAnswerRatio.toFixed(2)}× (bare: ${Math.round(same.reqPerSec)} req/s${cpuText(same)})`, `≥ ${BUDGETS.api.bareRatio}×`, a.sameAnswerRatio >= BUDGETS.api.bareRatio)
          } else {
            row(S, `${name}: to bare Fastify {hello}`, `${a.bareRatio.toFixed(2)}× (${Math.round(a.reqPerSec)} req/s${cpuText(a)})`, `≥ ${BUDGETS.api.bareRatio}×`, a.bareRatio >= BUDGETS.api.bareRatio)
          }
          row(S, `${name}: to app hello`, `${a.ratio.toFixed(2)}×`, `≥ ${e.budget}×`, a.ratio >= e.budget)
          row(S, `${name}: p99`, `${a.p99Ms} ms`, `≤ ${BUDGETS.api.p99Ms} ms`, a.p99Ms <= BUDGETS.api.p99Ms)
        }
      }
      const P = 'pages (a visitor\'s page with a first screen, kept; same run, 10 connections)'
      for (const p of pages) {
        const plain = results.api[`page ${p.name}`]
        const same = results.api[`bare Fastify, page ${p.name}`]
        const phone = results.api[`page ${p.name}, browser`]
        plain.sameAnswerRatio = plain.reqPerSec / same.reqPerSec
        plain.bareRatio = plain.reqPerSec / yardstick
        phone.bareRatio = phone.reqPerSec / yardstick
        row(P, `${p.name}: as autocannon asks, to bare Fastify sending the same page`, `${plain.sameAnswerRatio.toFixed(2)}× (${Math.round(plain.reqPerSec)} req/s, ${(p.bytes / 1024).toFixed(1)} KB; to {hello} ${plain.bareRatio.toFixed(2)}×; p99 ${plain.p99Ms} ms)`, `≥ ${BUDGETS.pages.bareRatio}×`, plain.sameAnswerRatio >= BUDGETS.pages.bareRatio)
        // (the client decodes every body on the same two cores: a page's 7–9 KB bind its rate, whatever the
        // server; the budget is against the bare process sending the same bytes, {hello} beside it)
        const sameBr = results.api[`bare Fastify, page ${p.name}, brotli`]
        phone.sameAnswerRatio = phone.reqPerSec / sameBr.reqPerSec
        row(P, `${p.name}: as WeChat asks (brotli), to bare Fastify sending the same bytes`, `${phone.sameAnswerRatio.toFixed(2)}× (${Math.round(phone.reqPerSec)} req/s, ${(p.brBytes / 1024).toFixed(1)} KB${cpuText(phone)}; bare: ${Math.round(sameBr.reqPerSec)} req/s; to {hello} ${phone.bareRatio.toFixed(2)}×)`, `≥ ${BUDGETS.pages.bareRatio}×`, phone.sameAnswerRatio >= BUDGETS.pages.bareRatio)
        row(P, `${p.name}: p99 (as WeChat asks)`, `${phone.p99Ms} ms`, `≤ ${BUDGETS.pages.p99Ms} ms`, phone.p99Ms <= BUDGETS.pages.p99Ms)
      }
    } finally {
      await bare.stop()
    }
  }

  // the big-story day (issue 31): one story's page, its API calls, scripts and pictures as a cold phone asks
  // for them, 100 connections for 30 s against one instance
  if (wanted('spike')) {
    const S = `spike (one shared story, 100 connections, ${SPIKE_SECONDS} s, one instance)`
    const storyPage = storyUrl(base, commented)
    const asks = await recordAsks(storyPage)
    console.log(`spike: a reader asks ${asks.length} addresses; 100 connections for ${SPIKE_SECONDS} s…`)
    const r = await spike(server.url, server.pid, asks, { seconds: SPIKE_SECONDS })
    results.spike = r
    const kinds = { page: 0, api: 0, files: 0, pictures: 0 }
    for (const a of asks) {
      if (a.path.startsWith('/media/')) kinds.pictures++
      else if (/^\/shangyou_news\/.*\.(js|css|png|svg|woff2?)(\?|$)/.test(a.path)) kinds.files++
      else if (a.path.startsWith('/shangyou_news')) kinds.page++
      else kinds.api++
    }
    row(S, 'what a reader asks', `${r.asks} requests: the page ${kinds.page}, API ${kinds.api}, scripts and styles ${kinds.files}, pictures ${kinds.pictures}`, null, null)
    row(S, 'page views / s', `${Math.round(r.pageViewsPerSec)} (${Math.round(r.reqPerSec)} requests/s)`, null, null)
    row(S, 'p99', `${r.p99Ms} ms`, null, null)
    row(S, 'errors (and non-2xx)', `${r.errors} (${r.non2xx})`, '0', r.errors === 0)
    const growth = r.rssMostMb - r.rssBeforeMb
    row(S, 'server memory (RSS): growth at most (before · most · after)', `+${Math.round(growth)} MB (${Math.round(r.rssBeforeMb)} · ${Math.round(r.rssMostMb)} · ${Math.round(r.rssAfterMb)} MB)`, `≤ +${BUDGETS.spike.rssGrowthMb} MB`, growth <= BUDGETS.spike.rssGrowthMb)
  }

  // one instance against two on one PostgreSQL database (issue 28): the list and the detail driven with
  // 10 connections at one instance, then 5 at each of two, in the same run
  if (wanted('instances')) {
    const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
    const schema = `bench_${process.pid}`
    const admin = new pg.Client({ connectionString: pgUrl })
    let reachable = true
    try {
      await admin.connect()
      await admin.query(`create schema ${schema}`)
    } catch (err) {
      reachable = false
      console.log(`instances: PostgreSQL at ${pgUrl} not reachable (${err.message}): skipped`)
    }
    if (reachable) {
      const env = { LOG_LEVEL: 'info', NODE_ENV: 'development', DATABASE_URL: pgUrl }
      const a = await startServer({ env, pgSchema: schema })
      const b = await startServer({ env, pgSchema: schema })
      try {
        const { rows: [story] } = await admin.query(`select id, class_id from ${schema}.news where status = 1 and data_type = 3 order by id limit 1`)
        const paths = { list: '/kratos/v1/channel/home?channelId=1&page=1', detail: `/v1/news/getDetails?classId=${story.class_id}&newsId=${story.id}` }
        results.instances = {}
        for (const [name, p] of Object.entries(paths)) {
          console.log(`autocannon ${name}: one instance, then two (PostgreSQL)…`)
          await autocannon({ url: a.url + p, connections: CONNECTIONS, duration: 2 })
          await autocannon({ url: b.url + p, connections: CONNECTIONS, duration: 2 })
          const one = await autocannon({ url: a.url + p, connections: CONNECTIONS, duration: API_SECONDS })
          const two = await Promise.all([a, b].map(s => autocannon({ url: s.url + p, connections: CONNECTIONS / 2, duration: API_SECONDS })))
          for (const r of [one, ...two]) if (r.non2xx || r.errors || r.timeouts) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`)
          const twoRate = two.reduce((s, r) => s + r.requests.average, 0)
          const twoP99 = Math.max(...two.map(r => r.latency.p99))
          results.instances[name] = { one: { reqPerSec: one.requests.average, p99Ms: one.latency.p99 }, two: { reqPerSec: twoRate, p99Ms: twoP99 } }
          row('instances (PostgreSQL, 10 connections)', `${name}: one instance`, `${Math.round(one.requests.average)} req/s, p99 ${one.latency.p99} ms`, null, null)
          row('instances (PostgreSQL, 10 connections)', `${name}: two instances`, `${Math.round(twoRate)} req/s, p99 ${twoP99} ms (${(twoRate / one.requests.average).toFixed(2)}×)`, null, null)
        }
      } finally {
        await a.stop()
        await b.stop()
        await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined)
        await admin.end()
      }
    }
  }

  if (wanted('sizes')) {
    const weapp = weappSizes(path.join(ROOT, 'dist', 'weapp'))
    const h5 = await firstLoadJs(server.url, path.join(ROOT, 'dist', 'h5'), '/shangyou_news/home/1', '.news-card__title')
    results.sizes = { weapp, h5 }
    row('sizes', 'weapp main package', kb(weapp.main), `≤ ${kb(BUDGETS.weappMain)}`, weapp.main <= BUDGETS.weappMain)
    for (const s of weapp.subpackages) row('sizes', `weapp ${s.root}`, kb(s.size), `≤ ${kb(BUDGETS.weappSubpackage)}`, s.size <= BUDGETS.weappSubpackage)
    row('sizes', 'H5 first-load JS /home/1 (gzip)', `${kb(h5.gzip)} in ${h5.files.length} files`, `≤ ${kb(BUDGETS.h5HomeJsGzip)}`, h5.gzip <= BUDGETS.h5HomeJsGzip)
    if (fs.existsSync(path.join(ROOT, 'dist', 'admin'))) {
      const c = await consoleSizes(server.url, path.join(ROOT, 'dist', 'admin'), path.join(ROOT, 'dist', 'h5'))
      results.sizes.console = c
      row('sizes', 'console first load /admin/ (sign-in, JS+CSS gzip)', `${kb(c.first.gzip)} in ${c.first.files.length} files`, `≤ ${kb(BUDGETS.consoleFirstLoadGzip)}`, c.first.gzip <= BUDGETS.consoleFirstLoadGzip)
      for (const p of c.pages) row('sizes', `console page ${p.path} adds (gzip)`, `${kb(p.gzip)} in ${p.files} files`, `≤ ${kb(BUDGETS.consolePageGzip)}`, p.gzip <= BUDGETS.consolePageGzip)
      row('sizes', 'console code in the apps\' H5 bundles', `${c.inApps} files`, '0', c.inApps === 0)
    }
  }

  if (wanted('lists')) {
    console.log('h5: 500 stories…')
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
    try {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage()
      await page.goto(`${base}/home/-100000`)
      await page.locator('.rank-card').first().waitFor()
      const loaded = () => page.evaluate(() => document.querySelectorAll('.rank-card').length + document.querySelectorAll('.chunked-list__placeholder').length * 10)
      await page.mouse.move(195, 500)
      for (let i = 0; i < 600 && (await loaded()) < 500; i++) {
        await page.mouse.wheel(0, 700)
        await page.waitForTimeout(100)
      }
      const stories = await loaded()
      const elements = await page.evaluate(() => document.querySelectorAll('*').length)
      results.h5LongList = { stories, elements }
      row('long lists', `H5 elements after ${stories} stories`, String(elements), `≤ ${BUDGETS.h5DomAfter500}`, stories >= 500 && elements <= BUDGETS.h5DomAfter500)
    } finally {
      await browser.close()
    }
  }
} finally {
  await server.stop()
}

if (wanted('weapp') || wanted('lists')) {
  console.log('weapp host: setData and nodes…')
  // beside, not inside, the server's data folder: stopping the server removed that
  const out = path.join(os.tmpdir(), `shangyou-bench-weapp-${process.pid}.json`)
  run(path.join(ROOT, 'node_modules', '.bin', 'jest'), ['-c', 'tests/jest.weapp.config.js', '--testMatch', '<rootDir>/tests/weapp/bench/*.bench.js', '--silent'], { BENCH_OUT: out })
  const w = JSON.parse(fs.readFileSync(out, 'utf8'))
  fs.rmSync(out, { force: true })
  results.weapp = w
  const B = BUDGETS.weappSetData
  if (wanted('weapp')) {
    row('weapp setData', 'home load: largest payload', kb(w.homeLoad.largestBytes), `≤ ${kb(B.largestBytes)}`, w.homeLoad.largestBytes <= B.largestBytes)
    row('weapp setData', 'home load: calls in the first second', `${w.homeLoad.callsFirstSecond} (${w.homeLoad.calls} in all)`, `≤ ${B.callsFirstSecond}`, w.homeLoad.callsFirstSecond <= B.callsFirstSecond)
    for (const [key, label] of [['channelSwitch', 'channel switch'], ['openStory', 'opening a story']]) {
      row('weapp setData', `${label}: calls, largest`, `${w[key].calls}, ${kb(w[key].largestBytes)}`, null, null)
    }
    // the pages a share card opens, cold (issue 30): every request the page makes goes out before its first setData
    for (const [name, f] of Object.entries(w.shared ?? {})) {
      row('weapp setData', `shared ${name}: calls (first second), largest, total; content; requests before the first setData`,
        `${f.calls} (${f.callsFirstSecond}), ${kb(f.largestBytes)}, ${kb(f.totalBytes)}; ${f.contentMs} ms; ${f.requestsBeforeFirstSetData} of ${f.requests}`,
        `≤ ${B.callsFirstSecond} in the first second, ≤ ${kb(B.largestBytes)}; all`, f.callsFirstSecond <= B.callsFirstSecond && f.largestBytes <= B.largestBytes && f.requestsBeforeFirstSetData === f.requests)
    }
  }
  if (wanted('lists')) row('long lists', `weapp nodes after ${w.longList.stories} stories`, String(w.longList.nodes), null, null)
}

// the table
const width = [0, 0, 0, 0]
const cells = rows.map(r => [r.section, r.figure, r.value, r.budget ?? '—', r.ok === null ? '' : r.ok ? 'ok' : 'MISSED'])
for (const c of cells) for (let i = 0; i < 4; i++) width[i] = Math.max(width[i], c[i].length)
console.log(`\nnpm run bench — ${results.at} — ${results.machine}\n`)
let section = ''
for (const c of cells) {
  if (c[0] !== section) {
    section = c[0]
    console.log(section)
  }
  console.log(`  ${c[1].padEnd(width[1])}  ${c[2].padEnd(width[2])}  ${c[3].padEnd(width[3])}  ${c[4]}`)
}
const missed = rows.filter(r => r.ok === false)
results.table = rows
fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true })
fs.writeFileSync(path.join(ROOT, 'bench', 'latest.json'), JSON.stringify(results, null, 2) + '\n')
console.log(missed.length ? `\n${missed.length} budget(s) missed: ${missed.map(r => `${r.section} ${r.figure}`).join('; ')}` : '\nevery budget met')
console.log('written to bench/latest.json')
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(missed.length ? 1 : 0)
