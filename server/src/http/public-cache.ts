// Public answers (lists, stories, comments as a visitor sees them) are the same for every reader who is
// not signed in: each is built once, kept serialized in this process for a few seconds, and sent as it
// is, with an ETag (a repeat request gets 304) and a Cache-Control that lets a CDN or the browser hold
// it as long. Writes that change an answer (a like, a comment) drop it at once by its tags; counts that
// change with every reading (views) are as fresh as the time-to-live.
//
// An answer is kept as the bytes sent, and compressed once per encoding a reader's browser asks for
// (brotli, gzip) the first time one does: a kept answer costs no serializing, encoding or compressing
// per request (compressing each answer as it went out was most of what a browser's request cost).
//
// Answers to a signed-in reader carry the reader's own fields (liked, own comment): never kept here,
// marked private for every other cache.
import { createHash } from 'crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'zlib'
import type { IncomingMessage, ServerResponse } from 'http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '../../../types/api/common'
import { perServing, readingNow } from '../db/changes'

/** how long a public answer is kept (and may be kept by a CDN) */
export const PUBLIC_MAX_AGE_S = 10
/** the answers' size kept at most (bytes, with their compressed copies); the oldest go first */
const MAX_BYTES = 48 * 1024 * 1024
/** answers smaller than this go uncompressed (as @fastify/compress's threshold for the rest) */
export const COMPRESS_MIN_BYTES = 1024
/** how long a CDN may keep answering with a kept answer past its age while it asks for a fresh one */
export const STALE_WHILE_REVALIDATE_S = 30

export type ContentCoding = 'br' | 'gzip'

/** an answer kept as the bytes sent (a public answer here, a page in http/page-cache.ts) */
export interface Kept {
  /** as sent */
  body: Buffer
  /** its compressed copies, made the first time a reader asks for each */
  br?: Buffer
  gzip?: Buffer
  etag: string
  expires: number
  tags: readonly string[]
}

interface Entry extends Kept {
  /** what serving it does besides (a story's reading counted) */
  onServed?: () => void
}

/** what a kept answer holds in memory, its compressed copies included */
export const keptBytes = (e: Kept) => e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0)

/** The answer in `coding`, compressed now if no reader asked for it so before (and kept). */
export function encoded(entry: Kept, coding: ContentCoding): Buffer {
  const kept = entry[coding]
  if (kept) return kept
  // brotli at 5: within a few per cent of its best for JSON this size, at a fraction of the time
  const bytes = coding === 'br'
    ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
    : gzipSync(entry.body, { level: 6 })
  entry[coding] = bytes
  return bytes
}

/**
 * The coding an Accept-Encoding header prefers among those kept (brotli, then gzip); null for none
 * (absent, identity only, or each refused with q=0).
 */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null
  let br = false
  let gzip = false
  for (const part of header.split(',')) {
    const [token, ...params] = part.split(';')
    const name = token.trim().toLowerCase()
    const q = params.map(p => p.trim().toLowerCase()).find(p => p.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    if (name === 'br') br = true
    else if (name === 'gzip' || name === 'x-gzip') gzip = true
    else if (name === '*') br = gzip = true
  }
  return br ? 'br' : gzip ? 'gzip' : null
}

export interface PublicAnswerOptions {
  /** what the answer shows, for writes to drop it: `story:12`, `comments:12` */
  tags?: readonly string[]
  /** what every serving of the answer does besides, kept or not (a story's reading counted) */
  onServed?: () => void
  /**
   * what else the answer depends on besides its address and origin (whether the peer is this machine):
   * part of its key, and such an answer is never served by its address alone (see serveKnown)
   */
  variant?: string
}

/** addresses remembered for answering before the route runs (see serveKnown); the oldest go first */
const MAX_ADDRESSES = 20_000

/** an address whose answer is kept */
interface Known {
  /** the kept answer's key */
  key: string
  /** the route that answered it (the metrics' label) */
  route: string
  /**
   * the headers its route's answer went out with, those that are the same for every visitor (security,
   * Vary, Content-Type), flat as writeHead takes them: learnt from the first visitor's answer that had no
   * Origin (see learnHeaders); until then the address is answered by the app's hook only
   */
  headers?: string[]
}

/** what a kept answer's headers say of this one request only: never learnt, written afresh each time */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'cache-control', 'etag', 'x-request-id', 'cache-tag'])

/** what answered an early request off the wire: its route and status (the metrics) */
export interface WireAnswer { route: string; status: 200 | 304 }

/**
 * Kept answers by key, with an index of their tags and their bytes bounded (the oldest go first): the
 * public answers' store here, the pages' in http/page-cache.ts.
 */
