// 问答 (Q&A): readers' questions to anyone or to a chosen journalist or expert, the answers (one of
// them pinned by the asker), a hot score kept with the counters; the identities that tag answerers
// (记者, 专家, 律师, 部门 …) and readers' applications for one; BangBang's own comments (on an answer
// or a politics question), which have no story to hang from.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('user_identities')
    .addColumn('user_id', 'integer', c => c.primaryKey().references('users.id').onDelete('cascade'))
    /** reporter | expert | lawyer | department | official */
    .addColumn('type', 'varchar(16)', c => c.notNull())
    .addColumn('job', 'varchar(64)', c => c.notNull().defaultTo(''))
    .addColumn('introduction', 'varchar(255)', c => c.notNull().defaultTo(''))
    /** 1: their home page may be visited (the spec's isJump) */
    .addColumn('is_jump', 'integer', c => c.notNull().defaultTo(1))
    .addColumn('granted_by', 'integer')
    .addColumn('granted_at', bigint(db), c => c.notNull())
    .execute()

  await db.schema.createTable('identity_applications')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', c => c.notNull())
    .addColumn('real_name', 'varchar(32)', c => c.notNull())
    .addColumn('job', 'varchar(64)', c => c.notNull())
    .addColumn('introduction', 'varchar(255)', c => c.notNull().defaultTo(''))
    /** what proves it: a work card, a licence (text; pictures once uploads land) */
    .addColumn('proof', 'varchar(500)', c => c.notNull())
    /** pending | approved | rejected */
    .addColumn('status', 'varchar(16)', c => c.notNull())
    .addColumn('reason', 'varchar(200)', c => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', bigint(db))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('identity_applications_user').on('identity_applications').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('identity_applications_status').on('identity_applications').columns(['status', 'created_at']).execute()

  await db.schema.createTable('qa_questions')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id'))
    /** ask-special: the journalist or expert it was put to; null: anyone may answer */
    .addColumn('target_user_id', 'integer')
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('region', 'varchar(32)', c => c.notNull().defaultTo(''))
    /** moderation: shown | held | rejected | hidden */
    .addColumn('review', 'varchar(16)', c => c.notNull())
    .addColumn('view_num', 'integer', c => c.notNull().defaultTo(0))
    /** shown answers */
    .addColumn('answer_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('like_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('pinned_answer_id', 'integer')
    /** log10(1 + views + 5·answers + 3·likes) + created_at / HOT_DECAY_MS: order by it for 'hot' */
    .addColumn('hot', 'double precision', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('qa_questions_new').on('qa_questions').columns(['review', 'created_at']).execute()
  await db.schema.createIndex('qa_questions_hot').on('qa_questions').columns(['review', 'hot']).execute()
  await db.schema.createIndex('qa_questions_user').on('qa_questions').columns(['user_id', 'created_at']).execute()

  await db.schema.createTable('qa_answers')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('question_id', 'integer', c => c.notNull().references('qa_questions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id'))
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('region', 'varchar(32)', c => c.notNull().defaultTo(''))
    /** shown | held | rejected | hidden */
    .addColumn('review', 'varchar(16)', c => c.notNull())
    .addColumn('like_num', 'integer', c => c.notNull().defaultTo(0))
    /** shown comments and replies */
    .addColumn('comment_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('qa_answers_question').on('qa_answers').columns(['question_id', 'review', 'created_at']).execute()
  await db.schema.createIndex('qa_answers_new').on('qa_answers').columns(['review', 'created_at']).execute()
  await db.schema.createIndex('qa_answers_user').on('qa_answers').columns(['user_id', 'created_at']).execute()

  await db.schema.createTable('bang_comments')
    .addColumn('id', 'integer', c => autoId(db, c))
    /** 2 an answer (Q&A), 1 a politics question: the spec's comment classid */
    .addColumn('class_id', 'integer', c => c.notNull())
    .addColumn('target_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('root_id', 'integer')
    .addColumn('reply_to_id', 'integer')
    .addColumn('reply_to_user_id', 'integer')
    .addColumn('text', 'text', c => c.notNull())
    .addColumn('region', 'varchar(16)', c => c.notNull().defaultTo(''))
    .addColumn('like_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('reply_num', 'integer', c => c.notNull().defaultTo(0))
    /** as comments.status: 0 deleted, 1 shown, 2 held, 3 rejected, 4 hidden */
    .addColumn('status', 'integer', c => c.notNull().defaultTo(1))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('bang_comments_target').on('bang_comments').columns(['class_id', 'target_id', 'status', 'root_id', 'created_at']).execute()
  await db.schema.createIndex('bang_comments_root').on('bang_comments').columns(['root_id', 'status', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bang_comments', 'qa_answers', 'qa_questions', 'identity_applications', 'user_identities']) await db.schema.dropTable(t).execute()
}
