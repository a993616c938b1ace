// The mini-program's native swiper.
import { Children, type PropsWithChildren } from 'react'
import { Swiper, SwiperItem } from '@tarojs/components'
import type { CarouselProps } from './carousel'

export function Carousel({ className, autoplay = false, interval = 5000, circular = false, onChange, children }: PropsWithChildren<CarouselProps>) {
  return (
    <Swiper className={className} autoplay={autoplay} interval={interval} circular={circular} onChange={e => onChange?.(e.detail.current)}>
      {Children.map(children, child => <SwiperItem>{child}</SwiperItem>)}
    </Swiper>
  )
}
