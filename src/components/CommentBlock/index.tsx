// 全部评论: the story's comments with their count. A preview shows the first few with 查看更多 from
// PREVIEW_COMMENTS on; the full list (CommentPage, the video and live comment tabs) pages to its end.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Comment } from '@types-api/interaction'
import CommentItem, { type CommentActions } from '../CommentItem'
import EmptyState from '../EmptyState'
import { FIRST_VIEW_ITEMS } from '../ChunkedList'
import { useProgressive } from '../../utils/use-later'
import { COMMENT_TEXT, PREVIEW_COMMENTS } from '../../utils/interaction-text'
import './index.scss'

export interface CommentBlockProps {
  comments: Comment[]
  total: number
  actions: CommentActions
  /** show the first few and a link to all of them */
  preview?: boolean
  onMore?: () => void
  title?: string
  /** what an empty list says (BangBang's: 赶紧抢个沙发吧～) */
  emptyText?: string
}

function CommentBlock({ comments, total, actions, preview = false, onMore, title = COMMENT_TEXT.title, emptyText = COMMENT_TEXT.empty }: CommentBlockProps) {
  // a page of comments (with their first replies) is drawn a screen at a time, a step per task (a preview's too)
  const count = useProgressive(comments.length, FIRST_VIEW_ITEMS, FIRST_VIEW_ITEMS)
  const shown = comments.slice(0, preview ? Math.min(count, PREVIEW_COMMENTS) : count)
  return (
    <View className='comment-block' id='comments'>
      <View className='comment-block__head'>
        <Text className='comment-block__title'>{title}</Text>
        {total > 0 ? <Text className='comment-block__count'>{total}</Text> : null}
      </View>
      {shown.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        shown.map(c => <CommentItem key={c.id} comment={c} actions={actions} />)
      )}
      {preview && comments.length >= PREVIEW_COMMENTS && onMore ? (
        <View role='button' className='comment-block__more' onClick={onMore}>{COMMENT_TEXT.more}</View>
      ) : null}
    </View>
  )
}

export default observer(CommentBlock)
