// Readers' pictures: what was sent is judged by its bytes (never its name or declared type), refused
// over the size cap or when it would decode into more pixels than a phone photo has (a decompression
// bomb), turned upright, stripped of its metadata (EXIF, GPS, ICC) and kept in two variants (large
// and thumbnail) behind a storage interface: the local disk by default. Readers' videos take the same
// road: judged by their bytes and their movie header (length, size), kept as they came with the cover
// picture the phone made, and served in ranges (a player seeks).
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import http from 'http'
import https from 'https'
import { Readable, Transform } from 'stream'
import aws4 from 'aws4'
import sharp from 'sharp'
import { fromBuffer } from 'file-type'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB, VideoTable } from '../db/schema'
import { ApiError, badRequest } from '../answer'
import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS, type UploadedImage, type UploadedVideo } from '../../../types/api/upload'
import { readMovie, stripMovieMetadata, MovieError } from './mp4'
import { parseImageName, renderImage } from './generate'
import { REPO_ROOT } from '../settings'
import * as ERRORS from '../../../types/errors'

/** the largest file accepted, in bytes */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** more pixels than this is no photo a phone takes (a 40-megapixel camera is 7,300 × 5,500) */
export const UPLOAD_MAX_PIXELS = 50_000_000
/** the long edge of the variants */
export const LARGE_EDGE = 1600
export const THUMB_EDGE = 480

/** the types of video accepted, as their bytes say: what phones record (H.264/HEVC in MP4 or QuickTime) */
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v'])

/** the types accepted, as their bytes say */
const ACCEPTED = new Map([['image/jpeg', 'jpg'], ['image/png', 'png'], ['image/webp', 'webp'], ['image/gif', 'gif']])

/** Where the variants are kept and how they are reached. */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** the bytes under `key`, or null */
  get(key: string): Promise<Buffer | null>
  /**
   * The bytes under `key` as a stream read from the disk or the bucket as the reader takes them (never
   * whole in memory): all of them, or `start` to `end` (inclusive); null when there is no such object.
   */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable | null>
  /** the address a reader's browser loads it from (origin-relative for the local storage) */
  url(key: string): string
}

/**
 * keys look like 2026/11/9f86d081884c7d65-l.jpg: a month's folder, the content's hash, the variant;
 * a video's, 2026/11/9f86d081884c7d65.mp4
 */
export const UPLOAD_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{16}(-[ls]\.jpg|\.mp4)$/
export const isVideoKey = (key: string) => key.endsWith('.mp4')

