// A sub-channel's list call (/subchannel?customApiUrl=…): which of this API's list calls a menu entry may name,
// shared by the app's store (src/stores/lists.ts) and the route's first answer (common/routes.ts).
import { decodeParam } from './params'

/** list calls a sub-channel may name in customApiUrl; each answers a page of stories */
export const SUBCHANNEL_APIS = [
  '/kratos/v1/column/list', '/v1/news/getListByColumnId', '/v1/live/getList', '/v1/vr/getList', '/v1/news/getHotLists',
]
/** the legacy controller's list calls (reading-side spec §7), named by customApiUrl's enews */
const CONTROLLER = '/api/controller.php'
export const CONTROLLER_LISTS = ['getColumnNewsList', 'getTopicNewsList']
const DEFAULT_SUBCHANNEL_API = '/kratos/v1/column/list'

/** The list call a sub-channel's customApiUrl names: one of SUBCHANNEL_APIS, or the controller's column or topic list with its enews (and columnId, when the address names one); else the column list. */
export function subchannelApi(customApiUrl: string | undefined): { path: string; query: Record<string, string | number> } {
  const [path, search = ''] = decodeParam(customApiUrl).split('?')
  if (path === CONTROLLER) {
    const q = new URLSearchParams(search)
    const enews = q.get('enews') ?? ''
    const columnId = Number(q.get('columnId'))
    if (CONTROLLER_LISTS.includes(enews)) return { path, query: { enews, ...(columnId > 0 ? { columnId } : {}) } }
  }
  return { path: SUBCHANNEL_APIS.includes(path) ? path : DEFAULT_SUBCHANNEL_API, query: {} }
}
