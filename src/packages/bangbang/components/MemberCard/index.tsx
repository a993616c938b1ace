// A journalist or expert who joined: who they are (tag: 记者 blue, others red), their job and what they
// answer, how many answers, and 提问 to put a question to them. Tapping them opens their home (or says
// why it cannot be opened).
import { Text, View } from '@tarojs/components'
import type { QaMember } from '@types-api/qa'
import { Picture } from '../../../../platform/picture'
import { TypeTag } from '../AnswerCard'
import { MEMBER_TEXT } from '../../../../../common/qa'
import './index.scss'

export { MEMBER_TEXT }

export default function MemberCard({ member: m, onOpen, onAsk }: { member: QaMember; onOpen: (m: QaMember) => void; onAsk: (m: QaMember) => void }) {
  return (
    <View className='member-card' onClick={() => onOpen(m)}>
      <Picture className='member-card__avatar' src={m.userPic} mode='aspectFill' />
      <View className='member-card__body'>
        <View className='member-card__name-line'>
          <Text className='member-card__name'>{m.username}</Text>
          <TypeTag label={m.userType} code={m.userTypeCode} />
        </View>
        <Text className='member-card__job'>{m.job}</Text>
        {m.introduction ? <Text className='member-card__intro'>{m.introduction}</Text> : null}
        <Text className='member-card__count'>{MEMBER_TEXT.answers(m.answerNum)}</Text>
      </View>
      <View role='button' className='member-card__ask' onClick={e => { e.stopPropagation?.(); onAsk(m) }}>{MEMBER_TEXT.ask}</View>
    </View>
  )
}
