// A community's card: its name, district and address, its members and posts, its workers (网格员 …),
// and 加入 (or 已加入 / 进入 when it is the reader's).
import { Text, View } from '@tarojs/components'
import type { Community } from '@types-api/community'
import { Picture } from '../../../../platform/picture'
import { COMMUNITY_CARD_TEXT } from '../../../../../common/community'
import './index.scss'

export { COMMUNITY_CARD_TEXT }

export interface CommunityCardProps {
  community: Community
  /** the reader's own community */
  mine?: boolean
  onOpen: (c: Community) => void
  /** absent: no button */
  onJoin?: (c: Community) => void
}

export default function CommunityCard({ community: c, mine = false, onOpen, onJoin }: CommunityCardProps) {
  return (
    <View className='community-card'>
      <View className='community-card__main' onClick={() => onOpen(c)}>
        <Text className='community-card__name'>{c.name}</Text>
        <Text className='community-card__place'>{c.district} · {c.address}</Text>
        <Text className='community-card__figures'>{COMMUNITY_CARD_TEXT.figures(c)}</Text>
        {c.workers.length > 0 ? (
          <View className='community-card__workers'>
            {c.workers.map(w => (
              <View key={w.userid} className='community-card__worker'>
                <Picture className='community-card__worker-pic' src={w.userPic} mode='aspectFill' />
                <Text className='community-card__worker-name'>{w.username}·{w.title}</Text>
              </View>
            ))}
          </View>
        ) : null}
      </View>
      {mine ? <Text className='community-card__joined'>{COMMUNITY_CARD_TEXT.joined}</Text>
        : onJoin ? <View role='button' className='community-card__join' onClick={() => onJoin(c)}>{COMMUNITY_CARD_TEXT.join}</View> : null}
    </View>
  )
}
