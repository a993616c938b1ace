// A page's first answers (common/routes.ts `first`: the same declarations the H5 server carries as boot
// data) asked for as the page loads, in its first render (PageShell), ahead of its stores: on the
// mini-program, where nothing comes with the page, a page opened from a share card has its data on the
// way before its first frame is drawn; the stores are handed the answers (services/early.ts).
import { routes, type RouteDef, type RouteName } from '../../common/routes'
import { askEarly } from '../services/request'

export function askFirstAnswers(name: RouteName, params: Record<string, string>): void {
  for (const a of (routes[name] as RouteDef).first?.(params) ?? []) askEarly(a.path, a.query, a.version)
}
