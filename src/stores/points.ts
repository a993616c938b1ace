// Points (积分) on the client: the reader's figures, the daily sign-in, 积分明细 and the rules; a story
// earns once it has been on screen a while (READ_DWELL_MS) or is shared. Earning is quiet: the ledger
// says what came from where.
import { makeAutoObservable, runInAction } from 'mobx'
import type { PointEntry, PointRule, PointSummary } from '@types-api/points'
import { earnForStory, fetchPointLedger, fetchPointRules, fetchPointSummary, signInForPoints } from '../services/points'
import { errorMessage } from '../utils/errors'
import { requireLogin } from './login-guard'
import { toast } from '../utils/toast'
import { keep, keptAlready } from './kept'
import { Resource } from './resource'
import { PagedList } from './paged-list'
import { sessionStore } from './session'

/** a story earns its reading after this long on screen */
export const READ_DWELL_MS = 8000

export const pointRules = () => keep('point-rules', () => new Resource<PointRule[]>(fetchPointRules))

/** The reader's points: the figures, the sign-in, 积分明细. */
export class PointsView {
  readonly summary = new Resource<PointSummary>(fetchPointSummary, { maxAgeMs: 0 })
  readonly ledger = new PagedList<PointEntry>(async page => {
    const data = await fetchPointLedger(page)
    return { items: data.list, hasMore: data.hasMore }
  }, 0, { deep: false })
  signing = false

  constructor() {
    makeAutoObservable(this, { summary: false, ledger: false })
  }

  /** 签到: once a day; the figures, the ledger and 我的 follow */
  async signIn(): Promise<void> {
    if (this.signing || !requireLogin()) return
    this.signing = true
    try {
      const res = await signInForPoints()
      toast(res.message)
    } catch (err) {
      toast(errorMessage(err))
    } finally {
      runInAction(() => { this.signing = false })
      pointsChanged()
    }
  }
}
export const pointsView = () => keep('points', () => new PointsView())

/** after the points moved: what is shown loads again, and 我的's figures */
export function pointsChanged(): void {
  const v = keptAlready<PointsView>('points')
  if (v) {
    void v.summary.reload()
    void v.ledger.refresh()
  }
  void sessionStore.loadUser()
}

async function earn(kind: 'read' | 'share', classId: number, newsId: number): Promise<void> {
  if (!sessionStore.loggedIn) return
  try {
    const res = await earnForStory(kind, classId, newsId)
    if (res.statusCode === 200 && res.data) pointsChanged()
  } catch {
    // the story is what the reader came for: points failing to arrive is never their problem
  }
}

/** A story on screen: after READ_DWELL_MS it earns its reading (once; the server dedupes). Returns the stop. */
export function startReading(classId: number, newsId: number): () => void {
  if (!sessionStore.loggedIn) return () => undefined
  const timer = setTimeout(() => void earn('read', classId, newsId), READ_DWELL_MS)
  return () => clearTimeout(timer)
}

/** a story shared */
export const sharedStory = (classId: number, newsId: number) => void earn('share', classId, newsId)