/** The local disk under `dir`, served by the server itself at /media/uploads/{key}. */
export class LocalStorage implements MediaStorage {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    if (!UPLOAD_KEY.test(key)) throw new Error(`not an upload key: ${key}`)
    return path.join(this.dir, key)
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key)
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    // written whole or not at all: a reader never gets half a picture
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.part`
    await fs.promises.writeFile(partial, body)
    await fs.promises.rename(partial, file)
  }

  async get(key: string): Promise<Buffer | null> {
    if (!UPLOAD_KEY.test(key)) return null
    return fs.promises.readFile(this.file(key)).catch(() => null)
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!UPLOAD_KEY.test(key)) return null
    const file = this.file(key)
    const handle = await fs.promises.open(file, 'r').catch(() => null)
    if (!handle) return null
    // opened here so that a missing file is a null, not an error halfway through the answer
    return handle.createReadStream({ start: range?.start, end: range?.end, autoClose: true })
  }

  url(key: string): string {
    return `/media/uploads/${key}`
  }
}

export interface S3Options {
  /** the service's address, e.g. https://s3.cn-north-1.amazonaws.com.cn or a MinIO server's */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** where browsers load objects from (a CDN or the bucket's public address); empty: through this server */
  publicUrl: string
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, OSS's S3 endpoint …), addressed path-style and signed with
 * Signature V4: every server of a deployment sees the same pictures.
 */
export class S3Storage implements MediaStorage {
  private readonly base: URL

  constructor(private readonly o: S3Options) {
    this.base = new URL(o.endpoint)
  }

  private send(method: 'GET' | 'PUT', key: string, body?: Buffer, contentType?: string, range?: string): Promise<{ status: number; body: Buffer }> {
    if (!UPLOAD_KEY.test(key)) return Promise.reject(new Error(`not an upload key: ${key}`))
    const path = `${this.base.pathname.replace(/\/$/, '')}/${this.o.bucket}/${key}`
    const signed = aws4.sign({
      host: this.base.host, path, method, service: 's3', region: this.o.region, body,
      headers: body ? { 'content-type': contentType ?? 'application/octet-stream', 'content-length': String(body.length), 'cache-control': 'public, max-age=31536000, immutable' } : range ? { range } : {},
    }, { accessKeyId: this.o.accessKeyId, secretAccessKey: this.o.secretAccessKey })
    const client = this.base.protocol === 'https:' ? https : http
    return new Promise((resolve, reject) => {
      const req = client.request({ protocol: this.base.protocol, hostname: this.base.hostname, port: this.base.port, path, method, headers: signed.headers as http.OutgoingHttpHeaders, timeout: 15_000 }, res => {
        const chunks: Buffer[] = []
        res.on('data', c => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      req.on('timeout', () => req.destroy(new Error('S3 timed out')))
      req.on('error', reject)
      req.end(body)
    })
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, contentType)
    if (res.status !== 200) throw new Error(`S3 PUT ${key}: HTTP ${res.status} ${res.body.toString('utf8').slice(0, 200)}`)
  }

  async get(key: string): Promise<Buffer | null> {
    if (!UPLOAD_KEY.test(key)) return null
    const res = await this.send('GET', key)
    if (res.status === 404) return null
    if (res.status !== 200) throw new Error(`S3 GET ${key}: HTTP ${res.status}`)
    return res.body
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!UPLOAD_KEY.test(key)) return null
    const res = await this.open(key, range ? `bytes=${range.start}-${range.end}` : undefined)
    if (res.statusCode === 404) {
      res.resume()
      return null
    }
    if (res.statusCode === 206 || (res.statusCode === 200 && !range)) return res
    if (res.statusCode === 200 && range) {
      // a bucket that ignores the range sends it all: cut it while it flows
      return res.pipe(cut(range.start, range.end))
    }
    res.resume()
    throw new Error(`S3 GET ${key}: HTTP ${res.statusCode}`)
  }

  /** a GET whose answer is handed over as it arrives */
  private open(key: string, range?: string): Promise<http.IncomingMessage> {
    const path = `${this.base.pathname.replace(/\/$/, '')}/${this.o.bucket}/${key}`
    const signed = aws4.sign({ host: this.base.host, path, method: 'GET', service: 's3', region: this.o.region, headers: range ? { range } : {} },
      { accessKeyId: this.o.accessKeyId, secretAccessKey: this.o.secretAccessKey })
    const client = this.base.protocol === 'https:' ? https : http
    return new Promise((resolve, reject) => {
      const req = client.request({ protocol: this.base.protocol, hostname: this.base.hostname, port: this.base.port, path, method: 'GET', headers: signed.headers as http.OutgoingHttpHeaders, timeout: 15_000 }, resolve)
      req.on('timeout', () => req.destroy(new Error('S3 timed out')))
      req.on('error', reject)
      req.end()
    })
  }

  url(key: string): string {
    return this.o.publicUrl ? `${this.o.publicUrl.replace(/\/$/, '')}/${key}` : `/media/uploads/${key}`
  }
}

/** the storage the configuration names */
export function storageFor(settings: { uploadDir: string; uploadStorage: 'local' | 's3'; s3: S3Options }): MediaStorage {
  return settings.uploadStorage === 's3' ? new S3Storage(settings.s3) : new LocalStorage(settings.uploadDir)
}

/** passes on bytes `start` to `end` (inclusive) of what flows through */
function cut(start: number, end: number): Transform {
  let at = 0
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const from = Math.max(0, start - at)
      const to = Math.min(chunk.length, end + 1 - at)
      at += chunk.length
      done(null, from < to ? chunk.subarray(from, to) : undefined)
    },
  })
}

export const thumbKey = (key: string) => key.replace(/-l\.jpg$/, '-s.jpg')

/**
 * The demo site's pictures and videos are seeded as uploads whose source is `seed:{name}`: a generated
 * image (media/generate.ts) or a shipped video (server/assets/video). They are drawn into the storage
 * the first time they are asked for, as a reader's would have been kept.
 */
export const SEED_SOURCE = 'seed:'
const SEED_VIDEO_DIR = path.join(REPO_ROOT, 'server', 'assets', 'video')
/** the storage key a seeded picture or video is kept under (stable: the same seed, the same key) */
export function seedKey(name: string, month: string, video = false): string {
  const hash = crypto.createHash('sha256').update(`seed:${name}`).digest('hex').slice(0, 16)
  return video ? `${month}/${hash}.mp4` : `${month}/${hash}-l.jpg`
}
/**
 * A picture's difference hash: its 9 × 8 greyscale thumbnail, one bit per neighbouring pair (is the left
 * brighter?). Resizing, recompressing or a slight colour change leave it within a few bits.
 */
export async function dHash(bytes: Buffer): Promise<string> {
  const px = await sharp(bytes).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer()
  let bits = 0n
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) bits = (bits << 1n) | (px[y * 9 + x] > px[y * 9 + x + 1] ? 1n : 0n)
  return bits.toString(16).padStart(16, '0')
}

/** differing bits between two hashes */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`)
  let n = 0
  while (x) { n += Number(x & 1n); x >>= 1n }
  return n
}

