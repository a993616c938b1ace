// The 时间专题 channel: the swipe topic block, then every topic with its counts and 跟帖.
import { observer } from 'mobx-react-lite'
import type { Topic } from '@types-api/topics'
import TopicBlock from '../../../components/TopicBlock'
import TopicItem from '../../../components/TopicItem'
import ChunkedList from '../../../components/ChunkedList'
import ListFooter from '../../../components/ListFooter'
import Skeleton from '../../../components/Skeleton'
import { topicsList } from '../../../stores/topics'
import { useListPaging } from '../../../utils/use-list-paging'
import { navigate } from '../../../utils/navigate'

export const HOT_TOPICS = '热门话题'
const BLOCK_SIZE = 5

export const openTopic = (t: Topic) => void navigate('timeTopic', { id: t.id })

function TopicChannel() {
  const list = topicsList()
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  return (
    <>
      <TopicBlock title={HOT_TOPICS} topics={list.items.slice(0, BLOCK_SIZE)} onOpen={openTopic} onMore={() => void navigate('timeTopic')} />
      <ChunkedList items={list.items} keyOf={t => t.id} render={t => <TopicItem topic={t} onOpen={openTopic} onFollow={openTopic} />} />
      <ListFooter list={list} />
    </>
  )
}

export default observer(TopicChannel)
