// 上游号 (provider accounts) and what they publish.
import type { Kysely, Selectable } from 'kysely'
import type { DB, ProviderAccountTable } from '../db/schema'
import type { ProviderAccount, ProviderNewsItem } from '../../../types/api/provider-account'
import { absolute } from '../content/urls'
import { notFound } from '../answer'
import { listedStories } from './news'
import { toNewsItem } from '../content/news-item'
import * as ERRORS from '../../../types/errors'

export class ProviderAccountService {
  constructor(private readonly db: Kysely<DB>) {}

  private async toProviders(rows: Selectable<ProviderAccountTable>[], origin: string): Promise<ProviderAccount[]> {
    if (rows.length === 0) return []
    const counts = await this.db.selectFrom('news').select(['provider_account_id', eb => eb.fn.countAll<number>().as('n')])
      .where('provider_account_id', 'in', rows.map(r => r.id)).where('status', '=', 1).groupBy('provider_account_id').execute()
    return rows.map(r => ({
      id: r.id,
      name: r.name,
      avatar: absolute(r.avatar, origin),
      intro: r.intro,
      fansNum: r.fans_num,
      articleNum: Number(counts.find(c => c.provider_account_id === r.id)?.n ?? 0),
      classId: r.column_id,
    }))
  }

  async info(by: { id?: number; classId?: number }, origin: string): Promise<ProviderAccount> {
    let q = this.db.selectFrom('provider_accounts').selectAll()
    q = by.id !== undefined ? q.where('id', '=', by.id) : q.where('column_id', '=', by.classId!)
    const row = await q.executeTakeFirst()
    if (!row) throw notFound(ERRORS.providerAccountGone)
    return (await this.toProviders([row], origin))[0]
  }

  async recommended(origin: string): Promise<ProviderAccount[]> {
    const rows = await this.db.selectFrom('provider_accounts').selectAll().where('recommended', '=', 1).orderBy('sort').execute()
    return this.toProviders(rows, origin)
  }

  /** The 上游号 feed: every provider's stories, newest first, each with its publisher. */
  async headPage(offset: number, pageSize: number, origin: string): Promise<ProviderNewsItem[]> {
    const rows = await listedStories(this.db).where('provider_account_id', 'is not', null)
      .orderBy('publish_time', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute()
    const providers = await this.db.selectFrom('provider_accounts').selectAll().execute()
    return rows.map(n => {
      const p = providers.find(x => x.id === n.provider_account_id)!
      return { ...toNewsItem(n, origin), provider: { id: p.id, name: p.name, avatar: absolute(p.avatar, origin) } }
    })
  }
}
