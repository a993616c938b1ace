// Comments and replies: the lists a story shows (newest, hot, a thread's replies), publishing and
// deleting. Counters (a story's comments, a thread's replies) change in the same transaction as the
// comment, so they stay exact under concurrent writes. Every comment is read by moderation first: a
// held one (status 2) is shown to its writer only, marked 审核中, and counts once a moderator approves it.
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely'
import type { CommentTable, DB } from '../db/schema'
import { LIKE_TYPE, type Comment } from '../../../types/api/interaction'
import { ApiError, forbidden, notFound } from '../answer'
import { absolute } from '../content/urls'
import { formatCst } from '../content/time'
import { paged, type Page } from './news'
import { cleanCommentText } from '../content/comment-text'
import { commentRegion } from '../content/regions'
import type { ModeratedKind, ModerationService } from '../moderation/service'
import type { MessageService, NewMessage } from './messages'
import * as ERRORS from '../../../types/errors'

export type CommentRow = Selectable<CommentTable>

/** comments.status */
export const COMMENT_STATUS = { deleted: 0, shown: 1, held: 2, rejected: 3, hidden: 4 } as const

/** shown to everyone, and the viewer's own comments still under review */
function visibleTo(viewer: number | null) {
  return (eb: ExpressionBuilder<DB, 'comments'>) => viewer === null
    ? eb('comments.status', '=', COMMENT_STATUS.shown)
    : eb.or([eb('comments.status', '=', COMMENT_STATUS.shown), eb.and([eb('comments.status', '=', COMMENT_STATUS.held), eb('comments.user_id', '=', viewer)])])
}

/**
 * A kind of comment thread: its table (a story's comments, or BangBang's) and what the thing commented
 * on counts when a comment is shown or goes. Counters move in the comment's own transaction.
 */
export interface Threads<R extends ThreadRow> {
  table: 'comments' | 'bang_comments'
  /** the commented thing counts `by` more (or fewer) shown comments */
  countTarget(trx: Transaction<DB>, row: R, by: number): Promise<void>
}

/** A comment shown (1) or gone (-1): what it hangs from and, for a reply, its thread's replies. */
export async function countShown<R extends ThreadRow>(trx: Transaction<DB>, t: Threads<R>, row: R, by: number): Promise<void> {
  await t.countTarget(trx, row, by)
  // the two tables share their thread columns; the query is written once for both
  if (row.root_id !== null) await trx.updateTable(t.table as 'comments').set(eb => ({ reply_num: eb('reply_num', '+', by) })).where('id', '=', row.root_id).execute()
}

