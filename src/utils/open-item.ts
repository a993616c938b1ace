// Where tapping a list item or banner leads, by its dataType (spec §2 banner targets).
import type { NewsItem } from '@types-api/news'
import { DATA_TYPE } from '@types-api/common'
import { matchH5Url, type RouteName, type RouteParams } from '../routes'
import { navigate, openExternal } from './navigate'

export type ItemTarget =
  | { kind: 'route'; name: RouteName; params: RouteParams }
  | { kind: 'external'; url: string }

type Jumpable = Pick<NewsItem, 'id' | 'classId' | 'dataType' | 'targetUrl'>

/** On-site links (the app's own public addresses) open in the app; others leave it. */
export function externalTarget(url: string): ItemTarget {
  try {
    const parsed = new URL(url, 'http://local.invalid')
    const match = matchH5Url(parsed.pathname + parsed.search)
    if (match) return { kind: 'route', name: match.name, params: match.params }
  } catch {
    // not a URL we can read: leave it to the platform
  }
  return { kind: 'external', url }
}

export function itemTarget(item: Jumpable): ItemTarget {
  if (item.dataType === DATA_TYPE.external && item.targetUrl) return externalTarget(item.targetUrl)
  // Live, picture, video and special pages arrive with the reading-side issue; until then the
  // news detail shows every kind of story (its content, pictures and video sources).
  return { kind: 'route', name: 'NewsDetail', params: { classId: item.classId, newsId: item.id } }
}

export function openItem(item: Jumpable): void {
  const target = itemTarget(item)
  if (target.kind === 'external') openExternal(target.url)
  else void navigate(target.name, target.params)
}
