// Pictures' perceptual hashes (dHash, 64 bits as 16 hex digits): a picture a moderator rejected or hid
// is remembered by its hash, so that the same picture sent again (resized, recompressed, renamed) is
// caught and held for review.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('phash', 'varchar(16)').execute()
  await db.schema.createTable('rejected_images')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('phash', 'varchar(16)', c => c.notNull())
    /** the upload it was seen in */
    .addColumn('upload_id', 'integer', c => c.references('uploads.id').onDelete('set null'))
    /** what was decided about it (moderation kind and id) */
    .addColumn('source', 'varchar(40)', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('rejected_images_time').on('rejected_images').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rejected_images').execute()
  await db.schema.alterTable('uploads').dropColumn('phash').execute()
}
