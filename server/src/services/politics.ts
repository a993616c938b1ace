// 问政: a citizen's question to a department moves 待受理 → 已受理 (or 不予受理 / 重复 / 非职责, each
// with its reason) → 办理中 → 已答复 → 已办结. Only the department's own accounts move it forward and
// reply; only the asker rates the reply (which closes it) or reopens it, once, within 7 days; a reply
// nobody reopened closes itself after 7 days. Every step is an event with who and when; each stage has
// a time limit and a question past it is marked 超期 for everyone to see.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { DB, DepartmentTable, PoliticsQuestionTable } from '../db/schema'
import {
  COMPLAINT_DEPARTMENT, COMPLAINT_LIMITS, COMPLAINT_PLATFORMS, POLITICS_STATUS_LABEL,
  type ComplaintItem, type ComplaintPurchase, type DepartmentSummary, type InboxItem, type PoliticsDetail, type PoliticsListItem, type PoliticsStatus,
} from '../../../types/api/politics'
import { ApiError, badRequest, forbidden, notFound } from '../answer'
import { absolute } from '../content/urls'
import { DAY_MS, HOUR_MS, formatCst } from '../content/time'
import { paged, type Page } from './news'
import { likePattern } from './search'
import { cleanText } from '../content/comment-text'
import { commentRegion } from '../content/regions'
import type { ModeratedKind } from '../moderation/service'
import type { MessageService, NewMessage } from './messages'
import type { UploadService } from '../media/uploads'
import type { WritePipeline } from './writes'
import type { LikeService } from './likes'
import * as ERRORS from '../../../types/errors'
import { POLITICS_ANSWERS } from '../../../types/texts'

/** the asker may reopen a reply, or it closes itself, within this long */
export const REOPEN_WINDOW_MS = 7 * DAY_MS
const REPLY_EXCERPT = 60
/** a title and a question's text */
export const TITLE_MAX = 50
export const CONTENT_MAX = 1000

type QuestionRow = Selectable<PoliticsQuestionTable>
type DepartmentRow = Selectable<DepartmentTable>

/** a department's own moves */
export type HandleAction = 'accept' | 'refuse' | 'duplicate' | 'out_of_scope' | 'start'

const DECLINED: PoliticsStatus[] = ['refused', 'duplicate', 'out_of_scope']
/** stages that run against a time limit */
const RUNNING: PoliticsStatus[] = ['pending', 'accepted', 'handling']

const label = (s: string) => POLITICS_STATUS_LABEL[s as PoliticsStatus] ?? s

/** a message to every account of a department about one of its questions */
async function toDepartment(trx: Transaction<DB> | Kysely<DB>, departmentId: number, questionId: number, title: string, body: string): Promise<NewMessage[]> {
  const members = await trx.selectFrom('department_members').select('user_id').where('department_id', '=', departmentId).execute()
  return members.map(m => ({ userId: m.user_id, kind: 'politics' as const, title, body, route: 'politicsDetail', params: { id: questionId } }))
}

