// Opening the story in the native app. In the WeChat browser the reader is asked first, since
// leaving WeChat opens a third-party app; declining there runs `onDecline` (the article unfolds).
import { env } from '../platform/env'
import { openApp } from './navigate'
import { confirm } from './toast'

export const LEAVE_WECHAT = '可能离开微信 打开第三方应用'
export const LEAVE_WECHAT_CONFIRM = '继续'

export interface AppTarget {
  /** the route's promo content type (3 news, 1 live, …) */
  contentType?: number
  classId?: number | string
  newsId?: number | string
}

/** The native app's address for this content. */
export function appLink(scheme: string, p: AppTarget): string {
  const q = [`type=${p.contentType ?? 3}`]
  if (p.classId) q.push(`classId=${p.classId}`)
  if (p.newsId) q.push(`newsId=${p.newsId}`)
  return `${scheme}open?${q.join('&')}`
}

/** the native app as the site's configuration names it (its link scheme, where to download it) */
export interface NativeApp {
  appScheme: string
  appDownloadUrl: string
}

/** Opens `target` in the native app `app` (nothing while the configuration has not come). */
export async function openInApp(app: NativeApp | null | undefined, target: AppTarget, onDecline?: () => void): Promise<void> {
  if (!app) return
  if (env.environment() === 'wechat') {
    const go = await confirm({ content: LEAVE_WECHAT, confirmText: LEAVE_WECHAT_CONFIRM })
    if (!go) {
      onDecline?.()
      return
    }
  }
  openApp(appLink(app.appScheme, target), app.appDownloadUrl)
}
