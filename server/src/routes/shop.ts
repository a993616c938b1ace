// The points shop (docs/api.md, Points shop): goods (open), a reader's exchange (an idempotency key per
// exchange), their orders and cancelling, a merchant's redemption (核销) of a code, and the business-cooperation
// requests the newsroom reads.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { listAnswer, ok } from '../answer'
import { originOf } from '../http/urls'
import { auditStaffAction, limitedWriter, requireUser, requireStaff } from '../http/auth'
import { PageQuery, pageWindow } from '../content/paging'
import type { Limit } from '../services/rate-limit'
import { MINUTE_MS } from '../content/time'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'
import { SHOP_ANSWERS } from '../../../types/texts'

const LIMITS: { user: Limit[]; ip: Limit[] } = { user: [{ max: 30, windowMs: MINUTE_MS }], ip: [{ max: 300, windowMs: MINUTE_MS }] }
const MERCHANTS = ['merchant'] as const
/** who sends physical goods out: the newsroom (all goods), a merchant (its own goods) */
const SHIPPERS = ['editor', 'merchant'] as const
const ADMINS = ['admin'] as const
/** who reads the business-cooperation requests */
const NEWSROOM = ['editor'] as const
const Id = Type.Integer({ minimum: 1 })

export const shopRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { shop, roles, limiter } = app.services
  const origin = (request: FastifyRequest) => originOf(request, ctx.settings)
  const writer = (request: FastifyRequest) => limitedWriter(limiter, request, 'shop', LIMITS, ERRORS.tooFast)

  // stock, orders and codes change with every write
  app.addHook('onSend', async (_request, reply) => { if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache') })

  // the first page also carries what the shop's home shows above the goods: its categories and banners
  app.get('/v1/shop/goods', { schema: { querystring: Type.Object({ category: Type.Optional(Type.String({ maxLength: 16 })), keyword: Type.Optional(Type.String({ maxLength: 30 })), ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await shop.goods({ category: request.query.category || undefined, keyword: request.query.keyword || undefined }, offset, pageSize, origin(request))
    const first = offset === 0
    return ok({ list: page.items, hasMore: page.hasMore, categories: first ? await shop.categories() : [], banners: first ? await shop.banners(origin(request)) : [] })
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
    return ok(await shop.exchange(userId, request.body, origin(request)), SHOP_ANSWERS.exchanged)
  })

  // kind: only coupons (the 优惠券 page) or tickets (门票)
  app.get('/v1/shop/orders', { schema: { querystring: Type.Object({ kind: Type.Optional(Type.Union([Type.Literal('coupon'), Type.Literal('ticket'), Type.Literal('physical')])), ...PageQuery }) } }, async request => {
    const { offset, pageSize } = pageWindow(request.query)
    const page = await shop.orders(requireUser(request).user.id, request.query.kind, offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.get('/v1/shop/order', { schema: { querystring: Type.Object({ id: Id }) } }, async request =>
    ok(await shop.order(requireUser(request).user.id, request.query.id, origin(request))))

  app.post('/v1/shop/order/cancel', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    await shop.cancel(await writer(request), request.body.id)
    return ok(null, SHOP_ANSWERS.cancelled)
  })

  // 商务合作: a reader's proposal, read by the newsroom (editors) below
  app.post('/v1/shop/cooperation', {
    schema: {
      body: Type.Object({
        company: Type.String({ maxLength: 200 }), contact: Type.String({ maxLength: 100 }), phone: Type.String({ maxLength: 30 }),
        kind: Type.String({ maxLength: 12 }), content: Type.String({ maxLength: 2000 }),
      }),
    },
  }, async request => ok(await shop.cooperate(await writer(request), request.body), SHOP_ANSWERS.cooperationSent))

  app.get('/admin/v1/shop/cooperation', { schema: { querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('handled')])), ...PageQuery }) } }, async request => {
    await requireStaff(roles, request, NEWSROOM)
    const { offset, pageSize } = pageWindow(request.query)
    const page = await shop.cooperation(request.query.status ?? 'new', offset, pageSize)
    return listAnswer(page)
  })

  app.post('/admin/v1/shop/cooperation/handle', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const actor = await requireStaff(roles, request, NEWSROOM)
    await shop.handleCooperation(actor, request.body.id)
    await auditStaffAction(request, actor, 'cooperation-handle', 'shop-cooperation', request.body.id, '', { before: { status: 'new' }, after: { status: 'handled' } })
    return ok(null, '已处理')
  })

  /** the staff member and whether they act for any goods (an administrator, or the newsroom for shipping) or a merchant's own */
  const staff = async (request: FastifyRequest, allowed: readonly ('merchant' | 'editor')[], anyGoodsRoles: readonly string[]) => {
    const id = await requireStaff(roles, request, allowed)
    const held = await roles.rolesOf(id)
    return { id, anyGoods: held.some(r => r === 'admin' || anyGoodsRoles.includes(r)) }
  }

  // 核销: a merchant redeems the codes of the goods its account is linked to (an administrator, any)
  app.post('/admin/v1/shop/redeem', { schema: { body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 24 }) }) } }, async request => {
    const actor = await staff(request, MERCHANTS, [])
    const done = await shop.redeem(actor, request.body.code)
    await auditStaffAction(request, actor.id, 'order-redeem', 'shop-order', done.orderId, done.title, { before: { redeemed: false }, after: { redeemed: true } })
    return ok(done, SHOP_ANSWERS.redeemed)
  })

  // the goods themselves: the newsroom puts them on sale, edits them and keeps their stock (each audited)
  app.get('/admin/v1/shop/goods', { schema: { querystring: Type.Object({ ...PageQuery }) } }, async request => {
    await requireStaff(roles, request, NEWSROOM)
    const { offset, pageSize } = pageWindow(request.query)
    const page = await shop.staffGoods(offset, pageSize, origin(request))
    return ok({ list: page.items, hasMore: page.hasMore })
  })

  const Text = (max: number) => Type.String({ maxLength: max })
  app.post('/admin/v1/shop/goods/save', {
    schema: {
      body: Type.Object({
        id: Type.Optional(Id),
        title: Text(200), kind: Type.Union([Type.Literal('coupon'), Type.Literal('ticket'), Type.Literal('physical')]), category: Text(100),
        cover: Text(400), description: Type.Optional(Text(10_000)), merchant: Type.Optional(Text(200)),
        price: Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000 }), stock: Type.Optional(Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000 })),
        perUser: Type.Optional(Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000 })), onSale: Type.Optional(Type.Boolean()),
        sort: Type.Optional(Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000 })), banner: Type.Optional(Text(400)),
      }),
    },
  }, async request => {
    const actor = await requireStaff(roles, request, NEWSROOM)
    const saved = await shop.saveGoods(request.body, origin(request))
    await auditStaffAction(request, actor, request.body.id === undefined ? 'goods-add' : 'goods-edit', 'shop-goods', saved.id, saved.after.title, { before: saved.before, after: saved.after })
    return ok({ id: saved.id }, request.body.id === undefined ? SHOP_ANSWERS.goodsAdded : SHOP_ANSWERS.goodsSaved)
  })

  app.post('/admin/v1/shop/goods/stock', {
    schema: { body: Type.Object({ id: Id, delta: Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000 }) }) },
  }, async request => {
    const actor = await requireStaff(roles, request, NEWSROOM)
    const { before, after } = await shop.restock(request.body.id, request.body.delta)
    await auditStaffAction(request, actor, 'goods-stock', 'shop-goods', request.body.id, `${request.body.delta > 0 ? '+' : ''}${request.body.delta}`, { before: { stock: before }, after: { stock: after } })
    return ok({ stock: after }, SHOP_ANSWERS.stockChanged)
  })

  // which merchant accounts redeem a goods' codes: administrators link and unlink them
  app.get('/admin/v1/shop/merchants', { schema: { querystring: Type.Object({ goodsId: Id }) } }, async request => {
    await requireStaff(roles, request, ADMINS)
    return ok(await shop.merchantsOf(request.query.goodsId))
  })

  // the merchant's account by its id, or (the console) by its phone number
  app.post('/admin/v1/shop/merchants/link', { schema: { body: Type.Object({ goodsId: Id, userId: Type.Optional(Id), phone: Type.Optional(Type.String({ maxLength: 20 })) }) } }, async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    const userId = await app.services.signIn.users.idOf(request.body, ERRORS.merchantWhoMissing)
    await shop.link(actor, request.body.goodsId, userId)
    await auditStaffAction(request, actor, 'merchant-link', 'shop-goods', request.body.goodsId, '', { before: null, after: { merchant: userId } })
    return ok({ userId }, SHOP_ANSWERS.linked)
  })

  app.post('/admin/v1/shop/merchants/unlink', { schema: { body: Type.Object({ goodsId: Id, userId: Id }) } }, async request => {
    const actor = await requireStaff(roles, request, ADMINS)
    await shop.unlink(request.body.goodsId, request.body.userId)
    await auditStaffAction(request, actor, 'merchant-unlink', 'shop-goods', request.body.goodsId, '', { before: { merchant: request.body.userId }, after: null })
    return ok(null, SHOP_ANSWERS.unlinked)
  })

  // physical goods to send out (待发货), sent (已发货) and arrived (已收货): the newsroom's all, a merchant's own
  app.get('/admin/v1/shop/orders', {
    schema: { querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('confirmed'), Type.Literal('shipped'), Type.Literal('received')])), ...PageQuery }) },
  }, async request => {
    const actor = await staff(request, SHIPPERS, ['editor'])
    const { offset, pageSize } = pageWindow(request.query)
    const page = await shop.fulfilment(actor, request.query.status ?? 'confirmed', offset, pageSize, origin(request))
    return listAnswer(page)
  })

  app.post('/admin/v1/shop/orders/ship', { schema: { body: Type.Object({ id: Id, tracking: Type.String({ maxLength: 400 }) }) } }, async request => {
    const actor = await staff(request, SHIPPERS, ['editor'])
    await shop.ship(actor, request.body.id, request.body.tracking)
    await auditStaffAction(request, actor.id, 'order-ship', 'shop-order', request.body.id, '', { before: { status: 'confirmed' }, after: { status: 'shipped', tracking: request.body.tracking.trim() } })
    return ok(null, SHOP_ANSWERS.shipped)
  })

  // 确认收货: the reader's own shipped order
  app.post('/v1/shop/order/receive', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    await shop.receive(await writer(request), request.body.id)
    return ok(null, SHOP_ANSWERS.received)
  })
}
