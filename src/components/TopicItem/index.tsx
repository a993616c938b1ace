// A topic in a list: #title#, 'N条帖子', 'N回复' and the 跟帖 button.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import type { Topic } from '@types-api/topics'
import { thumbnail } from '../../../common/image'
import { shortCount } from '../../../common/count'
import './index.scss'

import { FOLLOW_POST } from '../../../common/discover'

export { FOLLOW_POST }

export interface TopicItemProps {
  topic: Topic
  onOpen: (topic: Topic) => void
  onFollow: (topic: Topic) => void
}

export default function TopicItem({ topic, onOpen, onFollow }: TopicItemProps) {
  return (
    <View className='topic-item' onClick={() => onOpen(topic)}>
      <Picture className='topic-item__img' src={thumbnail(topic.image)} mode='aspectFill' lazy />
      <View className='topic-item__body'>
        <Text className='topic-item__title'>#{topic.title}#</Text>
        <View className='topic-item__meta'>
          <Text className='topic-item__count'>{shortCount(topic.postNum)}条帖子</Text>
          <Text className='topic-item__count'>{shortCount(topic.replyNum)}回复</Text>
        </View>
      </View>
      <View className='topic-item__follow' onClick={e => { e.stopPropagation(); onFollow(topic) }}>{FOLLOW_POST}</View>
    </View>
  )
}
