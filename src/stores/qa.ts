// 问答 on the client: the Q&A home, the question lists (newest, hot, a member's, a search), one question
// with its answers (the asker pins one), one answer in full with its like and comments, the members who
// answer (journalists, experts …) and their homes, the question and answer being written (kept as
// drafts, with similar questions suggested while a question is typed), and 身份认证.
import { makeAutoObservable, runInAction } from 'mobx'
import type { QaAnswer, QaAnswerDetail, QaQuestionHeader, QaSimilar, QaUser, UserTypeCode } from '@types-api/qa'
import type { MemberInfo } from '@types-api/identity'
import { BANG_CLASS } from '@types-api/qa'
import {
  answerQuestion, applyIdentity, askQuestion, fetchAnswerDetail, fetchMember, fetchMemberAnswers, fetchMemberInfo, fetchMemberQuestions, fetchMembers,
  fetchNewAnswers, fetchQaHome, fetchQuestionPage, fetchQuestions, fetchRecommenders, fetchSimilar, likeAnswer, pinAnswer, searchQuestions, type QaOrder,
  fetchAgronomists, fetchRuralQuestions, searchRuralQuestions,
} from '../services/qa'
import { RURAL_QA_CATEGORY_KEYS, type RuralQaCategory, type VoiceSection } from '@types-api/rural'
import type { CommentTarget } from '../services/interactions'
import { errorMessage } from '../utils/errors'
import { sendOnce } from './removal'
import { requireLogin } from './login-guard'
import { navigate } from '../utils/navigate'
import { toast } from '../utils/toast'
import { keptList } from './lists'
import { keep } from './kept'
import { keptResource, Resource } from './resource'
import { OnceLike } from './like-once'
import { PagedList, listedPages } from './paged-list'
import { DRAFTS, clearDraft, loadDraft, saveDraft } from './draft'
import { PictureList, PICTURES_MAX, sendDraft, type SentPicture } from './pictures'
import { VideoSlot, type SentVideo } from './video'
import * as ERRORS from '../../types/errors'
import { ANSWER_MAX, QUESTION_MAX } from '../../common/qa'

export type { QaOrder }

export { QUESTION_MAX, ANSWER_MAX }
/** similar questions are looked for once this many characters are typed, this long after the last key */
export const SIMILAR_MIN_CHARS = 4
export const SIMILAR_DELAY_MS = 400

export const qaHome = () => keptResource('qa-home', fetchQaHome)
/** the newest questions, or today's hot ones */
export const questionList = (order: QaOrder) => keptList(`qa-${order}`, page => fetchQuestions(order, page))
export const newAnswerList = () => keptList('qa-answers', fetchNewAnswers)
/** type 1: the answerers who joined; type 2: the reporters who joined */
export const memberList = (type: 1 | 2) => keptResource(`qa-members-${type}`, () => fetchMembers(type))
export const recommenders = () => keptResource('qa-recommenders', fetchRecommenders)
export const memberHome = (id: number) => keptResource(`qa-member-${id}`, () => fetchMember(id))
export const memberAnswers = (id: number) => keptList(`qa-member-answers-${id}`, page => fetchMemberAnswers(id, page))
export const memberQuestions = (id: number) => keptList(`qa-member-questions-${id}`, page => fetchMemberQuestions(id, page))
export const qaSearchList = (keyword: string) => keptList(`qa-search-${keyword}`, page => searchQuestions(keyword, page))

/** 渝农's 乡村帮帮: its questions, newest or hot, of a category or all */
export const ruralQuestions = (order: QaOrder, category?: RuralQaCategory) =>
  keep(`rural-qa-${order}-${category ?? ''}`, () => listedPages(page => fetchRuralQuestions(order, category, page)))
export const ruralQaSearchList = (keyword: string) => keep(`rural-qa-search-${keyword}`, () => listedPages(page => searchRuralQuestions(keyword, page)))
/** the agricultural experts a question may be put to */
export const agronomists = () => keptResource('rural-agronomists', fetchAgronomists)

/** after a question or an answer is published: the lists show it when next seen */
function listsChanged(section: VoiceSection = 'bang', category?: RuralQaCategory): void {
  if (section === 'rural') {
    for (const order of ['new', 'hot'] as const) for (const c of [undefined, category]) void ruralQuestions(order, c).refresh()
    return
  }
  for (const order of ['new', 'hot'] as const) void questionList(order).refresh()
  void newAnswerList().refresh()
  void qaHome().reload()
}

/** A user home; one whose holder has a type but no open home is refused with the spec's words. */
export function openMember(u: Pick<QaUser, 'userid' | 'userType' | 'isJump'>): void {
  if (u.userType && !u.isJump) {
    toast(ERRORS.homeClosed)
    return
  }
  void navigate('AskSpecialDetail', { id: u.userid })
}

