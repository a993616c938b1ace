// Security headers for every answer (helmet's): a content security policy the H5 site runs under (no
// inline script anywhere: the run-time config travels as a JSON data block), frame-ancestors limited to
// the configured embedding origins, and a referrer policy that keeps page addresses on this site. The
// headers depend on the configuration only, so helmet writes them once at start and every answer gets
// the same set (the per-request plugin rebuilt the policy's text each time: ~4 % of a small request).
import type { IncomingMessage, ServerResponse } from 'http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import type { ServerSettings } from '../settings'

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

export async function registerSecurityHeaders(app: FastifyInstance, settings: ServerSettings): Promise<void> {
  const api = apiOrigins(settings)
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  // on the raw answer, as helmet does: streamed media carry them too
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
  })
}
