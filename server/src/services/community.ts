// 社区 (groupownet) and 曝光台: readers' posts to their community, or exposures for the newsroom, with
// pictures; read by moderation first (a held post is its author's alone until approved). A post is
// answered in the community's name by one of its workers, an exposure by a journalist (记者); either
// may mark it solved with the answer, and its author may mark it solved. The author hears of each.
// Every rule is checked here, whatever the client shows. CommunityService is the section (communities,
// members and posts); a post of either kind is a BangPost everywhere (table bang_posts, API type BangPost,
// moderation and like kind 'bang-post').
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely'
import type { DB, Db, BangPostTable, CommunityTable } from '../db/schema'
import {
  BANG_POST_STATUS, BANG_POST_STATUS_TEXT, type BangPost, type BangPostDetail, type Community, type CommunityHome, type CommunityPage, type CommunityPerson,
  type CommunityRole, type CommunityUser, type ExposureList, type BangPostKind, type BangPostStatus,
} from '../../../types/api/community'
import { PRAISE_TYPE } from '../../../types/api/qa'
import { ApiError, badRequest, forbidden, notFound } from '../answer'
import { absolute } from '../content/urls'
import { formatCst } from '../content/time'
import { paged, type Page } from './news'
import { likePattern } from './search'
import { cleanText } from '../content/comment-text'
import { commentRegion } from '../content/regions'
import type { ModeratedKind } from '../moderation/service'
import type { UploadService } from '../media/uploads'
import { dropFromQueue, type WritePipeline } from './writes'
import type { MessageService, NewMessage } from './messages'
import { peopleById, type Person } from './people'
import { maskPhone } from './auth/users'
import type { CommunityWorkers } from '../../../types/api/admin'
import * as ERRORS from '../../../types/errors'
import { COMMUNITY_ANSWERS } from '../../../types/texts'

export const BANG_POST_MAX = 1000
export const HANDLE_MAX = 1000
/** workers shown on a community's card */
const CARD_WORKERS = 3

/** what the author is told */
export const BANG_POST_TOLD = {
  community: '社区回复了你的帖子',
  exposure: '记者跟进了你的曝光',
  solved: '你发布的内容已标记为已解决',
} as const

type BangPostRow = Selectable<BangPostTable>
type CommunityRow = Selectable<CommunityTable>

const excerpt = (text: string, n = 60) => { const c = [...text.replace(/\s+/g, ' ')]; return c.length > n ? `${c.slice(0, n).join('')}…` : c.join('') }

/** Moves a community's shown-post count (when the post has one). */
async function countPost(trx: Db, post: Pick<BangPostRow, 'community_id'>, by: number): Promise<void> {
  if (post.community_id === null) return
  await trx.updateTable('communities').set(eb => ({ post_num: eb('post_num', '+', by) })).where('id', '=', post.community_id).execute()
}

/** How moderators' decisions apply to posts. */
export const bangPostModeration: ModeratedKind = {
  async approve(trx, id) {
    const p = await trx.selectFrom('bang_posts').select('community_id').where('id', '=', id).executeTakeFirst()
    const shown = await trx.updateTable('bang_posts').set({ review: 'shown' }).where('id', '=', id).where('review', '=', 'held').executeTakeFirst()
    if (p && Number(shown.numUpdatedRows) === 1) await countPost(trx, p, 1)
  },
  async reject(trx, id) {
    await trx.updateTable('bang_posts').set({ review: 'rejected' }).where('id', '=', id).where('review', '=', 'held').execute()
  },
  async hide(trx, id) {
    const p = await trx.selectFrom('bang_posts').select('community_id').where('id', '=', id).executeTakeFirst()
    const r = await trx.updateTable('bang_posts').set({ review: 'hidden' }).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    if (!p || Number(r.numUpdatedRows) !== 1) return false
    await countPost(trx, p, -1)
    return true
  },
  async describe(trx, id) {
    const p = await trx.selectFrom('bang_posts').select(['user_id', 'content']).where('id', '=', id).executeTakeFirstOrThrow()
    return { userId: p.user_id, text: p.content }
  },
}

export class CommunityService {
  constructor(
    private readonly db: Kysely<DB>, private readonly messages: MessageService, private readonly uploads: UploadService,
    private readonly writes: WritePipeline,
  ) {}

