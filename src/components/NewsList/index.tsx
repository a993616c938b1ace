// A paged news list: skeletons first, then the cards (windowed for long lists), then the footer
// (more / '没有更多了' / retry).
import { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { NewsItem } from '@types-api/news'
import type { PagedList } from '../../stores/paged-list'
import StoryCard from '../StoryCard'
import Skeleton from '../Skeleton'
import ListFooter from '../ListFooter'
import ChunkedList from '../ChunkedList'
import { openItem } from '../../utils/open-item'

export interface NewsListProps<T extends NewsItem = NewsItem> {
  list: PagedList<T>
  onOpen?: (item: T) => void
  /** a card of its own for each item (rank cards, video cards …) */
  renderItem?: (item: T, index: number) => ReactNode
}

function NewsList<T extends NewsItem>({ list, onOpen = openItem, renderItem }: NewsListProps<T>) {
  if (list.initialLoading) return <Skeleton />
  const render = renderItem ?? ((item: T) => <StoryCard item={item} onOpen={i => onOpen(i as T)} />)
  return (
    <View className='news-list'>
      <ChunkedList items={list.items} keyOf={i => i.id} render={render} />
      <ListFooter list={list} />
    </View>
  )
}

export default observer(NewsList) as <T extends NewsItem>(props: NewsListProps<T>) => JSX.Element
