// The newsroom console's answers (issue 29), shared by the server and the console.

/** one China day's figures */
export interface DashboardDay {
  /** 2026-11-28 */
  day: string
  /** stories published (and shown) that day */
  stories: number
  /** readers who signed up */
  readers: number
  /** comments written */
  comments: number
  /** points-shop orders placed */
  shopOrders: number
}

/** GET /admin/v1/dashboard */
export interface Dashboard {
  today: DashboardDay
  /** what waits for someone now */
  waiting: {
    /** readers' writing held for a moderator */
    heldForReview: number
    /** reports not yet handled */
    reports: number
    /** 问政 questions past their time limit */
    politicsOverdue: number
    /** physical goods exchanged and not yet shipped */
    ordersToShip: number
  }
  /** the last 30 days, oldest first, today last */
  days: DashboardDay[]
}
