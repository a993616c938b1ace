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

  const cached = (file: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const full = path.join(cacheDir, file)
    const pending = inFlight.get(full)
    if (pending) return pending
    const job = (async () => {
      try {
        return await fs.promises.readFile(full)
      } catch {
        const bytes = await make()
        const tmp = `${full}.${process.pid}.${Date.now()}.tmp`
        await fs.promises.writeFile(tmp, bytes)
        await fs.promises.rename(tmp, full)
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
    return reply
      .header('cache-control', ONE_YEAR)
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
