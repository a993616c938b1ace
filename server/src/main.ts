// Starts the API server: reads config, opens and migrates the database, seeds it when empty, listens.
import { loadConfig } from './config'
import { openDatabase } from './db'
import { migrateToLatest } from './db/migrate'
import { seedIfEmpty } from './db/seed'
import { buildApp } from './app'

async function main(): Promise<void> {
  const config = loadConfig()
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  await migrateToLatest(database.db)
  const app = await buildApp({ config, db: database.db, dialect: database.dialect })
  if (config.seedOnStart && (await seedIfEmpty(database.db))) app.log.info('seeded the demo site into an empty database')
  app.addHook('onClose', async () => database.close())
  await app.listen({ port: config.port, host: config.host })
  const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const where = database.dialect === 'sqlite' ? `SQLite ${config.sqliteFile}` : 'PostgreSQL'
  console.log(`\n  上游新闻 is running: http://${shown}:${config.port}/shangyou_news/  (database: ${where})\n`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0), () => process.exit(1))
    })
  }
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
