// /DetailDiscover?classId=20&newsId=…: a 发现 post in full — the whole text, every picture or the video,
// the official reply with its story, the 2 hot comments and, when there are more than 2, the link to all
// of them (login first); the like (once); its author may delete it. Promo bar: content type 20.
import { useMemo } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import DiscoverCard from '../../components/DiscoverCard'
import ReportPopup from '../../../../components/ReportPopup'
import { ReportStore } from '../../../../stores/report'
import { DiscoverPostView, openComments, openTopic, postReport } from '../../../../stores/discover'
import { useResource } from '../../../../stores/resource'
import { backToOpener } from '../../../../utils/navigate'
import { numberParam } from '../../../../utils/params'
import { DISCOVER_DETAIL_TEXT } from '../../../../../common/discover'
import './index.scss'

export { DISCOVER_DETAIL_TEXT } from '../../../../../common/discover'

function DiscoverDetailPage() {
  const { params } = useRouter()
  const id = numberParam(params.newsId ?? params.id)
  const view = useMemo(() => new DiscoverPostView(id), [id])
  const report = useMemo(() => new ReportStore(view.thread), [view])
  const detail = useResource(view.detail)
  useDidShow(() => { if (view.detail.data) void view.detail.reload() })
  const d = detail.data
  const remove = async () => {
    if (await view.remove()) void backToOpener()
  }
  return (
    // (the server's first screen of the post stays over the page until it has drawn the post or its error)
    <PageShell route='DetailDiscover' isDetail firstScreenReady={!!d || !!detail.error}>
      {!d ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={4} />) : (
        <View className='discover-detail'>
          <DiscoverCard item={d.item} full onComments={openComments} onTopic={openTopic} />
          {d.commentCount > DISCOVER_DETAIL_TEXT.HOT ? (
            <Text className='discover-detail__all' onClick={() => openComments(d.item)}>{DISCOVER_DETAIL_TEXT.allComments(d.commentCount)}</Text>
          ) : null}
          {d.item.underReview ? null : (
            <View role='button' className='discover-detail__write' onClick={() => openComments(d.item)}>{DISCOVER_DETAIL_TEXT.write}</View>
          )}
          <View className='discover-detail__own'>
            {d.item.mine ? <Text className='discover-detail__remove' onClick={() => void remove()}>{DISCOVER_DETAIL_TEXT.remove}</Text> : null}
            {d.item.mine || d.item.underReview ? null : <Text className='discover-detail__report' onClick={() => void report.show(postReport(id))}>{DISCOVER_DETAIL_TEXT.report}</Text>}
          </View>
          <ReportPopup store={report} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(DiscoverDetailPage)
