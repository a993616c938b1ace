// /timeTopic/home: every topic; with ?id=… one topic and its stories.
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
import { topicInfo, topicNewsList, topicsList } from '../../../../stores/topics'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { shortCount } from '../../../../../common/count'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import FoldText from '../../../../components/FoldText'

const openTopic = (t: Topic) => void navigate('timeTopic', { id: t.id })

const TopicStories = observer(function TopicStories({ id }: { id: number }) {
  const topic = useResource(topicInfo(id))
  const list = topicNewsList(id)
  useListPaging(list)
  if (topic.error) return <EmptyState text={topic.error} />
  return (
    <PageShell route='timeTopic' title={topic.data ? `#${topic.data.title}#` : ''} firstScreenReady={!!topic.data && (!list.initialLoading || !!list.error)}>
      {topic.data ? (
        <View className='topic-head'>
          <Picture className='topic-head__img' src={topic.data.image} mode='aspectFill' />
          <View className='topic-head__body'>
            <Text className='topic-head__title'>#{topic.data.title}#</Text>
            <FoldText className='topic-head__intro' text={topic.data.intro} />
            <Text className='topic-head__counts'>{shortCount(topic.data.postNum)}条帖子 · {shortCount(topic.data.replyNum)}回复</Text>
          </View>
        </View>
      ) : null}
      <NewsList list={list} />
    </PageShell>
  )
})

const AllTopics = observer(function AllTopics() {
  const list = topicsList()
  useListPaging(list)
  return (
    <PageShell route='timeTopic' firstScreenReady={!list.initialLoading || !!list.error}>
      {list.initialLoading ? <Skeleton /> : (
        <>
          <ChunkedList items={list.items} keyOf={t => t.id} render={t => <TopicItem topic={t} onOpen={openTopic} onFollow={openTopic} />} />
          <ListFooter list={list} />
        </>
      )}
    </PageShell>
  )
})

function TopicsPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  return id > 0 ? <TopicStories id={id} /> : <AllTopics />
}

export default observer(TopicsPage)
