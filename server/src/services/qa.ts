// 问答: a reader asks anyone, or puts the question to a chosen journalist or expert (ask-special); any
// signed-in reader answers (not their own question); an identity (记者, 专家 …) tags its holder's
// answers; the asker may pin one answer. 'Hot' orders by a score of views, answers and likes that
// newer questions outrun. Every question and answer is read by moderation first: a held one is shown
// to its writer only and counts once a moderator approves it.
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, Db, QaAnswerTable, QaQuestionTable } from '../db/schema'
import {
  PRAISE_TYPE, QA_STATUS, USER_TYPE_LABEL, askedToTitle, type QaAnswer, type QaAnswerDetail, type QaAnswerItem, type QaHome, type QaMember, type QaMemberHome,
  type QaQuestionHeader, type QaQuestionItem, type QaQuestionPage, type QaSimilar, type QaUser, type UserTypeCode,
} from '../../../types/api/qa'
import { ApiError, badRequest, forbidden, notFound } from '../answer'
import { absolute } from '../content/urls'
import { formatCst } from '../content/time'
import { paged, type Page } from './news'
import { hotScore } from '../content/hot'
import { likePattern } from './search'
import { commentRegion } from '../content/regions'
import { normalizeWord } from '../moderation/normalize'
import type { ModeratedKind } from '../moderation/service'
import type { UploadedVideo } from '../../../types/api/upload'
import type { UploadService } from '../media/uploads'
import type { WritePipeline } from './writes'
import type { PointsService } from './points'
import { pinEarnings } from './earnings'
import type { MessageService, NewMessage } from './messages'
import * as ERRORS from '../../../types/errors'
import { QA_ANSWERS } from '../../../types/texts'
import { ANSWER_MAX, QUESTION_MAX } from '../../../common/qa'
import { RURAL_QA_CATEGORIES, RURAL_QA_CATEGORY_KEYS, type RuralQaCategory, type VoiceSection } from '../../../types/api/rural'

const EXCERPT = 80
const SIMILAR_LIMIT = 5

export const ANSWER_TOLD = '你的提问有了新回答'
export const ASKED_TOLD = '有网友向你提问'

type QuestionRow = Selectable<QaQuestionTable>
/** which questions a list shows: a reader's (in every section), or a section's (of a category), or those holding words */
export interface QuestionFilter { userId?: number; keyword?: string; section?: VoiceSection; category?: RuralQaCategory }
type AnswerRow = Selectable<QaAnswerTable>

/** Moves a question's counters and its score together (in the caller's transaction). */
async function bump(trx: Db, id: number, by: { views?: number; answers?: number; likes?: number }): Promise<void> {
  // the moved counters come back with the update (RETURNING: SQLite and PostgreSQL both), so a reading is two statements
  if (!by.views && !by.answers && !by.likes) return
  // only the counters that move are set: a reading moves reading counters alone, which changes no kept page (db/changes.ts)
  const q = await trx.updateTable('qa_questions').set(eb => ({
    ...(by.views ? { view_num: eb('view_num', '+', by.views) } : {}),
    ...(by.answers ? { answer_num: eb('answer_num', '+', by.answers) } : {}),
    ...(by.likes ? { like_num: eb('like_num', '+', by.likes) } : {}),
  })).where('id', '=', id).returning(['view_num', 'answer_num', 'like_num', 'created_at']).executeTakeFirst()
  if (q) await trx.updateTable('qa_questions').set({ hot: hotScore(q) }).where('id', '=', id).execute()
}

const excerpt = (text: string, n = EXCERPT) => { const c = [...text.replace(/\s+/g, ' ')]; return c.length > n ? `${c.slice(0, n).join('')}…` : c.join('') }
/** a question's title: its first line, shortened */
const titleOf = (content: string) => excerpt(content.split('\n')[0], 40)

