// 问政 (politics): the region's departments and their accounts, citizens' questions moving through the
// workflow (every step recorded with who and when), departments' replies, and the asker's rating.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('departments')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('name', 'varchar(64)', c => c.notNull().unique())
    .addColumn('intro', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(255)', c => c.notNull().defaultTo(''))
    /** hours to accept (or decline) a new question */
    .addColumn('accept_hours', 'integer', c => c.notNull())
    /** days to reply once accepted (again after a reopening) */
    .addColumn('reply_days', 'integer', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()

  await db.schema.createTable('department_members')
    .addColumn('department_id', 'integer', c => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('department_members_pk', ['department_id', 'user_id'])
    .execute()

  await db.schema.createTable('politics_questions')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id'))
    .addColumn('department_id', 'integer', c => c.notNull().references('departments.id'))
    .addColumn('title', 'varchar(100)', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('region', 'varchar(32)', c => c.notNull().defaultTo(''))
    /** pending | accepted | refused | duplicate | out_of_scope | handling | replied | closed */
    .addColumn('status', 'varchar(16)', c => c.notNull())
    /** why it was declined (refused, duplicate, out of scope) */
    .addColumn('status_reason', 'varchar(200)', c => c.notNull().defaultTo(''))
    .addColumn('duplicate_of', 'integer')
    /** moderation: shown | held | rejected | hidden */
    .addColumn('review', 'varchar(16)', c => c.notNull())
    /** when the current stage must be done (pending: accept; accepted/handling: reply) */
    .addColumn('deadline', bigint(db))
    .addColumn('reopened', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('rating', 'integer')
    .addColumn('read_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('replied_at', bigint(db))
    .addColumn('closed_at', bigint(db))
    .execute()
  await db.schema.createIndex('politics_questions_list').on('politics_questions').columns(['review', 'created_at']).execute()
  await db.schema.createIndex('politics_questions_department').on('politics_questions').columns(['department_id', 'status']).execute()
  // replies due to close themselves are looked for before every politics read and write
  await db.schema.createIndex('politics_questions_due').on('politics_questions').columns(['status', 'replied_at']).execute()

  await db.schema.createTable('politics_events')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('question_id', 'integer', c => c.notNull().references('politics_questions.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer')
    .addColumn('from_status', 'varchar(16)', c => c.notNull().defaultTo(''))
    .addColumn('to_status', 'varchar(16)', c => c.notNull())
    .addColumn('note', 'varchar(500)', c => c.notNull().defaultTo(''))
    .addColumn('at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('politics_events_question').on('politics_events').columns(['question_id', 'at']).execute()

  await db.schema.createTable('politics_replies')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('question_id', 'integer', c => c.notNull().references('politics_questions.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', c => c.notNull().references('departments.id'))
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('politics_replies_question').on('politics_replies').column('question_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['politics_replies', 'politics_events', 'politics_questions', 'department_members', 'departments']) await db.schema.dropTable(t).execute()
}
