// What one instance changes that the others keep a copy of (issue 28, defect 1): the public answers'
// cache tags, the sensitive-word list. On PostgreSQL an instance tells the others through NOTIFY on one
// channel and hears them through LISTEN on a connection of its own; each drops its copies within the
// round trip (well under a second). On SQLite there is one instance, which has already dropped its own.
import crypto from 'crypto'
import pg from 'pg'

const PgClient = pg.Client

export type Topic = 'cache' | 'words' | 'tables'
type Handler = (payload: unknown) => void

export interface Broadcast {
  /** tells the other instances (never this one: it has done it already) */
  publish(topic: Topic, payload: unknown): void
  on(topic: Topic, handler: Handler): void
  close(): Promise<void>
}

/** one instance: nobody else to tell */
export const localBroadcast: Broadcast = { publish: () => undefined, on: () => undefined, close: async () => undefined }

const CHANNEL = 'sy_events'

export class PgBroadcast implements Broadcast {
  private readonly self = crypto.randomBytes(8).toString('hex')
  private readonly handlers = new Map<Topic, Handler[]>()
  private listener: pg.Client | null = null
  private closed = false

  private constructor(private readonly pool: pg.Pool, private readonly onError: (err: unknown) => void) {}

  /**
   * Listens on a connection of its own beside the pool (the pool's connections stay the queries', and
   * closing the pool never waits for it), held for as long as the instance runs and made again if it drops.
   */
  static async start(pool: pg.Pool, onError: (err: unknown) => void = () => undefined): Promise<PgBroadcast> {
    const b = new PgBroadcast(pool, onError)
    await b.listen()
    return b
  }

  private async listen(): Promise<void> {
    const client = new PgClient(this.pool.options)
    await client.connect()
    client.on('notification', msg => this.heard(msg.payload))
    client.on('error', err => {
      this.onError(err)
      this.listener = null
      client.end().catch(() => undefined)
      // (the others' changes missed while it is down are at most the answers' own lifetime stale)
      if (!this.closed) setTimeout(() => { this.listen().catch(this.onError) }, 1000).unref()
    })
    await client.query(`LISTEN ${CHANNEL}`)
    this.listener = client
  }

  private heard(payload: string | undefined): void {
    if (!payload) return
    try {
      const m = JSON.parse(payload) as { from: string; topic: Topic; payload: unknown }
      if (m.from === this.self) return
      for (const h of this.handlers.get(m.topic) ?? []) h(m.payload)
    } catch (err) {
      this.onError(err)
    }
  }

  publish(topic: Topic, payload: unknown): void {
    if (this.closed) return
    this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: this.self, topic, payload })]).catch(this.onError)
  }

  on(topic: Topic, handler: Handler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler])
  }

  async close(): Promise<void> {
    this.closed = true
    const client = this.listener
    this.listener = null
    if (!client) return
    await client.end().catch(() => undefined)
  }
}