export class KeptStore<E extends Kept> {
  private readonly entries = new Map<string, E>()
  private readonly byTag = new Map<string, Set<string>>()
  private bytes = 0

  constructor(private readonly maxBytes: number, private readonly now: () => number) {}

  get size(): number {
    return this.entries.size
  }

  /** the entry kept for `key`, fresh or not */
  peek(key: string): E | undefined {
    return this.entries.get(key)
  }

  /** the entry kept for `key` while it is fresh (an expired one is dropped) */
  fresh(key: string): E | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.expires > this.now()) return entry
    if (entry) this.drop(key)
    return undefined
  }

  keep(key: string, entry: E): void {
    this.drop(key)
    this.entries.set(key, entry)
    this.bytes += keptBytes(entry)
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, keys = new Set())
      keys.add(key)
    }
    this.trim()
  }

  drop(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= keptBytes(entry)
    for (const tag of entry.tags) this.byTag.get(tag)?.delete(key)
  }

  /** drops every entry carrying one of the tags */
  dropTagged(tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag)
      if (!keys) continue
      this.byTag.delete(tag)
      for (const key of keys) this.drop(key)
    }
  }

  clear(): void {
    this.entries.clear()
    this.byTag.clear()
    this.bytes = 0
  }

  /** `entry` in `coding`, its compressed copy counted while it is kept */
  encoded(key: string, entry: E, coding: ContentCoding): Buffer {
    const had = keptBytes(entry)
    const bytes = encoded(entry, coding)
    if (this.entries.get(key) === entry) {
      this.bytes += keptBytes(entry) - had
      this.trim()
    }
    return bytes
  }

  private trim(): void {
    while (this.bytes > this.maxBytes && this.entries.size > 1) this.drop(this.entries.keys().next().value as string)
  }
}

export class PublicCache {
  private readonly store: KeptStore<Entry>
  /** answers being built: concurrent requests for the same one wait for it */
  private readonly building = new Map<string, Promise<Entry | null>>()
  /** a request's address (origin, version, path and query as sent) → the answer it was given */
  private readonly addresses = new Map<string, Known>()
  /** the requests answered from here through the app (their headers are learnt once they are sent) */
  private readonly sentFrom = new WeakMap<IncomingMessage, string>()
  /** bumped by every invalidation: an answer built across one is not kept */
  private epoch = 0
  /**
   * answers given from the cache (`early`: of those, before their route ran; `wire`: of those, before the
   * app saw the request at all) and built since start (the metrics)
   */
  readonly stats = { hits: 0, misses: 0, early: 0, wire: 0 }

  constructor(private readonly maxAgeMs = PUBLIC_MAX_AGE_S * 1000, private readonly now: () => number = Date.now) {
    this.store = new KeptStore<Entry>(MAX_BYTES, now)
  }

  get size(): number {
    return this.store.size
  }

  /** who else keeps copies (the other instances): told of every invalidation made here */
  onInvalidate: (tags: string[]) => void = () => undefined

  /** Drops every answer carrying one of the tags, here and (through onInvalidate) on the other instances. */
  invalidate(...tags: string[]): void {
    this.invalidateHere(...tags)
    this.onInvalidate(tags)
  }

  private readonly dropListeners: ((tags: readonly string[] | null) => void)[] = []

  /**
   * hears every invalidation here, with its tags (null: everything), so that what keeps something drawn
   * from these answers (a page: http/page-cache.ts) drops it too
   */
  onDrop(listener: (tags: readonly string[] | null) => void): void {
    this.dropListeners.push(listener)
  }

  /** Drops every answer carrying one of the tags, here only (another instance's invalidation heard). */
  invalidateHere(...tags: string[]): void {
    for (const l of this.dropListeners) l(tags)
    this.epoch++
    this.store.dropTagged(tags)
  }

  clear(): void {
    for (const l of this.dropListeners) l(null)
    this.epoch++
    this.addresses.clear()
    this.store.clear()
  }

  private fresh(key: string): Entry | undefined {
    return this.store.fresh(key)
  }

