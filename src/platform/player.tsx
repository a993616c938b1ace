// A video player and the way to play or pause it from code. Implementations per target: the
// mini-program's video component, and on H5 the browser's own video element (Taro's H5 Video brings
// ~13 KB gzip to the chunk every page loads first).

export interface PlayerProps {
  /** play() and pause() find the player by it */
  id?: string
  className?: string
  src: string
  poster?: string
  /** load the video ahead of play ('auto': the next in a feed; 'none': nothing until played); default its size and length only */
  preload?: 'auto' | 'metadata' | 'none'
  /** how the picture fills the player: whole (default) or cropped to fill it */
  fit?: 'contain' | 'cover'
  onPlay?: () => void
  onPause?: () => void
  onEnded?: () => void
}

export declare function Player(props: PlayerProps): JSX.Element

export interface PlayerControl {
  play(id: string): void
  pause(id: string): void
}

export declare const player: PlayerControl
