// A question in the Q&A lists: over it, whom it was put to (topTitle); the question; the reply of the
// one it was put to, else the pinned or latest answer with who wrote it (and their tag); 【N回答】,
// readings and when; a 乡村帮帮 question its category. The asker's own question under review says 审核中.
import { Text, View } from '@tarojs/components'
import type { QaQuestionItem } from '@types-api/qa'
import { relativeTime } from '../../../../../common/time'
import { Picture } from '../../../../platform/picture'
import { HEADER_TEXT } from '../QuestionHeader'
import { UNDER_REVIEW } from '../PoliticsCard'
import { NO_ANSWER, NO_QUESTIONS } from '../../../../../common/qa'
import './index.scss'

export { NO_ANSWER, NO_QUESTIONS }

export default function QaQuestionCard({ item: q, onOpen }: { item: QaQuestionItem; onOpen: (q: QaQuestionItem) => void }) {
  return (
    <View className='qa-card' onClick={() => onOpen(q)}>
      {q.topTitle ? <Text className='qa-card__top-title'>{q.topTitle}</Text> : null}
      <View className='qa-card__head'>
        <Text className='qa-card__icon'>问</Text>
        {q.category ? <Text className='qa-card__category'>{q.category}</Text> : null}
        <Text className='qa-card__question'>{q.question}</Text>
        {q.underReview ? <Text className='qa-card__review'>{UNDER_REVIEW}</Text> : null}
        {q.titleImage ? (
          <View className='qa-card__media'>
            <Picture className='qa-card__image' src={q.titleImage} mode='aspectFill' lazy />
            {q.hasVideo ? <View className='qa-card__play' /> : null}
          </View>
        ) : null}
      </View>
      <View className='qa-card__answer'>
        {q.reply ? (
          <Text className='qa-card__answer-text qa-card__answer-text--reply'>
            <Text className='qa-card__answerer'>{HEADER_TEXT.repliedBy(q.target)}</Text>{q.reply}
          </Text>
        ) : q.answer ? (
          <Text className='qa-card__answer-text'>
            <Text className='qa-card__answerer'>{q.answerer}{q.answererType ? `（${q.answererType}）` : ''}：</Text>{q.answer}
          </Text>
        ) : <Text className='qa-card__none'>{NO_ANSWER}</Text>}
      </View>
      <Text className='qa-card__meta'>{HEADER_TEXT.answers(q.replyNum)} {HEADER_TEXT.reads(q.readNum)} · {relativeTime(q.time)}</Text>
    </View>
  )
}
