// Serves the newsroom console (admin/, built by Vite into dist/admin) under /admin/: its hashed files for a
// year, and any other address under it the console's page (it routes in the browser), never cached. The
// console is a page of its own: the apps' bundles never carry it.
import fs from 'fs'
import path from 'path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { ApiError } from '../answer'
import type { AppContext } from '../context'
import { answerBaseWith, type ShellHandler } from './h5'
import * as ERRORS from '../../../types/errors'

export const CONSOLE_BASE = '/admin/'
/** Vite's hashed output (assets/name-hash.js) */
const HASHED = /\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.(js|css|woff2?|svg|png)$/

/** Registers the console's files and returns the fallback for the not-found hook. */
export async function registerConsole(app: FastifyInstance, ctx: AppContext): Promise<ShellHandler> {
  const dir = ctx.settings.consoleDir
  const indexFile = path.join(dir, 'index.html')
  let page: string | null = null
  const loadIndex = (): string | null => {
    if (page !== null && !ctx.settings.isDev) return page
    page = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null
    return page
  }
  if (fs.existsSync(dir)) {
    await app.register(fastifyStatic, {
      root: dir, prefix: CONSOLE_BASE, index: false, decorateReply: false, cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', HASHED.test(filePath.replace(/\\/g, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  const shell: ShellHandler = async (request, reply) => {
    const url = request.url.split('?')[0]
    if (request.method !== 'GET' || !(url === CONSOLE_BASE.slice(0, -1) || url.startsWith(CONSOLE_BASE)) || url.startsWith('/admin/v1/')) return false
    // a file that is not there is a 404, not the page
    if (/\.[a-z0-9]{2,5}$/i.test(url)) return false
    const html = loadIndex()
    if (!html) throw new ApiError(503, ERRORS.consoleNotBuilt)
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    return true
  }
  answerBaseWith(app, CONSOLE_BASE, shell)
  return shell
}
