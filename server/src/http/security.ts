// Security headers (helmet's). A page (an HTML answer) gets the whole set: the content security policy the
// H5 site runs under (no inline script but one, allowed by its hash: content/reader-check.ts; the run-time
// config travels as a JSON data block),
// frame-ancestors limited to the configured embedding origins, a referrer policy that keeps page
// addresses on this site, the opener and agent-cluster isolation. Everything else (the API's JSON, media,
// scripts) is never a document, and those headers do nothing for it; it gets what does: nosniff, a
// policy that allows nothing should it ever be opened as a document (an SVG, a JSON answer), framed by
// nobody, and the resource policy the mini-program and the configured hosts need. The headers depend on
// the configuration only, so they are written once at start (the per-request plugin rebuilt the policy's
// text each time: ~4 % of a small request), and the short set keeps ~1 KB of headers off every API
// answer (a third of a small answer's cost: issue 28's profile, docs/performance.md).
import type { IncomingMessage, ServerResponse } from 'http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import helmet from 'helmet'
import type { ServerSettings } from '../settings'
import { READER_CHECK_HASH } from '../content/reader-check'

function originOfUrl(url: string): string | null {
  try {
    const u = new URL(url)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null
  } catch {
    return null
  }
}

/** the origins the page may call besides its own: configured API hosts and the public URL */
export function apiOrigins(settings: ServerSettings): string[] {
  const { api, newsApi, memberApi, mainApi } = settings.apiHosts
  return [...new Set([api, newsApi, memberApi, mainApi, settings.publicUrl].map(originOfUrl).filter((o): o is string => !!o))]
}

/** the headers helmet sets with these options, written once */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const headers = new Map<string, string>()
  const res = {
    setHeader: (name: string, value: string | number) => { headers.set(name, String(value)) },
    removeHeader: (name: string) => { headers.delete(name) },
  }
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined)
  return [...headers]
}

/** what every answer that is not a page carries */
export const RESOURCE_HEADERS: readonly [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  // media and API answers are read by the mini-program and by pages on the configured hosts
  ['cross-origin-resource-policy', 'cross-origin'],
]

/** The headers of a page (an HTML answer), helmet's, written once for this configuration. */
export function documentHeaders(settings: ServerSettings): [string, string][] {
  const api = apiOrigins(settings)
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // (the one inline script: content/reader-check.ts)
        scriptSrc: ["'self'", READER_CHECK_HASH],
        // Taro's components and the app set inline styles
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...api],
        mediaSrc: ["'self'", 'blob:', 'https:', ...api],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...api],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...settings.allowedOrigins],
      },
    },
    // frame-ancestors decides who may embed the site; X-Frame-Options cannot name several origins
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // media and API answers are read by the mini-program and by pages on the configured hosts
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HTTPS is the deployment's business (README, Deploying); a plain-HTTP demo must not be pinned to it
    strictTransportSecurity: settings.publicUrl.startsWith('https://') ? { maxAge: 15552000 } : false,
  })
}

/**
 * Gives every page (an HTML answer, whichever route or file drew it) the page's set; returns what sets
 * the short set, which the app's first hook (app.ts) gives every answer at once.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: ServerSettings): (reply: FastifyReply) => void {
  const page = documentHeaders(settings)
  const hsts = page.find(([name]) => name.toLowerCase() === 'strict-transport-security')
  const resource = hsts ? [...RESOURCE_HEADERS, hsts] : RESOURCE_HEADERS
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type')
    if (typeof type === 'string' && type.startsWith('text/html')) for (const [name, value] of page) reply.raw.setHeader(name, value)
    done(null, payload)
  })
  // (on the raw answer, as helmet does: what is streamed carries it)
  return reply => {
    for (const [name, value] of resource) reply.raw.setHeader(name, value)
  }
}
