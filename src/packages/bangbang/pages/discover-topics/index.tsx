// /TopicDiscover: the hot topics (official first), each #title# with 'N条帖子', 'N回复' and 跟帖 (publish
// into it: login first); a topic opens its page.
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import TopicItem from '../../../../components/TopicItem'
import { asTopicItem, followTopic, hotTopics, openTopic } from '../../../../stores/discover'
import { useListPaging } from '../../../../utils/use-list-paging'
import { TOPICS_TEXT } from '../../../../../common/discover'

export { TOPICS_TEXT }

function DiscoverTopicsPage() {
  const list = hotTopics()
  useListPaging(list)
  return (
    <PageShell route='TopicDiscover' firstScreenReady={!list.initialLoading || !!list.error}>
      {list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={TOPICS_TEXT.none} /> : (
        <>
          <ChunkedList items={list.items} keyOf={t => t.id} render={t => <TopicItem topic={asTopicItem(t)} onOpen={() => openTopic(t)} onFollow={() => followTopic(t)} />} />
          <ListFooter list={list} />
        </>
      )}
    </PageShell>
  )
}

export default observer(DiscoverTopicsPage)
