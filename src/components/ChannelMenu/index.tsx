// A channel's sub-menu: a swipe grid paged by linenum × showline (default 4 per row), or a plain grid
// (the county page). Column 281 has its own icon style; showtype 1 opens the link in columnpath.
import { useState } from 'react'
import { useLater } from '../../utils/use-later'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import { Carousel } from '../../platform/carousel'
import type { ChannelSub } from '@types-api/channel'
import { openMenuEntry } from '../../utils/open-item'
import './index.scss'
import { ROUND_ICON_COLUMN } from '@types-api/channel'

export const DEFAULT_LINENUM = 4

export interface ChannelMenuProps {
  items: ChannelSub[]
  linenum?: number
  showline?: number
  plain?: boolean
  onSelect?: (item: ChannelSub) => void
}

/** pages of linenum × showline entries */
export function menuPages<T>(items: T[], linenum: number, showline: number): T[][] {
  const size = Math.max(1, linenum * Math.max(1, showline))
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

function Entry({ item, width, onSelect }: { item: ChannelSub; width: string; onSelect: (item: ChannelSub) => void }) {
  return (
    <View className='channel-menu__entry' style={{ width }} onClick={() => onSelect(item)}>
      <Picture
        className={`channel-menu__icon${item.columnid === ROUND_ICON_COLUMN ? ' channel-menu__icon--round' : ''}`}
        src={item.columnimg}
        mode='aspectFill'
      />
      <Text className='channel-menu__name'>{item.columnname}</Text>
    </View>
  )
}

export default function ChannelMenu({ items, linenum, showline = 2, plain = false, onSelect = openMenuEntry }: ChannelMenuProps) {
  const [page, setPage] = useState(0)
  // pages after the first come a moment later
  const rest = useLater()
  if (items.length === 0) return null
  const perRow = linenum && linenum > 0 ? linenum : DEFAULT_LINENUM
  const width = `${100 / perRow}%`
  if (plain) {
    return (
      <View className='channel-menu channel-menu--plain'>
        {items.map(it => <Entry key={it.columnid} item={it} width={width} onSelect={onSelect} />)}
      </View>
    )
  }
  const pages = menuPages(items, perRow, showline)
  // the swiper needs an explicit height: one class per row count (styles carry the unit conversion)
  const rows = Math.min(4, showline, Math.ceil(items.length / perRow))
  return (
    <View className='channel-menu'>
      <Carousel className={`channel-menu__swiper channel-menu__swiper--rows-${rows}`} onChange={setPage}>
        {(rest ? pages : pages.slice(0, 1)).map((entries, p) => (
          <View key={p} className='channel-menu__page'>
            {entries.map(it => <Entry key={it.columnid} item={it} width={width} onSelect={onSelect} />)}
          </View>
        ))}
      </Carousel>
      {pages.length > 1 ? (
        <View className='channel-menu__dots'>
          {pages.map((_, p) => <View key={p} className={`channel-menu__dot${p === page ? ' channel-menu__dot--on' : ''}`} />)}
        </View>
      ) : null}
    </View>
  )
}
