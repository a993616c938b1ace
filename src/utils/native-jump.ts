// Inside the native app's webview, a page the app shows itself (RouteMeta.native: its stories, specials,
// columns, tabs) opens through the app's bridge with its jump descriptor (common/jump.ts), as login does;
// loaded only there (utils/navigate.ts imports it on demand).
import { jumpOf } from '../../common/jump'
import { H5_BASENAME, h5Url, type RouteName, type RouteParams } from '../../common/routes'
import { bridge } from '../platform/bridge'

export const NATIVE_JUMP_HANDLER = 'jump'

export function nativeJump(name: RouteName, params: RouteParams): Promise<unknown> {
  const address = `${typeof location === 'undefined' ? '' : location.origin}${H5_BASENAME}${h5Url(name, params)}`
  return bridge.call(NATIVE_JUMP_HANDLER, jumpOf(name, params, address))
}
