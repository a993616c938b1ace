// 作文's writing flow on the client: the reader's own page (their student profile with a guardian's
// consent, their works in every state, their queue as a teacher), the composition being written (a new
// one kept on the device as it is typed; a draft or a returned one edited from its server copy), and a
// teacher's queue with the review form.
import { makeAutoObservable, runInAction } from 'mobx'
import {
  GENRES, HIGHLIGHTS_MAX, PICTURES_MAX, type CompositionCard, type CompositionDetail, type CompositionMe, type Genre, type MyStudentProfile, type QueuedComposition,
  type School, type Teacher,
} from '@types-api/composition'
import {
  deleteComposition, fetchComposition, fetchCompositionMe, fetchSchools, fetchTeacherQueue, fetchTeachersOf, likeComposition, reportComposition, reviewComposition,
  saveComposition, saveStudent, withdrawConsent,
} from '../services/composition'
import { Resource, keptResource } from './resource'
import { PagedList } from './paged-list'
import { PictureList, sendDraft } from './pictures'
import { DRAFTS, loadDraft, saveDraft } from './draft'
import { requireLogin } from './login-guard'
import { removeAfterAsking, sendOnce } from './removal'
import type { ReportTarget } from './report'
import { navigate } from '../utils/navigate'
import { selectedSchool } from './composition'
import { errorMessage } from '../utils/errors'
import { confirm, toast } from '../utils/toast'

export const FLOW_TEXT = {
  withdrawAsk: '撤回后，孩子的作品将对他人隐藏，直到监护人再次同意。确定撤回吗？',
  removeAsk: '删除后不能恢复，确定删除这篇作文吗？',
  submitAsk: '提交后要等老师点评或退回才能修改，确定提交吗？',
} as const

/** the schools of the region (the profile's and a teacher's application's choice), kept for the session */
export const compositionSchools = () => keptResource<School[]>('composition-schools', fetchSchools)

/** a work of the reader's own as its student sees it, to be changed (not a reading) */
export const ownWork = (id: number) => new Resource<CompositionDetail>(() => fetchComposition(id, true), { maxAgeMs: 0 })

/** where a card of the reader's own leads: a draft or a returned work to be edited, the rest to the work */
export function openOwnWork(c: Pick<CompositionCard, 'id' | 'status'>): void {
  if (c.status === 'draft' || c.status === 'returned') void navigate('compositionContribute', { id: c.id })
  else void navigate('compositionDetail', { id: c.id })
}

/** The student profile's form: what the reader types, over what they have. */
export class StudentForm {
  penName = ''
  schoolId = 0
  grade = 0
  className = ''
  under14 = false
  guardianConsent = false
  sending = false

  constructor(profile: MyStudentProfile | null) {
    if (profile) Object.assign(this, { penName: profile.penName, schoolId: profile.school.id, grade: profile.gradeNumber, className: profile.className, under14: profile.under14 })
    // a new profile starts at the reader's selected school
    else if (selectedSchool.school) this.schoolId = selectedSchool.school.id
    makeAutoObservable(this)
  }

  set(fields: Partial<Pick<StudentForm, 'penName' | 'schoolId' | 'grade' | 'className' | 'under14' | 'guardianConsent'>>): void {
    Object.assign(this, fields)
  }

  /** a guardian must agree: under 14, with no consent standing */
  needsConsent(profile: MyStudentProfile | null): boolean {
    return this.under14 && !(profile?.under14 && profile.consentAt && !profile.consentWithdrawnAt)
  }

  /** Saves it; true once accepted (the server's words are said either way). */
  async save(profile: MyStudentProfile | null): Promise<boolean> {
    if (!requireLogin()) return false
    // (what is missing — a guardian's consent under 14 too — the server says in its words; nothing is kept)
    return sendOnce(this, () => saveStudent({
      penName: this.penName.trim(), schoolId: this.schoolId, grade: this.grade, className: this.className.trim(), under14: this.under14,
      ...(this.needsConsent(profile) ? { guardianConsent: this.guardianConsent } : {}),
    }))
  }
}

/** The reader's own page (userCenter): their profile, works and teacher's queue; the guardian's withdrawal. */
export class CompositionMeView {
  readonly me = new Resource<CompositionMe>(fetchCompositionMe, { maxAgeMs: 0 })
  sending = false

  constructor() {
    makeAutoObservable(this, { me: false })
  }

  async withdraw(): Promise<void> {
    if (this.sending || !(await confirm({ content: FLOW_TEXT.withdrawAsk }))) return
    await sendOnce(this, withdrawConsent, () => this.me.reload())
  }
}

interface DraftFields {
  title: string
  body: string
  genre: Genre | ''
  teacherId: number
  pictures: { id: number; thumb: string; url: string }[]
}

/**
 * The composition being written: a new one is kept on the device as it is typed; a draft or a returned
 * one (`id`) is edited from its server copy. Saved as a draft or submitted to its teacher (a teacher of
 * the student's school, chosen here), with up to 9 photographed pages.
 */
export class CompositionWriting {
  title = ''
  body = ''
  genre: Genre | '' = ''
  teacherId = 0
  sending = false
  teachers: Teacher[] = []
  readonly pictures: PictureList

