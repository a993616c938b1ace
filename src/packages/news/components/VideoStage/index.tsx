// A story's video under its overlay (its poster, its title if given, ▶): a tap plays it and the overlay
// goes; it returns on pause and at the end. The player is placed while the page shows and is paused and
// taken away when it hides. /VideoDetail's and /ShareVideo's.
import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { Player, player } from '../../../../platform/player'

export interface VideoStageProps {
  id: string
  src: string | undefined
  poster: string | undefined
  /** the title over the poster (the story page's; a shared video's page shows it below) */
  title?: string
}

export default function VideoStage({ id, src, poster, title }: VideoStageProps) {
  const [shown, setShown] = useState(true)
  const [overlay, setOverlay] = useState(true)
  // the player's own cover and its first frame only once the reader has played: until then the overlay
  // shows the poster (the same picture painted again under it, or the video's first frame, would be the
  // page's largest paint a second time, after the app has drawn), and a reader who does not play downloads
  // nothing of the video
  const [played, setPlayed] = useState(false)
  useDidShow(() => setShown(true))
  useDidHide(() => {
    player.pause(id)
    setOverlay(true)
    setShown(false)
  })
  const play = () => {
    setOverlay(false)
    setPlayed(true)
    player.play(id)
  }
  return (
    <View className='video-detail__stage'>
      {src && shown ? (
        <Player id={id} className='video-detail__player' src={src} poster={played ? poster : undefined} preload={played ? 'metadata' : 'none'}
          onPause={() => setOverlay(true)} onEnded={() => setOverlay(true)} onPlay={() => { setOverlay(false); setPlayed(true) }} />
      ) : <View className='video-detail__player' />}
      {overlay ? (
        <View className='video-detail__overlay' onClick={play}>
          {poster ? <Picture className='video-detail__poster' src={poster} mode='aspectFill' /> : null}
          {title ? <Text className='video-detail__overlay-title'>{title}</Text> : null}
          <View className='video-detail__play' />
        </View>
      ) : null}
    </View>
  )
}
