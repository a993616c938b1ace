// The swipe topic block: topics side by side, and 查看更多 to all of them.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import type { Topic } from '@types-api/topics'
import ScrollBlock from '../ScrollBlock'
import { shortCount } from '../../../common/count'
import { thumbnail } from '../../../common/image'
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
    <ScrollBlock title={title} more={SEE_MORE} onMore={onMore} strongMore>
      {topics.map(t => (
        <View key={t.id} className='topic-block__card' onClick={() => onOpen(t)}>
          <Picture className='topic-block__img' src={thumbnail(t.image)} mode='aspectFill' lazy />
          <Text className='topic-block__name'>#{t.title}#</Text>
          <Text className='topic-block__count'>{shortCount(t.postNum)}条帖子</Text>
        </View>
      ))}
    </ScrollBlock>
  )
}
