#!/usr/bin/env node
// npm run bench:profile [-- home|story]: where a slow phone's main thread goes while a page opens. Starts
// the server on a fresh seeded database, opens the page in Chromium at 390×844 with the CPU slowed 4×
// (as Lighthouse's mobile run), samples the JavaScript for 4 s and prints the self time of the busiest
// functions and the time per script ("(program)" is the browser's own work: style, layout, parsing).
// For finding what to split or defer when `npm run bench` reports TBT over budget; uses dist/h5 as built.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { CHROMIUM_ARGS } from './sizes.mjs'
import { pageUrl } from './pages.mjs'

const require = createRequire(import.meta.url)
const { chromium } = require('playwright-core')
const { startServer } = require('../../tests/support/server.js')

const CPU_SLOWDOWN = 4
const SAMPLE_US = 200
const WATCH_MS = 4000
const TOP = 30
const which = process.argv[2] === 'home' ? 'home' : 'story'
const JS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'dist', 'h5', 'js')

/**
 * With source maps beside the scripts (SY_SOURCEMAP=1 build): the sampled time per original source
 * file (node_modules grouped per package), both self and with everything it called.
 */
async function sourceTimes(profile, nodes) {
  const { SourceMapConsumer } = require('source-map')
  const consumers = new Map()
  const consumer = async file => {
    if (!consumers.has(file)) {
      const map = path.join(JS_DIR, `${file}.map`)
      consumers.set(file, fs.existsSync(map) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null)
    }
    return consumers.get(file)
  }
  const sourceOf = new Map()
  let mapped = 0
  for (const node of nodes.values()) {
    const { url: script, lineNumber, columnNumber } = node.callFrame
    const file = script.split('/').pop()
    const c = file && file.endsWith('.js') ? await consumer(file) : null
    let source = null
    if (c) {
      const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
      if (pos.source) {
        mapped++
        const s = pos.source.replace(/^webpack:\/\/[^/]*\//, '')
        const nm = s.lastIndexOf('node_modules/')
        source = nm >= 0 ? s.slice(nm + 13).split('/').slice(0, s.slice(nm + 13).startsWith('@') ? 2 : 1).join('/') : s
      }
    }
    sourceOf.set(node.id, source)
  }
  if (mapped === 0) return null
  const parent = new Map()
  for (const n of nodes.values()) for (const child of n.children ?? []) parent.set(child, n.id)
  const self = new Map()
  const total = new Map()
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const own = sourceOf.get(id)
    if (own) add(self, own, ms)
    const seen = new Set()
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const s = sourceOf.get(n)
      if (s && !seen.has(s)) { seen.add(s); add(total, s, ms) }
    }
  })
  // busy stretches: samples between idle ones (a task, roughly), with the files seen in each (the
  // deepest app file of each sample's stack, or the package it is in)
  const tasks = []
  let at = 0
  let current = null
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    at += ms
    const name = nodes.get(id).callFrame.functionName
    if (name === '(idle)') { current = null; return }
    if (!current) { current = { start: at, ms: 0, files: new Map() }; tasks.push(current) }
    current.ms += ms
    let label = name === '(program)' || name === '(garbage collector)' ? name : null
    let deepest = null
    for (let n = id; !label && n !== undefined; n = parent.get(n)) {
      const s = sourceOf.get(n)
      if (s && /^(src|config)\//.test(s) && !s.startsWith('src/api/') && !s.startsWith('src/runtime')) label = s
      else deepest ??= s
    }
    add(current.files, label ?? deepest ?? '(other)', ms)
  })
  for (const c of consumers.values()) c?.destroy?.()
  return { self, total, tasks }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-profile-'))
const server = await startServer({ dir, env: { LOG_LEVEL: 'warn' } })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const url = pageUrl(`${server.url}/shangyou_news`, dir, which)
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_US })
  await cdp.send('Profiler.start')
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(WATCH_MS)
  const { profile } = await cdp.send('Profiler.stop')

  const nodes = new Map(profile.nodes.map(n => [n.id, n]))
  const selfMs = new Map()
  const scriptMs = new Map()
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)
  profile.samples.forEach((id, i) => {
    const { functionName, url: script, lineNumber, columnNumber } = nodes.get(id).callFrame
    const file = script.split('/').pop()
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    add(selfMs, file ? `${functionName || '(anonymous)'}  ${file}:${lineNumber + 1}:${columnNumber + 1}` : functionName, ms)
    add(scriptMs, file || functionName, ms)
  })
  const print = (title, map, count) => {
    console.log(`\n${title}`)
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${key}`)
  }
  console.log(`${url} — CPU ${CPU_SLOWDOWN}× slower, ${WATCH_MS / 1000} s from navigation`)
  print('self time by function', selfMs, TOP)
  print('time by script', scriptMs, 12)
  const bySource = await sourceTimes(profile, nodes)
  if (bySource) {
    print('self time by source file (source maps)', bySource.self, TOP)
    print('time inside each source file, callees included (source maps)', bySource.total, TOP)
    console.log('\nbusy stretches over 40 ms (4× CPU), with the source files that ran longest in each')
    for (const t of bySource.tasks.filter(t => t.ms > 40)) {
      console.log(`${t.start.toFixed(0).padStart(7)} ms  ${t.ms.toFixed(0).padStart(5)} ms  ${[...t.files].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([f, v]) => `${f} ${v.toFixed(0)}`).join(', ')}`)
    }
  } else {
    console.log('\n(build with SY_SOURCEMAP=1 for the time per source file)')
  }
} finally {
  await browser.close()
  await server.stop()
}
