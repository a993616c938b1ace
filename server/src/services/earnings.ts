// What taking part earns, in one place: for each kind of reader's content, the points rule, the dedupe key
// and what the ledger links to. Points follow content's announcements (`earnFromContent`, the one
// listener): published (at once, or approved by a moderator) earns; hidden by a moderator or deleted by
// its author takes the points back. A pin earns its answer's author in the pin's own transaction (a
// racing pin waits for it), and unpinning (or pinning another) takes it back. The same key at every end:
// earned once, reversed once, whichever way it went; reversed in full even when the points were spent
// (PointsService.reverse).
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import type { EarnInput, PointsService } from './points'
import type { ContentEvents } from './writes'
import type { PinChange } from './qa'

export type EarningKind = 'comment' | 'bang-comment' | 'qa-question' | 'qa-answer' | 'qa-pinned' | 'discover-post' | 'politics' | 'bang-post'
  | 'composition' | 'composition-recommended' | 'composition-printed'

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
  // a composition earns when it reaches its teacher (once, however often it is sent back and again),
  // when the editor recommends it and when it is printed
  composition: { rule: 'essay_submit', key: id => `composition:${id}` },
  'composition-recommended': { rule: 'essay_picked', key: id => `composition:recommended:${id}` },
  'composition-printed': { rule: 'essay_printed', key: id => `composition:printed:${id}` },
}

const isEarning = (kind: string): kind is EarningKind => Object.prototype.hasOwnProperty.call(RULES, kind)

/** the dedupe key an item earned under (to take it back) */
export const earningKey = (kind: EarningKind, id: number): string => RULES[kind].key(id)

/** what an item earns; `ref` is what the ledger shows and links to (a comment: its story) */
export function earning(kind: EarningKind, id: number, ref: { type: string; id: number; title: string }): EarnInput {
  return { rule: RULES[kind].rule, dedupeKey: RULES[kind].key(id), ref: { ...ref, title: [...ref.title].slice(0, 60).join('') } }
}

/** what a published item earns, with its ledger link looked up (a comment links to its story); null: nothing */
export async function earningOf(db: Kysely<DB>, kind: string, id: number, excerpt: string): Promise<EarnInput | null> {
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
    case 'composition':
    case 'composition-recommended':
    case 'composition-printed': return earning(kind, id, { type: 'composition', id, title: excerpt })
  }
}

/** the keys to take back when an item goes (a hidden answer loses its pin's points too) */
export const hiddenEarnings = (kind: string, id: number): string[] =>
  !isEarning(kind) ? []
    : kind === 'qa-answer' ? [earningKey(kind, id), earningKey('qa-pinned', id)]
      : kind === 'composition' ? [earningKey(kind, id), earningKey('composition-recommended', id), earningKey('composition-printed', id)]
        : [earningKey(kind, id)]

/** the ledger's reason for points taken back */
export const WITHDRAWN_REASON = {
  comment: '评论已删除',
  content: '内容已删除',
  hidden: '内容已被隐藏',
  unpinned: '回答已取消置顶',
  composition: '作文未通过',
} as const

/** Points follow content: the one place content earns and gives back (see the top of this file). */
export function earnFromContent(events: ContentEvents, points: PointsService, db: Kysely<DB>): void {
  events.on(async e => {
    if (e.type === 'published' || e.type === 'promoted') {
      const earned = await earningOf(db, e.type === 'promoted' ? `${e.kind}-${e.step}` : e.kind, e.id, e.title)
      if (earned) await points.earn(e.userId, earned)
      return
    }
    const reason = e.kind === 'composition' && e.by === 'moderator' ? WITHDRAWN_REASON.composition
      : e.by === 'moderator' ? WITHDRAWN_REASON.hidden
      : e.kind === 'comment' || e.kind === 'bang-comment' ? WITHDRAWN_REASON.comment : WITHDRAWN_REASON.content
    for (const key of hiddenEarnings(e.kind, e.id)) await points.reverse(e.userId, key, reason)
  })
}

/**
 * What a pin changes in points, inside the pin's transaction (a racing pin waits for it): the answer that
 * lost its pin gives its points back; the pinned one earns, unless it is the asker's own.
 */
export async function pinEarnings(trx: Transaction<DB>, points: PointsService, change: PinChange, askerId: number): Promise<void> {
  if (change.unpinned) await points.reverseIn(trx, change.unpinned.author, earningKey('qa-pinned', change.unpinned.id), WITHDRAWN_REASON.unpinned)
  if (change.pinned && change.answer.author !== askerId) {
    await points.earnIn(trx, change.answer.author, earning('qa-pinned', change.answer.id, { type: 'answer', id: change.answer.id, title: change.answer.content }))
  }
}
