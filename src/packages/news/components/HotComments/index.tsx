// 热门评论: the two most liked comments, with the link to all comments when there are more; an
// empty story invites the first comment.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Comment } from '@types-api/interaction'
import CommentItem, { type CommentActions } from '../../../../components/CommentItem'
import { COMMENT_TEXT, HOT_SHOWN } from '../../../../utils/interaction-text'
import '../../../../components/CommentBlock/index.scss'

export interface HotCommentsProps {
  hot: Comment[]
  actions: CommentActions
  onMore: () => void
  /** tapping the empty state starts the first comment */
  onFirst?: () => void
}

function HotComments({ hot, actions, onMore, onFirst }: HotCommentsProps) {
  return (
    <View className='comment-block comment-block--hot'>
      <View className='comment-block__head'>
        <Text className='comment-block__title'>{COMMENT_TEXT.hotTitle}</Text>
      </View>
      {hot.length === 0 ? (
        <View className='comment-block__sofa' onClick={onFirst}>{COMMENT_TEXT.hotEmpty}</View>
      ) : (
        hot.slice(0, HOT_SHOWN).map(c => <CommentItem key={c.id} comment={c} actions={actions} />)
      )}
      {hot.length > HOT_SHOWN ? <View role='button' className='comment-block__more' onClick={onMore}>{COMMENT_TEXT.more}</View> : null}
    </View>
  )
}

export default observer(HotComments)
