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

const require = createRequire(import.meta.url)
const { chromium } = require('playwright-core')
const Database = require('better-sqlite3')
const { startServer } = require('../../tests/support/server.js')

const CPU_SLOWDOWN = 4
const SAMPLE_US = 200
const WATCH_MS = 4000
const TOP = 30
const which = process.argv[2] === 'home' ? 'home' : 'story'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-profile-'))
const server = await startServer({ dir, env: { LOG_LEVEL: 'warn' } })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const db = new Database(path.join(dir, 'shangyou.db'), { readonly: true })
  const story = db.prepare('select id, class_id from news where status = 1 and data_type = 3 and permission = 0 order by length(content) desc, id limit 1').get()
  db.close()
  const url = which === 'home' ? `${server.url}/shangyou_news/home/1` : `${server.url}/shangyou_news/NewsDetail?classId=${story.class_id}&newsId=${story.id}`
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
} finally {
  await browser.close()
  await server.stop()
}
