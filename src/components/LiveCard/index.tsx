// A live broadcast: 直播中; 未开始 with 'N人想看'; 回放 with 'N人看过'.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import type { NewsItem } from '@types-api/news'
import { thumbnail } from '../../../common/image'
import { shortCount } from '../../../common/count'
import './index.scss'

export const LIVE_STATE = { 1: '直播中', 0: '未开始', 2: '回放' } as const

export function liveStateText(liveType: number | undefined): string {
  return LIVE_STATE[(liveType ?? 2) as 0 | 1 | 2] ?? LIVE_STATE[2]
}

/** the count line under the state: who wants to watch an upcoming broadcast, who watched a replay */
export function liveCountText(item: Pick<NewsItem, 'liveType' | 'appointmentNum' | 'pv'>): string {
  if (item.liveType === 0) return `${shortCount(item.appointmentNum ?? 0)}人想看`
  if (item.liveType === 2) return `${shortCount(item.pv)}人看过`
  return `${shortCount(item.pv)}人在看`
}

export interface LiveCardProps {
  item: NewsItem
  onOpen: (item: NewsItem) => void
}

export default function LiveCard({ item, onOpen }: LiveCardProps) {
  const state = item.liveType ?? 2
  return (
    <View className='live-card' onClick={() => onOpen(item)}>
      <View className='live-card__cover'>
        <Picture className='live-card__img' src={thumbnail(item.imageUrl[0] ?? '')} mode='aspectFill' lazy />
        <Text className={`live-card__state live-card__state--${state}`}>{liveStateText(state)}</Text>
        <Text className='live-card__count'>{liveCountText(item)}</Text>
      </View>
      <Text className='live-card__title'>{item.title}</Text>
      {state === 0 && item.startTime ? <Text className='live-card__start'>开播时间 {item.startTime.slice(5, 16)}</Text> : null}
    </View>
  )
}
