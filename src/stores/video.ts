// The one video attached to what a reader writes: chosen (album or camera), judged against the limits
// before anything is sent, then its cover (the phone's first frame) and the clip itself sent with their
// progress, retried or removed; what was sent is kept so a draft can hold it.
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from '@types-api/upload'
import { media, type PickedVideo } from '../platform/media'
import { uploadImage, uploadVideo } from '../services/upload'
import { errorMessage } from '../utils/errors'
import { toast } from '../utils/toast'
import * as ERRORS from '../../types/errors'

/** sending while the video is still going or has failed */
export const VIDEO_PENDING = '视频还在上传或上传失败，请稍候或删除后再提交'

/** a video already sent: what a draft keeps */
export interface SentVideo {
  id: number
  url: string
  /** the cover's address ('' when none could be made) */
  coverImage: string
  /** whole seconds */
  duration: number
}

export class VideoSlot {
  /** chosen and not yet sent (or failed) */
  picked: PickedVideo | null = null
  sent: SentVideo | null
  progress = 0
  error = ''
  /** what the tile shows while it goes: the cover as chosen */
  preview = ''

  /** `kept`: a video a draft held; `onChange`: what to keep now */
  constructor(kept: SentVideo | null = null, private readonly onChange?: (sent: SentVideo | null) => void) {
    this.sent = kept
    this.preview = kept?.coverImage ?? ''
    makeAutoObservable<VideoSlot, 'onChange' | 'send'>(this, { onChange: false, send: false, picked: observable.ref, sent: observable.ref })
  }

  get empty(): boolean {
    return !this.sent && !this.picked
  }

  get sending(): boolean {
    return !!this.picked && !this.sent && !this.error
  }

  /** nothing going and nothing failed */
  get ready(): boolean {
    return !this.picked || !!this.sent
  }

  /** what a question or answer names it by; none: no video */
  id(): number | undefined {
    return this.sent?.id
  }

  /** the length as chosen or sent */
  get duration(): number {
    return this.sent?.duration ?? Math.round(this.picked?.duration ?? 0)
  }

  async add(): Promise<void> {
    if (!this.empty) return
    const picked = await media.chooseVideo(VIDEO_MAX_SECONDS)
    if (!picked) return
    // said before a byte goes: a slow phone's connection is not spent on what would be refused
    if (picked.size > VIDEO_MAX_BYTES) return toast(ERRORS.videoTooBig(VIDEO_MAX_BYTES / 1024 / 1024))
    if (Math.floor(picked.duration) > VIDEO_MAX_SECONDS) return toast(ERRORS.videoTooLong(VIDEO_MAX_SECONDS))
    runInAction(() => {
      this.picked = picked
      this.preview = picked.cover?.preview ?? ''
    })
    await this.send()
  }

  private async send(): Promise<void> {
    const picked = this.picked
    if (!picked) return
    runInAction(() => { this.error = ''; this.progress = 0 })
    try {
      // the cover is a tenth of the way; the clip the rest
      const cover = picked.cover ? await uploadImage(picked.cover, p => runInAction(() => { this.progress = Math.round(p / 10) })) : null
      const made = await uploadVideo(picked, cover?.id ?? null, p => runInAction(() => { this.progress = 10 + Math.round(p * 0.9) }))
      if (this.picked !== picked) return
      runInAction(() => {
        this.sent = { id: made.id, url: made.url, coverImage: made.coverImage, duration: made.duration }
        this.progress = 100
      })
      this.onChange?.(this.sent)
    } catch (err) {
      if (this.picked !== picked) return
      const message = errorMessage(err)
      runInAction(() => { this.error = message })
      toast(message)
    }
  }

  retry(): Promise<void> {
    return this.send()
  }

  remove(): void {
    this.clear()
    this.onChange?.(null)
  }

  clear(): void {
    this.picked = null
    this.sent = null
    this.error = ''
    this.progress = 0
    this.preview = ''
  }
}
