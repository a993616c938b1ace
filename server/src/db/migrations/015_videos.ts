// Readers' videos: each kept once (by its content's hash, per reader) with the cover picture the phone
// made of it (an upload), its length and shown size; a 问答 question or answer and a 问政 question may
// carry one.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

const CARRIERS = ['qa_questions', 'qa_answers', 'politics_questions'] as const

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('videos')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    /** the storage key, YYYY/MM/{hash}.mp4 */
    .addColumn('key', 'varchar(128)', c => c.notNull())
    /** the cover: one of the reader's uploads (null: the player shows its own first frame) */
    .addColumn('cover_id', 'integer', c => c.references('uploads.id').onDelete('set null'))
    /** the type its bytes said it was (video/mp4, video/quicktime …) */
    .addColumn('source_type', 'varchar(32)', c => c.notNull())
    .addColumn('duration_ms', 'integer', c => c.notNull())
    .addColumn('width', 'integer', c => c.notNull())
    .addColumn('height', 'integer', c => c.notNull())
    .addColumn('bytes', 'integer', c => c.notNull())
    .addColumn('sha256', 'varchar(64)', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('videos_user_hash').on('videos').columns(['user_id', 'sha256']).unique().execute()
  await db.schema.createIndex('videos_key').on('videos').column('key').execute()
  for (const table of CARRIERS) await db.schema.alterTable(table).addColumn('video_id', 'integer').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CARRIERS) await db.schema.alterTable(table).dropColumn('video_id').execute()
  await db.schema.dropTable('videos').execute()
}