/** a plain picture (one colour, a smooth fade) hashes to nearly all 0s or 1s: it tells nothing apart */
const telling = (hash: string) => { const ones = hashDistance(hash, '0000000000000000'); return ones > 4 && ones < 60 }

/** within this many bits (of 64) a picture is the one rejected */
export const SAME_PICTURE_BITS = 6
/** the rejected pictures compared with, newest first */
const REJECTED_WINDOW = 5000

/** the two variants of a picture, as a reader's upload is kept */
async function variants(bytes: Buffer): Promise<{ large: { data: Buffer; info: sharp.OutputInfo }; thumb: { data: Buffer; info: sharp.OutputInfo } }> {
  const variant = (edge: number) => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', animated: false }).rotate().flatten({ background: '#ffffff' })
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true })
  const [large, thumb] = await Promise.all([variant(LARGE_EDGE), variant(THUMB_EDGE)])
  return { large, thumb }
}

/** sha256 of up to 30 MB a megabyte at a time, letting other requests run between the slices */
async function digestInSlices(bytes: Buffer): Promise<string> {
  const hash = crypto.createHash('sha256')
  for (let at = 0; at < bytes.length; at += 1024 * 1024) {
    hash.update(bytes.subarray(at, at + 1024 * 1024))
    if (at + 1024 * 1024 < bytes.length) await new Promise(resolve => setImmediate(resolve))
  }
  return hash.digest('hex')
}

/**
 * the items readers' pictures and videos are on, and their tables: most with a `review` (shown | held |
 * rejected | hidden | deleted), their pictures served while it is shown or held; a composition's while it
 * exists (its student sees a returned or rejected one with its pictures; a deleted one is gone)
 */
export const MEDIA_CARRIERS = {
  'qa-question': 'qa_questions',
  'qa-answer': 'qa_answers',
  'discover-post': 'discover_posts',
  politics: 'politics_questions',
  'bang-post': 'bang_posts',
  composition: 'compositions',
} as const
/** the carriers whose rows live as long as they exist (no `review`) */
const LIVE_WHILE_THERE: readonly string[] = ['compositions']
export type MediaCarrier = keyof typeof MEDIA_CARRIERS

const VIDEO_COLUMNS = ['id', 'key', 'cover_id', 'duration_ms', 'width', 'height'] as const
type VideoRow = Pick<Selectable<VideoTable>, typeof VIDEO_COLUMNS[number]>

export class UploadService {
  constructor(private readonly db: Kysely<DB>, private readonly storage: MediaStorage) {}

