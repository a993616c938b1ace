// Search index, topics, provider accounts (上游号), hot words, local-area links and the e-paper.
import { Kysely, sql } from 'kysely'
import { autoId, isPostgres } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').addColumn('plain_text', 'text', c => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('news').addColumn('account_id', 'integer').execute()
  // the local-channel picker's parent (a district sits under 区县 for content and under 重庆 for places)
  await db.schema.alterTable('columns').addColumn('area_parent', 'integer').execute()
  await db.schema.createIndex('columns_area_parent').on('columns').column('area_parent').execute()

  // Stories written before this migration get their searchable text.
  const rows = await db.selectFrom('news').select(['id', 'content']).execute()
  for (const r of rows) {
    const text = String(r.content).replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ')
    await db.updateTable('news').set({ plain_text: text }).where('id', '=', r.id).execute()
  }

  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db)
    await sql`create index news_title_trgm on news using gin (title public.gin_trgm_ops)`.execute(db)
    await sql`create index news_text_trgm on news using gin (plain_text public.gin_trgm_ops)`.execute(db)
  } else {
    // FTS5 with the trigram tokenizer indexes Chinese text without a word segmenter.
    await sql`create virtual table news_fts using fts5(title, plain_text, content='news', content_rowid='id', tokenize='trigram')`.execute(db)
    await sql`create trigger news_fts_ai after insert on news begin
      insert into news_fts(rowid, title, plain_text) values (new.id, new.title, new.plain_text); end`.execute(db)
    await sql`create trigger news_fts_ad after delete on news begin
      insert into news_fts(news_fts, rowid, title, plain_text) values ('delete', old.id, old.title, old.plain_text); end`.execute(db)
    await sql`create trigger news_fts_au after update of title, plain_text on news begin
      insert into news_fts(news_fts, rowid, title, plain_text) values ('delete', old.id, old.title, old.plain_text);
      insert into news_fts(rowid, title, plain_text) values (new.id, new.title, new.plain_text); end`.execute(db)
    await sql`insert into news_fts(news_fts) values ('rebuild')`.execute(db)
  }

  await db.schema.createTable('topics')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('column_id', 'integer', c => c.notNull().references('columns.id'))
    .addColumn('title', 'varchar(64)', c => c.notNull())
    .addColumn('image', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', c => c.notNull().defaultTo(''))
    .addColumn('post_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('reply_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', c => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('topics_column').on('topics').columns(['column_id', 'sort']).execute()
  await db.schema.createTable('topic_news')
    .addColumn('topic_id', 'integer', c => c.notNull().references('topics.id').onDelete('cascade'))
    .addColumn('news_id', 'integer', c => c.notNull().references('news.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('topic_news_pk', ['topic_id', 'news_id'])
    .execute()

  await db.schema.createTable('accounts')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('name', 'varchar(64)', c => c.notNull())
    .addColumn('avatar', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', c => c.notNull().defaultTo(''))
    .addColumn('fans_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('column_id', 'integer', c => c.notNull().references('columns.id'))
    .addColumn('recommended', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()

  await db.schema.createTable('hot_words')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('title', 'varchar(32)', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()

  await db.schema.createTable('epaper_editions')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('paper', 'varchar(16)', c => c.notNull())
    .addColumn('date', 'varchar(10)', c => c.notNull())
    .addUniqueConstraint('epaper_editions_paper_date', ['paper', 'date'])
    .execute()
  await db.schema.createTable('epaper_pages')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('edition_id', 'integer', c => c.notNull().references('epaper_editions.id').onDelete('cascade'))
    .addColumn('num', 'integer', c => c.notNull())
    .addColumn('name', 'varchar(32)', c => c.notNull())
    .addColumn('image', 'varchar(255)', c => c.notNull())
    .execute()
  await db.schema.createIndex('epaper_pages_edition').on('epaper_pages').columns(['edition_id', 'num']).execute()
  await db.schema.createTable('epaper_articles')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('page_id', 'integer', c => c.notNull().references('epaper_pages.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', c => c.notNull())
    .addColumn('subtitle', 'varchar(200)', c => c.notNull().defaultTo(''))
    .addColumn('author', 'varchar(64)', c => c.notNull().defaultTo(''))
    .addColumn('content', 'text', c => c.notNull())
    /** the article's block on the page image: JSON [left, top, width, height] in percent */
    .addColumn('area', 'varchar(64)', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('epaper_articles_page').on('epaper_articles').columns(['page_id', 'sort']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['epaper_articles', 'epaper_pages', 'epaper_editions', 'hot_words', 'accounts', 'topic_news', 'topics']) {
    await db.schema.dropTable(t).execute()
  }
  if (isPostgres(db)) {
    await sql`drop index if exists news_title_trgm`.execute(db)
    await sql`drop index if exists news_text_trgm`.execute(db)
  } else {
    await sql`drop table if exists news_fts`.execute(db)
  }
}
