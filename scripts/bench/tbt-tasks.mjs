#!/usr/bin/env node
// npm run bench:tbt [-- home|story|/path] [-- --runs=N] [-- --without-app]: the tasks Lighthouse's TBT is
// made of. Lighthouse (mobile, simulated) does not measure blocking time: it simulates the page on a slow
// phone from one observed trace, multiplying each main-thread task by 4 (by 2 when the task laid out),
// and sums what each task beyond 50 ms holds the thread between its own estimates of the first paint and
// of interactivity. This runs Lighthouse once per run on a fresh seeded server and prints, for each
// simulated task of 30 ms or more, its simulated start and end, its observed duration, whether it laid
// out, the files it ran and the trace events that took longest in it: the list to shorten when
// `npm run bench` reports TBT over budget. Uses dist/h5 as built.
//
//   --without-app   refuse the app's start script: the server's first screen alone (the floor)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js'
import { CHROMIUM_ARGS } from './sizes.mjs'
import { pageUrl } from './pages.mjs'

const require = createRequire(import.meta.url)
const { startServer } = require('../../tests/support/server.js')

const args = process.argv.slice(2)
const which = args.find(a => !a.startsWith('--')) || 'home'
const runs = Number((args.find(a => a.startsWith('--runs=')) || '--runs=1').slice('--runs='.length))
const withoutApp = args.includes('--without-app')
/** simulated tasks shorter than this are left out of the list (they count for nothing or little) */
const SHOWN_FROM_MS = 30

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-tbt-'))
const server = await startServer({ dir, env: { LOG_LEVEL: 'warn' } })
try {
  const url = pageUrl(`${server.url}/shangyou_news`, dir, which)
  const { Simulator } = Lantern.Simulation
  const end = label => {
    const timings = Simulator.allNodeTimings.get(label)
    return timings ? Math.round(Math.max(...[...timings.values()].map(t => t.endTime))) : null
  }
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS })
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        blockedUrlPatterns: withoutApp ? ['*sy-start.js*'] : [],
      })
      const a = lhr.audits
      console.log(`\n${url}${withoutApp ? ' (without the app)' : ''}, run ${i + 1}: performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${Math.round(a['first-contentful-paint'].numericValue)} ms, TBT ${Math.round(a['total-blocking-time'].numericValue)} ms`)
      console.log(`  window: FCP ${end('optimisticFirstContentfulPaint')}/${end('pessimisticFirstContentfulPaint')} ms → interactive ${end('optimisticInteractive')}/${end('pessimisticInteractive')} ms (optimistic/pessimistic; TBT is the mean of the two)`)
      console.log('  simulated ms        observed ms   files / longest events')
      const timings = Simulator.allNodeTimings.get('optimisticTotalBlockingTime') ?? new Map()
      for (const [node, t] of timings) {
        if (node.type !== 'cpu' || t.endTime - t.startTime < SHOWN_FROM_MS) continue
        const files = new Set()
        const events = new Map()
        for (const e of node.childEvents) {
          const u = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url
          if (u && !u.startsWith('data:')) files.add(u.split('/').pop().split('?')[0])
          events.set(e.name, (events.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
        }
        const longest = [...events].sort((x, y) => y[1] - x[1]).slice(0, 3).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')
        const span = `${Math.round(t.startTime)}–${Math.round(t.endTime)}`.padEnd(11)
        console.log(`  ${span} (${String(Math.round(t.endTime - t.startTime)).padStart(3)})  ${(node.duration / 1000).toFixed(1).padStart(6)}${node.didPerformLayout() ? ' layout' : '       '}  ${[...files].slice(0, 3).join(' ')}${files.size ? ' / ' : ''}${longest}`)
      }
    } finally {
      await chrome.kill()
    }
  }
} finally {
  await server.stop()
}
