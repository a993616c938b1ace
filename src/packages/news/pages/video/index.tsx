// Video detail (/VideoDetail, /NewsVideoDetail ?classId=…&newsId=…): the player under an overlay
// that toggles (tap to play; it returns on pause and at the end); the video loads when the page
// shows and pauses when it hides. Tabs: 视频 (related videos), 评论, 简介.
import { useEffect, useMemo, useState } from 'react'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import VideoStage from '../../components/VideoStage'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import NewsCard from '../../../../components/NewsCard'
import RichContent from '../../../../components/RichContent'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import { relatedList } from '../../../../stores/news-detail'
import { openItem } from '../../../../utils/open-item'
import { minuteTime } from '../../../../../common/time'
import { shortCount } from '../../../../../common/count'
import { commentBadge } from '../../../../../common/detail-rules'
import { useStory } from '../../use-story'
import CommentBlock from '../../../../components/CommentBlock'
import CommentBar from '../../components/CommentBar'
import ReportPopup from '../../../../components/ReportPopup'
import './index.scss'
import { numberParam } from '../../../../utils/params'

export type VideoTab = 'related' | 'comments' | 'intro'
export const VIDEO_TAB_TITLES: Record<VideoTab, string> = { related: '视频', comments: '评论', intro: '简介' }
const PLAYER_ID = 'story-video'

function VideoDetailPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const newsId = numberParam(params.newsId)
  const s = useStory(classId, newsId, { route: 'VideoDetail' })
  const d = s.detail
  const related = useMemo(() => relatedList({ classId, id: newsId }), [classId, newsId])
  const [tab, setTab] = useState<VideoTab>('related')
  const badge = commentBadge(s.commentsHidden ? 0 : s.commentCount)
  const tabs = (Object.keys(VIDEO_TAB_TITLES) as VideoTab[])
    .filter(k => !(k === 'comments' && s.commentsHidden) && !(k === 'related' && s.relatedHidden))
    .map(key => ({ key, title: key === 'comments' && badge ? `${VIDEO_TAB_TITLES.comments} ${badge}` : VIDEO_TAB_TITLES[key] }))
  // a story without related news or comments opens on a tab it has
  const active = tabs.some(t => t.key === tab) ? tab : 'intro'
  const list = active === 'related' ? related : active === 'comments' ? s.comments.list : null
  useEffect(() => {
    if (d && active === 'related' && related.page === 0) void related.loadMore()
  }, [d, active, related])
  useReachBottom(() => { if (list && !list.error) void list.loadMore() })

  return (
    <PageShell route='VideoDetail' isDetail title={d?.className} promo={{ classId, newsId }} firstScreenReady={!!d || !!s.store.error}>
      {s.store.error ? <EmptyState text={s.store.error} /> : !d ? <Skeleton rows={2} /> : (
        <View className='video-detail'>
          <VideoStage id={PLAYER_ID} src={d.videoUrls[0]?.videoUrl} poster={d.imageUrl[0]} title={d.title} />
          <View className='video-detail__head'>
            <Text className='video-detail__title'>{d.title}</Text>
            <Text className='video-detail__meta'>{minuteTime(d.newsTime)} · {d.befrom} · {shortCount(d.onclick)}次播放</Text>
          </View>
          <Tabs items={tabs} active={active} onChange={setTab} />
          {active === 'related' ? (
            <View className='video-detail__related'>
              {/* (room kept for the first related videos: the footer would stand in view, then be pushed down) */}
              {related.initialLoading ? <Skeleton rows={3} /> : (
                <>
                  {related.items.map(r => <NewsCard key={r.id} item={r} onOpen={openItem} />)}
                  <ListFooter list={related} />
                </>
              )}
            </View>
          ) : active === 'comments' ? (
            <>
              <CommentBlock comments={s.comments.list.items} total={s.commentCount} actions={s.actions} />
              {s.comments.list.items.length > 0 ? (
                <ListFooter list={s.comments.list} />
              ) : null}
            </>
          ) : (
            <View className='video-detail__intro'>
              <RichContent html={d.content} />
            </View>
          )}
          <CommentBar {...s.bar} onComments={() => setTab('comments')} />
          <ReportPopup store={s.report} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(VideoDetailPage)
