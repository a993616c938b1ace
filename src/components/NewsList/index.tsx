// A paged news list: skeletons first, cards, then the footer (more / end / retry).
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { NewsItem } from '@types-api/news'
import type { PagedList } from '../../stores/paged-list'
import NewsCard from '../NewsCard'
import Skeleton from '../Skeleton'
import ListFooter from '../ListFooter'
import { openItem } from '../../utils/open-item'

export interface NewsListProps {
  list: PagedList<NewsItem>
  onOpen?: (item: NewsItem) => void
}

function NewsList({ list, onOpen = openItem }: NewsListProps) {
  if (list.initialLoading) return <Skeleton />
  return (
    <View className='news-list'>
      {list.items.map(item => <NewsCard key={item.id} item={item} onOpen={onOpen} />)}
      <ListFooter loading={list.loading} finished={list.finished} error={list.error} onRetry={() => void list.retry()} />
    </View>
  )
}

export default observer(NewsList)
