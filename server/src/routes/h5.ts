// Serves the built H5 site under /shangyou_news/ with history fallback and run-time API hosts.
import fs from 'fs'
import path from 'path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { ApiError } from '../http/envelope'
import type { AppContext } from '../context'

export const H5_BASE = '/shangyou_news/'
const HASHED = /\.[0-9a-f]{8}\.(js|css)$|\/static\//

function runtimeConfigScript(ctx: AppContext): string {
  const { api, newsApi, memberApi, mainApi } = ctx.config.apiHosts
  const json = JSON.stringify({ apiHost: api, newsApiHost: newsApi, memberApiHost: memberApi, mainApiHost: mainApi })
    .replace(/</g, '\\u003c')
  return `<script>window.__SY_CONFIG__=${json}</script>`
}

export type ShellHandler = (request: FastifyRequest, reply: FastifyReply) => boolean

/** Registers the static site and returns the history-fallback handler for the not-found hook. */
export async function registerH5(app: FastifyInstance, ctx: AppContext): Promise<ShellHandler> {
  const dir = ctx.config.h5Dir
  const indexFile = path.join(dir, 'index.html')
  let indexHtml: string | null = null
  const loadIndex = (): string | null => {
    if (indexHtml !== null && !ctx.config.isDev) return indexHtml
    if (!fs.existsSync(indexFile)) return null
    indexHtml = fs.readFileSync(indexFile, 'utf8').replace('</head>', `${runtimeConfigScript(ctx)}</head>`)
    return indexHtml
  }

  app.get('/', async (_request, reply) => reply.redirect(H5_BASE))
  app.get('/favicon.ico', async (_request, reply) => reply.redirect(`${H5_BASE}static/favicon.png`))

  if (fs.existsSync(dir)) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: H5_BASE,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', HASHED.test(filePath.replace(/\\/g, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  /** History fallback: any page address under the base path gets the app shell. */
  const shell: ShellHandler = (request, reply) => {
    const url = request.url.split('?')[0]
    if (request.method !== 'GET' || !(url === H5_BASE.slice(0, -1) || url.startsWith(H5_BASE))) return false
    if (/\.[a-z0-9]{2,5}$/i.test(url)) return false
    const html = loadIndex()
    if (!html) throw new ApiError(503, 'H5 站点尚未构建，请先运行 npm run build:h5')
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    return true
  }
  // The base path itself is a directory to the static plugin; answer it with the shell.
  for (const url of [H5_BASE, H5_BASE.slice(0, -1)]) {
    app.get(url, async (request, reply) => {
      shell(request, reply)
      return reply
    })
  }
  return shell
}
