// H5 sharing: native app → its share sheet via the bridge; WeChat browser → its own menu;
// otherwise the Web Share API, falling back to copying the link.
import { useEffect } from 'react'
import type { ShareAdapter, ShareInfo } from './share'
import { SHARE_MENU_HINT } from './messages'
import { env } from './env.h5'
import { bridge } from './bridge.h5'
import { clipboard } from './clipboard.h5'
import { H5_BASENAME, h5Url } from '../routes'
import { toast } from '../utils/toast'

export function shareLink(info: ShareInfo): string {
  return `${window.location.origin}${H5_BASENAME}${h5Url(info.route, info.params)}`
}

export const share: ShareAdapter = {
  useShareInfo(info) {
    const title = info?.title
    useEffect(() => {
      // WeChat's own menu shares the page with the document title.
      if (title) document.title = title
    }, [title])
  },
  async share(info) {
    const link = shareLink(info)
    const where = env.environment()
    if (where === 'app') {
      await bridge.call('share', { title: info.title, desc: info.desc ?? '', imageUrl: info.imageUrl ?? '', url: link })
      return
    }
    if (where === 'wechat' || where === 'mp-webview') {
      toast(SHARE_MENU_HINT)
      return
    }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: info.title, text: info.desc, url: link })
        return
      } catch (err) {
        if ((err as Error).name === 'AbortError') return
      }
    }
    await clipboard.copy(link)
  },
}
