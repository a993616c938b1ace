// Full-size slides one above another, a swipe up or down to the next (the vertical video feed).
// Implementations per target: the mini-program's vertical swiper, and on H5 a scroll-snap column.
import type { PropsWithChildren } from 'react'

export interface PagerProps {
  className?: string
  /** the slide shown: set to move there (the first showing), told back on each swipe */
  current: number
  onChange: (index: number) => void
}

export declare function Pager(props: PropsWithChildren<PagerProps>): JSX.Element
