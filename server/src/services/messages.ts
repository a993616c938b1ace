// Messages to a reader about what they wrote: their question moved or was answered, someone replied
// to their comment; a department's accounts hear of a new question and of a reopening. Written in the
// transaction of what caused them; on the mini-program also pushed as a subscribe message (best effort:
// WeChat sends only what the reader subscribed to, and a failed push never undoes the message).
import type { Kysely, Transaction } from 'kysely'
import { consoleLog, type Log, type LogFields } from '../log-context'
import type { DB } from '../db/schema'
import type { Message } from '../../../types/api/message'
import { formatCst } from '../content/time'
import type { SubscribeSender } from '../providers/subscribe'

export interface NewMessage {
  userId: number
  kind: 'politics' | 'comment-reply' | 'qa' | 'bang-comment' | 'identity' | 'community' | 'discover' | 'points' | 'composition'
  title: string
  body: string
  route: string
  params: Record<string, string | number>
}

const BODY_MAX = 120

export class MessageService {
  private log: Log = consoleLog

  constructor(private readonly db: Kysely<DB>, private readonly subscribe: SubscribeSender | null = null) {}

  /** where a push that failed is logged (the app's logger, once it exists) */
  logTo(log: Log): void {
    this.log = log
  }

  /** Writes the messages (in the caller's transaction); push() them once it has committed. */
  async tell(trx: Transaction<DB> | Kysely<DB>, messages: NewMessage[], now = Date.now()): Promise<void> {
    if (messages.length === 0) return
    await trx.insertInto('messages').values(messages.map(m => ({
      user_id: m.userId, kind: m.kind, title: m.title, body: [...m.body].slice(0, BODY_MAX).join(''), route: m.route,
      params: JSON.stringify(m.params), created_at: now, read_at: null,
    }))).execute()
  }

  /**
   * The subscribe-message push of messages already written, after the answer (never throws): a push that
   * fails is logged with the reader it was for and what started it (`about`: a job's run, a request's id).
   */
  push(messages: NewMessage[], about: LogFields = {}): void {
    if (!this.subscribe || messages.length === 0) return
    const sender = this.subscribe
    void (async () => {
      // subscribe messages go to the mini-program's openid: one lookup for all the readers told
      const ids = await this.db.selectFrom('wechat_identities').select(['user_id', 'open_id'])
        .where('user_id', 'in', [...new Set(messages.map(m => m.userId))]).where('app', '=', 'mp').execute()
      for (const m of messages) {
        for (const { open_id } of ids.filter(i => i.user_id === m.userId)) {
          await sender.send(open_id, m).catch(err => this.log.warn({ ...about, err, userId: m.userId, kind: m.kind }, 'subscribe push failed'))
        }
      }
    })().catch(err => this.log.warn({ ...about, err }, 'subscribe push failed'))
  }

  async list(userId: number, offset: number, pageSize: number): Promise<{ items: Message[]; hasMore: boolean }> {
    const rows = await this.db.selectFrom('messages').selectAll().where('user_id', '=', userId)
      .orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute()
    return {
      hasMore: rows.length > pageSize,
      items: rows.slice(0, pageSize).map(r => ({
        id: r.id, kind: r.kind, title: r.title, body: r.body, route: r.route, params: JSON.parse(r.params) as Message['params'],
        time: formatCst(r.created_at), read: r.read_at !== null,
      })),
    }
  }

  async unread(userId: number): Promise<number> {
    const row = await this.db.selectFrom('messages').select(eb => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** Marks the reader's own messages read: those listed, or all; others' ids change nothing. */
  async markRead(userId: number, ids: number[] | undefined, now = Date.now()): Promise<number> {
    let q = this.db.updateTable('messages').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null)
    if (ids) {
      if (ids.length === 0) return 0
      q = q.where('id', 'in', ids)
    }
    return Number((await q.executeTakeFirst()).numUpdatedRows)
  }
}

