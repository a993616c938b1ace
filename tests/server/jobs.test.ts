// Jobs once across instances (issue 28): a run holds the job (PostgreSQL: an advisory lock, so another
// instance's tick skips; SQLite: the one process), and a once-a-night job claims its night.
import { createTestServer, type TestServer } from './helpers'
import { claimPeriod, runExclusive } from '../../server/src/services/jobs'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const dialect = () => server.database.dialect

it('runs a job once when two runs meet, and again once the first is done', async () => {
  let runs = 0
  const work = async () => { runs++; await new Promise(r => setTimeout(r, 150)); return runs }
  const met = await Promise.all([runExclusive(db(), dialect(), 'test-job', work), runExclusive(db(), dialect(), 'test-job', work), runExclusive(db(), dialect(), 'test-job', work)])
  expect(met.filter(r => r.ran)).toHaveLength(1)
  expect(runs).toBe(1)
  // another job is not held by it
  expect((await runExclusive(db(), dialect(), 'other-job', async () => 'x'))).toEqual({ ran: true, result: 'x' })
  expect((await runExclusive(db(), dialect(), 'test-job', work)).ran).toBe(true)
  expect(runs).toBe(2)
  // a failing run lets the job go
  await expect(runExclusive(db(), dialect(), 'test-job', async () => { throw new Error('boom') })).rejects.toThrow('boom')
  expect((await runExclusive(db(), dialect(), 'test-job', async () => 1)).ran).toBe(true)
})

it('claims a night once: the nightly reconciliation runs on one instance', async () => {
  const claims = await Promise.all(Array.from({ length: 4 }, () => claimPeriod(db(), 'test-nightly', '2026-11-28')))
  expect(claims.filter(Boolean)).toHaveLength(1)
  expect(await claimPeriod(db(), 'test-nightly', '2026-11-28')).toBe(false)
  // the next night, once again; an earlier one never
  expect(await claimPeriod(db(), 'test-nightly', '2026-11-29')).toBe(true)
  expect(await claimPeriod(db(), 'test-nightly', '2026-11-27')).toBe(false)
})
