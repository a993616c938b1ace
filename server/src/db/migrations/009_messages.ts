// Messages to a reader: what happened to what they wrote (their question was accepted, answered,
// closed; someone replied to their comment), read in 我的 with an unread count. `subscribe_outbox` is
// the local subscribe-message provider's record of what WeChat would have been asked to send.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  // which WeChat app an identity belongs to (mp: the mini-program, whose openid subscribe messages and
  // content checks need; h5: the official account); '' for identities made before this was recorded
  await db.schema.alterTable('wechat_identities').addColumn('app', 'varchar(8)', c => c.notNull().defaultTo('')).execute()
  await db.schema.createTable('messages')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    /** politics | comment-reply */
    .addColumn('kind', 'varchar(24)', c => c.notNull())
    .addColumn('title', 'varchar(100)', c => c.notNull())
    .addColumn('body', 'varchar(300)', c => c.notNull().defaultTo(''))
    /** where it leads: a route name of the app and its params (JSON) */
    .addColumn('route', 'varchar(48)', c => c.notNull().defaultTo(''))
    .addColumn('params', 'varchar(300)', c => c.notNull().defaultTo('{}'))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('read_at', bigint(db))
    .execute()
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'id']).execute()

  await db.schema.createTable('subscribe_outbox')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('open_id', 'varchar(64)', c => c.notNull())
    .addColumn('template', 'varchar(64)', c => c.notNull())
    .addColumn('page', 'varchar(300)', c => c.notNull())
    .addColumn('data', 'text', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscribe_outbox').execute()
  await db.schema.dropTable('messages').execute()
  await db.schema.alterTable('wechat_identities').dropColumn('app').execute()
}
