// One way a reader's writing becomes a row, whatever it is (a comment, a question, an answer, a politics
// question, a 社区 post, a Discover post): clean its texts → claim the reader's uploads → moderate → in
// one transaction insert the row, record its uploads' uses and either queue it for review or apply what a
// shown item does (counters, messages) → after commit, push the messages and announce it. What a domain
// says is only its row, its checks and its side effects (a `WriteSpec`); the steps are written here once.
//
// Announcements (`ContentEvents`) are how points follow content: published (at once, or when a moderator
// approves it) earns; deleted by its author or hidden by a moderator takes it back. The one listener is
// `earnFromContent` (earnings.ts); nobody awards points for content anywhere else.
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { badRequest } from '../answer'
import { cleanText } from '../content/comment-text'
import type { ModerationService, Verdict } from '../moderation/service'
import { MEDIA_CARRIERS, UploadService, type MediaCarrier } from '../media/uploads'
import type { MessageService, NewMessage } from './messages'
import { consoleLog, type Log } from '../log-context'

/** what readers write, each a moderation kind and an earning kind of the same name */
export type WriteKind = 'comment' | 'bang-comment' | 'qa-question' | 'qa-answer' | 'politics' | 'bang-post' | 'discover-post' | 'composition'

const WRITE_KINDS: readonly WriteKind[] = ['comment', 'bang-comment', 'qa-question', 'qa-answer', 'politics', 'bang-post', 'discover-post', 'composition']
export const isWriteKind = (kind: string): kind is WriteKind => (WRITE_KINDS as readonly string[]).includes(kind)

export type ContentEvent =
  /**
   * in its place: shown to everyone, or (a composition) with its teacher; at once, or approved by a
   * moderator (`title`: its text, for the points ledger)
   */
  | { type: 'published'; kind: WriteKind; id: number; userId: number; title: string }
  /** a composition went a step further: recommended by the editor, printed in the paper */
  | { type: 'promoted'; kind: 'composition'; step: 'recommended' | 'printed'; id: number; userId: number; title: string }
  /** gone after it was public or held: deleted by its author, or hidden by a moderator */
  | { type: 'withdrawn'; kind: WriteKind; id: number; userId: number; by: 'author' | 'moderator' }

type Listener = (event: ContentEvent) => Promise<void>

/**
 * Content's announcements, heard after the change has committed. A listener's failure is logged and
 * never the writer's problem (the post is made; points can be reconciled). Listeners are awaited, so
 * a reply that says "published" is sent after what follows it has happened.
 */
export class ContentEvents {
  private readonly listeners: Listener[] = []
  private log: Log = consoleLog

  on(listener: Listener): void {
    this.listeners.push(listener)
  }

  /** where listeners' failures are logged (the app's logger, once it exists) */
  logTo(log: Log): void {
    this.log = log
  }

  async emit(event: ContentEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event)
      } catch (err) {
        this.log.error({ err, event }, 'content event listener failed')
      }
    }
  }
}

/**
 * A text of the item: the raw input with its limit and the words for its two problems, or the domain's
 * own cleaning (`clean`, which throws its error; '' for an absent optional text, which is not moderated).
 */
export type TextField =
  | { raw: string; max: number; empty: string; tooLong: string }
  | { clean: () => string }

/** what the pipeline hands the domain's insert */
export interface Written<F extends string> {
  /** the fields' texts as stored: cleaned, and with masked words masked */
  texts: Record<F, string>
  held: boolean
  images: number[]
  video: number | null
  /** the write's time */
  now: number
}

export interface WriteSpec<F extends string, X extends object> {
  kind: WriteKind
  userId: number
  /** checked in this order; each is cleaned and then moderated */
  fields: Record<F, TextField>
  /** the reader's uploads to attach (checked to be theirs); `oneKind`: the error when both pictures and a video come */
  media?: { images?: number[]; videoId?: number; oneKind?: string }
  /** more reasons to hold it for review beyond its words (a picture a moderator rejected before) */
  holdAlso?: (imageIds: number[]) => Promise<string[]>
  /** the review queue's text (default: the fields' texts, one per line) */
  reviewText?: (texts: Record<F, string>) => string
  /** the row, inside the transaction; returns its id and anything the caller wants back */
  insert(trx: Transaction<DB>, w: Written<F>): Promise<{ id: number } & X>
  /** what a shown item does at once, in the same transaction: its counters, and whom to tell */
  shown?(trx: Transaction<DB>, row: { id: number } & X, w: Written<F>): Promise<NewMessage[] | void>
  /** the text the points ledger shows (default: the first field's) */
  title?: (texts: Record<F, string>) => string
  /** a private draft (its author's alone): cleaned and its uploads claimed, neither moderated nor announced */
  draft?: boolean
}

