// 渝农, the rural section (docs/api.md, 渝农): its tabs, the region's farm-produce prices and the farming
// forecast; the section editor's tabs and price imports. The tabs are data: an editor adds, renames,
// orders or removes one and every reader's next visit shows it, with no release.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { badRequest, notFound } from '../answer'
import { DAY_MS, cstDay } from '../content/time'
import { farmAdvice, toFen, toYuan } from '../content/farming'
import type { MapsProvider } from '../providers/maps'
import * as ERRORS from '../../../types/errors'
import {
  PRICE_HISTORY_DAYS, PRICE_MAX_YUAN, PRODUCT_CATEGORY_KEYS, RURAL_TAB_DEPTH, RURAL_TAB_KINDS, RURAL_TAB_NAME_MAX,
  type FarmForecast, type FarmMarket, type FarmPrice, type FarmPriceBoard, type FarmPriceHistory, type ProductCategory,
  type RuralHome, type RuralTab, type RuralTabKind, type RuralTabPage,
} from '../../../types/api/rural'

/** the most lines one import takes (a day's board is some 20 products at a few markets) */
export const PRICE_IMPORT_MAX = 500

const dayBefore = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

export interface TabInput {
  id?: number
  parentId?: number | null
  name: string
  kind: RuralTabKind
  columnId?: number | null
  sort?: number
}

export interface PriceInput {
  /** the market day; today when absent */
  day?: string
  /** an import: a line per price, `产品,市场,价格` (commas, Chinese commas or tabs) */
  text: string
}

export class RuralService {
  constructor(private readonly db: Kysely<DB>, private readonly maps: MapsProvider, private readonly now: () => number = Date.now) {}

  /** every tab as a tree, in the editors' order */
  async tabs(): Promise<RuralTab[]> {
    const rows = await this.db.selectFrom('rural_tabs').selectAll().orderBy('sort').orderBy('id').execute()
    const byId = new Map(rows.map(r => [r.id, { id: r.id, name: r.name, kind: r.kind as RuralTabKind, columnId: r.column_id, children: [] as RuralTab[] }]))
    const roots: RuralTab[] = []
    for (const r of rows) {
      const tab = byId.get(r.id)!
      const parent = r.parent_id == null ? undefined : byId.get(r.parent_id)
      if (parent) parent.children.push(tab)
      else if (r.parent_id == null) roots.push(tab)
    }
    return roots
  }

  /** a tab opened as its own page (general-tab, sub-general-tab), with the groups above it */
  async tab(id: number): Promise<RuralTabPage> {
    const find = (tabs: RuralTab[], parents: RuralTabPage['parents']): RuralTabPage | null => {
      for (const t of tabs) {
        if (t.id === id) return { tab: t, parents }
        const inner = find(t.children, [...parents, { id: t.id, name: t.name }])
        if (inner) return inner
      }
      return null
    }
    const found = find(await this.tabs(), [])
    if (!found) throw notFound(ERRORS.ruralTabGone)
    return found
  }

  async home(): Promise<RuralHome> {
    const [tabs, prices] = await Promise.all([this.tabs(), this.board()])
    return { tabs, prices }
  }

  private async markets(): Promise<FarmMarket[]> {
    return this.db.selectFrom('farm_markets').select(['id', 'name', 'district']).orderBy('sort').orderBy('id').execute()
  }

  /** a market's latest day, product by product, each against its price the market day before (the first market by default) */
  async board(marketId?: number, category?: ProductCategory): Promise<FarmPriceBoard> {
    const markets = await this.markets()
    const market = marketId == null ? markets[0] : markets.find(m => m.id === marketId)
    if (!market) throw notFound(ERRORS.farmMarketGone)
    const latest = await this.db.selectFrom('farm_prices').select(eb => eb.fn.max('day').as('day')).where('market_id', '=', market.id).executeTakeFirst()
    const day = latest?.day ?? null
    if (!day) return { day, market, markets, list: [] }
    let q = this.db.selectFrom('farm_prices as p').innerJoin('farm_products as g', 'g.id', 'p.product_id')
      .select(['p.product_id', 'p.day', 'p.price', 'g.name', 'g.category', 'g.unit', 'g.sort'])
      .where('p.market_id', '=', market.id).where('p.day', '<=', day).where('p.day', '>=', dayBefore(day, 30))
    if (category) q = q.where('g.category', '=', category)
    const rows = await q.orderBy('g.sort').orderBy('g.id').orderBy('p.day', 'desc').execute()
    const list: FarmPrice[] = []
    const seen = new Map<number, FarmPrice>()
    for (const r of rows) {
      const shown = seen.get(r.product_id)
      if (!shown) {
        if (r.day !== day) continue
        const item: FarmPrice = { productId: r.product_id, product: r.name, category: r.category as ProductCategory, unit: r.unit, marketId: market.id, day, price: toYuan(r.price), change: null }
        seen.set(r.product_id, item)
        list.push(item)
      } else if (shown.change === null && r.day !== day) {
        shown.change = toYuan(Math.round(shown.price * 100) - r.price)
      }
    }
    return { day, market, markets, list }
  }

