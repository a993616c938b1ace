// Starts the API server: reads settings, opens and migrates the database, seeds it when empty, listens.
import { assertDeployable, SettingsError, loadSettings, providersLine } from './settings'
import { openDatabase } from './db'
import { migrateToLatest } from './db/migrate'
import { seedIfEmpty } from './db/seed'
import { buildApp } from './app'
import { schedulePurge } from './services/maintenance'
import { viewCounter } from './services/views'
import { seedUnderLock } from './db/seed-lock'
import { claimPeriod, runExclusive } from './services/jobs'
import type { LogFields } from './log-context'
import { PgBroadcast } from './services/broadcast'
import { backup, prune } from './backup'

/** how often held exchanges are swept and due points expired */
const LEDGER_INTERVAL_MS = 5 * 60_000
/** the books are reconciled once a night, from this hour (China time) */
const RECONCILE_HOUR = 3
const chinaTime = (now: number) => new Date(now + 8 * 3_600_000)

/** runs `task` every `ms` (not keeping the process alive); the stop function */
function every(ms: number, task: () => Promise<void>, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => { task().catch(onError) }, ms)
  timer.unref()
  return () => clearInterval(timer)
}

async function main(): Promise<void> {
  const settings = loadSettings()
  // refuse before touching the database: production with local providers, a local slider before real SMS
  assertDeployable(settings)
  const database = openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile, pgSchema: settings.pgSchema || undefined, poolMax: settings.pgPoolMax })
  await migrateToLatest(database.db, database.schema)
  // instances tell each other what they change (PostgreSQL's LISTEN/NOTIFY); one SQLite instance has nobody to tell
  const broadcast = database.pool ? await PgBroadcast.start(database.pool, err => console.error('broadcast:', err)) : undefined
  const app = await buildApp({ settings, db: database.db, dialect: database.dialect, poolStats: database.poolStats, broadcast })
  // production never gets the demo readers (known passwords); its content seed is asked for with SEED=1.
  // Instances starting together seed one at a time (the others find it seeded)
  if (settings.seedOnStart && (await seedUnderLock(database, () => seedIfEmpty(database.db, Date.now(), { demoAccounts: settings.isDev })))) app.log.info('seeded the demo site into an empty database')
  // every instance keeps the timers; each run is taken by one instance (services/jobs.ts)
  const job = <T>(name: string, task: (about: LogFields) => Promise<T>) => runExclusive(database.db, database.dialect, name, task)
  const stopPurge = schedulePurge(database.db, settings.purgeIntervalMs, err => app.log.error({ err }, 'purge of expired rows failed'), job)
  // the points: exchanges a crash left held are voided, due points expire (readers told 30 days before),
  // and the books are reconciled each night (once, whichever instance claims the night)
  const { shop, points } = app.services
  const stopLedger = settings.purgeIntervalMs > 0 ? every(LEDGER_INTERVAL_MS, async () => {
    await job('points-upkeep', async about => {
      await shop.sweep()
      // (the WeChat notices it sends log their failures with this run)
      await points.expire(Date.now(), about)
    })
    // nightly: every reader's balance against their postings and batches, every entry summing to zero
    const t = chinaTime(Date.now())
    const day = t.toISOString().slice(0, 10)
    if (t.getUTCHours() >= RECONCILE_HOUR && (await claimPeriod(database.db, 'reconcile', day))) {
      const books = await points.reconcile()
      if (books.differences.length > 0 || books.unbalancedEntries.length > 0) app.log.error({ books }, 'the points books do not reconcile')
      else app.log.info({ readers: books.readers, entries: books.entries }, 'the points books reconcile')
    }
  }, err => app.log.error({ err }, 'points upkeep failed')) : () => undefined
  // the newsroom's scheduled stories go out when their time comes (one instance publishes each: a claim)
  const { stories } = app.services
  const stopSchedule = settings.scheduleTickMs > 0 ? every(settings.scheduleTickMs, async () => {
    await job('stories-due', async about => {
      const published = await stories.publishDue(Date.now())
      if (published.length) app.log.info({ ...about, published }, 'scheduled stories published')
    })
  }, err => app.log.error({ err }, 'publishing scheduled stories failed')) : () => undefined
  // the CMS feeds due are polled (one instance at a time; each item lands once: a claim on its guid)
  const stopIngest = settings.ingest.tickMs > 0 ? every(settings.ingest.tickMs, async () => {
    await job('ingest', async about => {
      for (const r of await app.services.ingest.pollDue(Date.now())) {
        if (r.error) app.log.warn({ ...about, feed: r.id, error: r.error }, 'feed poll failed')
        else if (r.added) app.log.info({ ...about, feed: r.id, added: r.added }, 'feed stories added')
      }
    })
  }, err => app.log.error({ err }, 'ingest failed')) : () => undefined
  // a backup every BACKUP_HOURS hours (one instance makes it), the newest BACKUP_KEEP kept
  const stopBackups = settings.backup.dir ? every(settings.backup.hours * 3_600_000, async () => {
    await job('backup', async about => {
      const folder = await backup(database, settings, settings.backup.dir)
      prune(settings.backup.dir, settings.backup.keep)
      app.log.info({ ...about, folder }, 'backup made')
    })
  }, err => app.log.error({ err }, 'backup failed')) : () => undefined
  app.addHook('onClose', async () => {
    stopPurge()
    stopLedger()
    stopBackups()
    stopSchedule()
    stopIngest()
    // (whatever the order of close hooks: the views counted by the last requests before the database goes)
    await viewCounter(database.db).close()
    await broadcast?.close()
    await database.close()
  })
  await app.listen({ port: settings.port, host: settings.host })
  const shown = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host
  const where = database.dialect === 'sqlite' ? `SQLite ${settings.sqliteFile}` : 'PostgreSQL'
  console.log(`\n  上游新闻 is running: http://${shown}:${settings.port}/shangyou_news/  (database: ${where})`)
  console.log(`  ${providersLine(settings)}\n`)
  // SIGTERM (a deployment, a scale-in): /readyz answers 503 at once and the instance keeps serving for
  // DRAIN_MS, so the balancer stops sending readers; then it closes: requests in flight are answered,
  // the counted views written, the database closed. SIGINT (a developer's Ctrl-C) closes at once.
  let closing = false
  const close = () => {
    closing = true
    app.close().then(() => process.exit(0), err => { app.log.error({ err }, 'closing failed'); process.exit(1) })
  }
  process.once('SIGINT', () => { if (!closing) close() })
  process.once('SIGTERM', () => {
    app.draining = true
    app.log.info({ drainMs: settings.drainMs }, 'SIGTERM: draining before closing')
    setTimeout(() => { if (!closing) close() }, settings.drainMs)
  })
}

main().catch(err => {
  console.error(err instanceof SettingsError ? `\n  上游新闻 did not start: ${err.message}\n` : err)
  process.exit(1)
})
