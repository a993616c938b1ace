// The staff audit log (issue 29: every staff action, who, what, when, before and after, searchable by
// administrators). moderation_audit has been that log since the roles, Discover, composition and points
// actions joined it; it gains the state before and after an action (JSON) and the request's id, and the
// indexes an administrator's search needs (by person, by thing, by action, each newest first).
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('moderation_audit').addColumn('before', 'text').execute()
  await db.schema.alterTable('moderation_audit').addColumn('after', 'text').execute()
  await db.schema.alterTable('moderation_audit').addColumn('request_id', 'varchar(64)', c => c.notNull().defaultTo('')).execute()
  await db.schema.createIndex('moderation_audit_actor').on('moderation_audit').columns(['actor_id', 'at']).execute()
  await db.schema.createIndex('moderation_audit_target').on('moderation_audit').columns(['kind', 'ref_id', 'at']).execute()
  await db.schema.createIndex('moderation_audit_action').on('moderation_audit').columns(['action', 'at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('moderation_audit_action').execute()
  await db.schema.dropIndex('moderation_audit_target').execute()
  await db.schema.dropIndex('moderation_audit_actor').execute()
  await db.schema.alterTable('moderation_audit').dropColumn('request_id').execute()
  await db.schema.alterTable('moderation_audit').dropColumn('after').execute()
  await db.schema.alterTable('moderation_audit').dropColumn('before').execute()
}