/** How moderators' decisions apply to questions: approval starts the clock, and the department hears of it. */
export const politicsModeration = (messages: MessageService): ModeratedKind => ({
  async approve(trx, id) {
    const q = await trx.selectFrom('politics_questions as q').innerJoin('departments as d', 'd.id', 'q.department_id')
      .select(['q.id', 'q.title', 'q.department_id', 'd.accept_hours']).where('q.id', '=', id).executeTakeFirst()
    if (!q) return
    const shown = await trx.updateTable('politics_questions').set({ review: 'shown', deadline: Date.now() + q.accept_hours * HOUR_MS })
      .where('id', '=', id).where('review', '=', 'held').executeTakeFirst()
    if (Number(shown.numUpdatedRows) !== 1) return
    const told = await toDepartment(trx, q.department_id, id, NEW_QUESTION, q.title)
    await messages.tell(trx, told)
    return told
  },
  async reject(trx, id) {
    await trx.updateTable('politics_questions').set({ review: 'rejected' }).where('id', '=', id).where('review', '=', 'held').execute()
  },
  async hide(trx, id) {
    const r = await trx.updateTable('politics_questions').set({ review: 'hidden' }).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async describe(trx, id) {
    const q = await trx.selectFrom('politics_questions').select(['user_id', 'title', 'content']).where('id', '=', id).executeTakeFirstOrThrow()
    return { userId: q.user_id, text: `${q.title}\n${q.content}` }
  },
})

export const NEW_QUESTION = '新的问政待受理'
/** what the asker is told at each step */
export const ASKER_TOLD: Partial<Record<PoliticsStatus, string>> = {
  accepted: '你的问政已受理',
  refused: '你的问政不予受理',
  duplicate: '你的问政被认定为重复问题',
  out_of_scope: '你的问政不属于该部门职责',
  handling: '你的问政正在办理',
  replied: '你的问政有了答复',
  closed: '你的问政已办结',
}
export const REOPEN_TOLD = '问政被申请重新办理'
export const NEW_COMPLAINT = '新的直播带货投诉待受理'

/** a complaint's title: where and from whom (its 问政 steps and messages name it so) */
const complaintTitle = (p: ComplaintPurchase) => `${p.platform} · ${p.seller}`
function purchaseOf(json: string): ComplaintPurchase {
  try {
    const p = JSON.parse(json) as Partial<ComplaintPurchase>
    return { platform: String(p.platform ?? ''), seller: String(p.seller ?? ''), orderNo: String(p.orderNo ?? '') }
  } catch {
    return { platform: '', seller: '', orderNo: '' }
  }
}

export class PoliticsService {
  constructor(
    private readonly db: Kysely<DB>, private readonly messages: MessageService, private readonly uploads: UploadService,
    private readonly writes: WritePipeline, private readonly likes: LikeService,
  ) {}

  private toAsker(q: Pick<QuestionRow, 'id' | 'user_id'>, status: PoliticsStatus, body: string): NewMessage[] {
    const title = ASKER_TOLD[status]
    return title ? [{ userId: q.user_id, kind: 'politics', title, body, route: 'politicsDetail', params: { id: q.id } }] : []
  }

  /** Replies nobody reopened close themselves after 7 days (done before every read and write). */
  private async settle(now: number): Promise<void> {
    const due = await this.db.selectFrom('politics_questions').select(['id', 'user_id', 'title'])
      .where('status', '=', 'replied').where('replied_at', '<', now - REOPEN_WINDOW_MS).execute()
    for (const q of due) {
      const told = this.toAsker(q, 'closed', q.title)
      await this.db.transaction().execute(async trx => {
        const closed = await trx.updateTable('politics_questions').set({ status: 'closed', closed_at: now, deadline: null })
          .where('id', '=', q.id).where('status', '=', 'replied').executeTakeFirst()
        if (Number(closed.numUpdatedRows) !== 1) return
        await this.event(trx, q.id, null, 'replied', 'closed', '答复7天内未重新办理，自动办结', now)
        await this.messages.tell(trx, told, now)
      })
      this.messages.push(told)
    }
  }

  private async event(trx: Transaction<DB> | Kysely<DB>, questionId: number, actorId: number | null, from: string, to: string, note: string, at: number): Promise<void> {
    await trx.insertInto('politics_events').values({ question_id: questionId, actor_id: actorId, from_status: from, to_status: to, note, at }).execute()
  }

  private async isMember(userId: number, departmentId: number): Promise<boolean> {
    return !!await this.db.selectFrom('department_members').select('user_id')
      .where('department_id', '=', departmentId).where('user_id', '=', userId).executeTakeFirst()
  }

  /** the departments a question can go to, with how they answer */
  async departments(): Promise<DepartmentSummary[]> {
    await this.settle(Date.now())
    return this.summaries(await this.db.selectFrom('departments').selectAll().orderBy('sort').orderBy('id').execute())
  }

  /**
   * How each department answers, from its shown questions: two grouped queries for all of them (not two
   * per department).
   */
  private async summaries(departments: DepartmentRow[]): Promise<DepartmentSummary[]> {
    if (departments.length === 0) return []
    const ids = departments.map(d => d.id)
    const taken = sql`status not in (${sql.join(DECLINED)})`
    const counts = await this.db.selectFrom('politics_questions')
      .select([
        'department_id',
        eb => eb.fn.countAll().as('questions'),
        sql<number>`sum(case when ${taken} then 1 else 0 end)`.as('taken'),
        sql<number>`sum(case when ${taken} and (status in ('replied', 'closed') or replied_at is not null) then 1 else 0 end)`.as('answered'),
        eb => eb.fn.count('rating').as('rated'),
        eb => eb.fn.sum('rating').as('rating_sum'),
      ])
      .where('department_id', 'in', ids).where('review', '=', 'shown').groupBy('department_id').execute()
    // each answered question's first reply, and how long it took
    const firstReplies = this.db.selectFrom('politics_replies as r').innerJoin('politics_questions as q', 'q.id', 'r.question_id')
      .select(['q.department_id', 'q.created_at', eb => eb.fn.min('r.created_at').as('first')])
      .where('q.department_id', 'in', ids).where('q.review', '=', 'shown')
      .groupBy(['r.question_id', 'q.department_id', 'q.created_at'])
      .as('f')
    const waits = await this.db.selectFrom(firstReplies)
      .select(['f.department_id', sql<number>`sum(f.first - f.created_at)`.as('waited'), eb => eb.fn.countAll().as('replied')])
      .groupBy('f.department_id').execute()
    const countsOf = new Map(counts.map(c => [c.department_id, c]))
    const waitsOf = new Map(waits.map(w => [w.department_id, w]))
    return departments.map(d => {
      const c = countsOf.get(d.id)
      const w = waitsOf.get(d.id)
      const [questions, takenNum, answered, rated] = [c?.questions, c?.taken, c?.answered, c?.rated].map(n => Number(n ?? 0))
      const replied = Number(w?.replied ?? 0)
      return {
        id: d.id, name: d.name, avatar: d.avatar, intro: d.intro, acceptHours: d.accept_hours, replyDays: d.reply_days,
        questionNum: questions,
        replyRate: takenNum ? Math.round((answered / takenNum) * 1000) / 1000 : 0,
        avgReplyHours: replied ? Math.round((Number(w!.waited) / HOUR_MS / replied) * 10) / 10 : null,
        satisfaction: rated ? Math.round((Number(c!.rating_sum) / rated) * 10) / 10 : null,
        ratingNum: rated,
      }
    })
  }

  /** Newest first ('new') or most read ('hot'); shown questions, and the viewer's own under review. */
  async list(order: 'new' | 'hot', viewer: number | null, offset: number, pageSize: number, now = Date.now(), keyword = ''): Promise<Page<PoliticsListItem>> {
    await this.settle(now)
    let q = this.db.selectFrom('politics_questions as q').innerJoin('departments as d', 'd.id', 'q.department_id')
      .selectAll('q').select('d.name as department_name')
      // complaints are the complainant's and the department's alone (complaints(), below)
      .where('q.section', '=', 'politics')
      .where(eb => viewer === null ? eb('q.review', '=', 'shown')
        : eb.or([eb('q.review', '=', 'shown'), eb.and([eb('q.review', '=', 'held'), eb('q.user_id', '=', viewer)])]))
    // every word in the title, the text or the department's name
    for (const w of keyword.trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
      const like = sql<string>`${likePattern(w)} escape '\\'`
      q = q.where(eb => eb.or([eb('q.title', 'like', like), eb('q.content', 'like', like), eb('d.name', 'like', like)]))
    }
    q = order === 'hot' ? q.orderBy('q.read_num', 'desc').orderBy('q.id', 'desc') : q.orderBy('q.created_at', 'desc').orderBy('q.id', 'desc')
    const rows = await q.limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    const ids = page.items.map(r => r.id)
    const replies = ids.length ? await this.db.selectFrom('politics_replies').select(['question_id', 'content', 'created_at'])
      .where('question_id', 'in', ids).orderBy('created_at', 'desc').execute() : []
    return {
      hasMore: page.hasMore,
      items: page.items.map(r => {
        const latest = replies.find(x => x.question_id === r.id)
        return {
          id: r.id, title: r.title, status: label(r.status), statusCode: r.status as PoliticsStatus,
          replyContent: latest ? [...latest.content].slice(0, REPLY_EXCERPT).join('') : '',
          readNum: r.read_num, pv: r.read_num, department: { id: r.department_id, name: r.department_name },
          region: r.region, time: formatCst(r.created_at), overdue: this.overdue(r, now), underReview: r.review === 'held',
        }
      }),
    }
  }

  /**
   * A department's inbox (the newsroom console): its questions and complaints, the open ones first by how
   * soon they are due ('open'), those past their time limit ('overdue'), or all, newest first.
   */
  async inbox(departmentIds: number[], filter: 'open' | 'overdue' | 'all', offset: number, pageSize: number, now = Date.now()): Promise<Page<InboxItem>> {
    await this.settle(now)
    if (departmentIds.length === 0) return { items: [], hasMore: false }
    let q = this.db.selectFrom('politics_questions as q').innerJoin('departments as d', 'd.id', 'q.department_id')
      .select(['q.id', 'q.title', 'q.content', 'q.status', 'q.deadline', 'q.review', 'q.created_at', 'q.section', 'q.department_id', 'd.name as department_name'])
      .where('q.department_id', 'in', departmentIds).where('q.review', '=', 'shown')
    if (filter !== 'all') q = q.where('q.status', 'in', RUNNING)
    if (filter === 'overdue') q = q.where('q.deadline', 'is not', null).where('q.deadline', '<', now)
    q = filter === 'all' ? q.orderBy('q.created_at', 'desc') : q.orderBy(sql`case when q.deadline is null then 1 else 0 end`).orderBy('q.deadline').orderBy('q.created_at')
    const page = paged(await q.orderBy('q.id', 'desc').limit(pageSize + 1).offset(offset).execute(), pageSize)
    return {
      hasMore: page.hasMore,
      items: page.items.map(r => ({
        id: r.id, title: r.title, excerpt: [...r.content].slice(0, REPLY_EXCERPT).join(''), section: r.section as 'politics' | 'complaint',
        department: { id: r.department_id, name: r.department_name }, status: label(r.status), statusCode: r.status as PoliticsStatus,
        deadline: r.deadline !== null && RUNNING.includes(r.status as PoliticsStatus) ? r.deadline : null, overdue: this.overdue(r, now), createdAt: r.created_at,
      })),
    }
  }

  /**
   * Every department's answering (reply rate, reply time, satisfaction) with what it has open now: how
   * many, how many due within a day, how many past their limit.
   */
  async overview(now = Date.now()): Promise<(DepartmentSummary & { open: number; dueSoon: number; overdue: number })[]> {
    const summaries = await this.departments()
    const open = await this.db.selectFrom('politics_questions')
      .select([
        'department_id', eb => eb.fn.countAll().as('open'),
        sql<number>`sum(case when deadline is not null and deadline >= ${now} and deadline < ${now + DAY_MS} then 1 else 0 end)`.as('due_soon'),
        sql<number>`sum(case when deadline is not null and deadline < ${now} then 1 else 0 end)`.as('overdue'),
      ])
      .where('review', '=', 'shown').where('status', 'in', RUNNING).groupBy('department_id').execute()
    const of = new Map(open.map(o => [o.department_id, o]))
    return summaries.map(s => ({ ...s, open: Number(of.get(s.id)?.open ?? 0), dueSoon: Number(of.get(s.id)?.due_soon ?? 0), overdue: Number(of.get(s.id)?.overdue ?? 0) }))
  }

  /** the departments whose accounts `userId` is one of */
  async departmentsOf(userId: number): Promise<number[]> {
    return (await this.db.selectFrom('department_members').select('department_id').where('user_id', '=', userId).execute()).map(r => r.department_id)
  }

  /** how many questions are running past their deadline (the metrics) */
  async overdueCount(now: number): Promise<number> {
    const { n } = await this.db.selectFrom('politics_questions').select(eb => eb.fn.countAll<number>().as('n'))
      .where('review', '=', 'shown').where('status', 'in', RUNNING).where('deadline', 'is not', null).where('deadline', '<', now).executeTakeFirstOrThrow()
    return Number(n)
  }

  private overdue(q: Pick<QuestionRow, 'status' | 'deadline' | 'review'>, now: number): boolean {
    return q.review === 'shown' && RUNNING.includes(q.status as PoliticsStatus) && q.deadline !== null && q.deadline < now
  }

  private async visibleQuestion(id: number, viewer: number | null): Promise<QuestionRow> {
    const q = await this.db.selectFrom('politics_questions').selectAll().where('id', '=', id).executeTakeFirst()
    if (!q || (q.review !== 'shown' && !(q.review === 'held' && q.user_id === viewer))) throw notFound(ERRORS.politicsGone)
    // a complaint: the complainant's and the department's, no one else's (as if there were none)
    if (q.section === 'complaint' && q.user_id !== viewer && !(viewer !== null && await this.isMember(viewer, q.department_id))) throw notFound(ERRORS.politicsGone)
    return q
  }

  /** a 问政 question everyone may see (not a complaint, not held or hidden) */
  async isOpenQuestion(id: number): Promise<boolean> {
    return !!await this.db.selectFrom('politics_questions').select('id').where('id', '=', id).where('section', '=', 'politics').where('review', '=', 'shown').executeTakeFirst()
  }

  /** One question with its steps and replies; a reading counts (`counted` false: the page reloading after a step). */
  async detail(id: number, viewer: number | null, origin: string, now = Date.now(), counted = true): Promise<PoliticsDetail> {
    await this.settle(now)
    let q = await this.visibleQuestion(id, viewer)
    if (q.review === 'shown' && counted) {
      await this.db.updateTable('politics_questions').set(eb => ({ read_num: eb('read_num', '+', 1) })).where('id', '=', id).execute()
      q = { ...q, read_num: q.read_num + 1 }
    }
    const department = await this.db.selectFrom('departments').selectAll().where('id', '=', q.department_id).executeTakeFirstOrThrow()
    const asker = await this.db.selectFrom('users').select(['nickname', 'avatar']).where('id', '=', q.user_id).executeTakeFirst()
    const events = await this.db.selectFrom('politics_events').selectAll().where('question_id', '=', id).orderBy('at').orderBy('id').execute()
    const replies = await this.db.selectFrom('politics_replies').selectAll().where('question_id', '=', id).orderBy('created_at').orderBy('id').execute()
    const [[pics], [video]] = await Promise.all([this.uploads.urls([q.images], url => absolute(url, origin)), this.uploads.videos([q.video_id], url => absolute(url, origin))])
    const member = viewer !== null && await this.isMember(viewer, q.department_id)
    const liked = viewer !== null && await this.likes.hasLiked('politics', viewer, id)
    const isAsker = viewer === q.user_id
    const status = q.status as PoliticsStatus
    const actorName = (actorId: number | null) => actorId === null ? '系统' : actorId === q.user_id ? '提问者' : department.name
    return {
      header: {
        id: q.id, userPic: absolute(asker?.avatar ?? '', origin), nickname: asker?.nickname ?? '', time: formatCst(q.created_at),
        replyNum: replies.length, region: q.region, questionRegion: q.region,
        // the reply tag (已回复) is for answered Q&A; a politics question shows its status instead
        isShowReply: true, status: label(status), title: q.title, content: q.content,
        questionImageAttachments: pics.large, questionImageThumbs: pics.thumbs, questionvideoAttachments: video,
      },
      statusCode: status, statusReason: q.status_reason, duplicateOf: q.duplicate_of,
      overdue: this.overdue(q, now), deadline: q.deadline !== null && RUNNING.includes(status) ? formatCst(q.deadline).slice(0, 16) : '',
      department: (await this.summaries([department]))[0],
      events: events.map(e => ({ statusCode: e.to_status as PoliticsStatus, status: label(e.to_status), actor: actorName(e.actor_id), note: e.note, time: formatCst(e.at) })),
      replies: replies.map(r => ({ id: r.id, department: department.name, content: r.content, time: formatCst(r.created_at) })),
      rating: q.rating, reopened: q.reopened === 1, readNum: q.read_num, underReview: q.review === 'held',
      can: {
        handle: member && q.review === 'shown' && (status === 'pending' || status === 'accepted'),
        reply: member && q.review === 'shown' && (status === 'accepted' || status === 'handling'),
        rate: isAsker && q.rating === null && (status === 'replied' || status === 'closed'),
        reopen: isAsker && status === 'replied' && q.reopened === 0 && q.replied_at !== null && now - q.replied_at <= REOPEN_WINDOW_MS,
      },
      complaint: q.section === 'complaint' ? purchaseOf(q.complaint) : null,
      doLike: { isLike: liked, likeNum: q.like_num },
      disclaimer: POLITICS_ANSWERS.disclaimer,
    }
  }

  /**
   * A new question (or complaint) in its first state, 待受理, its department's clock started unless moderation
   * holds it; the write pipeline's insert for both.
   */
  private async insertQuestion(trx: Transaction<DB>, userId: number, department: DepartmentRow, w: { now: number; held: boolean; images: number[]; video: number | null },
    q: { title: string; content: string; region?: string; complaint?: ComplaintPurchase }): Promise<{ id: number }> {
    const made = await trx.insertInto('politics_questions').values({
      user_id: userId, department_id: department.id, title: q.title, content: q.content,
      region: commentRegion(q.region), status: 'pending', status_reason: '', duplicate_of: null,
      review: w.held ? 'held' : 'shown', deadline: w.held ? null : w.now + department.accept_hours * HOUR_MS,
      reopened: 0, rating: null, read_num: 0, created_at: w.now, replied_at: null, closed_at: null, images: JSON.stringify(w.images), video_id: w.video,
      section: q.complaint ? 'complaint' : 'politics', complaint: q.complaint ? JSON.stringify(q.complaint) : '',
    }).returning('id').executeTakeFirstOrThrow()
    await this.event(trx, made.id, userId, '', 'pending', '', w.now)
    return made
  }

  /** A citizen's question to a department; read by moderation first. */
  async commit(userId: number, input: { departmentId: number; title: string; content: string; region?: string; images?: number[]; videoId?: number }, now = Date.now()): Promise<{ id: number; underReview: boolean }> {
    const department = await this.db.selectFrom('departments').selectAll().where('id', '=', input.departmentId).executeTakeFirst()
    if (!department) throw badRequest(ERRORS.departmentMissing)
    return this.writes.publish({
      kind: 'politics', userId,
      fields: {
        title: { raw: input.title.replace(/\s+/g, ' '), max: TITLE_MAX, empty: ERRORS.titleEmpty, tooLong: ERRORS.titleTooLong(TITLE_MAX) },
        content: { raw: input.content, max: CONTENT_MAX, empty: ERRORS.questionEmpty, tooLong: ERRORS.politicsContentTooLong(CONTENT_MAX) },
      },
      media: { images: input.images, videoId: input.videoId },
      insert: (trx, w) => this.insertQuestion(trx, userId, department, w, { title: w.texts.title, content: w.texts.content, region: input.region }),
      // the department hears of its new question
      shown: (trx, { id }, w) => toDepartment(trx, department.id, id, NEW_QUESTION, w.texts.title),
    }, now)
  }

  /**
   * A reader's complaint about a live-commerce purchase: to the market-regulation department
   * (COMPLAINT_DEPARTMENT), through moderation and then 问政's steps. Its title says where and from whom.
   */
  async complain(userId: number, input: { platform: string; seller: string; orderNo?: string; content: string; region?: string; images?: number[]; videoId?: number }, now = Date.now()): Promise<{ id: number; underReview: boolean }> {
    const platform = input.platform.trim()
    if (!(COMPLAINT_PLATFORMS as readonly string[]).includes(platform)) throw badRequest(ERRORS.complaintPlatformMissing)
    const orderNo = (input.orderNo ?? '').trim()
    if (orderNo && !/^[A-Za-z0-9-]{1,40}$/.test(orderNo)) throw badRequest(ERRORS.complaintOrderBad)
    const department = await this.db.selectFrom('departments').selectAll().where('name', '=', COMPLAINT_DEPARTMENT).executeTakeFirst()
    if (!department) throw badRequest(ERRORS.complaintDepartmentMissing)
    return this.writes.publish({
      kind: 'politics', userId,
      fields: {
        seller: { raw: input.seller.replace(/\s+/g, ' '), max: COMPLAINT_LIMITS.seller, empty: ERRORS.complaintSellerMissing, tooLong: ERRORS.complaintSellerTooLong(COMPLAINT_LIMITS.seller) },
        content: { raw: input.content, max: COMPLAINT_LIMITS.content, empty: ERRORS.complaintContentMissing, tooLong: ERRORS.complaintContentTooLong(COMPLAINT_LIMITS.content) },
      },
      media: { images: input.images, videoId: input.videoId },
      insert: (trx, w) => {
        const purchase: ComplaintPurchase = { platform, seller: w.texts.seller, orderNo }
        return this.insertQuestion(trx, userId, department, w, { title: complaintTitle(purchase), content: w.texts.content, region: input.region, complaint: purchase })
      },
      shown: (trx, { id }, w) => toDepartment(trx, department.id, id, NEW_COMPLAINT, complaintTitle({ platform, seller: w.texts.seller, orderNo })),
    }, now)
  }

  /** The reader's own complaints (我的投诉), newest first, in whatever state. */
  async complaints(userId: number, offset: number, pageSize: number, now = Date.now()): Promise<Page<ComplaintItem>> {
    await this.settle(now)
    const rows = await this.db.selectFrom('politics_questions').selectAll()
      .where('section', '=', 'complaint').where('user_id', '=', userId).where('review', 'in', ['shown', 'held'])
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    const ids = page.items.map(r => r.id)
    const replies = ids.length ? await this.db.selectFrom('politics_replies').select(['question_id', 'content'])
      .where('question_id', 'in', ids).orderBy('created_at', 'desc').execute() : []
    return {
      hasMore: page.hasMore,
      items: page.items.map(r => {
        const p = purchaseOf(r.complaint)
        const latest = replies.find(x => x.question_id === r.id)
        return {
          id: r.id, title: r.title, platform: p.platform, seller: p.seller, status: label(r.status), statusCode: r.status as PoliticsStatus,
          overdue: this.overdue(r, now), underReview: r.review === 'held', time: formatCst(r.created_at),
          replyContent: latest ? [...latest.content].slice(0, REPLY_EXCERPT).join('') : '',
        }
      }),
    }
  }

  /** The department's moves: accept, decline (with a reason), start handling. */
  async handle(userId: number, id: number, action: HandleAction, reason: string, duplicateOf: number | undefined, now = Date.now()): Promise<PoliticsStatus> {
    await this.settle(now)
    const q = await this.departmentQuestion(userId, id)
    const from = q.status as PoliticsStatus
    const to = ({ accept: 'accepted', refuse: 'refused', duplicate: 'duplicate', out_of_scope: 'out_of_scope', start: 'handling' } as const satisfies Record<HandleAction, PoliticsStatus>)[action]
    const allowed = action === 'start' ? from === 'accepted' : from === 'pending'
    if (!allowed) throw new ApiError(409, ERRORS.politicsStateWrong)
    const note = reason.trim()
    if (DECLINED.includes(to) && !note) throw badRequest(ERRORS.reasonEmpty)
    if (to === 'duplicate') {
      const original = duplicateOf ? await this.db.selectFrom('politics_questions').select('id')
        .where('id', '=', duplicateOf).where('id', '!=', id).where('review', '=', 'shown').executeTakeFirst() : undefined
      if (!original) throw badRequest(ERRORS.duplicateIdMissing)
    }
    const department = await this.db.selectFrom('departments').select(['name', 'reply_days']).where('id', '=', q.department_id).executeTakeFirstOrThrow()
    const deadline = to === 'accepted' ? now + department.reply_days * DAY_MS : null
    const told = this.toAsker(q, to, DECLINED.includes(to) ? `${department.name}：${note}`
      : deadline !== null ? `${department.name}将在${formatCst(deadline).slice(5, 16)}前答复：${q.title}` : `${department.name}：${q.title}`)
    await this.db.transaction().execute(async trx => {
      const moved = await trx.updateTable('politics_questions').set({
        status: to,
        status_reason: DECLINED.includes(to) ? note : q.status_reason,
        duplicate_of: to === 'duplicate' ? duplicateOf! : q.duplicate_of,
        // accepted: the reply is due in the department's days; declined: nothing more is due
        deadline: deadline ?? (DECLINED.includes(to) ? null : q.deadline),
        closed_at: DECLINED.includes(to) ? now : q.closed_at,
      }).where('id', '=', id).where('status', '=', from).executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.politicsStateWrong)
      await this.event(trx, id, userId, from, to, note, now)
      await this.messages.tell(trx, told, now)
    })
    this.messages.push(told)
    return to
  }

  /** The department's reply: the question is 已答复, and the asker's 7 days to rate or reopen start. */
  async reply(userId: number, id: number, content: string, now = Date.now()): Promise<void> {
    await this.settle(now)
    const q = await this.departmentQuestion(userId, id)
    const from = q.status as PoliticsStatus
    if (from !== 'accepted' && from !== 'handling') throw new ApiError(409, ERRORS.politicsStateWrong)
    const cleaned = cleanText(content, CONTENT_MAX)
    if ('problem' in cleaned) throw badRequest(cleaned.problem === 'empty' ? ERRORS.politicsReplyEmpty : ERRORS.politicsContentTooLong(CONTENT_MAX))
    const department = await this.db.selectFrom('departments').select('name').where('id', '=', q.department_id).executeTakeFirstOrThrow()
    const told = this.toAsker(q, 'replied', `${department.name}：${cleaned.text}`)
    await this.db.transaction().execute(async trx => {
      const moved = await trx.updateTable('politics_questions').set({ status: 'replied', replied_at: now, deadline: null })
        .where('id', '=', id).where('status', '=', from).executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.politicsStateWrong)
      await trx.insertInto('politics_replies').values({ question_id: id, department_id: q.department_id, user_id: userId, content: cleaned.text, created_at: now }).execute()
      await this.event(trx, id, userId, from, 'replied', '', now)
      await this.messages.tell(trx, told, now)
    })
    this.messages.push(told)
  }

  /** The asker's rating (1–5) of the reply; rating a reply closes the question. */
  async rate(userId: number, id: number, rating: number, now = Date.now()): Promise<void> {
    await this.settle(now)
    const q = await this.askerQuestion(userId, id)
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw badRequest(ERRORS.ratingRange)
    if (q.rating !== null) throw new ApiError(409, POLITICS_ANSWERS.rated)
    if (q.status !== 'replied' && q.status !== 'closed') throw new ApiError(409, ERRORS.politicsStateWrong)
    await this.db.transaction().execute(async trx => {
      const done = await trx.updateTable('politics_questions')
        .set({ rating, status: 'closed', closed_at: q.closed_at ?? now }).where('id', '=', id).where('rating', 'is', null).executeTakeFirst()
      if (Number(done.numUpdatedRows) !== 1) throw new ApiError(409, POLITICS_ANSWERS.rated)
      await this.event(trx, id, userId, q.status, 'closed', `评价：${rating}分`, now)
    })
  }

  /** The asker is not satisfied: once, within 7 days of the reply, the department handles it again. */
  async reopen(userId: number, id: number, reason: string, now = Date.now()): Promise<void> {
    await this.settle(now)
    const q = await this.askerQuestion(userId, id)
    if (q.reopened === 1) throw new ApiError(409, ERRORS.reopenedOnce)
    if (q.status !== 'replied') throw new ApiError(409, q.status === 'closed' ? ERRORS.reopenLate : ERRORS.politicsStateWrong)
    if (q.replied_at === null || now - q.replied_at > REOPEN_WINDOW_MS) throw new ApiError(409, ERRORS.reopenLate)
    const note = reason.trim()
    if (!note) throw badRequest(ERRORS.reasonEmpty)
    const department = await this.db.selectFrom('departments').select('reply_days').where('id', '=', q.department_id).executeTakeFirstOrThrow()
    let told: NewMessage[] = []
    await this.db.transaction().execute(async trx => {
      const moved = await trx.updateTable('politics_questions').set({ status: 'handling', reopened: 1, deadline: now + department.reply_days * DAY_MS })
        .where('id', '=', id).where('status', '=', 'replied').where('reopened', '=', 0).executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.reopenedOnce)
      await this.event(trx, id, userId, 'replied', 'handling', note, now)
      told = await toDepartment(trx, q.department_id, id, REOPEN_TOLD, `${q.title}：${note}`)
      await this.messages.tell(trx, told, now)
    })
    this.messages.push(told)
  }

  private async departmentQuestion(userId: number, id: number): Promise<QuestionRow> {
    const q = await this.db.selectFrom('politics_questions').selectAll().where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    if (!q) throw notFound(ERRORS.politicsGone)
    if (!await this.isMember(userId, q.department_id)) throw forbidden(ERRORS.notTheDepartment)
    return q
  }

  private async askerQuestion(userId: number, id: number): Promise<QuestionRow> {
    const q = await this.db.selectFrom('politics_questions').selectAll().where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
    if (!q) throw notFound(ERRORS.politicsGone)
    if (q.user_id !== userId) throw forbidden(ERRORS.notAskerRate)
    return q
  }
}
