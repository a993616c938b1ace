// /AccumulatedPoints/convertgoods?id=…: confirming an exchange — the goods, how many (within the stock,
// the per-reader limit and 10), an address for a physical good, what it costs against the reader's
// points; 确认兑换 sends it once (its idempotency key kept across retries) and the order's page follows.
// Login first.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { Picture } from '../../../../platform/picture'
import { TextArea } from '../../../../platform/text-area'
import { pointsView } from '../../../../stores/points'
import { useResource } from '../../../../stores/resource'
import { sessionStore } from '../../../../stores/session'
import { ExchangeForm, SHOP_TEXT, goodsDetail, maxQuantity } from '../../../../stores/shop'
import { thumbnail } from '../../../../../common/image'
import './index.scss'
import { numberParam } from '../../../../utils/params'

/** the address field's limit (the server's) */
const ADDRESS_MAX = 200

function ConvertPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const form = useMemo(() => new ExchangeForm(id), [id])
  const detail = useResource(goodsDetail(id))
  const summary = useResource(sessionStore.loggedIn ? pointsView().summary : null)
  const g = detail.data
  const balance = summary?.data?.credit
  const total = g ? g.price * form.quantity : 0
  const short = balance !== undefined && total > balance ? total - balance : 0
  const max = g ? maxQuantity(g) : 0
  return (
    <PageShell route='ShopConvert'>
      {!g ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={4} />) : (
        <View className='convert'>
          <View className='convert__goods'>
            <Picture className='convert__cover' src={thumbnail(g.cover, 20)} mode='aspectFill' />
            <View className='convert__main'>
              <Text className='convert__title'>{g.title}</Text>
              <Text className='convert__price'>{SHOP_TEXT.points(g.price)}</Text>
            </View>
          </View>
          <View className='convert__row'>
            <Text className='convert__label'>{SHOP_TEXT.quantity}</Text>
            <View className='convert__stepper'>
              <View role='button' aria-label='减少' aria-disabled={form.quantity <= 1} className={`convert__step${form.quantity <= 1 ? ' convert__step--off' : ''}`} onClick={() => form.setQuantity(form.quantity - 1, g)}>−</View>
              <Input className='convert__count' type='number' value={String(form.quantity)} onBlur={e => form.setQuantity(Number(e.detail.value) || 1, g)} />
              <View role='button' aria-label='增加' aria-disabled={form.quantity >= max} className={`convert__step convert__step--plus${form.quantity >= max ? ' convert__step--off' : ''}`} onClick={() => form.setQuantity(form.quantity + 1, g)}>+</View>
            </View>
          </View>
          {g.perUser > 0 ? <Text className='convert__note'>{SHOP_TEXT.perUser(g.perUser)}</Text> : null}
          {g.kind === 'physical' ? (
            <View className='convert__address'>
              <Text className='convert__label'>{SHOP_TEXT.address}</Text>
              <TextArea className='convert__textarea' value={form.address} maxLength={ADDRESS_MAX} placeholder={SHOP_TEXT.addressHint} onInput={text => form.setAddress(text)} />
            </View>
          ) : null}
          <View className='convert__sum'>
            <Text className='convert__total'>{SHOP_TEXT.total(total)}</Text>
            {balance !== undefined ? <Text className='convert__balance'>{SHOP_TEXT.balance(balance)}</Text> : null}
            {short > 0 ? <Text className='convert__short'>{SHOP_TEXT.short(short)}</Text> : null}
          </View>
          <View className='convert__bar'>
            <View role='button' aria-disabled={short > 0 || max === 0 || form.busy}
              className={`convert__button${short > 0 || max === 0 || form.busy ? ' convert__button--off' : ''}`}
              onClick={() => { if (short === 0 && max > 0) void form.submit(g) }}>
              {form.busy ? SHOP_TEXT.exchanging : max === 0 ? SHOP_TEXT.soldOut : SHOP_TEXT.confirm}
            </View>
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(ConvertPage)
