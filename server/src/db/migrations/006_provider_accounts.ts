// One name for 上游号: "provider accounts" (the table, the story's publisher, the channel and column
// kind), so that "account" means a reader's login everywhere in the code.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').renameTo('provider_accounts').execute()
  await db.schema.alterTable('news').renameColumn('account_id', 'provider_account_id').execute()
  await sql`update channels set kind = 'provider' where kind = 'account'`.execute(db)
  await sql`update columns set kind = 'provider' where kind = 'account'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update columns set kind = 'account' where kind = 'provider'`.execute(db)
  await sql`update channels set kind = 'account' where kind = 'provider'`.execute(db)
  await db.schema.alterTable('news').renameColumn('provider_account_id', 'account_id').execute()
  await db.schema.alterTable('provider_accounts').renameTo('accounts').execute()
}
