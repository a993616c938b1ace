// The bar under a story: 我来说两句 (hidden when the story takes no comments), the comment count
// badge, the like and sharing; on the newsroom's preview of a story, a notice that it is a preview instead.
import { Text, View } from '@tarojs/components'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import { commentBadge } from '../../../../../common/detail-rules'
import { PREVIEW_NOTICE } from '../../../../../common/detail-rules'
import './index.scss'

export interface CommentBarProps {
  allowPl: boolean
  count: number
  liked: boolean
  /** a placeholder other than 我来说两句 (a reply page names whom it answers) */
  placeholder?: string
  onWrite: () => void
  onComments: () => void
  /** no like button where the page has nothing to like (a thread) */
  onLike?: () => void
  onShare?: () => void
  /** on the black picture pages */
  dark?: boolean
  /** the newsroom's preview: no comments, likes or sharing, and the page says what it is */
  preview?: boolean
}

export default function CommentBar({ allowPl, count, liked, placeholder = COMMENT_TEXT.placeholder, onWrite, onComments, onLike, onShare, dark = false, preview = false }: CommentBarProps) {
  const badge = commentBadge(count)
  if (preview) {
    return (
      <>
        <View className='comment-bar__space' />
        <View className='comment-bar comment-bar--preview' role='status'><Text>{PREVIEW_NOTICE}</Text></View>
      </>
    )
  }
  return (
    <>
      <View className='comment-bar__space' />
      <View className={`comment-bar${dark ? ' comment-bar--dark' : ''}`}>
        {allowPl ? (
          <View className='comment-bar__input' onClick={onWrite}>
            <View className='comment-bar__pen' />
            <Text>{placeholder}</Text>
          </View>
        ) : <View className='comment-bar__input comment-bar__input--none' />}
        <View role='button' className='comment-bar__icon comment-bar__icon--comment' onClick={onComments} aria-label={badge ? `评论 ${badge}` : '评论'}>
          {badge ? <Text className='comment-bar__badge'>{badge}</Text> : null}
        </View>
        {onLike ? (
          <View role='button' className={`comment-bar__icon comment-bar__icon--like${liked ? ' comment-bar__icon--liked' : ''}`} onClick={onLike} aria-label='点赞' />
        ) : null}
        {onShare ? <View role='button' className='comment-bar__icon comment-bar__icon--share' onClick={onShare} aria-label='分享' /> : null}
      </View>
    </>
  )
}
