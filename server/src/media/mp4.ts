// What an MP4 or QuickTime file says about itself, read from its boxes (ISO/IEC 14496-12) without
// decoding a frame: the length from the movie header (moov/mvhd), the picture's size from the first
// video track's header (moov/trak/tkhd), turned as its matrix turns it (a phone held upright records
// landscape pixels and a 90° matrix). Every box is checked against its parent's bounds, so a cut or
// forged file is "not a movie", never a read past the end.

export interface MovieFacts {
  /** milliseconds */
  durationMs: number
  /** as it is shown (after the track's rotation); 0 when the file has no video track */
  width: number
  height: number
}

interface Box {
  type: string
  /** where its content starts and ends (exclusive) */
  start: number
  end: number
}

/** the boxes directly inside [start, end); null when one of them overruns its parent */
function boxes(b: Buffer, start: number, end: number): Box[] | null {
  const out: Box[] = []
  let at = start
  while (at + 8 <= end) {
    let size = b.readUInt32BE(at)
    const type = b.toString('latin1', at + 4, at + 8)
    let head = 8
    if (size === 1) {
      if (at + 16 > end) return null
      const large = b.readBigUInt64BE(at + 8)
      if (large > BigInt(end - at)) return null
      size = Number(large)
      head = 16
    } else if (size === 0) {
      // "to the end of the file" (only the last box may say so)
      size = end - at
    }
    if (size < head || at + size > end) return null
    out.push({ type, start: at + head, end: at + size })
    at += size
  }
  return out
}

const child = (b: Buffer, parent: Box, type: string): Box | undefined => boxes(b, parent.start, parent.end)?.find(x => x.type === type)

/** 16.16 fixed point */
const fixed = (b: Buffer, at: number) => b.readInt32BE(at) / 65536

function trackSize(b: Buffer, tkhd: Box): { width: number; height: number } | null {
  const version = b.readUInt8(tkhd.start)
  // version, flags; times, track id, reserved, duration (32- or 64-bit); reserved 8, layer, group, volume, reserved 2
  const matrixAt = tkhd.start + 4 + (version === 1 ? 8 + 8 + 4 + 4 + 8 : 4 + 4 + 4 + 4 + 4) + 8 + 2 + 2 + 2 + 2
  if (matrixAt + 36 + 8 > tkhd.end) return null
  const width = Math.round(fixed(b, matrixAt + 36))
  const height = Math.round(fixed(b, matrixAt + 40))
  // the matrix's first row is (a, b): a quarter turn has a = 0 and b = ±1
  const a = fixed(b, matrixAt)
  const bb = fixed(b, matrixAt + 4)
  const turned = Math.abs(a) < 0.01 && Math.abs(Math.abs(bb) - 1) < 0.01
  return turned ? { width: height, height: width } : { width, height }
}

/** The movie's length and shown size, or null when these bytes hold no readable movie header. */
export function readMovie(b: Buffer): MovieFacts | null {
  const top = boxes(b, 0, b.length)
  const moov = top?.find(x => x.type === 'moov')
  if (!moov) return null
  const mvhd = child(b, moov, 'mvhd')
  if (!mvhd || mvhd.end - mvhd.start < 20) return null
  const version = b.readUInt8(mvhd.start)
  let timescale: number
  let duration: number
  if (version === 1) {
    if (mvhd.end - mvhd.start < 32) return null
    timescale = b.readUInt32BE(mvhd.start + 20)
    duration = Number(b.readBigUInt64BE(mvhd.start + 24))
  } else {
    timescale = b.readUInt32BE(mvhd.start + 12)
    duration = b.readUInt32BE(mvhd.start + 16)
  }
  if (!timescale || !Number.isFinite(duration)) return null
  let size = { width: 0, height: 0 }
  for (const trak of (boxes(b, moov.start, moov.end) ?? []).filter(x => x.type === 'trak')) {
    const tkhd = child(b, trak, 'tkhd')
    const got = tkhd && trackSize(b, tkhd)
    // an audio track's header says 0 × 0
    if (got && got.width > 0 && got.height > 0) {
      size = got
      break
    }
  }
  return { durationMs: Math.round((duration / timescale) * 1000), ...size }
}
