// A VR panorama: a wide picture with the VR mark.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import type { NewsItem } from '@types-api/news'
import { thumbnail } from '../../../common/image'
import { relativeTime } from '../../../common/time'
import './index.scss'

export interface VrCardProps {
  item: NewsItem
  onOpen: (item: NewsItem) => void
}

export default function VrCard({ item, onOpen }: VrCardProps) {
  return (
    <View className='vr-card' onClick={() => onOpen(item)}>
      <View className='vr-card__cover'>
        <Picture className='vr-card__img' src={thumbnail(item.imageUrl[0] ?? '')} mode='aspectFill' lazy />
        <Text className='vr-card__mark'>VR 360°</Text>
      </View>
      <Text className='vr-card__title'>{item.title}</Text>
      <Text className='vr-card__meta'>{relativeTime(item.publishTime)}</Text>
    </View>
  )
}
