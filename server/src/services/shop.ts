// The points shop: goods by category, an exchange, a reader's orders, cancelling, and a merchant's
// redemption (核销). An exchange is two steps: (1) in one transaction the order is written under its
// idempotency key, the stock reserved (`… where stock >= n`) and the points held (`… where credit >= n`,
// oldest batches first); (2) it is confirmed (held → spent, a code for a coupon or a ticket) — or, if that
// fails, voided (points and stock given back). An order left held (a crash between the steps) is voided
// by the sweep. A cancelled order is refunded by a new entry; stock comes back. Physical goods are shipped
// (by the newsroom, or a merchant linked to them) and received; once shipped they cannot be cancelled.
// A merchant is an account linked to goods (shop_goods_merchants): it redeems those goods' codes only.
import crypto from 'crypto'
import type { Kysely, Selectable } from 'kysely'
import type { DB, ShopGoodsTable, ShopOrderTable } from '../db/schema'
import { COOPERATION_KINDS, COOPERATION_LIMITS, GOODS_LIMITS, type CooperationKind, type CooperationRequest, type GoodsInput, type GoodsKind, type ShopBanner, type ShopGoods, type ShopOrder, type StaffGoods, type StaffOrder } from '../../../types/api/shop'
import { ApiError, badRequest, forbidden, notFound } from '../answer'
import { absolute } from '../content/urls'
import { formatCst } from '../content/time'
import { sql } from 'kysely'
import { paged, type Page } from './news'
import { lockReader, type PointsService } from './points'
import type { MessageService, NewMessage } from './messages'
import { likePattern } from './search'
import { PHONE } from './auth/sms'
import { mediaPath } from './stories'
import { cleanText } from '../content/comment-text'
import * as ERRORS from '../../../types/errors'
import { SHOP_ANSWERS } from '../../../types/texts'

/** a reader's cooperation requests a day */
export const COOPERATION_DAILY = 3

/** an order still held this long (a crash between the steps) is voided by the sweep */
export const HELD_MAX_MS = 5 * 60_000

type GoodsRow = Selectable<ShopGoodsTable>
type OrderRow = Selectable<ShopOrderTable>

/** 12 characters a person can read out: no 0/O, 1/I */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.randomBytes(12)
  return [...bytes].map(b => alphabet[b % alphabet.length]).join('')
}

/** a goods as the audit log keeps it, before and after a change */
const goodsRecord = (g: Omit<GoodsRow, 'id' | 'created_at'>) => ({
  title: g.title, kind: g.kind, category: g.category, cover: g.cover, description: g.description, merchant: g.merchant,
  price: g.price, stock: g.stock, perUser: g.per_user, onSale: g.on_sale === 1, sort: g.sort, banner: g.banner,
})

const wholeIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max

export class ShopService {
  /** `uploadsBase`: the bucket's public address uploads are served from ('' when the server serves them) */
  constructor(private readonly db: Kysely<DB>, private readonly points: PointsService, private readonly messages: MessageService | null = null, private readonly uploadsBase = '') {}

  private goodsOf(g: GoodsRow, origin: string): ShopGoods {
    return {
      id: g.id, title: g.title, kind: g.kind as ShopGoods['kind'], category: g.category, cover: g.cover ? absolute(g.cover, origin) : '', description: g.description,
      merchant: g.merchant, price: g.price, stock: g.stock, perUser: g.per_user,
    }
  }

  // ---- the goods, as the newsroom keeps them (the console's 商品 tab)

