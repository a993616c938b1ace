// Points (积分) as a double-entry ledger: every movement is an entry whose postings sum to zero (the
// reader's account against the shop's: issued, expired, spent, held); points come in batches with an
// expiry, spent oldest first; users.credit is the derived balance (checked by reconciliation) and
// users.integral the growth value (never decreasing). The earning rules are configurable; a sign-in a day.
// Readers' existing balances are opened as an entry each.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('point_rules')
    .addColumn('key', 'varchar(16)', c => c.primaryKey())
    .addColumn('title', 'varchar(32)', c => c.notNull())
    .addColumn('description', 'varchar(120)', c => c.notNull().defaultTo(''))
    .addColumn('points', 'integer', c => c.notNull())
    .addColumn('growth', 'integer', c => c.notNull())
    /** times a day it earns (0: no cap) */
    .addColumn('daily_cap', 'integer', c => c.notNull())
    .addColumn('enabled', 'integer', c => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()

  await db.schema.createTable('point_entries')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    /** opening | earn | reverse | expire | hold | spend | release | refund */
    .addColumn('kind', 'varchar(12)', c => c.notNull())
    .addColumn('rule', 'varchar(16)', c => c.notNull().defaultTo(''))
    /** what may earn once (read:123, comment:45 …); null for the rest */
    .addColumn('dedupe_key', 'varchar(80)')
    /** the reader's change (the postings' reader side) and growth gained */
    .addColumn('points', 'integer', c => c.notNull())
    .addColumn('growth', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(64)', c => c.notNull())
    /** what it came from: a story, a comment, an order … and its title */
    .addColumn('ref_type', 'varchar(16)', c => c.notNull().defaultTo(''))
    .addColumn('ref_id', 'integer')
    .addColumn('ref_title', 'varchar(100)', c => c.notNull().defaultTo(''))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('point_entries_dedupe').on('point_entries').columns(['user_id', 'dedupe_key']).unique().execute()
  await db.schema.createIndex('point_entries_user_time').on('point_entries').columns(['user_id', 'created_at']).execute()

  await db.schema.createTable('point_batches')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entry_id', 'integer', c => c.notNull().references('point_entries.id').onDelete('cascade'))
    .addColumn('amount', 'integer', c => c.notNull())
    .addColumn('remaining', 'integer', c => c.notNull())
    .addColumn('expires_at', bigint(db), c => c.notNull())
    /** when the reader was told it would expire */
    .addColumn('notified_at', bigint(db))
    .execute()
  await db.schema.createIndex('point_batches_user').on('point_batches').columns(['user_id', 'expires_at']).execute()

  await db.schema.createTable('point_postings')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('entry_id', 'integer', c => c.notNull().references('point_entries.id').onDelete('cascade'))
    /** reader (with user_id) | issued | expired | spent | held */
    .addColumn('account', 'varchar(12)', c => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('batch_id', 'integer')
    .addColumn('amount', 'integer', c => c.notNull())
    .execute()
  await db.schema.createIndex('point_postings_entry').on('point_postings').column('entry_id').execute()
  await db.schema.createIndex('point_postings_reader').on('point_postings').columns(['account', 'user_id']).execute()

  await db.schema.createTable('point_signins')
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    /** the day in China time, YYYY-MM-DD */
    .addColumn('day', 'varchar(10)', c => c.notNull())
    .addColumn('streak', 'integer', c => c.notNull())
    .addPrimaryKeyConstraint('point_signins_pk', ['user_id', 'day'])
    .execute()

  // the balances readers already have are opened as entries (expiring at the end of next year)
  const now = Date.now()
  const year = new Date(now + 8 * 3_600_000).getUTCFullYear()
  const expires = Date.UTC(year + 2, 0, 1) - 8 * 3_600_000 - 1
  const users = await db.selectFrom('users').select(['id', 'credit']).where('credit', '>', 0).execute()
  for (const u of users) {
    const { id } = await db.insertInto('point_entries').values({ user_id: u.id, kind: 'opening', points: u.credit, growth: 0, reason: '积分余额', created_at: now }).returning('id').executeTakeFirstOrThrow()
    const { id: batch } = await db.insertInto('point_batches').values({ user_id: u.id, entry_id: id, amount: u.credit, remaining: u.credit, expires_at: expires }).returning('id').executeTakeFirstOrThrow()
    await db.insertInto('point_postings').values([
      { entry_id: id, account: 'reader', user_id: u.id, batch_id: batch, amount: u.credit },
      { entry_id: id, account: 'issued', user_id: null, batch_id: null, amount: -u.credit },
    ]).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['point_signins', 'point_postings', 'point_batches', 'point_entries', 'point_rules']) await db.schema.dropTable(t).execute()
}
