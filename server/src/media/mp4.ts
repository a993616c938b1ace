// What an MP4 or QuickTime file says about itself, read from its boxes (ISO/IEC 14496-12) without
// decoding a frame: the length from the movie header (moov/mvhd) and from every track (its header, its
// media header and its sample table, so a short movie header cannot hide a long track), the picture's
// size from the first video track's header (moov/trak/tkhd), turned as its matrix turns it (a phone held
// upright records landscape pixels and a 90° matrix).
//
// Bounded: a file is walked box by box with a cap on the boxes read (MP4_LIMITS.boxes), on how deep they
// nest and on the movie box's size, and every field is read inside its box's bounds. So a flood of tiny
// boxes, a 64-bit or zero size, a box cut short or a lying size is "not a movie" (MovieError) after at
// most a few thousand steps: microseconds to a few milliseconds on the request's thread, which is why no
// worker is needed. The movie's samples (mdat) are never read.
//
// stripMovieMetadata removes what a phone writes about the recording beside the pictures and sound: the
// user-data, metadata and vendor boxes (udta with ©xyz and 3GPP loci, Apple's mdta keys such as
// com.apple.quicktime.location.ISO6709 in meta, XMP in uuid), at the top and in the movie and its
// tracks, and moves every chunk offset (stco, co64) by the bytes removed before it.

export interface MovieFacts {
  /** milliseconds, as the movie header says */
  durationMs: number
  /** the longest of the movie header and its tracks (header, media header, sample table), milliseconds */
  longestMs: number
  /** as it is shown (after the track's rotation); 0 when the file has no video track */
  width: number
  height: number
}

export const MP4_LIMITS = {
  /** boxes read in one file, all levels together */
  boxes: 4000,
  /** how deep boxes may nest (moov/trak/mdia/minf/stbl/stco is 6) */
  depth: 8,
  /** the movie box (headers and sample tables): a phone's 60 s clip needs well under 1 MB */
  moovBytes: 8 * 1024 * 1024,
  /** tracks in one movie */
  tracks: 16,
} as const

/** the bytes are not a movie this server reads: cut, malformed, or past a limit */
export class MovieError extends Error {}

interface Box {
  type: string
  /** where the box starts (its size field) */
  at: number
  /** the header's length: 8, or 16 with a 64-bit size */
  head: number
  /** where its content starts and ends (exclusive) */
  start: number
  end: number
}

/** the containers walked into: the movie, its tracks and the path to their sample tables */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl'])
/** boxes that describe the recording rather than carry it: location, device, dates, XMP */
const METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_'])

class Walker {
  private read = 0

  constructor(readonly b: Buffer) {}

  /** the boxes directly inside [start, end) */
  children(start: number, end: number, depth: number): Box[] {
    if (depth > MP4_LIMITS.depth) throw new MovieError('nested too deep')
    const out: Box[] = []
    let at = start
    while (at < end) {
      if (at + 8 > end) throw new MovieError('a box header cut short')
      if (++this.read > MP4_LIMITS.boxes) throw new MovieError('too many boxes')
      let size = this.b.readUInt32BE(at)
      const type = this.b.toString('latin1', at + 4, at + 8)
      let head = 8
      if (size === 1) {
        if (at + 16 > end) throw new MovieError('a 64-bit size cut short')
        const large = this.b.readBigUInt64BE(at + 8)
        if (large > BigInt(end - at)) throw new MovieError('a box overruns its parent')
        size = Number(large)
        head = 16
      } else if (size === 0) {
        // "to the end of the file": only a top-level box may say so
        if (depth > 0) throw new MovieError('a nested box of size 0')
        size = end - at
      }
      if (size < head || at + size > end) throw new MovieError('a box overruns its parent')
      out.push({ type, at, head, start: at + head, end: at + size })
      at += size
    }
    return out
  }

  child(parent: Box, type: string, depth: number): Box | undefined {
    return this.children(parent.start, parent.end, depth).find(x => x.type === type)
  }

  /** reads inside a box's content, or says the box is too short */
  u8(box: Box, offset: number): number {
    this.need(box, offset, 1)
    return this.b.readUInt8(box.start + offset)
  }

  u32(box: Box, offset: number): number {
    this.need(box, offset, 4)
    return this.b.readUInt32BE(box.start + offset)
  }

  i32(box: Box, offset: number): number {
    this.need(box, offset, 4)
    return this.b.readInt32BE(box.start + offset)
  }

  u64(box: Box, offset: number): number {
    this.need(box, offset, 8)
    return Number(this.b.readBigUInt64BE(box.start + offset))
  }

