// Reports of comments and stories: the reasons a reader may choose, and one report per reader and
// thing (reporting again replaces the reasons), kept for the editors to handle.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { REPORT_PLATFORM, type ReportConfig } from '../../../types/api/interaction'
import { ApiError, notFound } from '../answer'
import { REPORT_TEL } from '../content/site'
import * as ERRORS from '../../../types/errors'
import { PUBLIC_STATUSES, type CompositionStatus } from '../../../types/api/composition'
import type { ReportedThing } from '../../../types/api/admin'

/** report platforms whose comments are BangBang's: politics 5, Q&A 6 (community-side spec §9), 发现's (4) and 作文's (7) */
const BANG_PLATFORMS: number[] = [REPORT_PLATFORM.politics, REPORT_PLATFORM.qa, REPORT_PLATFORM.discover, REPORT_PLATFORM.composition]

export interface ReportInput {
  userId: number
  /** a comment, a story, a 发现 post or topic, a public composition */
  kind: 'comment' | 'news' | 'discover-post' | 'discover-topic' | 'composition'
  targetId: number
  newsId: number
  classId: number
  platformId: number
  /** comma-joined reasons as the client sends them */
  content: string
  commentText: string
  ip: string
}

export class ReportService {
  constructor(private readonly db: Kysely<DB>) {}

  async config(): Promise<ReportConfig> {
    const rows = await this.db.selectFrom('report_reasons').select('title').orderBy('sort').orderBy('id').execute()
    return { type: rows.map(r => r.title), tel: REPORT_TEL }
  }

  /** The reasons a client sent, each one offered, without repeats; none → the spec's message. */
  async reasons(content: string): Promise<string[]> {
    const chosen = [...new Set(content.split(/[,，]/).map(s => s.trim()).filter(Boolean))]
    if (chosen.length === 0) throw new ApiError(400, ERRORS.reportReasonMissing)
    const offered = new Set((await this.config()).type)
    if (chosen.some(r => !offered.has(r))) throw new ApiError(400, ERRORS.reportReasonUnknown)
    return chosen
  }

  async report(input: ReportInput, now = Date.now()): Promise<{ id: number }> {
    const reasons = (await this.reasons(input.content)).join(',')
    // a comment under a politics question or an answer is one of BangBang's own (its ids are not comments')
    const bang = input.kind === 'comment' && BANG_PLATFORMS.includes(input.platformId)
    if (input.kind === 'comment') {
      const comment = await this.db.selectFrom(bang ? 'bang_comments' as 'comments' : 'comments').select(['id', 'text'])
        .where('id', '=', input.targetId).where('status', '=', 1).executeTakeFirst()
      if (!comment) throw notFound(ERRORS.commentGone)
      input.commentText = comment.text
    } else if (input.kind === 'discover-post') {
      const post = await this.db.selectFrom('discover_posts').select(['id', 'content']).where('id', '=', input.targetId).where('review', '=', 'shown').executeTakeFirst()
      if (!post) throw notFound(ERRORS.contentGone)
      input.commentText = post.content
    } else if (input.kind === 'composition') {
      const work = await this.db.selectFrom('compositions').select(['id', 'title', 'body']).where('id', '=', input.targetId)
        .where('status', 'in', PUBLIC_STATUSES as CompositionStatus[]).executeTakeFirst()
      if (!work) throw notFound(ERRORS.compositionGone)
      input.commentText = `《${work.title}》${work.body}`
    } else if (input.kind === 'discover-topic') {
      const topic = await this.db.selectFrom('discover_topics').select(['id', 'title']).where('id', '=', input.targetId).where('status', '=', 'approved').executeTakeFirst()
      if (!topic) throw notFound(ERRORS.topicGone)
      input.commentText = topic.title
    } else {
      const story = await this.db.selectFrom('news').select('id').where('id', '=', input.targetId).where('status', '=', 1).executeTakeFirst()
      if (!story) throw notFound(ERRORS.storyGone)
    }
    const row = await this.db.insertInto('reports').values({
      user_id: input.userId,
      // (kept in 8 characters: a 发现 post is 'quan', its topic 'topic', a composition 'essay')
      kind: bang ? 'bang' : input.kind === 'discover-post' ? 'quan' : input.kind === 'discover-topic' ? 'topic' : input.kind === 'composition' ? 'essay' : input.kind,
      target_id: input.targetId,
      news_id: input.newsId,
      class_id: input.classId,
      platform_id: input.platformId,
      reasons,
      comment_text: input.commentText.slice(0, 1000),
      ip: input.ip.slice(0, 64),
      created_at: now,
      handled_at: null,
    }).onConflict(oc => oc.columns(['user_id', 'kind', 'target_id']).doUpdateSet({ reasons, created_at: now, handled_at: null }))
      .returning('id').executeTakeFirstOrThrow()
    return { id: row.id }
  }

  /**
   * What readers reported and nobody has handled, one entry per thing (its reports together: how many,
   * which reasons, the first and the last), the most reported first (then the newest). `hideAs`: what a
   * moderator hides it as (moderation/hide), null for what editors handle (a story, a 发现 topic).
   */
  async waiting(offset: number, pageSize: number): Promise<{ items: ReportedThing[]; hasMore: boolean }> {
    const groups = await this.db.selectFrom('reports')
      .select(['kind', 'target_id'])
      .where('handled_at', 'is', null).groupBy(['kind', 'target_id'])
      .orderBy(eb => eb.fn.countAll(), 'desc').orderBy(eb => eb.fn.max('created_at'), 'desc').orderBy('kind').orderBy('target_id')
      .limit(pageSize + 1).offset(offset).execute()
    const items: ReportedThing[] = []
    for (const g of groups.slice(0, pageSize)) items.push((await this.waitingOn(g.kind, g.target_id))!)
    return { items, hasMore: groups.length > pageSize }
  }

  /** one thing's waiting reports together, or null when none waits */
  async waitingOn(kind: string, targetId: number): Promise<ReportedThing | null> {
    const rows = await this.db.selectFrom('reports').select(['reasons', 'comment_text', 'news_id', 'class_id', 'created_at'])
      .where('kind', '=', kind).where('target_id', '=', targetId).where('handled_at', 'is', null).orderBy('created_at', 'desc').execute()
    if (rows.length === 0) return null
    const reasons = new Map<string, number>()
    for (const r of rows) for (const reason of r.reasons.split(',').filter(Boolean)) reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    const story = rows[0].news_id ? await this.db.selectFrom('news').select('title').where('id', '=', rows[0].news_id).executeTakeFirst() : undefined
    return {
      kind, targetId, hideAs: HIDE_AS[kind] ?? null, text: rows[0].comment_text, newsId: rows[0].news_id, classId: rows[0].class_id,
      storyTitle: story?.title ?? '', reports: rows.length, reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      firstAt: rows[rows.length - 1].created_at, lastAt: rows[0].created_at,
    }
  }

  /** The thing's reports handled (hidden or dismissed by a moderator): how many were waiting. */
  async handle(kind: string, targetId: number, now = Date.now()): Promise<number> {
    const done = await this.db.updateTable('reports').set({ handled_at: now }).where('kind', '=', kind).where('target_id', '=', targetId).where('handled_at', 'is', null).executeTakeFirst()
    return Number(done.numUpdatedRows)
  }
}

/** a report's kind → what moderation/hide takes it as */
const HIDE_AS: Record<string, string> = { comment: 'comment', bang: 'bang-comment', quan: 'discover-post', essay: 'composition' }
