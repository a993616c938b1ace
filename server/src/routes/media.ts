// Media: generated images (with resized variants) and the shipped videos, with long cache headers.
import fs from 'fs'
import path from 'path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import fastifyStatic from '@fastify/static'
import { badRequest, notFound } from '../answer'
import { parseImageName, renderImage, resizeImage } from '../media/generate'
import { REPO_ROOT } from '../settings'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'

const ONE_YEAR = 'public, max-age=31536000, immutable'
/** the pictures' bytes kept in memory at most (the most recently made or read; one picture at most a sixteenth) */
const MEMORY_BYTES = 64 * 1024 * 1024
const VIDEO_DIR = path.join(REPO_ROOT, 'server', 'assets', 'video')

/**
 * The resized variants that exist: the spec's 20 % thumbnails and a half size for larger cards. Every
 * variant is rendered once and kept, so the set is fixed: any other size is refused, not rendered.
 */
export const IMAGE_VARIANTS = [20, 50] as const

/** `image/resize,p_20` (the OSS convention the spec's 20 % thumbnails use) → 20; 100 is the original */
export function resizePercent(process: string | undefined): number | null {
  if (!process) return null
  const m = /^image\/resize,p_(\d{1,3})$/.exec(process)
  const p = m ? Number(m[1]) : NaN
  if (p === 100 && m?.[1] === '100') return null
  if (!(IMAGE_VARIANTS as readonly number[]).includes(p) || m?.[1] !== String(p)) throw badRequest(ERRORS.badImageProcess)
  return p
}

export const mediaRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const cacheDir = ctx.settings.mediaCacheDir
  fs.mkdirSync(cacheDir, { recursive: true })
  // one render per file even when many requests arrive at once
  const inFlight = new Map<string, Promise<Buffer>>()

  // the pictures asked for most are answered from memory: no request reads the disk again (issue 31)
  const inMemory = new Map<string, Buffer>()
  let memoryBytes = 0
  const remember = (file: string, bytes: Buffer) => {
    if (inMemory.has(file) || bytes.length > MEMORY_BYTES / 16) return
    inMemory.set(file, bytes)
    memoryBytes += bytes.length
    while (memoryBytes > MEMORY_BYTES) {
      const [oldest, kept] = inMemory.entries().next().value as [string, Buffer]
      inMemory.delete(oldest)
      memoryBytes -= kept.length
    }
  }

  const cached = (file: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const inRam = inMemory.get(file)
    if (inRam) return Promise.resolve(inRam)
    const full = path.join(cacheDir, file)
    const pending = inFlight.get(full)
    if (pending) return pending
    const job = (async () => {
      try {
        const bytes = await fs.promises.readFile(full)
        remember(file, bytes)
        return bytes
      } catch {
        const bytes = await make()
        const tmp = `${full}.${process.pid}.${Date.now()}.tmp`
        await fs.promises.writeFile(tmp, bytes)
        await fs.promises.rename(tmp, full)
        remember(file, bytes)
        return bytes
      }
    })().finally(() => inFlight.delete(full))
    inFlight.set(full, job)
    return job
  }

  app.get('/media/images/:name', {
    schema: {
      params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
      querystring: Type.Object({ 'x-oss-process': Type.Optional(Type.String({ maxLength: 64 })) }),
    },
  }, async (request, reply) => {
    const spec = parseImageName(request.params.name)
    if (!spec) throw notFound(ERRORS.imageGone)
    const percent = resizePercent(request.query['x-oss-process'])
    const original = await cached(request.params.name, () => renderImage(spec))
    const ext = spec.format === 'png' ? 'png' : 'jpg'
    const bytes = percent
      ? await cached(request.params.name.replace(/\.\w+$/, `@p${percent}.${ext}`), () => resizeImage(original, percent, spec.format))
      : original
    // a picture's name is its version (its content never changes): the tag says so, and a copy is always current
    const etag = `"${request.params.name}${percent ? `@p${percent}` : ''}"`
    void reply.header('cache-control', ONE_YEAR).header('etag', etag)
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    return reply
      .type(spec.format === 'png' ? 'image/png' : 'image/jpeg')
      .send(bytes)
  })

  // Range requests work, so players can seek.
  await app.register(fastifyStatic, {
    root: VIDEO_DIR,
    prefix: '/media/video/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: res => res.setHeader('cache-control', ONE_YEAR),
  })
}
