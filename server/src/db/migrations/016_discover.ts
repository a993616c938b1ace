// 发现 (Discover): #topics# (started by readers, approved by editors; editors' own are official) and
// readers' posts in them with pictures or a video, read by moderation first, liked once, commented on
// (BangBang comments, classid 4) and answered by the newsroom's official reply with a link to its story.
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('discover_topics')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('title', 'varchar(40)', c => c.notNull())
    /** the title folded (width, case, spaces): one topic per name */
    .addColumn('title_key', 'varchar(40)', c => c.notNull().unique())
    .addColumn('intro', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('official', 'integer', c => c.notNull().defaultTo(0))
    /** pending | approved | rejected | hidden */
    .addColumn('status', 'varchar(12)', c => c.notNull())
    /** who started it (null: the newsroom) */
    .addColumn('user_id', 'integer', c => c.references('users.id').onDelete('set null'))
    .addColumn('post_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('comment_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('decided_at', bigint(db))
    .execute()
  await db.schema.createIndex('discover_topics_status').on('discover_topics').columns(['status', 'post_num']).execute()

  await db.schema.createTable('discover_posts')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic_id', 'integer', c => c.references('discover_topics.id').onDelete('set null'))
    .addColumn('content', 'text', c => c.notNull())
    /** JSON array of upload ids */
    .addColumn('images', 'text', c => c.notNull().defaultTo('[]'))
    .addColumn('video_id', 'integer')
    /** shown | held | hidden */
    .addColumn('review', 'varchar(8)', c => c.notNull())
    .addColumn('like_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('comment_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('view_num', 'integer', c => c.notNull().defaultTo(0))
    /** the newsroom's official reply: who (an editor), what, the story it produced */
    .addColumn('reply_user_id', 'integer', c => c.references('users.id').onDelete('set null'))
    .addColumn('reply_content', 'text', c => c.notNull().defaultTo(''))
    .addColumn('reply_news_id', 'integer', c => c.references('news.id').onDelete('set null'))
    .addColumn('replied_at', bigint(db))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('discover_posts_time').on('discover_posts').columns(['review', 'created_at']).execute()
  await db.schema.createIndex('discover_posts_topic').on('discover_posts').columns(['topic_id', 'created_at']).execute()
  await db.schema.createIndex('discover_posts_user').on('discover_posts').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('discover_posts').execute()
  await db.schema.dropTable('discover_topics').execute()
}
