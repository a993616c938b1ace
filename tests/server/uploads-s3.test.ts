// Uploads kept in an S3-compatible bucket (UPLOAD_STORAGE=s3), against s3rver on loopback: the
// variants land in the bucket, the server serves them from there (or names the bucket's public
// address), and a bucket that refuses the credentials loses nothing. s3rver does not check Signature V4,
// so a bucket of the test's own checks every request's signature as S3 computes it.
import crypto from 'crypto'
import fs from 'fs'
import http from 'http'
import os from 'os'
import path from 'path'
import type { AddressInfo } from 'net'
import sharp from 'sharp'
// eslint-disable-next-line @typescript-eslint/no-var-requires
const S3rver = require('s3rver')
import { createTestServer, testReader, type TestServer } from './helpers'
import { multipartBody, photoWithGps } from './upload-helpers'
import { S3Storage } from '../../server/src/media/uploads'
import type { UploadedImage } from '../../types/api/upload'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
let s3: { run(): Promise<AddressInfo>; close(): Promise<void> }
let endpoint = ''
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const s3Settings = (over: Record<string, string> = {}) => ({ endpoint, bucket: 'news-uploads', region: 'us-east-1', ...credentials, publicUrl: '', ...over })

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'news-uploads' }] })
  const { port } = await s3.run()
  endpoint = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await s3.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function upload(server: TestServer, token: string, bytes: Buffer) {
  const { payload, headers } = multipartBody(bytes)
  const res = await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload, headers: { ...headers, authorization: `Bearer ${token}` } })
  return { status: res.statusCode, body: res.json() as { statusCode: number; message: string; data: UploadedImage } }
}

it('keeps both variants in the bucket and serves them through the server', async () => {
  const server = await createTestServer({ settings: { uploadStorage: 's3', s3: s3Settings() } })
  try {
    const reader = await testReader(server)
    const made = await upload(server, reader.token, await photoWithGps(1000, 800))
    expect(made.body.message).toBe('上传成功')
    const key = new URL(made.body.data.url).pathname.replace('/media/uploads/', '')
    const bucket = new S3Storage(s3Settings())
    const large = await bucket.get(key)
    expect((await sharp(large!).metadata()).width).toBe(1000)
    expect(await bucket.get(key.replace('-l.jpg', '-s.jpg'))).not.toBeNull()
    expect(await bucket.get('2026/11/0123456789abcdef-l.jpg')).toBeNull()
    const served = await server.app.inject({ method: 'GET', url: `/media/uploads/${key}` })
    expect([served.statusCode, served.rawPayload.equals(large!)]).toEqual([200, true])
    // nothing was written to the local disk
    expect(fs.existsSync(server.settings.uploadDir)).toBe(false)
  } finally {
    await server.close()
  }
})

it('names the bucket’s public address when one is configured', async () => {
  const server = await createTestServer({ settings: { uploadStorage: 's3', s3: s3Settings({ publicUrl: 'https://img.example.test/news' }) } })
  try {
    const reader = await testReader(server)
    const made = await upload(server, reader.token, await photoWithGps(300, 300))
    expect(made.body.data.url).toMatch(/^https:\/\/img\.example\.test\/news\/\d{4}\/\d\d\/[0-9a-f]{16}-l\.jpg$/)
  } finally {
    await server.close()
  }
})

it('loses nothing when the bucket refuses the credentials, or is not there', async () => {
  const server = await createTestServer({ settings: { uploadStorage: 's3', s3: s3Settings({ accessKeyId: 'NOBODY' }) } })
  try {
    const reader = await testReader(server)
    const refused = await upload(server, reader.token, await photoWithGps(300, 200))
    expect([refused.status, refused.body.message]).toEqual([503, '图片保存失败，请稍后重试'])
    expect(await server.database.db.selectFrom('uploads').select('id').where('user_id', '=', reader.id).execute()).toEqual([])
  } finally {
    await server.close()
  }
  const missing = await createTestServer({ settings: { uploadStorage: 's3', s3: s3Settings({ bucket: 'no-such-bucket' }) } })
  try {
    const reader = await testReader(missing)
    expect((await upload(missing, reader.token, await photoWithGps(200, 200))).status).toBe(503)
  } finally {
    await missing.close()
  }
})

const sha256 = (b: Buffer | string) => crypto.createHash('sha256').update(b).digest('hex')
const hmac = (key: Buffer | string, text: string) => crypto.createHmac('sha256', key).update(text).digest()

/** Signature V4 as S3 checks it (AWS's "Signature Calculations for the Authorization Header"). */
function signatureValid(req: http.IncomingMessage, body: Buffer, secret: string): boolean {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization))
  if (!auth) return false
  const [, , date, region, signedHeaders, signature] = auth
  const payloadHash = String(req.headers['x-amz-content-sha256'])
  if (req.method === 'PUT' && payloadHash !== sha256(body)) return false
  const url = new URL(req.url ?? '/', 'http://x')
  const canonicalHeaders = signedHeaders.split(';').map(h => `${h}:${String(req.headers[h]).trim().replace(/\s+/g, ' ')}\n`).join('')
  const canonical = [req.method, url.pathname, url.searchParams.toString(), canonicalHeaders, signedHeaders, payloadHash].join('\n')
  const amzDate = String(req.headers['x-amz-date'])
  const toSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request')
  return crypto.createHmac('sha256', key).update(toSign).digest('hex') === signature
}

it('signs every request with Signature V4: a bucket that checks it takes ours and refuses a wrong secret', async () => {
  const objects = new Map<string, Buffer>()
  const bucket = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', c => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (!signatureValid(req, body, 'the-real-secret')) { res.statusCode = 403; res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>'); return }
      const key = req.url ?? ''
      if (req.method === 'PUT') {
        objects.set(key, body)
        res.end()
      } else if (objects.has(key)) {
        res.end(objects.get(key))
      } else {
        res.statusCode = 404
        res.end()
      }
    })
  })
  await new Promise<void>(resolve => bucket.listen(0, '127.0.0.1', resolve))
  const own = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`
  const signed = await createTestServer({ settings: { uploadStorage: 's3', s3: s3Settings({ endpoint: own, accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'the-real-secret', region: 'cn-north-1' }) } })
  const wrong = await createTestServer({ settings: { uploadStorage: 's3', s3: s3Settings({ endpoint: own, accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-the-secret', region: 'cn-north-1' }) } })
  try {
    const photo = await photoWithGps(500, 400)
    const ok = await upload(signed, (await testReader(signed)).token, photo)
    expect(ok.body.message).toBe('上传成功')
    expect([...objects.keys()].map(k => k.replace(/\d{4}\/\d\d\/[0-9a-f]{16}/, 'K'))).toEqual(['/news-uploads/K-l.jpg', '/news-uploads/K-s.jpg'])
    expect((await signed.app.inject({ method: 'GET', url: new URL(ok.body.data.url).pathname })).statusCode).toBe(200)
    const refused = await upload(wrong, (await testReader(wrong)).token, photo)
    expect([refused.status, refused.body.message]).toEqual([503, '图片保存失败，请稍后重试'])
    expect(objects.size).toBe(2)
  } finally {
    await signed.close()
    await wrong.close()
    await new Promise(resolve => bucket.close(resolve))
  }
})
