// Likes: one row per reader and thing, so a like is idempotent; the counter moves only when that row
// is added or removed, in the same transaction, so counts stay exact under concurrent requests.
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { LIKE_TYPE, type LikeResult } from '../../../types/api/interaction'

export const LIKE_TEXT = {
  liked: '点赞成功',
  unliked: '已取消点赞',
} as const

/** The like could not be counted (the story or comment is gone): the spec's statusCode 100. */
export class LikeFailed extends Error {}

export class LikeService {
  constructor(private readonly db: Kysely<DB>) {}

  /** Likes a story; a second like by the same reader changes nothing. Articles cannot be unliked. */
  async likeNews(userId: number, newsId: number, now = Date.now()): Promise<LikeResult & { first: boolean }> {
    return this.db.transaction().execute(async trx => {
      const story = await trx.selectFrom('news').select('id').where('id', '=', newsId).where('status', '=', 1).executeTakeFirst()
      if (!story) throw new LikeFailed()
      const added = await trx.insertInto('likes').values({ user_id: userId, target_type: LIKE_TYPE.news, target_id: newsId, created_at: now })
        .onConflict(oc => oc.columns(['user_id', 'target_type', 'target_id']).doNothing()).executeTakeFirst()
      const first = Number(added.numInsertedOrUpdatedRows ?? 0) === 1
      if (first) await trx.updateTable('news').set(eb => ({ like_num: eb('like_num', '+', 1) })).where('id', '=', newsId).execute()
      const { like_num } = await trx.selectFrom('news').select('like_num').where('id', '=', newsId).executeTakeFirstOrThrow()
      return { voteType: 1, likeNum: like_num, first }
    })
  }

  /** Likes a comment, or takes the like back when the reader had liked it (newsId: the comment's story). */
  async toggleComment(userId: number, commentId: number, now = Date.now()): Promise<LikeResult & { newsId: number }> {
    return this.db.transaction().execute(async trx => {
      const comment = await trx.selectFrom('comments').select(['id', 'news_id']).where('id', '=', commentId).where('status', '=', 1).executeTakeFirst()
      if (!comment) throw new LikeFailed()
      return { ...await toggleLike(trx, 'comments', LIKE_TYPE.comment, userId, commentId, now), newsId: comment.news_id }
    })
  }

  async hasLikedNews(userId: number, newsId: number): Promise<boolean> {
    const row = await this.db.selectFrom('likes').select('target_id')
      .where('user_id', '=', userId).where('target_type', '=', LIKE_TYPE.news).where('target_id', '=', newsId).executeTakeFirst()
    return !!row
  }
}

/**
 * Likes a shown comment of `table` (a story's or BangBang's), or takes the like back when the reader
 * had liked it; inside the caller's transaction, which has checked that the comment is shown.
 */
export async function toggleLike(trx: Transaction<DB>, table: 'comments' | 'bang_comments', targetType: number, userId: number, id: number, now: number): Promise<LikeResult> {
  // the two tables share id and like_num; the query is written once for both
  const t = table as 'comments'
  const removed = await trx.deleteFrom('likes')
    .where('user_id', '=', userId).where('target_type', '=', targetType).where('target_id', '=', id).executeTakeFirst()
  let voteType: 0 | 1 = 0
  if (Number(removed.numDeletedRows) === 1) {
    await trx.updateTable(t).set(eb => ({ like_num: eb('like_num', '-', 1) })).where('id', '=', id).execute()
  } else {
    const added = await trx.insertInto('likes').values({ user_id: userId, target_type: targetType, target_id: id, created_at: now })
      .onConflict(oc => oc.columns(['user_id', 'target_type', 'target_id']).doNothing()).executeTakeFirst()
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 1) await trx.updateTable(t).set(eb => ({ like_num: eb('like_num', '+', 1) })).where('id', '=', id).execute()
    voteType = 1
  }
  const { like_num } = await trx.selectFrom(t).select('like_num').where('id', '=', id).executeTakeFirstOrThrow()
  return { voteType, likeNum: like_num }
}
