// A row of slides the reader swipes through. Implementations per target: the mini-program's own
// swiper, and on H5 a scroll-snap strip (Taro's H5 Swiper brings ~70 KB of Swiper.js to first load).
import type { PropsWithChildren } from 'react'

export interface CarouselProps {
  className?: string
  autoplay?: boolean
  /** ms between slides when autoplaying */
  interval?: number
  /** wrap from the last slide to the first */
  circular?: boolean
  onChange?: (index: number) => void
}

export declare function Carousel(props: PropsWithChildren<CarouselProps>): JSX.Element