  /** GET /admin/v1/shop/goods: every goods, on sale or not, in the shop's order, with its orders so far */
  async staffGoods(offset: number, pageSize: number, origin: string): Promise<Page<StaffGoods>> {
    const rows = await this.db.selectFrom('shop_goods').selectAll()
      .select(eb => eb.selectFrom('shop_orders').select(eb.fn.countAll<number>().as('n')).whereRef('shop_orders.goods_id', '=', 'shop_goods.id')
        .where('shop_orders.status', 'not in', ['cancelled', 'held']).as('orders'))
      .orderBy('on_sale', 'desc').orderBy('sort').orderBy('id').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return {
      items: page.items.map(g => ({ ...this.goodsOf(g, origin), onSale: g.on_sale === 1, sort: g.sort, banner: g.banner ? absolute(g.banner, origin) : '', orders: Number(g.orders ?? 0) })),
      hasMore: page.hasMore,
    }
  }

  /**
   * POST /admin/v1/shop/goods/save: a new goods (with its first stock) or an edit of one (its stock is
   * changed through restock, which adds to what exchanges leave rather than overwriting it). Answers the
   * goods before (null for a new one) and after, for the audit log.
   */
  async saveGoods(input: GoodsInput, origin: string, now = Date.now()): Promise<{ id: number; before: ReturnType<typeof goodsRecord> | null; after: ReturnType<typeof goodsRecord> }> {
    const text = (raw: unknown, max: number, problem: string, required: boolean) => {
      const cleaned = cleanText(typeof raw === 'string' ? raw : '', max)
      if ('problem' in cleaned) {
        if (cleaned.problem === 'empty' && !required) return ''
        throw badRequest(problem)
      }
      return cleaned.text
    }
    const title = text(input.title, GOODS_LIMITS.title, ERRORS.goodsTitleBad(GOODS_LIMITS.title), true)
    const category = text(input.category, GOODS_LIMITS.category, ERRORS.goodsCategoryBad(GOODS_LIMITS.category), true)
    const description = text(input.description, GOODS_LIMITS.description, ERRORS.goodsDescriptionTooLong(GOODS_LIMITS.description), false)
    const merchant = text(input.merchant, GOODS_LIMITS.merchant, ERRORS.goodsMerchantTooLong(GOODS_LIMITS.merchant), false)
    if (!input.cover) throw badRequest(ERRORS.goodsCoverMissing)
    const cover = mediaPath(input.cover, origin, this.uploadsBase)
    const banner = input.banner ? mediaPath(input.banner, origin, this.uploadsBase) : ''
    if (!wholeIn(input.price, 1, GOODS_LIMITS.price)) throw badRequest(ERRORS.goodsPriceBad(GOODS_LIMITS.price))
    const perUser = input.perUser ?? 0
    if (!wholeIn(perUser, 0, GOODS_LIMITS.perUser)) throw badRequest(ERRORS.goodsPerUserBad(GOODS_LIMITS.perUser))
    const sort = input.sort ?? 0
    if (!wholeIn(sort, 0, GOODS_LIMITS.sort)) throw badRequest(ERRORS.goodsSortBad(GOODS_LIMITS.sort))
    const fields = { title, kind: input.kind, category, cover, description, merchant, price: input.price, per_user: perUser, on_sale: input.onSale === false ? 0 : 1, sort, banner }
    if (input.id === undefined) {
      const stock = input.stock ?? 0
      if (!wholeIn(stock, 0, GOODS_LIMITS.stock)) throw badRequest(ERRORS.goodsStockBad(GOODS_LIMITS.stock))
      const made = await this.db.insertInto('shop_goods').values({ ...fields, stock, created_at: now }).returning('id').executeTakeFirstOrThrow()
      return { id: made.id, before: null, after: goodsRecord({ ...fields, stock }) }
    }
    const id = input.id
    return this.db.transaction().execute(async trx => {
      const before = await trx.selectFrom('shop_goods').selectAll().where('id', '=', id).executeTakeFirst()
      if (!before) throw notFound(ERRORS.goodsGone)
      await trx.updateTable('shop_goods').set(fields).where('id', '=', id).execute()
      return { id, before: goodsRecord(before), after: goodsRecord({ ...before, ...fields }) }
    })
  }

