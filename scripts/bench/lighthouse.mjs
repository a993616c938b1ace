// Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown) with Debian's Chromium: the median of
// `runs` runs per page of performance, LCP, TBT, CLS and accessibility; and axe-core's serious and
// critical violations on the same page.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_ARGS } from './sizes.mjs'

const require = createRequire(import.meta.url)
const { chromium } = require('playwright-core')
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** runs Lighthouse could not record, run again per page */
const RETRIES = 2

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * one page, `runs` times; a fresh browser each run (no cache between them). `blocked`: URL patterns the
 * browser refuses (the app's start script, to measure the server's first screen alone). `earlier`: runs of
 * an earlier call (its `runs`) counted with these (the sweep's runs again a page that missed).
 */
export async function lighthousePage(url, runs = 3, { blocked = [], earlier = [] } = {}) {
  const results = [...earlier]
  // a run whose trace Lighthouse could not record (NO_NAVSTART, NO_FCP …) measured nothing: it is run
  // again, up to RETRIES times over the page's runs, and only then is the page a failure
  let retries = RETRIES
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROMIUM_ARGS })
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], blockedUrlPatterns: blocked })
      if (lhr.runtimeError) {
        if (retries-- > 0) {
          console.log(`  ${url}: ${lhr.runtimeError.code}, run again`)
          i--
          continue
        }
        throw new Error(`${url}: ${lhr.runtimeError.message}`)
      }
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        // Lighthouse's own measure of this machine's CPU at the time of the run (higher is faster):
        // figures of runs whose index differs much are not comparable
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failedA11y: Object.values(lhr.audits).filter(a => lhr.categories.accessibility.auditRefs.some(r => r.id === a.id && r.weight > 0) && a.score === 0).map(a => a.id),
      })
    } finally {
      await chrome.kill()
    }
  }
  const pick = key => median(results.map(r => r[key]))
  const values = key => results.map(r => r[key])
  return {
    runs: results,
    /** the lowest and highest of each figure over the runs */
    spread: Object.fromEntries(['performance', 'lcpMs', 'tbtMs', 'fcpMs'].map(k => [k, [Math.min(...values(k)), Math.max(...values(k))]])),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    benchmarkIndex: pick('benchmarkIndex'),
    failedA11y: [...new Set(results.flatMap(r => r.failedA11y))],
  }
}

/** axe-core on the page as a phone shows it: the serious and critical violations */
export async function axeViolations(url, waitFor) {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS })
  try {
    // bypassCSP: axe is injected as an inline script, which the site's CSP rightly refuses
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN', bypassCSP: true })).newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.locator(waitFor).first().waitFor()
    await page.addScriptTag({ content: source })
    const result = await page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] })
      return r.violations.map(v => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, sample: v.nodes[0]?.target.join(' ') }))
    })
    return result.filter(v => v.impact === 'serious' || v.impact === 'critical')
  } finally {
    await browser.close()
  }
}
