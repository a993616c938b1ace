// 渝农's home (the home's yu-nong channel, and /yu-nong/rural): the farming forecast, today's prices, then
// the section's tabs as its editors arranged them. A tab shows a column's stories, the video lessons
// (playing in place), the whole price board, or its own sub-tabs; a group's strip leads to its own page
// (general-tab, sub-general-tab), the videos to video-page; 乡村帮帮, 农民说 and 视频课堂 are a tap away above the tabs.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PRICE_PREVIEW_COUNT, RURAL_ENTRY_TEXT, type RuralHome, type RuralTab } from '@types-api/rural'
import Tabs from '../Tabs'
import NewsList from '../NewsList'
import EmptyState from '../EmptyState'
import FarmForecast from '../FarmForecast'
import PriceBoard, { PricePreview } from '../PriceBoard'
import VideoLessons from '../VideoLessons'
import { columnList } from '../../stores/lists'
import { openTabPage, pathTo } from '../../stores/rural'
import { useFirstPage } from '../../utils/use-list-paging'
import { navigate } from '../../utils/navigate'
import './index.scss'

/** the section's own pages beside its tabs: what each is, and where it goes */
export const RURAL_ENTRIES = (['ruralQa', 'ruralTalk', 'ruralVideos'] as const).map(route => ({ route, ...RURAL_ENTRY_TEXT[route] }))

export const RURAL_SECTION_TEXT = {
  whole: (name: string) => `${name}全部 ›`,
  videos: '进入视频课堂 ›',
  noTabs: '暂无数据',
} as const

function ColumnBody({ columnId, video }: { columnId: number; video: boolean }) {
  const list = columnList(columnId)
  useFirstPage(list)
  return video ? <VideoLessons list={list} /> : <NewsList list={list} />
}

interface Level {
  /** which of `path`'s places this strip chooses (1: the first) */
  level: number
  /** the depth in the section's tree above the first strip (a tab's own page: the tab's) */
  base?: number
  /** the chosen tab at each level */
  path: number[]
  onPath: (path: number[]) => void
}

/** what a tab shows; a group, its own sub-tabs and the way to its page */
export const TabBody = observer(function TabBody({ tab, level, base = 0, path, onPath }: Level & { tab: RuralTab }) {
  switch (tab.kind) {
    case 'prices': return <PriceBoard />
    case 'video':
      return (
        <>
          <View className='rural-section__bar'>
            <View role='link' className='rural-section__link' onClick={() => void navigate('ruralVideos', { columnId: tab.columnId })}>{RURAL_SECTION_TEXT.videos}</View>
          </View>
          {tab.columnId ? <ColumnBody key={tab.id} columnId={tab.columnId} video /> : null}
        </>
      )
    case 'group':
      return (
        <>
          <View className='rural-section__bar'>
            <View role='link' className='rural-section__link' onClick={() => openTabPage(tab.id, base + level)}>{RURAL_SECTION_TEXT.whole(tab.name)}</View>
          </View>
          <RuralTabs tabs={tab.children} level={level + 1} base={base} path={path} onPath={onPath} />
        </>
      )
    default:
      return tab.columnId ? <ColumnBody key={tab.id} columnId={tab.columnId} video={false} /> : null
  }
})

/** a strip of tabs and the chosen one's body */
export function RuralTabs({ tabs, level, base = 0, path, onPath }: Level & { tabs: RuralTab[] }) {
  if (tabs.length === 0) return <EmptyState text={RURAL_SECTION_TEXT.noTabs} />
  const active = tabs.find(t => t.id === path[level - 1]) ?? tabs[0]
  return (
    <View className={`rural-section__tabs rural-section__tabs--${Math.min(base + level, 3)}`}>
      <Tabs items={tabs.map(t => ({ key: t.id, title: t.name }))} active={active.id} onChange={id => onPath([...path.slice(0, level - 1), id])} />
      <TabBody tab={active} level={level} base={base} path={path} onPath={onPath} />
    </View>
  )
}

function RuralSection({ home }: { home: RuralHome }) {
  const [path, setPath] = useState<number[]>([])
  const toPrices = pathTo(home.tabs, t => t.kind === 'prices')
  return (
    <View className='rural-section'>
      <FarmForecast />
      <PricePreview
        board={home.prices}
        count={PRICE_PREVIEW_COUNT}
        // the board's own tab: its group's page opened on it, or the section's tab itself
        onMore={toPrices.length === 0 ? undefined : toPrices.length === 1 ? () => setPath(toPrices) : () => void navigate(toPrices.length === 2 ? 'ruralGeneralTab' : 'ruralSubGeneralTab', { id: toPrices[toPrices.length - 2], active: toPrices[toPrices.length - 1] })}
      />
      <View className='rural-section__entries'>
        {RURAL_ENTRIES.map(e => (
          <View key={e.route} role='link' className='rural-section__entry' onClick={() => void navigate(e.route)}>
            <Text className='rural-section__entry-title'>{e.title}</Text>
            <Text className='rural-section__entry-hint'>{e.hint}</Text>
          </View>
        ))}
      </View>
      <RuralTabs tabs={home.tabs} level={1} path={path} onPath={setPath} />
    </View>
  )
}

export default observer(RuralSection)
