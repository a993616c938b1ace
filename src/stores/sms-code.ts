// Sending an SMS code from a form: the slider first (a challenge, then the reader's slide judged by the
// server), one send per slide, then 60 s before the next. A refusal that is not about the slide (a wrong
// phone, too soon) keeps the slide for the next try, unless the server says it spent it (an answer about
// whether the phone is registered costs a slide, so phones cannot be checked one after another).
import { makeAutoObservable, runInAction } from 'mobx'
import { sendSmsCode, sliderChallenge, sliderVerify, type SliderProof, type SmsPurpose } from '../services/account'
import { errorData, errorMessage } from '../utils/errors'
import { toast } from '../utils/toast'
import * as ERRORS from '../../types/errors'

export const CODE_SENT = '验证码已发送'
export const SLIDE_FIRST = '请先完成滑块验证'
/** the server's words for a proof it does not take (missing, spent, forged) */
const SLIDE_REFUSED = [SLIDE_FIRST, '滑块验证失败，请刷新后重试']
export const RESEND_SECONDS = 60
export const PHONE_PATTERN = /^1[3-9]\d{9}$/

export class SmsCodeSender {
  /** the server took the reader's slide: one send may use it */
  proof: SliderProof | null = null
  /** seconds before the next send */
  secondsLeft = 0
  sending = false
  private timer: ReturnType<typeof setInterval> | null = null

  constructor(readonly purpose: SmsPurpose) {
    makeAutoObservable<SmsCodeSender, 'timer'>(this, { purpose: false, timer: false })
  }

  /** the slider gives way to its note while a slide is held or the countdown runs */
  get slidePassed(): boolean {
    return this.proof !== null || this.secondsLeft > 0
  }

  get canSend(): boolean {
    return this.proof !== null && this.secondsLeft === 0 && !this.sending
  }

  /** A new slider challenge's token ('' when none could be had: the handle does nothing). */
  async challenge(): Promise<string> {
    try {
      return (await sliderChallenge()).token
    } catch {
      return ''
    }
  }

  /** The reader's slide along `width` px: resolves when the server takes it, rejects when not (a new challenge comes). */
  async verifySlide(token: string, width: number, points: [number, number][]): Promise<void> {
    const proof = await sliderVerify(token, width, points)
    runInAction(() => { this.proof = proof })
  }

  /** Sends a code to `phone` (told in the reader's words what went wrong); true once sent. */
  async send(phone: string): Promise<boolean> {
    if (this.secondsLeft > 0 || this.sending) return false
    if (!PHONE_PATTERN.test(phone)) {
      toast(ERRORS.phoneBad)
      return false
    }
    const proof = this.proof
    if (!proof) {
      toast(SLIDE_FIRST)
      return false
    }
    this.sending = true
    try {
      await sendSmsCode(phone, this.purpose, proof)
      toast(CODE_SENT)
      runInAction(() => {
        this.proof = null
        this.countDown()
      })
      return true
    } catch (err) {
      const message = errorMessage(err)
      toast(message)
      const spent = (errorData(err) as { sliderSpent?: boolean } | null | undefined)?.sliderSpent === true
      if (spent || SLIDE_REFUSED.includes(message)) runInAction(() => { this.proof = null })
      return false
    } finally {
      runInAction(() => { this.sending = false })
    }
  }

  private countDown(): void {
    this.secondsLeft = RESEND_SECONDS
    this.dispose()
    this.timer = setInterval(() => runInAction(() => {
      this.secondsLeft -= 1
      if (this.secondsLeft <= 0) this.dispose()
    }), 1000)
  }

  /** the form is gone: no more ticking */
  dispose(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }
}
