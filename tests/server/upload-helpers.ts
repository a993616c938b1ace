// Pictures for upload tests, made on the spot, and the multipart body a phone would send.
import zlib from 'zlib'
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
