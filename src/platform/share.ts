// Sharing a page. Implementations per target: the mini-program's share menu, or on H5 the
// native app's share sheet, the Web Share API, or copying the link.
import type { RouteName, RouteParams } from '../../common/routes'

export interface ShareInfo {
  title: string
  desc?: string
  imageUrl?: string
  route: RouteName
  params?: RouteParams
}

export { SHARE_MENU_HINT } from './messages'

export interface ShareAdapter {
  /** page-level hook: what the page shares from the platform's own share menu */
  useShareInfo(info: ShareInfo | null): void
  /** the reader tapped a share control */
  share(info: ShareInfo): Promise<void>
}

export declare const share: ShareAdapter
