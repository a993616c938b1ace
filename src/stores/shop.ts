// The points shop (积分商城) on the client: the home (categories, banners and the goods of the chosen
// category), one goods, the exchange form (its idempotency key kept across retries, so that a request
// sent twice is one order), the reader's orders (all, coupons, tickets), one order with its code and its
// cancelling, the search, and the 商务合作 form. Points that move bring the figures and 积分明细 along.
import { makeAutoObservable, runInAction } from 'mobx'
import {
  COOPERATION_KINDS, COOPERATION_LIMITS, type CooperationKind, type GoodsKind, type ShopBanner, type ShopGoods, type ShopOrder,
} from '@types-api/shop'
import { cancelOrder, receiveOrder, exchangeGoods, fetchGoods, fetchGoodsDetail, fetchOrder, fetchOrders, sendCooperation } from '../services/shop'
import { errorMessage } from '../utils/errors'
import { requireLogin } from './login-guard'
import { redirect } from '../utils/navigate'
import { confirm, toast } from '../utils/toast'
import { keep, keptAlready } from './kept'
import { PagedList } from './paged-list'
import { pointsChanged } from './points'
import { Resource } from './resource'
import * as ERRORS from '../../types/errors'
import { randomString } from '../../common/random'

import { COOPERATION_TEXT, SHOP_TEXT } from '../../common/shop'
export { SHOP_TEXT }

/** a key for one exchange the reader means to make: the same key again is the same order */
function newIdemKey(): string {
  return `x${Date.now().toString(36)}${randomString()}`
}

/** The shop's home: the categories and banners (with the first page), the goods of the chosen category. */
export class ShopHome {
  category = ''
  categories: string[] = []
  banners: ShopBanner[] = []
  /** the first answer has come (the banner and the categories with it) */
  loaded = false
  private readonly lists = new Map<string, PagedList<ShopGoods>>()

  constructor() {
    makeAutoObservable<ShopHome, 'lists'>(this, { lists: false })
  }

  private listOf(category: string): PagedList<ShopGoods> {
    let list = this.lists.get(category)
    if (!list) {
      list = new PagedList<ShopGoods>(async page => {
        const data = await fetchGoods({ category, page })
        if (page === 1) runInAction(() => { this.categories = data.categories; this.banners = data.banners; this.loaded = true })
        return { items: data.list, hasMore: data.hasMore }
      }, 0, { deep: false })
      this.lists.set(category, list)
    }
    return list
  }

  get goods(): PagedList<ShopGoods> {
    return this.listOf(this.category)
  }

  choose(category: string): void {
    this.category = category
  }

  /** stock moved (an exchange, a cancel): every list loads again when shown */
  refresh(): Promise<void> {
    return this.goods.refresh()
  }
}
export const shopHome = () => keep('shop-home', () => new ShopHome())

export const goodsDetail = (id: number) => keep(`shop-goods-${id}`, () => new Resource<ShopGoods>(() => fetchGoodsDetail(id), { maxAgeMs: 0 }))

/** the most of a goods one exchange may take: 10, the stock, the reader's limit */
export function maxQuantity(g: Pick<ShopGoods, 'stock' | 'perUser'>): number {
  return Math.max(0, Math.min(10, g.stock, g.perUser > 0 ? g.perUser : 10))
}

/** The confirm page (convertgoods): how many, where to (physical goods), and the exchange itself. */
export class ExchangeForm {
  quantity = 1
  address = ''
  busy = false
  private idemKey = newIdemKey()

  constructor(readonly goodsId: number) {
    makeAutoObservable<ExchangeForm, 'idemKey'>(this, { goodsId: false, idemKey: false })
  }

  /** another quantity is another exchange: a new key */
  setQuantity(n: number, g: Pick<ShopGoods, 'stock' | 'perUser'>): void {
    const q = Math.max(1, Math.min(maxQuantity(g), Math.floor(n)))
    if (q === this.quantity) return
    this.quantity = q
    this.idemKey = newIdemKey()
  }

  setAddress(text: string): void {
    this.address = text
  }

  /** Exchanges; the order's page replaces this one. Refused: the server's words, the form kept. */
  async submit(g: ShopGoods): Promise<void> {
    if (this.busy || !requireLogin()) return
    const address = this.address.trim()
    if (g.kind === 'physical' && !address) {
      toast(ERRORS.addressEmpty)
      return
    }
    this.busy = true
    try {
      const res = await exchangeGoods({ goodsId: g.id, quantity: this.quantity, idemKey: this.idemKey, address: g.kind === 'physical' ? address : undefined })
      toast(res.message)
      shopChanged()
      void redirect('ShopOrder', { id: res.data.id })
    } catch (err) {
      // the same key is sent again on a retry: if the first went through, it is that order
      toast(errorMessage(err))
    } finally {
      runInAction(() => { this.busy = false })
    }
  }
}

