// 问政 on the client: the lists (newest, most read), the departments, one question with what the viewer
// may do to it (a department's account: accept, decline, start, reply; the asker: rate, reopen), and the
// question being written, kept as a draft until it is sent.
import { makeAutoObservable, runInAction } from 'mobx'
import type { Envelope } from '@types-api/common'
import type { PoliticsDetail, PoliticsListItem } from '@types-api/politics'
import {
  commitComplaint, commitPolitics, fetchComplaints, fetchDepartments, likePolitics, fetchPoliticsDetail, fetchPoliticsList, handlePolitics, ratePolitics, reopenPolitics, replyPolitics,
  type HandleAction,
} from '../services/politics'
import { errorMessage } from '../utils/errors'
import { requireLogin } from './login-guard'
import { navigate } from '../utils/navigate'
import { toast } from '../utils/toast'
import { keptList } from './lists'
import { listedPages } from './paged-list'
import { keep } from './kept'
import { keptResource, Resource } from './resource'
import { DRAFTS, loadDraft, saveDraft } from './draft'
import { PictureList, PICTURES_MAX, sendDraft, type SentPicture } from './pictures'
import { VideoSlot, type SentVideo } from './video'
import { OnceLike } from './like-once'
import * as ERRORS from '../../types/errors'
import { CONTENT_MAX, TITLE_MAX } from '../../common/politics'

export const POLITICS_TEXT = {

} as const
export { CONTENT_MAX, TITLE_MAX }

export type PoliticsOrder = 'new' | 'hot'

/** the newest questions, or the most read */
export const politicsList = (order: PoliticsOrder) => keptList<PoliticsListItem>(`politics-${order}`, page => fetchPoliticsList(order, page))

/** 我要问政: the form, once the reader is logged in */
export function askPolitics(): void {
  if (requireLogin()) void navigate('politicsCommit')
}

/** the departments a question can go to, with their figures */
export const departments = () => keptResource('departments', fetchDepartments)

/** after a step: the lists show the new state when next seen */
function listsChanged(): void {
  for (const order of ['new', 'hot'] as const) void politicsList(order).refresh()
}

/** One question, and the moves the viewer may make on it; each move reloads it. */
export class PoliticsQuestion {
  readonly detail: Resource<PoliticsDetail>
  busy = false
  private readonly liker: OnceLike<PoliticsDetail>

  constructor(readonly id: number) {
    // the first fetch is a reading; the page showing it again after a step is not
    let read = false
    this.detail = new Resource(() => {
      const reload = read
      read = true
      return fetchPoliticsDetail(id, reload)
    }, { maxAgeMs: 0 })
    this.liker = new OnceLike(this.detail, () => likePolitics(id), d => d)
    makeAutoObservable<PoliticsQuestion, 'act' | 'liker'>(this, { detail: false, id: false, act: false, liker: false })
  }

  /** the like block's (type 10: once, no unlike; like-once.ts) */
  like(): Promise<void> {
    return this.liker.like()
  }

  private async act(move: () => Promise<Envelope<unknown>>): Promise<boolean> {
    if (this.busy || !requireLogin()) return false
    this.busy = true
    try {
      const res = await move()
      toast(res.message)
      await this.detail.reload()
      listsChanged()
      return true
    } catch (err) {
      toast(errorMessage(err))
      return false
    } finally {
      runInAction(() => { this.busy = false })
    }
  }

  /** the department's moves; declining needs a reason (and, for 重复, the original question's number) */
  handle(action: HandleAction, reason = '', duplicateOf?: number): Promise<boolean> {
    if (action !== 'accept' && action !== 'start' && !reason.trim()) {
      toast(ERRORS.reasonEmpty)
      return Promise.resolve(false)
    }
    return this.act(() => handlePolitics(this.id, action, reason.trim(), duplicateOf))
  }

  reply(content: string): Promise<boolean> {
    if (!content.trim()) {
      toast(ERRORS.politicsReplyEmpty)
      return Promise.resolve(false)
    }
    return this.act(() => replyPolitics(this.id, content.trim()))
  }

  rate(rating: number): Promise<boolean> {
    if (rating < 1 || rating > 5) {
      toast(ERRORS.ratingMissing)
      return Promise.resolve(false)
    }
    return this.act(() => ratePolitics(this.id, rating))
  }

  reopen(reason: string): Promise<boolean> {
    if (!reason.trim()) {
      toast(ERRORS.reasonEmpty)
      return Promise.resolve(false)
    }
    return this.act(() => reopenPolitics(this.id, reason.trim()))
  }
}

