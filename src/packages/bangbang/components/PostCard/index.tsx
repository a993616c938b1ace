// A 社区 post or an exposure in a list: who posted it (and to which community), when, its state
// (待回复 / 已回复 / 已解决; 待核实 / 记者跟进中 / 已解决), the text cut to 4 lines, up to 3 pictures, the
// community's or the journalist's answer in short, 赞 and 评论 (the words at 0). A post of the reader's
// own under review says 审核中. `full`: the detail's header (the whole text, every picture).
import { Text, View } from '@tarojs/components'
import type { BangPost } from '@types-api/community'
import { Picture } from '../../../../platform/picture'
import { image } from '../../../../platform/image'
import { relativeTime } from '../../../../../common/time'
import { countLabel, ANSWER_TEXT, LIST_PICTURES } from '../AnswerCard'
import { UNDER_REVIEW } from '../PoliticsCard'
import { POST_TEXT, postTone } from '../../../../../common/community'
import './index.scss'

export { POST_TEXT } from '../../../../../common/community'

export function StatusTag({ post: p }: { post: BangPost }) {
  return <Text className={`post-status post-status--${postTone(p)}`}>{p.statusText}</Text>
}

/** the community's answer, or the journalist's follow-up */
export function HandlerReply({ post: p, brief = false }: { post: BangPost; brief?: boolean }) {
  const h = p.handler
  if (!h) return null
  return (
    <View className='post-reply'>
      {/* the cut is the body's own (the box's padding would show a third line) */}
      <View className={`post-reply__body${brief ? ' post-reply__body--brief' : ''}`}>
        <Text className='post-reply__label'>{p.kind === 'exposure' ? POST_TEXT.reporterReply : POST_TEXT.communityReply}</Text>
        <Text className='post-reply__who'>{h.username}{h.title ? `（${h.title}）` : ''}：</Text>
        <Text className='post-reply__text' userSelect={!brief}>{h.reply}</Text>
      </View>
      {brief ? null : <Text className='post-reply__time'>{relativeTime(h.time)}</Text>}
    </View>
  )
}

export interface PostCardProps {
  post: BangPost
  full?: boolean
  onOpen?: (p: BangPost) => void
  onAuthor?: (p: BangPost) => void
  onCommunity?: (p: BangPost) => void
}

export default function PostCard({ post: p, full = false, onOpen, onAuthor, onCommunity }: PostCardProps) {
  const pictures = full ? p.images : p.images.slice(0, LIST_PICTURES)
  return (
    <View className={`post-card${full ? ' post-card--full' : ''}`}>
      <View className='post-card__who'>
        <Picture className='post-card__avatar' src={p.userPic} mode='aspectFill' onClick={() => onAuthor?.(p)} />
        <View className='post-card__meta' onClick={() => onAuthor?.(p)}>
          <Text className='post-card__name'>{p.username}</Text>
          <Text className='post-card__line'>{[relativeTime(p.time), p.region ? `来自${p.region}` : ''].filter(Boolean).join(' · ')}</Text>
        </View>
        {p.underReview ? <Text className='post-card__review'>{UNDER_REVIEW}</Text> : <StatusTag post={p} />}
      </View>
      <View className='post-card__body' onClick={() => onOpen?.(p)}>
        <Text className={`post-card__text${full ? '' : ' post-card__text--brief'}`} userSelect={full}>{p.content}</Text>
      </View>
      {pictures.length > 0 ? (
        <View className='post-card__pictures'>
          {pictures.map((src, i) => (
            <Picture key={src} className='post-card__picture' src={src} mode='aspectFill' lazy={!full} onClick={() => image.preview(p.imagesFull, p.imagesFull[i])} />
          ))}
        </View>
      ) : null}
      {full ? null : <View onClick={() => onOpen?.(p)}><HandlerReply post={p} brief /></View>}
      <View className='post-card__foot'>
        {p.community ? <Text className='post-card__community' onClick={() => onCommunity?.(p)}>{p.community.name}</Text> : null}
        <Text className='post-card__reads'>{POST_TEXT.reads(p.readNum)}</Text>
        {full ? null : (
          <>
            <Text className='post-card__count post-card__count--like' onClick={() => onOpen?.(p)}>{countLabel(p.likeNum, ANSWER_TEXT.like)}</Text>
            <Text className='post-card__count post-card__count--comment' onClick={() => onOpen?.(p)}>{countLabel(p.commentNum, ANSWER_TEXT.comment)}</Text>
          </>
        )}
      </View>
    </View>
  )
}
