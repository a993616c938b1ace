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
  // the first run to start holds the job until the other two have come back (skipped), so the three
  // truly meet however slowly each gets its connection; were the job not held, every run would start and
  // wait out the 10 s bound (three runs, not one)
  let settled = 0
  let othersBack: () => void = () => undefined
  const back = new Promise<void>(r => { othersBack = r })
  const work = async () => {
    runs++
    let bound: NodeJS.Timeout | undefined
    await Promise.race([back, new Promise(r => { bound = setTimeout(r, 10_000) })])
    clearTimeout(bound)
    return runs
  }
  const attempt = () => runExclusive(db(), dialect(), 'test-job', work).then(r => { if (++settled === 2) othersBack(); return r })
  const met = await Promise.all([attempt(), attempt(), attempt()])
  expect(met.filter(r => r.ran)).toHaveLength(1)
  expect(runs).toBe(1)
  const once = async () => { runs++; return runs }
  // another job is not held by it
  expect((await runExclusive(db(), dialect(), 'other-job', async () => 'x'))).toEqual({ ran: true, result: 'x' })
  expect((await runExclusive(db(), dialect(), 'test-job', once)).ran).toBe(true)
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

it('hands each run { job, run } for what it logs and starts, and its failure carries them: a push it sends that fails later is logged with the run', async () => {
  const { MessageService } = await import('../../server/src/services/messages')
  const seen: Record<string, string>[] = []
  await runExclusive(db(), dialect(), 'fields-job', async about => { seen.push({ ...about }) })
  await runExclusive(db(), dialect(), 'fields-job', async about => { seen.push({ ...about }) })
  expect(seen[0]).toEqual({ job: 'fields-job', run: expect.stringMatching(/^[\w-]{36}$/) })
  expect(seen[1].run).not.toBe(seen[0].run)
  const failed = await runExclusive(db(), dialect(), 'fields-job', async () => { throw new Error('down') }).catch((err: unknown) => err)
  expect(failed).toMatchObject({ message: 'down', job: 'fields-job', run: expect.any(String) })

  // a WeChat push a run sends, failing after the run is over: logged with the run and the reader
  const logged: object[] = []
  const reader = await db().selectFrom('wechat_identities').select('user_id').where('app', '=', 'mp').where('user_id', 'is not', null).executeTakeFirst()
  if (!reader?.user_id) throw new Error('the seed has a mini-program reader')
  const userId = reader.user_id
  const messages = new MessageService(db(), { send: async () => { throw new Error('WeChat said 43101') } })
  messages.logTo({ warn: o => { logged.push(o) }, error: () => undefined, info: () => undefined })
  let run = ''
  await runExclusive(db(), dialect(), 'notice-job', async about => {
    run = about.run
    messages.push([{ userId, kind: 'points', title: '积分即将过期', body: '测试', route: '/x', params: {} }], about)
  })
  const until = Date.now() + 2000
  while (logged.length === 0 && Date.now() < until) await new Promise(r => setTimeout(r, 10))
  expect(logged).toEqual([expect.objectContaining({ job: 'notice-job', run, userId, err: expect.objectContaining({ message: 'WeChat said 43101' }) })])
})
