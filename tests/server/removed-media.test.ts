// Media of removed content (issue 24 §8): a reader's pictures and video are served while an item they are
// on is shown (or held for a moderator), cached 10 minutes at most; once every item they are on is deleted,
// hidden or rejected, they answer 404 and are not cached. A fresh upload (in the composer) is served; the
// demo site's seeded media keeps its year-long cache. A video on an item keeps its cover.
import type { UploadedImage, UploadedVideo } from '../../types/api/upload'
import { createTestServer, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { clip, multipartBody, multipartParts, photoWithGps } from './upload-helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

type Reader = Awaited<ReturnType<typeof testReader>>
let address = 0
const from = () => `127.0.9.${++address}`
async function picture(r: Reader, width = 400): Promise<UploadedImage> {
  const { payload, headers } = multipartBody(await photoWithGps(width, 300))
  const res = await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload, remoteAddress: from(), headers: { ...headers, authorization: `Bearer ${r.token}` } })
  return res.json().data
}
async function video(r: Reader, coverId: number): Promise<UploadedVideo & { status: number }> {
  const { payload, headers } = multipartParts([{ name: 'coverId', value: String(coverId) }, { name: 'file', filename: 'clip.mp4', type: 'video/mp4', bytes: clip() }])
  const res = await server.app.inject({ method: 'POST', url: '/v1/upload/video', payload, remoteAddress: from(), headers: { ...headers, authorization: `Bearer ${r.token}` } })
  return { ...res.json().data, status: res.statusCode }
}
const get = (url: string) => server.app.inject({ method: 'GET', url: new URL(url).pathname })
/** each address's status and cache-control */
const served = async (urls: string[]) => Promise.all(urls.map(async u => {
  const res = await get(u)
  return [res.statusCode, res.headers['cache-control']]
}))
const moderator = () => testReader(server, { role: 'moderator' })

it('a deleted post’s pictures, video and cover stop being served', async () => {
  const r = await testReader(server)
  const pic = await picture(r)
  const cover = await picture(r, 480)
  const clipMade = await video(r, cover.id)
  const urls = [pic.url, pic.thumb, clipMade.url, clipMade.coverImage]
  // fresh, in the composer: served to its sender
  expect(await served(urls)).toEqual(urls.map(() => [200, 'public, max-age=600']))
  // (a post carries pictures or a video)
  const withPicture = await post(server.app, '/v1/quan/publish', { content: '洪崖洞的夜景', images: `${pic.id}` }, r.token)
  const withVideo = await post(server.app, '/v1/quan/publish', { content: '洪崖洞的夜景，拍了一段视频', videoId: clipMade.id }, r.token)
  expect([withPicture.body.statusCode, withVideo.body.statusCode]).toEqual([200, 200])
  expect(await served(urls)).toEqual(urls.map(() => [200, 'public, max-age=600']))
  for (const made of [withPicture, withVideo]) expect((await post(server.app, '/v1/quan/del', { id: made.body.data.id }, r.token)).body.statusCode).toBe(200)
  expect(await served(urls)).toEqual(urls.map(() => [404, 'no-store']))
  const answer = await get(pic.url)
  expect(answer.json()).toMatchObject({ message: '内容已删除' })
})

it('a hidden answer’s picture and a rejected question’s picture stop being served; a held one is served for the moderator', async () => {
  const asker = await testReader(server)
  const answerer = await testReader(server)
  const q = (await post(server.app, '/v1/bangbang/wenda/add', { content: '观音桥哪里可以修自行车？' }, asker.token)).body.data.id
  const pic = await picture(answerer)
  const a = (await post(server.app, '/v1/bangbang/wenda/reply', { id: q, content: '北城天街后面有一家，师傅手艺好。', images: `${pic.id}` }, answerer.token)).body.data.id
  expect((await get(pic.url)).statusCode).toBe(200)
  await post(server.app, '/admin/v1/moderation/hide', { kind: 'qa-answer', refId: a, reason: '广告' }, (await moderator()).token)
  expect((await get(pic.url)).statusCode).toBe(404)
  expect((await get(pic.thumb)).statusCode).toBe(404)

  // held: the moderator sees it in the queue; rejected: gone
  const heldPic = await picture(asker, 500)
  const held = await post(server.app, '/v1/bangbang/wenda/add', { content: '兼职日结，想赚钱的加微信私聊我', images: `${heldPic.id}` }, asker.token)
  expect(held.body.data.underReview).toBe(true)
  expect((await get(heldPic.url)).statusCode).toBe(200)
  const item = await server.database.db.selectFrom('moderation_items').select('id').where('kind', '=', 'qa-question').where('ref_id', '=', held.body.data.id).executeTakeFirstOrThrow()
  await post(server.app, '/admin/v1/moderation/decide', { id: item.id, decision: 'reject' }, (await moderator()).token)
  expect((await get(heldPic.url)).statusCode).toBe(404)
})

it('a picture on two posts is served while one of them is', async () => {
  const r = await testReader(server)
  const pic = await picture(r, 600)
  const first = await post(server.app, '/v1/quan/publish', { content: '第一条，带一张图', images: `${pic.id}` }, r.token)
  const second = await post(server.app, '/v1/quan/publish', { content: '第二条，同一张图', images: `${pic.id}` }, r.token)
  await post(server.app, '/v1/quan/del', { id: first.body.data.id }, r.token)
  expect((await get(pic.url)).statusCode).toBe(200)
  await post(server.app, '/v1/quan/del', { id: second.body.data.id }, r.token)
  expect((await get(pic.url)).statusCode).toBe(404)
})

it('a video on a post keeps its cover: the same bytes with a new cover do not swap it', async () => {
  const r = await testReader(server)
  const cover = await picture(r, 480)
  const first = await video(r, cover.id)
  // before it is on anything, a new cover replaces the old (the composer picked another frame)
  const other = await picture(r, 481)
  expect((await video(r, other.id)).coverImage).toBe(other.url)
  await post(server.app, '/v1/quan/publish', { content: '一段视频', videoId: first.id }, r.token)
  const swap = await picture(r, 482)
  const again = await video(r, swap.id)
  expect(again.id).toBe(first.id)
  expect(again.coverImage).toBe(other.url)
  const row = await server.database.db.selectFrom('videos').select('cover_id').where('id', '=', first.id).executeTakeFirstOrThrow()
  expect(row.cover_id).toBe(other.id)
})

it('the demo site’s seeded pictures keep their year-long cache', async () => {
  const seeded = await server.database.db.selectFrom('uploads').select('key').where('source_type', 'like', 'seed:%').limit(1).executeTakeFirstOrThrow()
  const res = await server.app.inject({ method: 'GET', url: `/media/uploads/${seeded.key}` })
  expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable'])
})
