// 作文's writing flow (issue 26; docs/api.md, Composition: the writing flow). A student keeps a draft and
// submits it to a teacher of their school through the one write pipeline (clean → claim pictures →
// moderate → store → tell → announce); a submission that resembles another text is marked 疑似重复 for its
// teacher, never published by itself. The teacher reviews it (score, comment, marked lines: it goes public),
// returns it to be edited and sent again, or rejects it; the section's editor recommends a reviewed work,
// prints a recommended one in an issue of the paper (the student's 录用 notice) or rejects it. Every step
// tells the student (a message; a subscribe message on the mini-program); points follow the announcements.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { CompositionTable, DB } from '../db/schema'
import {
  BODY_MAX, EDITABLE_STATUSES, FEE_MAX, ISSUE_TITLE_MAX, GENRES, HIGHLIGHTS_MAX, HIGHLIGHT_MAX, ORIGINALITY_THRESHOLD, PICTURES_MAX, PUBLIC_STATUSES, REASON_MAX,
  REVIEW_COMMENT_MAX, SECTION_PAGE, STATUS_LABELS, TITLE_MAX, gradeBandOf, issuePage,
  type CompositionCard, type CompositionInput, type CompositionSaved, type CompositionStatus, type EditorDecision, type QueuedComposition,
  type ReviewInput, type SimilarMatch,
} from '../../../types/api/composition'
import { ApiError, badRequest, forbidden, notFound } from '../answer'
import { cleanText } from '../content/comment-text'
import { containment, probes, shingles } from '../content/originality'
import { formatCst } from '../content/time'
import type { ModeratedKind, ModerationService } from '../moderation/service'
import { UploadService } from '../media/uploads'
import type { CompositionService } from './composition'
import type { MessageService, NewMessage } from './messages'
import { paged, type Page } from './news'
import { likePattern } from './search'
import type { WritePipeline } from './writes'
import * as ERRORS from '../../../types/errors'
import { COMPOSITION_TOLD } from '../../../types/texts'

type Row = Selectable<CompositionTable>

/** a message to a composition's student (or teacher) that opens the work */
const told = (userId: number, title: string, body: string, id: number): NewMessage =>
  ({ userId, kind: 'composition', title, body, route: 'compositionDetail', params: { id } })

/** why a work cannot be changed any more (null: it can) */
function lockedBecause(status: string): string | null {
  if ((EDITABLE_STATUSES as readonly string[]).includes(status)) return null
  if (status === 'submitted') return ERRORS.compositionSubmitted
  if (status === 'printed') return ERRORS.compositionPrinted
  if (status === 'rejected') return ERRORS.compositionClosed
  return ERRORS.compositionLocked
}

/** a reason (a return's, a rejection's), cleaned */
function reasonOf(raw: string | undefined): string {
  const r = cleanText(raw ?? '', REASON_MAX)
  if ('problem' in r) throw badRequest(r.problem === 'empty' ? ERRORS.reasonEmpty : ERRORS.reasonTooLong(REASON_MAX))
  return r.text
}

/** a rejected or hidden work's pictures are remembered, so that they are caught when sent again */
async function rememberPictures(trx: Transaction<DB>, id: number, decision: string): Promise<void> {
  const c = await trx.selectFrom('compositions').select('images').where('id', '=', id).executeTakeFirst()
  const ids = c ? (JSON.parse(c.images) as unknown[]).filter((x): x is number => Number.isInteger(x)) : []
  await UploadService.remember(trx, ids, `composition:${id}:${decision}`)
}

