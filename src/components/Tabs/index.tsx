// A horizontal strip of tabs (Image sub-tabs, column tabs, special categories, e-paper pages).
import { Text, View } from '@tarojs/components'
import { ScrollArea } from '../../platform/scroll-area'
import './index.scss'

export interface TabsProps<K extends string | number> {
  items: { key: K; title: string }[]
  active: K
  onChange: (key: K) => void
  /** white on a dark bar */
  dark?: boolean
}

export default function Tabs<K extends string | number>({ items, active, onChange, dark = false }: TabsProps<K>) {
  return (
    <ScrollArea className={`tabs${dark ? ' tabs--dark' : ''}`} activeId={`tab-${active}`}>
      <View className='tabs__row'>
        {items.map(it => (
          <View
            key={it.key}
            id={`tab-${it.key}`}
            className={`tabs__item${it.key === active ? ' tabs__item--active' : ''}`}
            onClick={() => onChange(it.key)}
          >
            <Text>{it.title}</Text>
          </View>
        ))}
      </View>
    </ScrollArea>
  )
}
