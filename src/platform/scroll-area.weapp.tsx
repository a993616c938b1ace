// Mini-program: ScrollView, which brings a child into view by its id.
import type { PropsWithChildren } from 'react'
import { ScrollView } from '@tarojs/components'
import type { ScrollAreaProps } from './scroll-area'

export function ScrollArea({ className, direction = 'x', activeId, children }: PropsWithChildren<ScrollAreaProps>) {
  return (
    <ScrollView className={className} scrollX={direction === 'x'} scrollY={direction === 'y'} scrollWithAnimation enhanced showScrollbar={false} scrollIntoView={activeId}>
      {children}
    </ScrollView>
  )
}
