// The swipe topic block: topics side by side, and 查看更多 to all of them.
import { Image, ScrollView, Text, View } from '@tarojs/components'
import type { Topic } from '@types-api/topics'
import { shortCount } from '../../utils/count'
import { thumbnail } from '../../utils/image'
import './index.scss'

export const SEE_MORE = '查看更多'

export interface TopicBlockProps {
  title: string
  topics: Topic[]
  onOpen: (topic: Topic) => void
  onMore: () => void
}

export default function TopicBlock({ title, topics, onOpen, onMore }: TopicBlockProps) {
  if (topics.length === 0) return null
  return (
    <View className='topic-block'>
      <View className='topic-block__head'>
        <Text className='topic-block__title'>{title}</Text>
        <Text className='topic-block__more' onClick={onMore}>{SEE_MORE}</Text>
      </View>
      <ScrollView className='topic-block__scroll' scrollX enhanced showScrollbar={false}>
        <View className='topic-block__row'>
          {topics.map(t => (
            <View key={t.id} className='topic-block__card' onClick={() => onOpen(t)}>
              <Image className='topic-block__img' src={thumbnail(t.image)} mode='aspectFill' lazyLoad />
              <Text className='topic-block__name'>#{t.title}#</Text>
              <Text className='topic-block__count'>{shortCount(t.postNum)}条帖子</Text>
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  )
}
