// Operations (issue 28): /healthz and /readyz; SIGTERM to the documented start (node itself, so the
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
import { createTestServer, getJson, type TestServer } from './helpers'

const ROOT = path.resolve(__dirname, '../..')
const usePostgres = !!process.env.DATABASE_URL

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
