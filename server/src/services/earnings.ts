// What taking part earns, in one place: for each kind of reader's content, the points rule, the dedupe key
// and what the ledger links to. An item published at once is awarded where it is written (the routes); a
// held one when a moderator approves it; hiding it, or its author deleting it, takes the points back, and
// so does unpinning an answer (or pinning another). The same key at every end: earned once, reversed once,
// whichever way it went; reversed in full even when the points were spent (PointsService.reverse).
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { EarnInput } from './points'

export type EarningKind = 'comment' | 'bang-comment' | 'qa-question' | 'qa-answer' | 'qa-pinned' | 'discover-post' | 'politics' | 'bang-post'

const RULES: Record<EarningKind, { rule: string; key: (id: number) => string }> = {
  comment: { rule: 'comment', key: id => `comment:${id}` },
  'bang-comment': { rule: 'comment', key: id => `bang-comment:${id}` },
  'qa-question': { rule: 'question', key: id => `question:qa:${id}` },
  'qa-answer': { rule: 'answer', key: id => `answer:${id}` },
  // an answer pinned by its asker (the id is the answer's); unpinned, hidden or another pinned: taken back
  'qa-pinned': { rule: 'pinned', key: id => `pinned:${id}` },
  'discover-post': { rule: 'question', key: id => `question:discover:${id}` },
  politics: { rule: 'question', key: id => `question:politics:${id}` },
  'bang-post': { rule: 'question', key: id => `question:bang-post:${id}` },
}

const isEarning = (kind: string): kind is EarningKind => Object.prototype.hasOwnProperty.call(RULES, kind)

/** the dedupe key an item earned under (to take it back) */
export const earningKey = (kind: EarningKind, id: number): string => RULES[kind].key(id)

/** what an item earns; `ref` is what the ledger shows and links to (a comment: its story) */
export function earning(kind: EarningKind, id: number, ref: { type: string; id: number; title: string }): EarnInput {
  return { rule: RULES[kind].rule, dedupeKey: RULES[kind].key(id), ref: { ...ref, title: [...ref.title].slice(0, 60).join('') } }
}

/** what a held item earns once approved, with its ledger link looked up (the queue knows only the item); null: nothing */
export async function earningOnApproval(db: Kysely<DB>, kind: string, id: number, excerpt: string): Promise<EarnInput | null> {
  if (!isEarning(kind)) return null
  switch (kind) {
    case 'comment': {
      const c = await db.selectFrom('comments').select('news_id').where('id', '=', id).executeTakeFirst()
      return c ? earning(kind, id, { type: 'news', id: c.news_id, title: excerpt }) : null
    }
    case 'bang-comment': {
      const c = await db.selectFrom('bang_comments').select(['class_id', 'target_id']).where('id', '=', id).executeTakeFirst()
      return c ? earning(kind, id, { type: `bang-${c.class_id}`, id: c.target_id, title: excerpt }) : null
    }
    case 'qa-question': return earning(kind, id, { type: 'question', id, title: excerpt })
    case 'qa-answer': return earning(kind, id, { type: 'answer', id, title: excerpt })
    // a pin is the asker's act, never held
    case 'qa-pinned': return null
    case 'discover-post': return earning(kind, id, { type: 'discover', id, title: excerpt })
    case 'politics': return earning(kind, id, { type: 'politics', id, title: excerpt })
    case 'bang-post': return earning(kind, id, { type: 'post', id, title: excerpt })
  }
}

/** the keys to take back when a moderator hides an item (a hidden answer loses its pin's points too) */
export const hiddenEarnings = (kind: string, id: number): string[] =>
  !isEarning(kind) ? [] : kind === 'qa-answer' ? [earningKey(kind, id), earningKey('qa-pinned', id)] : [earningKey(kind, id)]
