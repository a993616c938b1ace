// The upload corpus (issue 24 §2–4): files an attacker crafts — MP4 box floods, zero and 64-bit sizes,
// boxes cut short, lying durations, fragmented movies; pixel bombs, polyglots, SVG, truncated pictures.
// Each is answered with a 4xx within a time bound while a read sent at the same moment stays fast and the
// server's thread is never held long; the work is bounded by box counts (MP4_LIMITS), not by the file. Videos keep no location; media answers are streamed, not read whole.
import http from 'http'
import { monitorEventLoopDelay } from 'perf_hooks'
import sharp from 'sharp'
import type { AddressInfo } from 'net'
import { chunkOffsets, APPLE_LOCATION, box, clip, clipOfSize, clipWithLocation, multipartBody, multipartParts, pngBomb, photoWithGps } from './upload-helpers'
import { inspectMovie, MovieError, MP4_LIMITS, readMovie } from '../../server/src/media/mp4'
import { createTestServer, testReader, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

let address = 0
/** one reader per upload, each from an address of its own: the upload limits do not get in the way */
async function upload(kind: 'video' | 'image', bytes: Buffer): Promise<{ status: number; body: { statusCode: number; message: string; data: any }; ms: number }> {
  const reader = await testReader(server)
  const { payload, headers } = kind === 'video'
    ? multipartParts([{ name: 'file', filename: 'clip.mp4', type: 'video/mp4', bytes }])
    : multipartBody(bytes)
  const started = performance.now()
  const res = await server.app.inject({
    method: 'POST', url: `/v1/upload/${kind}`, payload, remoteAddress: `127.0.${Math.floor(++address / 250)}.${address % 250 + 1}`,
    headers: { ...headers, authorization: `Bearer ${reader.token}` },
  })
  return { status: res.statusCode, body: res.json(), ms: performance.now() - started }
}

/**
 * An upload, with reads of an unrelated route sent one after another while it runs: the slowest read,
 * and the longest the server's thread was held at once (what every other request would have waited).
 */
async function uploadBesideReads(kind: 'video' | 'image', bytes: Buffer) {
  let done = false
  const lag = monitorEventLoopDelay({ resolution: 5 })
  lag.enable()
  const sent = upload(kind, bytes).finally(() => { done = true })
  let slowestRead = 0
  while (!done) {
    const t = performance.now()
    await server.app.inject({ method: 'GET', url: '/v1/points/rules' })
    slowestRead = Math.max(slowestRead, performance.now() - t)
    await new Promise(resolve => setTimeout(resolve, 5))
  }
  lag.disable()
  return { ...(await sent), slowestRead, heldMs: lag.max / 1e6 }
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n)
  return b
}
const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'))
/** a version 0 movie header: timescale and duration */
const mvhd = (timescale: number, duration: number) => box('mvhd', Buffer.alloc(12), u32(timescale), u32(duration), Buffer.alloc(80))
/** n empty boxes of `type`, 8 bytes each */
const flood = (type: string, n: number) => {
  const one = box(type)
  return Buffer.concat(Array.from({ length: n }, () => one))
}

/** the clip with one box's 32-bit field (by path and offset into its content) set to `value` */
function patched(path: string[], offset: number, value: number, b = clip()): Buffer {
  const out = Buffer.from(b)
  let start = 0
  let end = out.length
  let content = 0
  for (const type of path) {
    let at = start
    for (;;) {
      const size = out.readUInt32BE(at)
      if (out.toString('latin1', at + 4, at + 8) === type) {
        content = at + 8
        start = at + 8
        end = at + size
        break
      }
      at += size
      if (at >= end) throw new Error(`no ${type}`)
    }
  }
  out.writeUInt32BE(value, content + offset)
  return out
}

const MB = 1024 * 1024
/** a photo whose pixels do not compress away: half of it is half a picture */
const noisyPhoto = () => {
  const pixels = Buffer.alloc(800 * 600 * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251
  return sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } }).jpeg().toBuffer()
}
/** what a crafted movie must be answered with, however it is crafted */
const refusedAsBroken = { statusCode: 400, message: '视频已损坏，无法读取' }

