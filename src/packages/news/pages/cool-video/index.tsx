// /CoolVideo (content type 21): the newsroom's videos full screen, one above another; a swipe up shows the
// next, which has been loading meanwhile. Each has its like, its comments and its share at the right, its
// title at the foot. The first tap plays; after it, each video shown plays and the one left pauses.
// `?newsId=` opens on that video. Slides are the screen's size from the first paint: nothing moves.
import { useEffect, useMemo, useRef, useState } from 'react'
import { useDidHide, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { NewsItem } from '@types-api/news'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import { Pager } from '../../../../platform/pager'
import { Picture } from '../../../../platform/picture'
import { Player, player } from '../../../../platform/player'
import { share } from '../../../../platform/share'
import { NewsDetailStore } from '../../../../stores/news-detail'
import { videoList } from '../../../../stores/lists'
import { useFirstPage } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { numberParam } from '../../../../utils/params'
import { shortCount } from '../../../../../common/count'
import { commentBadge } from '../../../../../common/detail-rules'
import './index.scss'

export const COOL_VIDEO_TEXT = {
  play: '播放',
  like: '点赞',
  comments: '评论',
  share: '分享',
  empty: '暂无视频',
  end: '已经到底了',
} as const

const playerId = (item: NewsItem) => `cool-video-${item.id}`

interface SlideProps {
  item: NewsItem
  /** the slide shown */
  active: boolean
  /** beside the one shown: its player is placed and loading */
  near: boolean
  /** the reader has played a video here: the one shown plays by itself */
  started: boolean
  onStart: () => void
}

export const Slide = observer(function Slide({ item, active, near, started, onStart }: SlideProps) {
  // the story's detail (its likes, its comment count) once shown; showing it counts a viewing
  const story = useMemo(() => new NewsDetailStore(item.classId, item.id), [item.classId, item.id])
  useEffect(() => {
    if (active) void story.ensure()
  }, [active, story])
  const [playing, setPlaying] = useState(false)
  // shown after the reader has started one: it plays (the first plays from the tap itself)
  const startedRef = useRef(started)
  startedRef.current = started
  useEffect(() => {
    if (active && startedRef.current) player.play(playerId(item))
    if (!active) player.pause(playerId(item))
  }, [active, item])
  const d = story.detail
  const badge = commentBadge(d ? (d.permission & 1 ? 0 : d.commentCount) : item.interactNum)
  const likes = d ? shortCount(d.doLikeNum) : ''
  // (the names say the counts shown)
  const named = (label: string, count: string) => (count ? `${label} ${count}` : label)
  return (
    <View className='cool-video__slide'>
      {near && item.videoUrl ? (
        <Player
          id={playerId(item)}
          className='cool-video__player'
          src={item.videoUrl}
          poster={item.imageUrl[0]}
          preload='auto'
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
      ) : <Picture className='cool-video__poster' src={item.imageUrl[0] ?? ''} mode='aspectFit' />}
      {active && !playing && !started ? (
        <View role='button' aria-label={COOL_VIDEO_TEXT.play} className='cool-video__play' onClick={() => { onStart(); player.play(playerId(item)) }} />
      ) : null}
      <View className='cool-video__actions'>
        <View role='button' aria-label={named(COOL_VIDEO_TEXT.like, likes)} aria-pressed={d?.isDoLike === 1} className={`cool-video__action cool-video__action--like${d?.isDoLike ? ' cool-video__action--liked' : ''}`} onClick={() => void story.like()}>
          <Text className='cool-video__count'>{likes}</Text>
        </View>
        <View role='button' aria-label={named(COOL_VIDEO_TEXT.comments, badge)} className='cool-video__action cool-video__action--comment' onClick={() => void navigate('CommentPage', { classId: item.classId, newsId: item.id })}>
          <Text className='cool-video__count'>{badge || ''}</Text>
        </View>
        <View role='button' aria-label={COOL_VIDEO_TEXT.share} className='cool-video__action cool-video__action--share'
          onClick={() => void share.share({ title: item.title, imageUrl: item.imageUrl[0], route: 'ShareVideo', params: { classId: item.classId, newsId: item.id } })} />
      </View>
      <View className='cool-video__info'>
        <Text className='cool-video__title'>{item.title}</Text>
        {item.videoTime ? <Text className='cool-video__time'>{item.videoTime}</Text> : null}
      </View>
    </View>
  )
})

function CoolVideoPage() {
  const { params } = useRouter()
  const openedId = numberParam(params.newsId)
  const list = videoList()
  useFirstPage(list)
  const items = list.items.filter(n => n.videoUrl)
  const [index, setIndex] = useState(-1)
  const [started, setStarted] = useState(false)
  // the video opened on, once the list has it (else the first)
  const current = index >= 0 ? index : Math.max(0, items.findIndex(n => n.id === openedId))
  useEffect(() => {
    // the next page before the last is reached
    if (current >= items.length - 2 && !list.finished && !list.loading && list.page > 0) void list.loadMore()
  }, [current, items.length, list])
  useDidHide(() => { if (items[current]) player.pause(playerId(items[current])) })
  const shown = items[current]
  share.useShareInfo(shown ? { title: shown.title, imageUrl: shown.imageUrl[0], route: 'ShareVideo', params: { classId: shown.classId, newsId: shown.id } } : null)

  return (
    <PageShell route='CoolVideo' firstScreenReady={items.length > 0 || list.finished || !!list.error}>
      <View className='cool-video'>
        {items.length === 0 ? (list.finished || list.error ? <EmptyState text={list.error || COOL_VIDEO_TEXT.empty} /> : null) : (
          <Pager className='cool-video__pager' current={current} onChange={setIndex}>
            {items.map((item, i) => (
              <Slide key={item.id} item={item} active={i === current} near={Math.abs(i - current) <= 1} started={started} onStart={() => setStarted(true)} />
            ))}
          </Pager>
        )}
      </View>
    </PageShell>
  )
}

export default observer(CoolVideoPage)
