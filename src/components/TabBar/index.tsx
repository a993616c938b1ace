// The bottom tab bar: 新闻, 影像, 帮帮, 我的 (我的 opens the right-side panel instead of a page).
import { Text, View } from '@tarojs/components'
import type { RouteName } from '../../../common/routes'
import { switchTab } from '../../utils/navigate'
import './style'

export type TabKey = 'home' | 'Image' | 'BangBang' | 'mine'

export const TABS: { key: TabKey; title: string; route?: RouteName }[] = [
  { key: 'home', title: '新闻', route: 'home' },
  { key: 'Image', title: '影像', route: 'Image' },
  { key: 'BangBang', title: '帮帮', route: 'BangBang' },
  { key: 'mine', title: '我的' },
]

export interface TabBarProps {
  active: TabKey
  onMine?: () => void
}

export default function TabBar({ active, onMine }: TabBarProps) {
  return (
    <View className='tab-bar'>
      {TABS.map(t => (
        <View
          key={t.key}
          className={`tab-bar__item tab-bar__item--${t.key}${t.key === active ? ' tab-bar__item--active' : ''}`}
          onClick={() => (t.route ? t.key !== active && void switchTab(t.route) : onMine?.())}
        >
          <View className='tab-bar__icon' />
          <Text className='tab-bar__title'>{t.title}</Text>
        </View>
      ))}
    </View>
  )
}
