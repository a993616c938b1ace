// The channel tab bar: scrolls sideways, becomes fixed once the page scrolls past where it sits, and
// its 'more' button opens 全部频道 with every channel.
import { useEffect, useRef, useState } from 'react'
import { usePageScroll } from '@tarojs/taro'
import { useLayoutQuery, type Rect } from '../../utils/measure'
import { Text, View } from '@tarojs/components'
import { ScrollArea } from '../../platform/scroll-area'
import type { Channel } from '@types-api/channel'
import Popup from '../Popup'
import './index.scss'

export const ALL_CHANNELS = '全部频道'

export interface ChannelTabsProps {
  channels: Channel[]
  activeId: number
  /** display names that differ from channelname (the '国内' channel takes the reader's area) */
  names?: Record<number, string>
  onSelect: (channel: Channel) => void
}

/** element id of a channel's tab (ids may be negative: the hot list is -100000) */
const tabId = (id: number) => `channel-${id < 0 ? `n${-id}` : id}`
let seq = 0

export default function ChannelTabs({ channels, activeId, names = {}, onSelect }: ChannelTabsProps) {
  const [anchorId] = useState(() => `channel-tabs-anchor-${++seq}`)
  const offset = useRef<number | null>(null)
  const [fixed, setFixed] = useState(false)
  const [moreOpen, setMoreOpen] = useState(false)
  const nameOf = (c: Channel) => names[c.channelid] ?? c.channelname

  const scrollTop = useRef(0)
  const queryLayout = useLayoutQuery()
  // where the bar sits in the page, measured once it is laid out (rects are relative to the viewport)
  useEffect(() => {
    const timer = setTimeout(() => {
      queryLayout<[Rect | null]>([{ selector: `#${anchorId}` }], res => {
        if (res[0]) offset.current = res[0].top + scrollTop.current
      })
    }, 0)
    return () => clearTimeout(timer)
  }, [anchorId, queryLayout])
  // the callback is registered once: it reads refs, and setFixed ignores unchanged values
  usePageScroll(e => {
    scrollTop.current = e.scrollTop
    if (offset.current !== null) setFixed(e.scrollTop > offset.current)
  })

  const pick = (c: Channel) => {
    setMoreOpen(false)
    onSelect(c)
  }

  return (
    <View id={anchorId} className='channel-tabs'>
      <View className={`channel-tabs__bar${fixed ? ' channel-tabs__bar--fixed' : ''}`}>
        <ScrollArea className='channel-tabs__scroll' activeId={tabId(activeId)}>
          <View className='channel-tabs__row'>
            {channels.map(c => (
              <View
                key={c.channelid}
                id={tabId(c.channelid)}
                className={`channel-tabs__item${c.channelid === activeId ? ' channel-tabs__item--active' : ''}`}
                onClick={() => onSelect(c)}
              >
                <Text>{nameOf(c)}</Text>
              </View>
            ))}
          </View>
        </ScrollArea>
        <View role='button' className='channel-tabs__more' onClick={() => setMoreOpen(true)} aria-label={ALL_CHANNELS}>
          <View className='channel-tabs__more-icon' />
        </View>
      </View>
      <Popup open={moreOpen} title={ALL_CHANNELS} position='top' onClose={() => setMoreOpen(false)} className='channel-tabs__popup'>
        <View className='channel-tabs__grid'>
          {channels.map(c => (
            <View
              key={c.channelid}
              className={`channel-tabs__cell${c.channelid === activeId ? ' channel-tabs__cell--active' : ''}`}
              onClick={() => pick(c)}
            >
              <Text>{nameOf(c)}</Text>
            </View>
          ))}
        </View>
      </Popup>
    </View>
  )
}