describe('crafted MP4s are refused quickly, without stalling other readers (§2)', () => {
  const corpus: [string, () => Buffer, { statusCode: number; message: string }][] = [
    // 29 MB of a movie box full of empty tracks: 3.6 million boxes (3.6 s and 0.9 GB before)
    ['a 29 MB moov of empty trak boxes', () => Buffer.concat([ftyp, box('moov', mvhd(1000, 8000), flood('trak', (29 * MB) / 8))]), refusedAsBroken],
    ['a 7 MB moov of empty trak boxes (under the moov cap: the box cap stops it)', () => Buffer.concat([ftyp, box('moov', mvhd(1000, 8000), flood('trak', (7 * MB) / 8))]), refusedAsBroken],
    ['a 20 MB flood of top-level boxes', () => Buffer.concat([ftyp, flood('free', (20 * MB) / 8)]), refusedAsBroken],
    ['a track header cut short at the end of the file (a 500 before)', () => Buffer.concat([ftyp, box('moov', mvhd(1000, 8000), box('trak', box('tkhd')))]), refusedAsBroken],
    ['a nested box of size 0', () => Buffer.concat([ftyp, box('moov', mvhd(1000, 8000), Buffer.from([0, 0, 0, 0]), Buffer.from('trak'))]), refusedAsBroken],
    ['a 64-bit size past the end', () => Buffer.concat([ftyp, Buffer.from([0, 0, 0, 1]), Buffer.from('moov'), Buffer.from([0, 0, 1, 0, 0, 0, 0, 0]), mvhd(1000, 8000)]), refusedAsBroken],
    ['a 64-bit size smaller than its header', () => Buffer.concat([ftyp, Buffer.from([0, 0, 0, 1]), Buffer.from('moov'), Buffer.from([0, 0, 0, 0, 0, 0, 0, 4]), mvhd(1000, 8000)]), refusedAsBroken],
    ['a box size past its parent', () => Buffer.concat([ftyp, box('moov', mvhd(1000, 8000), u32(9999), Buffer.from('trak'))]), refusedAsBroken],
    ['two movie boxes', () => Buffer.concat([ftyp, box('moov', mvhd(1000, 8000)), box('moov', mvhd(1000, 8000))]), refusedAsBroken],
    ['a fragmented movie (moof)', () => Buffer.concat([clip(), box('moof', box('mfhd', Buffer.alloc(8)))]), refusedAsBroken],
    ['a time-to-sample table claiming 4 billion entries', () => patched(['moov', 'trak', 'mdia', 'minf', 'stbl', 'stts'], 4, 0xfffffff0), refusedAsBroken],
    ['a chunk table claiming 4 billion entries', () => patched(['moov', 'trak', 'mdia', 'minf', 'stbl', 'stco'], 4, 0xfffffff0), refusedAsBroken],
    // lying durations: the movie header says 8 s, a track says otherwise
    ['a track header 120 s long under an 8 s movie header', () => patched(['moov', 'trak', 'tkhd'], 20, 120 * 1000), { statusCode: 400, message: '视频不能超过60秒' }],
    ['a media header 120 s long under an 8 s movie header', () => {
      const b = clip()
      const mdhdAt = b.indexOf('mdhd') + 4
      return patched(['moov', 'trak', 'mdia', 'mdhd'], 16, 120 * b.readUInt32BE(mdhdAt + 12), b)
    }, { statusCode: 400, message: '视频不能超过60秒' }],
    ['samples lasting 120 s under 8 s headers', () => {
      // the first time-to-sample entry's delta made 15× longer: the samples add up to two minutes
      const b = clip()
      const stts = b.indexOf('stts') + 4
      return patched(['moov', 'trak', 'mdia', 'minf', 'stbl', 'stts'], 12, b.readUInt32BE(stts + 12) * 15, b)
    }, { statusCode: 400, message: '视频不能超过60秒' }],
  ]

  it.each(corpus)('%s', async (_name, make, refusal) => {
    const result = await uploadBesideReads('video', make())
    if (process.env.CORPUS_TRACE) console.log(_name, Math.round(result.ms), Math.round(result.slowestRead), Math.round(result.heldMs))
    expect(result.body).toMatchObject(refusal)
    expect(result.status).toBeGreaterThanOrEqual(400)
    expect(result.status).toBeLessThan(500)
    // bounds far above what it takes on a quiet machine (tens of ms for 29 MB, most of it receiving the
    // bytes) and below what the unbounded walk took (the 29 MB flood held the thread for 4.6 s on a fast
    // machine); a loaded 2-core CI machine stretched a bounded walk's pauses to 1.03 s. The box cap itself
    // is proven by count, not time, in the test below.
    expect(result.ms).toBeLessThan(5000)
    expect(result.slowestRead).toBeLessThan(2000)
    expect(result.heldMs).toBeLessThan(2000)
  })

  it('reads a few thousand boxes at most, however many there are', () => {
    const many = Buffer.concat([ftyp, box('moov', mvhd(1000, 8000), flood('trak', MP4_LIMITS.boxes + 10))])
    // the walk stops at the cap (said by its error), not at the end of the file: proven by what it says,
    // not by a stopwatch (a 200 ms bound failed on a loaded CI machine at 329 ms)
    expect(() => inspectMovie(many)).toThrow(new MovieError('too many boxes'))
    expect(readMovie(many)).toBeNull()
  })
})

