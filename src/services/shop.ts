// The points shop (积分商城; docs/api.md, Points shop): goods with the home's categories and banners, a
// goods' detail, an exchange under its idempotency key, the reader's orders (all, coupons, tickets), one
// order, cancelling, and a business-cooperation request.
import type { CooperationKind, GoodsKind, ShopGoods, ShopGoodsPage, ShopOrder } from '@types-api/shop'
import { accepted, getData, post } from './request'

export const fetchGoods = (q: { category?: string; keyword?: string; page: number }) =>
  getData<ShopGoodsPage>('/v1/shop/goods', { category: q.category || undefined, keyword: q.keyword || undefined, page: q.page })
export const fetchGoodsDetail = (id: number) => getData<ShopGoods>('/v1/shop/goods/detail', { id })
export const exchangeGoods = (input: { goodsId: number; quantity: number; idemKey: string; address?: string }) =>
  accepted(post<ShopOrder>('/v1/shop/exchange', { ...input }))
export const fetchOrders = (q: { kind?: GoodsKind; page: number }) => getData<{ list: ShopOrder[]; hasMore: boolean }>('/v1/shop/orders', { kind: q.kind, page: q.page })
export const fetchOrder = (id: number) => getData<ShopOrder>('/v1/shop/order', { id })
export const cancelOrder = (id: number) => accepted(post<null>('/v1/shop/order/cancel', { id }))
/** 确认收货 of a shipped physical good */
export const receiveOrder = (id: number) => accepted(post<null>('/v1/shop/order/receive', { id }))
export const sendCooperation = (input: { company: string; contact: string; phone: string; kind: CooperationKind; content: string }) =>
  accepted(post<{ id: number }>('/v1/shop/cooperation', { ...input }))
