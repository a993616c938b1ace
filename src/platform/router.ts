// Target-specific addresses and page-level browser facts. Implementations per target;
// pages and components navigate through src/utils/navigate.ts, never through this directly.
import type { RouteName, RouteParams } from '../../common/routes'

export interface RouterAdapter {
  /** the address Taro's navigation APIs take for a route */
  url(name: RouteName, params?: RouteParams): string
  /** the current address, used as a login redirect target */
  currentUrl(): string
  /** reload the current page, without the given query parameters (a used OAuth code) */
  reload(dropParams?: string[]): void
  /** show the current page again from the start, keeping the way back (the spec's reload after a delete) */
  refresh(): void
  /** start over at an address of this target ('' for the home screen), forgetting the history */
  relaunch(address: string): void
  /** show a route's address without navigating (sub-tabs keep the address in step) */
  replaceAddress(name: RouteName, params?: RouteParams): void
  /** open the native app by its link; if it does not open (not installed), go to the fallback page */
  openApp(appLink: string, fallbackUrl: string): void
  /** remember the route left behind, for this session only */
  rememberRoute(name: string): void
  previousRoute(): string | undefined
}

export declare const router: RouterAdapter