  /** shown to everyone, and the viewer's own under review */
  private visible(viewer: number | null) {
    return (eb: ExpressionBuilder<DB, 'bang_posts'>) => viewer === null ? eb('bang_posts.review', '=', 'shown')
      : eb.or([eb('bang_posts.review', '=', 'shown'), eb.and([eb('bang_posts.review', '=', 'held'), eb('bang_posts.user_id', '=', viewer)])])
  }

  private people(ids: number[]): Promise<Map<number, Person>> {
    return peopleById(this.db, ids)
  }

  /** each community's card, its first workers with it */
  private async cards(rows: CommunityRow[], origin: string): Promise<Community[]> {
    if (rows.length === 0) return []
    const workers = await this.db.selectFrom('community_members as m').innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.community_id', 'm.title', 'u.id', 'u.nickname', 'u.avatar']).where('m.community_id', 'in', rows.map(r => r.id)).where('m.role', '=', 'worker')
      .orderBy('m.joined_at').orderBy('u.id').execute()
    return rows.map(r => ({
      id: r.id, name: r.name, district: r.district, address: r.address, intro: r.intro, memberNum: r.member_num, postNum: r.post_num,
      workers: workers.filter(w => w.community_id === r.id).slice(0, CARD_WORKERS)
        .map(w => ({ userid: w.id, username: w.nickname, userPic: absolute(w.avatar, origin), role: 'worker' as const, title: w.title })),
    }))
  }

  private async community(id: number): Promise<CommunityRow> {
    const c = await this.db.selectFrom('communities').selectAll().where('id', '=', id).executeTakeFirst()
    if (!c) throw notFound(ERRORS.communityGone)
    return c
  }

  /** the reader's community and role in it */
  async membership(userId: number | null): Promise<{ communityId: number; role: CommunityRole; title: string } | null> {
    if (userId === null) return null
    const m = await this.db.selectFrom('community_members').select(['community_id', 'role', 'title']).where('user_id', '=', userId).executeTakeFirst()
    return m ? { communityId: m.community_id, role: m.role as CommunityRole, title: m.title } : null
  }

  /** posts as lists and pages show them */
  private async bangPosts(rows: BangPostRow[], origin: string): Promise<BangPost[]> {
    if (rows.length === 0) return []
    const communityIds = [...new Set(rows.map(r => r.community_id).filter((id): id is number => id !== null))]
    const communities = communityIds.length ? await this.db.selectFrom('communities').select(['id', 'name']).where('id', 'in', communityIds).execute() : []
    const handlerIds = rows.map(r => r.handler_id).filter((id): id is number => id !== null)
    const people = await this.people([...rows.map(r => r.user_id), ...handlerIds])
    // a handler's title: their role in the post's community, or a journalist's job
    const titles = handlerIds.length ? await this.db.selectFrom('users as u').leftJoin('community_members as m', 'm.user_id', 'u.id').leftJoin('user_identities as i', 'i.user_id', 'u.id')
      .select(['u.id', 'm.title', 'i.job']).where('u.id', 'in', [...new Set(handlerIds)]).execute() : []
    const pics = await this.uploads.urls(rows.map(r => r.images), url => absolute(url, origin))
    return rows.map((r, i) => {
      const kind = r.kind as BangPostKind
      const author = people.get(r.user_id)
      const handler = r.handler_id === null ? undefined : people.get(r.handler_id)
      const t = titles.find(x => x.id === r.handler_id)
      const c = communities.find(x => x.id === r.community_id)
      const status = r.status as BangPostStatus
      return {
        id: r.id, kind, community: c ? { id: c.id, name: c.name } : null, userid: r.user_id, username: author?.nickname ?? '',
        userPic: absolute(author?.avatar ?? '', origin), content: r.content, images: pics[i].thumbs, imagesFull: pics[i].large, region: r.region,
        time: formatCst(r.created_at), status, statusText: BANG_POST_STATUS_TEXT[kind][status], likeNum: r.like_num, commentNum: r.comment_num, readNum: r.view_num,
        handler: handler && r.handler_reply ? {
          userid: handler.id, username: handler.nickname, userPic: absolute(handler.avatar, origin), title: (kind === 'exposure' ? t?.job : t?.title) || (kind === 'exposure' ? '记者' : '社区工作人员'),
          reply: r.handler_reply, time: formatCst(r.handled_at ?? r.created_at),
        } : null,
        underReview: r.review === 'held',
      }
    })
  }

