// The bar inviting readers to open the native app (H5 only; never inside the app or a mini-program).
// In the WeChat browser a tap first asks, since leaving WeChat opens a third-party app. Its form follows
// the route's content type (common/visibility.ts promoKind): with a menu popup (news), a fixed dark bar
// (pictures, the vertical videos), the app's home for an outside page, or the bar alone.
import { lazy, Suspense, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { env } from '../../platform/env'
import { configStore } from '../../stores/config'
import { promoBarVisible, promoKind } from '../../../common/visibility'
import { openInApp, type AppTarget } from '../../utils/open-app'
import './index.scss'

// built on the menu's first opening
const PromoMenu = lazy(() => import('./PromoMenu'))

export const PROMO_TEXT = '打开上游新闻，阅读体验更佳'
export const PROMO_BUTTON = '打开'
export const PROMO_MENU_LABEL = '更多操作'
export { LEAVE_WECHAT, LEAVE_WECHAT_CONFIRM, appLink } from '../../utils/open-app'

export interface PromoBarProps extends AppTarget {
  /** called when a WeChat reader declines to leave (the article unfolds instead) */
  onDecline?: () => void
}

function PromoBar(props: PromoBarProps) {
  const [menu, setMenu] = useState(false)
  const global = configStore.global
  const environment = env.environment()
  if (!global || !promoBarVisible(props.contentType !== undefined, environment, global.appPromotion)) return null

  const kind = promoKind(props.contentType ?? 0)
  // an outside page: the app opens on its home (it cannot show the page)
  const target: AppTarget = kind === 'external' ? { contentType: props.contentType } : props
  const open = () => openInApp(configStore.global, target, props.onDecline)

  return (
    <View className={`promo-bar promo-bar--${kind}`}>
      <View className='promo-bar__logo'>上游</View>
      <Text className='promo-bar__text'>{PROMO_TEXT}</Text>
      <View role='button' className='promo-bar__button' onClick={open}>{PROMO_BUTTON}</View>
      {kind === 'menu' ? <View role='button' aria-label={PROMO_MENU_LABEL} className='promo-bar__menu' onClick={() => setMenu(true)} /> : null}
      {menu ? (
        <Suspense fallback={null}>
          <PromoMenu onOpenApp={open} onClose={() => setMenu(false)} />
        </Suspense>
      ) : null}
    </View>
  )
}

export default observer(PromoBar)
