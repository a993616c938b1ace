// Readers' uploaded pictures: each kept once (by its content's hash, per reader) in its resized
// variants, and the picture lists of 问答 questions and answers and 问政 questions that use them.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('uploads')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    /** the storage key of the large variant; the thumbnail's is the same with -s */
    .addColumn('key', 'varchar(128)', c => c.notNull())
    /** the type its bytes said it was (image/jpeg, image/png …) */
    .addColumn('source_type', 'varchar(32)', c => c.notNull())
    .addColumn('width', 'integer', c => c.notNull())
    .addColumn('height', 'integer', c => c.notNull())
    .addColumn('bytes', 'integer', c => c.notNull())
    /** hex SHA-256 of what was sent */
    .addColumn('sha256', 'varchar(64)', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('uploads_user_hash').on('uploads').columns(['user_id', 'sha256']).unique().execute()
  await db.schema.createIndex('uploads_user_time').on('uploads').columns(['user_id', 'created_at']).execute()
  // the pictures of a question or an answer, in order (ids of uploads, as a JSON array)
  await db.schema.alterTable('qa_questions').addColumn('images', 'text', c => c.notNull().defaultTo('[]')).execute()
  await db.schema.alterTable('qa_answers').addColumn('images', 'text', c => c.notNull().defaultTo('[]')).execute()
  await db.schema.alterTable('politics_questions').addColumn('images', 'text', c => c.notNull().defaultTo('[]')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('politics_questions').dropColumn('images').execute()
  await db.schema.alterTable('qa_answers').dropColumn('images').execute()
  await db.schema.alterTable('qa_questions').dropColumn('images').execute()
  await db.schema.dropTable('uploads').execute()
}
