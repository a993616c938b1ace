// H5: a column that scrolls a whole slide at a time (scroll snapping), told which slide is shown as it
// settles; moved to `current` when that changes from outside (the first showing).
import { Children, useEffect, useRef, type PropsWithChildren } from 'react'
import type { PagerProps } from './pager'
import './pager.h5.scss'

export function Pager({ className = '', current, onChange, children }: PropsWithChildren<PagerProps>) {
  const column = useRef<HTMLDivElement>(null)
  const shown = useRef(current)

  useEffect(() => {
    const el = column.current
    if (!el || !el.clientHeight || shown.current === current && Math.round(el.scrollTop / el.clientHeight) === current) return
    shown.current = current
    el.scrollTo({ top: current * el.clientHeight })
  }, [current])

  const onScroll = () => {
    const el = column.current
    if (!el || !el.clientHeight) return
    const i = Math.round(el.scrollTop / el.clientHeight)
    if (i !== shown.current) {
      shown.current = i
      onChange(i)
    }
  }

  return (
    // focusable: a keyboard moves through the slides too (arrow keys, page keys)
    <div ref={column} tabIndex={0} className={`sy-pager ${className}`} onScroll={onScroll}>
      {Children.map(children, child => <div className='sy-pager__slide'>{child}</div>)}
    </div>
  )
}
