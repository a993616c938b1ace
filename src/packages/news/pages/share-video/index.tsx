// /ShareVideo?classId=&newsId=: what a shared video link opens (a /CoolVideo video's share). The video under
// its poster (a tap plays it), its title and figures, the open-app bar outside the mini-program (the page's
// promo bar), and the related videos, each opening its own page; the whole story's page a tap away.
import { useEffect, useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import NewsCard from '../../../../components/NewsCard'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import ListFooter from '../../../../components/ListFooter'
import VideoStage from '../../components/VideoStage'
import { share } from '../../../../platform/share'
import { NewsDetailStore, relatedList } from '../../../../stores/news-detail'
import { openItem } from '../../../../utils/open-item'
import { navigate } from '../../../../utils/navigate'
import { numberParam } from '../../../../utils/params'
import { minuteTime } from '../../../../../common/time'
import { SHARE_VIDEO_TEXT } from '../../../../../common/video'
import '../video/index.scss'
import './index.scss'

export { SHARE_VIDEO_TEXT }
const PLAYER_ID = 'shared-video'

function ShareVideoPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const newsId = numberParam(params.newsId)
  const store = useMemo(() => new NewsDetailStore(classId, newsId), [classId, newsId])
  const related = useMemo(() => relatedList({ classId, id: newsId }), [classId, newsId])
  useEffect(() => { void store.ensure() }, [store])
  const d = store.detail
  useEffect(() => { if (d && related.page === 0) void related.loadMore() }, [d, related])
  share.useShareInfo(d ? { title: d.title, desc: d.smallText, imageUrl: d.imageUrl[0], route: 'ShareVideo', params: { classId, newsId } } : null)

  return (
    <PageShell route='ShareVideo' title={d?.title} promo={{ classId, newsId }} firstScreenReady={!!d || !!store.error}>
      {store.error ? <EmptyState text={store.error} /> : !d ? <Skeleton rows={2} /> : (
        <View className='video-detail share-video'>
          <VideoStage id={PLAYER_ID} src={d.videoUrls[0]?.videoUrl} poster={d.imageUrl[0]} />
          <View className='video-detail__head'>
            <Text className='video-detail__title'>{d.title}</Text>
            <Text className='video-detail__meta'>{`${minuteTime(d.newsTime)} · ${d.befrom || d.userName} · ${SHARE_VIDEO_TEXT.plays(d.onclick)}`}</Text>
            {d.smallText ? <Text className='share-video__summary'>{d.smallText}</Text> : null}
            <View role='link' className='share-video__more' onClick={() => void navigate('VideoDetail', { classId, newsId })}>{SHARE_VIDEO_TEXT.more}</View>
          </View>
          {related.items.length > 0 ? (
            <View className='share-video__related'>
              <Text className='share-video__heading'>{SHARE_VIDEO_TEXT.related}</Text>
              {related.items.map(r => <NewsCard key={r.id} item={r} onOpen={openItem} />)}
              <ListFooter list={related} />
            </View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(ShareVideoPage)