  /**
   * a product's prices at a market over the last `days` up to its latest quoted day (the board's: before the
   * day's import, yesterday's), the first market with its price by default; and its latest elsewhere
   */
  async history(productId: number, marketId: number | undefined, days: number = PRICE_HISTORY_DAYS.default): Promise<FarmPriceHistory> {
    const product = await this.db.selectFrom('farm_products').select(['id', 'name', 'category', 'unit']).where('id', '=', productId).executeTakeFirst()
    if (!product) throw notFound(ERRORS.farmProductGone)
    const markets = await this.markets()
    const latest = await this.db.selectFrom('farm_prices').select(eb => eb.fn.max('day').as('day')).where('product_id', '=', productId).executeTakeFirst()
    const rows = await this.db.selectFrom('farm_prices').select(['market_id', 'day', 'price']).where('product_id', '=', productId)
      .where('day', '>=', dayBefore(latest?.day ?? cstDay(this.now()), days - 1)).orderBy('day').execute()
    const market = marketId == null
      ? markets.find(m => rows.some(r => r.market_id === m.id)) ?? markets[0]
      : markets.find(m => m.id === marketId)
    if (!market) throw notFound(ERRORS.farmMarketGone)
    const points = rows.filter(r => r.market_id === market.id).map(r => ({ day: r.day, price: toYuan(r.price) }))
    const prices = points.map(p => p.price)
    const elsewhere = markets.filter(m => m.id !== market.id).flatMap(m => {
      const last = rows.filter(r => r.market_id === m.id).at(-1)
      return last ? [{ market: m, day: last.day, price: toYuan(last.price) }] : []
    })
    return {
      product: { ...product, category: product.category as ProductCategory },
      market,
      points,
      high: prices.length ? Math.max(...prices) : null,
      low: prices.length ? Math.min(...prices) : null,
      average: prices.length ? toYuan((prices.reduce((a, b) => a + b, 0) / prices.length) * 100) : null,
      elsewhere,
    }
  }

  /** the next days' weather in a district with what it means in the fields; null for an unknown area code */
  async forecast(adcode: string): Promise<FarmForecast | null> {
    const f = await this.maps.forecast(adcode)
    if (!f) return null
    return { area: f.area, adcode: f.adcode, days: f.days.map(d => ({ ...d, advice: farmAdvice(d) })) }
  }

  // ---- the section's editor

