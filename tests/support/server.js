// Starts the real API server as its own process on a free loopback port with a fresh SQLite file,
// for the weapp and h5 layers. Resolves once it answers; stop() ends it and removes its files.
const { spawn } = require('child_process')
const fs = require('fs')
const http = require('http')
const net = require('net')
const os = require('os')
const path = require('path')

const ROOT = path.resolve(__dirname, '..', '..')

/** GET over Node's http (jsdom test environments have no fetch). */
function httpGet(url) {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, res => {
      const chunks = []
      res.on('data', c => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
    }).on('error', reject)
  })
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/**
 * `pgSchema`: run on PostgreSQL (DATABASE_URL) in this schema instead of a fresh SQLite file;
 * `dir`: reuse a directory (and its SQLite file) from an earlier run, as a restart does.
 */
async function startServer({ env = {}, timeoutMs = 60000, pgSchema = '', dir: reuse = '' } = {}) {
  const port = await freePort()
  const dir = reuse || fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-e2e-'))
  // a copy of the layer's seeded template (layer-setup.js), when there is one, spares the seeding
  const template = process.env.TEST_SERVER_TEMPLATE
  if (!reuse && !pgSchema && template && !env.SQLITE_FILE) fs.copyFileSync(template, path.join(dir, 'shangyou.db'))
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: path.join(dir, 'shangyou.db'),
    MEDIA_CACHE_DIR: path.join(os.tmpdir(), 'shangyou-test-media'),
    H5_DIR: path.join(ROOT, 'dist', 'h5'),
    LOG_LEVEL: 'warn',
    ...env,
  }
  // the weapp and h5 layers prove the app against the default embedded database
  if (pgSchema) childEnv.PG_SCHEMA = pgSchema
  else delete childEnv.DATABASE_URL
  // one process (tsx as a loader, not its CLI, which runs the server in a child of its own): a kill reaches the server
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', d => { output += d })
  child.stderr.on('data', d => { output += d })
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    try {
      const res = await httpGet(`${url}/kratos/v1/init`)
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise(r => setTimeout(r, 100))
  }
  return {
    url,
    /** the server process (its CPU time: /proc/<pid>/stat) */
    pid: child.pid,
    port,
    dir,
    sqliteFile: childEnv.SQLITE_FILE,
    output: () => output,
    /** the process dies at once, as in a power cut of the process (files are kept) */
    async kill() {
      if (child.exitCode !== null) return
      const exited = new Promise(r => child.once('exit', r))
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise(r => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise(r => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The layer's one server (layer-setup.js started it) when there is one, else a server of this file's own.
 * Stopping the shared one is left to the layer's tear-down. `own`: a server of the file's own, for a file
 * that reads a demo reader's balance or messages as the seed left them (the other files act as the same
 * readers on the shared one).
 */
/** `own`: a server of this file's own (`env`: its settings), else the layer's shared one */
async function sharedServer({ own = false, env } = {}) {
  const url = process.env.TEST_SERVER_URL
  if (!url || own) return startServer({ env })
  return {
    url,
    port: Number(new URL(url).port),
    sqliteFile: process.env.TEST_SERVER_SQLITE,
    shared: true,
    async stop() {},
  }
}

/** a call as the apps make it (JSON, a Bearer token): the envelope `{ statusCode, message, data }` and the HTTP `status` */
function apiCall(base, method, path, body, token) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body)
    const headers = { ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }
    const req = http.request(`${base}${path}`, { method, agent: false, headers }, res => {
      const chunks = []
      res.on('data', c => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, ...JSON.parse(Buffer.concat(chunks).toString('utf8')) }))
    })
    req.on('error', reject)
    req.end(data)
  })
}

async function getJson(url) {
  return JSON.parse((await httpGet(url)).body)
}

module.exports = { startServer, sharedServer, getJson, httpGet, apiCall, ROOT }