  /** The kept answer for `key`, or the one `build` makes (kept when it succeeded). */
  private async get(key: string, options: PublicAnswerOptions, build: () => Promise<Envelope<unknown>>): Promise<Entry | { envelope: Envelope<unknown> }> {
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
      const json = JSON.stringify(envelope)
      const entry: Entry = { body: Buffer.from(json), etag: etagOf(json), expires: this.now() + this.maxAgeMs, tags: options.tags ?? [], onServed: options.onServed }
      if (epoch === this.epoch) this.store.keep(key, entry)
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
    if (request.auth) {
      addVary(reply, 'Authorization')
      void reply.header('cache-control', 'private, no-cache')
      const envelope = await build()
      options.onServed?.()
      return envelope
    }
    // the route and the parameters its schema declares (others change nothing in the answer): junk in
    // an address makes no new entry
    const declared = (request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties
    // (the API version is part of the key: a story list's shape changes with it; every answer varies on Accept, http/api-version.ts)
    const key = `${origin}${options.variant === undefined ? '' : `#${options.variant}`} v${request.apiVersion} ${request.routeOptions.url} ${canonicalQuery(request.query, declared)}`
    const got = await this.get(key, options, build)
    if ('envelope' in got) {
      addVary(reply, 'Authorization', 'Accept-Encoding')
      // (built inside a page's building: the page depends on what the answer shows, and each of its servings counts)
      this.usedBy(options.tags ?? [], options.onServed)
      return got.envelope
    }
    // the address itself is remembered for this answer: the next request for it is answered before its route runs
    let address: string | undefined
    if (options.variant === undefined && this.store.peek(key) === got) this.remember(address = addressOf(request, origin), key, request.routeOptions.url ?? '')
    this.send(request, reply, key, got, address)
    return reply
  }

  /**
   * Answers a request from the cache before its route runs (its validation, its hooks, its handler), as
   * a caching proxy in front would: a visitor's GET of an address whose answer is kept, exactly as sent
   * before (origin, API version, path and query; an answer that depends on more, `variant`, is never
   * served this way). True when it answered. A request with an Authorization header goes its route's way
   * (it may be a reader's own answer, and a bad token is refused there).
   */
  serveKnown(request: FastifyRequest, reply: FastifyReply, origin: string): boolean {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return false
    const address = addressOf(request, origin)
    const known = this.addresses.get(address)
    if (known === undefined) return false
    const entry = this.fresh(known.key)
    if (!entry) return false
    this.stats.hits++
    this.stats.early++
    this.send(request, reply, known.key, entry, address)
    return true
  }

  /**
   * Answers a request off the wire, before the app sees it (no request or reply objects, no router, no
   * hooks), when it is a visitor's GET of an address whose answer is kept and whose headers are learnt:
   * the same bytes and headers the app's answer had, a fresh request id, Cache-Control and ETag, the
   * coding the browser prefers or 304. `address` as addressOf has it. What answered (the metrics), or
   * null when the app must (nothing has been written then).
   */
  serveWire(req: IncomingMessage, res: ServerResponse, address: string, requestId: string): WireAnswer | null {
    const known = this.addresses.get(address)
    if (known?.headers === undefined) return null
    const entry = this.fresh(known.key)
    if (!entry) return null
    this.stats.hits++
    this.stats.early++
    this.stats.wire++
    entry.onServed?.()
    const head = known.headers.slice()
    head.push('x-request-id', requestId, 'cache-control', this.cacheControl(entry), 'etag', entry.etag)
    if (entry.tags.length) head.push('cache-tag', entry.tags.join(' '))
    if (matches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, head)
      res.end()
      return { route: known.route, status: 304 }
    }
    const coding = entry.body.length >= COMPRESS_MIN_BYTES ? preferredCoding(req.headers['accept-encoding']) : null
    const bytes = coding ? this.encodedKept(known.key, entry, coding) : entry.body
    if (coding) head.push('content-encoding', coding)
    head.push('content-length', String(bytes.length))
    res.writeHead(200, head)
    res.end(bytes)
    return { route: known.route, status: 200 }
  }

  /**
   * Learns, from an answer sent from here through the app, the headers every visitor's answer for its
   * address has (the app's last hook calls it for every answer): then the address is answered off the
   * wire (serveWire). Only a visitor's 200 without Origin (CORS answers in kind; such requests go the
   * app's way) and without a cookie set.
   */
  learnHeaders(request: FastifyRequest, reply: FastifyReply): void {
    const address = this.sentFrom.get(request.raw)
    if (address === undefined || reply.statusCode !== 200 || request.headers.origin !== undefined) return
    const known = this.addresses.get(address)
    if (!known || known.headers !== undefined) return
    const sent = reply.raw.getHeaders()
    if (sent['set-cookie'] !== undefined) return
    const head: string[] = []
    for (const [name, value] of Object.entries(sent)) {
      if (PER_ANSWER.has(name) || value === undefined) continue
      for (const v of [value].flat()) head.push(name, String(v))
    }
    known.headers = head
  }

  private remember(address: string, key: string, route: string): void {
    if (this.addresses.get(address)?.key === key) return
    this.addresses.delete(address)
    this.addresses.set(address, { key, route })
    if (this.addresses.size > MAX_ADDRESSES) this.addresses.delete(this.addresses.keys().next().value as string)
  }

