// Uploads (docs/api.md, Uploads): POST /v1/upload/image takes one picture as multipart/form-data (field
// `file`) from a signed-in reader, POST /v1/upload/video one video (field `file`, with `coverId`: its
// cover, a picture sent first); GET /media/uploads/{key} serves the kept variants and videos (in ranges).
// Only this plugin parses multipart bodies.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ApiError, badRequest, notFound, ok } from '../answer'
import { originOf } from '../http/urls'
import { absolute } from '../content/urls'
import { limitedWriter } from '../http/auth'
import { DAY_MS, MINUTE_MS } from '../content/time'
import { isVideoKey, UPLOAD_KEY, UPLOAD_MAX_BYTES } from '../media/uploads'
import { VIDEO_MAX_BYTES } from '../../../types/api/upload'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { UPLOAD_ANSWERS, VIDEO_ANSWERS } from '../../../types/texts'

const LIMITS = { user: [{ max: 30, windowMs: MINUTE_MS }, { max: 300, windowMs: DAY_MS }], ip: [{ max: 120, windowMs: MINUTE_MS }] }
/** a video is thirty pictures' worth of bytes: fewer of them */
const VIDEO_LIMITS = { user: [{ max: 5, windowMs: MINUTE_MS }, { max: 30, windowMs: DAY_MS }], ip: [{ max: 20, windowMs: MINUTE_MS }] }
/** the most bytes one ranged read sends (a player asks again for more) */
const RANGE_MAX = 1024 * 1024
const ONE_YEAR = 'public, max-age=31536000, immutable'
/**
 * a reader's media may be removed with what it is on (issue 24 §8): browsers and a CDN keep it 10 minutes
 * at most, so a takedown is gone from caches within that
 */
const READERS_MEDIA = 'public, max-age=600'

export const uploadRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const uploads = app.services.uploads
  const { limiter } = app.services
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)
  // one file, a few small fields, nothing larger than the cap (the stream stops there)
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 } })

  app.post('/v1/upload/image', async request => {
    const userId = await limitedWriter(limiter, request, 'upload', LIMITS, ERRORS.uploadTooFast)
    if (!request.isMultipart()) throw badRequest(ERRORS.pictureMissing)
    let bytes: Buffer
    try {
      const file = await request.file()
      if (!file || file.fieldname !== 'file') throw badRequest(ERRORS.pictureMissing)
      bytes = await file.toBuffer()
    } catch (err) {
      if (err instanceof ApiError) throw err
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw new ApiError(413, ERRORS.pictureTooBig(UPLOAD_MAX_BYTES / 1024 / 1024))
      throw badRequest(ERRORS.pictureMissing)
    }
    const made = await uploads.image(userId, bytes)
    return ok(uploads.present(made, url => absolute(url, origin(request))), UPLOAD_ANSWERS.uploaded)
  })

  app.post('/v1/upload/video', async request => {
    const userId = await limitedWriter(limiter, request, 'upload-video', VIDEO_LIMITS, ERRORS.uploadTooFast)
    if (!request.isMultipart()) throw badRequest(ERRORS.videoMissing)
    let bytes: Buffer | null = null
    let cover = ''
    try {
      // the fields may come before or after the file (wx.uploadFile's formData goes first)
      for await (const part of request.parts({ limits: { fileSize: VIDEO_MAX_BYTES } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || bytes) throw badRequest(ERRORS.videoMissing)
          bytes = await part.toBuffer()
        } else if (part.fieldname === 'coverId') {
          cover = String(part.value)
        }
      }
    } catch (err) {
      if (err instanceof ApiError) throw err
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw new ApiError(413, ERRORS.videoTooBig(VIDEO_MAX_BYTES / 1024 / 1024))
      throw badRequest(ERRORS.videoMissing)
    }
    if (!bytes) throw badRequest(ERRORS.videoMissing)
    const coverId = cover === '' ? null : /^[1-9]\d{0,9}$/.test(cover) ? Number(cover) : NaN
    if (Number.isNaN(coverId)) throw badRequest(ERRORS.videoCoverGone)
    const made = await uploads.video(userId, bytes, coverId)
    return ok(await uploads.presentVideo(made, url => absolute(url, origin(request))), VIDEO_ANSWERS.uploaded)
  })

  app.get('/media/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    if (!UPLOAD_KEY.test(key)) throw notFound(ERRORS.imageGone)
    // the media of deleted, hidden or rejected content is no longer served
    const { ok: servable, seeded } = await uploads.servable(key)
    if (!servable) {
      reply.header('cache-control', 'no-store')
      throw notFound(ERRORS.removed)
    }
    reply.header('cache-control', seeded ? ONE_YEAR : READERS_MEDIA)
    if (isVideoKey(key)) return sendVideo(key, request, reply)
    // streamed from the disk or the bucket as the reader takes it, never read whole into memory
    const body = await uploads.stream(key)
    if (!body) throw notFound(ERRORS.imageGone)
    return reply.type('image/jpeg').send(body)
  })

  /**
   * A video, whole or in ranges (RFC 9110 §14): what a player asks for, at most RANGE_MAX at a time;
   * streamed either way, so slow readers of a large video hold a few buffers each, not the file.
   */
  async function sendVideo(key: string, request: FastifyRequest, reply: FastifyReply) {
    const size = await uploads.videoBytes(key)
    if (size === null) throw notFound(ERRORS.videoGone)
    reply.header('accept-ranges', 'bytes').type('video/mp4')
    const asked = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? '').trim())
    let start = 0
    let end = size - 1
    if (asked && (asked[1] || asked[2])) {
      if (asked[1]) {
        start = Number(asked[1])
        end = asked[2] ? Math.min(Number(asked[2]), size - 1) : size - 1
      } else {
        // the last N bytes
        start = Math.max(0, size - Number(asked[2]))
      }
      if (start >= size || start > end) {
        return reply.code(416).header('content-range', `bytes */${size}`).send()
      }
      end = Math.min(end, start + RANGE_MAX - 1)
      const body = await uploads.stream(key, { start, end })
      if (!body) throw notFound(ERRORS.videoGone)
      return reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).header('content-length', end - start + 1).send(body)
    }
    const body = await uploads.stream(key)
    if (!body) throw notFound(ERRORS.videoGone)
    return reply.header('content-length', size).send(body)
  }
}