/** 提问 (to anyone, or to `target`), once the reader is logged in; to 乡村帮帮 with `rural` (its category first chosen) */
export function ask(target?: Pick<QaUser, 'userid' | 'username'>, rural?: { category?: RuralQaCategory }): void {
  if (!requireLogin()) return
  void navigate('Ask', { ...(target ? { targetId: target.userid, targetName: target.username } : {}), ...(rural ? { section: 'rural', category: rural.category } : {}) })
}

/** 我来回答, once the reader is logged in */
export function answer(questionId: number): void {
  if (requireLogin()) void navigate('QAReply', { id: questionId })
}

/** One question and its answers (the pinned one first); the asker may pin an answer. */
export class QaQuestion {
  header: QaQuestionHeader | null = null
  can = { answer: false, pin: false, reply: false }
  readonly answers: PagedList<QaAnswer>
  private read = false

  /** `counted` false: showing the question is not a reading of it (the answer form shows it too) */
  constructor(readonly id: number, counted = true) {
    this.read = !counted
    this.answers = new PagedList<QaAnswer>(async page => {
      // the first fetch is a reading; the page showing it again (after answering, on coming back) is not
      const reload = this.read
      this.read = true
      const data = await fetchQuestionPage(id, page, reload)
      if (page === 1) runInAction(() => { this.header = data.header; this.can = data.can })
      return { items: data.list, hasMore: data.hasMore }
    })
    makeAutoObservable<QaQuestion, 'read'>(this, { answers: false, id: false, read: false })
  }

  async pin(a: QaAnswer): Promise<void> {
    if (!requireLogin()) return
    try {
      const res = await pinAnswer(this.id, a.answerId)
      toast(res.message)
      await this.answers.refresh()
    } catch (err) {
      toast(errorMessage(err))
    }
  }
}

/** One answer in full under its question, with its like (type 6: once, no unlike) and its comments. */
export class QaAnswerView {
  readonly detail: Resource<QaAnswerDetail>
  /** its comments' calls (classid 2, the answer's id) */
  readonly thread: CommentTarget
  private readonly liker: OnceLike<QaAnswerDetail>

  constructor(readonly answerId: number) {
    this.detail = new Resource(() => fetchAnswerDetail(answerId), { maxAgeMs: 0 })
    this.thread = { classId: BANG_CLASS.answer, id: answerId, from: 'bang' }
    this.liker = new OnceLike(this.detail, () => likeAnswer(answerId), (d, likeNum) => ({ ...d, answer: { ...d.answer, likeNum } }))
  }

  /** type 6, once (like-once.ts) */
  like(): Promise<void> {
    return this.liker.like()
  }
}

interface AskFields {
  content: string
  targetId: number
  targetName: string
  /** 乡村帮帮's */
  category?: string
  pictures: SentPicture[]
  video?: SentVideo | null
}

/** The question being written: kept as it is typed; similar existing questions are suggested. */
export class AskDraft implements Omit<AskFields, 'pictures' | 'video'> {
  content = ''
  targetId = 0
  targetName = ''
  /** 乡村帮帮's: one of its categories ('' until chosen) */
  category = ''
  similar: QaSimilar[] = []
  sending = false
  readonly pictures: PictureList
  readonly video: VideoSlot
  private timer: ReturnType<typeof setTimeout> | undefined
  private asked = ''
  private readonly key: string

  /**
   * `target`: the journalist or expert it is put to (from their card), over what the draft had; `section`
   * rural: a question to 乡村帮帮 (a draft of its own), `category` the one it starts with
   */
  constructor(target?: { id: number; name: string }, readonly section: VoiceSection = 'bang', category?: RuralQaCategory) {
    this.key = section === 'rural' ? DRAFTS.ruralAsk : DRAFTS.ask
    const saved = loadDraft<AskFields>(this.key, { content: '', targetId: 0, targetName: '', pictures: [] })
    Object.assign(this, { content: saved.content, targetId: saved.targetId, targetName: saved.targetName, category: saved.category ?? '' })
    if (target) Object.assign(this, { targetId: target.id, targetName: target.name })
    if (category) this.category = category
    this.pictures = new PictureList(PICTURES_MAX, saved.pictures, () => this.save())
    this.video = new VideoSlot(saved.video ?? null, () => this.save())
    makeAutoObservable<AskDraft, 'timer' | 'asked' | 'key'>(this, { timer: false, asked: false, key: false, pictures: false, video: false, section: false })
    this.suggest()
  }

  private save(): void {
    saveDraft<AskFields>(this.key, { content: this.content, targetId: this.targetId, targetName: this.targetName, category: this.category, pictures: this.pictures.sent, video: this.video.sent })
  }

  setContent(content: string): void {
    this.content = content
    this.save()
    this.suggest()
  }

  setCategory(category: RuralQaCategory): void {
    this.category = category
    this.save()
  }

  /** to anyone again */
  clearTarget(): void {
    this.targetId = 0
    this.targetName = ''
    this.save()
  }

