// The points shop (docs/api.md, Points shop): goods (open), a reader's exchange (an idempotency key per
// exchange), their orders and cancelling, and a merchant's redemption (核销) of a code.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { originOf } from '../http/urls'
import { limitedWriter, requireUser } from '../http/auth'
import { PageQuery, pageWindow } from '../http/paging'
import { SHOP_TEXT, ShopService } from '../services/shop'
import { RoleService } from '../services/roles'
import { MINUTE_MS, RateLimiter, TOO_FAST, type Limit } from '../services/rate-limit'
import type { AppContext } from '../context'

const LIMITS: { user: Limit[]; ip: Limit[] } = { user: [{ max: 30, windowMs: MINUTE_MS }], ip: [{ max: 300, windowMs: MINUTE_MS }] }
const MERCHANTS = ['merchant'] as const
const Id = Type.Integer({ minimum: 1 })

export const shopRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const shop = new ShopService(ctx.db, app.points)
  const roles = new RoleService(ctx.db, app.moderation)
  const limiter = new RateLimiter(ctx.db)
  const origin = (request: FastifyRequest) => originOf(request, ctx.config)
  const writer = (request: FastifyRequest) => limitedWriter(limiter, request, 'shop', LIMITS, TOO_FAST)

  // stock, orders and codes change with every write
  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  app.get('/v1/shop/goods', { schema: { querystring: Type.Object({ category: Type.Optional(Type.String({ maxLength: 16 })), ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await shop.goods(request.query.category || undefined, offset, pageSize, origin(request))
    return ok({ list: page.items, hasMore: page.hasMore, categories: await shop.categories() })
  })

  app.get('/v1/shop/goods/detail', { schema: { querystring: Type.Object({ id: Id }) } }, async request => ok(await shop.goodsDetail(request.query.id, origin(request))))

  // quantity: a whole number 1–10 (0, negatives and fractions are refused by the schema)
  app.post('/v1/shop/exchange', {
    schema: {
      body: Type.Object({
        goodsId: Id, quantity: Type.Integer({ minimum: 1, maximum: 10 }), idemKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
        address: Type.Optional(Type.String({ maxLength: 200 })),
      }),
    },
  }, async request => {
    const userId = await writer(request)
    return ok(await shop.exchange(userId, request.body, origin(request)), SHOP_TEXT.exchanged)
  })

  app.get('/v1/shop/orders', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await shop.orders(requireUser(request).user.id, offset, pageSize, origin(request))
    return ok({ list: page.items, hasMore: page.hasMore })
  })

  app.get('/v1/shop/order', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await shop.order(requireUser(request).user.id, request.query.id, origin(request))))

  app.post('/v1/shop/order/cancel', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    await shop.cancel(await writer(request), request.body.id)
    return ok(null, SHOP_TEXT.cancelled)
  })

  app.post('/admin/v1/shop/redeem', { schema: { body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 24 }) }) } }, async request => {
    const merchant = await roles.require(request, MERCHANTS)
    return ok(await shop.redeem(merchant, request.body.code), SHOP_TEXT.redeemed)
  })
}
