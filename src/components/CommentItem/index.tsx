// One comment: who, their words, likes, when and where, reply / delete (own) / report, and its first
// replies with the link to all of them.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import { observer } from 'mobx-react-lite'
import type { Comment } from '@types-api/interaction'
import { relativeTime } from '../../../common/time'
import { COMMENT_TEXT } from '../../utils/interaction-text'
import type { CommentItemProps } from './types'
import './index.scss'

export type { CommentActions, CommentItemProps } from './types'

function Reply({ reply, onTap }: { reply: Comment; onTap: () => void }) {
  return (
    <View className='comment-item__reply' onClick={onTap}>
      <Text className='comment-item__reply-name'>{reply.nickname}</Text>
      {reply.beCommenter ? (
        <>
          <Text className='comment-item__reply-to'> {COMMENT_TEXT.reply} </Text>
          <Text className='comment-item__reply-name'>{reply.beCommenter}</Text>
        </>
      ) : null}
      <Text className='comment-item__reply-text'>：{reply.sayText}</Text>
    </View>
  )
}

function CommentItem({ comment: c, actions, showReplies = true }: CommentItemProps) {
  const stop = (fn: () => void) => (e: { stopPropagation?: () => void }) => {
    e.stopPropagation?.()
    fn()
  }
  return (
    <View className={`comment-item${c.isGood ? ' comment-item--good' : ''}`}>
      <Picture className='comment-item__avatar' src={c.userPic} mode='aspectFill' />
      <View className='comment-item__main'>
        <View className='comment-item__head'>
          <Text className='comment-item__name'>{c.nickname}</Text>
          {c.isGood ? <Text className='comment-item__good'>{COMMENT_TEXT.good}</Text> : null}
          {/* held for a moderator: its writer alone sees it, and nobody can like or answer it yet */}
          {c.underReview ? <Text className='comment-item__review'>{COMMENT_TEXT.underReview}</Text> : (
            <View
              role='button'
              aria-label={`${COMMENT_TEXT.like}${c.zcNum > 0 ? ` ${c.zcNum}` : ''}`}
              aria-pressed={!!c.isDoLike}
              className={`comment-item__like${c.isDoLike ? ' comment-item__like--on' : ''}`}
              onClick={stop(() => actions.like(c))}
            >
              <View className='comment-item__like-icon' />
              <Text className='comment-item__like-count'>{c.zcNum > 0 ? c.zcNum : ''}</Text>
            </View>
          )}
        </View>
        <Text className='comment-item__text' userSelect onClick={() => { if (!c.underReview) actions.reply(c) }}>
          {c.beCommenter ? <Text className='comment-item__to'>{COMMENT_TEXT.replyTo(c.beCommenter)}：</Text> : null}
          {c.sayText}
        </Text>
        {showReplies && c.subComments.length > 0 ? (
          <View className='comment-item__replies'>
            {c.subComments.map(r => <Reply key={r.id} reply={r} onTap={() => actions.reply(r)} />)}
            {c.hasMoreSubComments ? (
              <Text className='comment-item__all' onClick={() => actions.openThread(c)}>{COMMENT_TEXT.allReplies}</Text>
            ) : null}
          </View>
        ) : null}
        <View className='comment-item__foot'>
          {c.region ? <Text className='comment-item__region'>{c.region}</Text> : null}
          <Text className='comment-item__time'>{relativeTime(c.sayTime)}</Text>
          {c.underReview ? null : <Text className='comment-item__action' onClick={() => actions.reply(c)}>{COMMENT_TEXT.reply}</Text>}
          {c.belongMyself ? (
            <Text className='comment-item__action comment-item__action--delete' onClick={() => actions.remove(c)}>{COMMENT_TEXT.delete}</Text>
          ) : (
            <Text className='comment-item__action comment-item__action--report' onClick={() => actions.report(c)}>{COMMENT_TEXT.report}</Text>
          )}
        </View>
      </View>
    </View>
  )
}

export default observer(CommentItem)
