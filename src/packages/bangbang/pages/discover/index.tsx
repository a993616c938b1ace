// /Discover: the feed of readers' posts (最新 / 最热), the hot topics' strip (更多 → all topics), the
// search box, and 发布 (login first). A post opens its detail; its topic, the topic's page.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { ScrollArea } from '../../../../platform/scroll-area'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import DiscoverCard, { topicColor } from '../../components/DiscoverCard'
import { discoverFeed, followTopic, hotTopics, openComments, openDiscover, openTopic } from '../../../../stores/discover'
import { useListPaging, useFirstPage } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export const DISCOVER_TEXT = {
  search: '搜索话题、内容',
  topics: '热门话题',
  more: '更多 ›',
  latest: '最新',
  hot: '最热',
  none: '还没有内容，来发布第一条吧',
  publish: '发布',
} as const

type Tab = 'new' | 'hot'

function DiscoverPage() {
  const [tab, setTab] = useState<Tab>('new')
  const list = discoverFeed(tab)
  const topics = hotTopics()
  useListPaging(list)
  useFirstPage(topics)
  return (
    // the server's first screen (the newest posts, the topic strip) stays until the app has them too
    <PageShell route='Discover' firstScreenReady={(!list.initialLoading && !topics.initialLoading) || !!list.error}>
      <View className='discover__top'>
        <View role='search' className='discover__search' onClick={() => void navigate('SearchDiscover')}>
          <Text className='discover__search-text'>{DISCOVER_TEXT.search}</Text>
        </View>
      </View>
      {/* its room is kept while the topics load: the feed below never moves */}
      {topics.empty ? null : (
        <View className='discover__topics'>
          <View className='discover__topics-head'>
            <Text className='discover__topics-title'>{DISCOVER_TEXT.topics}</Text>
            <Text className='discover__topics-more' onClick={() => void navigate('TopicDiscover')}>{DISCOVER_TEXT.more}</Text>
          </View>
          <ScrollArea className='discover__strip'>
            {topics.items.slice(0, 8).map(t => (
              <Text key={t.id} className='discover__chip' style={{ color: topicColor(t.id), borderColor: topicColor(t.id) }} onClick={() => openTopic(t)}>#{t.title}#</Text>
            ))}
          </ScrollArea>
        </View>
      )}
      <Tabs<Tab> items={[{ key: 'new', title: DISCOVER_TEXT.latest }, { key: 'hot', title: DISCOVER_TEXT.hot }]} active={tab} onChange={setTab} />
      {list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={DISCOVER_TEXT.none} /> : (
        <>
          <ChunkedList key={tab} items={list.items} keyOf={p => p.id}
            render={(p, i) => <DiscoverCard item={p} eager={i < 2} onOpen={openDiscover} onComments={openComments} onTopic={openTopic} />} />
          <ListFooter list={list} />
        </>
      )}
      <View role='button' className='discover__publish' onClick={() => followTopic()}>{DISCOVER_TEXT.publish}</View>
    </PageShell>
  )
}

export default observer(DiscoverPage)
