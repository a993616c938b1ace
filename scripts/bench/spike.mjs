// The bench's spike (issue 31): the day one story is shared through every WeChat group in the city. A cold
// phone's browser is asked what it fetches from this server when it opens the story's page (the page with
// its boot data, the scripts and styles, the API calls, the pictures); autocannon then replays that list
// on 100 connections for 30 s against one instance, each connection one reader after another, so every
// address is asked in the proportion a browser asks it. Printed: page views a second, p99, errors, and the
// server's memory before, at most during and after.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import autocannon from 'autocannon'
import { CHROMIUM_ARGS } from './sizes.mjs'

const require = createRequire(import.meta.url)
const { chromium } = require('playwright-core')
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** a phone's WeChat browser */
export const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN'

/** what a cold browser asks this origin for when it opens `url` (until the network is quiet): method, path, headers */
export async function recordAsks(url) {
  const origin = new URL(url).origin
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: WECHAT_UA })
    const page = await context.newPage()
    const asks = []
    page.on('request', r => {
      if (!r.url().startsWith(origin)) return
      const headers = r.headers()
      asks.push({ method: r.method(), path: r.url().slice(origin.length), headers: { accept: headers.accept ?? '*/*', ...(headers.authorization ? { authorization: headers.authorization } : {}) } })
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    return asks.filter(a => a.method === 'GET')
  } finally {
    await browser.close()
  }
}

/** resident memory of a process (MB), from /proc; null elsewhere */
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) / 1024 : null
  } catch {
    return null
  }
}

/** the spike: `asks` replayed by `connections` readers for `seconds` against `base` (the server's origin) */
export async function spike(base, pid, asks, { connections = 100, seconds = 30 } = {}) {
  const requests = asks.map(a => ({ method: 'GET', path: a.path, headers: { ...a.headers, 'accept-encoding': 'gzip, deflate, br', 'user-agent': WECHAT_UA } }))
  // a warm-up reader first (the page built, the pictures rendered once)
  await autocannon({ url: base, connections: 1, amount: requests.length * 2, requests })
  const before = rssMb(pid)
  let most = before ?? 0
  const watch = setInterval(() => { most = Math.max(most, rssMb(pid) ?? 0) }, 250)
  const r = await autocannon({ url: base, connections, duration: seconds, requests })
  clearInterval(watch)
  const after = rssMb(pid)
  const pageViews = r.requests.total / requests.length
  return {
    asks: requests.length,
    pageViewsPerSec: pageViews / seconds,
    reqPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    non2xx: r.non2xx,
    rssBeforeMb: before, rssMostMb: most, rssAfterMb: after,
  }
}
