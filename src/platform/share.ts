// Sharing a page. Implementations per target: the mini-program's share menu, or on H5 the
// native app's share sheet, the Web Share API, or copying the link.
import type { RouteName, RouteParams } from '../../common/routes'
import type { SdkInfo } from '../../types/api/interaction'

export interface ShareInfo {
  title: string
  desc?: string
  imageUrl?: string
  route: RouteName
  params?: RouteParams
}

export { SHARE_MENU_HINT } from './messages'

/** signs a page for WeChat's JS-SDK (the app's API: set once at launch, so the adapter knows no service) */
export type SdkSigner = (page: string, newsId?: number) => Promise<SdkInfo>

export interface ShareAdapter {
  /** where WeChat's share cards get their signature (H5 in the WeChat browser; nothing elsewhere) */
  signWith(sign: SdkSigner): void
  /** page-level hook: what the page shares from the platform's own share menu */
  useShareInfo(info: ShareInfo | null): void
  /** the reader tapped a share control */
  share(info: ShareInfo): Promise<void>
}

export declare const share: ShareAdapter
