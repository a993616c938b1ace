// Serves the built H5 site under /shangyou_news/ with history fallback and run-time API hosts.
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { ApiError, ok } from '../answer'
import type { AppContext } from '../context'
import type { FirstScreen } from '../services/first-screen'
import { drawsRoute, firstPaintHtml, firstPaintImage } from '../content/first-paint'
import { READER_CHECK_SCRIPT } from '../content/reader-check'
import { tableTag, type PageAnswer } from '../http/page-cache'
import { documentHeaders } from '../http/security'
import { reading } from '../db/changes'
import { escapeHtml } from '../content/html'
import { PAGE_CHUNKS_FILE } from '../../../config/page-chunks'
import { isLocalRequest, originOf } from '../http/urls'
import { BOOT_ELEMENT_ID, answerKey, bootKey, type BootData } from '../../../types/api/boot'
import { Type } from '@sinclair/typebox'
import * as ERRORS from '../../../types/errors'
import { REDIRECTS, h5Url, matchH5Url, parseQuery, routeOfPage, routes, type FirstAnswer, type RouteDef, type RouteName } from '../../../common/routes'
import { versionAccept } from '../../../types/api/news'
import { jumpTarget, type JumpDescriptor } from '../../../common/jump'

export const H5_BASE = '/shangyou_news/'
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$|\/static\//

