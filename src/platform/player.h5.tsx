// H5: the browser's video element, inline on phones.
import type { PlayerControl, PlayerProps } from './player'

export function Player({ id, className, src, poster, preload = 'metadata', fit = 'contain', onPlay, onPause, onEnded }: PlayerProps) {
  return (
    <video
      id={id}
      className={className}
      src={src}
      poster={poster}
      controls
      playsInline
      preload={preload}
      style={{ objectFit: fit }}
      onPlay={onPlay}
      onPause={onPause}
      onEnded={onEnded}
    />
  )
}

const element = (id: string) => document.getElementById(id) as HTMLVideoElement | null

export const player: PlayerControl = {
  // a play() the browser refuses (no gesture yet) leaves the controls to the reader
  play: id => void element(id)?.play().catch(() => undefined),
  pause: id => element(id)?.pause(),
}
