// Plants the XSS corpus where the browsers' tests can meet it, in the database of a running test
// server (its SQLite file): a story whose article is the corpus after the server's own sanitiser (as
// every stored article is), and reader comments holding each payload raw (the client must show text as
// text whatever reaches it).
const path = require('path')
const { execFileSync } = require('child_process')
const Database = require('better-sqlite3')
const { XSS_PAYLOADS } = require('./xss-payloads')

const ROOT = path.resolve(__dirname, '..', '..')

/** the corpus through the server's own sanitiser (run as TypeScript in a process of its own) */
function sanitizedCorpus() {
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'sanitized-corpus.ts')], { cwd: ROOT, encoding: 'utf8' }))
}

const TITLE = '安全测试：读者看到的每一段文字都只是文字'

/**
 * the corpus as the article of a new story (a copy of a plain article, so no page or cache has seen it),
 * and as comments under it; answers the story's ids
 */
function plantXssStory(sqliteFile) {
  const db = new Database(sqliteFile)
  db.pragma('busy_timeout = 5000')
  try {
    const model = db.prepare(`select id, class_id from news where status = 1 and data_type = 3 and is_video = 0 and allow_pl = 1 and permission = 0
      and show_type not in (8, 9) order by id limit 1`).get()
    const columns = db.prepare('select name from pragma_table_info(?)').all('news').map(c => c.name).filter(c => c !== 'id')
    const { lastInsertRowid } = db.prepare(`insert into news (${columns.join(', ')}) select ${columns.join(', ')} from news where id = ?`).run(model.id)
    const story = { id: Number(lastInsertRowid), class_id: model.class_id }
    const article = sanitizedCorpus().map((html, i) => `<p>第${i + 1}段：</p>${html}`).join('')
    db.prepare('update news set title = ?, content = ?, plain_text = ?, interact_num = 0 where id = ?').run(TITLE, article, TITLE, story.id)
    const author = db.prepare('select id from users order by id limit 1').get()
    const insert = db.prepare(`insert into comments (news_id, class_id, user_id, root_id, reply_to_id, reply_to_user_id, text, region, is_good, like_num, reply_num, status, created_at)
      values (?, ?, ?, null, null, null, ?, ?, 0, 0, 0, 1, ?)`)
    const now = Date.now()
    XSS_PAYLOADS.forEach((p, i) => insert.run(story.id, story.class_id, author.id, p.replace(/\u0000/g, ''), p.slice(0, 16), now - i * 1000))
    db.prepare('update news set interact_num = interact_num + ? where id = ?').run(XSS_PAYLOADS.length, story.id)
    return { newsId: story.id, classId: story.class_id, title: TITLE }
  } finally {
    db.close()
  }
}

module.exports = { plantXssStory, XSS_PAYLOADS }
