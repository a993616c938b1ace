// Pictures for upload tests, made on the spot, and the multipart body a phone would send.
import zlib from 'zlib'
import fs from 'fs'
import path from 'path'
import sharp from 'sharp'

/** a photo with the camera's EXIF and GPS position in it */
export const photoWithGps = (width = 2400, height = 1800) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
  .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 33/1 0/1' } })
  .jpeg().toBuffer()

/** a photo with detail in it (noise, scaled up): what a phone takes, not a flat colour (a flat one is too plain to tell apart) */
export async function texturedPhoto(seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(32 * 24 * 3)
  let x = seed
  for (let i = 0; i < raw.length; i++) { x = (x * 1103515245 + 12345) % 2147483648; raw[i] = x % 256 }
  return sharp(raw, { raw: { width: 32, height: 24, channels: 3 } }).resize(960, 720).jpeg({ quality: 90 }).toBuffer()
}

/** a PNG whose header says width × height, its pixels all zero: a few hundred kilobytes that decode to gigabytes */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(0, 9) // greyscale
  // every row a filter byte and `width` zero pixels: deflate squeezes them ~1000 to 1
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 })), chunk('IEND', Buffer.alloc(0))])
}

/** a multipart/form-data body with one file field */
export function multipartBody(bytes: Buffer, { field = 'file', filename = 'photo.jpg', type = 'image/jpeg' } = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shangyou${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** a multipart/form-data body of fields and files, in the order given (a phone may send either first) */
export function multipartParts(parts: ({ name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer })[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shangyou${Math.random().toString(16).slice(2)}`
  const chunks = parts.flatMap(p => 'value' in p
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)]
    : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`), p.bytes, Buffer.from('\r\n')])
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** the demo site's 8-second clip (480 × 270, H.264): what a phone sends, small */
export const clip = () => fs.readFileSync(path.join(__dirname, '../../server/assets/video/shancheng-2.mp4'))

/** where a box's content starts in an MP4 (a path of types from the top) */
function boxAt(b: Buffer, types: string[], start = 0, end = b.length): number {
  let at = start
  while (at + 8 <= end) {
    const size = b.readUInt32BE(at)
    if (b.toString('latin1', at + 4, at + 8) === types[0]) return types.length === 1 ? at + 8 : boxAt(b, types.slice(1), at + 8, at + size)
    at += size
  }
  throw new Error(`no ${types.join('/')}`)
}

/** the clip with its movie header saying `seconds` long */
export function clipLasting(seconds: number): Buffer {
  const b = Buffer.from(clip())
  const mvhd = boxAt(b, ['moov', 'mvhd'])
  const timescale = b.readUInt32BE(mvhd + 12)
  b.writeUInt32BE(Math.round(seconds * timescale), mvhd + 16)
  return b
}

/** the clip as a phone held upright records it: the video track's matrix turns it a quarter */
export function clipUpright(): Buffer {
  const b = Buffer.from(clip())
  const tkhd = boxAt(b, ['moov', 'trak', 'tkhd'])
  const matrix = tkhd + 4 + 20 + 8 + 8
  // (a, b, u; c, d, v; x, y, w) = (0, 1, 0; -1, 0, 0; …)
  b.writeInt32BE(0, matrix)
  b.writeInt32BE(0x10000, matrix + 4)
  b.writeInt32BE(-0x10000, matrix + 12)
  b.writeInt32BE(0, matrix + 16)
  return b
}

/** an MP4 box: size, type, content */
export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}

/** calls `visit` with where each chunk offset of every track is written (moov/trak/mdia/minf/stbl/stco) */
function eachChunkOffset(b: Buffer, visit: (at: number) => void, start = 0, end = b.length): void {
  let at = start
  while (at + 8 <= end) {
    const size = b.readUInt32BE(at)
    const type = b.toString('latin1', at + 4, at + 8)
    if (type === 'stco') {
      const n = b.readUInt32BE(at + 12)
      for (let i = 0; i < n; i++) visit(at + 16 + i * 4)
    } else if (['moov', 'trak', 'mdia', 'minf', 'stbl'].includes(type)) {
      eachChunkOffset(b, visit, at + 8, at + size)
    }
    at += size
  }
}

/** every chunk offset of every track: where the samples are */
export function chunkOffsets(b: Buffer): number[] {
  const out: number[] = []
  eachChunkOffset(b, at => out.push(b.readUInt32BE(at)))
  return out
}

/** Apple's location key and value, as an iPhone writes them (moov/meta: hdlr mdta, keys, ilst) */
export const APPLE_LOCATION = '+29.5630+106.5516+250.000/'
/** the clip as a phone that records where it was leaves it: ©xyz in moov/udta, Apple's keys in moov/meta, XMP in a uuid box */
export function clipWithLocation(): Buffer {
  const b = clip()
  const xyz = box('\u00a9xyz', Buffer.from([0, 17, 0x15, 0xc7]), Buffer.from('+29.5630+106.5516/'))
  const udta = box('udta', xyz, box('loci', Buffer.alloc(4), Buffer.from('重庆 解放碑\u0000')))
  const key = Buffer.from('com.apple.quicktime.location.ISO6709')
  const keyEntry = Buffer.concat([Buffer.alloc(4), Buffer.from('mdta'), key])
  keyEntry.writeUInt32BE(keyEntry.length, 0)
  const meta = box('meta', box('hdlr', Buffer.alloc(8), Buffer.from('mdta'), Buffer.alloc(13)), box('keys', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), keyEntry),
    box('ilst', box('\u0000\u0000\u0000\u0001', box('data', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), Buffer.from(APPLE_LOCATION)))))
  const inserted = Buffer.concat([udta, meta])
  // put them at the end of moov (before mdat, as a phone's fast-start file has it): mdat moves, so do the chunk offsets
  const moovAt = boxAt(b, ['moov']) - 8
  const moovEnd = moovAt + b.readUInt32BE(moovAt)
  const out = Buffer.concat([b.subarray(0, moovEnd), inserted, b.subarray(moovEnd)])
  out.writeUInt32BE(moovEnd - moovAt + inserted.length, moovAt)
  eachChunkOffset(out, at => out.writeUInt32BE(out.readUInt32BE(at) + inserted.length, at), 0, moovEnd + inserted.length)
  // and an XMP packet with the position in a uuid box after the movie
  const xmp = box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), Buffer.from('<x:xmpmeta><exif:GPSLatitude>29,33.78N</exif:GPSLatitude></x:xmpmeta>'))
  return Buffer.concat([out, xmp])
}

/** the clip with its mdat grown by `bytes` (a longer recording's size, the same movie) */
export function clipOfSize(bytes: number): Buffer {
  const b = clip()
  const mdatAt = boxAt(b, ['mdat']) - 8
  const grown = Buffer.concat([b, Buffer.alloc(bytes - b.length, 7)])
  grown.writeUInt32BE(grown.length - mdatAt, mdatAt)
  return grown
}
