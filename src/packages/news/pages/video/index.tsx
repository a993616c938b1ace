// Video detail (/VideoDetail, /NewsVideoDetail ?classId=…&newsId=…): the player, then tabs for the
// related videos and the introduction.
import { useEffect, useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, Video, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import NewsCard from '../../../../components/NewsCard'
import RichContent from '../../../../components/RichContent'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { NewsDetailStore } from '../../../../stores/news-detail'
import { share } from '../../../../platform/share'
import { openItem } from '../../../../utils/open-item'
import { minuteTime } from '../../../../utils/time'
import { shortCount } from '../../../../utils/count'
import './index.scss'

export type VideoTab = 'related' | 'intro'
export const VIDEO_TABS: { key: VideoTab; title: string }[] = [
  { key: 'related', title: '视频' },
  { key: 'intro', title: '简介' },
]

function VideoDetailPage() {
  const { params } = useRouter()
  const classId = Number(params.classId)
  const newsId = Number(params.newsId)
  const store = useMemo(() => new NewsDetailStore(classId, newsId), [classId, newsId])
  useEffect(() => { void store.load() }, [store])
  const [tab, setTab] = useState<VideoTab>('related')
  const d = store.detail
  share.useShareInfo(d ? { title: d.title, route: 'VideoDetail', params: { classId, newsId }, imageUrl: d.imageUrl[0] } : null)
  return (
    <PageShell route='VideoDetail' isDetail title={d?.className} promo={{ classId, newsId }}>
      {store.error ? <EmptyState text={store.error} /> : !d ? <Skeleton rows={2} /> : (
        <View className='video-detail'>
          {d.videoUrls[0] ? (
            <Video className='video-detail__player' src={d.videoUrls[0].videoUrl} poster={d.imageUrl[0]} controls objectFit='contain' />
          ) : null}
          <View className='video-detail__head'>
            <Text className='video-detail__title'>{d.title}</Text>
            <Text className='video-detail__meta'>{minuteTime(d.newsTime)} · {d.befrom} · {shortCount(d.onclick)}次播放</Text>
          </View>
          <Tabs items={VIDEO_TABS} active={tab} onChange={setTab} />
          {tab === 'related' ? (
            <View className='video-detail__related'>
              {d.hotNews.map(r => (
                <NewsCard
                  key={r.id}
                  item={{ ...r, targetUrl: '', pv: 0, isTop: 0, label: '', interactNum: 0, videoUrl: '', videoTime: '', isVideo: 1, topTitle: '', smallText: '', intro: '', customImage: '', showType: 4 }}
                  onOpen={openItem}
                />
              ))}
            </View>
          ) : (
            <View className='video-detail__intro'>
              <RichContent html={d.content} />
            </View>
          )}
        </View>
      )}
    </PageShell>
  )
}

export default observer(VideoDetailPage)
