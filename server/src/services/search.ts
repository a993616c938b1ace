// Full-text search of stories that works for Chinese: SQLite FTS5 with the trigram tokenizer,
// PostgreSQL pg_trgm indexes. Title matches come first, then the newest.
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Dialect } from '../db'
import { listedStories, type ListedRow, type Page } from './news'

/** Trigram indexes answer MATCH for three characters or more; shorter words are scanned with LIKE. */
const TRIGRAM = 3
/** how far back a one- or two-character word is looked for: the newest stories, not the whole archive */
export const SHORT_WORD_SCAN = 2000

export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, c => `\\${c}`)}%`
}

export class SearchService {
  constructor(private readonly db: Kysely<DB>, private readonly dialect: Dialect, private readonly shortWordScan = SHORT_WORD_SCAN) {}

  async search(keyword: string, offset: number, pageSize: number): Promise<Page<ListedRow>> {
    const kw = keyword.trim()
    const like = likePattern(kw)
    const short = [...kw].length < TRIGRAM
    let q = listedStories(this.db).where('data_type', '!=', 5)
    // no index helps a word this short: the scan is capped at the newest stories
    if (short) q = q.where('id', 'in', this.db.selectFrom('news').select('id').where('status', '=', 1).orderBy('publish_time', 'desc').limit(this.shortWordScan))
    if (this.dialect === 'postgres') {
      q = q.where(eb => eb.or([
        eb(sql`title`, 'ilike', sql`${like} escape '\\'`),
        eb(sql`plain_text`, 'ilike', sql`${like} escape '\\'`),
      ]))
    } else if (!short) {
      // an FTS5 phrase: quotes inside the keyword are doubled
      const phrase = `"${kw.replace(/"/g, '""')}"`
      q = q.where('id', 'in', sql<number>`(select rowid from news_fts where news_fts match ${phrase})`)
    } else {
      q = q.where('id', 'in', sql<number>`(select rowid from news_fts where title like ${like} escape '\\' or plain_text like ${like} escape '\\')`)
    }
    const rows = await q
      .orderBy(sql`case when ${sql.ref('title')} like ${like} escape '\\' then 0 else 1 end`)
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .offset(offset)
      .execute()
    return { items: rows.slice(0, pageSize), hasMore: rows.length > pageSize }
  }
}