  private suggest(): void {
    clearTimeout(this.timer)
    const text = this.content.trim()
    if ([...text].length < SIMILAR_MIN_CHARS) {
      this.similar = []
      return
    }
    this.timer = setTimeout(() => {
      if (text === this.asked) return
      this.asked = text
      fetchSimilar(text, this.section === 'rural' ? 'rural' : undefined).then(found => runInAction(() => { if (this.content.trim() === text) this.similar = found }), () => undefined)
    }, SIMILAR_DELAY_MS)
  }

  /** Sends it from the reader's `region`; the new question's id once accepted (the draft is then cleared). */
  async send(region: string): Promise<number | null> {
    const content = this.content.trim()
    const rural = this.section === 'rural'
    const missing = !content ? ERRORS.questionEmpty : rural && !(RURAL_QA_CATEGORY_KEYS as string[]).includes(this.category) ? ERRORS.ruralQaCategoryNeeded : ''
    const made = await sendDraft(this, this.key, missing,
      () => askQuestion({
        content, region, targetUserId: this.targetId || undefined, images: this.pictures.ids(), videoId: this.video.id(),
        ...(rural ? { section: 'rural' as const, category: this.category } : {}),
      }), () => {
        clearTimeout(this.timer)
        Object.assign(this, { content: '', targetId: 0, targetName: '', category: '', similar: [] })
      })
    if (made) listsChanged(this.section, rural ? this.category as RuralQaCategory : undefined)
    return made?.id ?? null
  }

  dispose(): void {
    clearTimeout(this.timer)
  }
}

/** An answer being written to one question: kept as it is typed (one draft, for the question it names). */
export class AnswerDraft {
  content = ''
  sending = false
  readonly pictures: PictureList
  readonly video: VideoSlot

  constructor(readonly questionId: number) {
    const saved = loadDraft(DRAFTS.answer, { questionId: 0, content: '', pictures: [] as SentPicture[], video: null as SentVideo | null })
    const mine = saved.questionId === questionId
    if (mine) this.content = saved.content
    this.pictures = new PictureList(PICTURES_MAX, mine ? saved.pictures : [], () => this.save())
    this.video = new VideoSlot(mine ? saved.video ?? null : null, () => this.save())
    makeAutoObservable(this, { questionId: false, pictures: false, video: false })
  }

  private save(): void {
    saveDraft(DRAFTS.answer, { questionId: this.questionId, content: this.content, pictures: this.pictures.sent, video: this.video.sent })
  }

  setContent(content: string): void {
    this.content = content
    this.save()
  }

  async send(region: string): Promise<boolean> {
    const content = this.content.trim()
    const made = await sendDraft(this, DRAFTS.answer, content ? '' : ERRORS.answerEmpty,
      () => answerQuestion(this.questionId, content, region, this.pictures.ids(), this.video.id()), () => { this.content = '' })
    if (made) listsChanged()
    return !!made
  }
}

interface IdentityFields {
  type: UserTypeCode | ''
  realName: string
  job: string
  introduction: string
  proof: string
  /** a teacher's school (作文) */
  schoolId: number
}

/** 身份认证: the reader's identity and application, and the form to apply (kept as it is typed). */
export class IdentityForm implements IdentityFields {
  type: UserTypeCode | '' = ''
  realName = ''
  job = ''
  introduction = ''
  proof = ''
  schoolId = 0
  sending = false
  readonly info = new Resource<MemberInfo>(fetchMemberInfo, { maxAgeMs: 0 })

  constructor() {
    Object.assign(this, loadDraft<IdentityFields>(DRAFTS.identity, { type: '', realName: '', job: '', introduction: '', proof: '', schoolId: 0 }))
    makeAutoObservable(this, { info: false })
  }

  set(fields: Partial<IdentityFields>): void {
    Object.assign(this, fields)
    saveDraft<IdentityFields>(DRAFTS.identity, { type: this.type, realName: this.realName, job: this.job, introduction: this.introduction, proof: this.proof, schoolId: this.schoolId })
  }

  async send(): Promise<boolean> {
    if (this.sending || !requireLogin()) return false
    const teacher = this.type === 'teacher'
    // (a teacher's school, when none is chosen, the server asks for)
    const missing = !this.type ? ERRORS.identityTypeMissing : !this.realName.trim() ? ERRORS.realNameEmpty : !this.job.trim() ? ERRORS.jobEmpty : !this.proof.trim() ? ERRORS.proofEmpty : ''
    if (missing || !this.type) {
      toast(missing)
      return false
    }
    const type = this.type
    return sendOnce(this, () => applyIdentity({
      type, realName: this.realName.trim(), job: this.job.trim(), introduction: this.introduction.trim(), proof: this.proof.trim(),
      ...(teacher ? { schoolId: this.schoolId } : {}),
    }), async () => {
      clearDraft(DRAFTS.identity)
      await this.info.reload()
    })
  }
}
