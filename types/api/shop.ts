// The points shop (积分商城; docs/api.md, Points shop): goods and a reader's exchanges. The spec's
// entities are "not shown"; designed here.

export type GoodsKind = 'coupon' | 'ticket' | 'physical'

export interface ShopGoods {
  id: number
  title: string
  /** a coupon or a ticket comes with a code to show a merchant; a physical good is sent to an address */
  kind: GoodsKind
  category: string
  cover: string
  description: string
  merchant: string
  /** points for one */
  price: number
  stock: number
  /** most a reader may hold (0: no limit) */
  perUser: number
}

/**
 * held (being exchanged) → confirmed → redeemed (核销: a coupon or a ticket), or cancelled (refunded);
 * a physical good: confirmed (待发货) → shipped (已发货, no longer cancellable) → received (已收货)
 */
export type OrderStatus = 'held' | 'confirmed' | 'cancelled' | 'redeemed' | 'shipped' | 'received'

export interface ShopOrder {
  id: number
  goods: ShopGoods
  quantity: number
  points: number
  status: OrderStatus
  /** a coupon's or ticket's code (the reader's own order only); '' for a physical good */
  code: string
  address: string
  time: string
  redeemedAt: string
  /** a physical good's carrier and number (or how it was handed over), once shipped */
  tracking: string
  shippedAt: string
  receivedAt: string
}

/** GET /admin/v1/shop/orders: a physical order as whoever ships it sees it (no code; who it goes to) */
export interface StaffOrder extends ShopOrder {
  reader: string
}

/** the shop home's banners: a picture leading to its goods */
export interface ShopBanner {
  goodsId: number
  title: string
  image: string
}

/** GET /v1/shop/goods: a page of goods; the first page (offset 0) also carries the categories and banners */
export interface ShopGoodsPage {
  list: ShopGoods[]
  hasMore: boolean
  categories: string[]
  banners: ShopBanner[]
}

/** 商务合作 (/AccumulatedPoints/cooperation): what a business may propose */
export const COOPERATION_KINDS = ['商品入驻', '广告合作', '活动合作', '其他'] as const
export type CooperationKind = typeof COOPERATION_KINDS[number]
/** characters: the most of each field, and the least of the proposal */
export const COOPERATION_LIMITS = { company: 40, contact: 20, content: 500, contentMin: 10 } as const

/** a cooperation request as the newsroom reads it (GET /admin/v1/shop/cooperation) */
export interface CooperationRequest {
  id: number
  company: string
  contact: string
  phone: string
  kind: CooperationKind
  content: string
  status: 'new' | 'handled'
  /** the reader who sent it */
  from: string
  time: string
  handledAt: string
}

/** what a goods' page in the console holds (GET /admin/v1/shop/goods): on sale or not, its order and banner */
export interface StaffGoods extends ShopGoods {
  onSale: boolean
  sort: number
  /** the shop home's banner picture ('' : not a banner) */
  banner: string
  /** orders not cancelled, all time */
  orders: number
}

/** POST /admin/v1/shop/goods/save: a new goods (no `id`; with its first `stock`) or an edit (stock changes through /stock) */
export interface GoodsInput {
  id?: number
  title: string
  kind: GoodsKind
  category: string
  cover: string
  description?: string
  merchant?: string
  price: number
  stock?: number
  perUser?: number
  onSale?: boolean
  sort?: number
  banner?: string
}

export const GOODS_LIMITS = { title: 30, category: 8, description: 2000, merchant: 30, price: 1_000_000, stock: 1_000_000, perUser: 100, sort: 9999 } as const
