// 作文: what readers see of the section (issue 26; docs/api.md, Composition). A composition is public
// once its guiding teacher has reviewed it (reviewed, recommended, printed), unless its student's guardian
// withdrew consent; before that only its student and the teacher it names may open it. Children's works:
// every answer names a student by pen name, school and grade, never more.
import { sql, type Kysely, type Selectable } from 'kysely'
import type { CompositionIssueTable, CompositionStudentTable, CompositionTable, DB } from '../db/schema'
import {
  COMPOSITION_LIKE_TYPE, GENRES, POPULARITY_HALF_LIFE_DAYS, POPULARITY_WEIGHTS, PUBLIC_STATUSES, SCHOOL_LEVELS, STATUS_LABELS, gradeBandOf, gradeLabel, issuePage,
  type CompositionCard, type CompositionDetail, type CompositionHome, type CompositionStatus, type Genre, type GradeBand, type NewspaperIssue,
  type NewspaperIssueWithWorks, type RankPeriod, type RankType, type RankedCard, type RankedSchool, type School, type SchoolBrief,
  type SchoolLevel, type StudentProfile, type Teacher, type TeacherBrief, type TeacherComment, type CompositionReview,
  CLASS_NAME_MAX, PEN_NAME_MAX, type CompositionMe, type MyStudentProfile, type StudentInput,
} from '../../../types/api/composition'
import { badRequest, notFound } from '../answer'
import { cleanText } from '../content/comment-text'
import type { ModerationService } from '../moderation/service'
import { absolute } from '../content/urls'
import { DAY_MS, formatCst } from '../content/time'
import type { UploadService } from '../media/uploads'
import { paged, type Page } from './news'
import { likePattern } from './search'
import * as ERRORS from '../../../types/errors'

type Row = Selectable<CompositionTable> & { pen_name: string }
export interface CompositionFilter {
  gradeBand?: GradeBand
  schoolId?: number
  genre?: Genre
}

const PERIOD_DAYS: Record<Exclude<RankPeriod, 'all'>, number> = { week: 7, month: 30 }
/** how many of a period's works the popularity ranking weighs (the rest are too many to be near the top) */
const RANK_CANDIDATES = 2000
/** readings, likes and comments weighed (POPULARITY_WEIGHTS), as the database orders by them */
const ENGAGEMENT = sql`c.view_num * ${POPULARITY_WEIGHTS.view} + c.like_num * ${POPULARITY_WEIGHTS.like} + c.comment_num * ${POPULARITY_WEIGHTS.comment}`
/** a school's standing: printed ×3, recommended ×2, any other public work ×1 */
const SCHOOL_VALUE = sql<number>`sum(case when c.status = 'printed' then 3 when c.status = 'recommended' then 2 else 1 end)`

/** a composition's popularity at `now`: its engagement halved every POPULARITY_HALF_LIFE_DAYS since it became public */
export function popularity(c: { view_num: number; like_num: number; comment_num: number; published_at: number | null }, now: number, decay = true): number {
  const engagement = POPULARITY_WEIGHTS.view * c.view_num + POPULARITY_WEIGHTS.like * c.like_num + POPULARITY_WEIGHTS.comment * c.comment_num
  if (!decay) return engagement
  const ageDays = Math.max(0, now - (c.published_at ?? now)) / DAY_MS
  return engagement * 0.5 ** (ageDays / POPULARITY_HALF_LIFE_DAYS)
}

const summaryOf = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 60)

export class CompositionService {
  constructor(private readonly db: Kysely<DB>, private readonly uploads: UploadService, private readonly moderation: ModerationService) {}

  /** compositions with their student's pen name; `publicOnly`: what everyone may see (the writing flow's queues use it too) */
  rows(publicOnly = true) {
    let q = this.db.selectFrom('compositions as c').innerJoin('composition_students as s', 's.id', 'c.student_id')
      .selectAll('c').select('s.pen_name')
    if (publicOnly) q = q.where('c.status', 'in', PUBLIC_STATUSES as CompositionStatus[]).where('s.consent_withdrawn_at', 'is', null)
    return q
  }

