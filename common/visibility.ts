// Who sees the top bar and the promo bar (spec §2 "Top bar", §4 "Promo bar"): pure rules, tested as a matrix.
import type { Environment } from './env-detect'

export interface TopBarContext {
  environment: Environment
  /** global config: app promotion allowed in the WeChat browser */
  appPromotion: boolean
  /** news and live detail pages */
  isDetail: boolean
  channelsLoaded: boolean
}

export function topBarVisible(c: TopBarContext): boolean {
  // The mini-program and a mini-program web-view draw their own navigation bar.
  if (c.environment === 'miniprogram' || c.environment === 'mp-webview') return false
  if (c.environment === 'app') return false
  if (c.isDetail && !c.channelsLoaded) return false
  if (c.environment === 'wechat' && !c.appPromotion) return false
  return true
}

/** The promo bar shows only where the route allows it and not inside the native app or a mini-program. */
export function promoBarVisible(routeAllows: boolean, environment: Environment, appPromotion: boolean): boolean {
  if (!routeAllows) return false
  if (environment === 'app' || environment === 'miniprogram' || environment === 'mp-webview') return false
  if (environment === 'wechat' && !appPromotion) return false
  return true
}

/**
 * How the promo bar shows on a route, by the content type it carries (spec §2, route data types for menus):
 * 0, 3 and 4 with its menu popup; 2 and 21 (pictures, the vertical videos) as a fixed dark bar; 7 (an
 * outside page) opens the app on its home, since the app cannot show the page; any other, the bar alone.
 */
export type PromoKind = 'menu' | 'dark' | 'external' | 'plain'
export function promoKind(contentType: number): PromoKind {
  if (contentType === 0 || contentType === 3 || contentType === 4) return 'menu'
  if (contentType === 2 || contentType === 21) return 'dark'
  if (contentType === 7) return 'external'
  return 'plain'
}
