// Issue 24 §8: which content a reader's picture or video is on. Media stays public while one of its items
// is (shown, or held for a moderator); once every item it is on is gone (deleted, hidden, rejected) it is
// no longer served. Filled here from the items that exist.
import type { Kysely } from 'kysely'
import { bigint } from './util'

/** the tables whose rows carry readers' pictures (a JSON list of upload ids) and a video */
const CARRIERS = [
  { table: 'qa_questions', kind: 'qa-question', video: true },
  { table: 'qa_answers', kind: 'qa-answer', video: true },
  { table: 'discover_posts', kind: 'discover-post', video: true },
  { table: 'politics_questions', kind: 'politics', video: true },
  { table: 'bang_posts', kind: 'bang-post', video: false },
] as const

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('media_uses')
    /** image (an upload) | video */
    .addColumn('media', 'varchar(8)', c => c.notNull())
    .addColumn('media_id', 'integer', c => c.notNull())
    .addColumn('kind', 'varchar(24)', c => c.notNull())
    .addColumn('ref_id', 'integer', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addPrimaryKeyConstraint('media_uses_pk', ['media', 'media_id', 'kind', 'ref_id'])
    .execute()
  await db.schema.createIndex('media_uses_ref').on('media_uses').columns(['kind', 'ref_id']).execute()

  const now = Date.now()
  for (const c of CARRIERS) {
    const rows = await db.selectFrom(c.table).select(c.video ? ['id', 'images', 'video_id'] : ['id', 'images']).execute()
    const uses = rows.flatMap((r: { id: number; images: string; video_id?: number | null }) => {
      let ids: unknown = []
      try {
        ids = JSON.parse(r.images || '[]')
      } catch {
        ids = []
      }
      const images = Array.isArray(ids) ? ids.filter((x): x is number => Number.isInteger(x)) : []
      return [
        ...[...new Set(images)].map(id => ({ media: 'image', media_id: id, kind: c.kind, ref_id: r.id, created_at: now })),
        ...(r.video_id ? [{ media: 'video', media_id: r.video_id, kind: c.kind, ref_id: r.id, created_at: now }] : []),
      ]
    })
    for (let i = 0; i < uses.length; i += 200) await db.insertInto('media_uses').values(uses.slice(i, i + 200)).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_uses').execute()
}
