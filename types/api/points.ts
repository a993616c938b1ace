// Points (积分) and growth (成长值): how a reader earns them, the ledger that keeps them (docs/api.md,
// Points). The spec shows only the 我的 panel's figures (credit, integRal, creditLevel); the rest is designed.

/** an earning rule as the rules page shows it */
export interface PointRule {
  key: string
  title: string
  description: string
  points: number
  growth: number
  /** times a day it earns; 0: no cap */
  dailyCap: number
}

/** GET /admin/v1/points/rules: every rule, those turned off too */
export interface StaffPointRule extends PointRule {
  enabled: boolean
}

/** GET /v1/points/summary: what the reader has */
export interface PointSummary {
  credit: number
  integRal: number
  creditLevel: string
  /** the growth value the next level needs (null at the top) */
  nextLevelAt: number | null
  signedToday: boolean
  /** days signed in a row (today's included once signed) */
  streak: number
  /** points that expire soonest, and when (null: none within 30 days) */
  expiring: { points: number; at: string } | null
}

/** one line of 积分明细 */
export interface PointEntry {
  id: number
  kind: 'opening' | 'earn' | 'reverse' | 'expire' | 'hold' | 'spend' | 'release' | 'refund'
  points: number
  growth: number
  reason: string
  /** what it came from (a story, a comment …), to open */
  ref: { type: string; id: number | null; title: string } | null
  time: string
}

/** POST /v1/points/signIn */
export interface SignInResult {
  points: number
  growth: number
  streak: number
  credit: number
}

/** POST /admin/v1/points/reconcile: every difference found (none: the books balance) */
export interface Reconciliation {
  readers: number
  entries: number
  differences: { userId: number; credit: number; postings: number; batches: number }[]
  unbalancedEntries: number[]
}

/** a sign-in streak adds a point a day, up to this many */
export const STREAK_BONUS_MAX = 5
