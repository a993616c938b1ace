// 渝农 (community-side spec §2; docs/api.md, 渝农): the section's home, a tab as a page, the price board,
// a product's trend and the farming forecast. The columns' stories and videos are the column list's.
import type { FarmForecast, FarmPriceBoard, FarmPriceHistory, ProductCategory, RuralHome, RuralTabPage } from '@types-api/rural'
import { getData } from './request'

export const fetchRuralHome = () => getData<RuralHome>('/v1/rural/home')
export const fetchRuralTab = (id: number) => getData<RuralTabPage>('/v1/rural/tab', { id })
export const fetchPriceBoard = (marketId?: number, category?: ProductCategory) => getData<FarmPriceBoard>('/v1/rural/prices', { marketId, category })
export const fetchPriceHistory = (productId: number, marketId?: number) => getData<FarmPriceHistory>('/v1/rural/prices/history', { productId, marketId })
export const fetchFarmForecast = (adcode: string) => getData<FarmForecast>('/v1/rural/forecast', { adcode })