/** How moderators' decisions apply to a held submission, and to a public work they hide. */
export function compositionModeration(messages: MessageService): ModeratedKind {
  const tellStudent = async (trx: Transaction<DB>, id: number, reason: string) => {
    const c = await trx.selectFrom('compositions').select(['user_id', 'title']).where('id', '=', id).executeTakeFirstOrThrow()
    const m = [told(c.user_id, COMPOSITION_TOLD.rejected, `《${c.title}》：${reason}`, id)]
    await messages.tell(trx, m)
    messages.push(m)
  }
  return {
    // read by a moderator: now in its teacher's queue
    async approve(trx, id) {
      const c = await trx.selectFrom('compositions as c').innerJoin('composition_teachers as t', 't.id', 'c.teacher_id')
        .select(['c.title', 't.user_id as teacher_user']).where('c.id', '=', id).executeTakeFirst()
      const r = await trx.updateTable('compositions').set({ held: 0 }).where('id', '=', id).where('held', '=', 1).where('status', '=', 'submitted').executeTakeFirst()
      if (!c || Number(r.numUpdatedRows) !== 1) return []
      return [told(c.teacher_user, COMPOSITION_TOLD.waiting, `《${c.title}》`, id)]
    },
    async reject(trx, id) {
      const r = await trx.updateTable('compositions').set({ held: 0, status: 'rejected', reason: ERRORS.compositionRejectedByModerator })
        .where('id', '=', id).where('held', '=', 1).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return
      await rememberPictures(trx, id, 'rejected')
      await tellStudent(trx, id, ERRORS.compositionRejectedByModerator)
    },
    async hide(trx, id) {
      const r = await trx.updateTable('compositions').set({ status: 'rejected', reason: ERRORS.compositionHiddenByModerator })
        .where('id', '=', id).where('status', 'in', PUBLIC_STATUSES as CompositionStatus[]).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return false
      await rememberPictures(trx, id, 'hidden')
      await tellStudent(trx, id, ERRORS.compositionHiddenByModerator)
      return true
    },
    async describe(trx, id) {
      const c = await trx.selectFrom('compositions').select(['user_id', 'title', 'body']).where('id', '=', id).executeTakeFirstOrThrow()
      return { userId: c.user_id, text: `《${c.title}》${c.body}` }
    },
  }
}

export class CompositionFlow {
  constructor(
    private readonly db: Kysely<DB>, private readonly writes: WritePipeline, private readonly messages: MessageService,
    private readonly moderation: ModerationService, private readonly composition: CompositionService, private readonly uploads: UploadService,
  ) {}

  /**
   * The closest text the submission resembles at or above ORIGINALITY_THRESHOLD: another composition
   * (not a draft, not itself) or a published story; null when none does.
   */
  async closest(body: string, self?: number): Promise<SimilarMatch | null> {
    const nets = probes(body)
    if (nets.length === 0) return null
    const mine = shingles(body)
    const like = (column: 'body' | 'plain_text') => (eb: any) => eb.or(nets.map(p => eb(column, 'like', sql<string>`${likePattern(p)} escape '\\'`)))
    const [works, stories] = await Promise.all([
      this.db.selectFrom('compositions').select(['id', 'title', 'body']).where('status', '!=', 'draft')
        .$if(self !== undefined, q => q.where('id', '!=', self!)).where(like('body')).limit(50).execute(),
      this.db.selectFrom('news').select(['id', 'title', 'plain_text as body']).where('status', '=', 1).where(like('plain_text')).limit(50).execute(),
    ])
    let best: SimilarMatch | null = null
    for (const [kind, rows] of [['composition', works], ['news', stories]] as const) {
      for (const r of rows) {
        const similarity = containment(mine, shingles(r.body))
        if (similarity >= ORIGINALITY_THRESHOLD && (!best || similarity > best.similarity)) best = { kind, id: r.id, title: r.title, similarity: Math.round(similarity * 100) / 100 }
      }
    }
    return best
  }

