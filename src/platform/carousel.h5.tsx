// H5: a horizontally scrolling strip that snaps to whole slides; autoplay scrolls it, and a swipe by the
// reader restarts the timer.
import { Children, useEffect, useRef, useState, type PropsWithChildren } from 'react'
import type { CarouselProps } from './carousel'
import './carousel.h5.scss'

export function Carousel({ className = '', autoplay = false, interval = 5000, circular = false, onChange, children }: PropsWithChildren<CarouselProps>) {
  const strip = useRef<HTMLDivElement>(null)
  const index = useRef(0)
  const [touched, setTouched] = useState(0)
  const count = Children.count(children)

  useEffect(() => {
    if (!autoplay || count < 2) return undefined
    const timer = setInterval(() => {
      const el = strip.current
      if (!el || !el.clientWidth) return
      const next = index.current + 1 >= count ? (circular ? 0 : index.current) : index.current + 1
      if (next !== index.current) el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' })
    }, interval)
    return () => clearInterval(timer)
  }, [autoplay, interval, circular, count, touched])

  const onScroll = () => {
    const el = strip.current
    if (!el || !el.clientWidth) return
    const i = Math.round(el.scrollLeft / el.clientWidth)
    if (i !== index.current) {
      index.current = i
      onChange?.(i)
    }
  }

  return (
    // focusable: a keyboard can move through the slides too
    <div ref={strip} tabIndex={0} className={`sy-carousel ${className}`} onScroll={onScroll} onTouchStart={() => setTouched(t => t + 1)}>
      {Children.map(children, child => <div className='sy-carousel__slide'>{child}</div>)}
    </div>
  )
}
