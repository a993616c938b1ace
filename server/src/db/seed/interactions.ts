// Readers' side of the demo site: commenters, comments with replies and likes on most stories,
// report reasons and the detail-page ads. Counters are set from the rows, so they start exact.
import type { Insertable, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { CommentTable, DB } from '../schema'
import { Random } from './random'
import { media } from './media'
import { isPostgres } from '../migrations/util'
import { REPORT_REASONS } from '../../content/site'
import { ADS, COMMENTS, READERS, REGIONS, REPLIES } from './comments-corpus'
import { DEMO_USERS } from './accounts'

const MINUTE = 60_000
/** comments of the demo user 山城小李 (so a fresh site shows 删除 on some) */
const DEMO_AUTHOR_SHARE = 0.04

type CommentRow = Insertable<CommentTable> & { id: number }

export async function seedInteractions(trx: Kysely<DB>, now: number): Promise<void> {
  const rnd = new Random(20261123)

  const readerIds: number[] = []
  for (const [i, nickname] of READERS.entries()) {
    const { id } = await trx.insertInto('users').values({
      phone: `139${String(i + 1).padStart(8, '0')}`, password_hash: null, nickname, avatar: media.avatar(20 + i),
      credit: rnd.int(0, 3000), integral: rnd.int(0, 5000), created_at: now - rnd.int(30, 900) * 24 * 60 * MINUTE,
    }).returning('id').executeTakeFirstOrThrow()
    readerIds.push(id)
  }
  const demo = await trx.selectFrom('users').select('id').where('phone', '=', DEMO_USERS[0].phone).executeTakeFirstOrThrow()

  // stories readers can comment on: not blocks, specials or outside links, comments allowed
  const stories = await trx.selectFrom('news').select(['id', 'class_id', 'publish_time', 'pv'])
    .where('status', '=', 1).where('allow_pl', '=', 1).where('data_type', 'not in', [5, 7]).where('show_type', 'not in', [8, 9])
    .orderBy('id').execute()

  const rows: CommentRow[] = []
  let nextId = 1
  const author = () => (rnd.chance(DEMO_AUTHOR_SHARE) ? demo.id : rnd.pick(readerIds))
  for (const story of stories) {
    // busier stories draw more comments; a quarter have none (the empty state)
    const roots = rnd.weighted<number>([[0, 25], [rnd.int(1, 4), 35], [rnd.int(5, 14), 40]])
    const span = Math.max(MINUTE, now - story.publish_time - 5 * MINUTE)
    const times = Array.from({ length: roots }, () => story.publish_time + 5 * MINUTE + Math.floor(rnd.next() * span)).sort((a, b) => a - b)
    for (const at of times) {
      const hot = rnd.chance(0.15)
      const root: CommentRow = {
        id: nextId++, news_id: story.id, class_id: story.class_id, user_id: author(), root_id: null, reply_to_id: null, reply_to_user_id: null,
        text: rnd.pick(COMMENTS), region: rnd.pick(REGIONS), is_good: rnd.chance(0.05) ? 1 : 0,
        like_num: hot ? rnd.int(10, 400) : rnd.int(0, 8), reply_num: 0, status: 1, created_at: at,
      }
      rows.push(root)
      if (!rnd.chance(0.3)) continue
      const thread: CommentRow[] = [root]
      let replyAt = at
      for (let k = rnd.int(1, 6); k > 0; k--) {
        replyAt += rnd.int(1, 240) * MINUTE
        if (replyAt >= now) break
        // most replies answer the comment; some answer another reply in the thread
        const answered = thread.length > 1 && rnd.chance(0.3) ? rnd.pick(thread.slice(1)) : root
        const reply: CommentRow = {
          id: nextId++, news_id: story.id, class_id: story.class_id, user_id: author(), root_id: root.id, reply_to_id: answered.id,
          reply_to_user_id: answered.user_id, text: rnd.pick(REPLIES), region: rnd.pick(REGIONS), is_good: 0,
          like_num: rnd.int(0, 5), reply_num: 0, status: 1, created_at: replyAt,
        }
        rows.push(reply)
        thread.push(reply)
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await trx.insertInto('comments').values(rows.slice(i, i + 200)).execute()

  // counters from the rows: replies per thread, visible comments per story
  await sql`update comments set reply_num = (select count(*) from comments r where r.root_id = comments.id and r.status = 1)
    where root_id is null`.execute(trx)
  await sql`update news set interact_num = (select count(*) from comments c where c.news_id = news.id and c.status = 1)`.execute(trx)

  await trx.insertInto('report_reasons').values(REPORT_REASONS.map((title, sort) => ({ title, sort }))).execute()

  await trx.insertInto('ads').values(ADS.map((a, sort) => ({
    type: a.type, title: a.title, url: a.url, img_src: media.ad(a.image), news_class_id: 0, news_id: 0,
    is_all: a.isAll ? 1 : 0, show_class_ids: JSON.stringify(a.show ?? []), not_show_class_ids: JSON.stringify(a.notShow ?? []),
    sort, status: 1,
  }))).execute()

  if (isPostgres(trx)) {
    await sql`select setval(pg_get_serial_sequence('comments', 'id'), (select max(id) from comments))`.execute(trx)
  }
}
