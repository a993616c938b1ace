// Accounts and sessions: slider, SMS codes, logins, registration, password reset, WeChat, sessions.
import { createTestServer, REAL_PROVIDERS, type TestServer } from './helpers'
import { humanTrace, outbox, post, sendCode, slide } from './auth-helpers'
import { sha256 } from '../../server/src/crypto'
import { PASSWORD_FAILURES } from '../../server/src/routes/auth'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

let phoneSeq = 0
/** a fresh phone number per test, so the 60-second rule never couples tests */
const freshPhone = () => `1390000${String(1000 + ++phoneSeq).slice(-4)}`

/** as if the minute between two sends to this phone had passed */
const minutePassed = (phone: string) =>
  server.database.db.updateTable('cooldowns').set({ until: 0 }).where('key', '=', `sms:resend:${phone}`).execute()

const baseInfo = (token: string) => server.app.inject({ method: 'GET', url: '/v1/user/baseInfo', headers: { authorization: `Bearer ${token}` } })
const sessionCount = async () => Number((await server.database.db.selectFrom('sessions').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

describe('slider verification', () => {
  it('passes a human slide and signs a proof for scene activity_h5', async () => {
    const proof = await slide(server.app)
    expect(proof.scene).toBe('activity_h5')
    expect(proof.csessionid).not.toBe('')
    expect(proof.sig).not.toBe('')
  })

  it.each([
    ['not to the end', { width: 300, points: Array.from({ length: 12 }, (_, i) => [i * 50, i * 10]) }],
    ['too fast', { width: 300, points: Array.from({ length: 12 }, (_, i) => [i, i * 30]) }],
    ['too few points', { width: 300, points: [[0, 0], [400, 300]] }],
  ])('fails a slide %s', async (_what, trace) => {
    const init = await post(server.app, '/v1/common/slider/init', {})
    const res = await post(server.app, '/v1/common/slider/verify', { token: init.body.data.token, trace: JSON.stringify(trace) })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('滑块验证失败，请刷新后重试')
  })

  it('passes a challenge only once', async () => {
    const init = await post(server.app, '/v1/common/slider/init', {})
    const trace = JSON.stringify(humanTrace())
    expect((await post(server.app, '/v1/common/slider/verify', { token: init.body.data.token, trace })).status).toBe(200)
    expect((await post(server.app, '/v1/common/slider/verify', { token: init.body.data.token, trace })).status).toBe(400)
  })
})

describe('sending SMS codes', () => {
  it('needs a slider proof', async () => {
    const res = await post(server.app, '/v1/common/webSendMsg', { phone: freshPhone(), type: 'login' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('请先完成滑块验证')
  })

  it('refuses a forged or reused proof', async () => {
    const proof = await slide(server.app)
    // one character changed (never to itself: a signature may already start with 'x')
    const sig = (proof.sig[0] === 'x' ? 'y' : 'x') + proof.sig.slice(1)
    const forged = await post(server.app, '/v1/common/webSendMsg', { phone: freshPhone(), type: 'login', ...proof, sig })
    expect(forged.body.message).toBe('请先完成滑块验证')
    expect((await post(server.app, '/v1/common/webSendMsg', { phone: freshPhone(), type: 'login', ...proof })).status).toBe(200)
    const reused = await post(server.app, '/v1/common/webSendMsg', { phone: freshPhone(), type: 'login', ...proof })
    expect(reused.body.message).toBe('请先完成滑块验证')
  })

  it('sends a 6-digit code the outbox shows, and stores only its hash', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'login')
    expect(code).toMatch(/^\d{6}$/)
    const row = await server.database.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow()
    expect(row.code_hash).not.toContain(code)
    expect(row.expires_at - row.created_at).toBe(5 * 60_000)
  })

  it('allows one send per phone per 60 s', async () => {
    const phone = freshPhone()
    await sendCode(server.app, phone, 'login')
    const again = await post(server.app, '/v1/common/webSendMsg', { phone, type: 'login', ...(await slide(server.app)) })
    expect(again.status).toBe(429)
    // the refused send leaves the slide good for the next try
    expect(again.body).toEqual({ statusCode: 429, message: '发送太频繁，请60秒后再试', data: { sliderSpent: false } })
  })

  it('caps sends per phone per day', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 10; i++) {
      await sendCode(server.app, phone, 'login')
      await minutePassed(phone)
    }
    const res = await post(server.app, '/v1/common/webSendMsg', { phone, type: 'login', ...(await slide(server.app)) })
    expect(res.body.message).toBe('今日验证码发送次数已达上限，请明天再试')
  })

  it('rejects a malformed phone and a register code for a phone that has an account', async () => {
    expect((await post(server.app, '/v1/common/webSendMsg', { phone: '12345', type: 'login', ...(await slide(server.app)) })).body.message).toBe('请输入正确的手机号')
    expect((await post(server.app, '/v1/common/webSendMsg', { phone: '13800000001', type: 'register', ...(await slide(server.app)) })).body.message).toBe('该手机号已注册，请直接登录')
  })
})

