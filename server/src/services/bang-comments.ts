// BangBang's comments (/api/bv/comment/*): on an answer (classid 2), a politics question (classid 1) or a
// 社区 / 曝光台 post (classid 3),
// with replies in threads, likes (type 3) and deletion by their author. Same rules as a story's
// comments: read by moderation first, a held one shown to its writer only, counters moved in the
// comment's own transaction.
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely'
import type { BangCommentTable, DB } from '../db/schema'
import type { Comment } from '../../../types/api/interaction'
import { BANG_CLASS, PRAISE_TYPE } from '../../../types/api/qa'
import { DISCOVER_CLASS_ID } from '../../../types/api/discover'
import { countDiscoverComment } from './discover'
import { ApiError, forbidden, notFound } from '../answer'
import { paged, type Page } from './news'
import { cleanCommentText } from '../content/comment-text'
import { commentRegion } from '../content/regions'
import type { ModerationService } from '../moderation/service'
import type { MessageService, NewMessage } from './messages'
import { toggleLike } from './likes'
import { COMMENT_REPLY_TOLD, COMMENT_STATUS, SUB_COMMENT_PREVIEW, countShown, presentComments, takeDown, threadModeration, type Threads } from './comments'
import * as ERRORS from '../../../types/errors'

type Row = Selectable<BangCommentTable>
type BangClass = typeof BANG_CLASS[keyof typeof BANG_CLASS]

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
    const q = await db.selectFrom('politics_questions').select(['user_id', 'created_at']).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    return q && { userId: q.user_id, time: q.created_at, route: 'politicsDetail', params: { id } }
  }
  if (classId === BANG_CLASS.discover) {
    const p = await db.selectFrom('discover_posts').select(['user_id', 'created_at']).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    return p && { userId: p.user_id, time: p.created_at, route: 'DetailDiscover', params: { classId: DISCOVER_CLASS_ID, newsId: id } }
  }
  if (classId === BANG_CLASS.post) {
    const p = await db.selectFrom('bang_posts').select(['user_id', 'created_at']).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    return p && { userId: p.user_id, time: p.created_at, route: 'communityDetail', params: { id } }
  }
  return undefined
}

/** BangBang's comments: an answer and a post count their shown comments and replies (a politics question does not) */
const BANG_THREADS: Threads<Row> = {
  table: 'bang_comments',
  async countTarget(trx, row, by) {
    if (row.class_id === BANG_CLASS.answer) {
      await trx.updateTable('qa_answers').set(eb => ({ comment_num: eb('comment_num', '+', by) })).where('id', '=', row.target_id).execute()
    } else if (row.class_id === BANG_CLASS.discover) {
      await countDiscoverComment(trx, row.target_id, by)
    } else if (row.class_id === BANG_CLASS.post) {
      await trx.updateTable('bang_posts').set(eb => ({ comment_num: eb('comment_num', '+', by) })).where('id', '=', row.target_id).execute()
    }
  },
}

export const bangCommentModeration = threadModeration(BANG_THREADS)

function visibleTo(viewer: number | null) {
  return (eb: ExpressionBuilder<DB, 'bang_comments'>) => viewer === null
    ? eb('bang_comments.status', '=', COMMENT_STATUS.shown)
    : eb.or([eb('bang_comments.status', '=', COMMENT_STATUS.shown), eb.and([eb('bang_comments.status', '=', COMMENT_STATUS.held), eb('bang_comments.user_id', '=', viewer)])])
}