  private need(box: Box, offset: number, bytes: number): void {
    if (offset < 0 || box.start + offset + bytes > box.end) throw new MovieError(`${box.type} cut short`)
  }
}

/** a version 0 field of all ones: "not known" */
const UNKNOWN_32 = 0xffffffff

/** (timescale, duration) of a movie or media header: the same layout, 32- or 64-bit times by version */
function header(w: Walker, box: Box): { timescale: number; duration: number | null } {
  const v1 = w.u8(box, 0) === 1
  const timescale = w.u32(box, v1 ? 20 : 12)
  const duration = v1 ? w.u64(box, 24) : w.u32(box, 16)
  const unknown = v1 ? duration >= Number.MAX_SAFE_INTEGER : duration === UNKNOWN_32
  return { timescale, duration: unknown ? null : duration }
}

const ms = (duration: number, timescale: number) => Math.round((duration / timescale) * 1000)

/** 16.16 fixed point */
const fixed = (w: Walker, box: Box, offset: number) => w.i32(box, offset) / 65536

interface Track {
  /** the track header's duration, in the movie's timescale (null: not known) */
  headerDuration: number | null
  longestMs: number
  size: { width: number; height: number } | null
}

function track(w: Walker, trak: Box, movieTimescale: number): Track {
  const tkhd = w.child(trak, 'tkhd', 2)
  if (!tkhd) throw new MovieError('a track without a header')
  const v1 = w.u8(tkhd, 0) === 1
  // version, flags; times, track id, reserved, duration (32- or 64-bit); reserved 8, layer, group, volume, reserved 2
  const headerDuration = v1 ? w.u64(tkhd, 28) : w.u32(tkhd, 20)
  const matrix = 4 + (v1 ? 8 + 8 + 4 + 4 + 8 : 4 + 4 + 4 + 4 + 4) + 8 + 2 + 2 + 2 + 2
  const width = Math.round(fixed(w, tkhd, matrix + 36))
  const height = Math.round(fixed(w, tkhd, matrix + 40))
  // the matrix's first row is (a, b): a quarter turn has a = 0 and b = ±1
  const a = fixed(w, tkhd, matrix)
  const b = fixed(w, tkhd, matrix + 4)
  const turned = Math.abs(a) < 0.01 && Math.abs(Math.abs(b) - 1) < 0.01
  const size = width > 0 && height > 0 ? (turned ? { width: height, height: width } : { width, height }) : null
  const known = v1 ? headerDuration < Number.MAX_SAFE_INTEGER : headerDuration !== UNKNOWN_32
  let longestMs = known && movieTimescale ? ms(headerDuration, movieTimescale) : 0

  // the media's own clock: its header's duration, and what its samples add up to (stts)
  const mdia = w.child(trak, 'mdia', 2)
  const mdhd = mdia && w.child(mdia, 'mdhd', 3)
  if (mdia && mdhd) {
    const media = header(w, mdhd)
    if (media.timescale) {
      if (media.duration !== null) longestMs = Math.max(longestMs, ms(media.duration, media.timescale))
      const stbl = (() => {
        const minf = w.child(mdia, 'minf', 3)
        return minf && w.child(minf, 'stbl', 4)
      })()
      const stts = stbl && w.child(stbl, 'stts', 5)
      if (stts) longestMs = Math.max(longestMs, ms(sampleTime(w, stts), media.timescale))
    }
  }
  return { headerDuration: known ? headerDuration : null, longestMs, size }
}

/** the sum of the time-to-sample table: how long the track's samples last, in its media's timescale */
function sampleTime(w: Walker, stts: Box): number {
  const entries = w.u32(stts, 4)
  if (8 + entries * 8 > stts.end - stts.start) throw new MovieError('stts claims more entries than it holds')
  let total = 0
  for (let i = 0; i < entries; i++) total += w.u32(stts, 8 + i * 8) * w.u32(stts, 12 + i * 8)
  return total
}

function movieBox(w: Walker): Box {
  const top = w.children(0, w.b.length, 0)
  if (top.some(x => x.type === 'moof')) throw new MovieError('a fragmented movie')
  const moovs = top.filter(x => x.type === 'moov')
  if (moovs.length !== 1) throw new MovieError(moovs.length ? 'two movie boxes' : 'no movie box')
  const moov = moovs[0]!
  if (moov.end - moov.at > MP4_LIMITS.moovBytes) throw new MovieError('the movie box is too large')
  return moov
}

