// /AccumulatedPoints/goodsdetail?id=…: one goods — its picture, title, price in points, what is left, the
// per-reader limit, the merchant, the description and how exchanging works; 立即兑换 (login first) opens
// the confirm page, or says 已兑完.
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { Picture } from '../../../../platform/picture'
import { useResource } from '../../../../stores/resource'
import { SHOP_TEXT, goodsDetail } from '../../../../stores/shop'
import { BANNER_PERCENT, thumbnail } from '../../../../../common/image'
import { requireLogin } from '../../../../stores/login-guard'
import { navigate } from '../../../../utils/navigate'
import { GOODS_TEXT } from '../../../../../common/shop'
import './index.scss'
import { numberParam } from '../../../../utils/params'

export { GOODS_TEXT } from '../../../../../common/shop'

function GoodsPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const detail = useResource(goodsDetail(id))
  useDidShow(() => { if (detail.data) void detail.reload() })
  const g = detail.data
  const exchange = () => {
    if (!g || g.stock <= 0 || !requireLogin()) return
    void navigate('ShopConvert', { id: g.id })
  }
  return (
    // (the server's first screen of the goods stays over the page until it has drawn the goods or its error)
    <PageShell route='ShopGoods' firstScreenReady={!!g || !!detail.error}>
      {!g ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={5} />) : (
        <View className='goods'>
          <View className='goods__box'>
            <Picture className='goods__cover' src={thumbnail(g.cover, BANNER_PERCENT)} mode='aspectFill' />
          </View>
          <View className='goods__head'>
            <Text className='goods__title'>{g.title}</Text>
            <View className='goods__line'>
              <Text className='goods__price'>{SHOP_TEXT.points(g.price)}</Text>
              <Text className='goods__stock'>{SHOP_TEXT.stock(g.stock)}</Text>
            </View>
            <View className='goods__tags'>
              <Text className='goods__tag'>{SHOP_TEXT.kinds[g.kind]}</Text>
              {g.perUser > 0 ? <Text className='goods__tag'>{SHOP_TEXT.perUser(g.perUser)}</Text> : null}
              {g.merchant ? <Text className='goods__merchant'>{SHOP_TEXT.merchant(g.merchant)}</Text> : null}
            </View>
          </View>
          <View className='goods__section'>
            <Text className='goods__heading'>{GOODS_TEXT.about}</Text>
            <Text className='goods__text'>{g.description}</Text>
          </View>
          <View className='goods__section'>
            <Text className='goods__heading'>{GOODS_TEXT.how}</Text>
            {GOODS_TEXT.howLines[g.kind].map(line => <Text key={line} className='goods__text goods__text--line'>{line}</Text>)}
          </View>
          <View className='goods__bar'>
            <View role='button' aria-disabled={g.stock <= 0} className={`goods__button${g.stock <= 0 ? ' goods__button--off' : ''}`} onClick={exchange}>
              {g.stock <= 0 ? SHOP_TEXT.soldOut : SHOP_TEXT.exchange}
            </View>
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(GoodsPage)
