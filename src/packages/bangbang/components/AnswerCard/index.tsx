// An answer (community-side spec §2 "Answer card"): who (their tag: 记者 blue, other types red; job),
// when and where; the text, cut to 8 lines in lists with 查看全文 once it reaches 8 lines; up to 3
// pictures in lists (all on the detail); 赞 and 评论 (the words at 0). The asker may pin it.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { QaAnswer } from '@types-api/qa'
import { Picture } from '../../../../platform/picture'
import { image } from '../../../../platform/image'
import { relativeTime } from '../../../../../common/time'
import { ANSWER_TEXT, LONG_LINES, LIST_PICTURES, tagTone, countLabel } from '../../../../../common/qa'
import { useLayoutQuery, type Rect } from '../../../../utils/measure'
import { UNDER_REVIEW } from '../PoliticsCard'
import AttachedVideo from '../AttachedVideo'
import './index.scss'

export { ANSWER_TEXT, LONG_LINES, LIST_PICTURES, tagTone, countLabel } from '../../../../../common/qa'

/** a user type's tag (记者, 专家 …) */
export function TypeTag({ label, code }: { label: string; code: QaAnswer['userTypeCode'] }) {
  return label ? <Text className={`qa-type qa-type--${tagTone(code)}`}>{label}</Text> : null
}


export interface AnswerCardProps {
  answer: QaAnswer
  /** in a list: cut to 8 lines, 3 pictures */
  brief?: boolean
  onOpen?: (a: QaAnswer) => void
  onAuthor?: (a: QaAnswer) => void
  /** the asker's control */
  onPin?: (a: QaAnswer) => void
}

export default function AnswerCard({ answer: a, brief = false, onOpen, onAuthor, onPin }: AnswerCardProps) {
  const id = `answer-${a.answerId}`
  const [long, setLong] = useState(false)
  const query = useLayoutQuery()
  useEffect(() => {
    if (!brief) return
    // the cut text is 8 lines high exactly when the text has 8 lines or more (the ruler is one line)
    const t = setTimeout(() => query<[Rect | null, Rect | null]>([{ selector: `#${id} .answer-card__text` }, { selector: `#${id} .answer-card__ruler` }], ([text, line]) => {
      if (text && line && line.height > 0) setLong(text.height >= (LONG_LINES - 0.5) * line.height)
    }), 0)
    return () => clearTimeout(t)
  }, [brief, a.content, id, query])
  const pictures = brief ? a.attachmentPic.slice(0, LIST_PICTURES) : a.attachmentPic
  return (
    <View className='answer-card' id={id}>
      <View className='answer-card__who' onClick={() => onAuthor?.(a)}>
        <Picture className='answer-card__avatar' src={a.userPic} mode='aspectFill' />
        <View className='answer-card__meta'>
          <View className='answer-card__name-line'>
            <Text className='answer-card__name'>{a.username}</Text>
            <TypeTag label={a.userType} code={a.userTypeCode} />
            {a.pinned ? <Text className='answer-card__pinned'>{ANSWER_TEXT.pinned}</Text> : null}
          </View>
          <Text className='answer-card__line'>{[a.job, relativeTime(a.time), a.region].filter(Boolean).join(' · ')}</Text>
        </View>
        {a.underReview ? <Text className='answer-card__review'>{UNDER_REVIEW}</Text> : null}
      </View>
      <View className='answer-card__body' onClick={() => onOpen?.(a)}>
        <View className='answer-card__ruler' />
        <Text className={`answer-card__text${brief ? ' answer-card__text--brief' : ''}`} userSelect={!brief}>{a.content}</Text>
        {brief && long ? <Text className='answer-card__full'>{ANSWER_TEXT.full}</Text> : null}
      </View>
      {pictures.length > 0 ? (
        <View className='answer-card__pictures'>
          {pictures.map((src, i) => (
            <Picture key={src} className='answer-card__picture' src={src} mode='aspectFill' onClick={() => image.preview(a.attachmentPicFull, a.attachmentPicFull[i])} />
          ))}
        </View>
      ) : null}
      {a.attachmentVideoInfo ? <AttachedVideo className='answer-card__video' video={a.attachmentVideoInfo} /> : null}
      <View className='answer-card__foot'>
        {onPin && !a.underReview ? (
          <View role='button' className='answer-card__pin' onClick={() => onPin(a)}>{a.pinned ? ANSWER_TEXT.unpin : ANSWER_TEXT.pin}</View>
        ) : null}
        <Text className='answer-card__count answer-card__count--like'>{countLabel(a.likeNum, ANSWER_TEXT.like)}</Text>
        <Text className='answer-card__count answer-card__count--comment' onClick={() => onOpen?.(a)}>{countLabel(a.commentNum, ANSWER_TEXT.comment)}</Text>
      </View>
    </View>
  )
}
