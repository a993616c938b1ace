// /SearchDiscover: 发现's search — the hot topics' names until a word is typed; then the topics whose
// name holds it and the posts holding it (paged).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import SearchBar, { useSearchWord } from '../../../../components/SearchBar'
import TopicItem from '../../../../components/TopicItem'
import DiscoverCard from '../../components/DiscoverCard'
import { asTopicItem, discoverSearch, followTopic, hotWords, openComments, openDiscover, openTopic } from '../../../../stores/discover'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { DISCOVER_SEARCH_TEXT } from '../../../../../common/discover'
import './index.scss'

export { DISCOVER_SEARCH_TEXT }

const Found = observer(function Found({ keyword }: { keyword: string }) {
  const found = discoverSearch(keyword)
  const topics = useResource(found.topics)
  useListPaging(found.posts)
  const posts = found.posts
  const topicList = topics.data ?? []
  if (posts.initialLoading || !topics.data) return <Skeleton />
  if (posts.empty && topicList.length === 0) return <EmptyState text={DISCOVER_SEARCH_TEXT.none} />
  return (
    <>
      {topicList.length > 0 ? (
        <View className='discover-search__section'>
          <Text className='discover-search__section-title'>{DISCOVER_SEARCH_TEXT.topics}</Text>
          {topicList.map(t => <TopicItem key={t.id} topic={asTopicItem(t)} onOpen={() => openTopic(t)} onFollow={() => followTopic(t)} />)}
        </View>
      ) : null}
      {posts.items.length > 0 ? (
        <View className='discover-search__section'>
          <Text className='discover-search__section-title'>{DISCOVER_SEARCH_TEXT.posts}</Text>
          <ChunkedList items={posts.items} keyOf={p => p.id} render={p => <DiscoverCard item={p} onOpen={openDiscover} onComments={openComments} onTopic={openTopic} />} />
          <ListFooter list={posts} />
        </View>
      ) : null}
    </>
  )
})

const HotWords = observer(function HotWords({ onPick }: { onPick: (w: string) => void }) {
  const words = useResource(hotWords())
  if (!words.data) return words.error ? <EmptyState text={words.error} /> : <Skeleton rows={1} />
  return (
    <View className='discover-search__section'>
      <Text className='discover-search__section-title'>{DISCOVER_SEARCH_TEXT.hot}</Text>
      <View className='discover-search__words'>
        {words.data.map(w => <Text key={w.id} className='discover-search__word' onClick={() => onPick(w.title)}>#{w.title}#</Text>)}
      </View>
    </View>
  )
})

function DiscoverSearchPage() {
  const { typed, setTyped, keyword, search } = useSearchWord()
  // (the first screen: the box and the hot topics, once they are in or have failed)
  const words = useResource(hotWords())
  return (
    <PageShell route='SearchDiscover' firstScreenReady={!words.initialLoading}>
      <SearchBar value={typed} placeholder={DISCOVER_SEARCH_TEXT.placeholder} onInput={setTyped} onSearch={search} />
      {keyword ? <Found key={keyword} keyword={keyword} /> : <HotWords onPick={w => search(w)} />}
    </PageShell>
  )
}

export default observer(DiscoverSearchPage)
