// Mini-program: the video component, driven through its context.
import Taro from '@tarojs/taro'
import { Video } from '@tarojs/components'
import type { PlayerControl, PlayerProps } from './player'

// (the video component loads when it is placed: `preload` has nothing more to ask of it)
export function Player({ id, className, src, poster, fit = 'contain', onPlay, onPause, onEnded }: PlayerProps) {
  return <Video id={id} className={className} src={src} poster={poster} controls objectFit={fit} onPlay={onPlay} onPause={onPause} onEnded={onEnded} />
}

export const player: PlayerControl = {
  play: id => Taro.createVideoContext(id).play(),
  pause: id => Taro.createVideoContext(id).pause(),
}