  private filtered(f: CompositionFilter) {
    let q = this.rows()
    if (f.gradeBand) q = q.where('c.grade_band', '=', f.gradeBand)
    if (f.schoolId) q = q.where('c.school_id', '=', f.schoolId)
    if (f.genre) q = q.where('c.genre', '=', f.genre)
    return q
  }

  private async schoolsById(ids: number[]): Promise<Map<number, SchoolBrief>> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return new Map()
    const rows = await this.db.selectFrom('composition_schools').select(['id', 'name', 'district']).where('id', 'in', unique).execute()
    return new Map(rows.map(r => [r.id, r]))
  }

  /** each row as a card, with the pictures and the paper page it was built from (a detail and a teacher's queue show them in full) */
  async present(rows: Row[], origin: string): Promise<{ card: CompositionCard; pictures: { large: string[]; thumbs: string[] }; issue?: Selectable<CompositionIssueTable> }[]> {
    if (rows.length === 0) return []
    const abs = (url: string) => absolute(url, origin)
    const issueIds = [...new Set(rows.flatMap(r => (r.issue_id ? [r.issue_id] : [])))]
    const [schools, pics, issues] = await Promise.all([
      this.schoolsById(rows.map(r => r.school_id)),
      this.uploads.urls(rows.map(r => r.images), abs),
      issueIds.length ? this.db.selectFrom('composition_issues').selectAll().where('id', 'in', issueIds).execute() : [],
    ])
    return rows.map((r, i) => {
      const issue = issues.find(x => x.id === r.issue_id)
      const status = r.status as CompositionStatus
      const card: CompositionCard = {
        id: r.id, title: r.title, summary: summaryOf(r.body), genre: GENRES[r.genre as Genre] ?? '', gradeBand: r.grade_band as GradeBand,
        penName: r.pen_name, studentId: r.student_id, school: schools.get(r.school_id) ?? { id: r.school_id, name: '', district: '' },
        grade: gradeLabel(r.grade), status, statusLabel: STATUS_LABELS[status] ?? '', cover: pics[i].thumbs[0] ?? '',
        score: PUBLIC_STATUSES.includes(status) ? r.score : null, views: r.view_num, likes: r.like_num, comments: r.comment_num,
        time: formatCst(r.published_at ?? r.submitted_at ?? r.created_at).slice(0, 16), printedIn: issue && status === 'printed' ? issuePage(issue) : '',
      }
      return { card, pictures: pics[i], issue }
    })
  }

  private async cards(rows: Row[], origin: string): Promise<CompositionCard[]> {
    return (await this.present(rows, origin)).map(b => b.card)
  }

  private async page(q: ReturnType<CompositionService['rows']>, offset: number, pageSize: number, origin: string): Promise<Page<CompositionCard>> {
    const page = paged(await q.limit(pageSize + 1).offset(offset).execute(), pageSize)
    return { items: await this.cards(page.items, origin), hasMore: page.hasMore }
  }

  /** GET /v1/composition/list: public works, newest first */
  list(f: CompositionFilter, offset: number, pageSize: number, origin: string): Promise<Page<CompositionCard>> {
    return this.page(this.filtered(f).orderBy('c.published_at', 'desc').orderBy('c.id', 'desc'), offset, pageSize, origin)
  }

  /** GET /v1/composition/recommendList: the editor's picks (recommended, and printed since), latest first */
  recommended(f: CompositionFilter, offset: number, pageSize: number, origin: string): Promise<Page<CompositionCard>> {
    const q = this.filtered(f).where('c.status', 'in', ['recommended', 'printed']).orderBy('c.recommended_at', 'desc').orderBy('c.id', 'desc')
    return this.page(q, offset, pageSize, origin)
  }

  /**
   * GET /v1/composition/rank: 人气榜 (popularity) or 高分榜 (teachers' scores), of the works that became
   * public within the period (all: ever); popularity decays within a week's or a month's ranking and is
   * the plain total in the all-time one
   */
  async rank(type: RankType, period: RankPeriod, f: CompositionFilter, offset: number, pageSize: number, origin: string, now = Date.now()): Promise<Page<RankedCard>> {
    let q = this.filtered(f)
    if (period !== 'all') q = q.where('c.published_at', '>=', now - PERIOD_DAYS[period] * DAY_MS)
    let rows: Row[]
    let values: number[]
    if (type === 'score') {
      rows = await q.where('c.score', 'is not', null).orderBy('c.score', 'desc').orderBy('c.published_at', 'desc').orderBy('c.id', 'desc')
        .limit(pageSize + 1).offset(offset).execute()
      values = rows.map(r => r.score ?? 0)
    } else if (period === 'all') {
      rows = await q.orderBy(ENGAGEMENT, 'desc')
        .orderBy('c.id', 'desc').limit(pageSize + 1).offset(offset).execute()
      values = rows.map(r => popularity(r, now, false))
    } else {
      const all = await q.orderBy(ENGAGEMENT, 'desc')
        .orderBy('c.id', 'desc').limit(RANK_CANDIDATES).execute()
      const ranked = all.map(r => ({ r, v: popularity(r, now) })).sort((a, b) => b.v - a.v || b.r.id - a.r.id).slice(offset, offset + pageSize + 1)
      rows = ranked.map(x => x.r)
      values = ranked.map(x => x.v)
    }
    const page = paged(rows, pageSize)
    const cards = await this.cards(page.items, origin)
    return { items: cards.map((c, i) => ({ ...c, rank: offset + i + 1, value: Math.round(values[i]) })), hasMore: page.hasMore }
  }

  /** GET /v1/composition/home: the top of both rankings, the editor's picks, the latest paper, schools and teachers */
  async home(origin: string, now = Date.now()): Promise<CompositionHome> {
    // a quiet week shows the month's favourites rather than an empty ranking
    let popular = (await this.rank('popularity', 'week', {}, 0, 5, origin, now)).items
    if (popular.length < 3) popular = (await this.rank('popularity', 'month', {}, 0, 5, origin, now)).items
    const [highScore, recommended, issues, schools, teachers] = await Promise.all([
      this.rank('score', 'month', {}, 0, 5, origin, now).then(p => p.items),
      this.recommended({}, 0, 6, origin).then(p => p.items),
      this.newspapers(0, 1, origin).then(p => p.items),
      this.schoolRank(0, 5, origin).then(p => p.items),
      this.teachers({}, 0, 4, origin).then(p => p.items),
    ])
    return { popular, highScore, recommended, latestIssue: issues[0] ?? null, schools, teachers }
  }

  /** whether everyone may see the work (public, and its student's guardian has not withdrawn consent) */
  async isPublic(id: number): Promise<boolean> {
    return !!await this.rows().where('c.id', '=', id).executeTakeFirst()
  }

  /** GET /v1/composition/detail: a composition in full; a reading counts when `counted` and it is public */
  async detail(id: number, viewer: number | null, origin: string, counted = true): Promise<CompositionDetail> {
    const row = await this.rows(false).select(['s.user_id as student_user_id', 's.consent_withdrawn_at']).where('c.id', '=', id).executeTakeFirst()
    if (!row) throw notFound(ERRORS.compositionGone)
    const teacher = row.teacher_id === null ? null
      : await this.db.selectFrom('composition_teachers').select('user_id').where('id', '=', row.teacher_id).executeTakeFirst()
    const mine = viewer !== null && viewer === row.student_user_id
    const isTeacher = viewer !== null && teacher?.user_id === viewer
    const isPublic = PUBLIC_STATUSES.includes(row.status as CompositionStatus) && row.consent_withdrawn_at === null
    // a draft is its student's alone; the rest before review are also its teacher's
    // (a submission a moderator holds is not yet the teacher's)
    if (!mine && !(isTeacher && row.status !== 'draft' && row.held === 0) && !isPublic) throw notFound(ERRORS.compositionGone)
    if (counted && isPublic && !mine) {
      await this.db.updateTable('compositions').set(eb => ({ view_num: eb('view_num', '+', 1) })).where('id', '=', id).execute()
      row.view_num += 1
    }
    const [[{ card, pictures, issue }], review, liked] = await Promise.all([
      this.present([row], origin),
      this.db.selectFrom('composition_reviews').selectAll().where('composition_id', '=', id).executeTakeFirst(),
      viewer === null ? undefined : this.db.selectFrom('likes').select('target_id').where('user_id', '=', viewer)
        .where('target_type', '=', COMPOSITION_LIKE_TYPE).where('target_id', '=', id).executeTakeFirst(),
    ])
    // the guiding teacher and the reviewer (the same one, as a rule) in one look-up
    const teachers = await this.teacherBriefs([row.teacher_id, review?.teacher_id].filter((t): t is number => typeof t === 'number'), origin)
    const reviewer = review ? teachers.get(review.teacher_id) : undefined
    return {
      ...card, body: row.body, images: pictures.large, thumbs: pictures.thumbs,
      teacher: row.teacher_id === null ? null : teachers.get(row.teacher_id) ?? null,
      review: review && reviewer ? this.review(review, reviewer) : null,
      issue: issue && row.status === 'printed' ? this.issue(issue) : null,
      isDoLike: !!liked, mine, reason: mine ? row.reason : '',
      pictureIds: mine ? (JSON.parse(row.images) as unknown[]).filter((x): x is number => Number.isInteger(x)) : [], genreKey: mine ? row.genre as Genre : '',
    }
  }

  private review(r: { id: number; score: number; comment: string; highlights: string; created_at: number }, teacher: TeacherBrief): CompositionReview {
    let highlights: string[] = []
    try { highlights = (JSON.parse(r.highlights) as unknown[]).filter((h): h is string => typeof h === 'string') } catch { /* none */ }
    return { id: r.id, teacher, score: r.score, comment: r.comment, highlights, time: formatCst(r.created_at).slice(0, 16) }
  }

  private issue(i: Selectable<CompositionIssueTable>): NewspaperIssue {
    return { id: i.id, date: i.date, edition: i.edition, page: i.page, title: i.title }
  }

  /** GET /v1/composition/newspapers: the paper's 作文 pages, latest first, with the works each printed */
  async newspapers(offset: number, pageSize: number, origin: string): Promise<Page<NewspaperIssueWithWorks>> {
    const page = paged(await this.db.selectFrom('composition_issues').selectAll().orderBy('date', 'desc').orderBy('page').orderBy('id', 'desc')
      .limit(pageSize + 1).offset(offset).execute(), pageSize)
    return { items: await this.withWorks(page.items, origin), hasMore: page.hasMore }
  }

  /** GET /v1/composition/newspaper: one page of the paper */
  async newspaper(id: number, origin: string): Promise<NewspaperIssueWithWorks> {
    const issue = await this.db.selectFrom('composition_issues').selectAll().where('id', '=', id).executeTakeFirst()
    if (!issue) throw notFound(ERRORS.paperIssueGone)
    return (await this.withWorks([issue], origin))[0]
  }

  private async withWorks(issues: Selectable<CompositionIssueTable>[], origin: string): Promise<NewspaperIssueWithWorks[]> {
    if (issues.length === 0) return []
    const rows = await this.rows().where('c.issue_id', 'in', issues.map(i => i.id)).where('c.status', '=', 'printed').orderBy('c.id').execute()
    const cards = await this.cards(rows, origin)
    return issues.map(i => ({ ...this.issue(i), works: cards.filter((_, k) => rows[k].issue_id === i.id) }))
  }

  /** schools with their public works' figures */
  private schoolQuery() {
    return this.db.selectFrom('composition_schools as sc')
      .leftJoin(eb => eb.selectFrom('compositions as c').innerJoin('composition_students as s', 's.id', 'c.student_id')
        .select(['c.school_id', sql<number>`count(*)`.as('works'), sql<number>`sum(case when c.status = 'printed' then 1 else 0 end)`.as('printed'),
          sql<number>`sum(case when c.status = 'recommended' then 1 else 0 end)`.as('recommended'), SCHOOL_VALUE.as('value')])
        .where('c.status', 'in', PUBLIC_STATUSES as CompositionStatus[]).where('s.consent_withdrawn_at', 'is', null).groupBy('c.school_id').as('w'),
      join => join.onRef('w.school_id', '=', 'sc.id'))
      .leftJoin(eb => eb.selectFrom('composition_teachers').select(['school_id', sql<number>`count(*)`.as('teachers')])
        .where('status', '=', 'active').groupBy('school_id').as('t'), join => join.onRef('t.school_id', '=', 'sc.id'))
      .select(['sc.id', 'sc.name', 'sc.district', 'sc.level', 'sc.badge', 'sc.intro', 'w.works', 'w.printed', 'w.recommended', 'w.value', 't.teachers'])
  }

  private school(r: { id: number; name: string; district: string; level: string; badge: string; intro: string; works: number | null; printed: number | null; recommended: number | null; teachers: number | null }, origin: string): School {
    return {
      id: r.id, name: r.name, district: r.district, level: r.level as SchoolLevel, levelLabel: SCHOOL_LEVELS[r.level as SchoolLevel] ?? '',
      badge: absolute(r.badge, origin), intro: r.intro, works: Number(r.works ?? 0), printed: Number(r.printed ?? 0),
      recommended: Number(r.recommended ?? 0), teachers: Number(r.teachers ?? 0),
    }
  }

  /** GET /v1/composition/schools: by district (optional), then name */
  async schools(district: string | undefined, offset: number, pageSize: number, origin: string): Promise<Page<School>> {
    let q = this.schoolQuery()
    if (district) q = q.where('sc.district', '=', district)
    const page = paged(await q.orderBy('sc.district').orderBy('sc.name').orderBy('sc.id').limit(pageSize + 1).offset(offset).execute(), pageSize)
    return { items: page.items.map(r => this.school(r, origin)), hasMore: page.hasMore }
  }

  /** GET /v1/composition/schoolRank: schools by their students' printed (×3), recommended (×2) and other public (×1) works */
  async schoolRank(offset: number, pageSize: number, origin: string): Promise<Page<RankedSchool>> {
    const rows = await this.schoolQuery().where('w.value', '>', 0).orderBy('w.value', 'desc').orderBy('sc.id').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: page.items.map((r, i) => ({ ...this.school(r, origin), rank: offset + i + 1, value: Number(r.value ?? 0) })), hasMore: page.hasMore }
  }

  /** GET /v1/composition/school: a school, its teachers' count and figures */
  async schoolDetail(id: number, origin: string): Promise<School> {
    const row = await this.schoolQuery().where('sc.id', '=', id).executeTakeFirst()
    if (!row) throw notFound(ERRORS.schoolGone)
    return this.school(row, origin)
  }

  private async teacherBriefs(ids: number[], origin: string): Promise<Map<number, TeacherBrief>> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return new Map()
    const rows = await this.db.selectFrom('composition_teachers as t').innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.name', 't.subject', 't.school_id', 'u.avatar']).where('t.id', 'in', unique).execute()
    const schools = await this.schoolsById(rows.map(r => r.school_id))
    return new Map(rows.map(r => [r.id, {
      id: r.id, name: r.name, avatar: absolute(r.avatar, origin), subject: r.subject,
      school: schools.get(r.school_id) ?? { id: r.school_id, name: '', district: '' },
    }]))
  }

  /** GET /v1/composition/teachers: active teachers (of a school), those with the most published reviews first */
  async teachers(f: { schoolId?: number }, offset: number, pageSize: number, origin: string): Promise<Page<Teacher>> {
    let q = this.teacherQuery()
    if (f.schoolId) q = q.where('t.school_id', '=', f.schoolId)
    const page = paged(await q.orderBy(sql`coalesce(r.reviews, 0)`, 'desc').orderBy('t.id').limit(pageSize + 1).offset(offset).execute(), pageSize)
    return { items: await this.teacherCards(page.items, origin), hasMore: page.hasMore }
  }

  /** GET /v1/composition/teacher: a teacher, their school and figures */
  async teacher(id: number, origin: string): Promise<Teacher> {
    const row = await this.teacherQuery().where('t.id', '=', id).executeTakeFirst()
    if (!row) throw notFound(ERRORS.teacherGone)
    return (await this.teacherCards([row], origin))[0]
  }

  /** reviews count where their work is public: a withdrawn student's are not the teacher's to show */
  private publicReviews() {
    return this.db.selectFrom('composition_reviews as cr').innerJoin('compositions as c', 'c.id', 'cr.composition_id')
      .innerJoin('composition_students as s', 's.id', 'c.student_id')
      .where('c.status', 'in', PUBLIC_STATUSES as CompositionStatus[]).where('s.consent_withdrawn_at', 'is', null)
  }

  private teacherQuery() {
    return this.db.selectFrom('composition_teachers as t')
      .leftJoin(() => this.publicReviews().select(['cr.teacher_id', sql<number>`count(*)`.as('reviews'), sql<number>`avg(cr.score)`.as('average')])
        .groupBy('cr.teacher_id').as('r'), join => join.onRef('r.teacher_id', '=', 't.id'))
      .select(['t.id', 't.intro', 'r.reviews', 'r.average']).where('t.status', '=', 'active')
  }

  private async teacherCards(rows: { id: number; intro: string; reviews: number | null; average: number | null }[], origin: string): Promise<Teacher[]> {
    const briefs = await this.teacherBriefs(rows.map(r => r.id), origin)
    return rows.map(r => ({
      ...briefs.get(r.id)!, intro: r.intro, reviews: Number(r.reviews ?? 0),
      averageScore: r.average === null ? null : Math.round(Number(r.average) * 10) / 10,
    }))
  }

  /** GET /v1/composition/teacherComments: published reviews (of a teacher), latest first */
  async teacherComments(f: { teacherId?: number }, offset: number, pageSize: number, origin: string): Promise<Page<TeacherComment>> {
    let q = this.publicReviews().select(['cr.id', 'cr.teacher_id', 'cr.score', 'cr.comment', 'cr.highlights', 'cr.created_at', 'c.id as composition_id', 'c.title', 'c.grade', 's.pen_name'])
    if (f.teacherId) q = q.where('cr.teacher_id', '=', f.teacherId)
    const page = paged(await q.orderBy('cr.created_at', 'desc').orderBy('cr.id', 'desc').limit(pageSize + 1).offset(offset).execute(), pageSize)
    const briefs = await this.teacherBriefs(page.items.map(r => r.teacher_id), origin)
    return {
      items: page.items.map(r => ({
        ...this.review(r, briefs.get(r.teacher_id)!),
        composition: { id: r.composition_id, title: r.title, penName: r.pen_name, grade: gradeLabel(r.grade) },
      })),
      hasMore: page.hasMore,
    }
  }

  /** GET /v1/composition/teacherComment: one published review with its composition */
  async teacherComment(id: number, origin: string): Promise<TeacherComment> {
    const r = await this.publicReviews().select(['cr.id', 'cr.teacher_id', 'cr.score', 'cr.comment', 'cr.highlights', 'cr.created_at', 'c.id as composition_id', 'c.title', 'c.grade', 's.pen_name'])
      .where('cr.id', '=', id).executeTakeFirst()
    if (!r) throw notFound(ERRORS.teacherCommentGone)
    const teacher = (await this.teacherBriefs([r.teacher_id], origin)).get(r.teacher_id)!
    return { ...this.review(r, teacher), composition: { id: r.composition_id, title: r.title, penName: r.pen_name, grade: gradeLabel(r.grade) } }
  }

  /** GET /v1/composition/student: a student as the public sees them (pen name, school, grade), with their public works' count */
  async student(id: number): Promise<StudentProfile> {
    const s = await this.db.selectFrom('composition_students').select(['id', 'pen_name', 'school_id', 'grade']).where('id', '=', id)
      .where('consent_withdrawn_at', 'is', null).executeTakeFirst()
    if (!s) throw notFound(ERRORS.studentGone)
    const [schools, works] = await Promise.all([this.schoolsById([s.school_id]), this.publicWorks(id)])
    return {
      id: s.id, penName: s.pen_name, school: schools.get(s.school_id) ?? { id: s.school_id, name: '', district: '' },
      grade: gradeLabel(s.grade), gradeBand: gradeBandOf(s.grade), works,
    }
  }

  /** GET /v1/composition/studentWorks: a student's public works, newest first */
  studentWorks(id: number, offset: number, pageSize: number, origin: string): Promise<Page<CompositionCard>> {
    return this.page(this.rows().where('c.student_id', '=', id).orderBy('c.published_at', 'desc').orderBy('c.id', 'desc'), offset, pageSize, origin)
  }

  /** GET /v1/composition/search: public works by title or text, every word; teachers and schools by name */
  async search(keyword: string, type: 'composition' | 'teacher' | 'school', offset: number, pageSize: number, origin: string): Promise<Page<CompositionCard | Teacher | School>> {
    const words = keyword.trim().split(/\s+/).filter(Boolean).slice(0, 5)
    if (words.length === 0) return { items: [], hasMore: false }
    const like = (w: string) => sql<string>`${likePattern(w)} escape '\\'`
    if (type === 'teacher') {
      let q = this.teacherQuery()
      for (const w of words) q = q.where(eb => eb('t.name', 'like', like(w)))
      const page = paged(await q.orderBy('t.id').limit(pageSize + 1).offset(offset).execute(), pageSize)
      return { items: await this.teacherCards(page.items, origin), hasMore: page.hasMore }
    }
    if (type === 'school') {
      let q = this.schoolQuery()
      for (const w of words) q = q.where(eb => eb.or([eb('sc.name', 'like', like(w)), eb('sc.district', 'like', like(w))]))
      const page = paged(await q.orderBy('sc.id').limit(pageSize + 1).offset(offset).execute(), pageSize)
      return { items: page.items.map(r => this.school(r, origin)), hasMore: page.hasMore }
    }
    let q = this.rows()
    for (const w of words) q = q.where(eb => eb.or([eb('c.title', 'like', like(w)), eb('c.body', 'like', like(w)), eb('s.pen_name', 'like', like(w))]))
    return this.page(q.orderBy('c.published_at', 'desc').orderBy('c.id', 'desc'), offset, pageSize, origin)
  }

  /** GET /v1/composition/me (userCenter): the reader's student profile, their teacher's queue, their works in every state */
  async me(userId: number, origin: string): Promise<CompositionMe> {
    const [student, teacher] = await Promise.all([
      this.db.selectFrom('composition_students').selectAll().where('user_id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('composition_teachers').select('id').where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst(),
    ])
    let mine: MyStudentProfile | null = null
    let works: CompositionCard[] = []
    if (student) {
      const rows = await this.rows(false).where('c.student_id', '=', student.id).orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').execute()
      ;[works, mine] = await Promise.all([
        this.cards(rows, origin),
        this.ownProfile(student, rows.filter(r => PUBLIC_STATUSES.includes(r.status as CompositionStatus)).length),
      ])
    }
    let mineAsTeacher: CompositionMe['teacher'] = null
    if (teacher) {
      const [brief, waiting] = await Promise.all([
        this.teacherBriefs([teacher.id], origin),
        this.rows(false).clearSelect().select(sql<number>`count(*)`.as('n')).where('c.teacher_id', '=', teacher.id).where('c.status', '=', 'submitted')
          .where('c.held', '=', 0).where('s.consent_withdrawn_at', 'is', null).executeTakeFirst(),
      ])
      mineAsTeacher = { ...brief.get(teacher.id)!, waiting: Number(waiting?.n ?? 0) }
    }
    return { student: mine, teacher: mineAsTeacher, works }
  }

  /** a student profile as its own reader sees it (their class and their guardian's consent too) */
  private async ownProfile(student: Selectable<CompositionStudentTable>, publicWorks: number): Promise<MyStudentProfile> {
    const schools = await this.schoolsById([student.school_id])
    return {
      id: student.id, penName: student.pen_name, school: schools.get(student.school_id) ?? { id: student.school_id, name: '', district: '' },
      grade: gradeLabel(student.grade), gradeBand: gradeBandOf(student.grade), gradeNumber: student.grade, className: student.class_name,
      works: publicWorks, under14: student.under14 === 1,
      consentAt: student.consent_at ? formatCst(student.consent_at).slice(0, 16) : '',
      consentWithdrawnAt: student.consent_withdrawn_at ? formatCst(student.consent_withdrawn_at).slice(0, 16) : '',
    }
  }

  /** how many of a student's works are public */
  private async publicWorks(studentId: number): Promise<number> {
    const n = await this.db.selectFrom('compositions').select(sql<number>`count(*)`.as('n')).where('student_id', '=', studentId)
      .where('status', 'in', PUBLIC_STATUSES as CompositionStatus[]).executeTakeFirst()
    return Number(n?.n ?? 0)
  }

  /**
   * POST /v1/composition/student: the reader's student profile, made or changed. A pen name is public (a
   * child's), so a word that would be held anywhere else refuses it here. Under 14, a guardian's consent
   * is needed when the profile is made, when it says under 14 for the first time and after a withdrawal;
   * when and by which account it was given is kept.
   */
  async saveStudent(userId: number, input: StudentInput, now = Date.now()): Promise<MyStudentProfile> {
    const pen = cleanText(input.penName, PEN_NAME_MAX)
    if ('problem' in pen) throw badRequest(pen.problem === 'empty' ? ERRORS.penNameEmpty : ERRORS.penNameTooLong(PEN_NAME_MAX))
    if (!Number.isInteger(input.grade) || input.grade < 1 || input.grade > 12) throw badRequest(ERRORS.gradeBad)
    const className = cleanText(input.className ?? '', CLASS_NAME_MAX)
    if ('problem' in className && className.problem === 'tooLong') throw badRequest(ERRORS.classNameTooLong(CLASS_NAME_MAX))
    const school = await this.db.selectFrom('composition_schools').select('id').where('id', '=', input.schoolId).executeTakeFirst()
    if (!school) throw notFound(ERRORS.schoolGone)
    if ((await this.moderation.check(pen.text, userId)).verdict !== 'pass') throw badRequest(ERRORS.penNameHeld)
    const before = await this.db.selectFrom('composition_students').selectAll().where('user_id', '=', userId).executeTakeFirst()
    const consented = before?.under14 === 1 && before.consent_at !== null && before.consent_withdrawn_at === null
    const consentNow = input.under14 && !consented
    if (consentNow && input.guardianConsent !== true) throw badRequest(ERRORS.guardianConsentNeeded)
    const values = {
      pen_name: pen.text, school_id: input.schoolId, grade: input.grade, class_name: 'text' in className ? className.text : '', under14: input.under14 ? 1 : 0,
      // the record of a consent stays, and a withdrawal stands until a guardian consents again (saying
      // 14 or over does not lift it)
      ...(consentNow ? { consent_at: now, consent_by: userId, consent_withdrawn_at: null } : {}),
    }
    if (before) await this.db.updateTable('composition_students').set(values).where('id', '=', before.id).execute()
    else await this.db.insertInto('composition_students').values({ user_id: userId, created_at: now, consent_at: null, consent_by: null, consent_withdrawn_at: null, ...values }).execute()
    const saved = await this.db.selectFrom('composition_students').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
    return this.ownProfile(saved, await this.publicWorks(saved.id))
  }

  /** POST /v1/composition/consent/withdraw: the guardian takes the consent back; the works are hidden from everyone else */
  async withdrawConsent(userId: number, now = Date.now()): Promise<void> {
    const withdrawn = await this.db.updateTable('composition_students').set({ consent_withdrawn_at: now }).where('user_id', '=', userId)
      .where('under14', '=', 1).where('consent_at', 'is not', null).where('consent_withdrawn_at', 'is', null).executeTakeFirst()
    if (Number(withdrawn.numUpdatedRows) === 0) throw badRequest(ERRORS.noConsentToWithdraw)
  }
}
