// A horizontal strip of tabs (Image sub-tabs, column tabs, special categories, e-paper pages).
import { ScrollView, Text, View } from '@tarojs/components'
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
    <ScrollView className={`tabs${dark ? ' tabs--dark' : ''}`} scrollX enhanced showScrollbar={false} scrollIntoView={`tab-${active}`}>
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
    </ScrollView>
  )
}
