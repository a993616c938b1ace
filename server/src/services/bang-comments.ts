// BangBang's comments (/api/bv/comment/*, classid 2 an answer and 1 otherwise: types/api/qa.ts bangWire):
// on an answer, a politics question, a 社区 / 曝光台 post, a Discover post (whose calls are the story
// comment calls with its classId 20, routes/interactions.ts) or a public composition,
// with replies in threads, likes (type 3) and deletion by their author. Same rules as a story's
// comments: read by moderation first, a held one shown to its writer only, counters moved in the
// comment's own transaction.
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { BangCommentTable, DB } from '../db/schema'
import type { Comment } from '../../../types/api/interaction'
import { BANG_CLASS, PRAISE_TYPE, bangWire, type BangClass } from '../../../types/api/qa'
import { DISCOVER_CLASS_ID } from '../../../types/api/discover'
import { countDiscoverComment } from './discover'
import { PUBLIC_STATUSES, type CompositionStatus } from '../../../types/api/composition'
import { notFound } from '../answer'
import { paged, type Page } from './news'
import type { NewMessage } from './messages'
import type { WritePipeline } from './writes'
import {
  COMMENT_REPLY_TOLD, COMMENT_STATUS, authorSays, commentWrite, presentComments, removeOwnComment, shownComment, threadModeration, visibleTo, type Threads,
} from './threads'
import * as ERRORS from '../../../types/errors'

type Row = Selectable<BangCommentTable>

export const ANSWER_COMMENTED = '有人评论了你的回答'
export const POST_COMMENTED = '有人评论了你发布的内容'

/** what a comment hangs from: who wrote it, when, where it leads, and its comment counter */
interface Target { userId: number; time: number; route: string; params: Record<string, number> }

async function target(db: Kysely<DB> | Transaction<DB>, classId: number, id: number): Promise<Target | undefined> {
  if (classId === BANG_CLASS.answer) {
    const a = await db.selectFrom('qa_answers as a').innerJoin('qa_questions as q', 'q.id', 'a.question_id')
      .select(['a.user_id', 'a.created_at']).where('a.id', '=', id).where('a.review', '=', 'shown').where('q.review', '=', 'shown').executeTakeFirst()
    return a && { userId: a.user_id, time: a.created_at, route: 'QADetail', params: { id } }
  }
  if (classId === BANG_CLASS.politics) {
    // (a complaint takes no public comments: it is the complainant's and the department's)
    const q = await db.selectFrom('politics_questions').select(['user_id', 'created_at']).where('id', '=', id).where('review', '=', 'shown').where('section', '=', 'politics').executeTakeFirst()
    return q && { userId: q.user_id, time: q.created_at, route: 'politicsDetail', params: { id } }
  }
  if (classId === BANG_CLASS.discover) {
    const p = await db.selectFrom('discover_posts').select(['user_id', 'created_at']).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    return p && { userId: p.user_id, time: p.created_at, route: 'DetailDiscover', params: { classId: DISCOVER_CLASS_ID, newsId: id } }
  }
  if (classId === BANG_CLASS.composition) {
    // public, and its student's guardian has not withdrawn consent
    const c = await db.selectFrom('compositions as c').innerJoin('composition_students as s', 's.id', 'c.student_id')
      .select(['c.user_id', 'c.published_at', 'c.created_at']).where('c.id', '=', id).where('c.status', 'in', PUBLIC_STATUSES as CompositionStatus[])
      .where('s.consent_withdrawn_at', 'is', null).executeTakeFirst()
    return c && { userId: c.user_id, time: c.published_at ?? c.created_at, route: 'compositionDetail', params: { id } }
  }
  if (classId === BANG_CLASS.post) {
    const p = await db.selectFrom('bang_posts').select(['user_id', 'created_at']).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    return p && { userId: p.user_id, time: p.created_at, route: 'communityDetail', params: { id } }
  }
  return undefined
}

/** BangBang's comments: an answer and a post count their shown comments and replies (a politics question does not) */
export const BANG_THREADS: Threads<Row> = {
  table: 'bang_comments',
  kind: 'bang-comment',
  likeType: PRAISE_TYPE.bangComment,
  // the classId a comment carries is the one its calls name: a Discover post's 20, BangBang's 2 or 1
  place: r => ({ newsId: r.target_id, classId: r.class_id === BANG_CLASS.discover ? DISCOVER_CLASS_ID : bangWire(r.class_id as BangClass).classid }),
  async countTarget(trx, row, by) {
    if (row.class_id === BANG_CLASS.answer) {
      await trx.updateTable('qa_answers').set(eb => ({ comment_num: eb('comment_num', '+', by) })).where('id', '=', row.target_id).execute()
    } else if (row.class_id === BANG_CLASS.discover) {
      await countDiscoverComment(trx, row.target_id, by)
    } else if (row.class_id === BANG_CLASS.composition) {
      await trx.updateTable('compositions').set(eb => ({ comment_num: eb('comment_num', '+', by) })).where('id', '=', row.target_id).execute()
    } else if (row.class_id === BANG_CLASS.post) {
      await trx.updateTable('bang_posts').set(eb => ({ comment_num: eb('comment_num', '+', by) })).where('id', '=', row.target_id).execute()
    }
  },
}

