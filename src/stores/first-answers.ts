// A page's first answers (common/routes.ts `first`: the same declarations the H5 server carries as boot
// data) asked for as the page loads, in its first render (PageShell), ahead of its stores: on the
// mini-program, where nothing comes with the page, a page opened from a share card has its data on the
// way before its first frame is drawn; the stores are handed the answers (services/early.ts).
import { routes, type RouteDef, type RouteName } from '../../common/routes'
import { askEarly } from '../services/request'
import { awaitPrefetched, PREFETCH_MAX_AGE_MS } from '../services/early'
import { boot } from '../platform/boot'

export function askFirstAnswers(name: RouteName, params: Record<string, string>): void {
  for (const a of (routes[name] as RouteDef).first?.(params) ?? []) askEarly(a.path, a.query, a.version)
}

/**
 * At a cold start: what WeChat fetched ahead of it for the page it opens (数据预拉取), recent enough, is
 * where that page's first answers come from (a visitor's: a signed-in reader's page asks).
 */
export function readPrefetched(launchPath: string, now = Date.now()): void {
  // (H5 has no launch page: its pages carry their answers; a host without WeChat's pre-fetch keeps nothing)
  if (!launchPath || !boot.canPrefetch()) return
  awaitPrefetched(boot.prefetched().then(p => (p && p.path.replace(/^\//, '') === launchPath.replace(/^\//, '') && now - p.at <= PREFETCH_MAX_AGE_MS ? p.data : null)))
}
