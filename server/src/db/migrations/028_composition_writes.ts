// 作文's writing flow (issue 26): a submission a moderator holds is not yet in its teacher's queue
// (`held`); a printed work's fee (稿费, yuan) is kept with it for its 录用 notice; the points rules for
// submitting, being recommended and being printed (each with a daily cap) join a site's rules; a
// teacher's 身份认证 application names the school they teach at.
import { sql, type Kysely } from 'kysely'

export const COMPOSITION_RULES = [
  { key: 'essay_submit', title: '投稿作文', description: '作文通过审核送到老师手中后计分，同一篇只计一次；未通过的扣回', points: 5, growth: 5, daily_cap: 2, enabled: 1, sort: 8 },
  { key: 'essay_picked', title: '作文被推荐', description: '你的作文被编辑推荐', points: 20, growth: 20, daily_cap: 3, enabled: 1, sort: 9 },
  { key: 'essay_printed', title: '作文见报', description: '你的作文刊登在报纸的作文版', points: 50, growth: 50, daily_cap: 3, enabled: 1, sort: 10 },
]

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('compositions').addColumn('held', 'integer', c => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('compositions').addColumn('fee', 'integer', c => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('identity_applications').addColumn('school_id', 'integer').execute()
  // the editor's queues: reviewed works by when they were reviewed, recommended ones by when
  await db.schema.createIndex('compositions_editor').on('compositions').columns(['status', 'recommended_at']).execute()
  // a site that has rules already gets these; a new one gets them from its seed (the same rows)
  const { n } = await db.selectFrom('point_rules').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
  if (Number(n) > 0) await db.insertInto('point_rules').values(COMPOSITION_RULES).onConflict(oc => oc.column('key').doNothing()).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('point_rules').where('key', 'in', COMPOSITION_RULES.map(r => r.key)).execute()
  await db.schema.dropIndex('compositions_editor').execute()
  await db.schema.alterTable('identity_applications').dropColumn('school_id').execute()
  await db.schema.alterTable('compositions').dropColumn('fee').execute()
  await db.schema.alterTable('compositions').dropColumn('held').execute()
}