/** The movie's facts; MovieError when these bytes hold no movie this server reads. */
export function inspectMovie(b: Buffer): MovieFacts {
  const w = new Walker(b)
  const moov = movieBox(w)
  const inside = w.children(moov.start, moov.end, 1)
  if (inside.some(x => x.type === 'mvex')) throw new MovieError('a fragmented movie')
  const mvhd = inside.find(x => x.type === 'mvhd')
  if (!mvhd) throw new MovieError('no movie header')
  const movie = header(w, mvhd)
  if (!movie.timescale || movie.duration === null) throw new MovieError('no movie length')
  const durationMs = ms(movie.duration, movie.timescale)
  const traks = inside.filter(x => x.type === 'trak')
  if (traks.length > MP4_LIMITS.tracks) throw new MovieError('too many tracks')
  let longestMs = durationMs
  let size = { width: 0, height: 0 }
  for (const trak of traks) {
    const t = track(w, trak, movie.timescale)
    longestMs = Math.max(longestMs, t.longestMs)
    // an audio track's header says 0 × 0
    if (t.size && size.width === 0) size = t.size
  }
  return { durationMs, longestMs, ...size }
}

/** The movie's facts, or null when these bytes hold no movie this server reads. */
export function readMovie(b: Buffer): MovieFacts | null {
  try {
    return inspectMovie(b)
  } catch (err) {
    if (err instanceof MovieError || err instanceof RangeError) return null
    throw err
  }
}

/**
 * The movie without its metadata boxes (see the top of this file), chunk offsets moved to match; the
 * same buffer when there were none. MovieError when the file is not one inspectMovie reads.
 */
export function stripMovieMetadata(b: Buffer): Buffer {
  const w = new Walker(b)
  movieBox(w)
  const top = w.children(0, b.length, 0)
  const moov = top.find(x => x.type === 'moov')!
  const removed: [number, number][] = []
  const tree = new Map<Box, Box[]>()
  const collect = (boxes: Box[], depth: number) => {
    for (const box of boxes) {
      if (METADATA.has(box.type)) removed.push([box.at, box.end])
      else if (CONTAINERS.has(box.type) && depth <= 5) {
        const kids = w.children(box.start, box.end, depth + 1)
        tree.set(box, kids)
        collect(kids, depth + 1)
      }
    }
  }
  collect(top, 0)
  if (!tree.has(moov)) throw new MovieError('no movie box')
  if (removed.length === 0) return b
  removed.sort((x, y) => x[0] - y[0])

  // removed bytes before each range's start: a chunk offset moves by those of the ranges ending at or before it
  const before: number[] = []
  removed.reduce((sum, [start, end], i) => ((before[i] = sum), sum + end - start), 0)
  /** how far a byte of the original moves: the removed bytes before it (a binary search of the ranges) */
  const moved = (offset: number): number => {
    let lo = 0
    let hi = removed.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (removed[mid]![0] <= offset) lo = mid + 1
      else hi = mid
    }
    if (lo === 0) return 0
    const [start, end] = removed[lo - 1]!
    if (offset < end) throw new MovieError('a chunk offset inside a metadata box')
    return before[lo - 1]! + end - start
  }

  const build = (box: Box): Buffer => {
    const kids = tree.get(box)
    if (kids) {
      const content = Buffer.concat(kids.filter(k => !METADATA.has(k.type)).map(build))
      const head = Buffer.alloc(box.head)
      if (box.head === 16) {
        head.writeUInt32BE(1, 0)
        head.writeBigUInt64BE(BigInt(16 + content.length), 8)
      } else {
        head.writeUInt32BE(8 + content.length, 0)
      }
      head.write(box.type, 4, 'latin1')
      return Buffer.concat([head, content])
    }
    if (box.type === 'stco' || box.type === 'co64') {
      const out = Buffer.from(b.subarray(box.at, box.end))
      const wide = box.type === 'co64'
      const entries = w.u32(box, 4)
      const width = wide ? 8 : 4
      if (8 + entries * width > box.end - box.start) throw new MovieError(`${box.type} claims more entries than it holds`)
      for (let i = 0; i < entries; i++) {
        const at = box.head + 8 + i * width
        const offset = wide ? Number(out.readBigUInt64BE(at)) : out.readUInt32BE(at)
        const next = offset - moved(offset)
        if (wide) out.writeBigUInt64BE(BigInt(next), at)
        else out.writeUInt32BE(next, at)
      }
      return out
    }
    return b.subarray(box.at, box.end)
  }

  return Buffer.concat(top.filter(x => !METADATA.has(x.type)).map(build))
}
