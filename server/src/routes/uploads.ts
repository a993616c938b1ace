// Uploads (docs/api.md, Uploads): POST /v1/upload/image takes one picture as multipart/form-data (field
// `file`) from a signed-in reader; GET /media/uploads/{key} serves the kept variants. Only this plugin
// parses multipart bodies.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { ApiError, badRequest, notFound, ok } from '../http/envelope'
import { absolute, originOf } from '../http/urls'
import { limitedWriter } from '../http/auth'
import { DAY_MS, MINUTE_MS, RateLimiter } from '../services/rate-limit'
import { UPLOAD_KEY, UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '../media/uploads'
import type { AppContext } from '../context'

export const UPLOAD_TOO_FAST = '上传太频繁，请稍后再试'
const LIMITS = { user: [{ max: 30, windowMs: MINUTE_MS }, { max: 300, windowMs: DAY_MS }], ip: [{ max: 120, windowMs: MINUTE_MS }] }
const ONE_YEAR = 'public, max-age=31536000, immutable'

export const uploadRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const uploads = app.uploads
  const limiter = new RateLimiter(ctx.db)
  const origin = (request: FastifyRequest) => originOf(request, ctx.config)
  // one file, a few small fields, nothing larger than the cap (the stream stops there)
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 } })

  app.post('/v1/upload/image', async request => {
    const userId = await limitedWriter(limiter, request, 'upload', LIMITS, UPLOAD_TOO_FAST)
    if (!request.isMultipart()) throw badRequest(UPLOAD_TEXT.noFile)
    let bytes: Buffer
    try {
      const file = await request.file()
      if (!file || file.fieldname !== 'file') throw badRequest(UPLOAD_TEXT.noFile)
      bytes = await file.toBuffer()
    } catch (err) {
      if (err instanceof ApiError) throw err
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw new ApiError(413, UPLOAD_TEXT.tooBig)
      throw badRequest(UPLOAD_TEXT.noFile)
    }
    const made = await uploads.image(userId, bytes)
    return ok(uploads.present(made, url => absolute(url, origin(request))), UPLOAD_TEXT.uploaded)
  })

  app.get('/media/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    const body = UPLOAD_KEY.test(key) ? await uploads.file(key) : null
    if (!body) throw notFound('图片不存在')
    return reply.header('cache-control', ONE_YEAR).type('image/jpeg').send(body)
  })
}
