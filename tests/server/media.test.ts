// Media: generated images with the 20 % variant, shipped videos with ranges, compression — over real HTTP too.
import sharp from 'sharp'
import { createTestServer, type TestServer } from './helpers'

let server: TestServer
let base: string
beforeAll(async () => {
  server = await createTestServer({ seed: false })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const addr = server.app.server.address()
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
})
afterAll(() => server.close())

describe('images', () => {
  it('serves a generated image with long-lived cache headers', async () => {
    const res = await fetch(`${base}/media/images/scene-7.jpg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(1500)
  })

  it('says its name is its version: a copy asked again with its tag is current (304), and nothing varies on Accept', async () => {
    const first = await fetch(`${base}/media/images/scene-7.jpg`)
    const etag = first.headers.get('etag')!
    expect(etag).toBe('"scene-7.jpg"')
    expect(String(first.headers.get('vary')).toLowerCase().split(/,\s*/)).not.toContain('accept')
    const again = await fetch(`${base}/media/images/scene-7.jpg`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('serves the 20 % thumbnail the lists ask for', async () => {
    const res = await fetch(`${base}/media/images/scene-7.jpg?x-oss-process=image/resize,p_20`)
    expect(res.status).toBe(200)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta.width).toBe(300)
  })

  it('serves the same bytes every time (deterministic generation)', async () => {
    const a = Buffer.from(await (await fetch(`${base}/media/images/icon-3.png`)).arrayBuffer())
    const b = Buffer.from(await (await fetch(`${base}/media/images/icon-3.png`)).arrayBuffer())
    expect(a.equals(b)).toBe(true)
    expect((await sharp(a).metadata()).format).toBe('png')
  })

  it.each([
    ['/media/images/scene-7.jpg?x-oss-process=image/resize,p_0', 400, '参数 x-oss-process 格式不正确'],
    ['/media/images/scene-7.jpg?x-oss-process=rotate', 400, '参数 x-oss-process 格式不正确'],
    ['/media/images/scene-9999.jpg', 404, '图片不存在'],
    ['/media/images/..%2Fsecret.jpg', 404, '图片不存在'],
  ])('answers %s with %i', async (url, status, message) => {
    const res = await fetch(base + url)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ statusCode: status, message, data: null })
  })
})

describe('video', () => {
  it('answers byte ranges so players can seek', async () => {
    const res = await fetch(`${base}/media/video/shancheng-1.mp4`, { headers: { range: 'bytes=0-99' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/)
    expect(res.headers.get('content-type')).toBe('video/mp4')
    expect((await res.arrayBuffer()).byteLength).toBe(100)
  })

  it('answers a missing video with 404', async () => {
    expect((await fetch(`${base}/media/video/nope.mp4`)).status).toBe(404)
  })
})
