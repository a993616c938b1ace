// Moderation, shared by every text a reader writes: the sensitive-word list (an action per word), the
// queue of held and decided items, the audit log of every decision, and staff roles (administrator,
// moderator). A comment held for review has status 2 (visible to its author only), 3 rejected, 4
// hidden by a moderator.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('user_roles')
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(24)', c => c.notNull())
    .addColumn('granted_by', 'integer')
    .addColumn('granted_at', bigint(db), c => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute()

  await db.schema.createTable('sensitive_words')
    .addColumn('id', 'integer', c => autoId(db, c))
    /** as written by the operator */
    .addColumn('word', 'varchar(64)', c => c.notNull())
    /** as the filter reads it (normalize.ts): one entry per normalized word */
    .addColumn('normalized', 'varchar(64)', c => c.notNull().unique())
    /** block | hold | replace */
    .addColumn('action', 'varchar(16)', c => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()

  await db.schema.createTable('moderation_items')
    .addColumn('id', 'integer', c => autoId(db, c))
    /** what was written: comment (later: question, answer, post …) */
    .addColumn('kind', 'varchar(24)', c => c.notNull())
    .addColumn('ref_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('excerpt', 'text', c => c.notNull())
    /** JSON: the words (and the content check's labels) that held it */
    .addColumn('reasons', 'text', c => c.notNull().defaultTo('[]'))
    /** held | approved | rejected | hidden */
    .addColumn('status', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', bigint(db))
    .addColumn('decision_reason', 'varchar(200)', c => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('moderation_items_status').on('moderation_items').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('moderation_items_ref').on('moderation_items').columns(['kind', 'ref_id']).execute()

  await db.schema.createTable('moderation_audit')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('actor_id', 'integer', c => c.notNull())
    /** approve | reject | hide | word-add | word-remove | role-grant | role-revoke */
    .addColumn('action', 'varchar(24)', c => c.notNull())
    .addColumn('kind', 'varchar(24)', c => c.notNull().defaultTo(''))
    .addColumn('ref_id', 'integer')
    .addColumn('detail', 'text', c => c.notNull().defaultTo(''))
    .addColumn('at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('moderation_audit_at').on('moderation_audit').column('at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('moderation_audit').execute()
  await db.schema.dropTable('moderation_items').execute()
  await db.schema.dropTable('sensitive_words').execute()
  await db.schema.dropTable('user_roles').execute()
}
