// The shop's footer: customer service, about us, business cooperation, the disclaimer and the user agreement.
import { View } from '@tarojs/components'
import { navigate } from '../../../../utils/navigate'
import { SHOP_LINKS } from '../../../../../common/shop'
import './index.scss'

export { SHOP_LINKS }

export default function ShopLinks() {
  return (
    <View className='shop-links'>
      {SHOP_LINKS.map(l => (
        <View key={l.route} role='link' className='shop-links__link' onClick={() => void navigate(l.route)}>{l.title}</View>
      ))}
    </View>
  )
}
