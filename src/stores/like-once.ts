// BangBang's likes that count once (an answer, type 6; a 社区 or 曝光台 post, type 7; community-side spec
// §4): already liked says 您已经点赞过了 and calls nothing; otherwise the count and the state follow the
// server's 200 only, and a refusal is told in its own words.
import { runInAction } from 'mobx'
import type { Envelope } from '@types-api/common'
import type { PraiseResult } from '@types-api/qa'
import type { Resource } from './resource'
import { requireLogin } from './login-guard'
import { errorMessage } from '../utils/errors'
import { toast } from '../utils/toast'
import { tellLikeRefused } from '../utils/answers'
import * as ERRORS from '../../types/errors'


interface Likeable {
  doLike: { isLike: boolean; likeNum: number }
}

export class OnceLike<T extends Likeable> {
  private liking = false

  /** `counted`: the detail with the server's new count (its own copies of the count too) */
  constructor(private readonly detail: Resource<T>, private readonly call: () => Promise<Envelope<PraiseResult | null>>, private readonly counted: (d: T, likeNum: number) => T) {}

  async like(): Promise<void> {
    const d = this.detail.data
    if (!d || this.liking || !requireLogin()) return
    if (d.doLike.isLike) {
      toast(ERRORS.likedAlreadyBang)
      return
    }
    this.liking = true
    try {
      const res = await this.call()
      if (res.statusCode === 200 && res.data) {
        const likeNum = res.data.likeNum
        runInAction(() => { this.detail.data = { ...this.counted(d, likeNum), doLike: { isLike: true, likeNum } } })
        toast(res.message)
      } else {
        tellLikeRefused(res)
      }
    } catch (err) {
      toast(errorMessage(err))
    } finally {
      this.liking = false
    }
  }
}