  /**
   * POST /v1/composition/save: a new work or a change to a draft or a returned one, kept as a draft or
   * submitted to its teacher (a teacher of the student's school). Refused once submitted (until returned),
   * reviewed, printed or rejected; refused while a guardian's consent is withdrawn.
   */
  async save(userId: number, input: CompositionInput, now = Date.now()): Promise<CompositionSaved> {
    const student = await this.db.selectFrom('composition_students').selectAll().where('user_id', '=', userId).executeTakeFirst()
    if (!student) throw badRequest(ERRORS.noStudentProfile)
    if (student.consent_withdrawn_at !== null) throw forbidden(ERRORS.consentWithdrawnNoSubmit)
    let before: Row | undefined
    if (input.id !== undefined) {
      before = await this.db.selectFrom('compositions').selectAll().where('id', '=', input.id).executeTakeFirst()
      if (!before || before.user_id !== userId) throw notFound(ERRORS.compositionGone)
      const locked = lockedBecause(before.status)
      if (locked) throw new ApiError(409, locked)
    }
    if (!Object.prototype.hasOwnProperty.call(GENRES, input.genre)) throw badRequest(ERRORS.genreBad)
    if ((input.images?.length ?? 0) > PICTURES_MAX) throw badRequest(ERRORS.tooManyPictures(PICTURES_MAX))
    const teacher = input.teacherId === undefined ? undefined
      : await this.db.selectFrom('composition_teachers').select(['id', 'user_id', 'school_id']).where('id', '=', input.teacherId).where('status', '=', 'active').executeTakeFirst()
    if (input.teacherId !== undefined && !teacher) throw notFound(ERRORS.teacherGone)
    if (teacher && teacher.school_id !== student.school_id) throw badRequest(ERRORS.teacherNotOfSchool)
    if (input.submit && !teacher) throw badRequest(ERRORS.teacherNeeded)
    const similar = input.submit ? await this.closest(input.body, before?.id) : null
    const status: CompositionStatus = input.submit ? 'submitted' : 'draft'
    const made = await this.writes.publish({
      kind: 'composition', userId, draft: !input.submit,
      fields: {
        title: { raw: input.title, max: TITLE_MAX, empty: ERRORS.compositionTitleEmpty, tooLong: ERRORS.compositionTitleTooLong(TITLE_MAX) },
        body: { raw: input.body, max: BODY_MAX, empty: ERRORS.compositionBodyEmpty, tooLong: ERRORS.compositionBodyTooLong(BODY_MAX) },
      },
      media: { images: input.images ?? [] },
      // a picture a moderator rejected before, sent again (resized, recompressed …), goes to a moderator first
      holdAlso: async images => (await this.uploads.seenRejected(images) ? [ERRORS.pictureRejectedBefore] : []),
      reviewText: t => `《${t.title}》${t.body}`,
      insert: async (trx, w) => {
        const values = {
          title: w.texts.title, body: w.texts.body, genre: input.genre, teacher_id: teacher?.id ?? null, images: JSON.stringify(w.images), status,
          held: w.held ? 1 : 0, reason: '', similar_to: similar ? `${similar.kind}:${similar.id}` : '', similarity: similar?.similarity ?? 0,
          grade: student.grade, grade_band: gradeBandOf(student.grade), school_id: student.school_id, updated_at: w.now, submitted_at: input.submit ? w.now : null,
        }
        if (before) {
          // a teacher's decision or another save in between: this one is refused, nothing is lost
          const r = await trx.updateTable('compositions').set(values).where('id', '=', before.id).where('status', '=', before.status).where('updated_at', '=', before.updated_at).executeTakeFirst()
          if (Number(r.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.compositionSubmitted)
          return { id: before.id }
        }
        return trx.insertInto('compositions').values({
          ...values, student_id: student.id, user_id: userId, score: null, issue_id: null, created_at: w.now, published_at: null, recommended_at: null, printed_at: null,
        }).returning('id').executeTakeFirstOrThrow()
      },
      // in its teacher's queue: the teacher hears of it
      shown: async (_trx, row, w) => (input.submit && teacher ? [told(teacher.user_id, COMPOSITION_TOLD.waiting, `《${w.texts.title}》`, row.id)] : []),
      title: t => t.title,
    }, now)
    return { id: made.id, status, statusLabel: STATUS_LABELS[status], underReview: made.underReview }
  }

  /** POST /v1/composition/delete: the student deletes a work nobody else sees (not public, not printed) */
  async remove(userId: number, id: number): Promise<void> {
    const c = await this.db.selectFrom('compositions').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst()
    if (!c || c.user_id !== userId) throw notFound(ERRORS.compositionGone)
    if ((PUBLIC_STATUSES as readonly string[]).includes(c.status)) throw new ApiError(409, ERRORS.compositionNotDeletable)
    await this.db.transaction().execute(async trx => {
      const gone = await trx.deleteFrom('compositions').where('id', '=', id).where('status', '=', c.status).executeTakeFirst()
      if (Number(gone.numDeletedRows) !== 1) throw new ApiError(409, ERRORS.compositionNotDeletable)
      await trx.deleteFrom('moderation_items').where('kind', '=', 'composition').where('ref_id', '=', id).where('status', '=', 'held').execute()
    })
    // a submitted work had earned: its points go back
    if (c.status === 'submitted') await this.writes.deleted('composition', id, userId)
  }

  private async teacherOf(userId: number): Promise<{ id: number; name: string }> {
    const t = await this.db.selectFrom('composition_teachers').select(['id', 'name']).where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst()
    if (!t) throw forbidden(ERRORS.notTeacher)
    return t
  }

  /** GET /v1/composition/teacherQueue (TeacherReview): the works that name the teacher and wait for them, oldest first */
  async queue(userId: number, offset: number, pageSize: number, origin: string): Promise<Page<QueuedComposition>> {
    const teacher = await this.teacherOf(userId)
    // (a student whose guardian withdrew consent is nobody's to read until a guardian consents again)
    const rows = await this.composition.rows(false).where('c.teacher_id', '=', teacher.id).where('c.status', '=', 'submitted').where('c.held', '=', 0)
      .where('s.consent_withdrawn_at', 'is', null).orderBy('c.submitted_at').orderBy('c.id').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    const built = await this.composition.present(page.items, origin)
    const matches = await this.matchTitles(page.items)
    return {
      items: built.map(({ card, pictures }, i) => ({
        ...card, body: page.items[i].body, images: pictures.large, thumbs: pictures.thumbs,
        submittedAt: formatCst(page.items[i].submitted_at ?? page.items[i].created_at).slice(0, 16), similar: matches[i],
      })),
      hasMore: page.hasMore,
    }
  }

  /** the 疑似重复 matches, with their titles as they are now */
  private async matchTitles(rows: Row[]): Promise<(SimilarMatch | null)[]> {
    const refs = rows.map(r => {
      const [kind, id] = r.similar_to.split(':')
      return (kind === 'composition' || kind === 'news') && Number(id) > 0 ? { kind, id: Number(id), similarity: r.similarity } as const : null
    })
    const ids = (k: 'composition' | 'news') => [...new Set(refs.flatMap(r => (r?.kind === k ? [r.id] : [])))]
    const [works, stories] = await Promise.all([
      ids('composition').length ? this.db.selectFrom('compositions').select(['id', 'title']).where('id', 'in', ids('composition')).execute() : [],
      ids('news').length ? this.db.selectFrom('news').select(['id', 'title']).where('id', 'in', ids('news')).execute() : [],
    ])
    return refs.map(r => {
      if (!r) return null
      const found = (r.kind === 'composition' ? works : stories).find(x => x.id === r.id)
      return { kind: r.kind, id: r.id, title: found?.title ?? '', similarity: r.similarity }
    })
  }

  /**
   * POST /v1/composition/review: the guiding teacher reviews a submitted work that names them (score
   * 0–100, a comment readers will see, the lines they mark; it goes public), returns it with a reason to
   * be edited and sent again, or rejects it with a reason. Once per submission: a second decision is refused.
   */
  async review(userId: number, input: ReviewInput, now = Date.now()): Promise<void> {
    const teacher = await this.teacherOf(userId)
    const c = await this.composition.rows(false).select('s.consent_withdrawn_at').where('c.id', '=', input.id).executeTakeFirst()
    if (!c || c.consent_withdrawn_at !== null) throw notFound(ERRORS.compositionGone)
    if (c.teacher_id !== teacher.id) throw forbidden(ERRORS.notYourComposition)
    if (c.status !== 'submitted' || c.held === 1) {
      throw new ApiError(409, (PUBLIC_STATUSES as readonly string[]).includes(c.status) ? ERRORS.alreadyReviewed : ERRORS.compositionNotWaiting)
    }
    let change: Partial<Row>
    let tell: NewMessage
    let review: { score: number; comment: string; highlights: string[] } | null = null
    if (input.action === 'review') {
      if (!Number.isInteger(input.score) || input.score! < 0 || input.score! > 100) throw badRequest(ERRORS.scoreBad)
      const comment = cleanText(input.comment ?? '', REVIEW_COMMENT_MAX)
      if ('problem' in comment) throw badRequest(comment.problem === 'empty' ? ERRORS.reviewCommentEmpty : ERRORS.reviewCommentTooLong(REVIEW_COMMENT_MAX))
      const highlights = [...new Set((input.highlights ?? []).map(h => h.trim()).filter(Boolean))]
      if (highlights.length > HIGHLIGHTS_MAX) throw badRequest(ERRORS.tooManyHighlights(HIGHLIGHTS_MAX))
      if (highlights.some(h => [...h].length > HIGHLIGHT_MAX || !c.body.includes(h))) throw badRequest(ERRORS.highlightNotInText)
      // a comment is public under a child's work: a word held anywhere else refuses it here
      if ((await this.moderation.check(comment.text, userId)).verdict !== 'pass') throw badRequest(ERRORS.reviewCommentHeld)
      review = { score: input.score!, comment: comment.text, highlights }
      change = { status: 'reviewed', score: input.score!, published_at: now, reason: '' }
      tell = told(c.user_id, COMPOSITION_TOLD.reviewed(teacher.name.slice(0, 1), input.score!), `《${c.title}》：${[...comment.text].slice(0, 60).join('')}`, c.id)
    } else {
      const reason = reasonOf(input.reason)
      change = { status: input.action === 'return' ? 'returned' : 'rejected', reason }
      tell = told(c.user_id, input.action === 'return' ? COMPOSITION_TOLD.returned : COMPOSITION_TOLD.rejected, `《${c.title}》：${reason}`, c.id)
    }
    await this.db.transaction().execute(async trx => {
      const r = await trx.updateTable('compositions').set({ ...change, updated_at: now }).where('id', '=', c.id).where('status', '=', 'submitted').where('held', '=', 0).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.alreadyReviewed)
      if (review) {
        await trx.insertInto('composition_reviews').values({
          composition_id: c.id, teacher_id: teacher.id, score: review.score, comment: review.comment, highlights: JSON.stringify(review.highlights), created_at: now,
        }).execute()
      }
      await this.messages.tell(trx, [tell], now)
    })
    this.messages.push([tell])
    // a rejected work gives its submission's points back
    if (input.action === 'reject') await this.writes.events.emit({ type: 'withdrawn', kind: 'composition', id: c.id, userId: c.user_id, by: 'moderator' })
  }

