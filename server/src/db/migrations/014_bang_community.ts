// 社区 (groupownet) and 曝光台: the region's communities, who belongs to one (a reader's home community;
// its workers, appointed by an administrator), and readers' posts — to their community, or exposures
// a journalist follows up — each answered once in the community's (or the newsroom's) name and marked
// solved. Comments on a post are BangBang comments (classid 3).
import type { Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('communities')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('name', 'varchar(32)', c => c.notNull())
    .addColumn('district', 'varchar(16)', c => c.notNull())
    .addColumn('address', 'varchar(64)', c => c.notNull().defaultTo(''))
    .addColumn('intro', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('member_num', 'integer', c => c.notNull().defaultTo(0))
    /** shown posts */
    .addColumn('post_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('communities_district').on('communities').columns(['district', 'post_num']).execute()

  await db.schema.createTable('community_members')
    /** one community per reader */
    .addColumn('user_id', 'integer', c => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('community_id', 'integer', c => c.notNull().references('communities.id').onDelete('cascade'))
    /** resident | worker */
    .addColumn('role', 'varchar(16)', c => c.notNull())
    /** a worker's title: 网格员, 社区书记 … */
    .addColumn('title', 'varchar(16)', c => c.notNull().defaultTo(''))
    .addColumn('joined_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('community_members_community').on('community_members').columns(['community_id', 'role', 'joined_at']).execute()

  await db.schema.createTable('bang_posts')
    .addColumn('id', 'integer', c => autoId(db, c))
    /** community | exposure */
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    .addColumn('community_id', 'integer', c => c.references('communities.id'))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', c => c.notNull())
    /** JSON array of upload ids */
    .addColumn('images', 'text', c => c.notNull().defaultTo('[]'))
    .addColumn('region', 'varchar(32)', c => c.notNull().defaultTo(''))
    /** moderation: shown | held | rejected | hidden | deleted (by its author) */
    .addColumn('review', 'varchar(16)', c => c.notNull())
    /** 0 waiting, 1 answered (followed up), 2 solved */
    .addColumn('status', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('handler_id', 'integer')
    .addColumn('handler_reply', 'text', c => c.notNull().defaultTo(''))
    .addColumn('handled_at', bigint(db))
    .addColumn('view_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('like_num', 'integer', c => c.notNull().defaultTo(0))
    /** shown comments and replies */
    .addColumn('comment_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('bang_posts_kind').on('bang_posts').columns(['kind', 'review', 'created_at']).execute()
  await db.schema.createIndex('bang_posts_status').on('bang_posts').columns(['kind', 'status', 'review', 'created_at']).execute()
  await db.schema.createIndex('bang_posts_community').on('bang_posts').columns(['community_id', 'review', 'created_at']).execute()
  await db.schema.createIndex('bang_posts_user').on('bang_posts').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bang_posts', 'community_members', 'communities']) await db.schema.dropTable(t).execute()
}