  private async page(q: ReturnType<CommunityService['postQuery']>, offset: number, pageSize: number, origin: string): Promise<Page<BangPost>> {
    const page = paged(await q.orderBy('bang_posts.created_at', 'desc').orderBy('bang_posts.id', 'desc').limit(pageSize + 1).offset(offset).execute(), pageSize)
    return { items: await this.bangPosts(page.items, origin), hasMore: page.hasMore }
  }

  private postQuery(viewer: number | null) {
    return this.db.selectFrom('bang_posts').selectAll().where(this.visible(viewer))
  }

  /** communities to join: the viewer's district first (when given), then the most active */
  async communities(district: string, limit: number, origin: string): Promise<Community[]> {
    let q = this.db.selectFrom('communities').selectAll()
    if (district) q = q.orderBy(eb => eb.case().when('district', '=', district).then(0).else(1).end())
    return this.cards(await q.orderBy('post_num', 'desc').orderBy('sort').orderBy('id').limit(limit).execute(), origin)
  }

  /** GET /v1/bangbang/groupownet/home */
  async home(viewer: number | null, district: string, offset: number, pageSize: number, origin: string): Promise<CommunityHome> {
    const m = await this.membership(viewer)
    const [mine] = m ? await this.cards([await this.community(m.communityId)], origin) : [null]
    const latest = await this.page(this.postQuery(viewer).where('kind', '=', 'community'), offset, pageSize, origin)
    return { mine, role: m?.role ?? null, communities: await this.communities(district, 6, origin), latest: latest.items, hasMore: latest.hasMore }
  }

  /** GET /v1/bangbang/groupownet/community: a community and a page of its posts */
  async communityPage(id: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<CommunityPage> {
    const [community] = await this.cards([await this.community(id)], origin)
    const m = await this.membership(viewer)
    const page = await this.page(this.postQuery(viewer).where('kind', '=', 'community').where('community_id', '=', id), offset, pageSize, origin)
    return { community, role: m && m.communityId === id ? m.role : null, list: page.items, hasMore: page.hasMore }
  }

  /** GET /v1/bangbang/groupownet/userlist: a community's members, its workers first, then the newest residents */
  async members(id: number, offset: number, pageSize: number, origin: string): Promise<Page<CommunityPerson>> {
    await this.community(id)
    const rows = await this.db.selectFrom('community_members as m').innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.nickname', 'u.avatar', 'm.role', 'm.title']).where('m.community_id', '=', id)
      .orderBy(eb => eb.case().when('m.role', '=', 'worker').then(0).else(1).end()).orderBy('m.joined_at', 'desc').orderBy('u.id')
      .limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: page.items.map(r => ({ userid: r.id, username: r.nickname, userPic: absolute(r.avatar, origin), role: r.role as CommunityRole, title: r.title })), hasMore: page.hasMore }
  }