  /** Resolves when the storage answers (a key that is not there is an answer); rejects when it cannot be reached. */
  async reachable(): Promise<void> {
    // a key of the uploads' own form that no upload has (the storage is asked, and says there is none)
    await this.storage.get('0000/00/0000000000000000-s.jpg')
  }

  /**
   * A kept variant or video as a stream (all of it, or a range), for the local storage's own serving; a
   * seeded one is drawn into the storage first. null: no such upload.
   */
  async stream(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const kept = await this.storage.stream(key, range)
    if (kept) return kept
    if (!(await this.seeded(key))) return null
    return this.storage.stream(key, range)
  }

  /** Draws a seeded picture (both variants) or copies a seeded video into the storage; its bytes, or null. */
  private async seeded(key: string): Promise<Buffer | null> {
    if (isVideoKey(key)) {
      const v = await this.db.selectFrom('videos').select('source_type').where('key', '=', key).where('source_type', 'like', `${SEED_SOURCE}%`).executeTakeFirst()
      const name = v?.source_type.slice(SEED_SOURCE.length) ?? ''
      if (!/^[\w-]+\.mp4$/.test(name)) return null
      const bytes = await fs.promises.readFile(path.join(SEED_VIDEO_DIR, name)).catch(() => null)
      if (bytes) await this.storage.put(key, bytes, 'video/mp4')
      return bytes
    }
    const largeKey = key.replace(/-s\.jpg$/, '-l.jpg')
    const u = await this.db.selectFrom('uploads').select('source_type').where('key', '=', largeKey).where('source_type', 'like', `${SEED_SOURCE}%`).executeTakeFirst()
    const spec = u && parseImageName(u.source_type.slice(SEED_SOURCE.length))
    if (!spec) return null
    const { large, thumb } = await variants(await renderImage(spec))
    await this.storage.put(largeKey, large.data, 'image/jpeg')
    await this.storage.put(thumbKey(largeKey), thumb.data, 'image/jpeg')
    return key === largeKey ? large.data : thumb.data
  }

  /** where a picture's thumbnail is served (an avatar's) */
  thumbUrl(key: string): string {
    return this.storage.url(thumbKey(key))
  }

  present(row: { id: number; key: string; width: number; height: number }, absolute: (url: string) => string): UploadedImage {
    return { id: row.id, url: absolute(this.storage.url(row.key)), thumb: absolute(this.storage.url(thumbKey(row.key))), width: row.width, height: row.height }
  }

  /** Judges, cleans and keeps one picture of `userId`; the same picture again is the same upload. */
  async image(userId: number, bytes: Buffer, now = Date.now()): Promise<{ id: number; key: string; width: number; height: number }> {
    if (bytes.length === 0) throw badRequest(ERRORS.pictureMissing)
    if (bytes.length > UPLOAD_MAX_BYTES) throw new ApiError(413, ERRORS.pictureTooBig(UPLOAD_MAX_BYTES / 1024 / 1024))
    // (the sniffer itself may stumble on cut or corrupted bytes: that is no picture either)
    const type = await fromBuffer(bytes).catch(() => undefined)
    if (!type || !ACCEPTED.has(type.mime)) throw new ApiError(415, ERRORS.pictureType)
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex')
    const known = await this.db.selectFrom('uploads').select(['id', 'key', 'width', 'height']).where('user_id', '=', userId).where('sha256', '=', sha256).executeTakeFirst()
    if (known) return known

    // the header alone says how large it would decode: a bomb is refused before any pixel is made
    let meta: sharp.Metadata
    try {
      // (reading the header decodes no pixel; the limit applies to the decoding below)
      meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    } catch {
      throw badRequest(ERRORS.pictureBroken)
    }
    if (!meta.width || !meta.height) throw badRequest(ERRORS.pictureBroken)
    if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw new ApiError(413, ERRORS.pictureTooLarge)

    // upright as the camera held it; no metadata is carried over (sharp writes none unless asked)
    let large: { data: Buffer; info: sharp.OutputInfo }
    let thumb: { data: Buffer; info: sharp.OutputInfo }
    try {
      ({ large, thumb } = await variants(bytes))
    } catch {
      throw badRequest(ERRORS.pictureBroken)
    }
    const month = new Date(now).toISOString().slice(0, 7).replace('-', '/')
    const key = `${month}/${sha256.slice(0, 16)}-l.jpg`
    try {
      await this.storage.put(key, large.data, 'image/jpeg')
      await this.storage.put(thumbKey(key), thumb.data, 'image/jpeg')
    } catch {
      // the storage (a bucket across the network) did not take it: nothing is recorded, the reader may retry
      throw new ApiError(503, ERRORS.pictureNotStored)
    }
    const row = { user_id: userId, key, source_type: type.mime, width: large.info.width, height: large.info.height, bytes: bytes.length, sha256, created_at: now, phash: await dHash(large.data) }
    const made = await this.db.insertInto('uploads').values(row)
      .onConflict(oc => oc.columns(['user_id', 'sha256']).doNothing()).returning('id').executeTakeFirst()
    // the same picture sent twice at once: the other request's row
    if (!made) return this.db.selectFrom('uploads').select(['id', 'key', 'width', 'height']).where('user_id', '=', userId).where('sha256', '=', sha256).executeTakeFirstOrThrow()
    return { id: made.id, key, width: row.width, height: row.height }
  }

