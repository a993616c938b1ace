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

/** held (being exchanged) → confirmed → redeemed (核销), or cancelled (refunded) */
export type OrderStatus = 'held' | 'confirmed' | 'cancelled' | 'redeemed'

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
}