/** A like of an answer moved by `by` (LikeService.onCount): its question's likes and hotness follow. */
export async function answerLiked(trx: Db, answerId: number, by: number): Promise<void> {
  const a = await trx.selectFrom('qa_answers').select('question_id').where('id', '=', answerId).executeTakeFirst()
  if (a) await bump(trx, a.question_id, { likes: by })
}

/** The asker hears of a shown answer (not of their own, which cannot happen, nor of a held one). */
async function answerTold(trx: Db, answer: Pick<AnswerRow, 'question_id' | 'user_id' | 'content'>): Promise<NewMessage[]> {
  const q = await trx.selectFrom('qa_questions').select(['user_id', 'content']).where('id', '=', answer.question_id).executeTakeFirst()
  const who = await trx.selectFrom('users').select('nickname').where('id', '=', answer.user_id).executeTakeFirst()
  if (!q || q.user_id === answer.user_id) return []
  return [{ userId: q.user_id, kind: 'qa', title: ANSWER_TOLD, body: `${who?.nickname ?? ''}：${excerpt(answer.content, 60)}`, route: 'QAList', params: { id: answer.question_id } }]
}

/** The one an ask-special question was put to hears of it once it is shown. */
function askedTold(q: Pick<QuestionRow, 'id' | 'target_user_id' | 'content'>): NewMessage[] {
  return q.target_user_id === null ? [] : [{ userId: q.target_user_id, kind: 'qa', title: ASKED_TOLD, body: titleOf(q.content), route: 'QAList', params: { id: q.id } }]
}

/** How moderators' decisions apply to questions and answers. */
export const qaModeration = (messages: MessageService): { question: ModeratedKind; answer: ModeratedKind } => ({
  question: {
    async approve(trx, id) {
      const q = await trx.selectFrom('qa_questions').selectAll().where('id', '=', id).executeTakeFirst()
      const shown = await trx.updateTable('qa_questions').set({ review: 'shown' }).where('id', '=', id).where('review', '=', 'held').executeTakeFirst()
      if (!q || Number(shown.numUpdatedRows) !== 1) return
      const told = askedTold(q)
      await messages.tell(trx, told)
      return told
    },
    async reject(trx, id) {
      await trx.updateTable('qa_questions').set({ review: 'rejected' }).where('id', '=', id).where('review', '=', 'held').execute()
    },
    async hide(trx, id) {
      const r = await trx.updateTable('qa_questions').set({ review: 'hidden' }).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
      return Number(r.numUpdatedRows) === 1
    },
    async describe(trx, id) {
      const q = await trx.selectFrom('qa_questions').select(['user_id', 'content']).where('id', '=', id).executeTakeFirstOrThrow()
      return { userId: q.user_id, text: q.content }
    },
  },
  answer: {
    async approve(trx, id) {
      const a = await trx.selectFrom('qa_answers').selectAll().where('id', '=', id).executeTakeFirst()
      const shown = await trx.updateTable('qa_answers').set({ review: 'shown' }).where('id', '=', id).where('review', '=', 'held').executeTakeFirst()
      if (!a || Number(shown.numUpdatedRows) !== 1) return
      await bump(trx, a.question_id, { answers: 1 })
      const told = await answerTold(trx, a)
      await messages.tell(trx, told)
      return told
    },
    async reject(trx, id) {
      await trx.updateTable('qa_answers').set({ review: 'rejected' }).where('id', '=', id).where('review', '=', 'held').execute()
    },
    async hide(trx, id) {
      const a = await trx.selectFrom('qa_answers').select(['question_id', 'like_num']).where('id', '=', id).executeTakeFirst()
      const r = await trx.updateTable('qa_answers').set({ review: 'hidden' }).where('id', '=', id).where('review', '=', 'shown').executeTakeFirst()
      if (!a || Number(r.numUpdatedRows) !== 1) return false
      await bump(trx, a.question_id, { answers: -1, likes: -a.like_num })
      await trx.updateTable('qa_questions').set({ pinned_answer_id: null }).where('id', '=', a.question_id).where('pinned_answer_id', '=', id).execute()
      return true
    },
    async describe(trx, id) {
      const a = await trx.selectFrom('qa_answers').select(['user_id', 'content']).where('id', '=', id).executeTakeFirstOrThrow()
      return { userId: a.user_id, text: a.content }
    },
  },
})

