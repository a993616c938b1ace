// Package sizes: the weapp main package and each subpackage (bytes on disk), and the H5 first-load JS
// of a route (gzip), measured by loading the page in Chromium and summing the scripts it fetched.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { chromium } = require('playwright-core')

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full) : [full]
  })
}

/** { main, subpackages: [{ root, size }] } in bytes */
export function weappSizes(weappDir) {
  const appJson = JSON.parse(fs.readFileSync(path.join(weappDir, 'app.json'), 'utf8'))
  const files = filesUnder(weappDir).filter(f => !/project(\.private)?\.config\.json$/.test(f))
  const subs = (appJson.subPackages || []).map(p => ({ root: p.root, dir: path.join(weappDir, p.root) + path.sep, size: 0 }))
  let main = 0
  for (const f of files) {
    const size = fs.statSync(f).size
    const sub = subs.find(s => f.startsWith(s.dir))
    if (sub) sub.size += size
    else main += size
  }
  return { main, subpackages: subs.map(({ root, size }) => ({ root, size })) }
}

/** the scripts a page fetches until the network is idle, with their raw and gzip sizes */
export async function firstLoadJs(serverUrl, h5Dir, address, waitFor) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const scripts = new Set()
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage()
    page.on('response', r => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/shangyou_news/') && url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(`${serverUrl}${address}`, { waitUntil: 'networkidle' })
    await page.locator(waitFor).first().waitFor()
    // the server's first screen shows before the app's scripts arrive (on a slow machine after the network
    // has gone quiet once): measure what the app needed to draw the screen itself, when it takes over
    await page.waitForFunction(() => !document.getElementById('sy-first-paint'), null, { timeout: 30_000 })
    await page.waitForLoadState('networkidle')
  } finally {
    await browser.close()
  }
  const files = [...scripts].map(p => {
    const bytes = fs.readFileSync(path.join(h5Dir, p.slice('/shangyou_news/'.length)))
    return { file: p, raw: bytes.length, gzip: zlib.gzipSync(bytes).length }
  })
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0) }
}