describe('pictures an attacker crafts (§2)', () => {
  const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="100" height="100"><rect width="100" height="100"/></svg>')
  it.each([
    ['a PNG that decodes to 144 megapixels', () => pngBomb(12_000, 12_000), 413],
    ['an SVG with a script', () => svg, 415],
    ['a JPEG cut in half', async () => {
      const photo = await noisyPhoto()
      return photo.subarray(0, photo.length / 2)
    }, 400],
    ['a JPEG header and nothing else', async () => (await photoWithGps(800, 600)).subarray(0, 200), 400],
  ] as [string, () => Buffer | Promise<Buffer>, number][])('%s is refused', async (_name, make, status) => {
    const result = await uploadBesideReads('image', await make())
    expect(result.status).toBe(status)
    expect(result.ms).toBeLessThan(5000)
    expect(result.slowestRead).toBeLessThan(2000)
    expect(result.heldMs).toBeLessThan(2000)
  })

  it('a polyglot (a JPEG carrying a script and a zip after its end) is kept as a fresh JPEG of its pixels alone', async () => {
    const tail = Buffer.concat([Buffer.from('<script>alert(1)</script>'), Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)])
    const result = await upload('image', Buffer.concat([await photoWithGps(400, 300), tail]))
    expect(result.body.statusCode).toBe(200)
    const served = await server.app.inject({ method: 'GET', url: new URL(result.body.data.url).pathname })
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false)
    expect(served.rawPayload.includes(Buffer.from('PK\u0003\u0004'))).toBe(false)
  })
})

describe('a video keeps no location (§4)', () => {
  it('the ©xyz, 3GPP and Apple location boxes and XMP are gone from what is served; every chunk is where it was', async () => {
    const original = clipWithLocation()
    expect(original.includes(Buffer.from(APPLE_LOCATION))).toBe(true)
    const result = await upload('video', original)
    expect(result.body).toMatchObject({ statusCode: 200, data: { duration: 8, width: 480, height: 270 } })
    const served = (await server.app.inject({ method: 'GET', url: new URL(result.body.data.url).pathname })).rawPayload
    for (const trace of ['\u00a9xyz', '+29.5630+106.5516', APPLE_LOCATION, 'com.apple.quicktime.location', 'loci', 'GPSLatitude', '解放碑']) {
      expect(served.includes(Buffer.from(trace, 'latin1')) || served.includes(Buffer.from(trace))).toBe(false)
    }
    // still the same movie: its header reads the same, and each chunk offset points at the same samples
    expect(readMovie(served)).toEqual(readMovie(original))
    const before = chunkOffsets(original)
    const after = chunkOffsets(served)
    expect(after).toHaveLength(before.length)
    expect(before.length).toBeGreaterThan(1)
    // (the last chunk ends the file: compare what it has)
    after.forEach((at, i) => {
      const n = Math.min(64, served.length - at)
      expect(served.subarray(at, at + n).equals(original.subarray(before[i]!, before[i]! + n))).toBe(true)
    })
    expect(served.length).toBeLessThan(original.length)
  })
})

describe('media answers are streamed (§3)', () => {
  it('20 slow readers of a 25 MB video hold buffers, not the file', async () => {
    const made = await upload('video', clipOfSize(25 * MB))
    expect(made.body.statusCode).toBe(200)
    const path = new URL(made.body.data.url).pathname
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as AddressInfo
    const rssBefore = process.memoryUsage().rss
    const readers: http.IncomingMessage[] = []
    const requests: http.ClientRequest[] = []
    try {
      for (let i = 0; i < 20; i++) {
        readers.push(await new Promise<http.IncomingMessage>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path }, res => {
            // a slow reader: the first chunk, then nothing more for now
            res.once('data', () => { res.pause(); resolve(res) })
          })
          req.on('error', reject)
          requests.push(req)
        }))
      }
      await new Promise(resolve => setTimeout(resolve, 500))
      const grewMb = (process.memoryUsage().rss - rssBefore) / MB
      expect(readers.map(r => r.statusCode)).toEqual(Array(20).fill(200))
      // read whole per request, 20 readers would hold 500 MB
      expect(grewMb).toBeLessThan(150)
    } finally {
      requests.forEach(r => r.destroy())
    }
    // a reader that reads to the end gets every byte
    const whole = await server.app.inject({ method: 'GET', url: path })
    expect(whole.rawPayload.length).toBe(Number(whole.headers['content-length']))
    expect(whole.rawPayload.length).toBeGreaterThan(25 * MB - 1024)
  })
})
