// A fresh server for each test file: a copy of the run's seeded template (see template.ts), a SQLite
// file or a PostgreSQL database of its own; or, unseeded, an empty SQLite file or PostgreSQL schema.
import fs from 'fs'
import os from 'os'
import path from 'path'
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import { PgBroadcast } from '../../server/src/services/broadcast'
import { buildApp } from '../../server/src/app'
import { loadSettings, type ServerSettings } from '../../server/src/settings'
import { openDatabase, type Database } from '../../server/src/db'
import { migrateToLatest } from '../../server/src/db/migrate'
import type { ScryptCost } from '../../server/src/crypto'
import { databaseUrl, dropDatabase, pgAdmin } from './template'

export const usePostgres = process.env.TEST_DATABASE === 'postgres'

/** scrypt at a test's cost: 1/80 of OWASP's minimum, ~1 ms a hash (createTestServer in development) */
export const TEST_PASSWORD_HASHING: ScryptCost = { N: 1024, r: 8, p: 1 }

export interface TestServer {
  app: FastifyInstance
  database: Database
  settings: ServerSettings
  seededAt: number
  /** PostgreSQL: the database's address (a twin opens it again) */
  url?: string
  close(): Promise<void>
}

export interface TestServerOptions {
  seed?: boolean
  settings?: Partial<ServerSettings>
  /** PostgreSQL: a second instance on this server's database (its own pool), both telling each other their changes */
  twinOf?: TestServer
}

/**
 * Real providers, configured with keys that are never used: what production must run with. Tests that
 * build a production server use them and call nothing that reaches an outside service.
 */
export const REAL_PROVIDERS = {
  publicUrl: 'https://news.example.test',
  sms: { provider: 'aliyun', aliyun: { keyId: 'test-key', keySecret: 'test-secret', signName: '上游新闻', templateCode: 'SMS_TEST' } },
  slider: { provider: 'aliyun', aliyun: { keyId: 'test-key', keySecret: 'test-secret', appKey: 'test-app' } },
  wechat: { provider: 'real', mp: { appId: 'wx-test-mp', secret: 'test-secret' }, h5: { appId: 'wx-test-h5', secret: 'test-secret' } },
} satisfies Partial<ServerSettings>

/** A media cache shared by the whole run: generated images are the same for everyone. */
const MEDIA_CACHE = path.join(os.tmpdir(), 'shangyou-test-media')

/** An empty database of its own (no tables yet): a SQLite file, or a PostgreSQL schema; `cleanup` removes it. */
export async function freshDatabase(): Promise<{ id: string; database: Database; cleanup: () => Promise<void> }> {
  const id = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  let database: Database
  let cleanup: () => Promise<void>
  if (usePostgres) {
    const url = process.env.DATABASE_URL as string
    const schema = `t_${id}`
    await pgAdmin(`create schema ${schema}`)
    database = openDatabase({ databaseUrl: url, pgSchema: schema })
    cleanup = () => pgAdmin(`drop schema if exists ${schema} cascade`)
  } else {
    const file = path.join(os.tmpdir(), `shangyou-test-${id}.db`)
    database = openDatabase({ sqliteFile: file })
    cleanup = async () => {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
    }
  }
  return { id, database, cleanup }
}

/** A copy of the run's template: migrated and seeded at `seededAt` (the global set-up made it once). */
export async function seededDatabase(): Promise<{ id: string; database: Database; seededAt: number; cleanup: () => Promise<void>; url?: string }> {
  const template = process.env.TEST_TEMPLATE
  if (!template) throw new Error('no template database: run the server layer with tests/jest.server.settings.js (its globalSetup makes one)')
  const seededAt = Number(process.env.TEST_TEMPLATE_SEEDED_AT)
  const id = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  if (usePostgres) {
    const name = `t_${id}`
    await pgAdmin(`create database ${name} template ${template}`)
    const database = openDatabase({ databaseUrl: databaseUrl(name) })
    return { id, database, seededAt, cleanup: () => dropDatabase(name), url: databaseUrl(name) }
  }
  const file = path.join(os.tmpdir(), `shangyou-test-${id}.db`)
  fs.copyFileSync(template, file)
  const database = openDatabase({ sqliteFile: file })
  const cleanup = async () => {
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
  }
  return { id, database, seededAt, cleanup }
}

