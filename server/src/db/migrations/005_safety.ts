// Safe by default: cooldowns (one SMS per phone per 60 s, taken by one conditional upsert), and the
// indexes the periodic purge of expired rows walks.
import type { Kysely } from 'kysely'
import { bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('cooldowns')
    .addColumn('key', 'varchar(128)', c => c.primaryKey())
    .addColumn('until', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('cooldowns_until').on('cooldowns').column('until').execute()
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute()
  await db.schema.createIndex('sms_codes_expires').on('sms_codes').column('expires_at').execute()
  await db.schema.createIndex('slider_expires').on('slider_verifications').column('expires_at').execute()
  await db.schema.createIndex('wechat_codes_expires').on('wechat_codes').column('expires_at').execute()
  await db.schema.createIndex('rate_counters_window').on('rate_counters').column('window_start').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of ['rate_counters_window', 'wechat_codes_expires', 'slider_expires', 'sms_codes_expires', 'sessions_expires', 'cooldowns_until']) {
    await db.schema.dropIndex(i).execute()
  }
  await db.schema.dropTable('cooldowns').execute()
}
