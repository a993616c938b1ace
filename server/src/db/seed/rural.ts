// 渝农. Every site gets the section's tabs over its columns (资讯; 技术 with 种植's two sub-tabs and
// 养殖; 行情 with today's prices and the market analysis; 政策; 视频), the region's four wholesale markets,
// eighteen products, and each product's price at each market for the last 30 days (a random walk from a
// typical price, the same on every machine), so the price board, its trends and the section's home have
// content on a fresh start. The live site's editors import each day's prices after that.
import type { Insertable, Kysely } from 'kysely'
import type { DB } from '../schema'
import { RURAL_NEWS_COLUMN_ID, RURAL_VIDEO_COLUMN_ID, type ProductCategory, type RuralTabKind } from '../../../../types/api/rural'
import { cstDay } from '../../content/time'
import { Random } from './random'

const DAY = 86_400_000

export const FARM_MARKETS = [
  { name: '双福国际农贸城', district: '江津区', level: 1 },
  { name: '盘溪农产品批发市场', district: '江北区', level: 1.04 },
  { name: '万州农产品批发市场', district: '万州区', level: 0.95 },
  { name: '涪陵农产品批发市场', district: '涪陵区', level: 0.97 },
] as const

/** typical prices (yuan per unit); `except`: the markets (by index) that do not trade it */
export const FARM_PRODUCTS: { name: string; category: ProductCategory; unit: string; price: number; except?: number[] }[] = [
  { name: '猪肉（白条）', category: 'livestock', unit: '元/斤', price: 11.6 },
  { name: '鸡蛋', category: 'livestock', unit: '元/斤', price: 4.3 },
  { name: '大白菜', category: 'vegetable', unit: '元/斤', price: 1.2 },
  { name: '莲花白', category: 'vegetable', unit: '元/斤', price: 1.5 },
  { name: '土豆', category: 'vegetable', unit: '元/斤', price: 1.8 },
  { name: '番茄', category: 'vegetable', unit: '元/斤', price: 3.4 },
  { name: '青椒', category: 'vegetable', unit: '元/斤', price: 3.8 },
  { name: '白萝卜', category: 'vegetable', unit: '元/斤', price: 0.9 },
  { name: '蒜薹', category: 'vegetable', unit: '元/斤', price: 5.6, except: [2] },
  { name: '柑橘', category: 'fruit', unit: '元/斤', price: 2.8 },
  { name: '苹果', category: 'fruit', unit: '元/斤', price: 4.6 },
  { name: '猕猴桃', category: 'fruit', unit: '元/斤', price: 6.2, except: [3] },
  { name: '大米', category: 'grain', unit: '元/斤', price: 2.7 },
  { name: '玉米', category: 'grain', unit: '元/斤', price: 1.4 },
  { name: '菜籽油', category: 'grain', unit: '元/斤', price: 9.8 },
  { name: '牛肉', category: 'livestock', unit: '元/斤', price: 36, except: [2] },
  { name: '草鱼', category: 'aquatic', unit: '元/斤', price: 8.4 },
  { name: '鲫鱼', category: 'aquatic', unit: '元/斤', price: 11.2, except: [3] },
]

/** the section's tabs: a column's stories, the videos, the prices, or a group of tabs */
interface TabSeed { name: string; kind: RuralTabKind; columnId?: number; children?: TabSeed[] }
export const RURAL_TABS: TabSeed[] = [
  { name: '资讯', kind: 'column', columnId: RURAL_NEWS_COLUMN_ID },
  {
    name: '技术', kind: 'group', children: [
      { name: '种植', kind: 'group', children: [{ name: '粮油', kind: 'column', columnId: 1602 }, { name: '果蔬', kind: 'column', columnId: 1607 }] },
      { name: '养殖', kind: 'column', columnId: 1603 },
    ],
  },
  { name: '行情', kind: 'group', children: [{ name: '今日价格', kind: 'prices' }, { name: '行情分析', kind: 'column', columnId: 1605 }] },
  { name: '政策', kind: 'column', columnId: 1604 },
  { name: '视频', kind: 'video', columnId: RURAL_VIDEO_COLUMN_ID },
]

/** the days of prices a new site starts with */
export const PRICE_SEED_DAYS = 30

export async function seedRural(trx: Kysely<DB>, now: number): Promise<void> {
  const insertTabs = async (tabs: TabSeed[], parentId: number | null) => {
    for (const [sort, t] of tabs.entries()) {
      const { id } = await trx.insertInto('rural_tabs')
        .values({ parent_id: parentId, name: t.name, kind: t.kind, column_id: t.columnId ?? null, sort, created_at: now })
        .returning('id').executeTakeFirstOrThrow()
      if (t.children) await insertTabs(t.children, id)
    }
  }
  await insertTabs(RURAL_TABS, null)

  const markets: number[] = []
  for (const [sort, m] of FARM_MARKETS.entries()) {
    markets.push((await trx.insertInto('farm_markets').values({ name: m.name, district: m.district, sort }).returning('id').executeTakeFirstOrThrow()).id)
  }
  const rnd = new Random(20261127)
  const rows: Insertable<DB['farm_prices']>[] = []
  for (const [sort, p] of FARM_PRODUCTS.entries()) {
    const { id: productId } = await trx.insertInto('farm_products').values({ name: p.name, category: p.category, unit: p.unit, sort }).returning('id').executeTakeFirstOrThrow()
    FARM_MARKETS.forEach((m, i) => {
      if (p.except?.includes(i)) return
      // a walk of a few per cent a day around the market's level, pulled back toward it
      let price = p.price * m.level
      for (let d = PRICE_SEED_DAYS - 1; d >= 0; d--) {
        price += price * (rnd.next() - 0.5) * 0.06 + (p.price * m.level - price) * 0.15
        rows.push({ product_id: productId, market_id: markets[i], day: cstDay(now - d * DAY), price: Math.max(1, Math.round(price * 100)), updated_by: null, updated_at: now })
      }
    })
  }
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto('farm_prices').values(rows.slice(i, i + 500)).execute()
}
