// One exchange in a list: the goods, what it cost, when, and its status; a tap opens the order (its code).
import { Text, View } from '@tarojs/components'
import type { ShopOrder } from '@types-api/shop'
import { Picture } from '../../../../platform/picture'
import { SHOP_TEXT } from '../../../../stores/shop'
import { thumbnail } from '../../../../../common/image'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export const statusText = (o: Pick<ShopOrder, 'status' | 'goods'>) => (o.goods.kind === 'physical' ? SHOP_TEXT.physicalStatus : SHOP_TEXT.status)[o.status]

export default function OrderCard({ order }: { order: ShopOrder }) {
  return (
    <View role='link' className='order-card' onClick={() => void navigate('ShopOrder', { id: order.id })}>
      <Picture className='order-card__cover' src={thumbnail(order.goods.cover, 20)} mode='aspectFill' lazy />
      <View className='order-card__main'>
        <Text className='order-card__title'>{order.goods.title}</Text>
        <Text className='order-card__points'>{SHOP_TEXT.spent(order.goods.price, order.quantity)}</Text>
        <Text className='order-card__time'>{order.time.slice(0, 16)}</Text>
      </View>
      <Text className={`order-card__status order-card__status--${order.status}`}>{statusText(order)}</Text>
    </View>
  )
}
