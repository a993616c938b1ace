// A story's comments and replies: the lists a story shows (newest, hot, a thread's replies), publishing
// and deleting. What threads share with BangBang's comments (visibility, counters, moderation, the write,
// presentation) is in threads.ts; this is the story's side: its comments close or hide with the story.
import type { Kysely, Selectable } from 'kysely'
import type { CommentTable, DB } from '../db/schema'
import { LIKE_TYPE, type Comment } from '../../../types/api/interaction'
import { ApiError, notFound } from '../answer'
import { paged, type Page } from './news'
import type { WritePipeline } from './writes'
import {
  COMMENT_REPLY_TOLD, authorSays, commentWrite, presentComments, removeOwnComment, shownComment, threadModeration, visibleTo, type Threads,
} from './threads'
import * as ERRORS from '../../../types/errors'

export type CommentRow = Selectable<CommentTable>

/** a story's comments: the story counts its shown comments and replies */
const STORY_THREADS: Threads<CommentRow> = {
  table: 'comments',
  kind: 'comment',
  likeType: LIKE_TYPE.comment,
  place: r => ({ newsId: r.news_id, classId: r.class_id }),
  async countTarget(trx, row, by) {
    await trx.updateTable('news').set(eb => ({ interact_num: eb('interact_num', '+', by) })).where('id', '=', row.news_id).execute()
  },
}

/** How moderators' decisions apply to comments. */
export const commentModeration = threadModeration(STORY_THREADS)

/** a comment with at least this many likes may be hot */
export const HOT_MIN_LIKES = 10
export const HOT_LIMIT = 10
/** permission bit 1 (n = 1): comments hidden and closed */
const COMMENTS_HIDDEN_BIT = 1

export interface NewComment {
  newsId: number
  sayText: string
  /** the comment answered, if any */
  plId?: number
  region?: string
}

export class CommentService {
  constructor(private readonly db: Kysely<DB>, private readonly writes: WritePipeline) {}

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
      .where('news_id', '=', newsId).where(visibleTo('comments', viewer)).where('root_id', 'is', null)
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
      .where('id', '=', id).where('news_id', '=', newsId).where(visibleTo('comments', viewer)).executeTakeFirst()
    if (!row) throw notFound(ERRORS.commentGone)
    return (await this.present([row], viewer, story.publish_time, origin, true))[0]
  }

  /** A page of a thread's replies, oldest first. */
  async replies(newsId: number, rootId: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<Page<Comment>> {
    const story = await this.story(newsId)
    if (story.hidden) throw notFound(ERRORS.commentGone)
    const root = await this.db.selectFrom('comments').select('id')
      .where('id', '=', rootId).where('news_id', '=', newsId).where(visibleTo('comments', viewer)).where('root_id', 'is', null).executeTakeFirst()
    if (!root) throw notFound(ERRORS.commentGone)
    const rows = await this.db.selectFrom('comments').selectAll()
      .where('root_id', '=', rootId).where(visibleTo('comments', viewer))
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
    let answered: CommentRow | undefined
    if (input.plId) {
      answered = await shownComment(this.db, STORY_THREADS, input.plId)
      if (answered?.news_id !== input.newsId) throw notFound(ERRORS.replyTargetGone)
    }
    const { id } = await this.writes.publish(commentWrite(STORY_THREADS, userId, {
      sayText: input.sayText, region: input.region, answered, place: { news_id: input.newsId, class_id: story.class_id, is_good: 0 },
      // the one answered hears of it (not of their own replies; a held reply tells nobody yet)
      told: async (trx, text) => !answered || answered.user_id === userId ? [] : [{
        userId: answered.user_id, kind: 'comment-reply', title: COMMENT_REPLY_TOLD, body: await authorSays(trx, userId, text),
        route: 'CommentReplyPage', params: { classId: story.class_id, newsId: input.newsId, plId: answered.root_id ?? answered.id },
      }],
    }), now)
    const row = await this.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return (await this.present([row], userId, story.publish_time, origin, true))[0]
  }

  /** Deletes the reader's own comment (a shown top-level one takes its replies with it); returns its story. */
  async remove(userId: number, id: number): Promise<number> {
    return (await removeOwnComment(this.db, this.writes, STORY_THREADS, userId, id)).news_id
  }

  private present(rows: CommentRow[], viewer: number | null, newsTime: number, origin: string, withReplies: boolean): Promise<Comment[]> {
    return presentComments(this.db, STORY_THREADS, rows, { viewer, origin, newsTime, withReplies })
  }
}