  /** GET /admin/v1/composition/queue: the editor's works of a state (reviewed: to recommend; recommended: to print), oldest first */
  async editorQueue(status: 'submitted' | 'reviewed' | 'recommended', offset: number, pageSize: number, origin: string): Promise<Page<CompositionCard>> {
    const order = status === 'recommended' ? 'c.recommended_at' : status === 'reviewed' ? 'c.published_at' : 'c.submitted_at'
    const rows = await this.composition.rows(false).where('c.status', '=', status).where('s.consent_withdrawn_at', 'is', null)
      .orderBy(order).orderBy('c.id').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: (await this.composition.present(page.items, origin)).map(b => b.card), hasMore: page.hasMore }
  }

  /**
   * POST /admin/v1/composition/decide: the section editor recommends a reviewed work, prints a
   * recommended one in the issue of a day (its 作文 page; made when it is the first of that day), or
   * rejects one not yet printed. The student is told; recommended and printed earn points.
   */
  async decide(editorId: number, input: EditorDecision, now = Date.now(), requestId = ''): Promise<{ status: CompositionStatus; issueId?: number }> {
    const c = await this.composition.rows(false).select('s.consent_withdrawn_at').where('c.id', '=', input.id).executeTakeFirst()
    if (!c || c.status === 'draft') throw notFound(ERRORS.compositionGone)
    const need: Record<EditorDecision['action'], readonly string[]> = {
      recommend: ['reviewed'], print: ['recommended'], reject: ['submitted', 'returned', 'reviewed', 'recommended'],
    }
    if (!need[input.action].includes(c.status)) {
      throw new ApiError(409, input.action === 'recommend' ? ERRORS.compositionNotReviewed
        : input.action === 'print' ? ERRORS.compositionNotRecommended : c.status === 'printed' ? ERRORS.compositionAlreadyPrinted : ERRORS.compositionClosed)
    }
    // a withdrawn consent hides the work: nothing of it goes further
    if (input.action !== 'reject' && c.consent_withdrawn_at !== null) throw notFound(ERRORS.compositionGone)
    let status: CompositionStatus
    let change: Partial<Row>
    let tell: NewMessage
    let issue: { date: string; page: number; title: string } | undefined
    if (input.action === 'recommend') {
      status = 'recommended'
      change = { status, recommended_at: now }
      tell = told(c.user_id, COMPOSITION_TOLD.recommended, `《${c.title}》`, c.id)
    } else if (input.action === 'print') {
      if (!input.date || !/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(Date.parse(`${input.date}T00:00:00Z`))) throw badRequest(ERRORS.issueDateBad)
      const fee = input.fee ?? 0
      if (!Number.isInteger(fee) || fee < 0 || fee > FEE_MAX) throw badRequest(ERRORS.feeBad(FEE_MAX))
      status = 'printed'
      const theme = cleanText(input.title ?? '', ISSUE_TITLE_MAX)
      if ('problem' in theme && theme.problem === 'tooLong') throw badRequest(ERRORS.issueTitleTooLong(ISSUE_TITLE_MAX))
      issue = { date: input.date, page: input.page ?? SECTION_PAGE.page, title: 'text' in theme ? theme.text : SECTION_PAGE.title }
      change = { status, printed_at: now, fee }
      tell = told(c.user_id, COMPOSITION_TOLD.printedTitle, COMPOSITION_TOLD.printed(c.title, issuePage(issue), SECTION_PAGE.edition, fee), c.id)
    } else {
      status = 'rejected'
      change = { status, reason: reasonOf(input.reason) }
      tell = told(c.user_id, COMPOSITION_TOLD.rejected, `《${c.title}》：${change.reason}`, c.id)
    }
    const issueId = await this.db.transaction().execute(async trx => {
      let issueId: number | undefined
      if (issue) {
        // the day's 作文 page: the first work printed on it makes it
        await trx.insertInto('composition_issues').values({ date: issue.date, edition: SECTION_PAGE.edition, page: issue.page, title: issue.title, created_at: now })
          .onConflict(oc => oc.columns(['date', 'page']).doNothing()).execute()
        issueId = (await trx.selectFrom('composition_issues').select('id').where('date', '=', issue.date).where('page', '=', issue.page).executeTakeFirstOrThrow()).id
      }
      const r = await trx.updateTable('compositions').set({ ...change, ...(issueId ? { issue_id: issueId } : {}), updated_at: now })
        .where('id', '=', c.id).where('status', '=', c.status).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.compositionClosed)
      await this.moderation.audit(trx, editorId, `composition-${input.action}`, 'composition', c.id, change.reason ?? issue?.date ?? '', now, {
        before: { status: c.status },
        after: { status, ...(change.reason === undefined ? {} : { reason: change.reason }), ...(issue ? { issue: { ...issue, id: issueId }, fee: change.fee } : {}) },
        requestId,
      })
      await this.messages.tell(trx, [tell], now)
      return issueId
    })
    this.messages.push([tell])
    if (status === 'rejected') await this.writes.events.emit({ type: 'withdrawn', kind: 'composition', id: c.id, userId: c.user_id, by: 'moderator' })
    else await this.writes.events.emit({ type: 'promoted', kind: 'composition', step: status as 'recommended' | 'printed', id: c.id, userId: c.user_id, title: c.title })
    return { status, ...(issueId ? { issueId } : {}) }
  }
}
