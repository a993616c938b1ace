// The bar inviting readers to open the native app (H5 only; never inside the app or a mini-program).
// In the WeChat browser a tap first asks, since leaving WeChat opens a third-party app.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { env } from '../../platform/env'
import { configStore } from '../../stores/config'
import { promoBarVisible } from '../../utils/visibility'
import { openApp } from '../../utils/navigate'
import { confirm } from '../../utils/toast'
import './index.scss'

export const PROMO_TEXT = '打开上游新闻，阅读体验更佳'
export const PROMO_BUTTON = '打开'
export const LEAVE_WECHAT = '可能离开微信 打开第三方应用'
export const LEAVE_WECHAT_CONFIRM = '继续'

export interface PromoBarProps {
  /** the route's promo content type (3 news, 1 live, …); undefined when the route has no promo */
  contentType?: number
  classId?: number | string
  newsId?: number | string
  /** called when a WeChat reader declines to leave (the article unfolds instead) */
  onDecline?: () => void
}

/** The native app's address for this content. */
export function appLink(scheme: string, p: PromoBarProps): string {
  const q = [`type=${p.contentType ?? 3}`]
  if (p.classId) q.push(`classId=${p.classId}`)
  if (p.newsId) q.push(`newsId=${p.newsId}`)
  return `${scheme}open?${q.join('&')}`
}

function PromoBar(props: PromoBarProps) {
  const global = configStore.global
  const environment = env.environment()
  if (!global || !promoBarVisible(props.contentType !== undefined, environment, global.appPromotion)) return null

  const open = async () => {
    if (environment === 'wechat') {
      const go = await confirm({ content: LEAVE_WECHAT, confirmText: LEAVE_WECHAT_CONFIRM })
      if (!go) {
        props.onDecline?.()
        return
      }
    }
    openApp(appLink(global.appScheme, props), global.appDownloadUrl)
  }

  return (
    <View className='promo-bar'>
      <View className='promo-bar__logo'>上游</View>
      <Text className='promo-bar__text'>{PROMO_TEXT}</Text>
      <View role='button' className='promo-bar__button' onClick={open}>{PROMO_BUTTON}</View>
    </View>
  )
}

export default observer(PromoBar)
