// 全部地方频道: places grouped by their province, each group expanding to its places, with a search box.
import { useMemo, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import type { AreaColumn } from '@types-api/channel'
import Popup from '../Popup'
import EmptyState from '../EmptyState'
import './index.scss'

export const LOCAL_PICKER_TITLE = '全部地方频道'
export const LOCAL_SEARCH_PLACEHOLDER = '搜索城市名称'
export const NO_DATA = '暂无数据'

export interface LocalPickerProps {
  open: boolean
  tree: AreaColumn | null
  /** the place shown now */
  current: number
  onSelect: (place: AreaColumn) => void
  onClose: () => void
}

/** groups with only the places whose name contains the query (every place without a query) */
export function filterPlaces(groups: AreaColumn[], query: string): AreaColumn[] {
  const q = query.trim()
  if (!q) return groups
  return groups
    .map(g => ({ ...g, areasub: g.areasub.filter(p => p.columnname.includes(q)) }))
    .filter(g => g.areasub.length > 0 || g.columnname.includes(q))
}

export default function LocalPicker({ open, tree, current, onSelect, onClose }: LocalPickerProps) {
  const [query, setQuery] = useState('')
  const [expanded, setExpanded] = useState<Set<number>>(new Set())
  const groups = useMemo(() => filterPlaces(tree?.areasub ?? [], query), [tree, query])
  const searching = query.trim() !== ''
  const toggle = (id: number) => setExpanded(prev => {
    const next = new Set(prev)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  })
  return (
    <Popup open={open} title={LOCAL_PICKER_TITLE} onClose={onClose} className='local-picker'>
      <View className='local-picker__search'>
        <Input className='local-picker__input' value={query} placeholder={LOCAL_SEARCH_PLACEHOLDER} confirmType='search' onInput={e => setQuery(e.detail.value)} />
      </View>
      <View className='local-picker__list'>
        {groups.length === 0 ? <EmptyState text={NO_DATA} /> : groups.map(g => {
          const isOpen = searching || expanded.has(g.columnid)
          return (
            <View key={g.columnid} className='local-picker__group'>
              <View className='local-picker__group-head' onClick={() => toggle(g.columnid)}>
                <Text className={`local-picker__group-name${g.classid === current ? ' local-picker__name--current' : ''}`}>{g.columnname}</Text>
                <Text className='local-picker__choose' onClick={e => { e.stopPropagation(); onSelect(g) }}>全省</Text>
                <Text className={`local-picker__arrow${isOpen ? ' local-picker__arrow--open' : ''}`}>›</Text>
              </View>
              {isOpen ? (
                <View className='local-picker__places'>
                  {g.areasub.map(p => (
                    <View key={p.columnid} className={`local-picker__place${p.classid === current ? ' local-picker__place--current' : ''}`} onClick={() => onSelect(p)}>
                      <Text>{p.columnname}</Text>
                    </View>
                  ))}
                </View>
              ) : null}
            </View>
          )
        })}
      </View>
    </Popup>
  )
}