  /**
   * An answer given: what serving it does, at once, or (asked while a page is being built and kept, see
   * http/page-cache.ts) at each serving of the page; and the page depends on what the answer shows (its tags).
   */
  private usedBy(tags: readonly string[], onServed: (() => void) | undefined): void {
    for (let set = readingNow(); set; set = set.parent) for (const tag of tags) set.tags.add(tag)
    if (onServed) perServing(onServed)
  }

  /** a CDN keeps it as long as this process does, and may answer with it a while longer while it asks again */
  private cacheControl(entry: Entry): string {
    const age = Math.max(0, Math.ceil((entry.expires - this.now()) / 1000))
    return `public, max-age=${age}, s-maxage=${age}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`
  }

  /** the entry in `coding`, its size counted while it is kept */
  private encodedKept(key: string, entry: Entry, coding: ContentCoding): Buffer {
    return this.store.encoded(key, entry, coding)
  }

  /** the kept answer, in the coding the reader's browser prefers, or 304 for a current copy */
  private send(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry, address?: string): void {
    if (address !== undefined) this.sentFrom.set(request.raw, address)
    addVary(reply, 'Authorization', 'Accept-Encoding')
    this.usedBy(entry.tags, entry.onServed)
    void reply.header('cache-control', this.cacheControl(entry)).header('etag', entry.etag)
    // what it shows, for a CDN in front to purge it by (README, Behind a CDN)
    if (entry.tags.length) void reply.header('cache-tag', entry.tags.join(' '))
    if (matches(request.headers['if-none-match'], entry.etag)) {
      void reply.code(304).send()
      return
    }
    void reply.type('application/json; charset=utf-8')
    const coding = entry.body.length >= COMPRESS_MIN_BYTES ? preferredCoding(request.headers['accept-encoding']) : null
    if (!coding) {
      void reply.send(entry.body)
      return
    }
    const bytes = this.encodedKept(key, entry, coding)
    // (@fastify/compress leaves an answer that names its coding as it is)
    void reply.header('content-encoding', coding).send(bytes)
  }
}

/** a request's address as its answer depends on it: origin, API version, path and query as sent */
const addressOf = (request: FastifyRequest, origin: string) => addressFor(origin, request.apiVersion, request.url)
/** an address as the cache knows it, from its parts (a request off the wire has no FastifyRequest) */
export const addressFor = (origin: string, apiVersion: number, url: string) => `${origin} v${apiVersion} ${url}`

/** the declared parameters, sorted, each with its (coerced) value: `channelId=1&page=2` (a list or an object as JSON) */
function canonicalQuery(query: unknown, declared: Record<string, unknown> | undefined): string {
  if (!query || typeof query !== 'object') return ''
  const q = query as Record<string, unknown>
  let key = ''
  for (const k of Object.keys(q).sort()) {
    if (declared && !(k in declared)) continue
    const v = q[k]
    key += `${encodeURIComponent(k)}=${typeof v === 'object' && v !== null ? JSON.stringify(v) : encodeURIComponent(String(v))}&`
  }
  return key
}

/** adds each of `names` to the answer's Vary header, keeping what is there (CORS's Origin) */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary')
  let vary = current === undefined ? '' : String(current)
  if (vary === '*') return
  const had = vary.toLowerCase().split(',').map(v => v.trim())
  for (const name of names) {
    if (had.includes(name.toLowerCase())) continue
    vary = vary ? `${vary}, ${name}` : name
  }
  if (vary !== current) void reply.header('vary', vary)
}

/** If-None-Match (one tag, a list of them, or *), compared weakly as RFC 9110 has it for a GET */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some(t => {
    const tag = t.trim().replace(/^W\//, '')
    return tag === opaque || tag === '*'
  })
}

/** the reading counters an answer carries: each instance's differ (views are written every few seconds) */
const READING_COUNTERS = /"(onclick|pv|readNum)":\d+/g

/**
 * The answer's version: its content without its reading counters, so that any instance answers 304 for
 * content that has not changed (a body's hash would differ by the unsaved views each instance adds).
 * A reader whose copy is current keeps its older view count: counters are not what a 304 vouches for,
 * which makes the tag a weak one (W/: the same content, not the same bytes — nor the same coding).
 */
export function etagOf(body: string, prefix = ''): string {
  return `W/"${prefix}${createHash('sha1').update(body.replace(READING_COUNTERS, '"$1":0')).digest('base64url').slice(0, 22)}"`
}

// the tags of what answers show (content/tags.ts: services name them too)
export { STORIES_TAG, commentsTag, storyTag } from '../content/tags'

declare module 'fastify' {
  interface FastifyInstance {
    /** the public answers of this server (see http/public-cache.ts) */
    publicCache: PublicCache
  }
}
