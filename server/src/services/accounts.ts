// 上游号: provider accounts and what they publish.
import type { Kysely, Selectable } from 'kysely'
import type { AccountTable, DB } from '../db/schema'
import type { Account, AccountNewsItem } from '../../../types/api/account'
import { absolute } from '../http/urls'
import { notFound } from '../http/envelope'
import { listedStories, toNewsItem } from './news'

export class AccountService {
  constructor(private readonly db: Kysely<DB>) {}

  private async toAccounts(rows: Selectable<AccountTable>[], origin: string): Promise<Account[]> {
    if (rows.length === 0) return []
    const counts = await this.db.selectFrom('news').select(['account_id', eb => eb.fn.countAll<number>().as('n')])
      .where('account_id', 'in', rows.map(r => r.id)).where('status', '=', 1).groupBy('account_id').execute()
    return rows.map(r => ({
      id: r.id,
      name: r.name,
      avatar: absolute(r.avatar, origin),
      intro: r.intro,
      fansNum: r.fans_num,
      articleNum: Number(counts.find(c => c.account_id === r.id)?.n ?? 0),
      classId: r.column_id,
    }))
  }

  async info(by: { id?: number; classId?: number }, origin: string): Promise<Account> {
    let q = this.db.selectFrom('accounts').selectAll()
    q = by.id !== undefined ? q.where('id', '=', by.id) : q.where('column_id', '=', by.classId!)
    const row = await q.executeTakeFirst()
    if (!row) throw notFound('上游号不存在')
    return (await this.toAccounts([row], origin))[0]
  }

  async recommended(origin: string): Promise<Account[]> {
    const rows = await this.db.selectFrom('accounts').selectAll().where('recommended', '=', 1).orderBy('sort').execute()
    return this.toAccounts(rows, origin)
  }

  /** The 上游号 feed: every account's stories, newest first, each with its publisher. */
  async headPage(offset: number, pageSize: number, origin: string): Promise<AccountNewsItem[]> {
    const rows = await listedStories(this.db).where('account_id', 'is not', null)
      .orderBy('publish_time', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute()
    const accounts = await this.db.selectFrom('accounts').selectAll().execute()
    return rows.map(n => {
      const a = accounts.find(x => x.id === n.account_id)!
      return { ...toNewsItem(n, origin), account: { id: a.id, name: a.name, avatar: absolute(a.avatar, origin) } }
    })
  }
}