  /**
   * POST /admin/v1/shop/goods/stock: adds (or, negative, takes away) `delta` pieces in one statement, so an
   * exchange at the same moment is neither lost nor oversold; never below 0 nor above the limit.
   */
  async restock(id: number, delta: number): Promise<{ before: number; after: number }> {
    if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > GOODS_LIMITS.stock) throw badRequest(ERRORS.goodsStockChangeBad)
    const changed = await this.db.updateTable('shop_goods').set(eb => ({ stock: eb('stock', '+', delta) }))
      .where('id', '=', id).where(eb => eb(eb('stock', '+', delta), '>=', 0)).where(eb => eb(eb('stock', '+', delta), '<=', GOODS_LIMITS.stock))
      .returning('stock').executeTakeFirst()
    if (changed) return { before: changed.stock - delta, after: changed.stock }
    const g = await this.db.selectFrom('shop_goods').select('stock').where('id', '=', id).executeTakeFirst()
    if (!g) throw notFound(ERRORS.goodsGone)
    throw new ApiError(409, g.stock + delta < 0 ? ERRORS.goodsStockBelowZero(g.stock) : ERRORS.goodsStockAboveMax(GOODS_LIMITS.stock))
  }

  /** goods on sale, of a category and/or matching a keyword (title, merchant, description) */
  async goods(filter: { category?: string; keyword?: string }, offset: number, pageSize: number, origin: string): Promise<Page<ShopGoods>> {
    let q = this.db.selectFrom('shop_goods').selectAll().where('on_sale', '=', 1)
    if (filter.category) q = q.where('category', '=', filter.category)
    const keyword = filter.keyword?.trim()
    if (keyword) {
      const like = sql<string>`${likePattern(keyword)} escape '\\'`
      q = q.where(eb => eb.or([eb('title', 'like', like), eb('merchant', 'like', like), eb('description', 'like', like)]))
    }
    const page = paged(await q.orderBy('sort').orderBy('id').limit(pageSize + 1).offset(offset).execute(), pageSize)
    return { items: page.items.map(g => this.goodsOf(g, origin)), hasMore: page.hasMore }
  }

  /** the home's banners: goods on sale with a banner picture, in the shop's order */
  async banners(origin: string): Promise<ShopBanner[]> {
    const rows = await this.db.selectFrom('shop_goods').select(['id', 'title', 'banner']).where('on_sale', '=', 1).where('banner', '!=', '').orderBy('sort').orderBy('id').limit(5).execute()
    return rows.map(r => ({ goodsId: r.id, title: r.title, image: absolute(r.banner, origin) }))
  }

  async categories(): Promise<string[]> {
    const rows = await this.db.selectFrom('shop_goods').select('category').where('on_sale', '=', 1).groupBy('category').orderBy('category').execute()
    return rows.map(r => r.category)
  }

  async goodsDetail(id: number, origin: string): Promise<ShopGoods> {
    const g = await this.db.selectFrom('shop_goods').selectAll().where('id', '=', id).where('on_sale', '=', 1).executeTakeFirst()
    if (!g) throw notFound(ERRORS.goodsGone)
    return this.goodsOf(g, origin)
  }

  private async orderOf(o: OrderRow, origin: string): Promise<ShopOrder> {
    const g = await this.db.selectFrom('shop_goods').selectAll().where('id', '=', o.goods_id).executeTakeFirstOrThrow()
    return {
      id: o.id, goods: this.goodsOf(g, origin), quantity: o.quantity, points: o.points, status: o.status as ShopOrder['status'],
      // the code is the reader's own: shown on their order, never in a list of others'
      code: o.code ?? '', address: o.address, time: formatCst(o.created_at), redeemedAt: o.redeemed_at ? formatCst(o.redeemed_at) : '',
      tracking: o.tracking, shippedAt: o.shipped_at ? formatCst(o.shipped_at) : '', receivedAt: o.received_at ? formatCst(o.received_at) : '',
    }
  }

  /**
   * POST /v1/shop/exchange: `quantity` of goods for the reader's points; the same `idemKey` again is the
   * same order (another exchange under it is refused).
   */
  async exchange(userId: number, input: { goodsId: number; quantity: number; idemKey: string; address?: string }, origin: string, now = Date.now()): Promise<ShopOrder> {
    const known = await this.db.selectFrom('shop_orders').selectAll().where('user_id', '=', userId).where('idem_key', '=', input.idemKey).executeTakeFirst()
    if (known) {
      if (known.goods_id !== input.goodsId || known.quantity !== input.quantity) throw new ApiError(409, ERRORS.idemKeyReused)
      return this.orderOf(known, origin)
    }
    const g = await this.db.selectFrom('shop_goods').selectAll().where('id', '=', input.goodsId).where('on_sale', '=', 1).executeTakeFirst()
    if (!g) throw notFound(ERRORS.goodsGone)
    const address = (input.address ?? '').trim()
    if (g.kind === 'physical' && !address) throw badRequest(ERRORS.addressEmpty)
    const total = g.price * input.quantity
    // step 1: the order, the stock, the points — all or nothing
    const order = await this.db.transaction().execute(async trx => {
      // one exchange of this reader's at a time (their row locked): the limit and the points are checked alone
      await lockReader(trx, userId)
      const made = await trx.insertInto('shop_orders').values({
        user_id: userId, goods_id: g.id, idem_key: input.idemKey, quantity: input.quantity, points: total, status: 'held', code: null, address: g.kind === 'physical' ? address : '',
        hold_entry_id: null, redeemed_by: null, redeemed_at: null, created_at: now, updated_at: now,
      }).onConflict(oc => oc.columns(['user_id', 'idem_key']).doNothing()).returning('id').executeTakeFirst()
      // the same key sent twice at once: the other request's order
      if (!made) return null
      if (g.per_user > 0) {
        const { n } = await trx.selectFrom('shop_orders').select(eb => eb.fn.sum<number>('quantity').as('n')).where('user_id', '=', userId).where('goods_id', '=', g.id)
          .where('status', 'in', ['held', 'confirmed', 'redeemed']).executeTakeFirstOrThrow()
        if (Number(n ?? 0) > g.per_user) throw new ApiError(409, ERRORS.perUserLimit(g.per_user))
      }
      const reserved = await trx.updateTable('shop_goods').set(eb => ({ stock: eb('stock', '-', input.quantity) }))
        .where('id', '=', g.id).where('on_sale', '=', 1).where('stock', '>=', input.quantity).executeTakeFirst()
      if (Number(reserved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.soldOut)
      const hold = await this.points.hold(trx, userId, total, `兑换：${g.title}`, { type: 'order', id: made.id, title: g.title }, now)
      await trx.updateTable('shop_orders').set({ hold_entry_id: hold }).where('id', '=', made.id).execute()
      return made.id
    })
    if (order === null) {
      const other = await this.db.selectFrom('shop_orders').selectAll().where('user_id', '=', userId).where('idem_key', '=', input.idemKey).executeTakeFirstOrThrow()
      return this.orderOf(other, origin)
    }
    // step 2: confirmed (a code for a coupon or a ticket), or voided if that fails
    try {
      await this.db.transaction().execute(async trx => {
        const o = await trx.selectFrom('shop_orders').selectAll().where('id', '=', order).executeTakeFirstOrThrow()
        const moved = await trx.updateTable('shop_orders').set({ status: 'confirmed', code: g.kind === 'physical' ? null : newCode(), updated_at: now })
          .where('id', '=', order).where('status', '=', 'held').executeTakeFirst()
        if (Number(moved.numUpdatedRows) !== 1) return
        await this.points.spend(trx, userId, o.hold_entry_id!, `兑换：${g.title}`, now)
      })
    } catch (err) {
      await this.void(order, now)
      throw err
    }
    return this.orderOf(await this.db.selectFrom('shop_orders').selectAll().where('id', '=', order).executeTakeFirstOrThrow(), origin)
  }

  /** A held order voided: its points and stock given back (once: the status moves first). */
  private async void(orderId: number, now = Date.now()): Promise<boolean> {
    return this.db.transaction().execute(async trx => {
      const o = await trx.selectFrom('shop_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
      const moved = await trx.updateTable('shop_orders').set({ status: 'void', updated_at: now }).where('id', '=', orderId).where('status', '=', 'held').executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) return false
      const g = await trx.selectFrom('shop_goods').select('title').where('id', '=', o.goods_id).executeTakeFirstOrThrow()
      if (o.hold_entry_id) await this.points.giveBack(trx, o.user_id, o.hold_entry_id, 'held', `兑换未完成，积分退回：${g.title}`, { type: 'order', id: o.id, title: g.title }, now)
      await trx.updateTable('shop_goods').set(eb => ({ stock: eb('stock', '+', o.quantity) })).where('id', '=', o.goods_id).execute()
      return true
    })
  }

  /** orders left held past HELD_MAX_MS (a crash between the steps) are voided */
  async sweep(now = Date.now()): Promise<number> {
    const stale = await this.db.selectFrom('shop_orders').select('id').where('status', '=', 'held').where('created_at', '<', now - HELD_MAX_MS).execute()
    let n = 0
    for (const o of stale) if (await this.void(o.id, now)) n++
    return n
  }

  /** the reader's orders, newest first; `kind`: only coupons (优惠券) or tickets (门票) */
  async orders(userId: number, kind: GoodsKind | undefined, offset: number, pageSize: number, origin: string): Promise<Page<ShopOrder>> {
    let q = this.db.selectFrom('shop_orders').selectAll('shop_orders').where('shop_orders.user_id', '=', userId).where('shop_orders.status', '!=', 'void')
    if (kind) q = q.where(eb => eb.exists(eb.selectFrom('shop_goods').select('shop_goods.id').whereRef('shop_goods.id', '=', 'shop_orders.goods_id').where('shop_goods.kind', '=', kind)))
    const rows = await q.orderBy('shop_orders.created_at', 'desc').orderBy('shop_orders.id', 'desc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: await Promise.all(page.items.map(o => this.orderOf(o, origin))), hasMore: page.hasMore }
  }

  async order(userId: number, id: number, origin: string): Promise<ShopOrder> {
    const o = await this.db.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirst()
    if (!o || o.status === 'void') throw notFound(ERRORS.orderGone)
    if (o.user_id !== userId) throw forbidden(ERRORS.notYourOrder)
    return this.orderOf(o, origin)
  }

  /** The reader cancels a confirmed order not yet redeemed: refunded by a new entry, the stock back. */
  async cancel(userId: number, id: number, now = Date.now()): Promise<void> {
    const o = await this.db.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirst()
    if (!o || o.status === 'void') throw notFound(ERRORS.orderGone)
    if (o.user_id !== userId) throw forbidden(ERRORS.notYourOrder)
    await this.db.transaction().execute(async trx => {
      const moved = await trx.updateTable('shop_orders').set({ status: 'cancelled', updated_at: now }).where('id', '=', id).where('status', '=', 'confirmed').executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) {
        const now_ = await trx.selectFrom('shop_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()
        throw new ApiError(409, now_.status === 'shipped' || now_.status === 'received' ? ERRORS.orderShippedNoCancel : ERRORS.orderNotCancellable)
      }
      const g = await trx.selectFrom('shop_goods').select('title').where('id', '=', o.goods_id).executeTakeFirstOrThrow()
      await this.points.giveBack(trx, userId, o.hold_entry_id!, 'spent', `取消兑换，积分退回：${g.title}`, { type: 'order', id: o.id, title: g.title }, now)
      await trx.updateTable('shop_goods').set(eb => ({ stock: eb('stock', '+', o.quantity) })).where('id', '=', o.goods_id).execute()
    })
  }

  /** whether this merchant account is linked to these goods */
  async linked(userId: number, goodsId: number): Promise<boolean> {
    return !!await this.db.selectFrom('shop_goods_merchants').select('goods_id').where('goods_id', '=', goodsId).where('user_id', '=', userId).executeTakeFirst()
  }

  /**
   * A merchant redeems (核销) a code of goods their account is linked to, once; again: who and when it
   * was used. A code of another merchant's goods is "no such code", with no details. `anyGoods`: an
   * administrator redeems for whichever merchant.
   */
  async redeem(actor: { id: number; anyGoods: boolean }, code: string, now = Date.now()): Promise<{ orderId: number; title: string }> {
    const o = await this.db.selectFrom('shop_orders').selectAll().where('code', '=', code.trim().toUpperCase()).executeTakeFirst()
    if (!o || (!actor.anyGoods && !await this.linked(actor.id, o.goods_id))) throw notFound(ERRORS.couponCodeGone)
    const used = async () => {
      const row = await this.db.selectFrom('shop_orders').leftJoin('users', 'users.id', 'shop_orders.redeemed_by').select(['shop_orders.redeemed_at', 'users.nickname'])
        .where('shop_orders.id', '=', o.id).executeTakeFirstOrThrow()
      return new ApiError(409, ERRORS.couponUsed(formatCst(row.redeemed_at ?? now).slice(0, 16), row.nickname ?? ''))
    }
    if (o.status === 'redeemed') throw await used()
    if (o.status !== 'confirmed') throw new ApiError(409, ERRORS.orderNotRedeemable)
    const moved = await this.db.updateTable('shop_orders').set({ status: 'redeemed', redeemed_by: actor.id, redeemed_at: now, updated_at: now })
      .where('id', '=', o.id).where('status', '=', 'confirmed').executeTakeFirst()
    // redeemed at the same moment by another: theirs
    if (Number(moved.numUpdatedRows) !== 1) throw await used()
    const g = await this.db.selectFrom('shop_goods').select('title').where('id', '=', o.goods_id).executeTakeFirstOrThrow()
    return { orderId: o.id, title: g.title }
  }

  /** An administrator links a merchant account (one holding the merchant role) to goods. */
  async link(actorId: number, goodsId: number, userId: number, now = Date.now()): Promise<void> {
    if (!await this.db.selectFrom('shop_goods').select('id').where('id', '=', goodsId).executeTakeFirst()) throw notFound(ERRORS.goodsGone)
    const merchant = await this.db.selectFrom('user_roles').select('user_id').where('user_id', '=', userId).where('role', '=', 'merchant').executeTakeFirst()
    if (!merchant) throw badRequest(ERRORS.notMerchant)
    await this.db.insertInto('shop_goods_merchants').values({ goods_id: goodsId, user_id: userId, linked_by: actorId, created_at: now })
      .onConflict(oc => oc.columns(['goods_id', 'user_id']).doNothing()).execute()
  }

  async unlink(goodsId: number, userId: number): Promise<void> {
    const gone = await this.db.deleteFrom('shop_goods_merchants').where('goods_id', '=', goodsId).where('user_id', '=', userId).executeTakeFirst()
    if (Number(gone.numDeletedRows) !== 1) throw notFound(ERRORS.merchantNotLinked)
  }

  /** the merchant accounts linked to goods */
  async merchantsOf(goodsId: number): Promise<{ userId: number; nickname: string; linkedAt: string }[]> {
    const rows = await this.db.selectFrom('shop_goods_merchants').innerJoin('users', 'users.id', 'shop_goods_merchants.user_id')
      .select(['users.id', 'users.nickname', 'shop_goods_merchants.created_at']).where('shop_goods_merchants.goods_id', '=', goodsId).orderBy('users.id').execute()
    return rows.map(r => ({ userId: r.id, nickname: r.nickname, linkedAt: formatCst(r.created_at) }))
  }

  /**
   * Physical orders for whoever sends them out: all of them for the newsroom (`anyGoods`), a merchant's
   * own goods' otherwise; with the address and who it goes to (what shipping needs), newest first.
   */
  async fulfilment(actor: { id: number; anyGoods: boolean }, status: 'confirmed' | 'shipped' | 'received', offset: number, pageSize: number, origin: string): Promise<Page<StaffOrder>> {
    let q = this.db.selectFrom('shop_orders').innerJoin('shop_goods', 'shop_goods.id', 'shop_orders.goods_id').innerJoin('users', 'users.id', 'shop_orders.user_id')
      .selectAll('shop_orders').select(['users.nickname as reader'])
      .where('shop_goods.kind', '=', 'physical').where('shop_orders.status', '=', status)
    if (!actor.anyGoods) {
      q = q.where(eb => eb.exists(eb.selectFrom('shop_goods_merchants').select('shop_goods_merchants.goods_id')
        .whereRef('shop_goods_merchants.goods_id', '=', 'shop_orders.goods_id').where('shop_goods_merchants.user_id', '=', actor.id)))
    }
    const rows = await q.orderBy('shop_orders.created_at', status === 'confirmed' ? 'asc' : 'desc').orderBy('shop_orders.id').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return { items: await Promise.all(page.items.map(async o => ({ ...await this.orderOf(o, origin), code: '', reader: o.reader }))), hasMore: page.hasMore }
  }

  /**
   * A physical order sent out, with its tracking note: by the newsroom, or by a merchant linked to its
   * goods (another merchant's order is "no such order"). Once shipped it can no longer be cancelled.
   */
  async ship(actor: { id: number; anyGoods: boolean }, orderId: number, tracking: string, now = Date.now()): Promise<void> {
    const note = tracking.trim()
    if ([...note].length < 2) throw badRequest(ERRORS.trackingEmpty)
    if ([...note].length > 100) throw badRequest(ERRORS.fieldTooLong('物流信息', 100))
    const o = await this.db.selectFrom('shop_orders').innerJoin('shop_goods', 'shop_goods.id', 'shop_orders.goods_id')
      .select(['shop_orders.id', 'shop_orders.goods_id', 'shop_orders.user_id', 'shop_goods.kind', 'shop_goods.title']).where('shop_orders.id', '=', orderId).executeTakeFirst()
    if (!o || (!actor.anyGoods && !await this.linked(actor.id, o.goods_id))) throw notFound(ERRORS.orderGone)
    if (o.kind !== 'physical') throw new ApiError(409, ERRORS.orderNotShippable)
    const told: NewMessage[] = [{ userId: o.user_id, kind: 'points', title: SHOP_ANSWERS.shippedTitle, body: SHOP_ANSWERS.shippedBody(o.title, note), route: 'ShopOrder', params: { id: orderId } }]
    await this.db.transaction().execute(async trx => {
      const moved = await trx.updateTable('shop_orders').set({ status: 'shipped', tracking: note, shipped_by: actor.id, shipped_at: now, updated_at: now })
        .where('id', '=', orderId).where('status', '=', 'confirmed').executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.orderNotShippable)
      await this.messages?.tell(trx, told, now)
    })
    this.messages?.push(told)
  }

  /** The reader confirms a shipped order arrived (确认收货). */
  async receive(userId: number, orderId: number, now = Date.now()): Promise<void> {
    const o = await this.db.selectFrom('shop_orders').select(['user_id', 'status']).where('id', '=', orderId).executeTakeFirst()
    if (!o || o.status === 'void') throw notFound(ERRORS.orderGone)
    if (o.user_id !== userId) throw forbidden(ERRORS.notYourOrder)
    const moved = await this.db.updateTable('shop_orders').set({ status: 'received', received_at: now, updated_at: now })
      .where('id', '=', orderId).where('status', '=', 'shipped').executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.orderNotShipped)
  }

  /**
   * A business-cooperation request (/AccumulatedPoints/cooperation): checked field by field, at most
   * COOPERATION_DAILY a reader a day; the newsroom reads them through the admin API.
   */
  async cooperate(userId: number, input: { company: string; contact: string; phone: string; kind: string; content: string }, now = Date.now()): Promise<{ id: number }> {
    const company = input.company.trim()
    const contact = input.contact.trim()
    const phone = input.phone.replace(/[\s-]/g, '')
    const content = input.content.trim()
    const L = COOPERATION_LIMITS
    if (!company) throw badRequest(ERRORS.companyEmpty)
    if ([...company].length > L.company) throw badRequest(ERRORS.fieldTooLong('公司或机构名称', L.company))
    if (!contact) throw badRequest(ERRORS.contactEmpty)
    if ([...contact].length > L.contact) throw badRequest(ERRORS.fieldTooLong('联系人', L.contact))
    // a mobile number, or a landline with its area code (023-63900000)
    if (!PHONE.test(phone) && !/^0\d{2,3}\d{7,8}$/.test(phone)) throw badRequest(ERRORS.contactPhoneBad)
    if (!(COOPERATION_KINDS as readonly string[]).includes(input.kind)) throw badRequest(ERRORS.cooperationKindMissing)
    if ([...content].length < L.contentMin) throw badRequest(ERRORS.cooperationTooShort(L.contentMin))
    if ([...content].length > L.content) throw badRequest(ERRORS.fieldTooLong('合作内容', L.content))
    return this.db.transaction().execute(async trx => {
      // one request of this reader's at a time: the day's count is read alone
      await lockReader(trx, userId)
      const dayStart = now - ((now + 8 * 3600_000) % 86_400_000)
      const { n } = await trx.selectFrom('shop_cooperation').select(eb => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('created_at', '>=', dayStart).executeTakeFirstOrThrow()
      if (Number(n) >= COOPERATION_DAILY) throw new ApiError(429, ERRORS.cooperationDailyCap(COOPERATION_DAILY))
      const made = await trx.insertInto('shop_cooperation').values({ user_id: userId, company, contact, phone, kind: input.kind, content, created_at: now }).returning('id').executeTakeFirstOrThrow()
      return { id: made.id }
    })
  }

  /** the newsroom's inbox of cooperation requests, newest first */
  async cooperation(status: 'new' | 'handled', offset: number, pageSize: number): Promise<Page<CooperationRequest>> {
    const rows = await this.db.selectFrom('shop_cooperation').leftJoin('users', 'users.id', 'shop_cooperation.user_id')
      .selectAll('shop_cooperation').select('users.nickname').where('shop_cooperation.status', '=', status)
      .orderBy('shop_cooperation.created_at', 'desc').orderBy('shop_cooperation.id', 'desc').limit(pageSize + 1).offset(offset).execute()
    const page = paged(rows, pageSize)
    return {
      items: page.items.map(r => ({
        id: r.id, company: r.company, contact: r.contact, phone: r.phone, kind: r.kind as CooperationKind, content: r.content, status: r.status as CooperationRequest['status'],
        from: r.nickname ?? '', time: formatCst(r.created_at), handledAt: r.handled_at ? formatCst(r.handled_at) : '',
      })),
      hasMore: page.hasMore,
    }
  }

  /** marks a request handled (once) */
  async handleCooperation(actorId: number, id: number, now = Date.now()): Promise<void> {
    const moved = await this.db.updateTable('shop_cooperation').set({ status: 'handled', handled_by: actorId, handled_at: now }).where('id', '=', id).where('status', '=', 'new').executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) {
      const known = await this.db.selectFrom('shop_cooperation').select('id').where('id', '=', id).executeTakeFirst()
      throw known ? new ApiError(409, ERRORS.cooperationDecided) : notFound(ERRORS.cooperationGone)
    }
  }
}
