// Crash safety: the server process is killed (SIGKILL) while 50 readers write comments and likes over
// real HTTP. After a restart every write that was answered 200 is there, the counters equal the rows,
// and the database is sound (SQLite integrity_check; PostgreSQL: no row breaks a relation).
import crypto from 'crypto'
import { sql, type Kysely } from 'kysely'
import { openDatabase, type Database } from '../../../server/src/db'
import type { DB } from '../../../server/src/db/schema'
import { usePostgres } from '../helpers'
import { pgAdmin } from '../template'
import { sha256 } from '../../../server/src/crypto'
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { startServer } = require('../../support/server') as { startServer: (o?: Record<string, unknown>) => Promise<RunningServer> }

interface RunningServer {
  url: string
  dir: string
  sqliteFile: string
  kill(): Promise<void>
  stop(): Promise<void>
}

jest.setTimeout(90_000)

const READERS = 50
/** the server is killed once more than READERS likes and this many comments were answered */
const KILL_AFTER_COMMENTS = 10
/** a bound on the writing, should the server be very slow */
const WRITE_AT_MOST_MS = 20000

const schema = `crash_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
const open = (sqliteFile: string): Database =>
  usePostgres ? openDatabase({ databaseUrl: process.env.DATABASE_URL, pgSchema: schema }) : openDatabase({ sqliteFile })

let first: RunningServer | null = null
let second: RunningServer | null = null
afterAll(async () => {
  await second?.stop()
  if (!second) await first?.stop()
  if (usePostgres) await pgAdmin(`drop schema if exists ${schema} cascade`)
})

/** readers with sessions, written straight into the database the server uses */
async function readers(db: Kysely<DB>): Promise<{ id: number; token: string }[]> {
  const out = []
  for (let i = 0; i < READERS; i++) {
    const phone = `1366${String(i).padStart(7, '0')}`
    const { id } = await db.insertInto('users').values({ phone, password_hash: null, nickname: `崩溃测试${i}`, avatar: '', credit: 0, integral: 0, created_at: Date.now() })
      .returning('id').executeTakeFirstOrThrow()
    const token = crypto.randomBytes(24).toString('base64url')
    const now = Date.now()
    await db.insertInto('sessions').values({
      user_id: id, token_hash: sha256(token), previous_hash: null, previous_until: null, client: 'h5', created_at: now, renewed_at: now, expires_at: now + 86400_000, revoked_at: null,
    }).execute()
    out.push({ id, token })
  }
  return out
}

async function post(url: string, token: string, body: Record<string, unknown>) {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as { statusCode: number; data: any } }
  } catch {
    // the server died under this request: it may or may not have been written, and nobody was told
    return null
  }
}

it('keeps every write that was answered 200 through a SIGKILL, with exact counters and a sound database', async () => {
  if (usePostgres) await pgAdmin(`create schema ${schema}`)
  first = await startServer(usePostgres ? { pgSchema: schema } : {})
  const setup = open(first.sqliteFile)
  const people = await readers(setup.db)
  const stories = await setup.db.selectFrom('news').select(['id', 'class_id', 'like_num', 'interact_num'])
    .where('status', '=', 1).where('allow_pl', '=', 1).where('permission', '=', 0).where('data_type', 'not in', [5, 7]).where('show_type', 'not in', [8, 9])
    .orderBy('id').limit(READERS * 4).execute()
  const likeRows = async (db: Kysely<DB>, id: number) => Number((await db.selectFrom('likes').select(eb => eb.fn.countAll<number>().as('n'))
    .where('target_type', '=', 1).where('target_id', '=', id).executeTakeFirstOrThrow()).n)
  const visible = async (db: Kysely<DB>, id: number) => Number((await db.selectFrom('comments').select(eb => eb.fn.countAll<number>().as('n'))
    .where('news_id', '=', id).where('status', '=', 1).executeTakeFirstOrThrow()).n)
  const before = new Map<number, { likeNum: number; likes: number; interact: number; comments: number }>()
  for (const s of stories) before.set(s.id, { likeNum: s.like_num, likes: await likeRows(setup.db, s.id), interact: s.interact_num, comments: await visible(setup.db, s.id) })
  await setup.close()

  const okComments: number[] = []
  const okLikes: { user: number; story: number }[] = []
  let killed = false
  const client = async (reader: { id: number; token: string }, n: number) => {
    for (let round = 0; !killed; round++) {
      const story = stories[(n * 4 + round) % stories.length]
      const like = await post(`${first!.url}/v1/like/do`, reader.token, { classId: story.class_id, newsId: story.id, type: 1 })
      if (like?.status === 200 && like.body.statusCode === 200) okLikes.push({ user: reader.id, story: story.id })
      const comment = await post(`${first!.url}/v1/comment/store`, reader.token, { classId: story.class_id, newsId: story.id, sayText: `断电前的第${round}条评论` })
      if (comment?.status === 200 && comment.body.statusCode === 200) okComments.push(comment.body.data.id)
    }
  }
  const writers = Promise.all(people.map(client))
  // killed in the middle of the stream, once enough writes have been answered (however fast this
  // machine is), with every reader's next request in flight
  const until = Date.now() + WRITE_AT_MOST_MS
  while ((okLikes.length <= READERS || okComments.length <= KILL_AFTER_COMMENTS) && Date.now() < until) await new Promise(r => setTimeout(r, 20))
  await first.kill()
  killed = true
  await writers
  expect(okLikes.length).toBeGreaterThan(READERS)
  expect(okComments.length).toBeGreaterThan(KILL_AFTER_COMMENTS)

  second = await startServer(usePostgres ? { pgSchema: schema } : { dir: first.dir })
  const check = open(second.sqliteFile)
  const db = check.db
  try {
    // every answered write is there
    const comments = await db.selectFrom('comments').select(['id', 'status']).where('id', 'in', okComments).execute()
    expect(comments).toHaveLength(okComments.length)
    expect(comments.every(c => c.status === 1)).toBe(true)
    for (const l of okLikes) {
      expect(await db.selectFrom('likes').select('user_id').where('user_id', '=', l.user).where('target_type', '=', 1).where('target_id', '=', l.story).executeTakeFirst()).toBeDefined()
    }
    // the counters moved exactly as the rows did
    for (const s of stories) {
      const was = before.get(s.id)!
      const now = await db.selectFrom('news').select(['like_num', 'interact_num']).where('id', '=', s.id).executeTakeFirstOrThrow()
      expect({ story: s.id, likes: now.like_num - was.likeNum }).toEqual({ story: s.id, likes: (await likeRows(db, s.id)) - was.likes })
      expect({ story: s.id, comments: now.interact_num - was.interact }).toEqual({ story: s.id, comments: (await visible(db, s.id)) - was.comments })
    }
    if (usePostgres) {
      // PostgreSQL enforces its constraints on commit; nothing points at a row that is not there
      const orphans = await sql<{ n: number }>`select count(*)::int as n from comments c left join users u on u.id = c.user_id left join news n on n.id = c.news_id where u.id is null or n.id is null`.execute(db)
      expect(orphans.rows[0].n).toBe(0)
    } else {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }])
      const fk = await sql`pragma foreign_key_check`.execute(db)
      expect(fk.rows).toEqual([])
    }
  } finally {
    await check.close()
  }
}, 120000)
