// Every route the server answers is in the harness: a fuzz entry for each, and for each write an
// authorization-matrix row (or a reason it is open to anyone). A new endpoint without them fails here.
import { FUZZ } from './fuzz-entries'
import { MATRIX, PUBLIC_WRITES } from './authz-matrix'
import { createHarnessServer, type HarnessServer } from './server'

let server: HarnessServer
beforeAll(async () => { server = await createHarnessServer() })
afterAll(() => server?.close())

const name = (r: { method: string; url: string }) => `${r.method} ${r.url}`
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

it('has a fuzz entry for every route, and none for a route that is gone', () => {
  const routes = server.app.routeTable.map(name)
  expect(routes.filter(r => !FUZZ[r])).toEqual([])
  expect(Object.keys(FUZZ).filter(r => !routes.includes(r))).toEqual([])
})

it('has authorization-matrix rows for every write route (or says why anyone may send it)', () => {
  const writes = server.app.routeTable.filter(r => WRITES.has(r.method)).map(name)
  const covered = new Set([...MATRIX.map(r => r.route), ...Object.keys(PUBLIC_WRITES)])
  expect(writes.filter(w => !covered.has(w))).toEqual([])
  expect([...covered].filter(c => !writes.includes(c))).toEqual([])
})

it('has a refused cell in every matrix row', () => {
  for (const row of MATRIX) expect(Object.values(row.cells)).toContain('refused')
})
