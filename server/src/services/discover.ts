// 发现 (Discover): the feed of readers' posts (latest and hot), #topics# and their pages, search, a
// post in full, publishing (text with up to 9 pictures or one video, into a topic old or new), the
// once-only like, the author's delete, and the newsroom's side: approving topics and the official reply
// pinned on a post. Every text goes through moderation; a held post is its author's alone (审核中).
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { DB, Db, DiscoverPostTable, DiscoverTopicTable } from '../db/schema'
import {
  DISCOVER_CLASS_ID, DISCOVER_LIKE_TYPE, type DiscoverDetail, type DiscoverItem, type DiscoverPublished, type DiscoverTopic,
  type StaffTopic, type TopicStatus, type TopicWord,
} from '../../../types/api/discover'
import { BANG_CLASS } from '../../../types/api/qa'
import { ApiError, badRequest, forbidden, notFound } from '../answer'
import { absolute } from '../content/urls'
import { DAY_MS, formatCst } from '../content/time'
import { paged, type Page } from './news'
import { likePattern } from './search'
import { cleanText } from '../content/comment-text'
import { topicKey } from '../moderation/normalize'
import type { ModeratedKind, ModerationService } from '../moderation/service'
import { UploadService } from '../media/uploads'
import { dropFromQueue, type WritePipeline } from './writes'
import type { MessageService, NewMessage } from './messages'
import { COMMENT_STATUS } from './threads'
import { peopleById, type Person } from './people'
import * as ERRORS from '../../../types/errors'
import { DISCOVER_ANSWERS } from '../../../types/texts'

/** a post's text, in characters */
export const DISCOVER_MAX = 1000
/** a topic's name, in characters */
export const TOPIC_MIN = 2
export const TOPIC_MAX = 20
export const OFFICIAL_REPLY_MAX = 1000
/** the hot feed: posts of these last days, by their likes, comments and readings */
export const HOT_DAYS = 30

type DiscoverPostRow = Selectable<DiscoverPostTable>
type TopicRow = Selectable<DiscoverTopicTable>

const excerpt = (text: string, n = 60) => { const c = [...text.replace(/\s+/g, ' ')]; return c.length > n ? `${c.slice(0, n).join('')}…` : c.join('') }

/** Moves the shown-post count of the post's topic. */
async function countPost(trx: Db, post: Pick<DiscoverPostRow, 'topic_id'>, by: number): Promise<void> {
  if (post.topic_id === null) return
  await trx.updateTable('discover_topics').set(eb => ({ post_num: eb('post_num', '+', by) })).where('id', '=', post.topic_id).execute()
}

/** A comment on a post moves the post's count and its topic's ('N回复'). */
export async function countDiscoverComment(trx: Db, postId: number, by: number): Promise<void> {
  await trx.updateTable('discover_posts').set(eb => ({ comment_num: eb('comment_num', '+', by) })).where('id', '=', postId).execute()
  const p = await trx.selectFrom('discover_posts').select('topic_id').where('id', '=', postId).executeTakeFirst()
  if (p?.topic_id) await trx.updateTable('discover_topics').set(eb => ({ comment_num: eb('comment_num', '+', by) })).where('id', '=', p.topic_id).execute()
}

/** How moderators' decisions apply to Discover posts. */
/** a rejected or hidden post's pictures are remembered, so that they are caught when sent again */
async function rememberPictures(trx: Db, id: number, decision: string): Promise<void> {
  const p = await trx.selectFrom('discover_posts').select('images').where('id', '=', id).executeTakeFirst()
  const ids = p ? (JSON.parse(p.images) as unknown[]).filter((x): x is number => Number.isInteger(x)) : []
  await UploadService.remember(trx, ids, `discover-post:${id}:${decision}`)
}