export class WritePipeline {
  constructor(
    private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly messages: MessageService,
    private readonly uploads: UploadService, readonly events: ContentEvents,
  ) {}

  async publish<F extends string, X extends object>(spec: WriteSpec<F, X>, now = Date.now()): Promise<{ id: number; underReview: boolean } & X> {
    const names = Object.keys(spec.fields) as F[]
    // 1. clean: the first problem found is the answer, nothing is kept
    const cleaned = {} as Record<F, string>
    for (const name of names) cleaned[name] = clean(spec.fields[name])
    // 2. claim the reader's uploads
    const imageIds = [...new Set(spec.media?.images ?? [])]
    if (spec.media?.oneKind && imageIds.length > 0 && spec.media.videoId !== undefined) throw badRequest(spec.media.oneKind)
    const images = (await this.uploads.own(spec.userId, imageIds)).map(i => i.id)
    const video = await this.uploads.ownVideo(spec.userId, spec.media?.videoId)
    // 3. moderate every text (a blocked word refuses the whole item)
    const verdicts = new Map<F, Verdict>()
    for (const name of names) if (cleaned[name] !== '' && !spec.draft) verdicts.set(name, await this.moderation.check(cleaned[name], spec.userId))
    const extra = spec.holdAlso && !spec.draft ? await spec.holdAlso(images) : []
    const held = extra.length > 0 || [...verdicts.values()].some(v => v.verdict === 'hold')
    const texts = {} as Record<F, string>
    for (const name of names) texts[name] = spec.draft ? cleaned[name] : verdicts.get(name)?.text ?? ''
    const written: Written<F> = { texts, held, images, video, now }
    // 4. the row and its consequences, at once
    let told: NewMessage[] = []
    const made = await this.db.transaction().execute(async trx => {
      const row = await spec.insert(trx, written)
      if (spec.media && isCarrier(spec.kind)) await UploadService.use(trx, spec.kind, row.id, images, video, now)
      if (held) {
        await this.moderation.enqueue(trx, {
          kind: spec.kind, refId: row.id, userId: spec.userId,
          text: spec.reviewText ? spec.reviewText(texts) : names.map(n => texts[n]).filter(Boolean).join('\n'),
          reasons: [...[...verdicts.values()].flatMap(v => v.reasons), ...extra],
        }, now)
      } else {
        told = (await spec.shown?.(trx, row, written)) || []
        await this.messages.tell(trx, told, now)
      }
      return row
    })
    // 5. after commit: the subscribe messages, and the announcement (points)
    this.messages.push(told)
    if (!held && !spec.draft) await this.events.emit({ type: 'published', kind: spec.kind, id: made.id, userId: spec.userId, title: spec.title ? spec.title(texts) : texts[names[0]] })
    return { ...made, underReview: held }
  }

  /** the author deleted their item (after its transaction committed) */
  async deleted(kind: WriteKind, id: number, userId: number): Promise<void> {
    await this.events.emit({ type: 'withdrawn', kind, id, userId, by: 'author' })
  }
}

function clean(field: TextField): string {
  if ('clean' in field) return field.clean()
  const r = cleanText(field.raw, field.max)
  if ('problem' in r) throw badRequest(r.problem === 'empty' ? field.empty : field.tooLong)
  return r.text
}

/** the kinds whose rows carry readers' pictures and videos: those MEDIA_CARRIERS names (one list) */
const isCarrier = (kind: WriteKind): kind is WriteKind & MediaCarrier => Object.prototype.hasOwnProperty.call(MEDIA_CARRIERS, kind)

/** A held item of the reader's own, deleted before a moderator decided: nothing is left to decide. */
export async function dropFromQueue(trx: Transaction<DB>, kind: WriteKind, id: number): Promise<void> {
  await trx.deleteFrom('moderation_items').where('kind', '=', kind).where('ref_id', '=', id).where('status', '=', 'held').execute()
}
