// Public answers (lists, stories, comments as a visitor sees them) are the same for every reader who is
// not signed in: each is built once, kept serialized in this process for a few seconds, and sent as it
// is, with an ETag (a repeat request gets 304) and a Cache-Control that lets a CDN or the browser hold
// it as long. Writes that change an answer (a like, a comment) drop it at once by its tags; counts that
// change with every reading (views) are as fresh as the time-to-live.
//
// Answers to a signed-in reader carry the reader's own fields (liked, own comment): never kept here,
// marked private for every other cache.
import { createHash } from 'crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '../../../types/api/common'

/** how long a public answer is kept (and may be kept by a CDN) */
export const PUBLIC_MAX_AGE_S = 10
/** the answers' size kept at most (characters); the oldest go first */
const MAX_CHARS = 32 * 1024 * 1024

interface Entry {
  body: string
  etag: string
  expires: number
  tags: readonly string[]
}

export interface PublicAnswerOptions {
  /** what the answer shows, for writes to drop it: `story:12`, `comments:12` */
  tags?: readonly string[]
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>()
  private readonly byTag = new Map<string, Set<string>>()
  /** answers being built: concurrent requests for the same one wait for it */
  private readonly building = new Map<string, Promise<Entry | null>>()
  /** bumped by every invalidation: an answer built across one is not kept */
  private epoch = 0
  /** answers given from the cache and built since start (the metrics) */
  readonly stats = { hits: 0, misses: 0 }
  private chars = 0

  constructor(private readonly maxAgeMs = PUBLIC_MAX_AGE_S * 1000, private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.entries.size
  }

  /** who else keeps copies (the other instances): told of every invalidation made here */
  onInvalidate: (tags: string[]) => void = () => undefined

  /** Drops every answer carrying one of the tags, here and (through onInvalidate) on the other instances. */
  invalidate(...tags: string[]): void {
    this.invalidateHere(...tags)
    this.onInvalidate(tags)
  }

  /** Drops every answer carrying one of the tags, here only (another instance's invalidation heard). */
  invalidateHere(...tags: string[]): void {
    this.epoch++
    for (const tag of tags) {
      const keys = this.byTag.get(tag)
      if (!keys) continue
      this.byTag.delete(tag)
      for (const key of keys) this.drop(key)
    }
  }

  clear(): void {
    this.epoch++
    this.entries.clear()
    this.byTag.clear()
    this.chars = 0
  }

  private drop(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.chars -= entry.body.length
    for (const tag of entry.tags) this.byTag.get(tag)?.delete(key)
  }

  private keep(key: string, entry: Entry): void {
    this.drop(key)
    this.entries.set(key, entry)
    this.chars += entry.body.length
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, keys = new Set())
      keys.add(key)
    }
    while (this.chars > MAX_CHARS && this.entries.size > 1) this.drop(this.entries.keys().next().value as string)
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.expires > this.now()) return entry
    if (entry) this.drop(key)
    return undefined
  }

  /** The kept answer for `key`, or the one `build` makes (kept when it succeeded). */
  private async get(key: string, tags: readonly string[], build: () => Promise<Envelope<unknown>>): Promise<Entry | { envelope: Envelope<unknown> }> {
    const hit = this.fresh(key)
    if (hit) {
      this.stats.hits++
      return hit
    }
    this.stats.misses++
    const pending = this.building.get(key)
    if (pending) {
      const shared = await pending
      if (shared) return shared
    }
    const epoch = this.epoch
    let envelope: Envelope<unknown> | undefined
    const making = (async () => {
      envelope = await build()
      // only successes are kept: a refusal or a business error is answered afresh each time
      if (envelope.statusCode !== 200) return null
      const body = JSON.stringify(envelope)
      const entry: Entry = { body, etag: etagOf(body), expires: this.now() + this.maxAgeMs, tags }
      if (epoch === this.epoch) this.keep(key, entry)
      return entry
    })()
    this.building.set(key, making)
    try {
      const entry = await making
      return entry ?? { envelope: envelope! }
    } finally {
      if (this.building.get(key) === making) this.building.delete(key)
    }
  }

  /**
   * Answers a GET with its public version when nobody is signed in (`origin` is part of the key: the
   * answer's addresses are absolute), else builds it for the reader and marks it private.
   */
  async answer(request: FastifyRequest, reply: FastifyReply, origin: string, options: PublicAnswerOptions, build: () => Promise<Envelope<unknown>>): Promise<unknown> {
    addVary(reply, 'Authorization')
    if (request.auth) {
      void reply.header('cache-control', 'private, no-cache')
      return build()
    }
    // the route and the parameters its schema declares (others change nothing in the answer): junk in
    // an address makes no new entry
    const declared = (request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties
    // (the API version is part of the key: a story list's shape changes with it; every answer varies on Accept, http/api-version.ts)
    const got = await this.get(`${origin} v${request.apiVersion} ${request.routeOptions.url} ${canonicalQuery(request.query, declared)}`, options.tags ?? [], build)
    if ('envelope' in got) return got.envelope
    void reply.header('cache-control', `public, max-age=${Math.max(0, Math.ceil((got.expires - this.now()) / 1000))}`).header('etag', got.etag)
    if (matches(request.headers['if-none-match'], got.etag)) return reply.code(304).send()
    return reply.type('application/json; charset=utf-8').send(got.body)
  }
}

function canonicalQuery(query: unknown, declared: Record<string, unknown> | undefined): string {
  if (!query || typeof query !== 'object') return ''
  const q = query as Record<string, unknown>
  return JSON.stringify(Object.keys(q).filter(k => !declared || k in declared).sort().map(k => [k, q[k]]))
}

/** adds `name` to the answer's Vary header (keeping what is there: CORS's Origin) */
export function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '')
  const names = current.split(',').map(v => v.trim()).filter(Boolean)
  if (!names.some(v => v.toLowerCase() === name.toLowerCase() || v === '*')) void reply.header('vary', [...names, name].join(', '))
}

/** If-None-Match: one tag, a list of them, or * */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some(t => {
    const tag = t.trim().replace(/^W\//, '')
    return tag === etag || tag === '*'
  })
}

/** the reading counters an answer carries: each instance's differ (views are written every few seconds) */
const READING_COUNTERS = /"(onclick|pv|readNum)":\d+/g

/**
 * The answer's version: its content without its reading counters, so that any instance answers 304 for
 * content that has not changed (a body's hash would differ by the unsaved views each instance adds).
 * A reader whose copy is current keeps its older view count: counters are not what a 304 vouches for.
 */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body.replace(READING_COUNTERS, '"$1":0')).digest('base64url').slice(0, 22)}"`
}

/** Tags of a story's answers: its detail, and its comment lists. */
export const storyTag = (newsId: number) => `story:${newsId}`
export const commentsTag = (newsId: number) => `comments:${newsId}`

declare module 'fastify' {
  interface FastifyInstance {
    /** the public answers of this server (see http/public-cache.ts) */
    publicCache: PublicCache
  }
}
