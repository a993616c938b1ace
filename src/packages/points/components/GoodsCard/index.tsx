// A goods in the shop's grid: its picture (a 4:3 box that never shifts), title, price in points and what
// is left; a tap opens its detail.
import { Text, View } from '@tarojs/components'
import type { ShopGoods } from '@types-api/shop'
import { Picture } from '../../../../platform/picture'
import { SHOP_TEXT } from '../../../../stores/shop'
import { thumbnail } from '../../../../../common/image'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export default function GoodsCard({ goods }: { goods: ShopGoods }) {
  const soldOut = goods.stock <= 0
  return (
    <View role='link' className={`goods-card${soldOut ? ' goods-card--out' : ''}`} onClick={() => void navigate('ShopGoods', { id: goods.id })}>
      <View className='goods-card__box'>
        <Picture className='goods-card__cover' src={thumbnail(goods.cover)} mode='aspectFill' lazy />
        <Text className='goods-card__kind'>{SHOP_TEXT.kinds[goods.kind]}</Text>
      </View>
      <Text className='goods-card__title'>{goods.title}</Text>
      <View className='goods-card__foot'>
        <Text className='goods-card__price'>{SHOP_TEXT.points(goods.price)}</Text>
        <Text className='goods-card__stock'>{SHOP_TEXT.stock(goods.stock)}</Text>
      </View>
    </View>
  )
}