  constructor(readonly id: number | undefined, own?: CompositionDetail) {
    const kept = id ? null : loadDraft<DraftFields>(DRAFTS.composition, { title: '', body: '', genre: '', teacherId: 0, pictures: [] })
    const fields: DraftFields = kept ?? {
      title: own?.title ?? '', body: own?.body ?? '', genre: own?.genreKey ?? '', teacherId: own?.teacher?.id ?? 0,
      pictures: own ? own.pictureIds.map((pid, i) => ({ id: pid, thumb: own.thumbs[i] ?? '', url: own.images[i] ?? '' })) : [],
    }
    Object.assign(this, { title: fields.title, body: fields.body, genre: fields.genre, teacherId: fields.teacherId })
    this.pictures = new PictureList(PICTURES_MAX, fields.pictures, () => this.keep())
    makeAutoObservable(this, { pictures: false, id: false })
  }

  /** the teachers of the student's school to choose from */
  async loadTeachers(schoolId: number): Promise<void> {
    try {
      const list = await fetchTeachersOf(schoolId)
      runInAction(() => {
        this.teachers = list
        if (this.teacherId && !list.some(t => t.id === this.teacherId)) this.teacherId = 0
      })
    } catch (err) {
      toast(errorMessage(err))
    }
  }

  set(fields: Partial<Pick<CompositionWriting, 'title' | 'body' | 'genre' | 'teacherId'>>): void {
    Object.assign(this, fields)
    this.keep()
  }

  private keep(): void {
    if (!this.id) saveDraft<DraftFields>(DRAFTS.composition, { title: this.title, body: this.body, genre: this.genre, teacherId: this.teacherId, pictures: this.pictures.sent })
  }

  get genres(): { key: Genre; label: string }[] {
    return (Object.keys(GENRES) as Genre[]).map(key => ({ key, label: GENRES[key] }))
  }

  /**
   * Saves it as a draft or submits it; the work's id once accepted (the form is then cleared). What is
   * missing the server says in its words (nothing is kept); a whole submission is confirmed first.
   */
  async send(submit: boolean): Promise<number | null> {
    // a whole submission is confirmed first (without a teacher, the server asks for one)
    if (submit && this.teacherId && !(await confirm({ content: FLOW_TEXT.submitAsk }))) return null
    // (a work edited from its server copy keeps nothing on the device: the new one's draft stays as it is)
    const made = await sendDraft(this, this.id ? `compositionEdit-${this.id}` : DRAFTS.composition, '', () => saveComposition({
      id: this.id, title: this.title.trim(), body: this.body, genre: this.genre as Genre, teacherId: this.teacherId || undefined,
      images: this.pictures.sent.map(p => p.id), submit,
    }), () => Object.assign(this, { title: '', body: '', genre: '', teacherId: 0 }))
    return made?.id ?? null
  }
}

/** A student deletes their own work nobody else sees (after asking); true once it is gone. */
export const removeOwnWork = (holder: { busy: boolean }, id: number, after: () => void) =>
  removeAfterAsking(holder, FLOW_TEXT.removeAsk, () => deleteComposition(id), after)

/** A public work: the once-only like and the report (login first, the shared pieces ask). */
export async function likeWork(detail: Resource<CompositionDetail>): Promise<void> {
  const d = detail.data
  if (!d || !requireLogin()) return
  try {
    const res = await likeComposition(d.id)
    toast(res.message)
    runInAction(() => { detail.data = { ...d, isDoLike: true, likes: res.data.likeNum } })
  } catch (err) {
    toast(errorMessage(err))
  }
}

export const workReport = (id: number): ReportTarget => ({ kind: 'other', send: content => reportComposition(id, content) })

/** What the teacher decides on a work in their queue. */
export class ReviewForm {
  score = ''
  comment = ''
  highlights: string[] = []
  reason = ''
  sending = false

  constructor(readonly work: QueuedComposition) {
    makeAutoObservable(this, { work: false })
  }

  set(fields: Partial<Pick<ReviewForm, 'score' | 'comment' | 'reason'>>): void {
    Object.assign(this, fields)
  }

  /** marks a sentence of the text, or takes the mark off (at most HIGHLIGHTS_MAX: the page shows how many) */
  toggle(sentence: string): void {
    if (this.highlights.includes(sentence)) this.highlights = this.highlights.filter(h => h !== sentence)
    else if (this.highlights.length < HIGHLIGHTS_MAX) this.highlights = [...this.highlights, sentence]
  }

  /** Sends the decision (what it lacks, the server says in its words); true once accepted. */
  async decide(action: 'review' | 'return' | 'reject'): Promise<boolean> {
    // an empty or unreadable score is no score (the server asks for one)
    const score = this.score.trim() === '' || !Number.isFinite(Number(this.score)) ? -1 : Math.round(Number(this.score))
    return sendOnce(this, () => reviewComposition(action === 'review'
      ? { id: this.work.id, action, score, comment: this.comment.trim(), highlights: this.highlights }
      : { id: this.work.id, action, reason: this.reason.trim() }))
  }
}

/** the sentences a teacher may mark: the text cut after 。！？… and line ends, each as written */
export function sentencesOf(body: string): string[] {
  return (body.match(/[^。！？!?…\n]+[。！？!?…]*[”’」』]?/g) ?? []).map(s => s.trim()).filter(s => [...s].length >= 4 && [...s].length <= 100)
}

/** The teacher's queue (TeacherReview): oldest first, a page at a time. */
export const teacherQueue = () => new PagedList<QueuedComposition>(async page => {
  const data = await fetchTeacherQueue(page)
  return { items: data.list, hasMore: data.hasMore }
}, 0, { deep: false })
