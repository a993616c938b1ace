// A topic in a list: #title#, 'N条帖子', 'N回复' and the 跟帖 button.
import { Image, Text, View } from '@tarojs/components'
import type { Topic } from '@types-api/topics'
import { thumbnail } from '../../utils/image'
import { shortCount } from '../../utils/count'
import './index.scss'

export const FOLLOW_POST = '跟帖'

export interface TopicItemProps {
  topic: Topic
  onOpen: (topic: Topic) => void
  onFollow: (topic: Topic) => void
}

export default function TopicItem({ topic, onOpen, onFollow }: TopicItemProps) {
  return (
    <View className='topic-item' onClick={() => onOpen(topic)}>
      <Image className='topic-item__img' src={thumbnail(topic.image)} mode='aspectFill' lazyLoad />
      <View className='topic-item__body'>
        <Text className='topic-item__title'>#{topic.title}#</Text>
        <View className='topic-item__meta'>
          <Text>{shortCount(topic.postNum)}条帖子</Text>
          <Text>{shortCount(topic.replyNum)}回复</Text>
        </View>
      </View>
      <View className='topic-item__follow' onClick={e => { e.stopPropagation(); onFollow(topic) }}>{FOLLOW_POST}</View>
    </View>
  )
}
