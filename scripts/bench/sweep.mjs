// The bench's route sweep (issue 30): every route of the route table opened as a reader opens a shared
// link, at its address with real ids from the seed (tests/support/route-addresses.js), one Lighthouse run
// each; a page that misses a budget is run twice more and its median counts.
import { createRequire } from 'node:module'
import { lighthousePage } from './lighthouse.mjs'

const require = createRequire(import.meta.url)
const { sweepAddresses } = require('../../tests/support/route-addresses.js')

/** which of the sweep's budgets `lh` misses (the figure names) */
export function sweepMisses(lh, budget) {
  const missed = []
  if (lh.performance < budget.performance) missed.push('performance')
  if (lh.lcpMs > budget.lcpMs) missed.push('LCP')
  if (lh.cls > budget.cls) missed.push('CLS')
  if (lh.tbtMs > budget.tbtMs) missed.push('TBT')
  if (lh.accessibility < budget.accessibility) missed.push('accessibility')
  return missed
}

/**
 * every route under `base` (…/shangyou_news) with ids from the SQLite file `dbFile`: { address: figures }.
 * `again`: run a page that misses twice more (the median of 3); `only`: addresses containing one of these.
 */
export async function sweepRoutes(base, dbFile, budget, { again = true, only = [] } = {}) {
  const addresses = sweepAddresses(dbFile).filter(a => only.length === 0 || only.some(o => a.includes(o)))
  const out = {}
  for (const [i, address] of addresses.entries()) {
    const url = `${base}${address}`
    let lh = await lighthousePage(url, 1)
    if (again && sweepMisses(lh, budget).length > 0) lh = await lighthousePage(url, 2, { earlier: lh.runs })
    out[address] = { ...lh, missed: sweepMisses(lh, budget) }
    console.log(`sweep ${i + 1}/${addresses.length} ${address}: ${lh.performance} · LCP ${Math.round(lh.lcpMs)} ms · CLS ${lh.cls.toFixed(3)} · TBT ${Math.round(lh.tbtMs)} ms · a11y ${lh.accessibility}${lh.runs.length > 1 ? ` (median of ${lh.runs.length})` : ''}`)
  }
  return out
}
