// Backup and restore (issue 28): a backup of a running site (the database online, the uploads beside it)
// brought up in a fresh instance reads the same stories, comments and balances. SQLite's online backup;
// on PostgreSQL pg_dump and pg_restore into a new database.
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp } from '../../server/src/app'
import { openDatabase } from '../../server/src/db'
import { backup, prune, restore } from '../../server/src/backup'
import { createTestServer, getJson, usePostgres, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { databaseUrl, pgAdmin, dropDatabase } from './template'

let server: TestServer
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-backups-'))
beforeAll(async () => { server = await createTestServer() })
afterAll(async () => {
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

it('a backup brought up in a fresh instance reads the same stories, comments and balances', async () => {
  const reader = await testReader(server)
  const story = await server.database.db.selectFrom('news').select(['id', 'class_id', 'title']).where('status', '=', 1).where('data_type', '=', 3).where('allow_pl', '=', 1).orderBy('id').executeTakeFirstOrThrow()
  const said = await post(server.app, '/v1/comment/store', { classId: story.class_id, newsId: story.id, sayText: '备份前写的评论' }, reader.token)
  expect(said.body.message).toBe('评论成功')
  await post(server.app, '/v1/points/signIn', {}, reader.token)
  const balance = async (app: TestServer['app']) => (await getJson<{ credit: number }>(app, '/v1/points/summary', { authorization: `Bearer ${reader.token}` })).body.data.credit
  const credit = await balance(server.app)
  expect(credit).toBeGreaterThan(0)
  // an upload of the site's own
  fs.mkdirSync(path.join(server.settings.uploadDir, '2026', '11'), { recursive: true })
  fs.writeFileSync(path.join(server.settings.uploadDir, '2026', '11', '0123456789abcdef-l.jpg'), 'jpeg bytes')

  // (on PostgreSQL the test server's own database: its settings name the suite's)
  const folder = await backup(server.database, { ...server.settings, databaseUrl: server.url ?? '' }, dir)
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))
  expect(manifest).toMatchObject({ dialect: server.database.dialect, uploads: 'copied' })
  // written after the backup: not in it
  await post(server.app, '/v1/comment/store', { classId: story.class_id, newsId: story.id, sayText: '备份后写的评论' }, reader.token)

  // a fresh instance on the restored copy
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-restored-uploads-'))
  const sqliteFile = path.join(dir, 'restored.db')
  const pgName = `restored_${process.pid}_${Date.now().toString(36)}`
  if (usePostgres) await pgAdmin(`create database ${pgName}`)
  const settings = { ...server.settings, uploadDir, sqliteFile, databaseUrl: usePostgres ? databaseUrl(pgName) : '' }
  const restored = await restore(folder, settings)
  expect(restored.counts).toEqual(manifest.counts)
  const database = openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile })
  const app = await buildApp({ settings, db: database.db, dialect: database.dialect }, { logger: false })
  try {
    expect((await getJson<{ title: string }>(app, `/v1/news/getDetails?classId=${story.class_id}&newsId=${story.id}`)).body.data.title).toBe(story.title)
    const texts = (await getJson<{ list: { sayText: string }[] }>(app, `/v1/comment/getList?classId=${story.class_id}&newsId=${story.id}&pageSize=40`)).body.data.list.map(c => c.sayText)
    expect(texts).toContain('备份前写的评论')
    expect(texts).not.toContain('备份后写的评论')
    // the reader's session and balance came back with the database
    expect(await balance(app)).toBe(credit)
    expect(fs.readFileSync(path.join(uploadDir, '2026', '11', '0123456789abcdef-l.jpg'), 'utf8')).toBe('jpeg bytes')
    // a second restore over it is refused unless forced (SQLite: the file is there)
    if (!usePostgres) await expect(restore(folder, settings)).rejects.toThrow(/--force/)
  } finally {
    await app.close()
    await database.close()
    fs.rmSync(uploadDir, { recursive: true, force: true })
    if (usePostgres) await dropDatabase(pgName)
  }
}, 120_000)

it('keeps the newest backups', () => {
  const keepDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-prune-'))
  for (const d of ['backup-2026-11-01', 'backup-2026-11-02', 'backup-2026-11-03', 'other']) fs.mkdirSync(path.join(keepDir, d))
  prune(keepDir, 2)
  expect(fs.readdirSync(keepDir).sort()).toEqual(['backup-2026-11-02', 'backup-2026-11-03', 'other'])
  fs.rmSync(keepDir, { recursive: true, force: true })
})
