// 渝农, the rural section (community-side spec §2: its routes; the fields are not shown, so the shapes
// here are designed: docs/api.md, 渝农). A regional paper's farm-service section: its tabs (arranged by
// editors, no release needed), each a column's stories, the section's videos (planting and breeding
// lessons, market reports), or today's farm-produce prices at the region's markets; a farming forecast
// for the reader's district.
import type { ForecastDay } from './maps'

/** the channel's named sub-path under /home (/home/yu-nong) */
export const RURAL_CHANNEL_PATH = 'yu-nong'
export { RURAL_NEWS_COLUMN_ID, RURAL_VIDEO_COLUMN_ID } from './sections'

/** what a tab shows: a column's stories, the section's videos, the price board, or its own sub-tabs */
export type RuralTabKind = 'column' | 'video' | 'prices' | 'group'
export const RURAL_TAB_KINDS: readonly RuralTabKind[] = ['column', 'video', 'prices', 'group']
/** tabs nest at most this deep: the section's tabs, a group's (general-tab), a sub-group's (sub-general-tab) */
export const RURAL_TAB_DEPTH = 3
export const RURAL_TAB_NAME_MAX = 12

export interface RuralTab {
  id: number
  name: string
  kind: RuralTabKind
  /** the column a column or video tab lists */
  columnId: number | null
  /** a group's tabs (empty for the others) */
  children: RuralTab[]
}

/** a tab opened as a page of its own, with the groups above it (general-tab, sub-general-tab) */
export interface RuralTabPage {
  tab: RuralTab
  parents: { id: number; name: string }[]
}

export type ProductCategory = 'grain' | 'vegetable' | 'fruit' | 'livestock' | 'aquatic'
export const PRODUCT_CATEGORIES: Record<ProductCategory, string> = {
  grain: '粮油',
  vegetable: '蔬菜',
  fruit: '水果',
  livestock: '畜禽',
  aquatic: '水产',
}
export const PRODUCT_CATEGORY_KEYS = Object.keys(PRODUCT_CATEGORIES) as ProductCategory[]
/** the price board's category chips: 全部, then each category */
export const PRICE_CATEGORY_CHIPS: { key: ProductCategory | 'all'; title: string }[] = [{ key: 'all', title: '全部' }, ...PRODUCT_CATEGORY_KEYS.map(k => ({ key: k, title: PRODUCT_CATEGORIES[k] }))]

export interface FarmMarket {
  id: number
  name: string
  district: string
}

/** a product's latest price at a market */
export interface FarmPrice {
  productId: number
  product: string
  category: ProductCategory
  /** 元/斤, 元/公斤 … */
  unit: string
  marketId: number
  day: string
  /** yuan, two decimals */
  price: number
  /** against the market's day before it had this product's price, in yuan; null without one */
  change: number | null
}

/** the price board: a market's latest day, product by product */
export interface FarmPriceBoard {
  /** the latest day the market has prices for; null when it has none */
  day: string | null
  market: FarmMarket
  markets: FarmMarket[]
  list: FarmPrice[]
}

export const PRICE_HISTORY_DAYS = { min: 7, max: 90, default: 30 } as const

/** a product's prices at a market over the last days, and its latest at the other markets */
export interface FarmPriceHistory {
  product: { id: number; name: string; category: ProductCategory; unit: string }
  market: FarmMarket
  /** oldest first; only the days with a price */
  points: { day: string; price: number }[]
  high: number | null
  low: number | null
  average: number | null
  elsewhere: { market: FarmMarket; day: string; price: number }[]
}

/** one day of the farming forecast: the weather and what it means in the fields */
export interface FarmDay extends ForecastDay {
  /** 农事建议: one or two lines */
  advice: string[]
}

export interface FarmForecast {
  area: string
  adcode: string
  days: FarmDay[]
}

/** the section's home: its tabs, and today's prices at the first market */
export interface RuralHome {
  tabs: RuralTab[]
  prices: FarmPriceBoard
}

/** the price a form or an import names: yuan with at most two decimals, above 0 and below 100,000 */
export const PRICE_MAX_YUAN = 99999.99

/** 乡村帮帮: a rural question's category */
export type RuralQaCategory = 'crops' | 'livestock' | 'prices' | 'policy' | 'land'
export const RURAL_QA_CATEGORIES: Record<RuralQaCategory, string> = {
  crops: '种植',
  livestock: '养殖',
  prices: '价格',
  policy: '政策',
  land: '土地',
}
export const RURAL_QA_CATEGORY_KEYS = Object.keys(RURAL_QA_CATEGORIES) as RuralQaCategory[]
/** where a question or a post belongs: BangBang's 问答 and 发现, or 渝农's 乡村帮帮 and 农民说 */
export type VoiceSection = 'bang' | 'rural'

/** the section's words shared by both targets and the server's first screen */
export const RURAL_TEXT = {
  title: '渝农',
  forecast: '农事天气',
  prices: '今日行情',
  morePrices: '全部行情',
  videos: '视频课堂',
  trend: (days: number) => `近${days}天价格走势`,
  elsewhere: '其他市场',
  noPrices: '该市场暂无报价',
  high: '最高',
  low: '最低',
  average: '均价',
  unchanged: '持平',
} as const

/** the forecast's place before the reader is located: the city (the server's first screen draws it) */
export { FORECAST_DEFAULT_ADCODE } from './sections'

/** the section's own pages beside its tabs, as the home's entries name them */
export const RURAL_ENTRY_TEXT = {
  ruralQa: { title: '乡村帮帮', hint: '问农技专家' },
  ruralTalk: { title: '农民说', hint: '乡亲们的新鲜事' },
  ruralVideos: { title: '视频课堂', hint: '跟着专家学技术' },
} as const

/** how many of today's prices the home shows */
export const PRICE_PREVIEW_COUNT = 6

/** a price change as readers read it: ↑0.12, ↓0.05, 持平 */
export function changeText(change: number | null, unchanged: string): string {
  if (change === null) return ''
  if (change === 0) return unchanged
  return `${change > 0 ? '↑' : '↓'}${Math.abs(change).toFixed(2)}`
}

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日']
/** a forecast day as the strip names it: 今天, 明天, then 周三 … (`week` 1 is Monday) */
export const dayName = (index: number, week: number) => (index === 0 ? '今天' : index === 1 ? '明天' : `周${WEEKDAYS[week - 1] ?? ''}`)
