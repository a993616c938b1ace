// Under the article: the like button with 'N人喜欢', then the disclaimer.
import { Text, View } from '@tarojs/components'
import { LIKE_TEXT } from '../../utils/interaction-text'
import './index.scss'

export interface LikeBlockProps {
  liked: boolean
  count: number
  /** the notice under it, or its notices one after another */
  disclaimer: string | readonly string[]
  onLike: () => void
}

export default function LikeBlock({ liked, count, disclaimer, onLike }: LikeBlockProps) {
  return (
    <View className='like-block'>
      <View role='button' className={`like-block__button${liked ? ' like-block__button--on' : ''}`} onClick={onLike}>
        <View className='like-block__heart' />
        <Text className='like-block__count'>{LIKE_TEXT.people(count)}</Text>
      </View>
      {(typeof disclaimer === 'string' ? [disclaimer] : disclaimer).filter(Boolean).map(d => <Text key={d} className='like-block__disclaimer'>{d}</Text>)}
    </View>
  )
}