/** Takes a shown comment down (deleted or hidden) with its replies; the counters follow. */
export async function takeDown<R extends ThreadRow>(trx: Transaction<DB>, t: Threads<R>, row: R, status: number): Promise<boolean> {
  const table = t.table as 'comments'
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

/** How moderators' decisions apply to a kind of comment. */
export function threadModeration<R extends ThreadRow>(t: Threads<R>): ModeratedKind {
  const table = t.table as 'comments'
  const row = (trx: Transaction<DB>, id: number) => trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<R | undefined>
  return {
    async approve(trx, id) {
      const r = await row(trx, id)
      if (!r) return
      const shown = await trx.updateTable(table).set({ status: COMMENT_STATUS.shown }).where('id', '=', id).where('status', '=', COMMENT_STATUS.held).executeTakeFirst()
      if (Number(shown.numUpdatedRows) === 1) await countShown(trx, t, r, 1)
    },
    async reject(trx, id) {
      await trx.updateTable(table).set({ status: COMMENT_STATUS.rejected }).where('id', '=', id).where('status', '=', COMMENT_STATUS.held).execute()
    },
    async hide(trx, id) {
      const r = await row(trx, id)
      return r ? takeDown(trx, t, r, COMMENT_STATUS.hidden) : false
    },
    async describe(trx, id) {
      const c = await trx.selectFrom(table).select(['user_id', 'text']).where('id', '=', id).executeTakeFirstOrThrow()
      return { userId: c.user_id, text: c.text }
    },
  }
}

/** a story's comments: the story counts its shown comments and replies */
const STORY_THREADS: Threads<CommentRow> = {
  table: 'comments',
  async countTarget(trx, row, by) {
    await trx.updateTable('news').set(eb => ({ interact_num: eb('interact_num', '+', by) })).where('id', '=', row.news_id).execute()
  },
}

/** How moderators' decisions apply to comments. */
export const commentModeration = threadModeration(STORY_THREADS)

/** replies shown under a top-level comment in a list */
export const SUB_COMMENT_PREVIEW = 2
/** a comment with at least this many likes may be hot */
export const HOT_MIN_LIKES = 10
export const HOT_LIMIT = 10
/** permission bit 1 (n = 1): comments hidden and closed */
const COMMENTS_HIDDEN_BIT = 1

export const COMMENT_REPLY_TOLD = '有人回复了你的评论'

export const COMMENT_TEXT = {
  published: '评论成功',
  deleted: '删除成功！',
} as const

export interface NewComment {
  newsId: number
  sayText: string
  /** the comment answered, if any */
  plId?: number
  region?: string
}

interface Author {
  id: number
  nickname: string
  avatar: string
}

/** what a story's comment and a BangBang comment have in common */
export interface ThreadRow {
  id: number
  user_id: number
  root_id: number | null
  reply_to_id: number | null
  reply_to_user_id: number | null
  text: string
  region: string
  like_num: number
  reply_num: number
  status: number
  created_at: number
  is_good?: number
}

export interface PresentOptions<R extends ThreadRow> {
  viewer: number | null
  origin: string
  /** the time of what is commented on */
  newsTime: number
  /** the likes.target_type of these comments */
  likeType: number
  /** the API's newsId and classId of a row */
  place: (r: R) => { newsId: number; classId: number }
  /** a top-level comment's first replies (absent: replies are not previewed) */
  previews?: (root: R) => Promise<R[]>
}

/** Rows → the API's comments: authors, the viewer's likes, whom a reply answers, first replies. */
export async function presentComments<R extends ThreadRow>(db: Kysely<DB>, rows: R[], o: PresentOptions<R>): Promise<Comment[]> {
  if (rows.length === 0) return []
  const { viewer, origin } = o
  const previews = new Map<number, R[]>()
  if (o.previews) {
    for (const r of rows) {
      // (a signed-in viewer may have a reply under review, which the count leaves out)
      if (r.root_id !== null || (r.reply_num === 0 && viewer === null)) continue
      previews.set(r.id, await o.previews(r))
    }
  }
  const all = [...rows, ...[...previews.values()].flat()]
  const userIds = [...new Set(all.flatMap(r => (r.reply_to_user_id ? [r.user_id, r.reply_to_user_id] : [r.user_id])))]
  const authors = new Map<number, Author>(
    (await db.selectFrom('users').select(['id', 'nickname', 'avatar']).where('id', 'in', userIds).execute()).map(u => [u.id, u]),
  )
  const liked = new Set<number>()
  if (viewer !== null) {
    const likes = await db.selectFrom('likes').select('target_id')
      .where('user_id', '=', viewer).where('target_type', '=', o.likeType).where('target_id', 'in', all.map(r => r.id)).execute()
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
      ...o.place(r),
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

export class CommentService {
  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly messages: MessageService) {}

  private async story(newsId: number) {
    const story = await this.db.selectFrom('news').select(['id', 'class_id', 'publish_time', 'allow_pl', 'permission'])
      .where('id', '=', newsId).where('status', '=', 1).executeTakeFirst()
    if (!story) throw notFound(ERRORS.storyGone)
    return { ...story, hidden: (story.permission & COMMENTS_HIDDEN_BIT) !== 0 }
  }

  /** A page of a story's top-level comments, newest first (none where the story's comments are hidden). */
  async list(newsId: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<Page<Comment>> {
    const story = await this.story(newsId)
    if (story.hidden) return { items: [], hasMore: false }
    const rows = await this.db.selectFrom('comments').selectAll()
      .where('news_id', '=', newsId).where(visibleTo(viewer)).where('root_id', 'is', null)
      .orderBy('created_at', 'desc').orderBy('id', 'desc')
      .limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: await this.present(page.items, viewer, story.publish_time, origin, true), hasMore: page.hasMore }
  }

  /** The most liked top-level comments (at least HOT_MIN_LIKES likes). */
  async hot(newsId: number, viewer: number | null, origin: string): Promise<Comment[]> {
    const story = await this.story(newsId)
    if (story.hidden) return []
    const rows = await this.db.selectFrom('comments').selectAll()
      .where('news_id', '=', newsId).where('status', '=', 1).where('root_id', 'is', null).where('like_num', '>=', HOT_MIN_LIKES)
      .orderBy('like_num', 'desc').orderBy('id', 'desc').limit(HOT_LIMIT).execute()
    return this.present(rows, viewer, story.publish_time, origin, true)
  }

  /** One visible comment of the story (a thread's head on the reply page). */
  async one(newsId: number, id: number, viewer: number | null, origin: string): Promise<Comment> {
    const story = await this.story(newsId)
    if (story.hidden) throw notFound(ERRORS.commentGone)
    const row = await this.db.selectFrom('comments').selectAll()
      .where('id', '=', id).where('news_id', '=', newsId).where(visibleTo(viewer)).executeTakeFirst()
    if (!row) throw notFound(ERRORS.commentGone)
    return (await this.present([row], viewer, story.publish_time, origin, true))[0]
  }

  /** A page of a thread's replies, oldest first. */
  async replies(newsId: number, rootId: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<Page<Comment>> {
    const story = await this.story(newsId)
    if (story.hidden) throw notFound(ERRORS.commentGone)
    const root = await this.db.selectFrom('comments').select('id')
      .where('id', '=', rootId).where('news_id', '=', newsId).where(visibleTo(viewer)).where('root_id', 'is', null).executeTakeFirst()
    if (!root) throw notFound(ERRORS.commentGone)
    const rows = await this.db.selectFrom('comments').selectAll()
      .where('root_id', '=', rootId).where(visibleTo(viewer))
      .orderBy('created_at', 'asc').orderBy('id', 'asc')
      .limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: await this.present(page.items, viewer, story.publish_time, origin, false), hasMore: page.hasMore }
  }

  /** Visible comments and replies of a story (0 where its comments are hidden). */
  async total(newsId: number): Promise<number> {
    const row = await this.db.selectFrom('news').select(['interact_num', 'permission']).where('id', '=', newsId).executeTakeFirst()
    return row && (row.permission & COMMENTS_HIDDEN_BIT) === 0 ? row.interact_num : 0
  }

  async publish(userId: number, input: NewComment, origin: string, now = Date.now()): Promise<Comment> {
    const story = await this.story(input.newsId)
    if (story.allow_pl !== 1 || story.hidden) throw new ApiError(400, ERRORS.commentsClosed)
    const cleaned = cleanCommentText(input.sayText)
    if ('error' in cleaned) throw new ApiError(400, cleaned.error)
    let target: CommentRow | undefined
    if (input.plId) {
      target = await this.db.selectFrom('comments').selectAll()
        .where('id', '=', input.plId).where('news_id', '=', input.newsId).where('status', '=', COMMENT_STATUS.shown).executeTakeFirst()
      if (!target) throw notFound(ERRORS.replyTargetGone)
    }
    const verdict = await this.moderation.check(cleaned.text, userId)
    const held = verdict.verdict === 'hold'
    const rootId = target ? (target.root_id ?? target.id) : null
    // the one answered hears of it (not of their own replies, nor of a reply still under review)
    let told: NewMessage[] = []
    if (target && target.user_id !== userId && !held) {
      const author = await this.db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst()
      told = [{
        userId: target.user_id, kind: 'comment-reply', title: COMMENT_REPLY_TOLD, body: `${author?.nickname ?? ''}：${verdict.text}`,
        route: 'CommentReplyPage', params: { classId: story.class_id, newsId: input.newsId, plId: rootId! },
      }]
    }
    const id = await this.db.transaction().execute(async trx => {
      const { id } = await trx.insertInto('comments').values({
        news_id: input.newsId,
        class_id: story.class_id,
        user_id: userId,
        root_id: rootId,
        reply_to_id: target?.id ?? null,
        reply_to_user_id: target?.user_id ?? null,
        text: verdict.text,
        region: commentRegion(input.region),
        is_good: 0,
        like_num: 0,
        reply_num: 0,
        status: held ? COMMENT_STATUS.held : COMMENT_STATUS.shown,
        created_at: now,
      }).returning('id').executeTakeFirstOrThrow()
      if (held) await this.moderation.enqueue(trx, { kind: 'comment', refId: id, userId, text: verdict.text, reasons: verdict.reasons }, now)
      else await countShown(trx, STORY_THREADS, await trx.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), 1)
      await this.messages.tell(trx, told, now)
      return id
    })
    this.messages.push(told)
    const row = await this.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return (await this.present([row], userId, story.publish_time, origin, true))[0]
  }

  /** Deletes the reader's own comment (a shown top-level one takes its replies with it); returns its story. */
  async remove(userId: number, id: number): Promise<number> {
    const row = await this.db.selectFrom('comments').selectAll().where('id', '=', id)
      .where('status', 'in', [COMMENT_STATUS.shown, COMMENT_STATUS.held]).executeTakeFirst()
    if (!row) throw notFound(ERRORS.commentGone)
    if (row.user_id !== userId) throw forbidden(ERRORS.notYourComment)
    await this.db.transaction().execute(async trx => {
      if (row.status === COMMENT_STATUS.shown) {
        await takeDown(trx, STORY_THREADS, row, COMMENT_STATUS.deleted)
        return
      }
      // still under review: it never counted; the moderator has nothing left to decide
      await trx.updateTable('comments').set({ status: COMMENT_STATUS.deleted }).where('id', '=', id).where('status', '=', COMMENT_STATUS.held).execute()
      await trx.deleteFrom('moderation_items').where('kind', '=', 'comment').where('ref_id', '=', id).where('status', '=', 'held').execute()
    })
    return row.news_id
  }

  private async present(rows: CommentRow[], viewer: number | null, newsTime: number, origin: string, withReplies: boolean): Promise<Comment[]> {
    return presentComments(this.db, rows, {
      viewer, origin, newsTime, likeType: LIKE_TYPE.comment, place: r => ({ newsId: r.news_id, classId: r.class_id }),
      previews: withReplies ? root => this.db.selectFrom('comments').selectAll().where('root_id', '=', root.id).where(visibleTo(viewer))
        .orderBy('created_at', 'asc').orderBy('id', 'asc').limit(SUB_COMMENT_PREVIEW).execute() : undefined,
    })
  }
}
