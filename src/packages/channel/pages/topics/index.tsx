// /timeTopic/home: every topic; with ?id=… one topic and its stories.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { observer } from 'mobx-react-lite'
import type { Topic } from '@types-api/topics'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import TopicItem from '../../../../components/TopicItem'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { arrayPages, sessionList } from '../../../../stores/lists'
import { fetchTopic, fetchTopicNews, fetchTopics } from '../../../../services/topics'
import { useAsync } from '../../../../utils/use-async'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { shortCount } from '../../../../utils/count'
import './index.scss'

const TIME_TOPIC_COLUMN_ID = 1401
const openTopic = (t: Topic) => void navigate('timeTopic', { id: t.id })

function TopicStories({ id }: { id: number }) {
  const topic = useAsync(() => fetchTopic(id), [id])
  const list = useMemo(() => sessionList(`topic-${id}`, arrayPages(p => fetchTopicNews(id, p))), [id])
  useListPaging(list)
  if (topic.error) return <EmptyState text={topic.error} />
  return (
    <PageShell route='timeTopic' title={topic.data ? `#${topic.data.title}#` : ''}>
      {topic.data ? (
        <View className='topic-head'>
          <Picture className='topic-head__img' src={topic.data.image} mode='aspectFill' />
          <View className='topic-head__body'>
            <Text className='topic-head__title'>#{topic.data.title}#</Text>
            <Text className='topic-head__intro'>{topic.data.intro}</Text>
            <Text className='topic-head__counts'>{shortCount(topic.data.postNum)}条帖子 · {shortCount(topic.data.replyNum)}回复</Text>
          </View>
        </View>
      ) : null}
      <NewsList list={list} />
    </PageShell>
  )
}

function AllTopics() {
  const list = useMemo(() => sessionList<Topic>('topics', arrayPages(p => fetchTopics(TIME_TOPIC_COLUMN_ID, p))), [])
  useListPaging(list)
  return (
    <PageShell route='timeTopic'>
      {list.initialLoading ? <Skeleton /> : (
        <>
          <ChunkedList items={list.items} keyOf={t => t.id} render={t => <TopicItem topic={t} onOpen={openTopic} onFollow={openTopic} />} />
          <ListFooter list={list} />
        </>
      )}
    </PageShell>
  )
}

function TopicsPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  return id > 0 ? <TopicStories id={id} /> : <AllTopics />
}

export default observer(TopicsPage)
