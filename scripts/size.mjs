#!/usr/bin/env node
// npm run size: the weapp main-package and per-subpackage sizes, and the H5 first-load JS (gzip)
// of the home route, measured by loading /shangyou_news/home/1 in Chromium and summing the
// scripts it fetched. Exits 1 when a budget is exceeded.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const { startServer } = require('../tests/support/server.js')
const { chromium } = require('playwright-core')

const BUDGET = { weappMain: 1.5 * 1024 * 1024, h5HomeJsGzip: 200 * 1024 }
const kb = n => `${(n / 1024).toFixed(1)} KB`

for (const target of ['weapp', 'h5']) {
  if (!fs.existsSync(path.join(ROOT, 'dist', target))) {
    const status = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'taro'), ['build', '--type', target], { cwd: ROOT, stdio: 'inherit' }).status
    if (status !== 0) process.exit(status ?? 1)
  }
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full) : [full]
  })
}

// weapp packages
const WEAPP = path.join(ROOT, 'dist', 'weapp')
const appJson = JSON.parse(fs.readFileSync(path.join(WEAPP, 'app.json'), 'utf8'))
const files = filesUnder(WEAPP).filter(f => !/project(\.private)?\.config\.json$/.test(f))
const subs = (appJson.subPackages || []).map(p => ({ root: p.root, dir: path.join(WEAPP, p.root) + path.sep, size: 0 }))
let main = 0
for (const f of files) {
  const size = fs.statSync(f).size
  const sub = subs.find(s => f.startsWith(s.dir))
  if (sub) sub.size += size
  else main += size
}

// H5 first load of the home route
const server = await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const scripts = new Set()
try {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage()
  page.on('response', r => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/shangyou_news/') && url.pathname.endsWith('.js')) scripts.add(url.pathname)
  })
  await page.goto(`${server.url}/shangyou_news/home/1`, { waitUntil: 'networkidle' })
  await page.locator('.news-card__title').first().waitFor()
} finally {
  await browser.close()
  await server.stop()
}
const h5 = [...scripts].map(p => {
  const bytes = fs.readFileSync(path.join(ROOT, 'dist', 'h5', p.slice('/shangyou_news/'.length)))
  return { file: p, raw: bytes.length, gzip: zlib.gzipSync(bytes).length }
})
const h5Gzip = h5.reduce((s, f) => s + f.gzip, 0)

console.log('\nweapp packages')
console.log(`  main package            ${kb(main).padStart(10)}   budget ${kb(BUDGET.weappMain)}`)
for (const s of subs) console.log(`  ${s.root.padEnd(24)}${kb(s.size).padStart(10)}`)
console.log('\nh5 first-load JS of /home/1 (gzip)')
for (const f of h5) console.log(`  ${f.file.padEnd(40)}${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`)
console.log(`  total${' '.repeat(35)}${kb(h5Gzip).padStart(25)} gzip   budget ${kb(BUDGET.h5HomeJsGzip)}`)

const over = []
if (main > BUDGET.weappMain) over.push('weapp main package')
if (h5Gzip > BUDGET.h5HomeJsGzip) over.push('h5 first-load JS')
console.log(over.length ? `\nOVER BUDGET: ${over.join(', ')}` : '\nwithin budget')
process.exit(over.length ? 1 : 0)
