// Readers' names and neighbourhoods (issue 24 §9): a new reader's default name carries no phone digits;
// readers choose their own nickname (checked as anything they write, not passing for the newsroom) and
// avatar (a picture they sent, not one a moderator turned away); a community's members, and which
// community a reader is in, are for its members and staff only.
import type { UserInfo } from '../../types/api/account'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { multipartBody, photoWithGps } from './upload-helpers'
import sharp from 'sharp'
import { UploadService } from '../../server/src/media/uploads'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const info = async (token: string) => (await getJson<UserInfo>(server.app, '/v1/user/baseInfo', auth(token))).body.data
const profile = (token: string | undefined, body: Record<string, unknown>) => post(server.app, '/v1/user/profile', body, token)
async function picture(token: string, width: number, noisy = false) {
  const pixels = Buffer.alloc(width * 300 * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.floor(i / 3000) * 37 + (i % 3) * 91) % 256
  const bytes = noisy ? await sharp(pixels, { raw: { width, height: 300, channels: 3 } }).jpeg().toBuffer() : await photoWithGps(width, 300)
  const { payload, headers } = multipartBody(bytes)
  return (await server.app.inject({ method: 'POST', url: '/v1/upload/image', payload, headers: { ...headers, authorization: `Bearer ${token}` } })).json().data
}

describe('nicknames and avatars', () => {
  it('a reader sets their own nickname; the words list, the newsroom’s names and the length are checked', async () => {
    const r = await testReader(server)
    expect((await profile(undefined, { nickname: '山城小王' })).body.statusCode).toBe(301)
    expect((await profile(r.token, { nickname: '王' })).body.message).toBe('昵称为2-16个字')
    expect((await profile(r.token, { nickname: '王'.repeat(17) })).body.message).toBe('昵称为2-16个字')
    expect((await profile(r.token, { nickname: '上游新闻小编' })).body.message).toBe('昵称不能使用“上游新闻”“官方”“管理员”等字样')
    expect((await profile(r.token, { nickname: '官方客服' })).body.message).toBe('昵称不能使用“上游新闻”“官方”“管理员”等字样')
    expect((await profile(r.token, { nickname: '赌博网站代理' })).body.message).toBe('内容含有违规信息，请修改后再发布')
    expect((await profile(r.token, { nickname: '加微信私聊我' })).body.message).toBe('昵称含有不适宜的内容，请修改')
    expect((await profile(r.token, {})).body.message).toBe('请修改昵称或头像')
    expect((await info(r.token)).userName).toBe(r.nickname)
    const saved = await profile(r.token, { nickname: '  山城\u200b小王  ' })
    expect(saved.body).toMatchObject({ statusCode: 200, message: '保存成功', data: { userName: '山城小王' } })
    expect((await info(r.token)).userName).toBe('山城小王')
  })

  it('an avatar is a picture the reader sent, not another’s and not one a moderator turned away', async () => {
    const r = await testReader(server)
    const other = await testReader(server)
    const mine = await picture(r.token, 640)
    const theirs = await picture(other.token, 641)
    expect((await profile(r.token, { avatar: theirs.id })).body.statusCode).toBe(400)
    const saved = await profile(r.token, { avatar: mine.id })
    expect(saved.body.data.userPic).toBe(mine.thumb)
    expect((await server.app.inject({ method: 'GET', url: new URL(mine.thumb).pathname })).statusCode).toBe(200)
    // a picture like one a moderator rejected
    const rejected = await picture(r.token, 642, true)
    await UploadService.remember(db(), [rejected.id], 'test')
    expect((await profile(r.token, { avatar: rejected.id })).body.message).toBe('这张图片不能用作头像，请换一张')
    expect((await info(r.token)).userPic).toBe(mine.thumb)
  })

  it('the name a new account gets has no phone digits, and old ones lost theirs', async () => {
    const reader = await testReader(server)
    const phone = (await db().selectFrom('users').select('phone').where('id', '=', reader.id).executeTakeFirstOrThrow()).phone
    // as a reader registered before this change was named, then the migration run again
    await db().updateTable('users').set({ nickname: `上游网友${phone.slice(-4)}` }).where('id', '=', reader.id).execute()
    const { up } = await import('../../server/src/db/migrations/024_nicknames')
    await up(db())
    const renamed = (await db().selectFrom('users').select('nickname').where('id', '=', reader.id).executeTakeFirstOrThrow()).nickname
    expect(renamed).toMatch(/^上游网友[A-Z2-9]{6}$/)
    expect(renamed).not.toContain(phone.slice(-4))
  })
})

describe('who lives where', () => {
  const communityId = async (name: string) => (await db().selectFrom('communities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
  const resident = async () => (await db().selectFrom('users').select('id').where('phone', '=', '13800000002').executeTakeFirstOrThrow()).id

  it('a community’s members: members and staff see them; a visitor and a reader of another community do not', async () => {
    const id = await communityId('金汤街社区')
    const url = `/v1/bangbang/groupownet/userlist?id=${id}`
    expect((await getJson(server.app, url)).body.statusCode).toBe(301)
    const outsider = await testReader(server)
    expect((await getJson(server.app, url, auth(outsider.token))).body).toMatchObject({ statusCode: 403, message: '加入该社区后才能查看社区成员' })
    const elsewhere = await testReader(server)
    await post(server.app, '/v1/bangbang/groupownet/join', { id: await communityId('南湖社区') }, elsewhere.token)
    expect((await getJson(server.app, url, auth(elsewhere.token))).status).toBe(403)
    const member = await testReader(server)
    await post(server.app, '/v1/bangbang/groupownet/join', { id }, member.token)
    expect((await getJson(server.app, url, auth(member.token))).body.statusCode).toBe(200)
    for (const role of ['moderator', 'editor', 'admin'] as const) {
      expect((await getJson(server.app, url, auth((await testReader(server, { role })).token))).body.statusCode).toBe(200)
    }
  })

  it('which community a reader is in: to themselves, their neighbours and staff; to others only what their own posts say', async () => {
    // 嘉陵江畔 has posted to 金汤街社区: their page says so to anyone, as their posts there already do
    const poster = `/v1/bangbang/groupownet/userInfo?id=${await resident()}`
    expect((await getJson<{ community: { name: string } }>(server.app, poster)).body.data.community.name).toBe('金汤街社区')
    // a member who never posted: their community is not for strangers
    const quiet = await testReader(server)
    await post(server.app, '/v1/bangbang/groupownet/join', { id: await communityId('金汤街社区') }, quiet.token)
    const url = `/v1/bangbang/groupownet/userInfo?id=${quiet.id}`
    type Page = { community: { name: string } | null; user: { role: string; title: string } }
    const seen = async (token?: string) => (await getJson<Page>(server.app, url, auth(token))).body.data.community?.name ?? null
    expect(await seen()).toBeNull()
    const outsider = await testReader(server)
    expect(await seen(outsider.token)).toBeNull()
    const elsewhere = await testReader(server)
    await post(server.app, '/v1/bangbang/groupownet/join', { id: await communityId('南湖社区') }, elsewhere.token)
    expect(await seen(elsewhere.token)).toBeNull()
    // themselves, a neighbour, staff
    expect(await seen(quiet.token)).toBe('金汤街社区')
    const neighbour = await testReader(server)
    await post(server.app, '/v1/bangbang/groupownet/join', { id: await communityId('金汤街社区') }, neighbour.token)
    expect(await seen(neighbour.token)).toBe('金汤街社区')
    expect(await seen((await testReader(server, { role: 'moderator' })).token)).toBe('金汤街社区')
  })
})
