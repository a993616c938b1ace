// Mini-program sharing: the page's share menu (friends and timeline) carries the page path.
import Taro, { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useRef } from 'react'
import type { ShareAdapter, ShareInfo } from './share'
import { SHARE_MENU_HINT, TOAST_MS } from './messages'
import { pageUrl } from '../../common/routes'
import { dialogs } from './dialogs.weapp'

function query(info: ShareInfo): string {
  return pageUrl(info.route, info.params).split('?')[1] ?? ''
}

export const share: ShareAdapter = {
  useShareInfo(info) {
    const ref = useRef(info)
    ref.current = info
    useShareAppMessage(() => {
      const i = ref.current
      return i ? { title: i.title, path: pageUrl(i.route, i.params), imageUrl: i.imageUrl } : {}
    })
    useShareTimeline(() => {
      const i = ref.current
      return i ? { title: i.title, query: query(i), imageUrl: i.imageUrl } : {}
    })
  },
  async share() {
    // A mini-program cannot open the share sheet from code; the menu is enabled and the reader is told where it is.
    await Taro.showShareMenu({ withShareTicket: true, menus: ['shareAppMessage', 'shareTimeline'] } as Taro.showShareMenu.Option)
    dialogs.toast(SHARE_MENU_HINT, TOAST_MS)
  },
}
