// Static checks of the compiled mini-program: it matches the source config, every page is complete,
// every custom component exists, every WXML and WXSS compiles with WeChat's own compilers,
// and the main package stays within budget.
const fs = require('fs')
const path = require('path')
const compiler = require('miniprogram-compiler')
const { DIST } = require('./support/mp-host')
const { loadTs } = require('./support/load-ts')

const SRC = path.resolve(__dirname, '..', '..', 'src')
const { BUDGETS } = require('../../scripts/bench/budgets.cjs')

const appJson = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8'))
const appConfig = loadTs(path.join(SRC, 'app.config.ts'), { defineAppConfig: c => c }).default
const routes = loadTs(path.resolve(__dirname, '..', '..', 'common', 'routes.ts'))

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full) : [full]
  })
}

const allPages = [
  ...appJson.pages,
  ...(appJson.subPackages || []).flatMap(p => p.pages.map(page => `${p.root}/${page}`)),
]

it('lists the pages and subpackages of the source config and the route table', () => {
  expect(appJson.pages).toEqual(appConfig.pages)
  expect(appJson.subPackages).toEqual(appConfig.subPackages)
  expect([...appJson.pages].sort()).toEqual(routes.mainPackagePages().sort())
  const table = Object.values(routes.routes).map(r => r.page).sort()
  expect([...allPages].sort()).toEqual(table)
})

it('keeps detail pages out of the main package', () => {
  expect(appJson.pages.every(p => p.startsWith('pages/'))).toBe(true)
  expect(appJson.subPackages.find(p => p.root === 'packages/news').pages).toContain('pages/detail/index')
})

it.each(allPages)('has js, json, wxml and wxss for %s', page => {
  for (const ext of ['js', 'json', 'wxml', 'wxss']) {
    expect(fs.existsSync(path.join(DIST, `${page}.${ext}`))).toBe(true)
  }
})

it('resolves every usingComponents target', () => {
  const jsons = filesUnder(DIST).filter(f => f.endsWith('.json') && !f.endsWith('app.json') && !f.endsWith('project.config.json'))
  let checked = 0
  for (const file of jsons) {
    const { usingComponents = {} } = JSON.parse(fs.readFileSync(file, 'utf8'))
    for (const target of Object.values(usingComponents)) {
      if (target.startsWith('plugin://')) continue
      const base = target.startsWith('/') ? path.join(DIST, target) : path.resolve(path.dirname(file), target)
      expect(fs.existsSync(`${base}.js`) && fs.existsSync(`${base}.json`)).toBe(true)
      checked++
    }
  }
  expect(checked).toBeGreaterThan(0)
})

it('compiles every WXML with wcc and every WXSS with wcsc', () => {
  expect(() => compiler.wxmlToJs(DIST)).not.toThrow()
  expect(() => compiler.wxssToJs(DIST)).not.toThrow()
})

it(`keeps the main package within its budget (${BUDGETS.weappMain / 1024} KB, as npm run size counts it)`, () => {
  const subRoots = appJson.subPackages.map(p => path.join(DIST, p.root) + path.sep)
  const main = filesUnder(DIST)
    .filter(f => !subRoots.some(r => f.startsWith(r)) && !/project(\.private)?\.config\.json$/.test(f))
    .reduce((sum, f) => sum + fs.statSync(f).size, 0)
  expect(main).toBeLessThanOrEqual(BUDGETS.weappMain)
})
