// Pictures being attached to what a reader writes: chosen (album or camera), sent one after another
// with their progress, retried or removed; what was sent is kept by its id (and thumbnail) so a draft
// can hold it. At most `max`.
import { makeAutoObservable, runInAction } from 'mobx'
import { media, type PickedImage } from '../platform/media'
import { uploadImage } from '../services/upload'
import { errorMessage } from '../utils/errors'
import { toast } from '../utils/toast'
import { requireLogin } from './login-guard'
import type { Envelope } from '@types-api/common'
import { clearDraft } from './draft'
import { VIDEO_PENDING, type VideoSlot } from './video'
import { PICTURES_MAX } from '../../common/picker'

export { PICTURES_MAX }
/** sending while a picture is still going or has failed */
export const PICTURES_PENDING = '图片还在上传或上传失败，请稍候或删除后再提交'

/** a picture already sent: what a draft keeps */
export interface SentPicture {
  id: number
  thumb: string
  url: string
}

export class PictureItem {
  progress = 0
  error = ''
  sent: SentPicture | null

  constructor(readonly preview: string, readonly picked: PickedImage | null, sent: SentPicture | null = null) {
    this.sent = sent
    makeAutoObservable(this, { preview: false, picked: false })
  }

  get sending(): boolean {
    return !this.sent && !this.error
  }
}

export class PictureList {
  items: PictureItem[] = []

  /** `kept`: pictures a draft held; `onChange`: what to keep now */
  constructor(readonly max: number, kept: SentPicture[] = [], private readonly onChange?: (sent: SentPicture[]) => void) {
    this.items = kept.slice(0, max).map(p => new PictureItem(p.thumb, null, p))
    makeAutoObservable<PictureList, 'onChange' | 'send' | 'changed'>(this, { max: false, onChange: false, send: false, changed: false })
  }

  get full(): boolean {
    return this.items.length >= this.max
  }

  /** every picture sent (none still going, none failed) */
  get ready(): boolean {
    return this.items.every(i => i.sent)
  }

  get sent(): SentPicture[] {
    return this.items.flatMap(i => (i.sent ? [i.sent] : []))
  }

  /** what a question or answer names its pictures by; none: not sent at all */
  ids(): number[] | undefined {
    const ids = this.sent.map(p => p.id)
    return ids.length ? ids : undefined
  }

  async add(): Promise<void> {
    if (this.full) return
    const picked = await media.chooseImages(this.max - this.items.length)
    const fresh = picked.map(p => new PictureItem(p.preview, p))
    runInAction(() => { this.items = [...this.items, ...fresh].slice(0, this.max) })
    // one after another: a slow phone's connection carries one at a time best
    for (const item of fresh) await this.send(item)
  }

  private async send(item: PictureItem): Promise<void> {
    if (!item.picked) return
    runInAction(() => { item.error = ''; item.progress = 0 })
    try {
      const made = await uploadImage(item.picked, p => runInAction(() => { item.progress = p }))
      runInAction(() => { item.sent = { id: made.id, thumb: made.thumb, url: made.url }; item.progress = 100 })
      this.changed()
    } catch (err) {
      const message = errorMessage(err)
      runInAction(() => { item.error = message })
      toast(message)
    }
  }

  retry(item: PictureItem): Promise<void> {
    return this.send(item)
  }

  remove(item: PictureItem): void {
    this.items = this.items.filter(i => i !== item)
    this.changed()
  }

  clear(): void {
    this.items = []
  }

  private changed(): void {
    this.onChange?.(this.sent)
  }
}

/** a form with pictures (and perhaps a video) that sendDraft sends */
export interface SendableDraft {
  sending: boolean
  readonly pictures: PictureList
  readonly video?: VideoSlot
}

/**
 * Sends a form a reader wrote (a question, an answer, a post …) once they are logged in and it is
 * whole: `missing`, when not '', is what it lacks (said, nothing sent); pictures or a video still going
 * or failed hold it too. The server's words are said either way; once it is accepted the kept draft `key` and
 * the pictures are cleared and `done` empties the form. The accepted data, or null.
 */
export async function sendDraft<T>(form: SendableDraft, key: string, missing: string, call: () => Promise<Envelope<T>>, done: () => void): Promise<T | null> {
  if (form.sending || !requireLogin()) return null
  if (missing || !form.pictures.ready || (form.video && !form.video.ready)) {
    toast(missing || (form.pictures.ready ? VIDEO_PENDING : PICTURES_PENDING))
    return null
  }
  runInAction(() => { form.sending = true })
  try {
    const res = await call()
    toast(res.message)
    clearDraft(key)
    runInAction(done)
    form.pictures.clear()
    form.video?.clear()
    return res.data
  } catch (err) {
    toast(errorMessage(err))
    return null
  } finally {
    runInAction(() => { form.sending = false })
  }
}
