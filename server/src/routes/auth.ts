// Account and session (reading-side spec §4, §7): slider, SMS codes, logins, WeChat, logout, 我的.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { badRequest, ok, tooMany } from '../answer'
import { originOf } from '../http/urls'
import { limitedWriter, requireUser } from '../http/auth'
import type { AppContext } from '../context'
import type { SignInServices } from '../services/auth'
import type { User } from '../services/auth/users'
import { SMS_PURPOSES, type SmsPurpose } from '../../../types/api/account'
import type { Identity } from '../services/auth/wechat'
import { WECHAT_TYPE } from '../../../types/api/account'
import { readTicket, signTicket } from '../crypto'
import type { Limit } from '../services/rate-limit'
import { MINUTE_MS } from '../content/time'
import type { LoginResult, MpLoginResult, WechatIdentity } from '../../../types/api/account'
import * as ERRORS from '../../../types/errors'
import { PROFILE_ANSWERS } from '../../../types/texts'

const Phone = Type.String({ minLength: 1, maxLength: 20 })
const Code = Type.String({ minLength: 1, maxLength: 10 })
const Password = Type.String({ minLength: 1, maxLength: 64 })
const Purpose = Type.Union(SMS_PURPOSES.map(p => Type.Literal(p)))
const ClientKind = Type.Optional(Type.Union([Type.Literal('h5'), Type.Literal('weapp'), Type.Literal('app')]))
const WechatType = Type.Integer({ minimum: WECHAT_TYPE, maximum: WECHAT_TYPE })
/** proof that a find-password code was checked: lets NewPasswordPage set the password (10 minutes) */
const RESET_TICKET_TTL_MS = 10 * 60_000
/** failed password logins allowed per window, per phone and per address */
export const PASSWORD_FAILURES = {
  phone: { max: 5, windowMs: 15 * MINUTE_MS },
  ip: { max: 50, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, Limit>
/** profile changes a reader may make */
const PROFILE_LIMITS = { user: [{ max: 10, windowMs: 60 * MINUTE_MS }], ip: [{ max: 60, windowMs: 60 * MINUTE_MS }] }
/** slider challenges per address */
const SLIDER_CHALLENGES: Limit[] = [{ max: 120, windowMs: MINUTE_MS }, { max: 1000, windowMs: 60 * MINUTE_MS }]

export const authRoutes = (services: SignInServices): FastifyPluginAsyncTypebox<AppContext> => async (app, ctx) => {
  const { sessions, slider, sms, users, wechat } = services
  const { limiter } = app.services
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)

  async function login(request: FastifyRequest, user: User, client = 'h5', unionid = ''): Promise<LoginResult> {
    const token = await sessions.create(user.id, client)
    const union = unionid || (await ctx.db.selectFrom('wechat_identities').select('union_id').where('user_id', '=', user.id)
      .where('union_id', 'is not', null).executeTakeFirst())?.union_id || ''
    const info = users.info(user, origin(request))
    return { accessToken: token, tokenType: 'Bearer', userId: user.id, unionid: union, username: info.userName, userPic: info.userPic }
  }

  // slider (the local provider's widget talks to these two)
  // every challenge is a row: an address may ask for a few a minute, as a person sliding would
  app.post('/v1/common/slider/init', async request => {
    await limiter.hit(`slider:ip:${request.ip}`, SLIDER_CHALLENGES, ERRORS.tooFast)
    return ok(await slider.challenge())
  })
  app.post('/v1/common/slider/verify', {
    schema: { body: Type.Object({ token: Type.String({ maxLength: 64 }), trace: Type.String({ maxLength: 20000 }) }) },
  }, async request => {
    return ok(await slider.verify(request.body.token, request.body.trace))
  })

  app.post('/v1/common/webSendMsg', {
    schema: {
      body: Type.Object({
        phone: Phone, type: Purpose,
        token: Type.Optional(Type.String({ maxLength: 128 })), csessionid: Type.Optional(Type.String({ maxLength: 128 })),
        sig: Type.Optional(Type.String({ maxLength: 256 })), scene: Type.Optional(Type.String({ maxLength: 32 })),
      }),
    },
  }, async request => {
    const { phone, type, token, csessionid, sig, scene } = request.body
    await sms.send(phone, type as SmsPurpose, request.ip, { token, csessionid, sig, scene })
    return ok(null, '验证码已发送')
  })

  // checks a find-password code; the ticket lets /v1/user/resetPassword set the new password
  app.post('/v1/common/valisendMsg', {
    schema: { body: Type.Object({ phone: Phone, code: Code, type: Type.Optional(Purpose) }) },
  }, async request => {
    const { phone, code } = request.body
    await sms.consume(phone, 'find', code)
    return ok({ ticket: signTicket(services.secret, { reset: phone }, RESET_TICKET_TTL_MS) })
  })

  app.post('/v1/user/login', {
    schema: { body: Type.Object({ phone: Phone, password: Password, client: ClientKind }) },
  }, async request => {
    const { phone, password } = request.body
    // guessing is slowed per phone and per address: every try takes a place in both windows before the
    // password is checked (one conditional statement each, so parallel tries cannot slip past a full
    // window), and a right password gives its places back
    const phoneTry = await limiter.take(`password:phone:${phone}`, PASSWORD_FAILURES.phone)
    const ipTry = phoneTry && await limiter.take(`password:ip:${request.ip}`, PASSWORD_FAILURES.ip)
    if (!phoneTry || !ipTry) {
      if (phoneTry) await limiter.giveBack(phoneTry)
      throw tooMany(ERRORS.passwordTriesExceeded)
    }
    const user = await users.checkPassword(phone, password)
    await limiter.giveBack(phoneTry)
    await limiter.giveBack(ipTry)
    return ok(await login(request, user, request.body.client))
  })

  app.post('/v1/user/code_login', {
    schema: { body: Type.Object({ phone: Phone, code: Code, client: ClientKind }) },
  }, async request => {
    await sms.consume(request.body.phone, 'login', request.body.code)
    return ok(await login(request, await users.findOrCreate(request.body.phone), request.body.client))
  })

  app.post('/v1/user/register', {
    schema: { body: Type.Object({ phone: Phone, code: Code, password: Password, client: ClientKind }) },
  }, async request => {
    const { phone, code, password } = request.body
    if (await users.byPhone(phone)) throw badRequest(ERRORS.phoneTaken)
    users.assertPassword(password)
    await sms.consume(phone, 'register', code)
    return ok(await login(request, await users.create(phone, password), request.body.client), '注册成功')
  })

  app.post('/v1/user/resetPassword', {
    schema: { body: Type.Object({ phone: Phone, ticket: Type.String({ maxLength: 512 }), password: Password }) },
  }, async request => {
    const { phone, ticket, password } = request.body
    const proof = readTicket<{ reset: string }>(services.secret, ticket)
    if (!proof || proof.reset !== phone) throw badRequest(ERRORS.ticketExpired)
    const user = await users.byPhone(phone)
    if (!user) throw badRequest(ERRORS.phoneUnknown)
    await users.setPassword(user.id, password)
    // whoever knew the old password is signed out everywhere
    await ctx.db.updateTable('sessions').set({ revoked_at: Date.now() }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute()
    return ok(null, '密码已重置，请重新登录')
  })

  // WeChat H5: before leaving for WeChat's authorize page the browser takes a state and keeps its verifier
  app.post('/v1/user/oauthState', async () => {
    const { state, verifier, expiresAt } = wechat.oauthState()
    return ok({ state, verifier, expiresAt })
  })

  // WeChat H5: an OAuth code → the WeChat user (422 when the code is no good). The code is exchanged only
  // with the state it came back with and the verifier of the browser that started the trip.
  app.get('/member/v1/user/tokenByCode', {
    schema: {
      querystring: Type.Object({
        code: Type.String({ minLength: 1, maxLength: 128 }), token: Type.Optional(Type.String({ maxLength: 256 })),
        state: Type.Optional(Type.String({ maxLength: 128 })), verifier: Type.Optional(Type.String({ maxLength: 128 })),
      }),
    },
  }, async (request, reply) => {
    const { code, state, verifier } = request.query
    if (!wechat.oauthStateHolds(state, verifier)) throw badRequest(ERRORS.oauthStateForeign)
    const identity = await wechat.identityFromCode('h5', code)
    if (!identity) return reply.send({ statusCode: 422, message: ERRORS.wechatCodeFailed, data: null })
    const data: WechatIdentity = {
      unionId: identity.union_id ?? '', openId: identity.open_id, nickname: identity.nickname,
      headimgurl: identity.avatar, ticket: wechat.ticket(identity),
    }
    return ok(data)
  })

  app.post('/v1/user/unionIdIsBind', {
    schema: { body: Type.Object({ type: WechatType, unionId: Type.String({ minLength: 1, maxLength: 64 }) }) },
  }, async request => ok({ isBind: await wechat.isBound(request.body.unionId) }))

  const userOf = async (identity: Identity): Promise<User | undefined> =>
    identity.user_id === null ? undefined : ctx.db.selectFrom('users').selectAll().where('id', '=', identity.user_id).executeTakeFirst()

  app.post('/v1/user/thirdPartyLogin', {
    schema: { body: Type.Object({ type: WechatType, unionId: Type.String({ minLength: 1, maxLength: 64 }), ticket: Type.String({ maxLength: 512 }), client: ClientKind }) },
  }, async request => {
    const identity = await wechat.fromTicket(request.body.ticket, request.body.unionId)
    const user = await userOf(identity)
    if (!user) throw badRequest(ERRORS.wechatUnbound)
    return ok(await login(request, user, request.body.client, identity.union_id ?? ''))
  })

  app.post('/v1/user/bind3rdParty', {
    schema: {
      body: Type.Object({
        type: WechatType, unionId: Type.String({ minLength: 1, maxLength: 64 }), ticket: Type.String({ maxLength: 512 }),
        phone: Phone, code: Code, client: ClientKind,
      }),
    },
  }, async request => {
    const { unionId, ticket, phone, code, client } = request.body
    const identity = await wechat.fromTicket(ticket, unionId)
    await sms.consume(phone, 'bind', code)
    const user = await users.findOrCreate(phone)
    await wechat.bind(identity, user.id)
    return ok(await login(request, user, client, identity.union_id ?? ''), '绑定成功')
  })

  // the mini-program: a wx.login code → a session, or who to bind a phone to
  app.post('/v1/user/mpLogin', {
    schema: { body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) }) },
  }, async (request, reply) => {
    const identity = await wechat.identityFromCode('mp', request.body.code)
    if (!identity) return reply.send({ statusCode: 422, message: ERRORS.wechatCodeFailed, data: null })
    const user = await userOf(identity)
    const data: MpLoginResult = user
      ? { bound: true, ...(await login(request, user, 'weapp', identity.union_id ?? '')) }
      : { bound: false, unionId: identity.union_id ?? '', ticket: wechat.ticket(identity), nickname: identity.nickname, avatar: identity.avatar }
    return ok(data)
  })

  app.post('/v1/user/logout', async request => {
    const { session } = requireUser(request)
    await sessions.revoke(session.id)
    return ok(null, '已退出登录')
  })

  app.get('/v1/user/baseInfo', async request => ok(users.info(requireUser(request).user, origin(request))))

  // 编辑资料: the reader's own nickname and avatar (a picture they sent first), checked as anything they write
  app.post('/v1/user/profile', {
    schema: { body: Type.Object({ nickname: Type.Optional(Type.String({ maxLength: 64 })), avatar: Type.Optional(Type.Integer({ minimum: 1 })) }) },
  }, async request => {
    const userId = await limitedWriter(limiter, request, 'profile', PROFILE_LIMITS, ERRORS.tooFast)
    const [picture] = request.body.avatar ? await app.services.uploads.own(userId, [request.body.avatar]) : []
    await users.setProfile(userId, { nickname: request.body.nickname, avatar: picture ? { id: picture.id, url: app.services.uploads.thumbUrl(picture.key) } : undefined }, {
      text: async text => (await app.services.moderation.check(text, userId)).verdict === 'hold' ? 'hold' : 'pass',
      pictureRejected: async id => app.services.uploads.seenRejected([id]),
    })
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()
    return ok(users.info(user, origin(request)), PROFILE_ANSWERS.saved)
  })
}
