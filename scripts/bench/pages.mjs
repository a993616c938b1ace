// The pages the bench and its diagnostics open: the home, and the longest plain news story (by its
// article's length) of the freshly seeded database.
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const Database = require('better-sqlite3')

/** the longest plain news story of the database in `dataDir` (the server's SQLite file there) */
export function longStoryIn(dataDir) {
  const db = new Database(path.join(dataDir, 'shangyou.db'), { readonly: true })
  try {
    return db.prepare(`select id, class_id from news where status = 1 and data_type = 3 and permission = 0
      order by length(content) desc, id limit 1`).get()
  } finally {
    db.close()
  }
}

export const storyUrl = (base, story) => `${base}/NewsDetail?classId=${story.class_id}&newsId=${story.id}`

/** `which`: 'home', 'story' (the longest story) or a path under the site (`base`, ending in /shangyou_news) */
export function pageUrl(base, dataDir, which) {
  if (which === 'home') return `${base}/home/1`
  if (which === 'story') return storyUrl(base, longStoryIn(dataDir))
  return `${base}${which}`
}
