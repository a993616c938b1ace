// A hot-list entry: its rank (the top three in red), the title and how many read it.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import type { NewsItem } from '@types-api/news'
import { thumbnail } from '../../../common/image'
import { shortCount } from '../../../common/count'
import './index.scss'

export interface RankCardProps {
  item: NewsItem
  rank: number
  onOpen: (item: NewsItem) => void
}

export default function RankCard({ item, rank, onOpen }: RankCardProps) {
  return (
    <View className='rank-card' onClick={() => onOpen(item)}>
      <Text className={`rank-card__rank${rank <= 3 ? ' rank-card__rank--top' : ''}`}>{rank}</Text>
      <View className='rank-card__body'>
        <Text className='rank-card__title'>{item.title}</Text>
        <Text className='rank-card__heat'>{shortCount(item.pv)}热度</Text>
      </View>
      {item.imageUrl[0] ? <Picture className='rank-card__img' src={thumbnail(item.imageUrl[0])} mode='aspectFill' lazy /> : null}
    </View>
  )
}