export async function createTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  let made: { id: string; database: Database; seededAt: number; cleanup: () => Promise<void>; url?: string }
  if (opts.twinOf) {
    const twin = opts.twinOf
    if (!twin.url) throw new Error('a twin needs PostgreSQL (SQLite is one instance)')
    made = { id: `${process.pid}_${crypto.randomBytes(4).toString('hex')}`, database: openDatabase({ databaseUrl: twin.url }), seededAt: twin.seededAt, cleanup: async () => undefined, url: twin.url }
  } else if (opts.seed === false) {
    const fresh = await freshDatabase()
    await migrateToLatest(fresh.database.db, fresh.database.schema)
    made = { ...fresh, seededAt: Date.now() }
  } else {
    made = await seededDatabase()
  }
  const { id, database, seededAt, cleanup } = made
  const base = loadSettings({ NODE_ENV: 'test' })
  const settings: ServerSettings = {
    ...base,
    databaseUrl: usePostgres ? (process.env.DATABASE_URL as string) : '',
    mediaCacheDir: MEDIA_CACHE,
    uploadDir: path.join(os.tmpdir(), `shangyou-test-uploads-${id}`),
    h5Dir: path.join(os.tmpdir(), `shangyou-test-no-h5-${id}`),
    consoleDir: path.join(os.tmpdir(), `shangyou-test-no-console-${id}`),
    logLevel: 'silent',
    // a cheap hash in development's tests (a password check costs ~1 ms, not 200): nothing here is about
    // the hash's cost but safety.test, which uses OWASP's; a production server keeps OWASP's
    passwordHashing: opts.settings?.isDev === false ? base.passwordHashing : TEST_PASSWORD_HASHING,
    ...opts.settings,
  }
  // (on PostgreSQL every test server listens for the others' changes, as production does)
  const broadcast = database.pool ? await PgBroadcast.start(database.pool) : undefined
  const app = await buildApp({ settings, db: database.db, dialect: database.dialect, broadcast }, { logger: false })
  await app.ready()
  return {
    app,
    database,
    settings,
    seededAt,
    url: made.url,
    async close() {
      try {
        await app.close()
        await broadcast?.close()
        await database.close().catch(() => undefined) // a test may have closed it already
      } finally {
        await cleanup()
        fs.rmSync(settings.uploadDir, { recursive: true, force: true })
      }
    },
  }
}

/** GET through inject() and parse the envelope. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() as { statusCode: number; message: string; data: T }, headers: res.headers }
}

let readerSeq = 0

export interface TestReaderOptions {
  /** staff role held */
  role?: 'admin' | 'moderator' | 'editor' | 'merchant'
  /** an account of this department (问政) */
  departmentId?: number
  /** a mini-program WeChat identity with this openid */
  mpOpenId?: string
  nickname?: string
  /** an identity that tags their answers (记者, 专家 …); isJump false closes their home */
  identity?: { type: 'reporter' | 'expert' | 'lawyer' | 'department' | 'official'; isJump?: boolean }
}

/** a session token of the seeded account with this phone (a demo reader, teacher or pupil) */
export async function tokenOfPhone(server: Pick<TestServer, 'app' | 'database'>, phone: string): Promise<string> {
  const { id } = await server.database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  return server.app.services.signIn.sessions.create(id, 'h5')
}

/** A new reader of `server` with a session token (a fresh phone each time), as the options say. */
export async function testReader(server: Pick<TestServer, 'app' | 'database'>, opts: TestReaderOptions = {}): Promise<{ id: number; token: string; nickname: string; phone: string }> {
  const db = server.database.db
  const n = ++readerSeq
  const phone = `139${String(process.pid % 1e4).padStart(4, '0')}${String(n).padStart(4, '0')}`
  const nickname = opts.nickname ?? `读者${n}`
  const { id } = await db.insertInto('users').values({ phone, password_hash: null, nickname, avatar: '', credit: 0, integral: 0, created_at: Date.now() })
    .returning('id').executeTakeFirstOrThrow()
  if (opts.role) await db.insertInto('user_roles').values({ user_id: id, role: opts.role, granted_by: null, granted_at: Date.now() }).execute()
  if (opts.departmentId) await db.insertInto('department_members').values({ department_id: opts.departmentId, user_id: id }).execute()
  if (opts.identity) {
    await db.insertInto('user_identities').values({
      user_id: id, type: opts.identity.type, job: '测试职务', introduction: '', is_jump: opts.identity.isJump === false ? 0 : 1, granted_by: null, granted_at: Date.now(),
    }).execute()
  }
  if (opts.mpOpenId) {
    await db.insertInto('wechat_identities').values({ open_id: opts.mpOpenId, union_id: null, nickname: '', avatar: '', user_id: id, created_at: Date.now(), app: 'mp' }).execute()
  }
  return { id, nickname, phone, token: await server.app.services.signIn.sessions.create(id, 'h5') }
}

/**
 * Reads again until `done` holds of the answer (within `ms`): for what a write sets off after it has
 * answered (a subscribe notice queued, a view counted), instead of sleeping and hoping.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const start = Date.now()
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() - start > ms) return value
    await new Promise(r => setTimeout(r, 20))
  }
}

/**
 * Runs `body` with the server's rate limiter reading one fixed instant: a test that counts a window's hits
 * (50 failed logins, 20 positions a minute) cannot see the window turn over half-way (it did once, at a
 * quarter past the hour).
 */
export async function atFixedTime<T>(server: { app: FastifyInstance }, body: () => Promise<T>, at = Date.now()): Promise<T> {
  const before = server.app.services.limiter.useClock(() => at)
  try {
    return await body()
  } finally {
    server.app.services.limiter.useClock(before)
  }
}
