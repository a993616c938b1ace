// The shop's footer: customer service, about us, business cooperation, the disclaimer and the user agreement.
import { View } from '@tarojs/components'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export const SHOP_LINKS = [
  { route: 'ShopService', title: '客服中心' },
  { route: 'ShopAbout', title: '关于我们' },
  { route: 'ShopCooperation', title: '商务合作' },
  { route: 'ShopDisclaimer', title: '免责声明' },
  { route: 'ShopProtocol', title: '用户协议' },
] as const

export default function ShopLinks() {
  return (
    <View className='shop-links'>
      {SHOP_LINKS.map(l => (
        <View key={l.route} role='link' className='shop-links__link' onClick={() => void navigate(l.route)}>{l.title}</View>
      ))}
    </View>
  )
}
