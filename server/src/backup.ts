// Backups and restores (issue 28): the database and the uploads, in one folder a backup of its own.
//   npm run backup -- <dir>            a new backup folder under <dir> (its path printed)
//   npm run restore -- <backup folder> the database and the uploads put back (an empty database, or --force)
// SQLite: the online backup (better-sqlite3's, page by page while writers go on); PostgreSQL: pg_dump's
// custom format, restored with pg_restore. Uploads on the local disk are copied beside it; a bucket
// (UPLOAD_STORAGE=s3) is backed up by the bucket's own versioning or replication, and is named in the
// manifest. A server with BACKUP_DIR makes one every BACKUP_HOURS hours (one instance does it) and keeps the
// newest BACKUP_KEEP.
import { spawn } from 'child_process'
import fs from 'fs'
import path from 'path'
import type { Kysely } from 'kysely'
import type { DB } from './db/schema'
import type { Database } from './db'
import type { ServerSettings } from './settings'

export interface Manifest {
  createdAt: string
  dialect: 'sqlite' | 'postgres'
  /** what was in it, to check a restore by */
  counts: { news: number; comments: number; users: number; points: number }
  uploads: 'copied' | 'bucket'
}

const DB_SQLITE = 'database.sqlite'
const DB_DUMP = 'database.dump'

async function counts(db: Kysely<DB>): Promise<Manifest['counts']> {
  const n = async (table: 'news' | 'comments' | 'users') => Number((await db.selectFrom(table).select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const points = await db.selectFrom('users').select(eb => eb.fn.sum<number>('credit').as('n')).executeTakeFirstOrThrow()
  return { news: await n('news'), comments: await n('comments'), users: await n('users'), points: Number(points.n ?? 0) }
}

function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } })
    let err = ''
    child.stderr.on('data', c => { err += c })
    child.on('error', reject)
    child.on('exit', code => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err.trim()}`))))
  })
}

/** Makes a backup folder under `dir` of the database and the uploads; its path. */
export async function backup(database: Database, settings: Pick<ServerSettings, 'databaseUrl' | 'pgSchema' | 'uploadDir' | 'uploadStorage'>, dir: string, now = new Date()): Promise<string> {
  const folder = path.join(dir, `backup-${now.toISOString().replace(/[:.]/g, '-')}`)
  fs.mkdirSync(folder, { recursive: true })
  if (database.dialect === 'sqlite') {
    if (!database.backup) throw new Error('this SQLite database cannot be copied online')
    await database.backup(path.join(folder, DB_SQLITE))
  } else {
    await run('pg_dump', ['--format=custom', '--no-owner', ...(settings.pgSchema ? [`--schema=${settings.pgSchema}`] : []), `--file=${path.join(folder, DB_DUMP)}`, settings.databaseUrl])
  }
  const local = settings.uploadStorage === 'local'
  if (local && fs.existsSync(settings.uploadDir)) fs.cpSync(settings.uploadDir, path.join(folder, 'uploads'), { recursive: true })
  const manifest: Manifest = { createdAt: now.toISOString(), dialect: database.dialect, counts: await counts(database.db), uploads: local ? 'copied' : 'bucket' }
  fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return folder
}

/**
 * Puts a backup back: the database (SQLite: the file, which must not exist unless `force`; PostgreSQL:
 * pg_restore into DATABASE_URL, replacing what is there only with `force`) and the uploads.
 */
export async function restore(folder: string, settings: Pick<ServerSettings, 'databaseUrl' | 'sqliteFile' | 'uploadDir' | 'uploadStorage'>, force = false): Promise<Manifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest
  if (manifest.dialect === 'sqlite') {
    if (settings.databaseUrl) throw new Error('a SQLite backup is restored into SQLite (unset DATABASE_URL)')
    if (fs.existsSync(settings.sqliteFile) && !force) throw new Error(`${settings.sqliteFile} exists: restore with --force to replace it`)
    fs.mkdirSync(path.dirname(settings.sqliteFile), { recursive: true })
    for (const f of [`${settings.sqliteFile}-wal`, `${settings.sqliteFile}-shm`]) fs.rmSync(f, { force: true })
    fs.copyFileSync(path.join(folder, DB_SQLITE), settings.sqliteFile)
  } else {
    if (!settings.databaseUrl) throw new Error('a PostgreSQL backup is restored into DATABASE_URL')
    await run('pg_restore', ['--no-owner', '--exit-on-error', ...(force ? ['--clean', '--if-exists'] : []), `--dbname=${settings.databaseUrl}`, path.join(folder, DB_DUMP)])
  }
  const uploads = path.join(folder, 'uploads')
  if (settings.uploadStorage === 'local' && fs.existsSync(uploads)) fs.cpSync(uploads, settings.uploadDir, { recursive: true })
  return manifest
}

/** Keeps the newest `keep` backup folders under `dir`. */
export function prune(dir: string, keep: number): void {
  const folders = fs.readdirSync(dir).filter(f => f.startsWith('backup-')).sort()
  for (const f of folders.slice(0, Math.max(0, folders.length - keep))) fs.rmSync(path.join(dir, f), { recursive: true, force: true })
}

async function cli(): Promise<void> {
  const { loadSettings } = await import('./settings')
  const { openDatabase } = await import('./db')
  const [command, target] = process.argv.slice(2).filter(a => !a.startsWith('--'))
  const settings = loadSettings()
  if (command === 'backup' && target) {
    const database = openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile, pgSchema: settings.pgSchema || undefined })
    try {
      console.log(await backup(database, settings, target))
    } finally {
      await database.close()
    }
  } else if (command === 'restore' && target) {
    const m = await restore(target, settings, process.argv.includes('--force'))
    console.log(`restored the backup of ${m.createdAt}: ${m.counts.news} stories, ${m.counts.comments} comments, ${m.counts.users} readers`)
  } else {
    console.error('usage: npm run backup -- <dir> | npm run restore -- <backup folder> [--force]')
    process.exit(2)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  cli().catch(err => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  })
}
