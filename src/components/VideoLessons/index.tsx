// 视频课堂: a column's videos (planting and breeding lessons, market reports) that play where they are in
// the list: a tap on a cover puts the player there and starts it; one plays at a time (opening another
// stops the first). The title opens the video's own page, with its comments.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { NewsItem } from '@types-api/news'
import { Picture } from '../../platform/picture'
import { Player, player } from '../../platform/player'
import ChunkedList from '../ChunkedList'
import ListFooter from '../ListFooter'
import Skeleton from '../Skeleton'
import type { PagedList } from '../../stores/paged-list'
import { openItem } from '../../utils/open-item'
import { thumbnail } from '../../../common/image'
import { shortCount } from '../../../common/count'
import './index.scss'

import { PLAY_LABEL } from '../../../common/video'

export { PLAY_LABEL }
const playerId = (id: number) => `lesson-${id}`

function Lesson({ item, playing, onPlay }: { item: NewsItem; playing: boolean; onPlay: () => void }) {
  // started once its player is on the page
  useEffect(() => { if (playing) player.play(playerId(item.id)) }, [playing, item.id])
  return (
    <View className='video-lesson'>
      <View className='video-lesson__stage'>
        {playing && item.videoUrl ? (
          <Player id={playerId(item.id)} className='video-lesson__player' src={item.videoUrl} poster={item.imageUrl[0]} />
        ) : (
          <View role='button' aria-label={PLAY_LABEL(item.title, item.videoTime)} className='video-lesson__cover' onClick={onPlay}>
            <Picture className='video-lesson__img' src={thumbnail(item.imageUrl[0] ?? '')} mode='aspectFill' lazy />
            <View className='video-lesson__play' />
            {item.videoTime ? <Text className='video-lesson__time'>{item.videoTime}</Text> : null}
          </View>
        )}
      </View>
      <View role='link' className='video-lesson__title' onClick={() => openItem(item)}>{item.title}</View>
      <Text className='video-lesson__meta'>{`${shortCount(item.pv)}次播放`}</Text>
    </View>
  )
}

function VideoLessons({ list }: { list: PagedList<NewsItem> }) {
  const [playing, setPlaying] = useState(0)
  if (list.initialLoading) return <Skeleton rows={2} />
  return (
    <View className='video-lessons'>
      <ChunkedList items={list.items} keyOf={i => i.id} render={item => <Lesson item={item} playing={item.id === playing} onPlay={() => setPlaying(item.id)} />} />
      <ListFooter list={list} />
    </View>
  )
}

export default observer(VideoLessons)