export const discoverModeration: ModeratedKind = {
  async approve(trx, id) {
    const p = await trx.selectFrom('discover_posts').select('topic_id').where('id', '=', id).executeTakeFirst()
    const shown = await trx.updateTable('discover_posts').set({ review: 'shown' }).where('id', '=', id).where('review', '=', 'held').executeTakeFirst()
    if (p && Number(shown.numUpdatedRows) === 1) await countPost(trx, p, 1)
  },
  async reject(trx, id) {
    await trx.updateTable('discover_posts').set({ review: 'rejected' }).where('id', '=', id).where('review', '=', 'held').execute()
    await rememberPictures(trx, id, 'rejected')
  },
  async hide(trx, id) {
    const p = await trx.selectFrom('discover_posts').select('topic_id').where('id', '=', id).executeTakeFirst()
    const r = await trx.updateTable('discover_posts').set({ review: 'hidden' }).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    if (!p || Number(r.numUpdatedRows) !== 1) return false
    await countPost(trx, p, -1)
    await rememberPictures(trx, id, 'hidden')
    return true
  },
  async describe(trx, id) {
    const p = await trx.selectFrom('discover_posts').select(['user_id', 'content']).where('id', '=', id).executeTakeFirstOrThrow()
    return { userId: p.user_id, text: p.content }
  },
}

/** a known topic a post goes into: an approved one, or a pending one (nobody squats a name while an editor decides) */
async function joinTopic(trx: Transaction<DB>, topicId: number): Promise<{ id: number; title: string; status: TopicStatus }> {
  const t = await trx.selectFrom('discover_topics').select(['id', 'title', 'status']).where('id', '=', topicId).executeTakeFirst()
  if (!t) throw notFound(ERRORS.topicGone)
  if (t.status !== 'approved' && t.status !== 'pending') throw new ApiError(409, ERRORS.topicClosed)
  return { id: t.id, title: t.title, status: t.status as TopicStatus }
}

/** the topic of a name: the known one (open), or started now, pending an editor */
async function topicNamed(trx: Transaction<DB>, title: string, userId: number, now: number): Promise<{ id: number; title: string; status: TopicStatus }> {
  const key = topicKey(title)
  const known = await trx.selectFrom('discover_topics').select(['id', 'title', 'status']).where('title_key', '=', key).executeTakeFirst()
  if (known) {
    if (known.status !== 'approved' && known.status !== 'pending') throw new ApiError(409, ERRORS.topicClosed)
    return { id: known.id, title: known.title, status: known.status as TopicStatus }
  }
  const made = await trx.insertInto('discover_topics').values({ title, title_key: key, status: 'pending', user_id: userId, created_at: now, decided_at: null })
    .onConflict(oc => oc.column('title_key').doNothing()).returning('id').executeTakeFirst()
  // the same name started at the same moment by another reader: this post goes under it too
  const row = made ? { id: made.id, status: 'pending' } : await trx.selectFrom('discover_topics').select(['id', 'status']).where('title_key', '=', key).executeTakeFirstOrThrow()
  if (row.status !== 'pending' && row.status !== 'approved') throw new ApiError(409, ERRORS.topicClosed)
  return { id: row.id, title, status: row.status as TopicStatus }
}

export class DiscoverService {
  constructor(
    private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly messages: MessageService,
    private readonly uploads: UploadService, private readonly writes: WritePipeline,
  ) {}

  // ---- topics

  private topic(t: TopicRow, origin: string): DiscoverTopic {
    return {
      id: t.id, title: t.title, intro: t.intro, pictures: t.cover ? absolute(t.cover, origin) : '', contentCount: t.post_num, commentCount: t.comment_num,
      official: t.official === 1, status: t.status as TopicStatus,
    }
  }

  private approvedTopics() {
    return this.db.selectFrom('discover_topics').selectAll().where('status', '=', 'approved')
  }

