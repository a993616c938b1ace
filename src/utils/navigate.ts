// The one navigation helper: route names and params in, the target's address out.
import Taro from '@tarojs/taro'
import { router } from '../platform/router'
import { env } from '../platform/env'
import { bridge } from '../platform/bridge'
import { encodeQuery, matchH5Url, routeMeta, routeOfPage, routes, type RouteName, type RouteParams } from '../../common/routes'

function currentRouteName(): RouteName | undefined {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as unknown as { route?: string; path?: string } | undefined
  const path = page?.route ?? page?.path
  return path ? routeOfPage(path) : undefined
}

function remember(): void {
  const name = currentRouteName()
  if (name) router.rememberRoute(name)
}

/** inside the native app, a page it shows itself goes to it through its bridge (RouteMeta.native) */
const toNativeApp = (name: RouteName): boolean => routeMeta(name).native === true && env.environment() === 'app' && bridge.available()

/** Opens a route on top of the current page (inside the native app, its own pages through its bridge). */
export function navigate(name: RouteName, params?: RouteParams): Promise<unknown> {
  remember()
  if (toNativeApp(name)) return import('./native-jump').then(m => m.nativeJump(name, params ?? {}))
  return Taro.navigateTo({ url: router.url(name, params) })
}

/**
 * Replaces the current page (channel switches, login redirects). The page the reader came from stays the
 * one before the replaced page: that is where back leads (a question sent from 我要提问 goes back to where
 * 我要提问 was opened from).
 */
export function redirect(name: RouteName, params?: RouteParams): Promise<unknown> {
  return Taro.redirectTo({ url: router.url(name, params) })
}

/** Between the bottom tab screens: the tab replaces the current page (inside the native app, its own tab). */
export function switchTab(name: RouteName, params?: RouteParams): Promise<unknown> {
  remember()
  if (toNativeApp(name)) return import('./native-jump').then(m => m.nativeJump(name, params ?? {}))
  return Taro.reLaunch({ url: router.url(name, params) })
}

/**
 * Back to the previous page; a page opened directly (shared link) goes to the home screen instead. A
 * politics or Q&A page (RouteMeta.backHome) goes to the BangBang home instead, unless the reader came from
 * that home or from a search (reading-side spec §2), or from a page that opens the section's pages as its
 * home does (渝农's 乡村帮帮, RouteMeta.opensSection).
 */
export function back(): Promise<unknown> {
  const current = currentRouteName()
  const sectionHome = current ? routeMeta(current).backHome : undefined
  const from = router.previousRoute()
  const fromMeta = from && from in routes ? routeMeta(from as RouteName) : undefined
  const withinSection = !!from && (from === sectionHome || fromMeta?.search === true || (!!sectionHome && fromMeta?.opensSection === sectionHome))
  remember()
  if (sectionHome && !withinSection) return Taro.reLaunch({ url: router.url(sectionHome, {}) })
  if (Taro.getCurrentPages().length > 1) return Taro.navigateBack({ delta: 1 })
  return Taro.reLaunch({ url: router.url(sectionHome ?? 'home', {}) })
}


/**
 * A page that has done its work (an answer sent, a post deleted) returns to the page that opened it, as
 * the reader expects of a form; the section-home rule is for the reader's own back (the top bar's).
 */
export function backToOpener(): Promise<unknown> {
  const current = currentRouteName()
  remember()
  if (Taro.getCurrentPages().length > 1) return Taro.navigateBack({ delta: 1 })
  return Taro.reLaunch({ url: router.url((current && routeMeta(current).backHome) || 'home', {}) })
}

export function replaceAddress(name: RouteName, params?: RouteParams): void {
  router.replaceAddress(name, params)
}

/**
 * An outside web address, always through RedirectPage: the newspaper's own origins open at once (the
 * browser, or the mini-program's web-view, whose domains must be business domains), any other is shown
 * first with a warning.
 */
export function openExternal(url: string): void {
  void navigate('RedirectPage', { url })
}

export function openApp(appLink: string, fallbackUrl: string): void {
  router.openApp(appLink, fallbackUrl)
}

export function previousRoute(): string | undefined {
  return router.previousRoute()
}

/** what Taro says of an address (H5) or a page (the mini-program) the app does not have */
export interface NotFoundEvent {
  path: string
  query?: Record<string, unknown>
  isEntryPage?: boolean
}

/**
 * An address or page the app does not have (onPageNotFound, both targets): one the specs redirect
 * (REDIRECTS: /AccumulatedPoints, /composition, /yu-nong …) opens the page it leads to; any other says so
 * (NotFound), in place of the blank page Taro leaves.
 */
export function pageNotFound(event: NotFoundEvent): Promise<unknown> {
  const path = event.path.startsWith('/') ? event.path : `/${event.path}`
  // Taro's own marks on the address are not the page's
  const query = Object.fromEntries(Object.entries(event.query ?? {}).filter(([k]) => k !== 'stamp' && k !== '$taroTimestamp').map(([k, v]) => [k, v == null ? v : String(v)]))
  const led = matchH5Url(`${path}${encodeQuery(query)}`)
  const url = led ? router.url(led.name, led.params) : router.url('NotFound')
  return event.isEntryPage || Taro.getCurrentPages().length === 0 ? Taro.reLaunch({ url }) : Taro.redirectTo({ url })
}