export const bangCommentModeration = threadModeration(BANG_THREADS)

export class BangCommentService {
  constructor(private readonly db: Kysely<DB>, private readonly writes: WritePipeline) {}

  private async target(classId: number, id: number): Promise<Target> {
    const t = await target(this.db, classId, id)
    if (!t) throw notFound(ERRORS.contentGone)
    return t
  }

  private present(rows: Row[], viewer: number | null, time: number, origin: string, withReplies: boolean): Promise<Comment[]> {
    return presentComments(this.db, BANG_THREADS, rows, { viewer, origin, newsTime: time, withReplies })
  }

  /** A page of top-level comments, newest first, with the first replies of each; and the count of all. */
  async list(classId: BangClass, id: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<Page<Comment> & { total: number }> {
    const t = await this.target(classId, id)
    const rows = await this.db.selectFrom('bang_comments').selectAll()
      .where('class_id', '=', classId).where('target_id', '=', id).where('root_id', 'is', null).where(visibleTo('bang_comments', viewer))
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    const { n } = await this.db.selectFrom('bang_comments').select(eb => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', classId).where('target_id', '=', id).where('status', '=', COMMENT_STATUS.shown).executeTakeFirstOrThrow()
    return { items: await this.present(page.items, viewer, t.time, origin, true), hasMore: page.hasMore, total: Number(n) }
  }

  /** A thread: its head and a page of its replies, oldest first (/api/bv/comment/singlelist). */
  async thread(rootId: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<{ head: Comment; page: Page<Comment> }> {
    const root = await this.db.selectFrom('bang_comments').selectAll().where('id', '=', rootId).where('root_id', 'is', null).where(visibleTo('bang_comments', viewer)).executeTakeFirst()
    if (!root) throw notFound(ERRORS.commentGone)
    const t = await this.target(root.class_id, root.target_id)
    const rows = await this.db.selectFrom('bang_comments').selectAll().where('root_id', '=', rootId).where(visibleTo('bang_comments', viewer))
      .orderBy('created_at', 'asc').orderBy('id', 'asc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    const [head] = await this.present([root], viewer, t.time, origin, false)
    return { head, page: { items: await this.present(page.items, viewer, t.time, origin, false), hasMore: page.hasMore } }
  }

  async publish(userId: number, input: { classId: BangClass; id: number; sayText: string; plId?: number; region?: string }, origin: string, now = Date.now()): Promise<Comment & { underReview: boolean }> {
    const t = await this.target(input.classId, input.id)
    let answered: Row | undefined
    if (input.plId) {
      answered = await shownComment(this.db, BANG_THREADS, input.plId)
      if (answered?.class_id !== input.classId || answered.target_id !== input.id) throw notFound(ERRORS.replyTargetGone)
    }
    const { id } = await this.writes.publish(commentWrite(BANG_THREADS, userId, {
      sayText: input.sayText, region: input.region, answered, place: { class_id: input.classId, target_id: input.id },
      // the one answered hears of a reply; an answer's or a post's writer of a comment on it (never of their own)
      async told(trx, text): Promise<NewMessage[]> {
        const to = answered ? answered.user_id : input.classId !== BANG_CLASS.politics ? t.userId : userId
        if (to === userId) return []
        const title = answered ? COMMENT_REPLY_TOLD : input.classId === BANG_CLASS.answer ? ANSWER_COMMENTED : POST_COMMENTED
        return [{ userId: to, kind: 'bang-comment', title, body: await authorSays(trx, userId, text), route: t.route, params: t.params }]
      },
    }), now)
    const row = await this.db.selectFrom('bang_comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return (await this.present([row], userId, t.time, origin, true))[0] as Comment & { underReview: boolean }
  }

  /** Deletes the reader's own comment (a top-level one takes its replies with it). */
  async remove(userId: number, id: number): Promise<void> {
    await removeOwnComment(this.db, this.writes, BANG_THREADS, userId, id)
  }
}
