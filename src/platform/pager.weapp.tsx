// The mini-program's swiper, vertical.
import { Children, type PropsWithChildren } from 'react'
import { Swiper, SwiperItem } from '@tarojs/components'
import type { PagerProps } from './pager'

export function Pager({ className, current, onChange, children }: PropsWithChildren<PagerProps>) {
  return (
    <Swiper className={className} vertical current={current} duration={300} onChange={e => { if (e.detail.current !== current) onChange(e.detail.current) }}>
      {Children.map(children, child => <SwiperItem>{child}</SwiperItem>)}
    </Swiper>
  )
}
