// /AccumulatedPoints/convertdetail?id=…: one exchange — the goods, what it cost, when, its status; for a
// coupon or a ticket not yet used, the code as a QR and as text (with copy) to show the merchant; once
// redeemed, when; for a physical good, where it goes and, once shipped, the tracking note and 确认收货.
// A confirmed order can be cancelled (asked first): the points come back; a shipped one no longer. The reader's own only (the server refuses others). Login first.
import { useMemo } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import QrCode from '../../../../components/QrCode'
import { statusText } from '../../components/OrderCard'
import { clipboard } from '../../../../platform/clipboard'
import { Picture } from '../../../../platform/picture'
import { useResource } from '../../../../stores/resource'
import { OrderView, SHOP_TEXT } from '../../../../stores/shop'
import { thumbnail } from '../../../../../common/image'
import { navigate } from '../../../../utils/navigate'
import './index.scss'
import { numberParam } from '../../../../utils/params'

function OrderPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const view = useMemo(() => new OrderView(id), [id])
  const order = useResource(view.order)
  useDidShow(() => { if (view.order.data) void view.order.reload() })
  const o = order.data
  // the code is for the merchant while it can still be used
  const usable = o?.code && o.status === 'confirmed'
  return (
    <PageShell route='ShopOrder'>
      {!o ? (order.error ? <EmptyState text={order.error} /> : <Skeleton rows={5} />) : (
        <View className='order'>
          <View className={`order__status order__status--${o.status}`}>
            <Text className='order__status-text'>{statusText(o)}</Text>
            {o.redeemedAt ? <Text className='order__status-note'>{SHOP_TEXT.redeemedAt(o.redeemedAt.slice(0, 16))}</Text> : null}
          </View>
          {o.code ? (
            <View className={`order__ticket${usable ? '' : ' order__ticket--used'}`}>
              {usable ? <QrCode text={o.code} label={`${SHOP_TEXT.code} ${o.code}`} /> : null}
              <Text className='order__code-label'>{SHOP_TEXT.code}</Text>
              <Text className='order__code' selectable>{o.code}</Text>
              {usable ? (
                <>
                  <View role='button' className='order__copy' onClick={() => void clipboard.copy(o.code)}>{SHOP_TEXT.copyCode}</View>
                  <Text className='order__hint'>{SHOP_TEXT.codeHint}</Text>
                </>
              ) : null}
            </View>
          ) : null}
          <View role='link' className='order__goods' onClick={() => void navigate('ShopGoods', { id: o.goods.id })}>
            <Picture className='order__cover' src={thumbnail(o.goods.cover, 20)} mode='aspectFill' />
            <View className='order__main'>
              <Text className='order__title'>{o.goods.title}</Text>
              <Text className='order__points'>{SHOP_TEXT.spent(o.goods.price, o.quantity)}</Text>
              {o.goods.merchant ? <Text className='order__merchant'>{SHOP_TEXT.merchant(o.goods.merchant)}</Text> : null}
            </View>
          </View>
          <View className='order__facts'>
            <Text className='order__fact'>{SHOP_TEXT.orderTime(o.time.slice(0, 16))}</Text>
            {o.address ? <Text className='order__fact'>{SHOP_TEXT.shipTo(o.address)}</Text> : null}
            {o.shippedAt ? <Text className='order__fact'>{SHOP_TEXT.shippedAt(o.shippedAt.slice(0, 16))}</Text> : null}
            {o.tracking ? <Text className='order__fact order__tracking' selectable>{SHOP_TEXT.tracking(o.tracking)}</Text> : null}
            {o.receivedAt ? <Text className='order__fact'>{SHOP_TEXT.receivedAt(o.receivedAt.slice(0, 16))}</Text> : null}
          </View>
          {view.receivable ? (
            <View role='button' className={`order__receive${view.busy ? ' order__receive--busy' : ''}`} onClick={() => void view.receive()}>{SHOP_TEXT.receive}</View>
          ) : null}
          {view.cancellable ? (
            <View role='button' className={`order__cancel${view.busy ? ' order__cancel--busy' : ''}`} onClick={() => void view.cancel()}>{SHOP_TEXT.cancel}</View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(OrderPage)
