// The report popup (spec §4): opens with no reason chosen, each tap toggles one; for a comment the
// button reads 提交 with a choice and 取消 without (which closes it); a story's report always submits.
// Success says 举报成功 and closes; an answer without data shows the server's message and stays open.
import { makeAutoObservable, runInAction } from 'mobx'
import type { Comment, ReportConfig } from '@types-api/interaction'
import { fetchReportConfig, reportComment, reportStory, type CommentTarget } from '../services/interactions'
import type { Envelope } from '@types-api/common'
import { errorMessage } from '../utils/errors'
import { requireLogin } from './login-guard'
import { toast } from '../utils/toast'
import { REPORT_TEXT } from '../utils/interaction-text'
import { tellRefusal } from '../utils/answers'

export type ReportTarget =
  | { kind: 'comment'; comment: Comment; platformId: number; classId: number }
  | { kind: 'story' }
  /** something else reported through its own call (a 发现 post or topic: platform 4) */
  | { kind: 'other'; send: (content: string) => Promise<Envelope<{ id: number } | null>> }

let config: Promise<ReportConfig> | null = null
/** the reasons and hotline, asked once per session */
function reportConfig(): Promise<ReportConfig> {
  if (!config) config = fetchReportConfig().catch(err => { config = null; throw err })
  return config
}

export class ReportStore {
  target: ReportTarget | null = null
  reasons: string[] = []
  tel = ''
  selected: string[] = []
  sending = false

  constructor(readonly story: CommentTarget) {
    makeAutoObservable(this, { story: false })
  }

  get open(): boolean {
    return this.target !== null
  }

  /** what the button does now */
  /** the button: 提交 once a reason is chosen; with none (a story's report as a comment's) 取消, which closes (reading-side spec, report popup) */
  get action(): 'submit' | 'cancel' {
    return this.selected.length === 0 ? 'cancel' : 'submit'
  }

  async show(target: ReportTarget): Promise<void> {
    if (!requireLogin()) return
    try {
      const c = await reportConfig()
      runInAction(() => {
        this.reasons = c.type
        this.tel = c.tel
        this.selected = []
        this.target = target
      })
    } catch (err) {
      toast(errorMessage(err))
    }
  }

  close(): void {
    this.target = null
    this.selected = []
  }

  toggle(reason: string): void {
    this.selected = this.selected.includes(reason) ? this.selected.filter(r => r !== reason) : [...this.selected, reason]
  }

  async press(): Promise<void> {
    if (this.action === 'cancel') return this.close()
    return this.submit()
  }

  async submit(): Promise<void> {
    const target = this.target
    if (!target || this.sending) return
    if (this.selected.length === 0) {
      toast(REPORT_TEXT.choose)
      return
    }
    // in the order offered, comma-joined
    const content = this.reasons.filter(r => this.selected.includes(r)).join(',')
    this.sending = true
    try {
      const res = target.kind === 'comment'
        ? await reportComment({
          classId: target.classId, newsId: this.story.id, commentId: target.comment.id, platformId: target.platformId,
          content, commentContent: target.comment.sayText,
        })
        : target.kind === 'other' ? await target.send(content) : await reportStory(this.story, content)
      if (res.statusCode === 200 && res.data) {
        toast(REPORT_TEXT.done)
        runInAction(() => this.close())
      } else {
        tellRefusal(res)
      }
    } catch (err) {
      toast(errorMessage(err))
    } finally {
      runInAction(() => { this.sending = false })
    }
  }
}
