// An area that scrolls on its own, sideways (channel tabs, the district and 上游号 blocks, e-paper dates)
// or up and down (an e-paper article in its popup), keeping one child in view. Implementations per
// target: the mini-program's ScrollView; on H5 a plain scrolling element (Taro's H5 ScrollView is a
// web component that every first screen would load: its code sits with the other components').
import type { PropsWithChildren } from 'react'

export interface ScrollAreaProps {
  className?: string
  /** 'x' (default): sideways; 'y': up and down */
  direction?: 'x' | 'y'
  /** the element id of the child to bring into view */
  activeId?: string
}

export declare function ScrollArea(props: PropsWithChildren<ScrollAreaProps>): JSX.Element
