// Migrations that change what is already stored: a database made before them keeps its data.
import { sql } from 'kysely'
import { migrateToLatest } from '../../server/src/db/migrate'
import { freshDatabase } from './helpers'

describe('006: 上游号 become provider accounts', () => {
  it('renames the table, the story column and the channel and column kind, keeping the rows', async () => {
    const { database, cleanup } = await freshDatabase()
    try {
      const db = database.db
      await migrateToLatest(db, database.schema, '005_safety')
      await db.insertInto('channels').values({ id: 13, name: '上游号', img: '', linenum: 2, showline: 2, path: '', kind: 'account', sort: 13 } as never).execute()
      await db.insertInto('columns').values({ id: 1301, channel_id: 13, name: '重庆发布', kind: 'account' } as never).execute()
      await sql`insert into accounts (id, name, column_id, recommended) values (1, '重庆发布', 1301, 1)`.execute(db)
      await sql`insert into news (class_id, title, data_type, publish_time, account_id) values (1301, '一条新闻', 1, 1, 1)`.execute(db)

      await migrateToLatest(db, database.schema)

      expect(await db.selectFrom('provider_accounts').select(['id', 'name', 'column_id']).execute()).toEqual([{ id: 1, name: '重庆发布', column_id: 1301 }])
      expect(await db.selectFrom('news').select(['title', 'provider_account_id']).execute()).toEqual([{ title: '一条新闻', provider_account_id: 1 }])
      expect((await db.selectFrom('channels').select('kind').where('id', '=', 13).executeTakeFirstOrThrow()).kind).toBe('provider')
      expect((await db.selectFrom('columns').select('kind').where('id', '=', 1301).executeTakeFirstOrThrow()).kind).toBe('provider')
      // (the driver's error may come from another realm: matched by its message, not its class)
      await expect(sql`select id from accounts`.execute(db)).rejects.toHaveProperty('message', expect.stringContaining('accounts'))
    } finally {
      await database.close()
      await cleanup()
    }
  })
})
