// A picture in its box (a card's thumbnail, an avatar, the banner, an article's image). Implementations
// per target: the mini-program's image (lazy-load where asked); on H5 a plain <img> in the same
// taro-img box, loaded lazily by the browser itself (Taro's H5 Image watches every picture with an
// IntersectionObserver of its own and leaves the first screen's blank until it reports), with an
// empty alt: the text beside it (a title, a name) says what it shows.
import type { CSSProperties } from 'react'

export type PictureMode = 'aspectFill' | 'aspectFit' | 'widthFix' | 'scaleToFill'

export interface PictureProps {
  className?: string
  src: string
  /** how the picture fills its box (the mini-program's image modes; default scaleToFill) */
  mode?: PictureMode
  /** below the first screen: load when it comes near */
  lazy?: boolean
  style?: CSSProperties
  onClick?: () => void
  onTouchStart?: () => void
  onTouchMove?: () => void
  onTouchEnd?: () => void
  onTouchCancel?: () => void
}

export declare function Picture(props: PictureProps): JSX.Element
