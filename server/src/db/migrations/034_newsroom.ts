// The newsroom's stories (issue 29): a story has a workflow state beside the `status` readers' queries
// already use (1 = shown, which only `published` is), the time it is scheduled for, who last changed it and
// its revision; every saved version of its text is kept (news_revisions) for the diff and the restore.
// Stories already on the site are published, revision 1 (their first revision is written when an editor
// first opens one: the row is the revision until then).
import { sql, type Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').addColumn('state', 'varchar(16)', c => c.notNull().defaultTo('published')).execute()
  await db.schema.alterTable('news').addColumn('scheduled_at', bigint(db)).execute()
  await db.schema.alterTable('news').addColumn('updated_at', bigint(db), c => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('news').addColumn('updated_by', 'integer').execute()
  await db.schema.alterTable('news').addColumn('revision', 'integer', c => c.notNull().defaultTo(1)).execute()
  await sql`update news set state = 'withdrawn' where status <> 1`.execute(db)
  await db.schema.createIndex('news_state').on('news').columns(['state', 'updated_at']).execute()
  await db.schema.createIndex('news_scheduled').on('news').columns(['state', 'scheduled_at']).execute()
  await db.schema.createTable('news_revisions')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('news_id', 'integer', c => c.notNull())
    .addColumn('revision', 'integer', c => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('note', 'varchar(100)', c => c.notNull().defaultTo(''))
    // the story as the editor saved it (the fields of services/stories.ts's StoryFields), JSON
    .addColumn('snapshot', 'text', c => c.notNull())
    .addUniqueConstraint('news_revisions_one', ['news_id', 'revision'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_revisions').execute()
  await db.schema.dropIndex('news_scheduled').execute()
  await db.schema.dropIndex('news_state').execute()
  for (const c of ['revision', 'updated_by', 'updated_at', 'scheduled_at', 'state']) await db.schema.alterTable('news').dropColumn(c).execute()
}