describe('SMS login', () => {
  it('logs in with the code (a new phone gets an account) and answers baseInfo', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'login')
    const res = await post(server.app, '/v1/user/code_login', { phone, code })
    expect(res.status).toBe(200)
    // a default name with no part of the phone in it (issue 24 §9)
    expect(res.body.data).toEqual(expect.objectContaining({ tokenType: 'Bearer', username: expect.stringMatching(/^上游网友[A-Z2-9]{6}$/) }))
    expect(res.body.data.username).not.toContain(phone.slice(-4))
    const info = await baseInfo(res.body.data.accessToken)
    expect(info.json().data).toEqual(expect.objectContaining({ userName: res.body.data.username, credit: 0, creditLevel: 'Lv1', phone: `${phone.slice(0, 3)}****${phone.slice(7)}` }))
  })

  it('stores the session token only as its hash', async () => {
    const phone = freshPhone()
    const res = await post(server.app, '/v1/user/code_login', { phone, code: await sendCode(server.app, phone, 'login') })
    const token: string = res.body.data.accessToken
    const row = await server.database.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
    expect(row).toBeDefined()
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('refuses a wrong code and creates no session', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'login')
    const before = await sessionCount()
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const res = await post(server.app, '/v1/user/code_login', { phone, code: wrong })
    expect(res.body).toEqual({ statusCode: 400, message: '验证码错误', data: null })
    expect(await sessionCount()).toBe(before)
  })

  it('refuses an expired code', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'login')
    await server.database.db.updateTable('sms_codes').set({ expires_at: Date.now() - 1 }).where('phone', '=', phone).execute()
    const res = await post(server.app, '/v1/user/code_login', { phone, code })
    expect(res.body.message).toBe('验证码已过期，请重新获取')
    expect(res.body.data).toBeNull()
  })

  it('uses a code once', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'login')
    expect((await post(server.app, '/v1/user/code_login', { phone, code })).status).toBe(200)
    const again = await post(server.app, '/v1/user/code_login', { phone, code })
    expect(again.body.message).toBe('验证码已失效，请重新获取')
    expect(again.body.data).toBeNull()
  })

  it('allows at most 5 tries', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'login')
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0')
    const messages = []
    for (let i = 0; i < 5; i++) messages.push((await post(server.app, '/v1/user/code_login', { phone, code: wrong })).body.message)
    expect(messages).toEqual(['验证码错误', '验证码错误', '验证码错误', '验证码错误', '验证码错误次数过多，请重新获取'])
    const right = await post(server.app, '/v1/user/code_login', { phone, code })
    expect(right.body.message).toBe('验证码错误次数过多，请重新获取')
    expect(right.body.data).toBeNull()
  })

  it('needs a code to have been sent, for that purpose', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'bind')
    expect((await post(server.app, '/v1/user/code_login', { phone, code })).body.message).toBe('请先获取验证码')
  })

  it('accepts the form-encoded body the client sends', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'login')
    const res = await server.app.inject({
      method: 'POST', url: '/v1/user/code_login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${phone}&code=${code}`,
    })
    expect(res.json().data.accessToken).toBeTruthy()
  })
})

