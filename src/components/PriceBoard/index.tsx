// 今日行情: a market's latest prices, product by product, each with its change against the market's day
// before (up red, down green, as markets in China show them). The home shows the first few of the first
// market's (`preview`); the 今日价格 tab the whole board, by market and category. A row opens the
// product's trend.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PRICE_CATEGORY_CHIPS, RURAL_TEXT, type FarmPrice, type FarmPriceBoard, type ProductCategory } from '@types-api/rural'
import Tabs from '../Tabs'
import Skeleton from '../Skeleton'
import EmptyState from '../EmptyState'
import { changeText, openPrice, priceBoard } from '../../stores/rural'
import { useResource } from '../../stores/resource'
import './index.scss'

export function PriceRows({ list }: { list: FarmPrice[] }) {
  return (
    <View className='price-board__rows'>
      {list.map(p => {
        const trend = p.change === null || p.change === 0 ? 'flat' : p.change > 0 ? 'up' : 'down'
        return (
          <View key={`${p.productId}-${p.marketId}`} role='link' className='price-board__row' onClick={() => openPrice(p)}>
            <Text className='price-board__product'>{p.product}</Text>
            <Text className='price-board__price'>{p.price.toFixed(2)}<Text className='price-board__unit'>{p.unit}</Text></Text>
            <Text className={`price-board__change price-board__change--${trend}`}>{changeText(p.change, RURAL_TEXT.unchanged)}</Text>
          </View>
        )
      })}
    </View>
  )
}

/** the home's block: the first `count` of a board it was given, and the way to the whole board */
export function PricePreview({ board, count, onMore }: { board: FarmPriceBoard; count: number; onMore?: () => void }) {
  if (board.list.length === 0) return null
  return (
    <View className='price-board price-board--preview'>
      <View className='price-board__head'>
        <Text className='price-board__title'>{RURAL_TEXT.prices}</Text>
        <Text className='price-board__market'>{`${board.market.name} · ${board.day ?? ''}`}</Text>
        {onMore ? <View role='link' className='price-board__more' onClick={onMore}>{RURAL_TEXT.morePrices}</View> : null}
      </View>
      <PriceRows list={board.list.slice(0, count)} />
    </View>
  )
}

type CategoryKey = ProductCategory | 'all'

/** the whole board: the markets as tabs, the categories as chips */
function PriceBoard() {
  const [marketId, setMarketId] = useState<number | undefined>(undefined)
  const [category, setCategory] = useState<CategoryKey>('all')
  const board = useResource(priceBoard(marketId, category === 'all' ? undefined : category))
  // the markets (the first market's whole board has them) stay while another market's board loads
  const markets = useResource(priceBoard()).data?.markets ?? []
  const b = board.data
  const activeMarket = marketId ?? markets[0]?.id ?? 0
  return (
    <View className='price-board'>
      {markets.length > 0 ? <Tabs items={markets.map(m => ({ key: m.id, title: m.name }))} active={activeMarket} onChange={setMarketId} /> : null}
      <View className='price-board__chips'>
        {PRICE_CATEGORY_CHIPS.map(c => (
          <View key={c.key} role='button' aria-pressed={c.key === category} className={`price-board__chip${c.key === category ? ' price-board__chip--on' : ''}`} onClick={() => setCategory(c.key)}>
            {c.title}
          </View>
        ))}
      </View>
      {!b ? (board.error ? <EmptyState text={board.error} /> : <Skeleton />) : b.list.length === 0 ? <EmptyState text={RURAL_TEXT.noPrices} /> : (
        <>
          <View className='price-board__head'>
            <Text className='price-board__market'>{`${b.market.name}（${b.market.district}） · ${b.day ?? ''}`}</Text>
          </View>
          <PriceRows list={b.list} />
        </>
      )}
    </View>
  )
}

export default observer(PriceBoard)
