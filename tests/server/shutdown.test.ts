// Operations (issue 28): /healthz and /readyz; /metrics; SIGTERM to the documented start (node itself, so the
// signal reaches the server) drains — /readyz 503 at once while the instance still serves — then closes
// with every request in flight answered and every view they counted written. SQLite here (a file the
// process opens); the PostgreSQL pieces (the seed lock) are tested where the suite runs on it.
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import net from 'net'
import http from 'http'
import { openDatabase } from '../../server/src/db'
import { createTestServer, getJson, usePostgres, type TestServer } from './helpers'

const ROOT = path.resolve(__dirname, '../..')

describe('/healthz and /readyz', () => {
  let server: TestServer
  beforeAll(async () => { server = await createTestServer() })
  afterAll(() => server.close())

  it('the process answers; ready with the database and storage reachable; 503 while draining', async () => {
    const health = await getJson<{ status: string }>(server.app, '/healthz')
    expect([health.status, health.body.data.status, health.headers['cache-control']]).toEqual([200, 'ok', 'no-store'])
    expect((await getJson(server.app, '/readyz')).body).toEqual({ statusCode: 200, message: 'ready', data: { database: 'ok', storage: 'ok', draining: false } })
    server.app.draining = true
    try {
      const drained = await getJson(server.app, '/readyz')
      expect([drained.status, drained.body.message, (drained.body.data as { draining: boolean }).draining]).toEqual([503, '服务正在停止，请稍后再试', true])
      // still serving meanwhile
      expect((await getJson(server.app, '/healthz')).status).toBe(200)
      expect((await getJson(server.app, '/kratos/v1/channel/list?channelId=1')).status).toBe(200)
    } finally {
      server.app.draining = false
    }
  })
})

const freePort = () => new Promise<number>(resolve => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)) })
})

function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: url, agent: false }, res => {
      let body = ''
      res.on('data', c => { body += c })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    }).on('error', reject)
  })
}

;(usePostgres ? describe.skip : describe)('SIGTERM to `node --import tsx server/src/main.ts`', () => {
  let child: ChildProcess | undefined
  let file = ''
  afterAll(() => { child?.kill('SIGKILL'); for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true }) })

  it('drains (readyz 503, still serving), then closes: 40 requests in flight all answered, all 40 views written', async () => {
    file = path.join(os.tmpdir(), `shangyou-shutdown-${process.pid}.db`)
    fs.copyFileSync(process.env.TEST_TEMPLATE as string, file)
    const before = openDatabase({ sqliteFile: file })
    const story = await before.db.selectFrom('news').select(['id', 'class_id', 'pv']).where('status', '=', 1).where('data_type', '=', 3).orderBy('id').executeTakeFirstOrThrow()
    await before.close()

    const port = await freePort()
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', SQLITE_FILE: file, DATABASE_URL: '', SEED: '0', DRAIN_MS: '800', LOG_LEVEL: 'warn', H5_DIR: path.join(os.tmpdir(), 'no-h5') },
    })
    const exited = new Promise<number | null>(resolve => child!.once('exit', code => resolve(code)))
    let out = ''
    child.stdout!.on('data', c => { out += c })
    child.stderr!.on('data', c => { out += c })
    const started = Date.now()
    while (!out.includes('is running')) {
      if (Date.now() - started > 60_000) throw new Error(`the server did not start:\n${out}`)
      await new Promise(r => setTimeout(r, 100))
    }
    expect((await get(port, '/readyz')).status).toBe(200)

    const url = `/v1/news/getDetails?classId=${story.class_id}&newsId=${story.id}`
    const first = Array.from({ length: 20 }, () => get(port, url))
    child.kill('SIGTERM')
    await new Promise(r => setTimeout(r, 100))
    // draining: the balancer is told, and readers are still answered
    expect((await get(port, '/readyz')).status).toBe(503)
    const second = Array.from({ length: 20 }, () => get(port, url))
    const answers = await Promise.all([...first, ...second])
    expect(answers.map(a => a.status)).toEqual(Array(40).fill(200))
    expect(await exited).toBe(0)

    const after = openDatabase({ sqliteFile: file })
    const pv = (await after.db.selectFrom('news').select('pv').where('id', '=', story.id).executeTakeFirstOrThrow()).pv
    await after.close()
    expect(pv - story.pv).toBe(40)
  }, 90_000)
})

describe('/metrics', () => {
  let server: TestServer
  beforeAll(async () => { server = await createTestServer() })
  afterAll(() => server.close())

  it('counts requests by route and status with their latency, the cache, jobs, the moderation queue and overdue 问政; from this machine only', async () => {
    for (let i = 0; i < 3; i++) await getJson(server.app, '/kratos/v1/column/list?columnId=701')
    await getJson(server.app, '/v1/news/getDetails?newsId=999999999')
    const { runExclusive } = await import('../../server/src/services/jobs')
    await runExclusive(server.database.db, server.database.dialect, 'metrics-test-job', async () => 1)
    const res = await server.app.inject({ method: 'GET', url: '/metrics' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const text = res.body
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/kratos\/v1\/column\/list",status="2xx"\} 3/)
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/news\/getDetails",status="4xx"\} 1/)
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/kratos\/v1\/column\/list"\}/)
    expect(text).toMatch(/public_cache_answers\{result="hit"\} [1-9]/)
    expect(text).toMatch(/job_runs_total\{job="metrics-test-job",outcome="ran"\} 1/)
    expect(text).toMatch(/^moderation_queue_length \d+$/m)
    expect(text).toMatch(/^politics_overdue_questions \d+$/m)
    expect(text).toMatch(/process_cpu_seconds_total/)
    // through a proxy (a stranger relayed from loopback), or with a token configured and not given: refused
    const relayed = await server.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect([relayed.statusCode, relayed.json().message]).toEqual([403, '无权读取运行指标'])
  })

  it('answers a scrape with METRICS_TOKEN’s bearer and refuses one without it', async () => {
    const withToken = await createTestServer({ settings: { metricsToken: 'scrape-secret' } })
    try {
      expect((await withToken.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403)
      expect((await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-secret!' } })).statusCode).toBe(403)
      expect((await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret' } })).statusCode).toBe(200)
    } finally {
      await withToken.close()
    }
  })
})

describe('request ids and logs', () => {
  it('answers each request with its id (a balancer’s X-Request-Id kept), logs no line for an ordinary answer and one for a failure, with the id', async () => {
    const { Writable } = await import('stream')
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({ write(chunk, _enc, cb) { lines.push(JSON.parse(String(chunk))); cb() } })
    const { buildApp } = await import('../../server/src/app')
    const made = await createTestServer({ seed: false })
    const app = await buildApp({ settings: made.settings, db: made.database.db, dialect: made.database.dialect }, { logger: { level: 'info', stream } })
    try {
      const plain = await app.inject({ method: 'GET', url: '/healthz' })
      expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect((await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.01' } })).headers['x-request-id']).toBe('lb-7f3a.01')
      expect((await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect(lines.filter(l => l.msg === 'request' || l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([])
      // a failure: its line carries the id answered
      await made.database.db.destroy()
      const failed = await app.inject({ method: 'GET', url: '/kratos/v1/channel/list?channelId=1', headers: { 'x-request-id': 'trace-42' } })
      expect(failed.statusCode).toBe(500)
      expect(lines.find(l => l.msg === 'request failed')).toMatchObject({ reqId: 'trace-42', status: 500, url: '/kratos/v1/channel/list?channelId=1' })
    } finally {
      await app.close()
      await made.close().catch(() => undefined)
    }
  })
})
