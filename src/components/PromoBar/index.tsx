// The bar inviting readers to open the native app (H5 only; never inside the app or a mini-program).
// In the WeChat browser a tap first asks, since leaving WeChat opens a third-party app.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { env } from '../../platform/env'
import { configStore } from '../../stores/config'
import { promoBarVisible } from '../../../common/visibility'
import { openInApp, type AppTarget } from '../../utils/open-app'
import './index.scss'

export const PROMO_TEXT = '打开上游新闻，阅读体验更佳'
export const PROMO_BUTTON = '打开'
export { LEAVE_WECHAT, LEAVE_WECHAT_CONFIRM, appLink } from '../../utils/open-app'

export interface PromoBarProps extends AppTarget {
  /** called when a WeChat reader declines to leave (the article unfolds instead) */
  onDecline?: () => void
}

function PromoBar(props: PromoBarProps) {
  const global = configStore.global
  const environment = env.environment()
  if (!global || !promoBarVisible(props.contentType !== undefined, environment, global.appPromotion)) return null

  const open = () => openInApp(configStore.global, props, props.onDecline)

  return (
    <View className='promo-bar'>
      <View className='promo-bar__logo'>上游</View>
      <Text className='promo-bar__text'>{PROMO_TEXT}</Text>
      <View role='button' className='promo-bar__button' onClick={open}>{PROMO_BUTTON}</View>
    </View>
  )
}

export default observer(PromoBar)
