// A question's header (community-side spec §2): who asked and when, 【N回答】, 来自{region}, 我来回答 (Q&A)
// or 回复 (where the item takes replies), and its tag: 已回复 when answered and not taking replies,
// otherwise its status where it takes replies. Then the question itself and whom it was put to.
import { Text, View } from '@tarojs/components'
import { askedToTitle, type QaQuestionHeader } from '@types-api/qa'
import { HEADER_TEXT, headerTag } from '../../../../../common/qa'
import { Picture } from '../../../../platform/picture'
import { image } from '../../../../platform/image'
import { relativeTime } from '../../../../../common/time'
import { UNDER_REVIEW } from '../PoliticsCard'
import AttachedVideo from '../AttachedVideo'
import './index.scss'

export { HEADER_TEXT, headerTag } from '../../../../../common/qa'

export interface QuestionHeaderProps {
  header: QaQuestionHeader
  /** 我来回答 (Q&A) */
  onAnswer?: () => void
  /** 回复, where the item takes replies */
  onReply?: () => void
  /** the text in full (detail) or cut to 3 lines (an answer's page, under which the answer is the point) */
  brief?: boolean
  onOpen?: () => void
}

export default function QuestionHeader({ header: h, onAnswer, onReply, brief = false, onOpen }: QuestionHeaderProps) {
  const tag = h.underReview ? UNDER_REVIEW : headerTag(h)
  return (
    <View className='question-header'>
      <View className='question-header__who'>
        <Picture className='question-header__avatar' src={h.userPic} mode='aspectFill' />
        <View className='question-header__meta'>
          <Text className='question-header__name'>{h.nickname}</Text>
          <Text className='question-header__line'>
            {relativeTime(h.time)} {HEADER_TEXT.answers(h.replyNum)}{h.region ? ` ${HEADER_TEXT.from(h.region)}` : ''}
          </Text>
        </View>
        {tag ? <Text className={`question-header__tag${h.underReview ? ' question-header__tag--off' : ''}`}>{tag}</Text> : null}
      </View>
      <Text className={`question-header__content${brief ? ' question-header__content--brief' : ''}`} userSelect onClick={onOpen}>{h.content}</Text>
      {h.questionImageThumbs.length > 0 ? (
        <View className='question-header__pictures'>
          {h.questionImageThumbs.map((src, i) => (
            <Picture key={src} className='question-header__picture' src={src} mode='aspectFill' onClick={() => image.preview(h.questionImageAttachments, h.questionImageAttachments[i])} />
          ))}
        </View>
      ) : null}
      {h.questionvideoAttachments ? <AttachedVideo video={h.questionvideoAttachments} /> : null}
      {h.target ? <Text className='question-header__target'>{askedToTitle(h.target)}</Text> : null}
      <View className='question-header__foot'>
        <Text className='question-header__reads'>{HEADER_TEXT.reads(h.readNum)}</Text>
        {onReply && h.isShowReply ? <View role='button' className='question-header__button question-header__button--plain' onClick={onReply}>{HEADER_TEXT.reply}</View> : null}
        {onAnswer && !h.underReview ? <View role='button' className='question-header__button' onClick={onAnswer}>{HEADER_TEXT.answer}</View> : null}
      </View>
    </View>
  )
}
