// The promo bar's menu popup (spec §2, content types 0, 3, 4): the page in the app, its link copied, the
// page reloaded, or home.
import { View } from '@tarojs/components'
import Popup from '../Popup'
import { clipboard } from '../../platform/clipboard'
import { router } from '../../platform/router'
import { switchTab } from '../../utils/navigate'

export const PROMO_MENU = {
  openApp: '在上游新闻APP中打开',
  copyLink: '复制链接',
  reload: '刷新',
  home: '回到首页',
  cancel: '取消',
} as const

export default function PromoMenu({ onOpenApp, onClose }: { onOpenApp: () => void; onClose: () => void }) {
  const act = (fn: () => unknown) => () => {
    onClose()
    void fn()
  }
  const items: [string, () => unknown][] = [
    [PROMO_MENU.openApp, onOpenApp],
    [PROMO_MENU.copyLink, () => clipboard.copy(typeof location === 'undefined' ? router.currentUrl() : location.href)],
    [PROMO_MENU.reload, () => router.reload()],
    [PROMO_MENU.home, () => switchTab('home')],
  ]
  return (
    <Popup open onClose={onClose} className='promo-menu'>
      {items.map(([label, fn]) => <View key={label} role='button' className='promo-menu__item' onClick={act(fn)}>{label}</View>)}
      <View role='button' className='promo-menu__item promo-menu__item--cancel' onClick={onClose}>{PROMO_MENU.cancel}</View>
    </Popup>
  )
}
