// A video in the 影像 video list: the cover with a play mark, its duration and reads.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import type { NewsItem } from '@types-api/news'
import { thumbnail } from '../../../common/image'
import { shortCount } from '../../../common/count'
import './index.scss'

export interface VideoCardProps {
  item: NewsItem
  onOpen: (item: NewsItem) => void
}

export default function VideoCard({ item, onOpen }: VideoCardProps) {
  return (
    <View className='video-card' onClick={() => onOpen(item)}>
      <View className='video-card__cover'>
        <Picture className='video-card__img' src={thumbnail(item.imageUrl[0] ?? '')} mode='aspectFill' lazy />
        <Text className='video-card__title'>{item.title}</Text>
        <View className='video-card__play' />
        {item.videoTime ? <Text className='video-card__time'>{item.videoTime}</Text> : null}
      </View>
      <View className='video-card__meta'>
        <Text>{shortCount(item.pv)}次播放</Text>
        {item.label ? <Text className='video-card__label'>{item.label}</Text> : null}
      </View>
    </View>
  )
}
