// Comment threads, of both kinds: a story's comments (`comments`) and BangBang's (`bang_comments`, on an
// answer, a politics question, a 社区 post or a Discover post). Both tables share their thread columns
// (root, reply-to, status, likes, replies), so what a thread does is written here once: who sees which
// comment, how shown comments count on what they hang from, taking one down with its replies, how
// moderators' decisions apply, publishing one through the write pipeline, deleting one's own, and how a
// row becomes the API's comment. A kind of thread (`Threads`) says only its table and what it counts.
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, Transaction } from 'kysely'
import type { CommentTable, DB } from '../db/schema'
import type { Comment } from '../../../types/api/interaction'
import { forbidden, notFound } from '../answer'
import { absolute } from '../content/urls'
import { formatCst } from '../content/time'
import { COMMENT_MAX_CHARS } from '../content/comment-text'
import { commentRegion } from '../content/regions'
import type { ModeratedKind } from '../moderation/service'
import type { NewMessage } from './messages'
import { peopleById } from './people'
import { dropFromQueue, type WritePipeline, type WriteSpec } from './writes'
import * as ERRORS from '../../../types/errors'

/** comments.status and bang_comments.status */
export const COMMENT_STATUS = { deleted: 0, shown: 1, held: 2, rejected: 3, hidden: 4 } as const

/** replies shown under a top-level comment in a list */
export const SUB_COMMENT_PREVIEW = 2

export const COMMENT_REPLY_TOLD = '有人回复了你的评论'

/** what a story's comment and a BangBang comment have in common (their shared columns; only a story's can be 精选) */
export type ThreadRow = Pick<Selectable<CommentTable>, 'id' | 'user_id' | 'root_id' | 'reply_to_id' | 'reply_to_user_id' | 'text' | 'region' | 'like_num' | 'reply_num' | 'status' | 'created_at'>
  & Partial<Pick<Selectable<CommentTable>, 'is_good'>>

/**
 * A kind of comment thread: its table, its moderation kind, the likes.target_type of its comments, where
 * a row sits in the API (newsId, classId), and what the thing commented on counts when a comment is
 * shown or goes. Counters move in the comment's own transaction.
 */
export interface Threads<R extends ThreadRow> {
  table: 'comments' | 'bang_comments'
  kind: 'comment' | 'bang-comment'
  likeType: number
  place: (r: R) => { newsId: number; classId: number }
  /** the commented thing counts `by` more (or fewer) shown comments */
  countTarget(trx: Transaction<DB>, row: R, by: number): Promise<void>
}

// the two tables share their thread columns: the queries below are written once for both, typed as one
const tableOf = <R extends ThreadRow>(t: Threads<R>) => t.table as 'comments'

