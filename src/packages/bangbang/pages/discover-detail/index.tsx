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
import './index.scss'

export const DISCOVER_DETAIL_TEXT = {
  allComments: (n: number) => `查看全部${n}条评论 ›`,
  write: '写评论…',
  remove: '删除',
  report: '举报',
  /** the hot comments shown here; more than these, and the link to all */
  HOT: 2,
} as const

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
    <PageShell route='DetailDiscover' isDetail>
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