describe('password login, registration and reset', () => {
  it('logs a demo reader in with the password and stores a scrypt hash', async () => {
    const res = await post(server.app, '/v1/user/login', { phone: '13800000001', password: 'Demo1234' })
    expect(res.body.data.username).toBe('山城小李')
    const user = await server.database.db.selectFrom('users').selectAll().where('phone', '=', '13800000001').executeTakeFirstOrThrow()
    expect(user.password_hash).toMatch(/^scrypt\$/)
  })

  it.each([
    ['13800000001', 'wrong-pass1'],
    ['13800000003', 'Demo1234'], // has no password (SMS only)
    ['13911112222', 'Demo1234'], // no such account
  ])('refuses %s with a wrong password and creates no session', async (phone, password) => {
    const before = await sessionCount()
    const res = await post(server.app, '/v1/user/login', { phone, password })
    expect(res.body).toEqual({ statusCode: 400, message: '手机号或密码错误', data: null })
    expect(await sessionCount()).toBe(before)
  })

  describe('guessing', () => {
    // the windows are fixed quarters of an hour: the clock starts a minute into one, so none ends mid-test
    const realNow = Date.now.bind(Date)
    let skipped = 0
    beforeEach(() => {
      const start = realNow()
      const base = start - (start % PASSWORD_FAILURES.phone.windowMs) + 60_000
      skipped = 0
      jest.spyOn(Date, 'now').mockImplementation(() => base + (realNow() - start) + skipped)
    })
    afterEach(() => jest.restoreAllMocks())

    it('refuses a phone after 5 wrong passwords, even the right one, and leaves other phones alone', async () => {
      const phone = freshPhone()
      await post(server.app, '/v1/user/register', { phone, code: await sendCode(server.app, phone, 'register'), password: 'Right2026' })
      for (let i = 0; i < PASSWORD_FAILURES.phone.max; i++) {
        expect((await post(server.app, '/v1/user/login', { phone, password: `Wrong${i}x` })).body.message).toBe('手机号或密码错误')
      }
      const before = await sessionCount()
      const locked = await post(server.app, '/v1/user/login', { phone, password: 'Right2026' })
      expect(locked.status).toBe(429)
      expect(locked.body).toEqual({ statusCode: 429, message: '密码错误次数过多，请15分钟后再试或使用验证码登录', data: null })
      expect(await sessionCount()).toBe(before)
      // SMS login is still the way in (a minute on, for the send rule), and other readers are untouched
      skipped = 61_000
      expect((await post(server.app, '/v1/user/code_login', { phone, code: await sendCode(server.app, phone, 'login') })).status).toBe(200)
      expect((await post(server.app, '/v1/user/login', { phone: '13800000002', password: 'Demo1234' })).status).toBe(200)
    })

    // 52 password checks at production cost, one after another: a few seconds on a quiet machine, 60 s seen on a loaded one
    it('refuses an address after 50 wrong passwords across phones', async () => {
      const remoteAddress = '198.51.100.7'
      const login = (phone: string, password: string) => server.app.inject({ method: 'POST', url: '/v1/user/login', remoteAddress, payload: { phone, password } })
      for (let i = 0; i < PASSWORD_FAILURES.ip.max; i++) {
        expect((await login(`1391234${String(1000 + i).slice(-4)}`, 'Guess1234')).json().message).toBe('手机号或密码错误')
      }
      const locked = await login('13800000002', 'Demo1234')
      expect(locked.statusCode).toBe(429)
      expect(locked.json().message).toBe('密码错误次数过多，请15分钟后再试或使用验证码登录')
      expect((await post(server.app, '/v1/user/login', { phone: '13800000002', password: 'Demo1234' })).status).toBe(200)
    }, 120000)
  })

  it('registers with a code and a password, then logs in with it', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'register')
    const weak = await post(server.app, '/v1/user/register', { phone, code, password: '12345678' })
    expect(weak.body.message).toBe('密码需为8-20位，且同时包含字母和数字')
    const res = await post(server.app, '/v1/user/register', { phone, code, password: 'Shangyou2026' })
    expect(res.body.message).toBe('注册成功')
    expect((await post(server.app, '/v1/user/login', { phone, password: 'Shangyou2026' })).body.data.accessToken).toBeTruthy()
  })

  it('resets a password with a find code: check, new password, old sessions signed out', async () => {
    const phone = freshPhone()
    await post(server.app, '/v1/user/register', { phone, code: await sendCode(server.app, phone, 'register'), password: 'OldPass123' })
    const session = (await post(server.app, '/v1/user/login', { phone, password: 'OldPass123' })).body.data.accessToken
    await minutePassed(phone)
    const code = await sendCode(server.app, phone, 'find')
    const checked = await post(server.app, '/v1/common/valisendMsg', { phone, code, type: 'find' })
    const ticket = checked.body.data.ticket
    expect((await post(server.app, '/v1/user/resetPassword', { phone: freshPhone(), ticket, password: 'NewPass456' })).body.message).toBe('操作已过期，请重新验证')
    expect((await post(server.app, '/v1/user/resetPassword', { phone, ticket, password: 'NewPass456' })).body.message).toBe('密码已重置，请重新登录')
    expect((await post(server.app, '/v1/user/login', { phone, password: 'OldPass123' })).body.message).toBe('手机号或密码错误')
    expect((await post(server.app, '/v1/user/login', { phone, password: 'NewPass456' })).status).toBe(200)
    expect((await baseInfo(session)).json().statusCode).toBe(301)
  })

  it('sends find codes only to phones with an account', async () => {
    const res = await post(server.app, '/v1/common/webSendMsg', { phone: freshPhone(), type: 'find', ...(await slide(server.app)) })
    expect(res.body.message).toBe('该手机号尚未注册')
  })
})

