// H5: an element that scrolls (no scrollbar sideways); the active child is brought to the middle.
import { useEffect, useRef, type PropsWithChildren } from 'react'
import type { ScrollAreaProps } from './scroll-area'
import './scroll-area.h5.scss'

export function ScrollArea({ className = '', direction = 'x', activeId, children }: PropsWithChildren<ScrollAreaProps>) {
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = area.current
    const item = activeId && el ? el.querySelector<HTMLElement>(`[id="${activeId}"]`) : null
    if (!el || !item) return
    if (direction === 'x') el.scrollTo({ left: Math.max(0, item.offsetLeft - (el.clientWidth - item.offsetWidth) / 2), behavior: 'smooth' })
    else el.scrollTo({ top: Math.max(0, item.offsetTop - (el.clientHeight - item.offsetHeight) / 2), behavior: 'smooth' })
  }, [activeId, direction])
  // focusable: a keyboard can scroll it too
  return <div ref={area} tabIndex={0} className={`sy-scroll sy-scroll--${direction} ${className}`}>{children}</div>
}