  /** The reader's own uploads among `ids`, in the order given; another reader's or an unknown id is refused. */
  async own(userId: number, ids: number[]): Promise<{ id: number; key: string; width: number; height: number }[]> {
    if (ids.length === 0) return []
    const rows = await this.db.selectFrom('uploads').select(['id', 'key', 'width', 'height']).where('user_id', '=', userId).where('id', 'in', ids).execute()
    const byId = new Map(rows.map(r => [r.id, r]))
    return ids.map(id => {
      const row = byId.get(id)
      if (!row) throw badRequest(ERRORS.pictureMissing)
      return row
    })
  }

  /**
   * Judges and keeps one video of `userId` with its cover (`coverId`, one of their uploads; none: the
   * player's own first frame). The same video again is the same video (a new cover replaces the old).
   */
  async video(userId: number, bytes: Buffer, coverId: number | null, now = Date.now()): Promise<VideoRow> {
    if (bytes.length === 0) throw badRequest(ERRORS.videoMissing)
    if (bytes.length > VIDEO_MAX_BYTES) throw new ApiError(413, ERRORS.videoTooBig(VIDEO_MAX_BYTES / 1024 / 1024))
    const type = await fromBuffer(bytes).catch(() => undefined)
    if (!type || !VIDEO_TYPES.has(type.mime)) throw new ApiError(415, ERRORS.videoType)
    // bounded (media/mp4.ts): a crafted file is refused after a few thousand boxes at most
    const movie = readMovie(bytes)
    if (!movie || movie.durationMs <= 0 || !movie.width) throw badRequest(ERRORS.videoBroken)
    // the movie header and every track: a short header cannot carry a long track past the limit
    if (Math.floor(movie.longestMs / 1000) > VIDEO_MAX_SECONDS) throw badRequest(ERRORS.videoTooLong(VIDEO_MAX_SECONDS))
    // where it was recorded (and on what, and when) is not kept: only what plays
    try {
      bytes = stripMovieMetadata(bytes)
    } catch (err) {
      if (err instanceof MovieError || err instanceof RangeError) throw badRequest(ERRORS.videoBroken)
      throw err
    }
    if (coverId !== null) {
      const cover = await this.db.selectFrom('uploads').select('id').where('id', '=', coverId).where('user_id', '=', userId).executeTakeFirst()
      if (!cover) throw badRequest(ERRORS.videoCoverGone)
    }
    const sha256 = await digestInSlices(bytes)
    const known = () => this.db.selectFrom('videos').select(VIDEO_COLUMNS).where('user_id', '=', userId).where('sha256', '=', sha256).executeTakeFirst()
    const again = await known()
    if (again) {
      if (coverId === null || coverId === again.cover_id) return again
      // on an item already (shown, or waiting for a moderator): its cover does not change without review
      if (await this.db.selectFrom('media_uses').select('media_id').where('media', '=', 'video').where('media_id', '=', again.id).executeTakeFirst()) return again
      await this.db.updateTable('videos').set({ cover_id: coverId }).where('id', '=', again.id).execute()
      return { ...again, cover_id: coverId }
    }
    const month = new Date(now).toISOString().slice(0, 7).replace('-', '/')
    const key = `${month}/${sha256.slice(0, 16)}.mp4`
    try {
      // kept as it came: re-encoding needs a codec this server does not carry, and the phone already compressed it
      await this.storage.put(key, bytes, 'video/mp4')
    } catch {
      throw new ApiError(503, ERRORS.videoNotStored)
    }
    const row = { user_id: userId, key, cover_id: coverId, source_type: type.mime, duration_ms: movie.durationMs, width: movie.width, height: movie.height, bytes: bytes.length, sha256, created_at: now }
    const made = await this.db.insertInto('videos').values(row).onConflict(oc => oc.columns(['user_id', 'sha256']).doNothing()).returning('id').executeTakeFirst()
    if (!made) return (await known())!
    return { id: made.id, key, cover_id: coverId, duration_ms: row.duration_ms, width: row.width, height: row.height }
  }

