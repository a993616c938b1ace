// /yu-nong/price?productId=…&marketId=…: a product's price at a market over the last 30 days (a bar a day,
// the latest marked, its high, low and average), and its latest price at the other markets (a tap
// switches to that market's trend).
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PRICE_HISTORY_DAYS, RURAL_TEXT, type FarmPriceHistory } from '@types-api/rural'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { priceHistory } from '../../../../stores/rural'
import { useResource } from '../../../../stores/resource'
import { numberParam } from '../../../../utils/params'
import { trendBars } from '../../trend'
import './index.scss'

const yuan = (n: number | null) => (n === null ? '—' : n.toFixed(2))

function Trend({ h }: { h: FarmPriceHistory }) {
  const bars = trendBars(h.points)
  const summary = `${RURAL_TEXT.trend(PRICE_HISTORY_DAYS.default)}：${RURAL_TEXT.high}${yuan(h.high)}，${RURAL_TEXT.low}${yuan(h.low)}，${RURAL_TEXT.average}${yuan(h.average)}${h.product.unit}`
  return (
    <View className='price-trend'>
      <Text className='price-trend__title'>{RURAL_TEXT.trend(PRICE_HISTORY_DAYS.default)}</Text>
      <View className='price-trend__stats'>
        {([[RURAL_TEXT.high, h.high], [RURAL_TEXT.low, h.low], [RURAL_TEXT.average, h.average]] as const).map(([label, v]) => (
          <View key={label} className='price-trend__stat'>
            <Text className='price-trend__value'>{yuan(v)}</Text>
            <Text className='price-trend__label'>{label}</Text>
          </View>
        ))}
      </View>
      <View className='price-trend__chart' role='img' aria-label={summary}>
        {bars.map((b, i) => (
          <View key={b.day} className={`price-trend__bar${i === bars.length - 1 ? ' price-trend__bar--last' : ''}`} style={{ height: `${b.height}%` }} />
        ))}
      </View>
      {bars.length > 0 ? (
        <View className='price-trend__axis'>
          <Text>{bars[0].day.slice(5)}</Text>
          <Text>{bars[bars.length - 1].day.slice(5)}</Text>
        </View>
      ) : null}
    </View>
  )
}

function PricePage() {
  const { params } = useRouter()
  const productId = numberParam(params.productId)
  const [marketId, setMarketId] = useState<number | undefined>(numberParam(params.marketId) || undefined)
  const history = useResource(priceHistory(productId, marketId))
  const h = history.data
  const last = h?.points[h.points.length - 1]
  return (
    <PageShell route='ruralPrice' title={h ? `${h.product.name}价格走势` : undefined}>
      {!h ? (history.error ? <EmptyState text={history.error} /> : <Skeleton rows={2} />) : (
        <View className='price-page'>
          <View className='price-page__head'>
            <Text className='price-page__product'>{h.product.name}</Text>
            <Text className='price-page__market'>{`${h.market.name}（${h.market.district}）${last ? ` · ${last.day}` : ''}`}</Text>
            {last ? <Text className='price-page__price'>{last.price.toFixed(2)}<Text className='price-page__unit'>{h.product.unit}</Text></Text> : <Text className='price-page__none'>{RURAL_TEXT.noPrices}</Text>}
          </View>
          <Trend h={h} />
          {h.elsewhere.length > 0 ? (
            <View className='price-page__elsewhere'>
              <Text className='price-page__title'>{RURAL_TEXT.elsewhere}</Text>
              {h.elsewhere.map(e => (
                <View key={e.market.id} role='link' className='price-page__row' onClick={() => setMarketId(e.market.id)}>
                  <Text className='price-page__name'>{e.market.name}</Text>
                  <Text className='price-page__day'>{e.day.slice(5)}</Text>
                  <Text className='price-page__value'>{`${e.price.toFixed(2)}${h.product.unit}`}</Text>
                </View>
              ))}
            </View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(PricePage)