const ordersOf = (kind: GoodsKind | '') => keep(`shop-orders-${kind}`, () => new PagedList<ShopOrder>(async page => {
  const data = await fetchOrders({ kind: kind || undefined, page })
  return { items: data.list, hasMore: data.hasMore }
}, 0, { deep: false }))
/** the reader's exchanges: all (Conversion), coupons (coupon), tickets (Tickets) */
export const shopOrders = (kind: GoodsKind | '' = '') => ordersOf(kind)

/** after an exchange or a cancel: points, stock and orders load again */
function shopChanged(): void {
  pointsChanged()
  for (const kind of ['', 'coupon', 'ticket', 'physical'] as const) void keptAlready<PagedList<ShopOrder>>(`shop-orders-${kind}`)?.refresh()
  void keptAlready<ShopHome>('shop-home')?.refresh()
}

/** One order (convertdetail): its status and code; cancelling it (asked first) refunds the points. */
export class OrderView {
  readonly order: Resource<ShopOrder>
  busy = false

  constructor(readonly id: number) {
    this.order = new Resource(() => fetchOrder(id), { maxAgeMs: 0 })
    makeAutoObservable(this, { order: false, id: false })
  }

  get cancellable(): boolean {
    return this.order.data?.status === 'confirmed'
  }

  /** a physical good on its way: the reader says it arrived */
  get receivable(): boolean {
    return this.order.data?.status === 'shipped'
  }

  cancel(): Promise<void> {
    return this.act(SHOP_TEXT.cancelAsk, () => cancelOrder(this.id))
  }

  receive(): Promise<void> {
    return this.act(SHOP_TEXT.receiveAsk, () => receiveOrder(this.id))
  }

  /** asked first; one at a time; the server's words either way; the order and the lists load again */
  private async act(ask: string, call: () => Promise<{ message: string }>): Promise<void> {
    if (this.busy || !(await confirm({ content: ask }))) return
    runInAction(() => { this.busy = true })
    try {
      const res = await call()
      toast(res.message)
      await this.order.reload()
      shopChanged()
    } catch (err) {
      toast(errorMessage(err))
      void this.order.reload()
    } finally {
      runInAction(() => { this.busy = false })
    }
  }
}

/** 搜索 (SearchPage): goods by a word (title, merchant, description) */
export function searchGoods(keyword: string): PagedList<ShopGoods> {
  return new PagedList<ShopGoods>(async page => {
    const data = await fetchGoods({ keyword, page })
    return { items: data.list, hasMore: data.hasMore }
  }, 0, { deep: false })
}

const MOBILE = /^1[3-9]\d{9}$/
const LANDLINE = /^0\d{2,3}\d{7,8}$/

/** 商务合作: the form, checked as the server checks it (its words), then sent; the fields kept on a refusal */
export class CooperationForm {
  company = ''
  contact = ''
  phone = ''
  kind: CooperationKind | '' = ''
  content = ''
  busy = false
  sent = false

  constructor() {
    makeAutoObservable(this)
  }

  set(field: 'company' | 'contact' | 'phone' | 'content', value: string): void {
    this[field] = value
  }

  choose(kind: CooperationKind): void {
    this.kind = kind
  }

  /** what is wrong first, or '' */
  get problem(): string {
    const T = COOPERATION_TEXT
    if (!this.company.trim()) return T.needCompany
    if (!this.contact.trim()) return T.needContact
    const phone = this.phone.replace(/[\s-]/g, '')
    if (!MOBILE.test(phone) && !LANDLINE.test(phone)) return T.badPhone
    if (!(COOPERATION_KINDS as readonly string[]).includes(this.kind)) return T.badKind
    if ([...this.content.trim()].length < COOPERATION_LIMITS.contentMin) return T.needContent
    return ''
  }

  async send(): Promise<void> {
    if (this.busy || !requireLogin()) return
    if (this.problem) {
      toast(this.problem)
      return
    }
    this.busy = true
    try {
      const res = await sendCooperation({ company: this.company, contact: this.contact, phone: this.phone, kind: this.kind as CooperationKind, content: this.content })
      toast(res.message)
      runInAction(() => {
        this.sent = true
        this.content = ''
      })
    } catch (err) {
      toast(errorMessage(err))
    } finally {
      runInAction(() => { this.busy = false })
    }
  }

  another(): void {
    this.sent = false
  }
}