/** a question's or an answer's pictures and video */
interface Pics { large: string[]; thumbs: string[]; video: UploadedVideo | null }

interface Person { id: number; nickname: string; avatar: string; type: string | null; job: string | null; introduction: string | null; is_jump: number | null }

/** a pin's outcome: whether the answer is pinned now; the answer that lost its pin (unpinned or replaced) */
export interface PinChange {
  pinned: boolean
  answer: { id: number; author: number; content: string }
  unpinned: { id: number; author: number } | null
}

export class QaService {
  constructor(
    private readonly db: Kysely<DB>, private readonly uploads: UploadService, private readonly writes: WritePipeline,
    private readonly points: PointsService,
  ) {}

  /** each row's pictures (large for the detail and preview, thumbnails for cards) and video */
  private async pics(rows: { images: string; video_id: number | null }[], origin: string): Promise<Pics[]> {
    const abs = (url: string) => absolute(url, origin)
    const [pics, videos] = await Promise.all([this.uploads.urls(rows.map(r => r.images), abs), this.uploads.videos(rows.map(r => r.video_id), abs)])
    return pics.map((p, i) => ({ ...p, video: videos[i] }))
  }

  private async people(ids: number[]): Promise<Map<number, Person>> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return new Map()
    const rows = await this.db.selectFrom('users as u').leftJoin('user_identities as i', 'i.user_id', 'u.id')
      .select(['u.id', 'u.nickname', 'u.avatar', 'i.type', 'i.job', 'i.introduction', 'i.is_jump']).where('u.id', 'in', unique).execute()
    return new Map(rows.map(r => [r.id, r]))
  }

  private user(p: Person | undefined, origin: string): QaUser {
    const code = (p?.type ?? null) as UserTypeCode | null
    return {
      userid: p?.id ?? 0, username: p?.nickname ?? '', userPic: absolute(p?.avatar ?? '', origin),
      introduction: p?.introduction ?? '', job: p?.job ?? '', userType: code ? USER_TYPE_LABEL[code] ?? '' : '', userTypeCode: code,
      // a reader without an identity has a home of their questions and answers; an identity's home may be closed
      isJump: code === null ? true : p?.is_jump === 1,
    }
  }

  /** shown to everyone, and the viewer's own under review */
  private visible<T extends 'qa_questions' | 'qa_answers'>(viewer: number | null, table: T) {
    return (eb: any) => viewer === null ? eb(`${table}.review`, '=', 'shown')
      : eb.or([eb(`${table}.review`, '=', 'shown'), eb.and([eb(`${table}.review`, '=', 'held'), eb(`${table}.user_id`, '=', viewer)])])
  }

  private async question(id: number, viewer: number | null): Promise<QuestionRow> {
    const q = await this.db.selectFrom('qa_questions').selectAll().where('id', '=', id).where(this.visible(viewer, 'qa_questions')).executeTakeFirst()
    if (!q) throw notFound(ERRORS.questionGone)
    return q
  }

  /** whether the journalist or expert a question was put to has answered it (shown) */
  private async replied(q: QuestionRow): Promise<boolean> {
    if (q.target_user_id === null) return false
    return !!(await this.db.selectFrom('qa_answers').select('id').where('question_id', '=', q.id).where('user_id', '=', q.target_user_id).where('review', '=', 'shown').executeTakeFirst())
  }

  /**
   * A question put to someone (ask-special) takes their reply: isShowReply, its status 待回复 until
   * they answer, then 已回复; any other question is 答 once answered (and tagged 已回复).
   */
  private header(q: QuestionRow, people: Map<number, Person>, origin: string, pics: Pics, replied: boolean): QaQuestionHeader {
    const asker = people.get(q.user_id)
    const takesReply = q.target_user_id !== null
    return {
      id: q.id, userId: q.user_id, userPic: absolute(asker?.avatar ?? '', origin), nickname: asker?.nickname ?? '', time: formatCst(q.created_at),
      replyNum: q.answer_num, region: q.region, questionRegion: q.region, isShowReply: takesReply,
      status: takesReply ? (replied ? QA_STATUS.replied : QA_STATUS.waiting) : q.answer_num > 0 ? QA_STATUS.answered : '',
      title: titleOf(q.content), content: q.content, questionImageAttachments: pics.large, questionImageThumbs: pics.thumbs,
      questionvideoAttachments: pics.video,
      target: q.target_user_id === null ? null : this.user(people.get(q.target_user_id), origin), readNum: q.view_num,
      underReview: q.review === 'held',
    }
  }

  private answers(rows: AnswerRow[], people: Map<number, Person>, pinned: number | null, origin: string, pics: Pics[] = []): QaAnswer[] {
    return rows.map((a, i) => {
      const u = this.user(people.get(a.user_id), origin)
      return {
        answerId: a.id, questionId: a.question_id, userid: u.userid, userPic: u.userPic, username: u.username, introduction: u.introduction,
        job: u.job, userType: u.userType, userTypeCode: u.userTypeCode, isJump: u.isJump, content: a.content, attachmentPic: pics[i]?.thumbs ?? [], attachmentPicFull: pics[i]?.large ?? [],
        attachmentVideoLink: pics[i]?.video?.url ?? '', attachmentVideo: pics[i]?.video?.coverImage ?? '', attachmentVideoInfo: pics[i]?.video ?? null, time: formatCst(a.created_at), region: a.region, likeNum: a.like_num,
        commentNum: a.comment_num, pinned: a.id === pinned, underReview: a.review === 'held',
      }
    })
  }

  /** Questions newest first or hot, of a section (BangBang's by default), optionally one reader's; each with its pinned or latest answer. */
  async list(order: 'new' | 'hot', viewer: number | null, offset: number, pageSize: number, origin: string, opts: QuestionFilter = {}): Promise<Page<QaQuestionItem>> {
    let q = this.db.selectFrom('qa_questions').selectAll().where(this.visible(viewer, 'qa_questions'))
    // a member's own questions are theirs wherever they asked; a section's lists are its own
    if (opts.userId !== undefined) q = q.where('user_id', '=', opts.userId)
    else q = q.where('section', '=', opts.section ?? 'bang')
    if (opts.category) q = q.where('category', '=', opts.category)
    if (opts.keyword) {
      const words = opts.keyword.trim().split(/\s+/).filter(Boolean).slice(0, 5)
      for (const w of words) q = q.where(eb => eb('content', 'like', sql<string>`${likePattern(w)} escape '\\'`))
    }
    q = order === 'hot' ? q.orderBy('hot', 'desc').orderBy('id', 'desc') : q.orderBy('created_at', 'desc').orderBy('id', 'desc')
    const page = paged(await q.limit(pageSize + 1).offset(offset).execute(), pageSize)
    return { items: await this.items(page.items, origin), hasMore: page.hasMore }
  }

  private async items(rows: QuestionRow[], origin: string): Promise<QaQuestionItem[]> {
    if (rows.length === 0) return []
    const answers = await this.db.selectFrom('qa_answers').selectAll().where('question_id', 'in', rows.map(r => r.id)).where('review', '=', 'shown')
      .orderBy('created_at', 'desc').execute()
    const shown = new Map<number, AnswerRow>()
    // a question put to someone: their own latest answer is its reply
    const replies = new Map<number, AnswerRow>()
    for (const r of rows) {
      const own = answers.filter(a => a.question_id === r.id)
      const pick = own.find(a => a.id === r.pinned_answer_id) ?? own[0]
      if (pick) shown.set(r.id, pick)
      const reply = r.target_user_id === null ? undefined : own.find(a => a.user_id === r.target_user_id)
      if (reply) replies.set(r.id, reply)
    }
    const people = await this.people([...rows.flatMap(r => (r.target_user_id ? [r.user_id, r.target_user_id] : [r.user_id])), ...[...shown.values()].map(a => a.user_id)])
    const pics = await this.pics(rows, origin)
    return rows.map((r, i) => {
      const a = shown.get(r.id)
      const answerer = a ? this.user(people.get(a.user_id), origin) : null
      const asker = people.get(r.user_id)
      const title = titleOf(r.content)
      return {
        id: r.id, questionId: r.id, question: title, title, nickname: asker?.nickname ?? '', userPic: absolute(asker?.avatar ?? '', origin),
        time: formatCst(r.created_at), region: r.region, replyNum: r.answer_num, readNum: r.view_num, pv: r.view_num, likeNum: r.like_num,
        titleImage: pics[i].thumbs[0] ?? pics[i].video?.coverImage ?? '', hasVideo: !!pics[i].video, answer: a ? excerpt(a.content) : '', answerer: answerer?.username ?? '', answererType: answerer?.userType ?? '',
        target: r.target_user_id ? people.get(r.target_user_id)?.nickname ?? '' : '', underReview: r.review === 'held',
        topTitle: r.target_user_id ? askedToTitle(this.user(people.get(r.target_user_id), origin)) : '', reply: excerpt(replies.get(r.id)?.content ?? ''),
        ...(r.section === 'rural' ? { category: RURAL_QA_CATEGORIES[r.category as RuralQaCategory] ?? '' } : {}),
      }
    })
  }

  /** Recent answers with their questions, optionally one member's. */
  async newAnswers(viewer: number | null, offset: number, pageSize: number, origin: string, userId?: number): Promise<Page<QaAnswerItem>> {
    let q = this.db.selectFrom('qa_answers').innerJoin('qa_questions as q', 'q.id', 'qa_answers.question_id')
      .selectAll('qa_answers').select(['q.content as question', 'q.pinned_answer_id'])
      .where('q.review', '=', 'shown').where(this.visible(viewer, 'qa_answers'))
    // a member's answers wherever they are; the latest answers of BangBang's 问答 otherwise
    if (userId !== undefined) q = q.where('qa_answers.user_id', '=', userId)
    else q = q.where('q.section', '=', 'bang')
    const page = paged(await q.orderBy('qa_answers.created_at', 'desc').orderBy('qa_answers.id', 'desc').limit(pageSize + 1).offset(offset).execute(), pageSize)
    const people = await this.people(page.items.map(a => a.user_id))
    const pics = await this.pics(page.items, origin)
    return {
      hasMore: page.hasMore,
      items: page.items.map((a, i) => ({ ...this.answers([a], people, a.pinned_answer_id, origin, [pics[i]])[0], content: excerpt(a.content, 120), question: titleOf(a.question) })),
    }
  }

  /** Journalists (type 2), the other answerers who joined (type 1), or the readers of one identity (乡村帮帮's agronomists), most answers first. */
  async members(type: 1 | 2 | UserTypeCode, origin: string, limit = 50): Promise<QaMember[]> {
    let q = this.db.selectFrom('user_identities as i').innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['u.id', 'u.nickname', 'u.avatar', 'i.type', 'i.job', 'i.introduction', 'i.is_jump',
        eb => eb.selectFrom('qa_answers').select(eb.fn.countAll<number>().as('n')).whereRef('qa_answers.user_id', '=', 'u.id').where('qa_answers.review', '=', 'shown').as('answer_num')])
    q = type === 2 ? q.where('i.type', '=', 'reporter') : type === 1 ? q.where('i.type', '!=', 'reporter') : q.where('i.type', '=', type)
    const rows = await q.orderBy('answer_num', 'desc').orderBy('u.id').limit(limit).execute()
    return rows.map(r => ({ ...this.user(r, origin), answerNum: Number(r.answer_num ?? 0) }))
  }

  /** journalists and experts whose name or job holds `keyword` */
  async searchMembers(keyword: string, origin: string): Promise<QaMember[]> {
    const like = sql<string>`${likePattern(keyword)} escape '\\'`
    const ids = (await this.db.selectFrom('user_identities as i').innerJoin('users as u', 'u.id', 'i.user_id').select('u.id')
      .where(eb => eb.or([eb('u.nickname', 'like', like), eb('i.job', 'like', like)])).limit(50).execute()).map(r => r.id)
    return (await this.recommenders(origin)).filter(m => ids.includes(m.userid))
  }

  /** whom a reader may put a question to: every journalist and expert, most answers first */
  async recommenders(origin: string): Promise<QaMember[]> {
    const [reporters, others] = await Promise.all([this.members(2, origin), this.members(1, origin)])
    return [...reporters, ...others].sort((a, b) => b.answerNum - a.answerNum)
  }

  /** A user home; an identity whose home is closed is refused with the spec's words. */
  async member(userId: number, origin: string): Promise<QaMemberHome> {
    const p = (await this.people([userId])).get(userId)
    if (!p) throw notFound(ERRORS.userGone)
    const u = this.user(p, origin)
    if (!u.isJump) throw forbidden(ERRORS.homeClosed)
    const count = async (table: 'qa_questions' | 'qa_answers') => Number((await this.db.selectFrom(table).select(eb => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId).where('review', '=', 'shown').executeTakeFirstOrThrow()).n)
    const likes = await this.db.selectFrom('qa_answers').select(eb => eb.fn.sum<number>('like_num').as('n')).where('user_id', '=', userId).where('review', '=', 'shown').executeTakeFirst()
    return { ...u, answerNum: await count('qa_answers'), questionNum: await count('qa_questions'), likeNum: Number(likes?.n ?? 0) }
  }

  /** The Q&A home: hot questions, the latest answers, the journalists and the other answerers. */
  async home(viewer: number | null, origin: string): Promise<QaHome> {
    const [hot, latest, reporters, answerers] = await Promise.all([
      this.list('hot', viewer, 0, 5, origin), this.newAnswers(viewer, 0, 5, origin), this.members(2, origin, 10), this.members(1, origin, 10),
    ])
    return { hot: hot.items, latestAnswers: latest.items, reporters, answerers }
  }

  /** A question with a page of its answers (the pinned one first); a reading counts on page 1 unless `counted` is false. */
  async questionPage(id: number, viewer: number | null, offset: number, pageSize: number, origin: string, counted = true): Promise<QaQuestionPage> {
    let q = await this.question(id, viewer)
    if (counted && offset === 0 && q.review === 'shown') {
      await bump(this.db, id, { views: 1 })
      q = { ...q, view_num: q.view_num + 1 }
    }
    let rows: AnswerRow[] = []
    if (offset === 0 && q.pinned_answer_id !== null) {
      rows = await this.db.selectFrom('qa_answers').selectAll().where('id', '=', q.pinned_answer_id).where('review', '=', 'shown').execute()
    }
    let more = this.db.selectFrom('qa_answers').selectAll().where('question_id', '=', id).where(this.visible(viewer, 'qa_answers'))
    if (q.pinned_answer_id !== null) more = more.where('id', '!=', q.pinned_answer_id)
    const page = paged(await more.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute(), pageSize)
    rows = [...rows, ...page.items]
    const people = await this.people([q.user_id, ...(q.target_user_id ? [q.target_user_id] : []), ...rows.map(a => a.user_id)])
    return {
      header: this.header(q, people, origin, (await this.pics([q], origin))[0], await this.replied(q)),
      list: this.answers(rows, people, q.pinned_answer_id, origin, await this.pics(rows, origin)),
      hasMore: page.hasMore,
      can: {
        answer: q.review === 'shown' && viewer !== q.user_id,
        pin: viewer !== null && viewer === q.user_id && q.review === 'shown',
        reply: viewer !== null && viewer === q.target_user_id && viewer !== q.user_id && q.review === 'shown',
      },
    }
  }

  /** One answer in full under its question, with the viewer's like. */
  async answerDetail(answerId: number, viewer: number | null, origin: string): Promise<QaAnswerDetail> {
    const a = await this.db.selectFrom('qa_answers').selectAll().where('id', '=', answerId).where(this.visible(viewer, 'qa_answers')).executeTakeFirst()
    if (!a) throw notFound(ERRORS.answerGone)
    const q = await this.db.selectFrom('qa_questions').selectAll().where('id', '=', a.question_id).where(this.visible(viewer, 'qa_questions')).executeTakeFirst()
    if (!q) throw notFound(ERRORS.answerGone)
    const people = await this.people([q.user_id, a.user_id, ...(q.target_user_id ? [q.target_user_id] : [])])
    const liked = viewer !== null && !!await this.db.selectFrom('likes').select('target_id')
      .where('user_id', '=', viewer).where('target_type', '=', PRAISE_TYPE.question).where('target_id', '=', answerId).executeTakeFirst()
    const [qPics, aPics] = await this.pics([q, a], origin)
    const answer = this.answers([a], people, q.pinned_answer_id, origin, [aPics])[0]
    return {
      header: this.header(q, people, origin, qPics, await this.replied(q)), doLike: { isLike: liked, likeNum: a.like_num },
      selfDiscipline: QA_ANSWERS.selfDiscipline, report: QA_ANSWERS.report, disclaimer: QA_ANSWERS.disclaimer,
      userInfo: { ...this.user(people.get(a.user_id), origin), time: answer.time }, content: a.content, answer,
    }
  }

  /** Questions like the one being typed: shown questions sharing the most two-character runs with it. */
  async similar(text: string, section: VoiceSection = 'bang'): Promise<QaSimilar[]> {
    const folded = normalizeWord(text).replace(/[^\p{L}\p{N}]/gu, '')
    const chars = [...folded]
    const grams = [...new Set(chars.slice(0, -1).map((c, i) => c + chars[i + 1]))]
    if (grams.length === 0) return []
    const picked = grams.slice(0, 12)
    const rows = await this.db.selectFrom('qa_questions').select(['id', 'content', 'answer_num']).where('review', '=', 'shown').where('section', '=', section)
      .where(eb => eb.or(picked.map(g => eb('content', 'like', `%${g}%`)))).orderBy('hot', 'desc').limit(200).execute()
    return rows.map(r => {
      const own = normalizeWord(r.content)
      return { r, score: grams.filter(g => own.includes(g)).length / grams.length }
    }).filter(x => x.score >= 0.25).sort((a, b) => b.score - a.score || b.r.answer_num - a.r.answer_num).slice(0, SIMILAR_LIMIT)
      .map(({ r }) => ({ id: r.id, question: titleOf(r.content), replyNum: r.answer_num }))
  }

  /** A reader's question, to anyone or to a chosen journalist or expert; in 乡村帮帮 (`section` rural), with its category. */
  async ask(userId: number, input: { content: string; region?: string; targetUserId?: number; images?: number[]; videoId?: number; section?: VoiceSection; category?: string }, now = Date.now()): Promise<{ id: number; underReview: boolean }> {
    const section = input.section ?? 'bang'
    if (section === 'rural' && !(RURAL_QA_CATEGORY_KEYS as string[]).includes(input.category ?? '')) throw badRequest(ERRORS.ruralQaCategoryNeeded)
    const category = section === 'rural' ? input.category! : ''
    if (input.targetUserId !== undefined) {
      const target = await this.db.selectFrom('user_identities').select('user_id').where('user_id', '=', input.targetUserId).executeTakeFirst()
      if (!target || input.targetUserId === userId) throw badRequest(ERRORS.askTargetGone)
    }
    return this.writes.publish({
      kind: 'qa-question', userId,
      fields: { content: { raw: input.content, max: QUESTION_MAX, empty: ERRORS.questionEmpty, tooLong: ERRORS.questionTooLong(QUESTION_MAX) } },
      media: { images: input.images, videoId: input.videoId },
      async insert(trx, w) {
        const row = {
          images: JSON.stringify(w.images), video_id: w.video,
          user_id: userId, target_user_id: input.targetUserId ?? null, content: w.texts.content, region: commentRegion(input.region),
          review: w.held ? 'held' : 'shown', view_num: 0, answer_num: 0, like_num: 0, pinned_answer_id: null, created_at: w.now, section, category,
        }
        return trx.insertInto('qa_questions').values({ ...row, hot: hotScore(row) }).returning('id').executeTakeFirstOrThrow()
      },
      shown: async (_trx, { id }, w) => askedTold({ id, target_user_id: input.targetUserId ?? null, content: w.texts.content }),
    }, now)
  }

  /** An answer by a signed-in reader (not the asker); the asker is told. */
  async answer(userId: number, input: { questionId: number; content: string; region?: string; images?: number[]; videoId?: number }, now = Date.now()): Promise<{ id: number; underReview: boolean }> {
    const q = await this.db.selectFrom('qa_questions').select(['id', 'user_id']).where('id', '=', input.questionId).where('review', '=', 'shown').executeTakeFirst()
    if (!q) throw notFound(ERRORS.questionGone)
    if (q.user_id === userId) throw new ApiError(409, ERRORS.ownQuestion)
    return this.writes.publish({
      kind: 'qa-answer', userId,
      fields: { content: { raw: input.content, max: ANSWER_MAX, empty: ERRORS.answerEmpty, tooLong: ERRORS.answerTooLong(ANSWER_MAX) } },
      media: { images: input.images, videoId: input.videoId },
      insert: (trx, w) => trx.insertInto('qa_answers').values({
        question_id: q.id, user_id: userId, content: w.texts.content, region: commentRegion(input.region), review: w.held ? 'held' : 'shown',
        images: JSON.stringify(w.images), video_id: w.video, like_num: 0, comment_num: 0, created_at: w.now,
      }).returning('id').executeTakeFirstOrThrow(),
      async shown(trx, _id, w) {
        await bump(trx, q.id, { answers: 1 })
        return answerTold(trx, { question_id: q.id, user_id: userId, content: w.texts.content })
      },
    }, now)
  }

  /**
   * The asker pins one shown answer of their question (pinning it again unpins it): whether it is pinned
   * now, and the answer that lost its pin (unpinned, or replaced by this one) with its author, whose pin
   * points are taken back.
   */
  async pin(userId: number, questionId: number, answerId: number): Promise<PinChange> {
    return this.db.transaction().execute(async trx => {
      // the question's row, locked first (an update that changes nothing): pins of one question happen one after another
      await trx.updateTable('qa_questions').set(eb => ({ pinned_answer_id: eb.ref('pinned_answer_id') })).where('id', '=', questionId).execute()
      const q = await trx.selectFrom('qa_questions').select(['id', 'user_id', 'pinned_answer_id']).where('id', '=', questionId).where('review', '=', 'shown').executeTakeFirst()
      if (!q) throw notFound(ERRORS.questionGone)
      if (q.user_id !== userId) throw forbidden(ERRORS.notAskerPin)
      const a = await trx.selectFrom('qa_answers').select(['id', 'user_id', 'content']).where('id', '=', answerId).where('question_id', '=', questionId).where('review', '=', 'shown').executeTakeFirst()
      if (!a) throw notFound(ERRORS.answerGone)
      const pinned = q.pinned_answer_id !== answerId
      await trx.updateTable('qa_questions').set({ pinned_answer_id: pinned ? answerId : null }).where('id', '=', questionId).execute()
      const previous = q.pinned_answer_id === null ? null
        : await trx.selectFrom('qa_answers').select(['id', 'user_id']).where('id', '=', q.pinned_answer_id).executeTakeFirst()
      const change: PinChange = { pinned, answer: { id: a.id, author: a.user_id, content: a.content }, unpinned: previous ? { id: previous.id, author: previous.user_id } : null }
      // what the change earns and takes back, in its transaction: a racing pin waits for it
      await pinEarnings(trx, this.points, change, userId)
      return change
    })
  }
}
