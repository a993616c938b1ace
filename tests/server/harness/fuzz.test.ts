// Every route, 1,000 generated hostile requests each on SQLite (100 on PostgreSQL, whose own hazards,
// races, casts and constraint names, have tests of their own): no response ≥ 500, no crash, and every
// 4xx carries the envelope with a Chinese message. The requests change with each run's seed, which is
// printed: FUZZ_SEED=<seed> replays a failure. Prints (and keeps for npm test's summary) one line.
import fs from 'fs'
import path from 'path'
import { usePostgres } from '../helpers'
import { FUZZ } from './fuzz-entries'
import { requestsFor, seedOf } from './generate'
import { createHarnessServer, envelopeProblem, type HarnessServer } from './server'

export const REQUESTS_PER_ROUTE = usePostgres ? 100 : 1000
/** this run's seed: every route's requests are drawn from it and the route's name */
const RUN_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) >>> 0 : Math.floor(Math.random() * 2 ** 32)
const CONCURRENCY = 8
/**
 * a route's requests may take this long: what is tested is the answers, not their speed (the media routes read
 * files: GET /media/video/* took 4 s alone and over 30 s on a slow machine busy with the suite's other lanes)
 */
const ROUTE_TIMEOUT_MS = 120_000
const RESULTS = path.resolve(__dirname, '..', '..', '..', '.test-results')

let server: HarnessServer
const crashes: unknown[] = []
const onCrash = (err: unknown) => { crashes.push(err) }
const totals = { routes: 0, requests: 0, fiveHundreds: 0 }

beforeAll(async () => {
  process.on('unhandledRejection', onCrash)
  process.on('uncaughtException', onCrash)
  server = await createHarnessServer()
})

afterAll(async () => {
  process.off('unhandledRejection', onCrash)
  process.off('uncaughtException', onCrash)
  await server?.close()
  const db = usePostgres ? 'postgres' : 'sqlite'
  const line = `fuzz harness (${db}, FUZZ_SEED=${RUN_SEED}): ${totals.routes} routes, ${totals.requests} requests, ${totals.fiveHundreds} responses ≥ 500, ${crashes.length} crashes`
  console.log(line)
  fs.mkdirSync(RESULTS, { recursive: true })
  fs.writeFileSync(path.join(RESULTS, `harness-${db}.txt`), `${line}\n`)
})

// the table is checked against the server's routes in routes.test.ts; here each entry is fuzzed
describe.each(Object.keys(FUZZ))('%s', name => {
  it(`answers ${REQUESTS_PER_ROUTE} hostile requests without a 5xx, and every 4xx in the envelope`, async () => {
    const [method, url] = name.split(' ')
    const route = server.app.routeTable.find(r => r.method === method && r.url === url)
    expect(route).toBeDefined()
    const as = FUZZ[name].as
    const reader = await server.newReader(as === 'staff' ? 'admin' : as === 'department' ? 'department' : undefined)
    const requests = requestsFor(route!, FUZZ[name], server.samples, reader.token, REQUESTS_PER_ROUTE, (seedOf(name) ^ RUN_SEED) >>> 0)
    const problems: string[] = []
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++]
        const res = await server.app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, payload: r.payload })
        totals.requests++
        if (res.statusCode >= 500) totals.fiveHundreds++
        const problem = envelopeProblem(res.statusCode, res.body)
        if (problem && problems.length < 5) problems.push(`${problem}: ${r.method} ${r.url.slice(0, 300)} ${typeof r.payload === 'string' ? r.payload.slice(0, 300) : ''} → ${res.body.slice(0, 200)}`)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    totals.routes++
    if (problems.length > 0) problems.unshift(`replay with FUZZ_SEED=${RUN_SEED}`)
    expect(problems).toEqual([])
    expect(crashes).toEqual([])
  }, ROUTE_TIMEOUT_MS)
})