/** JSON fit for a <script type="application/json"> block: nothing in it can close the element */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** The run-time API hosts as a data block (not a script: the page's CSP allows no inline script). */
function runtimeConfigBlock(ctx: AppContext): string {
  const { api, newsApi, memberApi, mainApi } = ctx.settings.apiHosts
  const json = jsonForHtml({ apiHost: api, newsApiHost: newsApi, memberApiHost: memberApi, mainApiHost: mainApi })
  return `<script type="application/json" id="sy-config">${json}</script>`
}

/** The first answers of the address, as data for the app (types/api/boot.ts). */
function bootBlock(screen: FirstScreen): string {
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForHtml(screen.boot)}</script>`
}

type BuiltPages = { plain: string; painted: string; pageFiles: Record<string, string[]> }

/** what the build wrote of each page's own files (config/page-chunks.ts); none from a build without it */
function readPageFiles(dir: string): Record<string, string[]> {
  try {
    const read = JSON.parse(fs.readFileSync(path.join(dir, PAGE_CHUNKS_FILE), 'utf8')) as unknown
    if (typeof read !== 'object' || read === null) return {}
    return Object.fromEntries(Object.entries(read).filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every(f => typeof f === 'string' && /^(js|css)\/[\w.-]+$/.test(f))))
  } catch {
    return {}
  }
}

/**
 * The page's own scripts and styles named for the browser to fetch beside the start-up's (Taro's router
 * would ask for them only once the start-up has run: a round trip later, on a slow line the longest wait
 * before the page draws).
 */
export function pagePreloads(files: string[]): string {
  return files.map(f => `<link rel="preload" as="${f.endsWith('.css') ? 'style' : 'script'}" href="${H5_BASE}${escapeHtml(f)}">`).join('')
}

/** the page's own stylesheets as links (the app's style loader finds them there and does not ask again) */
export function pageStyles(files: string[]): string {
  return files.filter(f => f.endsWith('.css')).map(f => `<link rel="stylesheet" href="${H5_BASE}${escapeHtml(f)}">`).join('')
}

/** the deferred script tags the H5 build writes into its page */
const SCRIPT_TAG = /<script defer="defer" src="([^"]+)"><\/script>/g
/** starts the app after the first screen has painted (src/static/sy-start.js) */
const START_SCRIPT = 'static/sy-start.js'

/**
 * The page for addresses the server draws a first screen for: the app's scripts are listed as data and
 * started by a small script once that screen has painted (the stylesheet and the first pictures do not
 * share a slow line with 180 KB of script, and the app's start-up work comes after the first paint).
 */
export function startAfterPaint(html: string, startScriptUrl: string): string {
  const scripts: string[] = []
  const page = html.replace(SCRIPT_TAG, (_tag, src: string) => {
    scripts.push(src)
    return ''
  })
  if (scripts.length === 0) return html
  return page.replace('</head>', `<script type="application/json" id="sy-scripts">${jsonForHtml(scripts)}</script><script defer="defer" src="${startScriptUrl}"></script></head>`)
}

/** the most first answers a page carries (a route declares two or three) */
const FIRST_ANSWERS_MAX = 6
/** what of the page's request its first answers are asked with: the same origin, so their addresses are the page's */
const ORIGIN_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const

/**
 * The answers the address's route says its page asks for first (common/routes.ts `first`), asked of this
 * app as a visitor would ask them (their routes, their checks and their kept answers; nothing personal), by
 * request key: a failed one is left for the page to ask.
 */
async function firstAnswers(app: FastifyInstance, request: FastifyRequest, matched: ReturnType<typeof matchH5Url>): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = {}
  for (const name of ORIGIN_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return matched ? firstAnswersOf(app, matched.name, matched.params, headers) : {}
}

/**
 * the first answers the route declares for `params` (`first`, then what follows from them: `then`), asked of
 * this app as a visitor with `headers`
 */
async function firstAnswersOf(app: FastifyInstance, name: RouteName, params: Record<string, string>, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const def = routes[name] as RouteDef
  const answers: Record<string, unknown> = {}
  // each answer's data, where it succeeded
  const ask = (declared: FirstAnswer[]) => Promise.all(declared.map(async answer => {
    const url = bootKey(answer.path, answer.query)
    const accept = answer.version ? { accept: versionAccept(answer.version) } : {}
    const res = await app.inject({ method: 'GET', url, headers: { ...headers, ...accept } })
    if (res.statusCode !== 200) return undefined
    const envelope = res.json() as { statusCode?: number; data?: unknown }
    if (envelope.statusCode !== 200) return undefined
    answers[answerKey(answer.path, answer.query, answer.version)] = envelope
    return envelope.data
  }))
  const first = await ask((def.first?.(params) ?? []).slice(0, FIRST_ANSWERS_MAX))
  const then = def.then?.(params, first) ?? []
  if (then.length > 0) await ask(then.slice(0, FIRST_ANSWERS_MAX - first.length))
  return answers
}

/**
 * WeChat's 数据预拉取 (configured in the mini-program's console with this address): on a cold start WeChat
 * asks here, with the page the reader opens and its query, while the mini-program's code downloads; the
 * answer is the page's first answers as a visitor's boot data (the mini-program's stores take them:
 * src/platform/boot.weapp.ts). `appid` must be the configured mini-program's when one is configured.
 */
function registerPrefetch(app: FastifyInstance, ctx: AppContext): void {
  const Query = Type.Object({
    appid: Type.String({ maxLength: 64 }),
    path: Type.Optional(Type.String({ maxLength: 300 })),
    query: Type.Optional(Type.String({ maxLength: 2000 })),
    timestamp: Type.Optional(Type.String({ maxLength: 20 })),
    scene: Type.Optional(Type.String({ maxLength: 10 })),
    token: Type.Optional(Type.String({ maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 200 })),
    customMiniprogramVersion: Type.Optional(Type.String({ maxLength: 40 })),
  })
  app.get('/v1/wechat/prefetch', { schema: { querystring: Query } }, async (request, reply) => {
    const q = request.query as { appid: string; path?: string; query?: string }
    const mine = ctx.settings.wechat.mp.appId
    if (mine && q.appid !== mine) throw new ApiError(403, ERRORS.prefetchAppUnknown)
    const name = q.path ? routeOfPage(q.path) : undefined
    const responses = name ? await firstAnswersOf(app, name, parseQuery(q.query ?? ''), {}) : {}
    // (a reader's own answers are theirs to ask: these are a visitor's, for everyone who opens the page)
    void reply.header('cache-control', 'no-store')
    return ok({ responses, shared: [] } satisfies BootData)
  })
}

export type ShellHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>

/** Registers the static site and returns the history-fallback handler for the not-found hook. */
export async function registerH5(app: FastifyInstance, ctx: AppContext): Promise<ShellHandler> {
  const dir = ctx.settings.h5Dir
  const indexFile = path.join(dir, 'index.html')
  let pages: BuiltPages | null = null
  /** the built page, the same page starting its scripts after the first paint, and each page's own files */
  const loadIndex = (): BuiltPages | null => {
    if (pages !== null && !ctx.settings.isDev) return pages
    if (!fs.existsSync(indexFile)) return null
    const plain = fs.readFileSync(indexFile, 'utf8').replace('</head>', `${runtimeConfigBlock(ctx)}</head>`)
    const startFile = path.join(dir, START_SCRIPT)
    // the file is served as immutable: its address changes with its content
    const painted = fs.existsSync(startFile)
      ? startAfterPaint(plain, `${H5_BASE}${START_SCRIPT}?v=${crypto.createHash('sha256').update(fs.readFileSync(startFile)).digest('hex').slice(0, 8)}`)
      : plain
    pages = { plain, painted, pageFiles: readPageFiles(dir) }
    return pages
  }

  registerPrefetch(app, ctx)
  app.get('/', async (_request, reply) => reply.redirect(H5_BASE))
  app.get('/favicon.ico', async (_request, reply) => reply.redirect(`${H5_BASE}static/favicon.png`))
  // the addresses the specs say redirect (common/routes.ts REDIRECTS: /AccumulatedPoints to its index,
  // /composition and /yu-nong to the home's named channels), with their query
  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(`${H5_BASE}${from.slice(1)}`, async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      return reply.redirect(`${H5_BASE}${to.slice(1)}${query}`)
    })
  }

  // a jump descriptor as an address (common/jump.ts): the page it names, at once; an outside address through
  // RedirectPage (its warning), so /jump is no open redirect; a descriptor that names nothing: 页面不存在
  app.get(`${H5_BASE}jump`, async (request, reply) => {
    const target = jumpTarget(request.query as JumpDescriptor)
    const to = !target ? h5Url('NotFound') : target.kind === 'external' ? h5Url('RedirectPage', { url: target.url }) : h5Url(target.name, target.params)
    return reply.redirect(`${H5_BASE}${to.slice(1)}`)
  })

  if (fs.existsSync(dir)) {
    // the built files in memory, answered off the wire (http/static-files.ts); the static plugin serves the rest
    const hsts = documentHeaders(ctx.settings).filter(([name]) => name.toLowerCase() === 'strict-transport-security')
    // (a development build rewrites static/ under the same names: those are read from the disk there)
    app.staticFiles.load(dir, H5_BASE, hsts, { unhashed: !ctx.settings.isDev })
    await app.register(fastifyStatic, {
      root: dir,
      prefix: H5_BASE,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // the build's brotli and gzip copies (config/precompress.ts), as the browser accepts: nothing is
      // compressed per request
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', HASHED.test(filePath.replace(/\\/g, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  /** the page of an address as the shell builds it: its status, its HTML, whether it is drawn by environment */
  const buildPage = async (request: FastifyRequest, built: BuiltPages, pagePath: string, address: URL, route: ReturnType<typeof matchH5Url>) => {
    let kept = true
    const [screen0, first] = await Promise.all([
      app.services.firstScreen.draw({ path: pagePath, query: address.searchParams, origin: originOf(request, ctx.settings), local: isLocalRequest(request) }),
      firstAnswers(app, request, route),
    ]).catch(err => {
      // the app can still ask for everything itself (such a page is not kept)
      request.log.warn({ err }, 'first screen data not built')
      kept = false
      return [null, {}] as const
    })
    // the route's own first answers beside the site's (a visitor's: a signed-in reader's page asks again)
    const screen = screen0 && Object.keys(first).length ? { ...screen0, boot: { ...screen0.boot, responses: { ...screen0.boot.responses, ...first } } } : screen0
    // the route's page's own files (the build's page-chunks.json)
    const ownFiles = route ? built.pageFiles[(routes[route.name] as RouteDef).page] ?? [] : []
    let page = built.plain
    let markup = ''
    let login: ReturnType<typeof firstPaintHtml>['login'] = null
    let checked = false
    if (screen) {
      try {
        ({ html: markup, login, checked } = firstPaintHtml(screen, String(request.headers['user-agent'] ?? ''), Date.now(), route))
      } catch (err) {
        // a first screen that cannot be drawn from what the page carries: the app draws the page alone
        request.log.error({ err }, 'first screen not drawn')
        kept = false
      }
      // the first screen's picture is asked for with the page, not after the app has drawn it
      const picture = firstPaintImage(screen)
      const preload = picture ? `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high">` : ''
      // a page of a route the server draws (a shared question, an answer …) paints with its own styles,
      // which the app would otherwise fetch with the page's script (the homes' are in the first stylesheet)
      // (the login page's, where that is the first screen: on a reader's own page, a visitor's)
      const styles = !markup || !route ? '' : login ? pageStyles(built.pageFiles[(routes.LoginPage as RouteDef).page] ?? []) : drawsRoute(route.name) ? pageStyles(ownFiles) : ''
      // a screen drawn for some readers (visitors; those with no search history) is hidden from the others before it paints
      const readerCheck = checked ? `<script>${READER_CHECK_SCRIPT}</script>` : ''
      page = (markup ? built.painted : built.plain).replace('</head>', `${readerCheck}${styles}${preload}${bootBlock(screen)}</head>`)
        .replace('<div id="app"></div>', `${markup}<div id="app"></div>`)
    }
    // a page the app draws alone: its own files asked for with the start-up's (where the server draws the
    // first screen, the scripts wait for it to paint)
    if (!markup && ownFiles.length) page = page.replace('</head>', `${pagePreloads(ownFiles)}</head>`)
    // a page the app does not have, asked for as a page (a browser's navigation), is answered 404 with the
    // app, which says so (NotFound); a picture or a script that a broken link in content asks for at such an
    // address gets the shell as before (a 404 there is only noise in the reader's console)
    const asPage = String(request.headers.accept ?? '').includes('text/html')
    const known = pagePath === '/' || route !== undefined
    return { status: known || !asPage ? 200 : 404, html: page, byEnvironment: markup !== '', kept: kept && known }
  }

  /** pages being built: the requests for the same page meanwhile wait for it */
  const building = new Map<string, Promise<{ status: number; html: string; served: (() => void)[] }>>()
  /** a page's security headers (as http/security.ts gives every HTML answer), for a kept page answered off the wire */
  const pageHeaders = documentHeaders(ctx.settings).flat()
  // the site's modes shape every page
  app.pageCache.modes = () => `${ctx.settings.pictureMode ? 1 : 0}${ctx.settings.greyMode ? 1 : 0}`
  app.pageCache.base = H5_BASE

  /**
   * History fallback: any page address under the base path gets the app shell, carrying the first answers
   * the address needs. A visitor's page is built once and kept (http/page-cache.ts): answered from there
   * (and off the wire, http/wire.ts) until something it shows changes.
   */
  const shell: ShellHandler = async (request, reply) => {
    const url = request.url.split('?')[0]
    if (request.method !== 'GET' || !(url === H5_BASE.slice(0, -1) || url.startsWith(H5_BASE))) return false
    if (/\.[a-z0-9]{2,5}$/i.test(url)) return false
    const key = app.pageCache.keyFor(originOf(request, ctx.settings), request.headers['user-agent'], isLocalRequest(request), request.url)
    const send = (got: PageAnswer) => {
      for (let i = 0; i < got.head.length; i += 2) void reply.header(got.head[i], got.head[i + 1])
      void reply.code(got.status).send(got.bytes)
    }
    // a kept page first: the built page is read only to build one (in development it is read from disk each time)
    const kept = app.pageCache.answer(request.headers, key)
    if (kept) {
      send(kept)
      return true
    }
    const built = loadIndex()
    if (!built) throw new ApiError(503, ERRORS.h5NotBuilt)
    const address = new URL(request.url, 'http://shell.invalid')
    const pagePath = address.pathname.slice(H5_BASE.length - 1) || '/'
    // the address's route (its params from the path and the query), read once
    const route = matchH5Url(pagePath + address.search)
    // (the newsroom's preview of a story as last saved is never kept)
    const keepable = !address.searchParams.has('preview')
    let pending = keepable ? building.get(key) : undefined
    if (!pending) {
      const epoch = app.pageCache.current
      const { set, result } = reading(() => buildPage(request, built, pagePath, address, route))
      pending = result.then(page => {
        // what building it read and used, and that it counted no reading in the database (each must count)
        if (keepable && page.kept && page.status === 200 && !set.counted) {
          app.pageCache.keep(key, epoch, {
            html: page.html, byEnvironment: page.byEnvironment, served: set.served,
            tags: [...[...set.tables].map(tableTag), ...set.tags], headers: pageHeaders,
          })
        }
        return { ...page, served: set.served }
      })
      if (keepable) {
        building.set(key, pending)
        void pending.finally(() => building.delete(key)).catch(() => undefined)
      }
    }
    const page = await pending
    // a page kept by now is answered as every later request for it (its ETag, its coding, its headers, its servings)
    const now = page.status === 200 ? app.pageCache.answer(request.headers, key) : null
    if (now) {
      send(now)
      return true
    }
    // this serving of a page not kept (what its building left to each serving)
    for (const action of page.served) action()
    void reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html)
    return true
  }
  answerBaseWith(app, H5_BASE, shell)
  return shell
}

/** A site's base path (`/x/` and `/x`) is a directory to the static plugin: answered with its page (`shell`). */
export function answerBaseWith(app: FastifyInstance, base: string, shell: ShellHandler): void {
  for (const url of [base, base.slice(0, -1)]) {
    app.get(url, async (request, reply) => {
      await shell(request, reply)
      return reply
    })
  }
}
