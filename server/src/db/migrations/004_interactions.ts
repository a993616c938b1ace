// Readers' interactions with stories: comments and replies, likes, reports and their reasons, the ads
// shown in detail pages, and the counters that rate-limit writes.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('comments')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('news_id', 'integer', c => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    /** the thread's top-level comment; null for a top-level comment */
    .addColumn('root_id', 'integer')
    /** the comment this one answers (the root or another reply); null for a top-level comment */
    .addColumn('reply_to_id', 'integer')
    .addColumn('reply_to_user_id', 'integer')
    .addColumn('text', 'text', c => c.notNull())
    .addColumn('region', 'varchar(16)', c => c.notNull().defaultTo(''))
    .addColumn('is_good', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('like_num', 'integer', c => c.notNull().defaultTo(0))
    /** visible replies in the thread (top-level comments only) */
    .addColumn('reply_num', 'integer', c => c.notNull().defaultTo(0))
    /** 1 visible, 0 deleted by its author */
    .addColumn('status', 'integer', c => c.notNull().defaultTo(1))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('comments_news').on('comments').columns(['news_id', 'status', 'root_id', 'created_at']).execute()
  await db.schema.createIndex('comments_root').on('comments').columns(['root_id', 'status', 'created_at']).execute()
  await db.schema.createIndex('comments_user').on('comments').columns(['user_id', 'created_at']).execute()

  // one row per reader and thing liked: a like is idempotent and counts stay exact
  await db.schema.createTable('likes')
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    /** 1 a story, 2 a comment (the spec's `type`) */
    .addColumn('target_type', 'integer', c => c.notNull())
    .addColumn('target_id', 'integer', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['user_id', 'target_type', 'target_id'])
    .execute()
  await db.schema.createIndex('likes_target').on('likes').columns(['target_type', 'target_id']).execute()

  await db.schema.createTable('report_reasons')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('title', 'varchar(32)', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()

  // one report per reader and thing reported; reporting again replaces the reasons
  await db.schema.createTable('reports')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    /** 'comment' or 'news' */
    .addColumn('kind', 'varchar(8)', c => c.notNull())
    .addColumn('target_id', 'integer', c => c.notNull())
    .addColumn('news_id', 'integer', c => c.notNull())
    .addColumn('class_id', 'integer', c => c.notNull())
    .addColumn('platform_id', 'integer', c => c.notNull().defaultTo(0))
    /** the chosen reasons, comma-joined as the client sends them */
    .addColumn('reasons', 'text', c => c.notNull())
    /** the reported comment's text as the reader saw it */
    .addColumn('comment_text', 'text', c => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', c => c.notNull().defaultTo(''))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('handled_at', bigint(db))
    .execute()
  await db.schema.createIndex('reports_once').on('reports').columns(['user_id', 'kind', 'target_id']).unique().execute()

  await db.schema.createTable('ads')
    .addColumn('id', 'integer', c => autoId(db, c))
    /** 2 content-bottom, 3 content-lower, 5 content-upper */
    .addColumn('type', 'integer', c => c.notNull())
    .addColumn('title', 'varchar(64)', c => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(500)', c => c.notNull().defaultTo(''))
    .addColumn('img_src', 'varchar(255)', c => c.notNull())
    .addColumn('news_class_id', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('news_id', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('is_all', 'integer', c => c.notNull().defaultTo(0))
    /** JSON arrays of column ids */
    .addColumn('show_class_ids', 'text', c => c.notNull().defaultTo('[]'))
    .addColumn('not_show_class_ids', 'text', c => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', c => c.notNull().defaultTo(1))
    .execute()

  // fixed-window counters shared by every server instance
  await db.schema.createTable('rate_counters')
    .addColumn('key', 'varchar(128)', c => c.notNull())
    .addColumn('window_start', bigint(db), c => c.notNull())
    .addColumn('hits', 'integer', c => c.notNull())
    .addPrimaryKeyConstraint('rate_counters_pk', ['key', 'window_start'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['rate_counters', 'ads', 'reports', 'report_reasons', 'likes', 'comments']) {
    await db.schema.dropTable(t).execute()
  }
}
