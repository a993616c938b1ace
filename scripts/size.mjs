#!/usr/bin/env node
// npm run size: the weapp main-package and per-subpackage sizes, and the H5 first-load JS (gzip) of
// the home route. Exits 1 when a budget is exceeded. (`npm run bench` reports these with the rest.)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { firstLoadJs, weappSizes } from './bench/sizes.mjs'
import { BUDGETS } from './bench/budgets.cjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const { startServer } = require('../tests/support/server.js')
const kb = n => `${(n / 1024).toFixed(1)} KB`

for (const target of ['weapp', 'h5']) {
  if (!fs.existsSync(path.join(ROOT, 'dist', target))) {
    const status = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'taro'), ['build', '--type', target], { cwd: ROOT, stdio: 'inherit' }).status
    if (status !== 0) process.exit(status ?? 1)
  }
}

const weapp = weappSizes(path.join(ROOT, 'dist', 'weapp'))
const server = await startServer()
let h5
try {
  h5 = await firstLoadJs(server.url, path.join(ROOT, 'dist', 'h5'), '/shangyou_news/home/1', '.news-card__title')
} finally {
  await server.stop()
}

console.log('\nweapp packages')
console.log(`  main package            ${kb(weapp.main).padStart(10)}   budget ${kb(BUDGETS.weappMain)}`)
for (const s of weapp.subpackages) console.log(`  ${s.root.padEnd(24)}${kb(s.size).padStart(10)}   budget ${kb(BUDGETS.weappSubpackage)}`)
console.log('\nh5 first-load JS of /home/1 (gzip)')
for (const f of h5.files) console.log(`  ${f.file.padEnd(40)}${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`)
console.log(`  total${' '.repeat(35)}${kb(h5.gzip).padStart(25)} gzip   budget ${kb(BUDGETS.h5HomeJsGzip)}`)

const over = []
if (weapp.main > BUDGETS.weappMain) over.push('weapp main package')
for (const s of weapp.subpackages) if (s.size > BUDGETS.weappSubpackage) over.push(`weapp ${s.root}`)
if (h5.gzip > BUDGETS.h5HomeJsGzip) over.push('h5 first-load JS')
console.log(over.length ? `\nOVER BUDGET: ${over.join(', ')}` : '\nwithin budget')
process.exit(over.length ? 1 : 0)
