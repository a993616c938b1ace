// The site's built files held in memory (issue 31): every script, stylesheet and file under static/ of the
// H5 build, with the brotli and gzip copies the build made of it (config/precompress.ts), read once when
// the server starts. A visitor's GET of one is answered off the wire (http/wire.ts): no request reads the
// disk, compresses or goes through the framework. Their addresses change with their content, so they are
// kept a year anywhere. What is not here (a file added after the start) is the static plugin's to serve.
import { createHash } from 'crypto'
import fs from 'fs'
import path from 'path'
import type { IncomingMessage, ServerResponse } from 'http'
import { matches, preferredCoding } from './public-cache'
import { RESOURCE_HEADERS } from './security'

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}
/** the folders of the build whose files are kept (each file's name, or its ?v= address, changes with its content) */
const KEPT_DIRS = ['js', 'css', 'static']
const IMMUTABLE = 'public, max-age=31536000, immutable'

interface File { body: Buffer; br?: Buffer; gzip?: Buffer; etag: string; head: string[] }

export class StaticFiles {
  private readonly files = new Map<string, File>()
  /** files answered from here (the metrics, the tests) */
  readonly stats = { hits: 0 }

  get size(): number {
    return this.files.size
  }

  /**
   * Reads the build's kept folders under `dir`, served at `base` (`/shangyou_news/`); extra headers for
   * every answer (HSTS). `unhashed`: also the files whose names do not change with their content (static/,
   * addressed with ?v=: a development build rewrites them under the same name)
   */
  load(dir: string, base: string, extra: readonly (readonly [string, string])[] = [], { unhashed = true } = {}): void {
    this.files.clear()
    for (const sub of KEPT_DIRS) {
      const folder = path.join(dir, sub)
      if (!fs.existsSync(folder)) continue
      for (const name of fs.readdirSync(folder)) {
        const type = TYPES[path.extname(name)]
        const full = path.join(folder, name)
        if (!type || !fs.statSync(full).isFile() || (!unhashed && !/\.[0-9a-f]{8}\.\w+$/.test(name))) continue
        const body = fs.readFileSync(full)
        const read = (suffix: string) => (fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined)
        const head = [...[...RESOURCE_HEADERS, ...extra].flat(), 'content-type', type, 'cache-control', IMMUTABLE, 'vary', 'Accept-Encoding']
        this.files.set(`${base}${sub}/${name}`, { body, br: read('.br'), gzip: read('.gz'), etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`, head })
      }
    }
  }

  /** Answers a GET of a kept file: the build's copy in the coding the browser prefers, or 304. False when not kept. */
  serveRaw(req: IncomingMessage, res: ServerResponse, requestId: string): boolean {
    const url = req.url ?? ''
    const q = url.indexOf('?')
    const file = this.files.get(q < 0 ? url : url.slice(0, q))
    if (!file) return false
    this.stats.hits++
    const head = [...file.head, 'etag', file.etag, 'x-request-id', requestId]
    if (matches(req.headers['if-none-match'], file.etag)) {
      res.writeHead(304, head)
      res.end()
      return true
    }
    const coding = preferredCoding(req.headers['accept-encoding'])
    const bytes = (coding && file[coding]) || file.body
    if (bytes !== file.body) head.push('content-encoding', coding!)
    head.push('content-length', String(bytes.length))
    res.writeHead(200, head)
    res.end(bytes)
    return true
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the H5 build's files held in memory (see http/static-files.ts) */
    staticFiles: StaticFiles
  }
}