interface DraftFields {
  departmentId: number
  title: string
  content: string
  pictures: SentPicture[]
  video?: SentVideo | null
}

/** The question being written: kept in storage as it is typed, so leaving (or logging in) loses nothing. */
export class PoliticsDraft implements Omit<DraftFields, 'pictures' | 'video'> {
  departmentId = 0
  title = ''
  content = ''
  sending = false
  readonly pictures: PictureList
  readonly video: VideoSlot

  constructor() {
    const saved = loadDraft<DraftFields>(DRAFTS.politics, { departmentId: 0, title: '', content: '', pictures: [] })
    Object.assign(this, { departmentId: saved.departmentId, title: saved.title, content: saved.content })
    this.pictures = new PictureList(PICTURES_MAX, saved.pictures, () => this.set({}))
    this.video = new VideoSlot(saved.video ?? null, () => this.set({}))
    makeAutoObservable(this, { pictures: false, video: false })
  }

  set(fields: Partial<Omit<DraftFields, 'pictures' | 'video'>>): void {
    Object.assign(this, fields)
    saveDraft<DraftFields>(DRAFTS.politics, { departmentId: this.departmentId, title: this.title, content: this.content, pictures: this.pictures.sent, video: this.video.sent })
  }

  /** Sends it from the reader's `region`; the new question's id once accepted (the draft is then cleared). */
  async send(region: string): Promise<{ id: number; underReview: boolean } | null> {
    const title = this.title.trim()
    const content = this.content.trim()
    const missing = !this.departmentId ? ERRORS.departmentMissing : !title ? ERRORS.titleEmpty : !content ? ERRORS.questionEmpty : ''
    const made = await sendDraft(this, DRAFTS.politics, missing,
      () => commitPolitics({ departmentId: this.departmentId, title, content, region, images: this.pictures.ids(), videoId: this.video.id() }),
      () => Object.assign(this, { departmentId: 0, title: '', content: '' }))
    if (made) listsChanged()
    return made
  }
}

/** the reader's own complaints (我的投诉), kept for the session; a new one reloads them */
export const myComplaints = () => keep('list:complaints-mine', () => listedPages(fetchComplaints))

interface ComplaintFields {
  platform: string
  seller: string
  orderNo: string
  content: string
  pictures: SentPicture[]
  video?: SentVideo | null
}

/** The complaint being written (直播带货投诉平台): kept as it is typed, so leaving or logging in loses nothing. */
export class ComplaintDraft {
  platform = ''
  seller = ''
  orderNo = ''
  content = ''
  sending = false
  readonly pictures: PictureList
  readonly video: VideoSlot

  constructor() {
    const saved = loadDraft<ComplaintFields>(DRAFTS.complaint, { platform: '', seller: '', orderNo: '', content: '', pictures: [] })
    Object.assign(this, { platform: saved.platform, seller: saved.seller, orderNo: saved.orderNo, content: saved.content })
    this.pictures = new PictureList(PICTURES_MAX, saved.pictures, () => this.set({}))
    this.video = new VideoSlot(saved.video ?? null, () => this.set({}))
    makeAutoObservable(this, { pictures: false, video: false })
  }

  set(fields: Partial<Omit<ComplaintFields, 'pictures' | 'video'>>): void {
    Object.assign(this, fields)
    saveDraft<ComplaintFields>(DRAFTS.complaint, {
      platform: this.platform, seller: this.seller, orderNo: this.orderNo, content: this.content, pictures: this.pictures.sent, video: this.video.sent,
    })
  }

  /** Sends it from the reader's `region`; the complaint's id once accepted (the draft is then cleared). */
  async send(region: string): Promise<{ id: number; underReview: boolean } | null> {
    const seller = this.seller.trim()
    const content = this.content.trim()
    const missing = !this.platform ? ERRORS.complaintPlatformMissing : !seller ? ERRORS.complaintSellerMissing : !content ? ERRORS.complaintContentMissing : ''
    const made = await sendDraft(this, DRAFTS.complaint, missing,
      () => commitComplaint({ platform: this.platform, seller, orderNo: this.orderNo.trim(), content, region, images: this.pictures.ids(), videoId: this.video.id() }),
      () => Object.assign(this, { platform: '', seller: '', orderNo: '', content: '' }))
    if (made) void myComplaints().refresh()
    return made
  }
}