  /**
   * An import of a day's prices: every line names a product and a market by name and a price in yuan.
   * All or nothing: one bad line refuses the import with its line number, and nothing is stored. A price
   * already entered for that product, market and day is replaced.
   */
  async importPrices(editorId: number, input: PriceInput): Promise<{ day: string; saved: number }> {
    const today = cstDay(this.now())
    const day = input.day?.trim() || today
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN
    if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== day || day > today || day < dayBefore(today, 365)) throw badRequest(ERRORS.priceDayBad)
    const lines = input.text.split(/\r?\n/).map((text, i) => ({ text: text.trim(), line: i + 1 })).filter(l => l.text !== '')
    if (lines.length === 0) throw badRequest(ERRORS.pricesEmpty)
    if (lines.length > PRICE_IMPORT_MAX) throw badRequest(ERRORS.tooManyPriceLines(PRICE_IMPORT_MAX))
    const [products, markets] = await Promise.all([
      this.db.selectFrom('farm_products').select(['id', 'name']).execute(),
      this.markets(),
    ])
    const productId = new Map(products.map(p => [p.name, p.id]))
    const marketId = new Map(markets.map(m => [m.name, m.id]))
    const rows = new Map<string, { product_id: number; market_id: number; price: number }>()
    for (const { text, line } of lines) {
      const cells = text.split(/[,，\t]/).map(c => c.trim())
      if (cells.length !== 3 || cells.some(c => c === '')) throw badRequest(ERRORS.priceLineBad(line))
      const [productName, marketName, priceText] = cells
      const product = productId.get(productName)
      if (product === undefined) throw badRequest(ERRORS.priceProductUnknown(line, productName.slice(0, 20)))
      const market = marketId.get(marketName)
      if (market === undefined) throw badRequest(ERRORS.priceMarketUnknown(line, marketName.slice(0, 30)))
      const price = toFen(priceText, PRICE_MAX_YUAN)
      if (price === null) throw badRequest(ERRORS.priceBad(line, PRICE_MAX_YUAN))
      // a product named twice for one market: the later line is what the editor meant
      rows.set(`${product}:${market}`, { product_id: product, market_id: market, price })
    }
    const at = this.now()
    await this.db.transaction().execute(async tx => {
      for (const r of rows.values()) {
        await tx.insertInto('farm_prices').values({ ...r, day, updated_by: editorId, updated_at: at })
          .onConflict(oc => oc.columns(['product_id', 'market_id', 'day']).doUpdateSet({ price: r.price, updated_by: editorId, updated_at: at }))
          .execute()
      }
    })
    return { day, saved: rows.size }
  }

  /** a new tab, or a change to one: its name, kind, column, place (parent) and order */
  async saveTab(input: TabInput): Promise<RuralTab> {
    const name = input.name.trim()
    if (name === '') throw badRequest(ERRORS.ruralTabNameEmpty)
    if ([...name].length > RURAL_TAB_NAME_MAX) throw badRequest(ERRORS.ruralTabNameTooLong(RURAL_TAB_NAME_MAX))
    if (!RURAL_TAB_KINDS.includes(input.kind)) throw badRequest(ERRORS.paramBadFormat('kind'))
    const all = await this.db.selectFrom('rural_tabs').select(['id', 'parent_id', 'kind']).execute()
    const byId = new Map(all.map(t => [t.id, t]))
    const existing = input.id == null ? undefined : byId.get(input.id)
    if (input.id != null && !existing) throw notFound(ERRORS.ruralTabGone)
    const parentId = input.parentId ?? null
    let depth = 1
    if (parentId !== null) {
      const parent = byId.get(parentId)
      if (!parent) throw notFound(ERRORS.ruralTabGone)
      if (parent.kind !== 'group') throw badRequest(ERRORS.ruralTabParentBad)
      // the parent's own depth; a tab may not be put under itself or a tab below it
      for (let p: typeof parent | undefined = parent; p; p = p.parent_id == null ? undefined : byId.get(p.parent_id)) {
        if (p.id === input.id) throw badRequest(ERRORS.ruralTabParentBad)
        depth++
      }
    }
    const below = (id: number): number => {
      const kids = all.filter(t => t.parent_id === id)
      return kids.length ? 1 + Math.max(...kids.map(k => below(k.id))) : 0
    }
    // and a group on the deepest level would hold nothing
    if (depth + (existing ? below(existing.id) : 0) > RURAL_TAB_DEPTH || (input.kind === 'group' && depth >= RURAL_TAB_DEPTH)) throw badRequest(ERRORS.ruralTabTooDeep(RURAL_TAB_DEPTH))
    if (existing && existing.kind === 'group' && input.kind !== 'group' && all.some(t => t.parent_id === existing.id)) throw badRequest(ERRORS.ruralTabHasChildren)
    let columnId: number | null = null
    if (input.kind === 'column' || input.kind === 'video') {
      if (input.columnId == null) throw badRequest(ERRORS.ruralTabColumnNeeded)
      const column = await this.db.selectFrom('columns').select('id').where('id', '=', input.columnId).executeTakeFirst()
      if (!column) throw notFound(ERRORS.ruralTabGone)
      columnId = column.id
    }
    const values = { parent_id: parentId, name, kind: input.kind, column_id: columnId, sort: input.sort ?? 0 }
    let id = existing?.id
    if (id != null) await this.db.updateTable('rural_tabs').set(values).where('id', '=', id).execute()
    else id = (await this.db.insertInto('rural_tabs').values({ ...values, created_at: this.now() }).returning('id').executeTakeFirstOrThrow()).id
    return (await this.tab(id)).tab
  }

  /** a tab removed; a group only once it is empty */
  async deleteTab(id: number): Promise<void> {
    const tab = await this.db.selectFrom('rural_tabs').select('id').where('id', '=', id).executeTakeFirst()
    if (!tab) throw notFound(ERRORS.ruralTabGone)
    const child = await this.db.selectFrom('rural_tabs').select('id').where('parent_id', '=', id).executeTakeFirst()
    if (child) throw badRequest(ERRORS.ruralTabHasChildren)
    await this.db.deleteFrom('rural_tabs').where('id', '=', id).execute()
  }
}

export const isProductCategory = (c: string): c is ProductCategory => (PRODUCT_CATEGORY_KEYS as string[]).includes(c)
