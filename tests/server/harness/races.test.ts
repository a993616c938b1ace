// Limits hold under parallel requests: every check is one conditional statement, so N requests at once
// get no more than N one after another.
import { atFixedTime, createTestServer, type TestServer } from '../helpers'
import { outbox, post, slide } from '../auth-helpers'
import { SMS } from '../../../server/src/services/auth/sms'
import { PASSWORD_FAILURES } from '../../../server/src/routes/auth'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

let seq = 0
const freshPhone = () => `1368${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')

it('20 parallel wrong SMS codes use up the 5 tries: the right code is refused afterwards', async () => {
  const phone = freshPhone()
  const proof = await slide(server.app)
  expect((await post(server.app, '/v1/common/webSendMsg', { phone, type: 'login', ...proof })).status).toBe(200)
  const code = await outbox(server.app, phone)
  const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => post(server.app, '/v1/user/code_login', { phone, code: wrong(code, i) })))
  expect(guesses.every(g => g.body.statusCode === 400)).toBe(true)
  const row = await server.database.db.selectFrom('sms_codes').select(['attempts', 'used_at']).where('phone', '=', phone).executeTakeFirstOrThrow()
  expect(row).toEqual({ attempts: SMS.maxTries, used_at: null })
  const right = await post(server.app, '/v1/user/code_login', { phone, code })
  expect(right.body).toEqual({ statusCode: 400, message: '验证码错误次数过多，请重新获取', data: null })
})

it('20 parallel sends to one phone, each with its own slide, text one code', async () => {
  const phone = freshPhone()
  const proofs = await Promise.all(Array.from({ length: 20 }, () => slide(server.app)))
  const sends = await Promise.all(proofs.map(p => post(server.app, '/v1/common/webSendMsg', { phone, type: 'login', ...p })))
  expect(sends.filter(s => s.status === 200)).toHaveLength(1)
  expect(sends.filter(s => s.body.message === '发送太频繁，请60秒后再试')).toHaveLength(19)
  const rows = await server.database.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()
  expect(rows).toHaveLength(1)
  // the 19 refused slides were given back: each can still pay for a send (to another phone)
  const again = await post(server.app, '/v1/common/webSendMsg', { phone: freshPhone(), type: 'login', ...proofs.find((_, i) => sends[i].status !== 200)! })
  expect(again.status).toBe(200)
})

it('parallel sends from one address stop at the daily cap', async () => {
  const remoteAddress = '198.51.100.23'
  const proofs = await Promise.all(Array.from({ length: SMS.dailyPerIp + 10 }, () => slide(server.app)))
  const sends = await Promise.all(proofs.map(p => server.app.inject({
    method: 'POST', url: '/v1/common/webSendMsg', remoteAddress, payload: { phone: freshPhone(), type: 'login', ...p },
  })))
  expect(sends.filter(s => s.statusCode === 200)).toHaveLength(SMS.dailyPerIp)
  expect(sends.filter(s => s.json().message === '今日验证码发送次数已达上限，请明天再试')).toHaveLength(10)
})

it('20 parallel wrong passwords for one phone count 5 tries: then even the right one is refused', async () => {
  const phone = freshPhone()
  const code = await (async () => {
    expect((await post(server.app, '/v1/common/webSendMsg', { phone, type: 'register', ...(await slide(server.app)) })).status).toBe(200)
    return outbox(server.app, phone)
  })()
  expect((await post(server.app, '/v1/user/register', { phone, code, password: 'Right2026x' })).status).toBe(200)
  await atFixedTime(server, async () => {
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => post(server.app, '/v1/user/login', { phone, password: `Wrong${i}abc` })))
    expect(tries.filter(t => t.body.message === '手机号或密码错误')).toHaveLength(PASSWORD_FAILURES.phone.max)
    expect(tries.filter(t => t.status === 429)).toHaveLength(20 - PASSWORD_FAILURES.phone.max)
    expect((await post(server.app, '/v1/user/login', { phone, password: 'Right2026x' })).status).toBe(429)
  })
})

it('51 failed logins, each claiming another X-Forwarded-For, lock the address (the header is not believed)', async () => {
  const remoteAddress = '198.51.100.77'
  const login = (i: number) => server.app.inject({
    method: 'POST', url: '/v1/user/login', remoteAddress,
    headers: { 'x-forwarded-for': `203.0.113.${i}` },
    payload: { phone: `1377${String(seq++).padStart(7, '0')}`, password: 'Guess1234' },
  })
  // in one window of the limiter's: a quarter of an hour that must not end between the 51st try and the 52nd
  await atFixedTime(server, async () => {
    const answers = await Promise.all(Array.from({ length: PASSWORD_FAILURES.ip.max + 1 }, (_, i) => login(i)))
    expect(answers.filter(a => a.json().message === '手机号或密码错误')).toHaveLength(PASSWORD_FAILURES.ip.max)
    expect(answers.filter(a => a.statusCode === 429)).toHaveLength(1)
    const next = await login(99)
    expect(next.statusCode).toBe(429)
    expect(next.json().message).toBe('密码错误次数过多，请15分钟后再试或使用验证码登录')
  })
  // 51 full scrypt checks at once (the unknown phones' dummy hash, as a real account's): ~40 s of CPU on a
  // loaded 2-core machine, so the guard against a hang is longer than the layer's 30 s
}, 120_000)
