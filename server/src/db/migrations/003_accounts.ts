// Accounts: users, sessions (hashed tokens), SMS codes, slider verifications, WeChat identities and
// the codes the local WeChat provider issues.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('users')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('phone', 'varchar(11)', c => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('nickname', 'varchar(32)', c => c.notNull())
    .addColumn('avatar', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('credit', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('integral', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()

  await db.schema.createTable('sessions')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', c => c.notNull().unique())
    /** the token this one replaced, accepted for a short while (requests already in flight) */
    .addColumn('previous_hash', 'varchar(64)')
    .addColumn('previous_until', bigint(db))
    .addColumn('client', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('renewed_at', bigint(db), c => c.notNull())
    .addColumn('expires_at', bigint(db), c => c.notNull())
    .addColumn('revoked_at', bigint(db))
    .execute()
  await db.schema.createIndex('sessions_previous').on('sessions').column('previous_hash').execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()

  await db.schema.createTable('sms_codes')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('phone', 'varchar(11)', c => c.notNull())
    .addColumn('purpose', 'varchar(16)', c => c.notNull())
    .addColumn('code_hash', 'varchar(64)', c => c.notNull())
    .addColumn('ip', 'varchar(64)', c => c.notNull().defaultTo(''))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('expires_at', bigint(db), c => c.notNull())
    .addColumn('attempts', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('used_at', bigint(db))
    /** what the development outbox shows; cleared when the code is used or expires in production */
    .addColumn('outbox_text', 'text', c => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute()

  await db.schema.createTable('slider_verifications')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('token', 'varchar(64)', c => c.notNull().unique())
    .addColumn('csessionid', 'varchar(64)')
    .addColumn('scene', 'varchar(32)', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('expires_at', bigint(db), c => c.notNull())
    .addColumn('passed_at', bigint(db))
    .addColumn('used_at', bigint(db))
    .execute()

  await db.schema.createTable('wechat_identities')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('open_id', 'varchar(64)', c => c.notNull().unique())
    .addColumn('union_id', 'varchar(64)')
    .addColumn('nickname', 'varchar(64)', c => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', c => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('wechat_identities_union').on('wechat_identities').column('union_id').execute()

  // codes the local WeChat provider hands out (authorize page, mini-program login): single use
  await db.schema.createTable('wechat_codes')
    .addColumn('code', 'varchar(64)', c => c.primaryKey())
    .addColumn('identity_id', 'integer', c => c.notNull().references('wechat_identities.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('expires_at', bigint(db), c => c.notNull())
    .addColumn('used_at', bigint(db))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['wechat_codes', 'wechat_identities', 'slider_verifications', 'sms_codes', 'sessions', 'users']) {
    await db.schema.dropTable(t).execute()
  }
}
