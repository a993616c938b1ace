// The observable side of the local providers (never in production, where they are refused): the SMS
// outbox, and WeChat's authorize page, mini-program codes and JS-SDK ticket for the demo WeChat users.
// Whoever reads the outbox can take over any account, so every page here answers only a peer on this
// machine that came straight to the server: a loopback address and no proxy's forwarding headers
// (a proxy on the same machine forwards strangers from loopback). Anyone else gets the plain 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { badRequest, notFound, ok } from '../answer'
import { isLocalRequest, originOf } from '../http/urls'
import { escapeHtml } from '../content/html'
import { randomToken } from '../crypto'
import type { SignInServices } from '../services/auth'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'

const OUTBOX_LIMIT = 20

export const devRoutes = (services: SignInServices): FastifyPluginAsyncTypebox<AppContext> => async (app, ctx) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) return reply.status(404).send({ statusCode: 404, message: ERRORS.noSuchRoute, data: null })
  })

  app.get('/dev/sms/outbox', {
    schema: { querystring: Type.Object({ phone: Type.Optional(Type.String({ maxLength: 11 })) }) },
  }, async request => {
    let q = ctx.db.selectFrom('sms_codes').select(['phone', 'purpose', 'outbox_text', 'created_at'])
      .where('outbox_text', '!=', '').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OUTBOX_LIMIT)
    if (request.query.phone) q = q.where('phone', '=', request.query.phone)
    const rows = await q.execute()
    return ok(rows.map(r => ({ phone: r.phone, purpose: r.purpose, text: r.outbox_text, code: /\d{6}/.exec(r.outbox_text)?.[0] ?? '', sentAt: r.created_at })))
  })

  const local = services.localWechat
  if (!local) return

  /** where the authorize page may send the browser back to: this server's own pages */
  const sameOrigin = (uri: string, origin: string) => {
    try {
      return new URL(uri, origin).origin === new URL(origin).origin
    } catch {
      return false
    }
  }

  // What WeChat's OAuth page does: the reader picks who they are, the browser goes back with ?code=.
  app.get('/dev/wechat/authorize', {
    schema: { querystring: Type.Object({ redirect_uri: Type.String({ maxLength: 2000 }), state: Type.Optional(Type.String({ maxLength: 128 })) }) },
  }, async (request, reply) => {
    const { redirect_uri: redirect, state = '' } = request.query
    if (!sameOrigin(redirect, originOf(request, ctx.settings))) throw badRequest(ERRORS.redirectOffSite)
    const identities = await ctx.db.selectFrom('wechat_identities').selectAll().where('open_id', 'like', 'demo-h5-%').orderBy('id').execute()
    const buttons = identities.map(i => `<form method="post" action="/dev/wechat/authorize">
<input type="hidden" name="identity" value="${i.id}"><input type="hidden" name="redirect_uri" value="${escapeHtml(redirect)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button class="who" type="submit"><b>${escapeHtml(i.nickname)}</b><span>${i.user_id ? '已绑定手机号' : '未绑定手机号'}${i.union_id ? '' : ' · 无 unionId'}</span></button></form>`).join('')
    return reply.type('text/html; charset=utf-8').send(`<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>微信授权（开发环境）</title>
<style>body{margin:0;font:15px -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#ededed}
header{background:#fff;padding:24px 16px;text-align:center}h1{font-size:17px;margin:0 0 6px}p{color:#888;margin:0;font-size:13px}
main{padding:12px}form{margin:0 0 10px}.who{width:100%;text-align:left;background:#fff;border:0;border-radius:8px;padding:14px 16px;font-size:16px}
.who span{display:block;color:#888;font-size:12px;margin-top:4px}</style></head><body>
<header><h1>上游新闻 申请获得你的公开信息</h1><p>开发环境的本地微信授权页：选择一个微信身份</p></header><main>${buttons}</main></body></html>`)
  })

  app.post('/dev/wechat/authorize', {
    schema: { body: Type.Object({ identity: Type.Integer(), redirect_uri: Type.String({ maxLength: 2000 }), state: Type.Optional(Type.String({ maxLength: 128 })) }) },
  }, async (request, reply) => {
    const { identity, redirect_uri: redirect, state } = request.body
    const origin = originOf(request, ctx.settings)
    if (!sameOrigin(redirect, origin)) throw badRequest(ERRORS.redirectOffSite)
    const exists = await ctx.db.selectFrom('wechat_identities').select('id').where('id', '=', identity).executeTakeFirst()
    if (!exists) throw notFound(ERRORS.wechatIdentityGone)
    const code = `h5-${randomToken(12)}`
    await local.issue('h5', identity, code)
    const target = new URL(redirect, origin)
    target.searchParams.set('code', code)
    if (state) target.searchParams.set('state', state)
    // the whole address: a path alone such as //evil.example/… would be read as another host
    return reply.redirect(target.href)
  })

  // What wx.login hands a mini-program: a code for one of the demo WeChat users (by open id).
  app.post('/dev/wechat/mp-code', {
    schema: { body: Type.Object({ openId: Type.String({ maxLength: 64 }) }) },
  }, async request => {
    const identity = await ctx.db.selectFrom('wechat_identities').select('id').where('open_id', '=', request.body.openId).executeTakeFirst()
    if (!identity) throw notFound(ERRORS.wechatIdentityGone)
    const code = `mp-${randomToken(12)}`
    await local.issue('mp', identity.id, code)
    return ok({ code })
  })

  // What WeChat itself checks a page's wx.config against: today's JS-SDK ticket of the local provider
  // (a browser test plays WeChat and verifies the page's signature with it).
  app.get('/dev/wechat/jsapi-ticket', async () => ok(await local.jsapiTicket()))
}
