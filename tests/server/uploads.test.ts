// Uploads: a photo is kept upright, in two sizes, without its EXIF or GPS position; what its bytes are
// decides (a renamed executable is refused), as do the size cap and the pixel cap (a decompression
// bomb is refused before it is decoded); a question carries the asker's own pictures only.
import sharp from 'sharp'
import type { UploadedImage } from '../../types/api/upload'
import type { QaQuestionPage } from '../../types/api/qa'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { multipartBody, photoWithGps, pngBomb } from './upload-helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

async function upload(bytes: Buffer, token?: string, opts?: Parameters<typeof multipartBody>[1]) {
  const { payload, headers } = multipartBody(bytes, opts)
  const res = await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } })
  return { status: res.statusCode, body: res.json() as { statusCode: number; message: string; data: UploadedImage } }
}
const fetchBytes = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url: new URL(url).pathname })
  return { status: res.statusCode, type: res.headers['content-type'], cache: res.headers['cache-control'], bytes: res.rawPayload }
}

it('keeps a photo upright in two sizes without its EXIF and GPS position', async () => {
  const reader = await testReader(server)
  const photo = await photoWithGps()
  expect((await sharp(photo).metadata()).exif).toBeDefined()
  expect((await upload(photo)).body.statusCode).toBe(301)
  const made = await upload(photo, reader.token)
  expect(made.body).toEqual({ statusCode: 200, message: '上传成功', data: { id: expect.any(Number), url: expect.stringMatching(/\/media\/uploads\/\d{4}\/\d\d\/[0-9a-f]{16}-l\.jpg$/), thumb: expect.stringMatching(/-s\.jpg$/), width: 1600, height: 1200 } })
  const large = await fetchBytes(made.body.data.url)
  expect([large.status, large.type, large.cache]).toEqual([200, 'image/jpeg', 'public, max-age=600'])
  const meta = await sharp(large.bytes).metadata()
  expect([meta.width, meta.height, meta.exif, meta.icc]).toEqual([1600, 1200, undefined, undefined])
  expect(large.bytes.includes(Buffer.from('TestPhone'))).toBe(false)
  const thumb = await sharp((await fetchBytes(made.body.data.thumb)).bytes).metadata()
  expect([thumb.width, thumb.height]).toEqual([480, 360])
  // the same picture again is the same upload
  expect((await upload(photo, reader.token)).body.data.id).toBe(made.body.data.id)
  // a phone held sideways: stored as the camera saw it
  const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } }).withMetadata({ orientation: 6 }).jpeg().toBuffer()
  const upright = await upload(sideways, reader.token)
  expect([upright.body.data.width, upright.body.data.height]).toEqual([200, 400])
  expect((await server.app.inject({ method: 'GET', url: '/media/uploads/../../etc/passwd' })).statusCode).toBe(404)
  expect((await server.app.inject({ method: 'GET', url: '/media/uploads/2026/11/0123456789abcdef-l.jpg' })).statusCode).toBe(404)
})

it('judges by the bytes: a renamed executable, a text file and an empty file are refused', async () => {
  const reader = await testReader(server)
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 7)])
  const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(2048)])
  for (const bytes of [elf, pe, Buffer.from('<?php system($_GET["c"]); ?>')]) {
    const res = await upload(bytes, reader.token, { filename: 'photo.jpg', type: 'image/jpeg' })
    expect([res.status, res.body.message]).toEqual([415, '只能上传 JPG、PNG、WebP 或 GIF 图片'])
  }
  expect((await upload(Buffer.alloc(0), reader.token)).body.message).toBe('请选择要上传的图片')
  expect((await upload(await photoWithGps(40, 30), reader.token, { field: 'image' })).body.message).toBe('请选择要上传的图片')
  const json = await post(server.app, '/v1/upload/image', { file: 'x' }, reader.token)
  expect([json.status, json.body.message]).toEqual([400, '请选择要上传的图片'])
})

