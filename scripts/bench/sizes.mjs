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

/**
 * The newsroom console's weight: what its sign-in page loads (scripts and styles, gzip), then what each
 * page adds when an administrator opens it (its own chunks, split by page); and how many of the apps' H5
 * files carry the console's code (antd, Tiptap: none should).
 */
export async function consoleSizes(serverUrl, adminDir, h5Dir) {
  const gz = p => zlib.gzipSync(fs.readFileSync(path.join(adminDir, p.slice('/admin/'.length)))).length
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const loaded = new Set()
  let first
  const pages = []
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    page.on('response', r => {
      const p = new URL(r.url()).pathname
      if (p.startsWith('/admin/assets/') && /\.(js|css)$/.test(p)) loaded.add(p)
    })
    await page.goto(`${serverUrl}/admin/`, { waitUntil: 'networkidle' })
    first = [...loaded]
    await page.getByLabel('手机号').fill('13800000009')
    await page.getByLabel('密码', { exact: true }).fill('Demo1234')
    await page.getByRole('button', { name: '登录' }).click()
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    await page.waitForLoadState('networkidle')
    // signed in, the console opens on its dashboard
    const dashboard = [...loaded].filter(f => !first.includes(f))
    pages.push({ path: '/', files: dashboard.length, gzip: dashboard.reduce((s, f) => s + gz(f), 0) })
    for (const p of ['/stories', '/stories/new', '/moderation', '/politics', '/audit']) {
      const before = new Set(loaded)
      await page.goto(`${serverUrl}/admin${p}`, { waitUntil: 'networkidle' })
      // (a fresh load brings the shared files again: a page's own are those no earlier page brought)
      const own = [...loaded].filter(f => !before.has(f))
      pages.push({ path: p, files: own.length, gzip: own.reduce((s, f) => s + gz(f), 0) })
    }
  } finally {
    await browser.close()
  }
  const js = dir => fs.readdirSync(dir, { recursive: true }).filter(f => String(f).endsWith('.js')).map(f => path.join(dir, String(f)))
  const inApps = js(h5Dir).filter(f => /ProseMirror|ant-btn|tiptap/.test(fs.readFileSync(f, 'utf8'))).length
  return { first: { files: first, gzip: first.reduce((s, f) => s + gz(f), 0) }, pages, inApps }
}
