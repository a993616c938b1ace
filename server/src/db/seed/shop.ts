// The points shop every site starts with: five goods of local merchants.
import type { Kysely } from 'kysely'
import type { DB } from '../schema'

/** the goods every site's shop starts with */
export const SEED_GOODS: { title: string; kind: 'coupon' | 'ticket' | 'physical'; category: string; cover: number; banner?: number; description: string; merchant: string; price: number; stock: number; perUser: number }[] = [
  { title: '解放碑书店 20元代金券', kind: 'coupon', category: '优惠券', cover: 71, banner: 81, description: '满100元可用，有效期30天，不与其他优惠同享。', merchant: '解放碑书店', price: 200, stock: 50, perUser: 2 },
  { title: '老街小面 双人套餐券', kind: 'coupon', category: '优惠券', cover: 72, description: '两碗小面加两份冰粉，到店出示券码核销。', merchant: '老街小面', price: 120, stock: 100, perUser: 3 },
  { title: '重庆科技馆 门票一张', kind: 'ticket', category: '门票', cover: 73, banner: 83, description: '凭券码到售票处换取当日门票，节假日可用。', merchant: '重庆科技馆', price: 300, stock: 20, perUser: 1 },
  { title: '长江索道 单程票', kind: 'ticket', category: '门票', cover: 74, description: '凭券码在索道北站人工窗口换票。', merchant: '长江索道', price: 250, stock: 10, perUser: 1 },
  { title: '上游新闻 帆布袋', kind: 'physical', category: '实物', cover: 75, description: '上游新闻定制帆布袋，兑换后15个工作日内寄出。', merchant: '上游新闻', price: 500, stock: 30, perUser: 1 },
]

export async function seedShopGoods(trx: Kysely<DB>, now: number): Promise<void> {
  await trx.insertInto('shop_goods').values(SEED_GOODS.map((g, sort) => ({
    title: g.title, kind: g.kind, category: g.category, cover: `/media/images/scene-${g.cover}.jpg`, description: g.description, merchant: g.merchant,
    price: g.price, stock: g.stock, per_user: g.perUser, on_sale: 1, sort, banner: g.banner ? `/media/images/scene-${g.banner}.jpg` : '', created_at: now,
  }))).execute()
}
