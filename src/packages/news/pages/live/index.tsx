// Live detail (/LiveDetail?classId=…&newsId=…): the player, its state, the source chooser (the selected
// source is highlighted and plays) and the introduction.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { Player } from '../../../../platform/player'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import RichContent from '../../../../components/RichContent'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { minuteTime } from '../../../../../common/time'
import { LIVE_REPORT_CLASS_ID, REPORT_PLATFORM } from '@types-api/interaction'
import { useStory } from '../../use-story'
import CommentBlock from '../../../../components/CommentBlock'
import CommentBar from '../../components/CommentBar'
import ReportPopup from '../../../../components/ReportPopup'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import { LIVE_TEXT, NOT_STARTED, liveStateClass } from '../../../../../common/video'


function LiveDetailPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const newsId = numberParam(params.newsId)
  // comment reports on live detail carry classId 12 (spec §7)
  const s = useStory(classId, newsId, { route: 'LiveDetail', platformId: REPORT_PLATFORM.live, reportClassId: LIVE_REPORT_CLASS_ID })
  const [source, setSource] = useState(0)
  const d = s.detail
  const playing = d?.videoUrls[source]
  const upcoming = d?.liveType === NOT_STARTED
  return (
    <PageShell route='LiveDetail' isDetail title={d?.className} promo={{ classId, newsId }} firstScreenReady={!!d || !!s.store.error}>
      {s.store.error ? <EmptyState text={s.store.error} /> : !d ? <Skeleton rows={2} /> : (
        <View className='live-detail'>
          {upcoming || !playing ? (
            <View className='live-detail__cover'>
              <Picture className='live-detail__poster' src={d.imageUrl[0] ?? ''} mode='aspectFill' />
              <Text className='live-detail__soon'>{LIVE_TEXT.soon}</Text>
            </View>
          ) : (
            <Player className='live-detail__player' src={playing.videoUrl} poster={d.imageUrl[0]} />
          )}
          <View className='live-detail__head'>
            <Text className={`live-detail__state live-detail__state--${liveStateClass(d.liveType)}`}>{d.liveType}</Text>
            <Text className='live-detail__title'>{d.title}</Text>
          </View>
          <Text className='live-detail__meta'>{minuteTime(d.newsTime)} · {d.befrom}</Text>
          {!upcoming && d.videoUrls.length > 1 ? (
            <View className='live-detail__sources'>
              <Text className='live-detail__sources-title'>{LIVE_TEXT.sources}</Text>
              {d.videoUrls.map((v, i) => (
                <View key={v.name} className={`live-detail__source${i === source ? ' live-detail__source--on' : ''}`} onClick={() => setSource(i)}>
                  <Text>{v.name}</Text>
                </View>
              ))}
            </View>
          ) : null}
          <View className='live-detail__intro'>
            <RichContent html={d.content} />
          </View>
          {!s.commentsHidden ? (
            <CommentBlock comments={s.comments.list.items} total={s.commentCount} actions={s.actions} preview onMore={s.openComments} />
          ) : null}
          <CommentBar {...s.bar} />
          <ReportPopup store={s.report} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(LiveDetailPage)
