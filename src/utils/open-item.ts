// Where tapping a list item, a banner or a menu entry leads (spec §2 banner targets, §3 sub items).
import type { NewsItem } from '@types-api/news'
import type { ChannelSub } from '@types-api/channel'
import { DATA_TYPE } from '@types-api/common'
import { addressTarget, type RouteName, type RouteTarget } from '../../common/routes'
import { navigate, openExternal } from './navigate'

export type ItemTarget = RouteTarget

type Jumpable = Pick<NewsItem, 'id' | 'classId' | 'dataType' | 'targetUrl' | 'showType' | 'isVideo'>

/** On-site links (the app's own public addresses) open in the app; others leave it. */
export const externalTarget = addressTarget

const detail = (name: RouteName, item: Jumpable): ItemTarget => ({ kind: 'route', name, params: { classId: item.classId, newsId: item.id } })

/** by dataType: 1 live, 2 picture, 3 news (video when it is one), 5 special, 7 outside link, 8 video */
export function itemTarget(item: Jumpable): ItemTarget {
  switch (item.dataType) {
    case DATA_TYPE.live: return detail('LiveDetail', item)
    case DATA_TYPE.picture: return detail('PictureDetail', item)
    case DATA_TYPE.video: return detail('VideoDetail', item)
    case DATA_TYPE.special: return { kind: 'route', name: 'SpecialPage', params: { classId: item.classId } }
    case DATA_TYPE.external: return item.targetUrl ? externalTarget(item.targetUrl) : detail('NewsDetail', item)
    default: return detail(item.isVideo ? 'VideoDetail' : 'NewsDetail', item)
  }
}

/** The carousel's rule for dataType 3: video detail when showType is set, otherwise news detail. */
export function bannerTarget(item: Jumpable): ItemTarget {
  if (item.dataType === DATA_TYPE.news) return detail(item.showType ? 'VideoDetail' : 'NewsDetail', item)
  return itemTarget(item)
}

/**
 * showtype 1: the outside link in columnpath; a list call in apiurl: /subchannel with it as
 * customApiUrl; an in-app address; otherwise the column's page.
 */
export function menuTarget(sub: ChannelSub): ItemTarget {
  if (sub.showtype === 1 && sub.columnpath) return { kind: 'external', url: sub.columnpath }
  if (sub.apiurl) return { kind: 'route', name: 'subchannel', params: { classId: sub.columnid, className: sub.columnname, customApiUrl: sub.apiurl } }
  if (sub.columnpath) return externalTarget(sub.columnpath)
  return { kind: 'route', name: 'columns', params: { columnId: sub.columnid, mainColumnTitle: sub.columnname } }
}

function go(target: ItemTarget): void {
  if (target.kind === 'external') openExternal(target.url)
  else void navigate(target.name, target.params)
}

export const openItem = (item: Jumpable) => go(itemTarget(item))
export const openBanner = (item: Jumpable) => go(bannerTarget(item))
export const openMenuEntry = (sub: ChannelSub) => go(menuTarget(sub))
/** An address from content (an ad, a notice): the app's own pages open in the app, others leave it. */
export const openLink = (url: string) => go(externalTarget(url))
