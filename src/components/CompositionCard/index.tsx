// A composition in a list or a ranking: its rank (the top three in red) when ranked, the title, the first
// line of the text, the pupil's pen name, grade and school, its state where it is not plainly public, the
// teacher's score, and the first photographed page.
import { Text, View } from '@tarojs/components'
import type { CompositionCard as Card, RankedCard } from '@types-api/composition'
import { Picture } from '../../platform/picture'
import { shortCount } from '../../../common/count'
import './index.scss'

export const COMPOSITION_CARD_TEXT = {
  score: (n: number) => `${n}分`,
  views: (n: number) => `${shortCount(n)}阅读`,
  heat: (n: number) => `${shortCount(n)}人气`,
} as const

export interface CompositionCardProps {
  item: Card | RankedCard
  onOpen: (item: Card) => void
  /** what a ranking ranks by: the popularity's figure, or the score */
  ranked?: 'popularity' | 'score'
  /** the reader's own list: every state is shown (草稿, 待老师点评, 退回修改 …) */
  own?: boolean
}

export default function CompositionCard({ item, onOpen, ranked, own }: CompositionCardProps) {
  const rank = 'rank' in item ? item.rank : 0
  return (
    <View className='composition-card' onClick={() => onOpen(item)}>
      {rank ? <Text className={`composition-card__rank${rank <= 3 ? ' composition-card__rank--top' : ''}`}>{rank}</Text> : null}
      <View className='composition-card__body'>
        <Text className='composition-card__title'>{item.title}</Text>
        <Text className='composition-card__summary'>{item.summary}</Text>
        <View className='composition-card__meta'>
          <Text className='composition-card__author'>{item.penName} · {item.grade} · {item.school.name}</Text>
          {own || item.status === 'printed' || item.status === 'recommended' ? <Text className={`composition-card__mark composition-card__mark--${item.status}`}>{item.statusLabel}</Text> : null}
        </View>
        <View className='composition-card__figures'>
          {item.score !== null ? <Text className='composition-card__score'>{COMPOSITION_CARD_TEXT.score(item.score)}</Text> : null}
          <Text>{ranked === 'popularity' && 'value' in item ? COMPOSITION_CARD_TEXT.heat(item.value) : COMPOSITION_CARD_TEXT.views(item.views)}</Text>
        </View>
      </View>
      {item.cover ? <Picture className='composition-card__img' src={item.cover} mode='aspectFill' lazy /> : null}
    </View>
  )
}
