// /SelfDiscover?themeId=…: one topic's page — its cover, #title# (官方 for the newsroom's), intro, 'N条帖子'
// and 'N回复', 跟帖 (publish into it: login first), and its posts, newest first. A topic still waiting for
// the editor is shown to whoever started it, marked 审核中.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { FOLLOW_POST, TOPIC_TEXT } from '../../../../../common/discover'
import { Picture } from '../../../../platform/picture'
import DiscoverCard, { topicColor } from '../../components/DiscoverCard'
import { UNDER_REVIEW } from '../../components/PoliticsCard'
import ReportPopup from '../../../../components/ReportPopup'
import { ReportStore } from '../../../../stores/report'
import { followTopic, openComments, openDiscover, topicReport, topicView } from '../../../../stores/discover'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import { DISCOVER_CLASS_ID } from '@types-api/discover'

export { TOPIC_TEXT }

function DiscoverTopicPage() {
  const { params } = useRouter()
  const view = topicView(numberParam(params.themeId))
  const report = useMemo(() => new ReportStore({ classId: DISCOVER_CLASS_ID, id: view.id }), [view])
  const topic = useResource(view.topic)
  useListPaging(view.posts, () => view.topic.reload())
  const t = topic.data
  const posts = view.posts
  return (
    <PageShell route='SelfDiscover' title={t ? `#${t.title}#` : undefined} firstScreenReady={!!topic.error || (!!t && !posts.initialLoading)}>
      {!t ? (topic.error ? <EmptyState text={topic.error} /> : <Skeleton rows={2} />) : (
        <>
          <View className='discover-topic__head'>
            {t.pictures ? <Picture className='discover-topic__cover' src={t.pictures} mode='aspectFill' /> : null}
            <View className='discover-topic__info'>
              <View className='discover-topic__title-line'>
                <Text className='discover-topic__title' style={{ color: topicColor(t.id) }}>#{t.title}#</Text>
                {t.official ? <Text className='discover-topic__official'>{TOPIC_TEXT.official}</Text> : null}
                {t.status === 'pending' ? <Text className='discover-topic__review'>{UNDER_REVIEW}</Text> : null}
              </View>
              {t.intro ? <Text className='discover-topic__intro'>{t.intro}</Text> : null}
              <Text className='discover-topic__counts'>{TOPIC_TEXT.posts(t.contentCount)} · {TOPIC_TEXT.replies(t.commentCount)}</Text>
              {t.status === 'approved' ? <Text className='discover-topic__report' onClick={() => void report.show(topicReport(t.id))}>{TOPIC_TEXT.report}</Text> : null}
            </View>
            <View role='button' className='discover-topic__follow' onClick={() => followTopic(t)}>{FOLLOW_POST}</View>
          </View>
          {posts.initialLoading ? <Skeleton /> : posts.empty ? <EmptyState text={TOPIC_TEXT.none} /> : (
            <>
              <ChunkedList items={posts.items} keyOf={p => p.id} render={p => <DiscoverCard item={p} onOpen={openDiscover} onComments={openComments} />} />
              <ListFooter list={posts} />
            </>
          )}
          <ReportPopup store={report} />
        </>
      )}
    </PageShell>
  )
}

export default observer(DiscoverTopicPage)