  /** GET /v1/quan/getHotTopicList: approved topics, official first, then by posts and replies */
  async hotTopics(offset: number, pageSize: number, origin: string): Promise<Page<DiscoverTopic>> {
    const rows = await this.approvedTopics().orderBy('official', 'desc').orderBy(sql`post_num + comment_num`, 'desc').orderBy('id', 'desc')
      .limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: page.items.map(t => this.topic(t, origin)), hasMore: page.hasMore }
  }

  /** GET /api/topic/themeRecentList with no topic (the spec lists it with no query): approved topics, newest first */
  async recentTopics(offset: number, pageSize: number, origin: string): Promise<Page<DiscoverTopic>> {
    const rows = await this.approvedTopics().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: page.items.map(t => this.topic(t, origin)), hasMore: page.hasMore }
  }

  /** GET /api/topic/getHotWord: the hottest topics' names, for search */
  async hotWords(limit = 10): Promise<TopicWord[]> {
    const rows = await this.approvedTopics().orderBy(sql`post_num + comment_num`, 'desc').orderBy('id', 'desc').limit(limit).execute()
    return rows.map(t => ({ id: t.id, title: t.title }))
  }

  /** GET /api/topic/getTopicListByKeyboard: approved topics whose name holds the words (as they are typed) */
  async topicsLike(keyword: string, origin: string, limit = 20): Promise<DiscoverTopic[]> {
    const key = topicKey(keyword)
    if (!key) return []
    const rows = await this.approvedTopics().where('title_key', 'like', sql<string>`${likePattern(key)} escape '\\'`)
      .orderBy('official', 'desc').orderBy('post_num', 'desc').orderBy('id').limit(limit).execute()
    return rows.map(t => this.topic(t, origin))
  }

  /** the topics of a state for the newsroom: pending ones oldest first (to decide), the others newest first */
  async staffTopics(status: StaffTopic['status'], offset: number, pageSize: number): Promise<Page<StaffTopic>> {
    const rows = await this.db.selectFrom('discover_topics as t').leftJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.title', 't.status', 't.official', 't.post_num', 'u.nickname', 't.created_at', 't.decided_at'])
      .where('t.status', '=', status).orderBy('t.created_at', status === 'pending' ? 'asc' : 'desc').orderBy('t.id')
      .limit(pageSize + 1).offset(offset).execute()
    return paged(rows.map(r => ({
      id: r.id, title: r.title, status: r.status as StaffTopic['status'], official: r.official === 1, posts: r.post_num,
      startedBy: r.nickname ?? '', createdAt: r.created_at, decidedAt: r.decided_at,
    })), pageSize)
  }

  /** GET /api/topic/getThemeInfo: one topic; a pending one only to the readers who posted under it */
  async discoverTopic(id: number, viewer: number | null, origin: string): Promise<DiscoverTopic> {
    const t = await this.db.selectFrom('discover_topics').selectAll().where('id', '=', id).executeTakeFirst()
    const postedUnder = async () => viewer !== null && (t!.user_id === viewer
      || !!await this.db.selectFrom('discover_posts').select('id').where('topic_id', '=', id).where('user_id', '=', viewer).executeTakeFirst())
    if (!t || (t.status !== 'approved' && !(t.status === 'pending' && await postedUnder()))) throw notFound(ERRORS.topicGone)
    return this.topic(t, origin)
  }

  /**
   * POST /admin/v1/discover/topic: an editor approves (optionally as official), rejects or hides a topic,
   * or reopens a rejected or hidden name (pending again: readers may post under it until it is decided)
   */
  async decideTopic(actorId: number, id: number, action: 'approve' | 'reject' | 'hide' | 'reopen', official: boolean | undefined, now = Date.now(), requestId = ''): Promise<DiscoverTopic> {
    const to: Record<typeof action, TopicStatus> = { approve: 'approved', reject: 'rejected', hide: 'hidden', reopen: 'pending' }
    await this.db.transaction().execute(async trx => {
      const t = await trx.selectFrom('discover_topics').select(['id', 'status', 'official']).where('id', '=', id).executeTakeFirst()
      if (!t) throw notFound(ERRORS.topicGone)
      const after = { status: to[action], official: official === undefined ? t.official === 1 : official }
      await trx.updateTable('discover_topics').set({ status: after.status, decided_at: now, official: after.official ? 1 : 0 }).where('id', '=', id).execute()
      await this.moderation.audit(trx, actorId, `topic-${action}`, 'discover-topic', id, official ? 'official' : '', now, {
        before: { status: t.status, official: t.official === 1 }, after, requestId,
      })
    })
    const t = await this.db.selectFrom('discover_topics').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return this.topic(t, '')
  }

  // ---- posts

  /** shown to everyone, and the viewer's own under review */
  private visible(viewer: number | null) {
    return (eb: any) => viewer === null ? eb('discover_posts.review', '=', 'shown')
      : eb.or([eb('discover_posts.review', '=', 'shown'), eb.and([eb('discover_posts.review', '=', 'held'), eb('discover_posts.user_id', '=', viewer)])])
  }

  private postQuery(viewer: number | null) {
    return this.db.selectFrom('discover_posts').selectAll('discover_posts').where(this.visible(viewer))
  }

  private people(ids: number[]): Promise<Map<number, Person>> {
    return peopleById(this.db, ids)
  }

  /** posts as cards: authors, pictures, video, topic, 2 hot comments, the official reply, the viewer's like */
  private async items(rows: DiscoverPostRow[], viewer: number | null, origin: string): Promise<DiscoverItem[]> {
    if (rows.length === 0) return []
    const ids = rows.map(r => r.id)
    const abs = (url: string) => absolute(url, origin)
    const [people, pics, videos, topics, liked, comments, stories] = await Promise.all([
      this.people([...rows.map(r => r.user_id), ...rows.flatMap(r => (r.reply_user_id ? [r.reply_user_id] : []))]),
      this.uploads.urls(rows.map(r => r.images), abs),
      this.uploads.videos(rows.map(r => r.video_id), abs),
      (async () => {
        const tids = [...new Set(rows.flatMap(r => (r.topic_id ? [r.topic_id] : [])))]
        return tids.length ? this.db.selectFrom('discover_topics').select(['id', 'title', 'status']).where('id', 'in', tids).execute() : []
      })(),
      viewer === null ? Promise.resolve([]) : this.db.selectFrom('likes').select('target_id').where('user_id', '=', viewer)
        .where('target_type', '=', DISCOVER_LIKE_TYPE).where('target_id', 'in', ids).execute(),
      this.db.selectFrom('bang_comments').select(['target_id', 'user_id', 'text']).where('class_id', '=', BANG_CLASS.discover)
        .where('target_id', 'in', ids).where('root_id', 'is', null).where('status', '=', COMMENT_STATUS.shown)
        .orderBy('like_num', 'desc').orderBy('created_at', 'desc').limit(ids.length * 20).execute(),
      (async () => {
        const nids = [...new Set(rows.flatMap(r => (r.reply_news_id ? [r.reply_news_id] : [])))]
        return nids.length ? this.db.selectFrom('news').select(['id', 'class_id', 'title']).where('id', 'in', nids).where('status', '=', 1).execute() : []
      })(),
    ])
    const commenters = await this.people(comments.map(c => c.user_id))
    const likedIds = new Set(liked.map(l => l.target_id))
    return rows.map((r, i) => {
      const author = people.get(r.user_id)
      const topic = topics.find(t => t.id === r.topic_id)
      const story = stories.find(s => s.id === r.reply_news_id)
      const editor = r.reply_user_id === null ? undefined : people.get(r.reply_user_id)
      return {
        id: r.id, classId: DISCOVER_CLASS_ID, content: r.content, like: r.like_num, commentCount: r.comment_num, pv: r.view_num,
        isDoLike: likedIds.has(r.id), nickname: author?.nickname ?? '', userPic: abs(author?.avatar ?? ''), userId: r.user_id, time: formatCst(r.created_at),
        images: pics[i].large, thumbs: pics[i].thumbs, video: videos[i],
        // a topic still pending is shown on its starter's own post only
        topic: topic && (topic.status === 'approved' || (topic.status === 'pending' && viewer === r.user_id)) ? { id: topic.id, title: topic.title } : null,
        hotComments: comments.filter(c => c.target_id === r.id).slice(0, 2).map(c => ({ userName: commenters.get(c.user_id)?.nickname ?? '', sayText: c.text })),
        official: r.reply_content ? {
          username: editor?.nickname || DISCOVER_ANSWERS.officialName, content: r.reply_content, time: formatCst(r.replied_at ?? r.created_at),
          newsStruct: story ? { newsId: story.id, classId: story.class_id, title: story.title, url: abs(`/shangyou_news/NewsDetail?classId=${story.class_id}&newsId=${story.id}`) } : null,
        } : null,
        underReview: r.review === 'held', mine: viewer !== null && viewer === r.user_id,
      }
    })
  }

  private async page(q: ReturnType<DiscoverService['postQuery']>, viewer: number | null, offset: number, pageSize: number, origin: string, hot = false): Promise<Page<DiscoverItem>> {
    const ordered = hot
      ? q.orderBy(sql`discover_posts.like_num + discover_posts.comment_num * 2 + discover_posts.view_num / 20`, 'desc').orderBy('discover_posts.created_at', 'desc')
      : q.orderBy('discover_posts.created_at', 'desc')
    const page = paged(await ordered.orderBy('discover_posts.id', 'desc').limit(pageSize + 1).offset(offset).execute(), pageSize)
    return { items: await this.items(page.items, viewer, origin), hasMore: page.hasMore }
  }

  /**
   * GET /v1/quan/getQuanInfo: the feed, latest or hot (the last HOT_DAYS days by likes, comments, readings);
   * 渝农's 农民说 (`section` rural) is a feed of its own
   */
  feed(order: 'new' | 'hot', viewer: number | null, offset: number, pageSize: number, origin: string, now = Date.now(), section: 'discover' | 'rural' = 'discover'): Promise<Page<DiscoverItem>> {
    let q = this.postQuery(viewer).where('discover_posts.section', '=', section)
    if (order === 'hot') q = q.where('discover_posts.created_at', '>=', now - HOT_DAYS * DAY_MS)
    return this.page(q, viewer, offset, pageSize, origin, order === 'hot')
  }

  /** GET /api/topic/themeRecentList: a topic's posts, newest first */
  async topicPosts(topicId: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<Page<DiscoverItem>> {
    await this.discoverTopic(topicId, viewer, origin)
    return this.page(this.postQuery(viewer).where('discover_posts.topic_id', '=', topicId), viewer, offset, pageSize, origin)
  }

  /** GET /api/topic/getListByKeyWord: posts holding every word */
  search(keyword: string, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<Page<DiscoverItem>> {
    let q = this.postQuery(viewer).where('discover_posts.section', '=', 'discover')
    const words = keyword.trim().split(/\s+/).filter(Boolean).slice(0, 5)
    if (words.length === 0) return Promise.resolve({ items: [], hasMore: false })
    for (const w of words) q = q.where(eb => eb('discover_posts.content', 'like', sql<string>`${likePattern(w)} escape '\\'`))
    return this.page(q, viewer, offset, pageSize, origin)
  }

  private async post(id: number, viewer: number | null): Promise<DiscoverPostRow> {
    const p = await this.postQuery(viewer).where('discover_posts.id', '=', id).executeTakeFirst()
    if (!p) throw notFound(ERRORS.contentGone)
    return p
  }

  /** GET /v1/quan/getDetail: a post in full; a reading counts unless `counted` is false */
  async detail(id: number, viewer: number | null, origin: string, counted = true): Promise<DiscoverDetail> {
    let p = await this.post(id, viewer)
    if (counted && p.review === 'shown') {
      await this.db.updateTable('discover_posts').set(eb => ({ view_num: eb('view_num', '+', 1) })).where('id', '=', id).execute()
      p = { ...p, view_num: p.view_num + 1 }
    }
    const [item] = await this.items([p], viewer, origin)
    return { item, commentCount: p.comment_num }
  }

  /**
   * POST /v1/quan/publish: text with up to 9 pictures or one video, into a topic (`topicId`) or a new one
   * by its name (`topicTitle`: an approved topic of that name is joined; otherwise it is started, pending
   * an editor). The post is read by moderation first. 渝农's 农民说 (`section` rural) takes the same post
   * without a topic: it is in that feed, not Discover's.
   */
  async publish(userId: number, input: { content: string; images?: number[]; videoId?: number; topicId?: number; topicTitle?: string; section?: 'discover' | 'rural' }, now = Date.now()): Promise<DiscoverPublished> {
    if (input.section === 'rural') input = { ...input, topicId: undefined, topicTitle: undefined }
    const section = input.section ?? 'discover'
    return this.writes.publish({
      kind: 'discover-post', userId,
      fields: {
        content: { raw: input.content, max: DISCOVER_MAX, empty: ERRORS.contentEmpty, tooLong: ERRORS.contentTooLong(DISCOVER_MAX) },
        // a new topic's name (none when the post goes into a known topic)
        topic: {
          clean: () => {
            if (input.topicId !== undefined || input.topicTitle === undefined || input.topicTitle.trim() === '') return ''
            const t = cleanText(input.topicTitle.replace(/[#＃\s]+/g, ' '), TOPIC_MAX)
            if (!('text' in t) || [...t.text].length < TOPIC_MIN) throw badRequest(ERRORS.topicNameLength(TOPIC_MIN, TOPIC_MAX))
            return t.text
          },
        },
      },
      media: { images: input.images, videoId: input.videoId, oneKind: ERRORS.picturesOrVideo },
      // a picture a moderator rejected before, sent again (resized, recompressed …), goes to review
      holdAlso: async images => (await this.uploads.seenRejected(images) ? [ERRORS.pictureRejectedBefore] : []),
      reviewText: texts => (texts.topic ? `#${texts.topic}# ${texts.content}` : texts.content),
      insert: async (trx, w) => {
        const topic = input.topicId !== undefined ? await joinTopic(trx, input.topicId) : w.texts.topic ? await topicNamed(trx, w.texts.topic, userId, w.now) : null
        const { id } = await trx.insertInto('discover_posts').values({
          user_id: userId, topic_id: topic?.id ?? null, content: w.texts.content, images: JSON.stringify(w.images), video_id: w.video,
          review: w.held ? 'held' : 'shown', reply_user_id: null, reply_news_id: null, replied_at: null, created_at: w.now, section,
        }).returning('id').executeTakeFirstOrThrow()
        return { id, topic }
      },
      shown: (trx, row) => countPost(trx, { topic_id: row.topic?.id ?? null }, 1),
    }, now)
  }

  /** POST /v1/quan/del: the author deletes their own post (held or shown); anyone else is refused */
  async remove(userId: number, id: number): Promise<void> {
    const p = await this.db.selectFrom('discover_posts').selectAll().where('id', '=', id).where('review', 'in', ['shown', 'held']).executeTakeFirst()
    if (!p) throw notFound(ERRORS.contentGone)
    if (p.user_id !== userId) throw forbidden(ERRORS.notAuthorDelete)
    await this.db.transaction().execute(async trx => {
      const gone = await trx.updateTable('discover_posts').set({ review: 'deleted' }).where('id', '=', id).where('review', '=', p.review).executeTakeFirst()
      if (Number(gone.numUpdatedRows) !== 1) throw notFound(ERRORS.contentGone)
      if (p.review === 'shown') await countPost(trx, p, -1)
      else await dropFromQueue(trx, 'discover-post', id)
    })
    await this.writes.deleted('discover-post', id, userId)
  }

  /**
   * POST /admin/v1/discover/reply: an editor's official reply pinned on a shown post, with the story it
   * produced (`newsId`, a published one); a later one replaces it. The author is told.
   */
  async officialReply(editorId: number, id: number, content: string, newsId: number | undefined, now = Date.now(), requestId = ''): Promise<void> {
    const p = await this.db.selectFrom('discover_posts').select(['id', 'user_id', 'reply_content', 'reply_news_id']).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    if (!p) throw notFound(ERRORS.contentGone)
    const cleaned = cleanText(content, OFFICIAL_REPLY_MAX)
    if ('problem' in cleaned) throw badRequest(cleaned.problem === 'empty' ? ERRORS.replyEmpty : ERRORS.replyTooLong(OFFICIAL_REPLY_MAX))
    if (newsId !== undefined && !await this.db.selectFrom('news').select('id').where('id', '=', newsId).where('status', '=', 1).executeTakeFirst()) {
      throw badRequest(ERRORS.linkedStoryGone)
    }
    const told: NewMessage[] = [{ userId: p.user_id, kind: 'discover', title: DISCOVER_ANSWERS.repliedTold, body: excerpt(cleaned.text), route: 'DetailDiscover', params: { classId: DISCOVER_CLASS_ID, newsId: id } }]
    await this.db.transaction().execute(async trx => {
      await trx.updateTable('discover_posts').set({ reply_user_id: editorId, reply_content: cleaned.text, reply_news_id: newsId ?? null, replied_at: now }).where('id', '=', id).execute()
      // (the reply it replaced, if any: a later one replaces it)
      await this.moderation.audit(trx, editorId, 'official-reply', 'discover-post', id, excerpt(cleaned.text, 40), now, {
        before: p.reply_content === '' ? null : { reply: p.reply_content, newsId: p.reply_news_id },
        after: { reply: cleaned.text, newsId: newsId ?? null }, requestId,
      })
      await this.messages.tell(trx, told, now)
    })
    this.messages.push(told)
  }
}
