// A titled block of items side by side (districts, 上游号 accounts, topics), with its "more" link.
import { PropsWithChildren } from 'react'
import { Text, View } from '@tarojs/components'
import { ScrollArea } from '../../platform/scroll-area'
import './index.scss'

export interface ScrollBlockProps {
  title: string
  more: string
  onMore: () => void
  /** the more link in the brand colour */
  strongMore?: boolean
}

export default function ScrollBlock({ title, more, onMore, strongMore = false, children }: PropsWithChildren<ScrollBlockProps>) {
  return (
    <View className='scroll-block'>
      <View className='scroll-block__head'>
        <Text className='scroll-block__title'>{title}</Text>
        <Text className={`scroll-block__more${strongMore ? ' scroll-block__more--strong' : ''}`} onClick={onMore}>{more}</Text>
      </View>
      <ScrollArea className='scroll-block__scroll'>
        <View className='scroll-block__row'>{children}</View>
      </ScrollArea>
    </View>
  )
}