export class BangCommentService {
  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly messages: MessageService) {}

  private async target(classId: number, id: number): Promise<Target> {
    const t = await target(this.db, classId, id)
    if (!t) throw notFound(ERRORS.contentGone)
    return t
  }

  private present(rows: Row[], viewer: number | null, time: number, origin: string, withReplies: boolean): Promise<Comment[]> {
    return presentComments(this.db, rows, {
      viewer, origin, newsTime: time, likeType: PRAISE_TYPE.bangComment, place: r => ({ newsId: r.target_id, classId: r.class_id }),
      previews: withReplies ? root => this.db.selectFrom('bang_comments').selectAll().where('root_id', '=', root.id).where(visibleTo(viewer))
        .orderBy('created_at', 'asc').orderBy('id', 'asc').limit(SUB_COMMENT_PREVIEW).execute() : undefined,
    })
  }

  /** A page of top-level comments, newest first, with the first replies of each; and the count of all. */
  async list(classId: BangClass, id: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<Page<Comment> & { total: number }> {
    const t = await this.target(classId, id)
    const rows = await this.db.selectFrom('bang_comments').selectAll()
      .where('class_id', '=', classId).where('target_id', '=', id).where('root_id', 'is', null).where(visibleTo(viewer))
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    const { n } = await this.db.selectFrom('bang_comments').select(eb => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', classId).where('target_id', '=', id).where('status', '=', COMMENT_STATUS.shown).executeTakeFirstOrThrow()
    return { items: await this.present(page.items, viewer, t.time, origin, true), hasMore: page.hasMore, total: Number(n) }
  }

  /** A thread: its head and a page of its replies, oldest first (/api/bv/comment/singlelist). */
  async thread(rootId: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<{ head: Comment; page: Page<Comment> }> {
    const root = await this.db.selectFrom('bang_comments').selectAll().where('id', '=', rootId).where('root_id', 'is', null).where(visibleTo(viewer)).executeTakeFirst()
    if (!root) throw notFound(ERRORS.commentGone)
    const t = await this.target(root.class_id, root.target_id)
    const rows = await this.db.selectFrom('bang_comments').selectAll().where('root_id', '=', rootId).where(visibleTo(viewer))
      .orderBy('created_at', 'asc').orderBy('id', 'asc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    const [head] = await this.present([root], viewer, t.time, origin, false)
    return { head, page: { items: await this.present(page.items, viewer, t.time, origin, false), hasMore: page.hasMore } }
  }

  async publish(userId: number, input: { classId: BangClass; id: number; sayText: string; plId?: number; region?: string }, origin: string, now = Date.now()): Promise<Comment> {
    const t = await this.target(input.classId, input.id)
    const cleaned = cleanCommentText(input.sayText)
    if ('error' in cleaned) throw new ApiError(400, cleaned.error)
    let answered: Row | undefined
    if (input.plId) {
      answered = await this.db.selectFrom('bang_comments').selectAll().where('id', '=', input.plId)
        .where('class_id', '=', input.classId).where('target_id', '=', input.id).where('status', '=', COMMENT_STATUS.shown).executeTakeFirst()
      if (!answered) throw notFound(ERRORS.replyTargetGone)
    }
    const verdict = await this.moderation.check(cleaned.text, userId)
    const held = verdict.verdict === 'hold'
    const rootId = answered ? (answered.root_id ?? answered.id) : null
    let told: NewMessage[] = []
    if (!held) {
      const author = await this.db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst()
      const body = `${author?.nickname ?? ''}：${verdict.text}`
      // the one answered hears of a reply; an answer's writer of a comment on it (never of their own)
      if (answered && answered.user_id !== userId) told = [{ userId: answered.user_id, kind: 'bang-comment', title: COMMENT_REPLY_TOLD, body, route: t.route, params: t.params }]
      else if (!answered && input.classId !== BANG_CLASS.politics && t.userId !== userId) {
        told = [{ userId: t.userId, kind: 'bang-comment', title: input.classId === BANG_CLASS.answer ? ANSWER_COMMENTED : POST_COMMENTED, body, route: t.route, params: t.params }]
      }
    }
    const id = await this.db.transaction().execute(async trx => {
      const { id } = await trx.insertInto('bang_comments').values({
        class_id: input.classId, target_id: input.id, user_id: userId, root_id: rootId, reply_to_id: answered?.id ?? null,
        reply_to_user_id: answered?.user_id ?? null, text: verdict.text, region: commentRegion(input.region), like_num: 0, reply_num: 0,
        status: held ? COMMENT_STATUS.held : COMMENT_STATUS.shown, created_at: now,
      }).returning('id').executeTakeFirstOrThrow()
      if (held) await this.moderation.enqueue(trx, { kind: 'bang-comment', refId: id, userId, text: verdict.text, reasons: verdict.reasons }, now)
      else await countShown(trx, BANG_THREADS, await trx.selectFrom('bang_comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), 1)
      await this.messages.tell(trx, told, now)
      return id
    })
    this.messages.push(told)
    const row = await this.db.selectFrom('bang_comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return (await this.present([row], userId, t.time, origin, true))[0]
  }

  /** Deletes the reader's own comment (a top-level one takes its replies with it). */
  async remove(userId: number, id: number): Promise<void> {
    const row = await this.db.selectFrom('bang_comments').selectAll().where('id', '=', id)
      .where('status', 'in', [COMMENT_STATUS.shown, COMMENT_STATUS.held]).executeTakeFirst()
    if (!row) throw notFound(ERRORS.commentGone)
    if (row.user_id !== userId) throw forbidden(ERRORS.notYourComment)
    await this.db.transaction().execute(async trx => {
      if (row.status === COMMENT_STATUS.shown) {
        await takeDown(trx, BANG_THREADS, row, COMMENT_STATUS.deleted)
        return
      }
      await trx.updateTable('bang_comments').set({ status: COMMENT_STATUS.deleted }).where('id', '=', id).where('status', '=', COMMENT_STATUS.held).execute()
      await trx.deleteFrom('moderation_items').where('kind', '=', 'bang-comment').where('ref_id', '=', id).where('status', '=', 'held').execute()
    })
  }

  /** Likes a comment (type 3), or takes the like back. */
  async toggleLike(userId: number, id: number, now = Date.now()): Promise<{ voteType: 0 | 1; likeNum: number }> {
    return this.db.transaction().execute(async trx => {
      const c = await trx.selectFrom('bang_comments').select('id').where('id', '=', id).where('status', '=', COMMENT_STATUS.shown).executeTakeFirst()
      if (!c) throw notFound(ERRORS.commentGone)
      return toggleLike(trx, 'bang_comments', PRAISE_TYPE.bangComment, userId, id, now)
    })
  }
}