  /** a video as its uploader gets it back */
  async presentVideo(row: VideoRow, absolute: (url: string) => string): Promise<UploadedVideo> {
    return (await this.videos([row.id], absolute))[0]!
  }

  /** The reader's own video `id` (undefined: none); another reader's or an unknown id is refused. */
  async ownVideo(userId: number, id: number | undefined): Promise<number | null> {
    if (id === undefined) return null
    const row = await this.db.selectFrom('videos').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!row) throw badRequest(ERRORS.videoMissing)
    return row.id
  }

  /** videos by id (null: none) → what a reader's screen shows, in order */
  async videos(ids: (number | null)[], absolute: (url: string) => string): Promise<(UploadedVideo | null)[]> {
    const wanted = [...new Set(ids.filter((x): x is number => x !== null))]
    const rows = wanted.length
      ? await this.db.selectFrom('videos').leftJoin('uploads', 'uploads.id', 'videos.cover_id')
        .select(['videos.id', 'videos.key', 'videos.duration_ms', 'videos.width', 'videos.height', 'uploads.key as cover_key'])
        .where('videos.id', 'in', wanted).execute()
      : []
    const byId = new Map(rows.map(r => [r.id, r]))
    return ids.map(id => {
      const r = id === null ? undefined : byId.get(id)
      if (!r) return null
      return {
        id: r.id, url: absolute(this.storage.url(r.key)), coverImage: r.cover_key ? absolute(this.storage.url(r.cover_key)) : '',
        duration: Math.round(r.duration_ms / 1000), width: r.width, height: r.height,
      }
    })
  }

  /** a kept video's length in bytes (what a range is cut from), or null */
  async videoBytes(key: string): Promise<number | null> {
    const row = await this.db.selectFrom('videos').select('bytes').where('key', '=', key).limit(1).executeTakeFirst()
    return row ? row.bytes : null
  }

  /** Records that these pictures and this video are on an item (in its transaction): see servable(). */
  static async use(trx: Kysely<DB> | Transaction<DB>, kind: MediaCarrier, refId: number, imageIds: number[], videoId: number | null, now = Date.now()): Promise<void> {
    const rows = [
      ...[...new Set(imageIds)].map(id => ({ media: 'image' as const, media_id: id, kind, ref_id: refId, created_at: now })),
      ...(videoId ? [{ media: 'video' as const, media_id: videoId, kind, ref_id: refId, created_at: now }] : []),
    ]
    if (rows.length) await trx.insertInto('media_uses').values(rows).onConflict(oc => oc.columns(['media', 'media_id', 'kind', 'ref_id']).doNothing()).execute()
  }

  /**
   * Whether a reader's picture or video (by key) may be served, and whether it is seeded (never removed:
   * cached for a year). A fresh upload, not yet on anything, is served (its sender sees it in the
   * composer); once it is on items, only while one of them is shown or held for a moderator. A video's
   * cover goes with its video. Unknown keys are for the storage to answer (404).
   */
  async servable(key: string): Promise<{ ok: boolean; seeded: boolean }> {
    const video = isVideoKey(key)
    // the same bytes sent by several readers are one key: it is served while any of theirs may be
    const rows = video
      ? await this.db.selectFrom('videos').select(['id', 'source_type']).where('key', '=', key).execute()
      : await this.db.selectFrom('uploads').select(['id', 'source_type']).where('key', '=', key.replace(/-s\.jpg$/, '-l.jpg')).execute()
    if (rows.length === 0) return { ok: true, seeded: false }
    if (rows.some(r => r.source_type.startsWith(SEED_SOURCE))) return { ok: true, seeded: true }
    for (const row of rows) {
      const uses = await this.db.selectFrom('media_uses').select(['kind', 'ref_id']).where('media', '=', video ? 'video' : 'image').where('media_id', '=', row.id).execute()
      if (!video) {
        // a cover is on whatever its videos are on
        uses.push(...await this.db.selectFrom('media_uses').innerJoin('videos', 'videos.id', 'media_uses.media_id')
          .select(['media_uses.kind', 'media_uses.ref_id']).where('media_uses.media', '=', 'video').where('videos.cover_id', '=', row.id).execute())
      }
      if (uses.length === 0) return { ok: true, seeded: false }
      for (const u of uses) {
        const table = MEDIA_CARRIERS[u.kind as MediaCarrier]
        if (!table) continue
        const items = this.db as unknown as Kysely<Record<string, { id: number; review: string }>>
        if (LIVE_WHILE_THERE.includes(table)) {
          if (await items.selectFrom(table).select('id').where('id', '=', u.ref_id).executeTakeFirst()) return { ok: true, seeded: false }
          continue
        }
        const item = await items.selectFrom(table).select('review').where('id', '=', u.ref_id).executeTakeFirst()
        if (item && (item.review === 'shown' || item.review === 'held')) return { ok: true, seeded: false }
      }
    }
    return { ok: false, seeded: false }
  }

  /** Remembers the pictures (upload ids) of something a moderator rejected or hid, by their hashes. */
  static async remember(trx: Kysely<DB> | Transaction<DB>, ids: number[], source: string, now = Date.now()): Promise<void> {
    if (ids.length === 0) return
    const rows = (await trx.selectFrom('uploads').select(['id', 'phash']).where('id', 'in', ids).where('phash', 'is not', null).execute()).filter(r => telling(r.phash!))
    if (rows.length) await trx.insertInto('rejected_images').values(rows.map(r => ({ phash: r.phash!, upload_id: r.id, source, created_at: now }))).execute()
  }

  /** whether one of the pictures (upload ids) is one a moderator rejected before, sent again */
  async seenRejected(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false
    const mine = (await this.db.selectFrom('uploads').select('phash').where('id', 'in', ids).where('phash', 'is not', null).execute()).map(r => r.phash!).filter(telling)
    if (mine.length === 0) return false
    const rejected = await this.db.selectFrom('rejected_images').select('phash').orderBy('created_at', 'desc').limit(REJECTED_WINDOW).execute()
    return mine.some(h => rejected.some(r => hashDistance(h, r.phash) <= SAME_PICTURE_BITS))
  }

  /** ids (a JSON array) → the pictures' addresses, in order */
  async urls(lists: string[], absolute: (url: string) => string): Promise<{ large: string[]; thumbs: string[] }[]> {
    const parsed = lists.map(l => { try { return (JSON.parse(l) as unknown[]).filter((x): x is number => Number.isInteger(x)) } catch { return [] } })
    const ids = [...new Set(parsed.flat())]
    const rows = ids.length ? await this.db.selectFrom('uploads').select(['id', 'key']).where('id', 'in', ids).execute() : []
    const byId = new Map(rows.map(r => [r.id, r.key]))
    return parsed.map(list => {
      const keys = list.map(id => byId.get(id)).filter((k): k is string => !!k)
      return { large: keys.map(k => absolute(this.storage.url(k))), thumbs: keys.map(k => absolute(this.storage.url(thumbKey(k)))) }
    })
  }
}

