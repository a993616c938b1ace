// Issue 24 §9: a new reader's name was 上游网友 and the last four digits of their phone. Those who still
// go by it get a name without them (they can choose their own on 编辑资料).
import type { Kysely } from 'kysely'
import { defaultNickname } from '../../content/nickname'

export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: number; phone: string; nickname: string }[] = await db.selectFrom('users').select(['id', 'phone', 'nickname']).where('nickname', 'like', '上游网友%').execute()
  for (const r of rows) {
    if (r.nickname === `上游网友${r.phone.slice(-4)}`) await db.updateTable('users').set({ nickname: defaultNickname() }).where('id', '=', r.id).execute()
  }
}

export async function down(): Promise<void> {
  // the phone's digits are not put back
}
