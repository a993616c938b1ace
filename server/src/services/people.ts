// Readers as lists and cards show them (an author, a member, whom a reply answers): id, nickname,
// avatar, looked up at once for a page of rows.
import type { Selectable } from 'kysely'
import type { Db, UserTable } from '../db/schema'

export type Person = Pick<Selectable<UserTable>, 'id' | 'nickname' | 'avatar'>

/** the people of `ids` (repeats and unknown ids allowed), by id */
export async function peopleById(db: Db, ids: number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db.selectFrom('users').select(['id', 'nickname', 'avatar']).where('id', 'in', unique).execute()
  return new Map(rows.map(r => [r.id, r]))
}
