// 渝农: the section's home, its tabs as pages, the price board by market and category, a product's trend,
// and the farming forecast for where the reader is (重庆 until located). Kept for the session as the
// other sections' data; a column or video tab's stories are the column's kept list (stores/lists).
import type { ProductCategory, RuralTab } from '@types-api/rural'
import { fetchFarmForecast, fetchPriceBoard, fetchPriceHistory, fetchRuralHome, fetchRuralTab } from '../services/rural'
import { keptResource } from './resource'
import { navigate } from '../utils/navigate'

export { FORECAST_DEFAULT_ADCODE, changeText, dayName } from '@types-api/rural'

export const ruralHome = () => keptResource('rural-home', fetchRuralHome)
export const ruralTab = (id: number) => keptResource(`rural-tab-${id}`, () => fetchRuralTab(id))
export const priceBoard = (marketId?: number, category?: ProductCategory) =>
  keptResource(`rural-prices-${marketId ?? 0}-${category ?? ''}`, () => fetchPriceBoard(marketId, category))
export const priceHistory = (productId: number, marketId?: number) =>
  keptResource(`rural-history-${productId}-${marketId ?? 0}`, () => fetchPriceHistory(productId, marketId))
export const farmForecast = (adcode: string) => keptResource(`rural-forecast-${adcode}`, () => fetchFarmForecast(adcode))

export const openPrice = (p: { productId: number; marketId: number }) => void navigate('ruralPrice', { productId: p.productId, marketId: p.marketId })
/** a group tab opened as a page: general-tab for the section's own, sub-general-tab for one below */
export const openTabPage = (id: number, depth: number) => void navigate(depth <= 1 ? 'ruralGeneralTab' : 'ruralSubGeneralTab', { id })

/** the ids from a top tab down to the first tab `match` takes (the price board's group, then its tab), or [] */
export function pathTo(tabs: RuralTab[], match: (t: RuralTab) => boolean): number[] {
  for (const t of tabs) {
    if (match(t)) return [t.id]
    const below = pathTo(t.children, match)
    if (below.length) return [t.id, ...below]
  }
  return []
}
