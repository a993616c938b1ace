// The scrollable channel tab bar; the current channel is highlighted and scrolled into view.
import { ScrollView, Text, View } from '@tarojs/components'
import type { Channel } from '@types-api/channel'
import './index.scss'

export interface ChannelTabsProps {
  channels: Channel[]
  activeId: number
  /** display names that differ from channelname (the '国内' channel takes the reader's area) */
  names?: Record<number, string>
  onSelect: (channel: Channel) => void
}

/** element id of a channel's tab (ids may be negative: the hot list is -100000) */
const tabId = (id: number) => `channel-${id < 0 ? `n${-id}` : id}`

export default function ChannelTabs({ channels, activeId, names = {}, onSelect }: ChannelTabsProps) {
  return (
    <ScrollView className='channel-tabs' scrollX scrollWithAnimation enhanced showScrollbar={false} scrollIntoView={tabId(activeId)}>
      <View className='channel-tabs__row'>
        {channels.map(c => (
          <View
            key={c.channelid}
            id={tabId(c.channelid)}
            className={`channel-tabs__item${c.channelid === activeId ? ' channel-tabs__item--active' : ''}`}
            onClick={() => onSelect(c)}
          >
            <Text>{names[c.channelid] ?? c.channelname}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
}
