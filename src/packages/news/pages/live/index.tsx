// Live detail (/LiveDetail?classId=…&newsId=…): the player, its state, the source chooser (the selected
// source is highlighted and plays) and the introduction.
import { useEffect, useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, Video, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '../../../../components/PageShell'
import RichContent from '../../../../components/RichContent'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { NewsDetailStore } from '../../../../stores/news-detail'
import { share } from '../../../../platform/share'
import { minuteTime } from '../../../../utils/time'
import './index.scss'

export const NOT_STARTED = '未开始'
const LIVE_STATE_CLASS: Record<string, string> = { 直播中: 'on', 未开始: 'soon', 已结束: 'end' }
export const SOURCES = '切换信号'

function LiveDetailPage() {
  const { params } = useRouter()
  const classId = Number(params.classId)
  const newsId = Number(params.newsId)
  const store = useMemo(() => new NewsDetailStore(classId, newsId), [classId, newsId])
  useEffect(() => { void store.load() }, [store])
  const [source, setSource] = useState(0)
  const d = store.detail
  share.useShareInfo(d ? { title: d.title, route: 'LiveDetail', params: { classId, newsId }, imageUrl: d.imageUrl[0] } : null)
  const playing = d?.videoUrls[source]
  const upcoming = d?.liveType === NOT_STARTED
  return (
    <PageShell route='LiveDetail' isDetail title={d?.className} promo={{ classId, newsId }}>
      {store.error ? <EmptyState text={store.error} /> : !d ? <Skeleton rows={2} /> : (
        <View className='live-detail'>
          {upcoming || !playing ? (
            <View className='live-detail__cover'>
              <Image className='live-detail__poster' src={d.imageUrl[0] ?? ''} mode='aspectFill' />
              <Text className='live-detail__soon'>直播尚未开始，敬请期待</Text>
            </View>
          ) : (
            <Video className='live-detail__player' src={playing.videoUrl} poster={d.imageUrl[0]} controls objectFit='contain' />
          )}
          <View className='live-detail__head'>
            <Text className={`live-detail__state live-detail__state--${LIVE_STATE_CLASS[d.liveType] ?? 'end'}`}>{d.liveType}</Text>
            <Text className='live-detail__title'>{d.title}</Text>
          </View>
          <Text className='live-detail__meta'>{minuteTime(d.newsTime)} · {d.befrom}</Text>
          {!upcoming && d.videoUrls.length > 1 ? (
            <View className='live-detail__sources'>
              <Text className='live-detail__sources-title'>{SOURCES}</Text>
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
        </View>
      )}
    </PageShell>
  )
}

export default observer(LiveDetailPage)
