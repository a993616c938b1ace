// The smaller defects of issue 24 §10, each as an attacker or a race finds it: two identity applications
// sent at once; two administrators revoking each other at once; a paid maps service's quota burned by new
// positions; a topic name squatted by a pending reader, and a rejected name blocked for good.
import http from 'http'
import type { AddressInfo } from 'net'
import { atFixedTime, createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { MAPS_LIMITS } from '../../server/src/routes/maps'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db

it('two identity applications sent at once: one waits, the other is refused', async () => {
  const reader = await testReader(server)
  const send = (type: string) => post(server.app, '/api/bangbang/member/useredit', { type, realName: '李华', job: '某律所律师', proof: '律师执业证号 15001201' }, reader.token)
  // (three: what a reader may send a minute)
  const answers = await Promise.all(['lawyer', 'expert', 'reporter'].map(send))
  expect(answers.filter(a => a.body.statusCode === 200)).toHaveLength(1)
  expect(answers.filter(a => a.body.statusCode !== 200).map(a => a.body.message)).toEqual(['你已有一份申请正在审核，请耐心等待', '你已有一份申请正在审核，请耐心等待'])
  const waiting = await db().selectFrom('identity_applications').select('id').where('user_id', '=', reader.id).where('status', '=', 'pending').execute()
  expect(waiting).toHaveLength(1)
})

it('two administrators revoking each other at once: one of them stays', async () => {
  // this server's only administrators are these two
  await db().deleteFrom('user_roles').where('role', '=', 'admin').execute()
  const a = await testReader(server, { role: 'admin' })
  const b = await testReader(server, { role: 'admin' })
  const answers = await Promise.all([
    post(server.app, '/admin/v1/roles/revoke', { userId: b.id, role: 'admin' }, a.token),
    post(server.app, '/admin/v1/roles/revoke', { userId: a.id, role: 'admin' }, b.token),
  ])
  const left = await db().selectFrom('user_roles').select('user_id').where('role', '=', 'admin').execute()
  expect(left).toHaveLength(1)
  expect(answers.filter(x => x.body.statusCode === 200)).toHaveLength(1)
})

describe('a paid maps service', () => {
  let amap: http.Server
  let paid: TestServer
  let calls = 0
  beforeAll(async () => {
    // AMap's stand-in on loopback: a place for any position
    amap = http.createServer((_req, res) => {
      calls++
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ status: '1', info: 'OK', regeocode: { formatted_address: '重庆市渝中区解放碑', addressComponent: { province: '重庆市', city: [], district: '渝中区', adcode: '500103' } } }))
    })
    await new Promise<void>(resolve => amap.listen(0, '127.0.0.1', resolve))
    const { port } = amap.address() as AddressInfo
    paid = await createTestServer({ settings: { maps: { provider: 'amap', amapKey: 'test-key', amapBase: `http://127.0.0.1:${port}/v3` } } })
  })
  afterAll(async () => {
    await paid.close()
    await new Promise(resolve => amap.close(resolve))
  })

  it('answers an address only so often: new positions stop burning the key’s quota', async () => {
    const perMinute = MAPS_LIMITS[0]!.max
    const answers: { statusCode: number }[] = []
    // in one minute of the limiter's, whatever the clock says
    await atFixedTime(paid, async () => {
      for (let i = 0; i < perMinute + 5; i++) {
        answers.push((await getJson(paid.app, `/v1/maps/regeo?lat=${(29.5 + i / 1000).toFixed(4)}&lng=106.55`)).body)
      }
    })
    expect(answers.slice(0, perMinute).every(a => a.statusCode === 200)).toBe(true)
    expect(answers.slice(perMinute)).toEqual(Array(5).fill({ statusCode: 429, message: '定位请求太频繁，请稍后再试', data: null }))
    // the refused ones never reached the service
    expect(calls).toBe(perMinute)
    // the offline table has no such limit
    for (let i = 0; i < perMinute + 5; i++) expect((await getJson(server.app, `/v1/maps/regeo?lat=${(29.5 + i / 1000).toFixed(4)}&lng=106.55`)).status).toBe(200)
  })
})

describe('topic names', () => {
  it('a pending name is open to everyone who posts under it; an editor reopens a rejected one', async () => {
    const starter = await testReader(server)
    const made = await post(server.app, '/v1/quan/publish', { content: '解放碑的新地标，大家来打卡。', topicTitle: '#解放碑打卡#' }, starter.token)
    const id = made.body.data.topic.id
    expect(made.body.data.topic.status).toBe('pending')
    // others post under it while an editor decides, by name or by its id
    const other = await testReader(server)
    expect((await post(server.app, '/v1/quan/publish', { content: '我也去了，人很多。', topicTitle: '解放碑 打卡' }, other.token)).body.data.topic).toMatchObject({ id, status: 'pending' })
    expect((await post(server.app, '/v1/quan/publish', { content: '周末再去一次。', topicId: id }, (await testReader(server)).token)).body.statusCode).toBe(200)
    expect((await getJson(server.app, `/api/topic/getThemeInfo?themeId=${id}`, { authorization: `Bearer ${other.token}` })).body.statusCode).toBe(200)
    // rejected: closed; reopened by an editor: open again, pending
    const editor = await testReader(server, { role: 'editor' })
    expect((await post(server.app, '/admin/v1/discover/topic', { id, action: 'reject' }, editor.token)).body.data.status).toBe('rejected')
    expect((await post(server.app, '/v1/quan/publish', { content: '还能发吗？', topicTitle: '解放碑打卡' }, (await testReader(server)).token)).body).toMatchObject({ statusCode: 409, message: '该话题暂不能参与' })
    expect((await post(server.app, '/admin/v1/discover/topic', { id, action: 'reopen' }, editor.token)).body.data.status).toBe('pending')
    expect((await post(server.app, '/v1/quan/publish', { content: '又能发了。', topicTitle: '解放碑打卡' }, (await testReader(server)).token)).body.data.topic).toMatchObject({ id, status: 'pending' })
    // a moderator does not reopen names
    expect((await post(server.app, '/admin/v1/discover/topic', { id, action: 'reopen' }, (await testReader(server, { role: 'moderator' })).token)).status).toBe(403)
  })
})
