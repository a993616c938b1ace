// The newsroom's dashboard (issue 29): today's figures and the last 30 days, each a count the database
// answers (no figure kept aside to drift from it). Days are China's (UTC+8).
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { CST_MS, DAY_MS, cstDay } from '../content/time'
import type { PoliticsService } from './politics'
import type { Dashboard, DashboardDay } from '../../../types/api/admin'

export const DASHBOARD_DAYS = 30

/** the rows of `table` whose `column` (ms) falls in [from, to), counted per China day */
type Counted = 'news' | 'users' | 'comments' | 'shop_orders'

export class DashboardService {
  constructor(private readonly db: Kysely<DB>, private readonly politics: PoliticsService) {}

  private async perDay(table: Counted, column: 'publish_time' | 'created_at', from: number, to: number): Promise<Map<number, number>> {
    // the day's number since 1970 in China: integer division in both SQLite and PostgreSQL (the figures
    // written as literals: bound as parameters SQLite takes them as reals, and divides as reals)
    const day = sql<number>`(${sql.ref(column)} + ${sql.lit(CST_MS)}) / ${sql.lit(DAY_MS)}`
    let q = this.db.selectFrom(table as 'news').select([day.as('day'), eb => eb.fn.countAll<number>().as('n')])
      .where(sql.ref(column), '>=', from).where(sql.ref(column), '<', to)
    // a story counts once it is published and shown
    if (table === 'news') q = q.where('status', '=', 1)
    const rows = await q.groupBy(day).execute()
    return new Map(rows.map(r => [Number(r.day), Number(r.n)]))
  }

  async figures(now = Date.now()): Promise<Dashboard> {
    const today = Math.floor((now + CST_MS) / DAY_MS)
    const from = (today - DASHBOARD_DAYS + 1) * DAY_MS - CST_MS
    const to = (today + 1) * DAY_MS - CST_MS
    const [stories, readers, comments, orders] = await Promise.all([
      this.perDay('news', 'publish_time', from, to),
      this.perDay('users', 'created_at', from, to),
      this.perDay('comments', 'created_at', from, to),
      this.perDay('shop_orders', 'created_at', from, to),
    ])
    const days: DashboardDay[] = []
    for (let d = today - DASHBOARD_DAYS + 1; d <= today; d++) {
      days.push({ day: cstDay(d * DAY_MS - CST_MS), stories: stories.get(d) ?? 0, readers: readers.get(d) ?? 0, comments: comments.get(d) ?? 0, shopOrders: orders.get(d) ?? 0 })
    }
    const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n)
    const [held, reports, overdue, toShip] = await Promise.all([
      count(this.db.selectFrom('moderation_items').select(eb => eb.fn.countAll<number>().as('n')).where('status', '=', 'held').executeTakeFirstOrThrow()),
      count(this.db.selectFrom('reports').select(eb => eb.fn.countAll<number>().as('n')).where('handled_at', 'is', null).executeTakeFirstOrThrow()),
      this.politics.overdueCount(now),
      count(this.db.selectFrom('shop_orders').select(eb => eb.fn.countAll<number>().as('n')).where('status', '=', 'confirmed').where('address', '!=', '').executeTakeFirstOrThrow()),
    ])
    const last = days[days.length - 1]
    return {
      today: { day: last.day, stories: last.stories, readers: last.readers, comments: last.comments, shopOrders: last.shopOrders },
      waiting: { heldForReview: held, reports, politicsOverdue: overdue, ordersToShip: toShip },
      days,
    }
  }
}
