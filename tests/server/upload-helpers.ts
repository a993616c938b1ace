// Pictures for upload tests, made on the spot, and the multipart body a phone would send.
import zlib from 'zlib'
import fs from 'fs'
import path from 'path'
import sharp from 'sharp'

/** a photo with the camera's EXIF and GPS position in it */
export const photoWithGps = (width = 2400, height = 1800) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
  .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 33/1 0/1' } })
  .jpeg().toBuffer()

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
