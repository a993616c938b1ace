// Likes of every kind of thing, one service: one row per reader and thing, so a like is idempotent; the
// thing's counter moves only when that row is added or removed, in the same transaction, so counts stay
// exact under concurrent requests. What differs by kind is its table, its likes.target_type, what
// "shown" means, and its rule: a story, an answer or a post is liked once (a second like changes
// nothing), a comment's like is a toggle. The routes (/v1/like/do, /api/praise/AddPraise) only map their
// parameters to a kind and the outcome to their words.
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { LIKE_TYPE, type LikeResult } from '../../../types/api/interaction'
import { PRAISE_TYPE } from '../../../types/api/qa'
import { DISCOVER_LIKE_TYPE } from '../../../types/api/discover'
import { COMPOSITION_LIKE_TYPE, PUBLIC_STATUSES } from '../../../types/api/composition'
import { COMMENT_STATUS } from './threads'

type LikedTable = 'news' | 'comments' | 'bang_comments' | 'qa_answers' | 'bang_posts' | 'discover_posts' | 'compositions' | 'politics_questions'

interface LikeTarget {
  table: LikedTable
  /** likes.target_type */
  type: number
  /** the column and value (or values) that mean "shown to everyone" */
  shown: ['status', number] | ['review', 'shown'] | ['status', readonly string[]]
  rule: 'once' | 'toggle'
  /** the column naming what the thing belongs to (a comment's story), returned as `parent` */
  parent?: 'news_id'
}

const TARGETS = {
  news: { table: 'news', type: LIKE_TYPE.news, shown: ['status', 1], rule: 'once' },
  comment: { table: 'comments', type: LIKE_TYPE.comment, shown: ['status', COMMENT_STATUS.shown], rule: 'toggle', parent: 'news_id' },
  'bang-comment': { table: 'bang_comments', type: PRAISE_TYPE.bangComment, shown: ['status', COMMENT_STATUS.shown], rule: 'toggle' },
  'qa-answer': { table: 'qa_answers', type: PRAISE_TYPE.question, shown: ['review', 'shown'], rule: 'once' },
  'bang-post': { table: 'bang_posts', type: PRAISE_TYPE.post, shown: ['review', 'shown'], rule: 'once' },
  // (a complaint is the complainant's and the department's: its route refuses it)
  politics: { table: 'politics_questions', type: PRAISE_TYPE.politics, shown: ['review', 'shown'], rule: 'once' },
  'discover-post': { table: 'discover_posts', type: DISCOVER_LIKE_TYPE, shown: ['review', 'shown'], rule: 'once' },
  // (a work whose student's guardian withdrew consent is refused by its route, which sees the student)
  composition: { table: 'compositions', type: COMPOSITION_LIKE_TYPE, shown: ['status', PUBLIC_STATUSES], rule: 'once' },
} as const satisfies Record<string, LikeTarget>

export type LikeKind = keyof typeof TARGETS

export interface Liked extends LikeResult {
  /** this call added the reader's like (false: they had liked it already, or took it back) */
  first: boolean
  /** what the thing belongs to, for kinds that say (a comment: its story) */
  parent?: number
}

export class LikeService {
  /** what else moves with a like of a kind, set by its owner (an answer's question's hotness) */
  private readonly followers = new Map<LikeKind, (trx: Transaction<DB>, id: number, by: number) => Promise<void>>()

  constructor(private readonly db: Kysely<DB>) {}

  /** `follow` runs in the like's transaction whenever a `kind`'s like count moves by `by` */
  onCount(kind: LikeKind, follow: (trx: Transaction<DB>, id: number, by: number) => Promise<void>): void {
    this.followers.set(kind, follow)
  }

  /**
   * The reader likes the thing (once), or for a toggled kind takes back the like they had given. Null:
   * the thing is not there to like (gone, or not shown), which each route says in its own words.
   */
  async like(kind: LikeKind, userId: number, id: number, now = Date.now()): Promise<Liked | null> {
    const target: LikeTarget = TARGETS[kind]
    // one table at a time; they share id and like_num, so the queries are written once for all
    const table = target.table as 'news'
    const [column, value] = target.shown as ['status', number]
    return this.db.transaction().execute(async trx => {
      const shown = await trx.selectFrom(table).select('id').$if(!!target.parent, q => q.select(target.parent as 'id' as never))
        .where('id', '=', id).where(column, Array.isArray(value) ? 'in' : '=', value).executeTakeFirst() as { id: number; news_id?: number } | undefined
      if (!shown) return null
      let by = 0
      if (target.rule === 'toggle') {
        const removed = await trx.deleteFrom('likes')
          .where('user_id', '=', userId).where('target_type', '=', target.type).where('target_id', '=', id).executeTakeFirst()
        if (Number(removed.numDeletedRows) === 1) by = -1
      }
      if (by === 0) {
        const added = await trx.insertInto('likes').values({ user_id: userId, target_type: target.type, target_id: id, created_at: now })
          .onConflict(oc => oc.columns(['user_id', 'target_type', 'target_id']).doNothing()).executeTakeFirst()
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 1) by = 1
      }
      if (by !== 0) {
        await trx.updateTable(table).set(eb => ({ like_num: eb('like_num', '+', by) })).where('id', '=', id).execute()
        await this.followers.get(kind)?.(trx, id, by)
      }
      const { like_num } = await trx.selectFrom(table).select('like_num').where('id', '=', id).executeTakeFirstOrThrow()
      // whether the reader likes it now (a once-rule's thing stays liked)
      const voteType: 0 | 1 = by === -1 ? 0 : 1
      return { voteType, likeNum: like_num, first: by === 1, ...(target.parent ? { parent: shown[target.parent] } : {}) }
    })
  }

  /** whether the reader likes the thing of that kind now */
  async hasLiked(kind: LikeKind, userId: number, id: number): Promise<boolean> {
    const row = await this.db.selectFrom('likes').select('target_id')
      .where('user_id', '=', userId).where('target_type', '=', TARGETS[kind].type).where('target_id', '=', id).executeTakeFirst()
    return !!row
  }

  hasLikedNews(userId: number, newsId: number): Promise<boolean> {
    return this.hasLiked('news', userId, newsId)
  }
}