it('refuses a file over 10 MB and a decompression bomb before decoding it', async () => {
  const reader = await testReader(server)
  const big = Buffer.concat([await photoWithGps(64, 64), Buffer.alloc(10 * 1024 * 1024)])
  const tooBig = await upload(big, reader.token)
  expect([tooBig.status, tooBig.body.message]).toEqual([413, '图片不能超过10MB'])
  // 12,000 × 12,000 pixels (144 million) in a few hundred kilobytes
  const bomb = pngBomb(12_000, 12_000)
  expect(bomb.length).toBeLessThan(1024 * 1024)
  const started = Date.now()
  const refused = await upload(bomb, reader.token, { filename: 'bomb.png', type: 'image/png' })
  expect([refused.status, refused.body.message]).toEqual([413, '图片尺寸过大，请缩小后再上传'])
  expect(Date.now() - started).toBeLessThan(5000)
  expect(await server.database.db.selectFrom('uploads').select('id').where('user_id', '=', reader.id).execute()).toEqual([])
})

it('puts the asker’s own pictures on a question, large and as thumbnails; another reader’s are refused', async () => {
  const asker = await testReader(server)
  const other = await testReader(server)
  const [a, b] = await Promise.all([upload(await photoWithGps(800, 600), asker.token), upload(await photoWithGps(600, 800), asker.token)])
  const theirs = await upload(await photoWithGps(300, 300), other.token)
  const refused = await post(server.app, '/v1/bangbang/wenda/add', { content: '这张照片里的路牌是哪里？', images: [theirs.body.data.id] }, asker.token)
  expect(refused.body.message).toBe('请选择要上传的图片')
  // as the client's form posts send a list: a JSON array as text
  const made = await post(server.app, '/v1/bangbang/wenda/add', { content: '这两处占道施工什么时候结束？', images: JSON.stringify([b.body.data.id, a.body.data.id]) }, asker.token)
  const page = (await getJson<QaQuestionPage>(server.app, `/v1/bangbang/wenda/getAnswerListById?id=${made.body.data.id}`)).body.data
  expect(page.header.questionImageAttachments).toEqual([b.body.data.url, a.body.data.url])
  expect(page.header.questionImageThumbs).toEqual([b.body.data.thumb, a.body.data.thumb])
  const answered = await post(server.app, '/v1/bangbang/wenda/reply', { id: made.body.data.id, content: '现场看了，下周完工。', images: `${theirs.body.data.id}` }, other.token)
  expect(answered.body.message).toBe('回答成功')
  const list = (await getJson<QaQuestionPage>(server.app, `/v1/bangbang/wenda/getAnswerListById?id=${made.body.data.id}&reload=true`)).body.data.list
  expect([list[0].attachmentPic, list[0].attachmentPicFull]).toEqual([[theirs.body.data.thumb], [theirs.body.data.url]])
})

it('answers any bytes without a 5xx: random files, truncated and corrupted pictures', async () => {
  const reader = await testReader(server)
  const photo = await photoWithGps(300, 200)
  const png = await sharp({ create: { width: 120, height: 80, channels: 4, background: '#00000080' } }).png().toBuffer()
  const samples: Buffer[] = []
  // (under the 30 a minute a reader may send, so that each one reaches the pipeline)
  for (let i = 0; i < 24; i++) {
    const base = i % 3 === 0 ? photo : i % 3 === 1 ? png : Buffer.from(Array.from({ length: 512 }, () => Math.floor(Math.random() * 256)))
    const cut = base.subarray(0, Math.max(8, Math.floor(Math.random() * base.length)))
    const flipped = Buffer.from(base)
    for (let k = 0; k < 20; k++) flipped[Math.floor(Math.random() * flipped.length)] = Math.floor(Math.random() * 256)
    samples.push(i % 2 ? cut : flipped)
  }
  for (const bytes of samples) {
    const res = await upload(bytes, reader.token)
    expect([400, 413, 415, 200]).toContain(res.status)
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/)
  }
})

it('puts the asker’s own pictures on a politics question', async () => {
  const asker = await testReader(server)
  const department = await server.database.db.selectFrom('departments').select('id').executeTakeFirstOrThrow()
  const pic = await upload(await photoWithGps(640, 480), asker.token)
  const made = await post(server.app, '/v1/bangbang/wenzheng/add', { departmentId: department.id, title: '人行道破损', content: '照片里的地砖松动了。', images: `${pic.body.data.id}` }, asker.token)
  const d = (await getJson<{ header: { questionImageAttachments: string[]; questionImageThumbs: string[] } }>(server.app, `/v1/bangbang/wenzheng/getDetail?id=${made.body.data.id}`)).body.data
  expect([d.header.questionImageAttachments, d.header.questionImageThumbs]).toEqual([[pic.body.data.url], [pic.body.data.thumb]])
})
