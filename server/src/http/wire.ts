// Answers off the wire (issue 28): a visitor's GET of an address whose public answer is kept is answered
// by the HTTP server's own listener, before Fastify makes a request and a reply of it, routes it and runs
// its hooks — as a caching proxy in front of the app would, inside it. What the app's answer had is kept:
// the same bytes and headers (learnt from the app's first answer for that address: security headers,
// Vary, Content-Type), a request id (the caller's when valid), Cache-Control and ETag, the coding the
// browser prefers, 304 to a current tag, the story's reading counted, the request counted in the metrics.
// Anything else goes the app's way: another method, a token, an Origin (CORS answers in kind), a body, an
// API version not spoken here, an address not yet answered, a proxy whose forwarded headers decide the
// origin, the debug log (which logs every request), the server closing.
import { randomUUID } from 'crypto'
import { performance } from 'perf_hooks'
import type { IncomingMessage, ServerResponse } from 'http'
import type { TLSSocket } from 'tls'
import type { FastifyBaseLogger } from 'fastify'
import type { ServerSettings } from '../settings'
import { addressFor, type PublicCache } from './public-cache'
import type { PageCache } from './page-cache'
import type { StaticFiles } from './static-files'
import { versionOf } from './api-version'
import { isLocalPeer, originFrom } from './urls'
import type { AnswerCounters } from './metrics'

/** a request id taken from outside: letters, digits, - _ . : up to 64 */
export const VALID_REQUEST_ID = /^[\w.:-]{1,64}$/

export interface WireOptions {
  cache: PublicCache
  /** the visitors' pages (a kept page is answered here too) */
  pages: PageCache
  /** the site's built files, held in memory (answered here too) */
  files: StaticFiles
  settings: Pick<ServerSettings, 'publicUrl' | 'allowedHosts' | 'port' | 'trustProxy'>
  counters: AnswerCounters
  log: FastifyBaseLogger
  /** true once the server is closing (Fastify answers 503 then) */
  closing: () => boolean
}

/** What answers a request off the wire: true when it did, false when the app must (nothing written). */
export function wireAnswers({ cache, pages, files, settings, counters, log, closing }: WireOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  // behind proxies the origin is theirs to say (X-Forwarded-*), unless the public address is configured
  const ownOrigin = settings.trustProxy === false || settings.publicUrl !== ''
  return (req, res) => {
    const h = req.headers
    if (req.method !== 'GET' || !ownOrigin || h.authorization !== undefined || h.origin !== undefined) return false
    if (h['content-length'] !== undefined || h['transfer-encoding'] !== undefined || closing()) return false
    if (log.level === 'debug' || log.level === 'trace') return false
    let version = 1
    const accept = h.accept
    if (accept !== undefined && accept.includes('vnd.shangyou')) {
      const v = versionOf(accept)
      if (v === null) return false
      version = v
    }
    const started = performance.now()
    const given = h['x-request-id']
    const id = typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID()
    const origin = originFrom(h.host, (req.socket as TLSSocket).encrypted ? 'https' : 'http', settings)
    try {
      const url = req.url ?? ''
      if (url.startsWith(pages.base)) {
        const page = files.serveRaw(req, res, id) ? 'file' : pages.serveRaw(req, res, pages.keyFor(origin, h['user-agent'], isLocalPeer(req.socket.remoteAddress, h), url), id) ? 'page' : null
        if (page) {
          counters.observeWire('GET', page === 'file' ? `${pages.base}*file` : `${pages.base}*`, res.statusCode === 304 ? 304 : 200, (performance.now() - started) / 1000)
          return true
        }
      }
      const answered = cache.serveWire(req, res, addressFor(origin, version, url), id)
      if (!answered) return false
      counters.observeWire('GET', answered.route, answered.status, (performance.now() - started) / 1000)
      return true
    } catch (err) {
      log.error({ err, reqId: id, url: req.url }, 'answering off the wire failed')
      if (!res.headersSent) return false
      res.destroy()
      return true
    }
  }
}
