// A visitor's H5 page, built once and kept (issue 31). The page (its first screen, the boot data it carries,
// the template) is the same for every visitor of an address until something it shows changes, and a
// signed-in reader's page is the same page (nothing personal is in the HTML: a reader's own data comes from
// the API). So the shell's page is kept per address, origin and the page's variant (the reader's
// environment decides whether the promo and top bars are drawn), as bytes with its compressed copies, and
// answered from here — off the wire when it can (http/wire.ts), else at the start of the shell.
//
// What a page shows is what its building read: every table it read (db/changes.ts) and every kept API answer
// it used (their tags) are its tags; a committed write to one of those tables, or an invalidation of one of
// those answers, here or on another instance, drops it at once. A page whose building counted a reading in the
// database (a question's reads) is not kept: each reading must count. A story's reading, counted in memory,
// is counted at each serving of the kept page.
import type { IncomingMessage, ServerResponse } from 'http'
import { detectEnvironment, type Environment } from '../../../common/env-detect'
import { COMPRESS_MIN_BYTES, KeptStore, PUBLIC_MAX_AGE_S, STALE_WHILE_REVALIDATE_S, etagOf, matches, preferredCoding, type ContentCoding, type Kept } from './public-cache'

/** the pages' size kept at most (bytes, with their compressed copies); the oldest go first */
const MAX_BYTES = 32 * 1024 * 1024
export { tableTag } from '../content/tags'

/** what the shell built for an address, to keep */
export interface BuiltPage {
  html: string
  /** tables read and kept answers used (tableTag and the API's tags) */
  tags: Iterable<string>
  /** what each serving does (a story's reading counted) */
  served: (() => void)[]
  /** whether the page depends on the reader's environment (it has a first screen with bars) */
  byEnvironment: boolean
  /** the page's security headers (http/security.ts documentHeaders), flat: written when served off the wire */
  headers: string[]
}

interface Page extends Kept {
  served: (() => void)[]
  /** the answer's headers but those of one request and of coding */
  head: string[]
}

/** the page's version, as the API answers' (reading counters aside), marked as a page's */
const pageEtag = (html: string) => etagOf(html, 'p-')

export class PageCache {
  private readonly store: KeptStore<Page>
  /** bumped by every drop: a page built across one is not kept */
  private epoch = 0
  /** pages answered from here (`wire`: of those, before the app saw the request) and built since start */
  readonly stats = { hits: 0, wire: 0, builds: 0, notKept: 0 }

  constructor(private readonly maxAgeMs = PUBLIC_MAX_AGE_S * 1000, private readonly now: () => number = Date.now) {
    this.store = new KeptStore<Page>(MAX_BYTES, now)
  }

  /** the site's modes, which shape every page (set by the shell: routes/h5.ts) */
  modes: () => string = () => ''
  /** the addresses the shell answers (set by the shell) */
  base = '/shangyou_news/'

  /** the key of a page request: origin, the page's variant (the reader's environment, a peer on this machine), the site's modes, the address */
  keyFor(origin: string, userAgent: string | undefined, local: boolean, url: string): string {
    return `${origin}|${pageVariant(detectEnvironment(userAgent ?? ''), local)}|${this.modes()}|${url}`
  }

  get size(): number {
    return this.store.size
  }

  /** the epoch a building starts in (give it back to keep: a drop meanwhile means what it read may be old) */
  get current(): number {
    return this.epoch
  }

  /** Drops every page carrying one of the tags (null: every page). */
  drop(tags: readonly string[] | null): void {
    this.epoch++
    if (tags === null) this.store.clear()
    else this.store.dropTagged(tags)
  }

  /** Keeps the page built for `key` since `epoch` (not when anything was dropped meanwhile). */
  keep(key: string, epoch: number, built: BuiltPage): boolean {
    this.stats.builds++
    if (epoch !== this.epoch) {
      this.stats.notKept++
      return false
    }
    const tags = [...new Set(built.tags)]
    const vary = built.byEnvironment ? 'Accept-Encoding, User-Agent' : 'Accept-Encoding'
    this.store.keep(key, {
      body: Buffer.from(built.html), etag: pageEtag(built.html), expires: this.now() + this.maxAgeMs, tags, served: built.served,
      head: [...built.headers, 'content-type', 'text/html; charset=utf-8', 'vary', vary,
        // a CDN in front can drop the page by what it shows (README, Deploying behind a CDN)
        'cache-tag', tags.join(' ')],
    })
    return true
  }

  /** whether a kept page answers `key` */
  has(key: string): boolean {
    return this.store.fresh(key) !== undefined
  }

  /**
   * The answer for `key` from the kept page: 200 in the coding the browser prefers, or 304 to a current
   * copy; null when no page is kept for it. Each serving does what the page's servings do (a reading counted).
   * `wire`: answered before the app saw the request (the metrics).
   */
  answer(headers: IncomingMessage['headers'], key: string, wire = false): PageAnswer | null {
    const page = this.store.fresh(key)
    if (!page) return null
    this.stats.hits++
    if (wire) this.stats.wire++
    for (const action of page.served) action()
    const age = Math.max(0, Math.ceil((page.expires - this.now()) / 1000))
    // browsers ask again each time (the ETag makes that a 304); a CDN keeps it as long as this process does
    const head = [...page.head, 'etag', page.etag,
      'cache-control', `public, max-age=0, must-revalidate, s-maxage=${age}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`]
    if (matches(headers['if-none-match'], page.etag)) return { status: 304, head }
    const coding: ContentCoding | null = page.body.length >= COMPRESS_MIN_BYTES ? preferredCoding(headers['accept-encoding']) : null
    let bytes = page.body
    if (coding) {
      bytes = this.store.encoded(key, page, coding)
      head.push('content-encoding', coding)
    }
    return { status: 200, head, bytes }
  }

  /** Answers a raw request with the kept page for `key` (off the wire); false when none is kept. */
  serveRaw(req: IncomingMessage, res: ServerResponse, key: string, requestId: string): boolean {
    const got = this.answer(req.headers, key, true)
    if (!got) return false
    got.head.push('x-request-id', requestId)
    if (got.bytes) got.head.push('content-length', String(got.bytes.length))
    res.writeHead(got.status, got.head)
    res.end(got.bytes)
    return true
  }
}

/** a kept page's answer: its status, its headers (flat, as writeHead takes them) and its bytes (none for 304) */
export interface PageAnswer { status: 200 | 304; head: string[]; bytes?: Buffer }

declare module 'fastify' {
  interface FastifyInstance {
    /** the visitors' pages of this server (see http/page-cache.ts) */
    pageCache: PageCache
  }
}

/** what besides its address a page depends on: the reader's environment class, and whether the peer is this machine */
export function pageVariant(environment: Environment, local: boolean): string {
  // the app's webview and a mini-program's web-view draw neither bar: the same page
  const kind = environment === 'app' || environment === 'mp-webview' || environment === 'miniprogram' ? 'embedded' : environment
  return `${kind}${local ? '|local' : ''}`
}
