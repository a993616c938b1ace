// A video a question or an answer carries: its cover (or a dark box when the phone made none) with a
// play mark and its length, boxed at the clip's own shape (an upright clip narrower) so nothing shifts
// when it loads; a tap puts the player in its place and starts it. One player at a time on a page of
// answers is what a slow phone affords (each mini-program video is a native view).
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { QuestionVideo } from '@types-api/politics'
import { Picture } from '../../../../platform/picture'
import { Player, player } from '../../../../platform/player'
import { clipLength } from '../../../../../common/time'
import './index.scss'

export const VIDEO_TEXT = {
  play: '播放视频',
} as const

let seq = 0

export default function AttachedVideo({ video, className = '' }: { video: QuestionVideo; className?: string }) {
  const [id] = useState(() => `attached-video-${++seq}`)
  const [playing, setPlaying] = useState(false)
  useEffect(() => {
    if (playing) player.play(id)
  }, [playing, id])
  const upright = video.height > video.width
  // the box's height as a share of its width (a clip without a size: 16:9)
  const ratio = video.width > 0 && video.height > 0 ? video.height / video.width : 9 / 16
  return (
    <View className={`attached-video${upright ? ' attached-video--upright' : ''} ${className}`}>
      <View className='attached-video__box' style={{ paddingBottom: `${(ratio * 100).toFixed(2)}%` }}>
        {playing ? (
          <Player id={id} className='attached-video__player' src={video.url} poster={video.coverImage || undefined} />
        ) : (
          <View role='button' aria-label={VIDEO_TEXT.play} className='attached-video__cover' onClick={() => setPlaying(true)}>
            {video.coverImage ? <Picture className='attached-video__image' src={video.coverImage} mode='aspectFill' /> : null}
            <View className='attached-video__play' />
            {video.duration > 0 ? <Text className='attached-video__time'>{clipLength(video.duration)}</Text> : null}
          </View>
        )}
      </View>
    </View>
  )
}
