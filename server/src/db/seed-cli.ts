// npm run seed [-- --reset]: migrate, optionally empty the content tables, and seed the demo site.
import { loadSettings } from '../settings'
import { openDatabase } from '.'
import { migrateToLatest } from './migrate'
import { seedIfEmpty } from './seed'
import { seedUnderLock } from './seed-lock'

async function run(): Promise<void> {
  const settings = loadSettings()
  const database = openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile, pgSchema: settings.pgSchema || undefined, poolMax: settings.pgPoolMax })
  await migrateToLatest(database.db, database.schema)
  if (process.argv.includes('--reset')) {
    const db = database.db
    // children before parents; the secret key stays (tickets and sessions signed with it stay valid)
    const tables = [
      'subscribe_outbox', 'messages', 'politics_replies', 'politics_events', 'politics_questions', 'department_members', 'departments',
      'moderation_audit', 'moderation_items', 'sensitive_words', 'user_roles',
      'rate_counters', 'cooldowns', 'reports', 'report_reasons', 'likes', 'comments', 'ads', 'wechat_codes', 'wechat_identities', 'slider_verifications', 'sms_codes', 'sessions', 'users',
      'epaper_articles', 'epaper_pages', 'epaper_editions', 'hot_words', 'provider_accounts', 'topic_news', 'topics',
      'hot_pins', 'banners', 'channel_news', 'news_images', 'news', 'columns', 'channels',
    ] as const
    for (const t of tables) await db.deleteFrom(t).execute()
    await db.deleteFrom('meta').where('key', '!=', 'secret_key').execute()
  }
  const seeded = await seedUnderLock(database, () => seedIfEmpty(database.db, Date.now(), { demoAccounts: settings.isDev }))
  console.log(seeded ? 'seeded the demo site' : 'database already has content (use --reset to replace it)')
  await database.close()
}

run().catch(err => {
  console.error(err)
  process.exit(1)
})