describe('sessions', () => {
  const login = async () => (await post(server.app, '/v1/user/login', { phone: '13800000002', password: 'Demo1234' })).body.data.accessToken as string

  it('answers 301 in the body without a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/v1/user/baseInfo' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ statusCode: 301, message: '未登录或登录过期，请重新登录', data: null })
  })

  it('treats an expired session as none', async () => {
    const token = await login()
    await server.database.db.updateTable('sessions').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', sha256(token)).execute()
    expect((await baseInfo(token)).json().statusCode).toBe(301)
  })

  it('revokes the session on logout', async () => {
    const token = await login()
    expect((await post(server.app, '/v1/user/logout', {}, token)).body.message).toBe('已退出登录')
    expect((await baseInfo(token)).json()).toEqual({ statusCode: 301, message: '未登录或登录过期，请重新登录', data: null })
  })

  it('renews a day-old session with a new token in the authorization header; the old one works 5 minutes more', async () => {
    const token = await login()
    const db = server.database.db
    await db.updateTable('sessions').set({ renewed_at: Date.now() - 25 * 3600_000 }).where('token_hash', '=', sha256(token)).execute()
    const res = await baseInfo(token)
    const renewed = /^Bearer (\S+)$/.exec(String(res.headers.authorization))?.[1]
    expect(renewed).toBeTruthy()
    expect(renewed).not.toBe(token)
    expect((await baseInfo(renewed!)).json().data.userName).toBe('嘉陵江畔')
    expect((await baseInfo(token)).json().data.userName).toBe('嘉陵江畔')
    await db.updateTable('sessions').set({ previous_until: Date.now() - 1 }).where('token_hash', '=', sha256(renewed!)).execute()
    expect((await baseInfo(token)).json().statusCode).toBe(301)
    const row = await db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(renewed!)).executeTakeFirstOrThrow()
    expect(row.expires_at).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)
  })

  const HOUR = 3600_000
  const rowOf = (token: string) => server.database.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow()

  it('gives staff a working day: 4 idle hours, renewed every 10 minutes of use, never past 12 hours after signing in', async () => {
    const db = server.database.db
    // the demo editor
    const token = (await post(server.app, '/v1/user/login', { phone: '13800000007', password: 'Demo1234' })).body.data.accessToken as string
    const made = await rowOf(token)
    expect([made.staff, made.expires_at - made.created_at]).toEqual([1, 4 * HOUR])
    // 11 minutes of use later: renewed, 4 hours from now
    await db.updateTable('sessions').set({ renewed_at: Date.now() - 11 * 60_000 }).where('id', '=', made.id).execute()
    const res = await baseInfo(token)
    const renewed = /^Bearer (\S+)$/.exec(String(res.headers.authorization))?.[1]
    expect(renewed).toBeTruthy()
    const after = await rowOf(renewed!)
    expect(after.expires_at).toBeGreaterThan(Date.now() + 4 * HOUR - 5_000)
    // in its last half hour of the day: renewed no further than 12 hours after signing in
    const signedIn = Date.now() - 11.5 * HOUR
    await db.updateTable('sessions').set({ created_at: signedIn, renewed_at: Date.now() - 20 * 60_000, expires_at: Date.now() + 10 * 60_000 }).where('id', '=', made.id).execute()
    const late = /^Bearer (\S+)$/.exec(String((await baseInfo(renewed!)).headers.authorization))?.[1]
    expect(late).toBeTruthy()
    expect((await rowOf(late!)).expires_at).toBe(signedIn + 12 * HOUR)
    // and then it is over
    await db.updateTable('sessions').set({ expires_at: Date.now() - 1 }).where('id', '=', made.id).execute()
    expect((await baseInfo(late!)).json().statusCode).toBe(301)
    // a reader's session stays a month's
    const reader = await rowOf(await login())
    expect([reader.staff, reader.expires_at - reader.created_at]).toEqual([0, 30 * 24 * HOUR])
  })

  it('a department’s account signs in for a working day too', async () => {
    const token = (await post(server.app, '/v1/user/login', { phone: '13800000010', password: 'Demo1234' })).body.data.accessToken as string
    const row = await rowOf(token)
    expect([row.staff, row.expires_at - row.created_at]).toEqual([1, 4 * HOUR])
  })

  it('a reader granted a role: their open sessions become staff’s, ending within 4 hours', async () => {
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'register')
    const registered = await post(server.app, '/v1/user/register', { phone, code, password: 'Reader1234' })
    const token = registered.body.data.accessToken as string
    expect((await rowOf(token)).staff).toBe(0)
    const admin = (await post(server.app, '/v1/user/login', { phone: '13800000009', password: 'Demo1234' })).body.data.accessToken as string
    const userId = (await server.database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
    expect((await post(server.app, '/admin/v1/roles/grant', { userId, role: 'moderator' }, admin)).body.message).toBe('已授予')
    const row = await rowOf(token)
    expect(row.staff).toBe(1)
    expect(row.expires_at).toBeLessThanOrEqual(Date.now() + 4 * HOUR)
    expect((await baseInfo(token)).json().statusCode).toBe(200)
  })
})

