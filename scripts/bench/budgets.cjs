// The budgets of issue 10 ("fast on a slow phone"): every figure `npm run bench` prints stands next to one,
// and the tests that hold a figure to a budget (tests/weapp/static.test.js) read it here: one place.
const BUDGETS = {
  lighthouse: { performance: 90, lcpMs: 2000, tbtMs: 200, cls: 0.05, accessibility: 95 },
  // every route opened from a link (issue 30's sweep): stricter than the homes' first budgets
  sweep: { performance: 95, lcpMs: 2000, cls: 0.02, tbtMs: 150, accessibility: 95 },
  h5HomeJsGzip: 120 * 1024,
  weappMain: 600 * 1024,
  weappSubpackage: 1024 * 1024,
  // listRatio, detailRatio: to the app's own hello route; bareRatio: to a bare Fastify process in the same run (issue 28)
  api: { listRatio: 0.5, detailRatio: 0.3, bareRatio: 0.4, p99Ms: 20 },
  // a visitor's page with a first screen, kept (issue 31): to a bare Fastify process in the same run, and its p99
  pages: { bareRatio: 0.3, p99Ms: 20 },
  // the spike (issue 31): what the server's resident memory grows by while 100 readers open one story (the
  // bench's one server has run every section before it: its memory before is printed beside)
  spike: { rssGrowthMb: 128 },
  weappSetData: { largestBytes: 64 * 1024, callsFirstSecond: 20 },
  h5DomAfter500: 1000,
  // the newsroom console (issue 29): what its sign-in page loads, and the largest a page adds, gzip
  consoleFirstLoadGzip: 300 * 1024,
  consolePageGzip: 200 * 1024,
}

module.exports = { BUDGETS }