/** shown to everyone, and the viewer's own comments still under review (of either table) */
export function visibleTo<T extends 'comments' | 'bang_comments'>(table: T, viewer: number | null): (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool> {
  const t = table as 'comments'
  const where = (eb: ExpressionBuilder<DB, 'comments'>) => viewer === null
    ? eb(`${t}.status`, '=', COMMENT_STATUS.shown)
    : eb.or([eb(`${t}.status`, '=', COMMENT_STATUS.shown), eb.and([eb(`${t}.status`, '=', COMMENT_STATUS.held), eb(`${t}.user_id`, '=', viewer)])])
  return where as unknown as (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>
}

/*
 * A thread's rows are changed in one order — its first comment, then the reply, then what the thread is on
 * (countTarget) — so that two changes of one thread at once wait for each other on PostgreSQL instead of
 * deadlocking: a moderator hiding the first comment (it, its replies, the story) beside one hiding a reply
 * (it, the story, the first comment's count) did, one fuzz run in three.
 */

/** Holds a reply's thread (its first comment's row) before the reply changes; a first comment holds itself. */
async function holdThread<R extends ThreadRow>(trx: Transaction<DB>, t: Threads<R>, row: R): Promise<void> {
  if (row.root_id !== null) await trx.updateTable(tableOf(t)).set(eb => ({ reply_num: eb.ref('reply_num') })).where('id', '=', row.root_id).execute()
}

/** A comment shown (1) or gone (-1): for a reply, its thread's replies (first: see above), and what it hangs from. */
export async function countShown<R extends ThreadRow>(trx: Transaction<DB>, t: Threads<R>, row: R, by: number): Promise<void> {
  if (row.root_id !== null) await trx.updateTable(tableOf(t)).set(eb => ({ reply_num: eb('reply_num', '+', by) })).where('id', '=', row.root_id).execute()
  await t.countTarget(trx, row, by)
}

/** Takes a shown comment down (deleted or hidden) with its replies; the counters follow. */
export async function takeDown<R extends ThreadRow>(trx: Transaction<DB>, t: Threads<R>, row: R, status: number): Promise<boolean> {
  const table = tableOf(t)
  await holdThread(trx, t, row)
  const done = await trx.updateTable(table).set({ status }).where('id', '=', row.id).where('status', '=', COMMENT_STATUS.shown).executeTakeFirst()
  // a concurrent delete got there first: nothing more to count
  if (Number(done.numUpdatedRows) !== 1) return false
  if (row.root_id === null) {
    const replies = await trx.updateTable(table).set({ status }).where('root_id', '=', row.id).where('status', '=', COMMENT_STATUS.shown).executeTakeFirst()
    await t.countTarget(trx, row, -(1 + Number(replies.numUpdatedRows)))
  } else {
    await countShown(trx, t, row, -1)
  }
  return true
}

const rowOf = <R extends ThreadRow>(db: Kysely<DB> | Transaction<DB>, t: Threads<R>, id: number) =>
  db.selectFrom(tableOf(t)).selectAll().where('id', '=', id).executeTakeFirst() as Promise<R | undefined>

/** How moderators' decisions apply to a kind of comment. */
export function threadModeration<R extends ThreadRow>(t: Threads<R>): ModeratedKind {
  const table = tableOf(t)
  return {
    async approve(trx, id) {
      const r = await rowOf(trx, t, id)
      if (!r) return
      await holdThread(trx, t, r)
      const shown = await trx.updateTable(table).set({ status: COMMENT_STATUS.shown }).where('id', '=', id).where('status', '=', COMMENT_STATUS.held).executeTakeFirst()
      if (Number(shown.numUpdatedRows) === 1) await countShown(trx, t, r, 1)
    },
    async reject(trx, id) {
      await trx.updateTable(table).set({ status: COMMENT_STATUS.rejected }).where('id', '=', id).where('status', '=', COMMENT_STATUS.held).execute()
    },
    async hide(trx, id) {
      const r = await rowOf(trx, t, id)
      return r ? takeDown(trx, t, r, COMMENT_STATUS.hidden) : false
    },
    async describe(trx, id) {
      const c = await trx.selectFrom(table).select(['user_id', 'text']).where('id', '=', id).executeTakeFirstOrThrow()
      return { userId: c.user_id, text: c.text }
    },
  }
}

/** A shown comment of the thread kind (one being answered, or liked); undefined: none */
export const shownComment = <R extends ThreadRow>(db: Kysely<DB>, t: Threads<R>, id: number) =>
  db.selectFrom(tableOf(t)).selectAll().where('id', '=', id).where('status', '=', COMMENT_STATUS.shown).executeTakeFirst() as Promise<R | undefined>

/**
 * A comment's write for the pipeline: its text (the comment limit), the row (`place`: the columns that
 * say what it is on) threaded under what it answers, and, shown at once, its counters and `told`.
 */
export function commentWrite<R extends ThreadRow>(t: Threads<R>, userId: number, c: {
  sayText: string; region?: string; answered?: R; place: Record<string, number>
  told: (trx: Transaction<DB>, text: string) => Promise<NewMessage[]>
}): WriteSpec<'text', object> {
  const table = tableOf(t)
  return {
    kind: t.kind, userId,
    fields: { text: { raw: c.sayText, max: COMMENT_MAX_CHARS, empty: ERRORS.commentEmpty, tooLong: ERRORS.commentTooLong(COMMENT_MAX_CHARS) } },
    insert: (trx, w) => trx.insertInto(table).values({
      ...c.place as { news_id: number; class_id: number; is_good: number },
      user_id: userId, root_id: c.answered ? (c.answered.root_id ?? c.answered.id) : null,
      reply_to_id: c.answered?.id ?? null, reply_to_user_id: c.answered?.user_id ?? null,
      text: w.texts.text, region: commentRegion(c.region), like_num: 0, reply_num: 0,
      status: w.held ? COMMENT_STATUS.held : COMMENT_STATUS.shown, created_at: w.now,
    }).returning('id').executeTakeFirstOrThrow(),
    async shown(trx, { id }, w) {
      await countShown(trx, t, (await rowOf(trx, t, id))!, 1)
      // the thread held (countShown), what it answers may have been taken down meanwhile: then it is not kept
      if (c.answered && !await shownComment(trx, t, c.answered.id)) throw notFound(ERRORS.replyTargetGone)
      return c.told(trx, w.texts.text)
    },
  }
}

/** who wrote, for a message's body ("nickname：text") */
export async function authorSays(trx: Transaction<DB>, userId: number, text: string): Promise<string> {
  const author = await trx.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst()
  return `${author?.nickname ?? ''}：${text}`
}

/**
 * Deletes the reader's own comment (a shown top-level one takes its replies with it; a held one leaves
 * the review queue) and announces it (its points go back); returns the row it was.
 */
export async function removeOwnComment<R extends ThreadRow>(db: Kysely<DB>, writes: WritePipeline, t: Threads<R>, userId: number, id: number): Promise<R> {
  const table = tableOf(t)
  const row = await db.selectFrom(table).selectAll().where('id', '=', id)
    .where('status', 'in', [COMMENT_STATUS.shown, COMMENT_STATUS.held]).executeTakeFirst() as R | undefined
  if (!row) throw notFound(ERRORS.commentGone)
  if (row.user_id !== userId) throw forbidden(ERRORS.notYourComment)
  await db.transaction().execute(async trx => {
    if (row.status === COMMENT_STATUS.shown) {
      await takeDown(trx, t, row, COMMENT_STATUS.deleted)
      return
    }
    // still under review: it never counted; the moderator has nothing left to decide
    await trx.updateTable(table).set({ status: COMMENT_STATUS.deleted }).where('id', '=', id).where('status', '=', COMMENT_STATUS.held).execute()
    await dropFromQueue(trx, t.kind, id)
  })
  await writes.deleted(t.kind, id, userId)
  return row
}

export interface PresentOptions {
  viewer: number | null
  origin: string
  /** the time of what is commented on */
  newsTime: number
  /** with each top-level comment's first replies */
  withReplies: boolean
}

/** Rows → the API's comments: authors, the viewer's likes, whom a reply answers, first replies. */
export async function presentComments<R extends ThreadRow>(db: Kysely<DB>, t: Threads<R>, rows: R[], o: PresentOptions): Promise<Comment[]> {
  if (rows.length === 0) return []
  const { viewer, origin } = o
  const previews = new Map<number, R[]>()
  if (o.withReplies) {
    for (const r of rows) {
      // (a signed-in viewer may have a reply under review, which the count leaves out)
      if (r.root_id !== null || (r.reply_num === 0 && viewer === null)) continue
      previews.set(r.id, await db.selectFrom(tableOf(t)).selectAll().where('root_id', '=', r.id).where(visibleTo(tableOf(t), viewer))
        .orderBy('created_at', 'asc').orderBy('id', 'asc').limit(SUB_COMMENT_PREVIEW).execute() as R[])
    }
  }
  const all = [...rows, ...[...previews.values()].flat()]
  const userIds = [...new Set(all.flatMap(r => (r.reply_to_user_id ? [r.user_id, r.reply_to_user_id] : [r.user_id])))]
  const authors = await peopleById(db, userIds)
  const liked = new Set<number>()
  if (viewer !== null) {
    const likes = await db.selectFrom('likes').select('target_id')
      .where('user_id', '=', viewer).where('target_type', '=', t.likeType).where('target_id', 'in', all.map(r => r.id)).execute()
    for (const l of likes) liked.add(l.target_id)
  }
  const toComment = (r: R, subComments: Comment[]): Comment => {
    const author = authors.get(r.user_id)
    // a reply to another reply names whom it answers; a reply to the thread's head does not need to
    const answers = r.reply_to_user_id !== null && r.reply_to_id !== r.root_id ? authors.get(r.reply_to_user_id)?.nickname ?? '' : ''
    return {
      id: r.id,
      plId: r.id,
      pId: r.reply_to_id ?? 0,
      grandPid: r.root_id ?? 0,
      ...t.place(r),
      userId: r.user_id,
      nickname: author?.nickname ?? '',
      userName: author?.nickname ?? '',
      userPic: absolute(author?.avatar ?? '', origin),
      sayTime: formatCst(r.created_at),
      sayText: r.text,
      conpic: [],
      newsTime: formatCst(o.newsTime),
      label: r.is_good ? '精选' : '',
      region: r.region,
      belongMyself: viewer !== null && r.user_id === viewer,
      zcNum: r.like_num,
      rsNum: r.reply_num,
      hasDoLike: liked.has(r.id),
      isDoLike: liked.has(r.id) ? 1 : 0,
      isGood: r.is_good ? 1 : 0,
      subComments,
      hasMoreSubComments: r.root_id === null && r.reply_num > subComments.length,
      beCommenter: answers,
      underReview: r.status === COMMENT_STATUS.held,
    }
  }
  return rows.map(r => toComment(r, (previews.get(r.id) ?? []).map(s => toComment(s, []))))
}