  /** GET /v1/bangbang/groupownet/userInfo: a member's page, with their posts to the community */
  async user(userId: number, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<CommunityUser> {
    const p = (await this.people([userId])).get(userId)
    if (!p) throw notFound(ERRORS.userGone)
    const m = await this.membership(userId)
    const c = m ? await this.community(m.communityId) : null
    const page = await this.page(this.postQuery(viewer).where('kind', '=', 'community').where('user_id', '=', userId), offset, pageSize, origin)
    const { n } = await this.db.selectFrom('bang_posts').select(eb => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId).where('kind', '=', 'community').where('review', '=', 'shown').executeTakeFirstOrThrow()
    return {
      user: { userid: p.id, username: p.nickname, userPic: absolute(p.avatar, origin), role: m?.role ?? 'resident', title: m?.title ?? '' },
      community: c ? { id: c.id, name: c.name } : null, postNum: Number(n), posts: page.items, hasMore: page.hasMore,
    }
  }

  /** GET /v1/bangbang/groupownet/top/search: communities by name, district or address */
  async searchCommunities(keyword: string, origin: string): Promise<Community[]> {
    const like = sql<string>`${likePattern(keyword)} escape '\\'`
    const rows = await this.db.selectFrom('communities').selectAll()
      .where(eb => eb.or([eb('name', 'like', like), eb('district', 'like', like), eb('address', 'like', like)]))
      .orderBy('post_num', 'desc').orderBy('id').limit(50).execute()
    return this.cards(rows, origin)
  }

  /** GET /v1/bangbang/groupownet/search: community posts holding every word, optionally of one community */
  async searchPosts(keyword: string, communityId: number | undefined, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<Page<BangPost>> {
    let q = this.postQuery(viewer).where('kind', '=', 'community')
    if (communityId !== undefined) q = q.where('community_id', '=', communityId)
    for (const w of keyword.trim().split(/\s+/).filter(Boolean).slice(0, 5)) q = q.where(eb => eb('content', 'like', sql<string>`${likePattern(w)} escape '\\'`))
    return this.page(q, offset, pageSize, origin)
  }

  /** GET /api/bangbang/comment/bangbanglist: exposures, optionally in one state, with the count in each */
  async exposures(status: BangPostStatus | undefined, viewer: number | null, offset: number, pageSize: number, origin: string): Promise<ExposureList> {
    let q = this.postQuery(viewer).where('kind', '=', 'exposure')
    if (status !== undefined) q = q.where('status', '=', status)
    const page = await this.page(q, offset, pageSize, origin)
    const counts = await this.db.selectFrom('bang_posts').select(['status', eb => eb.fn.countAll<number>().as('n')])
      .where('kind', '=', 'exposure').where('review', '=', 'shown').groupBy('status').execute()
    const of = (s: number) => Number(counts.find(c => Number(c.status) === s)?.n ?? 0)
    return { list: page.items, hasMore: page.hasMore, counts: { all: of(0) + of(1) + of(2), handled: of(1), solved: of(2) } }
  }

  private async post(id: number, viewer: number | null): Promise<BangPostRow> {
    const p = await this.postQuery(viewer).where('id', '=', id).executeTakeFirst()
    if (!p) throw notFound(ERRORS.contentGone)
    return p
  }

  /** whether `userId` may answer the post: a worker of its community; a journalist for an exposure */
  private async mayHandle(userId: number | null, p: BangPostRow): Promise<boolean> {
    if (userId === null) return false
    if (p.kind === 'exposure') {
      return !!await this.db.selectFrom('user_identities').select('user_id').where('user_id', '=', userId).where('type', '=', 'reporter').executeTakeFirst()
    }
    const m = await this.membership(userId)
    return !!m && m.role === 'worker' && m.communityId === p.community_id
  }

  /** GET /api/bangbang/post/detail: a post in full; a reading counts unless `counted` is false */
  async detail(id: number, viewer: number | null, origin: string, counted = true): Promise<BangPostDetail> {
    let p = await this.post(id, viewer)
    if (counted && p.review === 'shown') {
      await this.db.updateTable('bang_posts').set(eb => ({ view_num: eb('view_num', '+', 1) })).where('id', '=', id).execute()
      p = { ...p, view_num: p.view_num + 1 }
    }
    const [post] = await this.bangPosts([p], origin)
    const liked = viewer !== null && !!await this.db.selectFrom('likes').select('target_id')
      .where('user_id', '=', viewer).where('target_type', '=', PRAISE_TYPE.post).where('target_id', '=', id).executeTakeFirst()
    const shown = p.review === 'shown'
    const own = viewer !== null && viewer === p.user_id
    return {
      ...post, doLike: { isLike: liked, likeNum: p.like_num },
      can: { handle: shown && p.status !== BANG_POST_STATUS.solved && !own && await this.mayHandle(viewer, p), solve: shown && own && p.status !== BANG_POST_STATUS.solved, remove: own },
      selfDiscipline: COMMUNITY_ANSWERS.selfDiscipline, report: COMMUNITY_ANSWERS.report,
    }
  }

  /** POST /v1/bangbang/groupownet/join: the reader's community (another one moves them; a worker stays) */
  async join(userId: number, communityId: number, now = Date.now()): Promise<void> {
    await this.community(communityId)
    await this.db.transaction().execute(async trx => {
      const m = await trx.selectFrom('community_members').select(['community_id', 'role']).where('user_id', '=', userId).executeTakeFirst()
      if (m?.community_id === communityId) throw new ApiError(409, ERRORS.alreadyMember)
      if (m?.role === 'worker') throw new ApiError(409, ERRORS.workerStays)
      if (m) {
        const left = await trx.deleteFrom('community_members').where('user_id', '=', userId).where('community_id', '=', m.community_id).executeTakeFirst()
        if (Number(left.numDeletedRows) !== 1) throw new ApiError(409, ERRORS.alreadyMember)
        await trx.updateTable('communities').set(eb => ({ member_num: eb('member_num', '-', 1) })).where('id', '=', m.community_id).execute()
      }
      const added = await trx.insertInto('community_members').values({ user_id: userId, community_id: communityId, role: 'resident', title: '', joined_at: now })
        .onConflict(oc => oc.column('user_id').doNothing()).executeTakeFirst()
      if (Number(added.numInsertedOrUpdatedRows ?? 0) !== 1) throw new ApiError(409, ERRORS.alreadyMember)
      await trx.updateTable('communities').set(eb => ({ member_num: eb('member_num', '+', 1) })).where('id', '=', communityId).execute()
    })
  }

  /** GET /admin/v1/community/workers: every community, in the list's order, with its workers (longest serving first) */
  async workers(): Promise<CommunityWorkers[]> {
    const communities = await this.db.selectFrom('communities').selectAll().orderBy('sort').orderBy('id').execute()
    const rows = await this.db.selectFrom('community_members').innerJoin('users', 'users.id', 'community_members.user_id')
      .select(['community_members.user_id', 'community_members.community_id', 'community_members.title', 'community_members.joined_at', 'users.nickname', 'users.phone'])
      .where('community_members.role', '=', 'worker').orderBy('community_members.joined_at').orderBy('community_members.user_id').execute()
    return communities.map(c => ({
      id: c.id, name: c.name, district: c.district, members: c.member_num,
      workers: rows.filter(r => r.community_id === c.id).map(r => ({ userId: r.user_id, nickname: r.nickname, phone: maskPhone(r.phone ?? ''), title: r.title, since: formatCst(r.joined_at) })),
    }))
  }

  /**
   * POST /admin/v1/community/dismiss: a worker is a resident of the same community again (their answers
   * stay, in the community's name). Answers what they were, for the audit log.
   */
  async dismiss(userId: number): Promise<{ communityId: number; title: string }> {
    return this.db.transaction().execute(async trx => {
      const m = await trx.selectFrom('community_members').select(['community_id', 'title']).where('user_id', '=', userId).where('role', '=', 'worker').executeTakeFirst()
      if (!m) throw notFound(ERRORS.notAWorker)
      const done = await trx.updateTable('community_members').set({ role: 'resident', title: '' }).where('user_id', '=', userId).where('role', '=', 'worker').executeTakeFirst()
      if (Number(done.numUpdatedRows) !== 1) throw notFound(ERRORS.notAWorker)
      return { communityId: m.community_id, title: m.title }
    })
  }

  /** An administrator appoints a reader a worker of a community (moving them there), or changes their title. */
  async appoint(userId: number, communityId: number, title: string, now = Date.now()): Promise<void> {
    await this.community(communityId)
    if (!(await this.people([userId])).has(userId)) throw notFound(ERRORS.userGone)
    const name = title.trim()
    if (!name) throw badRequest(ERRORS.jobTitleEmpty)
    await this.db.transaction().execute(async trx => {
      // two administrators appointing the same reader at once take turns: the reader's row is locked first
      // (a write that changes nothing: a row lock on PostgreSQL; SQLite runs one writing transaction at a time)
      await trx.updateTable('users').set(eb => ({ id: eb.ref('id') })).where('id', '=', userId).execute()
      const left = await trx.deleteFrom('community_members').where('user_id', '=', userId).where('community_id', '!=', communityId).returning('community_id').executeTakeFirst()
      await trx.insertInto('community_members').values({ user_id: userId, community_id: communityId, role: 'worker', title: name, joined_at: now })
        .onConflict(oc => oc.column('user_id').doUpdateSet({ community_id: communityId, role: 'worker', title: name })).execute()
      // the two communities' members counted again rather than moved by one
      for (const id of left ? [left.community_id, communityId] : [communityId]) {
        await trx.updateTable('communities').set(eb => ({
          member_num: eb.selectFrom('community_members').select(x => x.fn.countAll<number>().as('n')).where('community_members.community_id', '=', id),
        })).where('id', '=', id).execute()
      }
    })
  }

  /** POST /api/bangbang/post/publish: a post to the reader's community, or an exposure */
  async publish(userId: number, input: { kind: BangPostKind; content: string; region?: string; images?: number[] }, now = Date.now()): Promise<{ id: number; underReview: boolean }> {
    let communityId: number | null = null
    if (input.kind === 'community') {
      const m = await this.membership(userId)
      if (!m) throw new ApiError(409, ERRORS.joinFirst)
      communityId = m.communityId
    }
    return this.writes.publish({
      kind: 'bang-post', userId,
      fields: { content: { raw: input.content, max: BANG_POST_MAX, empty: ERRORS.contentEmpty, tooLong: ERRORS.contentTooLong(BANG_POST_MAX) } },
      media: { images: input.images },
      insert: (trx, w) => trx.insertInto('bang_posts').values({
        kind: input.kind, community_id: communityId, user_id: userId, content: w.texts.content, images: JSON.stringify(w.images),
        region: commentRegion(input.region), review: w.held ? 'held' : 'shown', status: BANG_POST_STATUS.waiting, handler_id: null, handler_reply: '', handled_at: null,
        view_num: 0, like_num: 0, comment_num: 0, created_at: w.now,
      }).returning('id').executeTakeFirstOrThrow(),
      shown: trx => countPost(trx, { community_id: communityId }, 1),
    }, now)
  }

  /**
   * POST /api/bangbang/post/handle: the community's answer (a worker of it) or a journalist's follow-up
   * of an exposure; `solved` marks it solved with it. A solved post takes no more.
   */
  async handle(userId: number, id: number, content: string, solved: boolean, now = Date.now()): Promise<BangPostStatus> {
    const p = await this.post(id, null)
    if (!await this.mayHandle(userId, p) || p.user_id === userId) throw forbidden(p.kind === 'exposure' ? ERRORS.notReporter : ERRORS.notCommunityWorker)
    if (p.status === BANG_POST_STATUS.solved) throw new ApiError(409, ERRORS.postSolved)
    const cleaned = cleanText(content, HANDLE_MAX)
    if ('problem' in cleaned) throw badRequest(cleaned.problem === 'empty' ? ERRORS.replyEmpty : ERRORS.replyTooLong(HANDLE_MAX))
    const to: BangPostStatus = solved ? BANG_POST_STATUS.solved : BANG_POST_STATUS.handled
    const who = (await this.people([userId])).get(userId)
    const told: NewMessage[] = [{
      userId: p.user_id, kind: 'community', title: solved ? BANG_POST_TOLD.solved : BANG_POST_TOLD[p.kind as BangPostKind],
      body: `${who?.nickname ?? ''}：${excerpt(cleaned.text)}`, route: 'communityDetail', params: { id },
    }]
    await this.db.transaction().execute(async trx => {
      const moved = await trx.updateTable('bang_posts').set({ status: to, handler_id: userId, handler_reply: cleaned.text, handled_at: now })
        .where('id', '=', id).where('status', '=', p.status).where('review', '=', 'shown').executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.postSolved)
      await this.messages.tell(trx, told, now)
    })
    this.messages.push(told)
    return to
  }

  /** POST /api/bangbang/post/solve: the author marks their own post solved */
  async solve(userId: number, id: number): Promise<void> {
    const p = await this.post(id, null)
    if (p.user_id !== userId) throw forbidden(ERRORS.notAuthor)
    const moved = await this.db.updateTable('bang_posts').set({ status: BANG_POST_STATUS.solved })
      .where('id', '=', id).where('status', '!=', BANG_POST_STATUS.solved).where('review', '=', 'shown').executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.postSolved)
  }

  /** POST /api/bangbang/post/del: the author deletes their own post (held or shown) */
  async remove(userId: number, id: number): Promise<void> {
    const p = await this.post(id, userId)
    if (p.user_id !== userId) throw forbidden(ERRORS.notAuthor)
    await this.db.transaction().execute(async trx => {
      const gone = await trx.updateTable('bang_posts').set({ review: 'deleted' }).where('id', '=', id).where('review', '=', p.review).executeTakeFirst()
      if (Number(gone.numUpdatedRows) !== 1) throw notFound(ERRORS.contentGone)
      if (p.review === 'shown') await countPost(trx, p, -1)
      else await dropFromQueue(trx, 'bang-post', id)
    })
    await this.writes.deleted('bang-post', id, userId)
  }
}