describe('WeChat', () => {
  interface Trip { state: string; verifier: string; expiresAt: number }
  /** what 微信登录 does before leaving for WeChat: a state for the address, a verifier kept here */
  const startTrip = async (): Promise<Trip> => (await post(server.app, '/v1/user/oauthState', {})).body.data
  /** what the authorize page does when a reader picks a demo identity: a code (and the state) on the redirect */
  async function oauthCode(openId: string, state = 's1'): Promise<string> {
    const identity = await server.database.db.selectFrom('wechat_identities').select('id').where('open_id', '=', openId).executeTakeFirstOrThrow()
    const res = await server.app.inject({
      method: 'POST', url: '/dev/wechat/authorize', headers: { host: 'localhost:80' },
      payload: { identity: identity.id, redirect_uri: 'http://localhost:80/shangyou_news/home/1?x=1', state },
    })
    expect(res.statusCode).toBe(302)
    const location = new URL(String(res.headers.location), 'http://localhost')
    expect(location.pathname).toBe('/shangyou_news/home/1')
    expect(location.searchParams.get('state')).toBe(state)
    return location.searchParams.get('code')!
  }
  const exchange = (code: string, state: string, verifier: string) => server.app.inject({
    method: 'GET', url: `/member/v1/user/tokenByCode?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}&verifier=${encodeURIComponent(verifier)}`,
  }).then(r => r.json())
  /** a whole round trip of this browser's: a trip, the authorize page, the exchange */
  const tokenByCode = async (openIdOrCode: string, code?: string) => {
    const trip = await startTrip()
    return exchange(code ?? await oauthCode(openIdOrCode, trip.state), trip.state, trip.verifier)
  }

  it('the state is made for WeChat (a-z, A-Z, 0-9, at most 128) and its verifier expires in 10 minutes', async () => {
    const trip = await startTrip()
    expect(trip.state).toMatch(/^[0-9a-f]{64}$/)
    expect(trip.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(trip.expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    expect((await startTrip()).state).not.toBe(trip.state)
  })

  it('a code that came back to another browser’s round trip signs nobody in (login CSRF, issue 24 §1)', async () => {
    const refused = { statusCode: 400, message: '微信登录不是从本页面发起的，请重新点击微信登录', data: null }
    // the attacker starts a trip, picks their own WeChat and sends the link with the code and their state
    const attacker = await startTrip()
    const code = await oauthCode('demo-h5-new', attacker.state)
    // the reader's browser holds its own trip's verifier (or none): neither opens the attacker's code
    const reader = await startTrip()
    expect(await exchange(code, attacker.state, reader.verifier)).toEqual(refused)
    expect(await exchange(code, attacker.state, '')).toEqual(refused)
    expect(await exchange(code, '', '')).toEqual(refused)
    expect(await server.app.inject({ method: 'GET', url: `/member/v1/user/tokenByCode?code=${code}` }).then(r => r.json())).toEqual(refused)
    // a verifier whose expiry was moved, or one past its time, does not hold either
    const [when, rest] = reader.verifier.split('.')
    expect(await exchange(code, reader.state, `${Number(when) + 1}.${rest}`)).toEqual(refused)
    const { wechat } = server.app.services.signIn
    const old = wechat.oauthState(Date.now() - 11 * 60_000)
    expect(await exchange(code, old.state, old.verifier)).toEqual(refused)
    // the browser that started the trip exchanges it
    expect((await exchange(code, attacker.state, attacker.verifier)).data.unionId).toBe('demo-union-2')
  })

  it('bound: code → unionId → isBind → thirdPartyLogin', async () => {
    const who = await tokenByCode('demo-h5-bound')
    expect(who.data.unionId).toBe('demo-union-1')
    expect((await post(server.app, '/v1/user/unionIdIsBind', { type: 1, unionId: who.data.unionId })).body.data).toEqual({ isBind: true })
    const res = await post(server.app, '/v1/user/thirdPartyLogin', { type: 1, unionId: who.data.unionId, ticket: who.data.ticket })
    expect(res.body.data).toEqual(expect.objectContaining({ username: '山城小李', unionid: 'demo-union-1' }))
  })

  it('a code works once; a bad code answers 422', async () => {
    const trip = await startTrip()
    const code = await oauthCode('demo-h5-bound', trip.state)
    expect((await exchange(code, trip.state, trip.verifier)).statusCode).toBe(200)
    expect(await exchange(code, trip.state, trip.verifier)).toEqual({ statusCode: 422, message: '获取微信code失败', data: null })
    expect((await tokenByCode('', 'made-up')).statusCode).toBe(422)
  })

  it('an identity without a unionId comes back with an empty one', async () => {
    expect((await tokenByCode('demo-h5-nounion')).data.unionId).toBe('')
  })

  it('unbound: thirdPartyLogin refuses; bind3rdParty binds the phone after its code and logs in', async () => {
    const who = await tokenByCode('demo-h5-new')
    expect((await post(server.app, '/v1/user/unionIdIsBind', { type: 1, unionId: who.data.unionId })).body.data).toEqual({ isBind: false })
    expect((await post(server.app, '/v1/user/thirdPartyLogin', { type: 1, unionId: who.data.unionId, ticket: who.data.ticket })).body.message).toBe('该微信尚未绑定手机号')
    const phone = freshPhone()
    const code = await sendCode(server.app, phone, 'bind')
    const res = await post(server.app, '/v1/user/bind3rdParty', { type: 1, unionId: who.data.unionId, ticket: who.data.ticket, phone, code })
    expect(res.body.message).toBe('绑定成功')
    expect(res.body.data.unionid).toBe('demo-union-2')
    expect((await post(server.app, '/v1/user/unionIdIsBind', { type: 1, unionId: 'demo-union-2' })).body.data).toEqual({ isBind: true })
  })

  it('a unionId alone (no ticket from a code) logs nobody in', async () => {
    const res = await post(server.app, '/v1/user/thirdPartyLogin', { type: 1, unionId: 'demo-union-1', ticket: 'forged.ticket' })
    expect(res.body).toEqual({ statusCode: 400, message: '操作已过期，请重新验证', data: null })
  })

  it('the mini-program: a bound user logs in silently; an unbound one gets a ticket to bind', async () => {
    const mint = async (openId: string) => (await server.app.inject({ method: 'POST', url: '/dev/wechat/mp-code', payload: { openId } })).json().data.code
    const bound = await post(server.app, '/v1/user/mpLogin', { code: await mint('demo-mp-bound') })
    expect(bound.body.data).toEqual(expect.objectContaining({ bound: true, username: '山城小李' }))
    const unbound = await post(server.app, '/v1/user/mpLogin', { code: await mint('demo-mp-new') })
    expect(unbound.body.data).toEqual({ bound: false, unionId: 'demo-union-3', ticket: expect.any(String), nickname: expect.any(String), avatar: expect.any(String) })
    // in development WeChat DevTools' own codes stand for fresh users — still single use
    const devtools = await post(server.app, '/v1/user/mpLogin', { code: 'devtools-code-1234' })
    expect(devtools.body.data.bound).toBe(false)
    expect((await post(server.app, '/v1/user/mpLogin', { code: 'devtools-code-1234' })).body.statusCode).toBe(422)
  })

  it('production does not start with the local WeChat provider (whose codes anyone could mint)', async () => {
    await expect(createTestServer({ seed: false, settings: { isDev: false, ...REAL_PROVIDERS, wechat: { ...REAL_PROVIDERS.wechat!, provider: 'local' } } }))
      .rejects.toThrow('NODE_ENV=production refuses to start with local providers (WeChat)')
  })

  it('the authorize page sends the browser back only to this site', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/dev/wechat/authorize?redirect_uri=' + encodeURIComponent('http://localhost:80/shangyou_news/LoginPage') })
    expect(page.body).toContain('微信用户·山城小李')
    const away = await server.app.inject({ method: 'GET', url: '/dev/wechat/authorize?redirect_uri=' + encodeURIComponent('https://evil.example/') })
    expect(away.statusCode).toBe(400)
  })
})

it('keeps the outbox out of production', async () => {
  const prod = await createTestServer({ seed: false, settings: { isDev: false, ...REAL_PROVIDERS } })
  try {
    expect((await prod.app.inject({ method: 'GET', url: '/dev/sms/outbox' })).statusCode).toBe(404)
    expect((await prod.app.inject({ method: 'GET', url: '/dev/wechat/authorize?redirect_uri=/' })).statusCode).toBe(404)
  } finally {
    await prod.close()
  }
})

it('outbox lists a phone’s newest code first', async () => {
  const phone = freshPhone()
  const first = await sendCode(server.app, phone, 'login')
  await minutePassed(phone)
  const second = await sendCode(server.app, phone, 'login')
  expect(await outbox(server.app, phone)).toBe(second)
  expect(first).toMatch(/^\d{6}$/)
})
