// What a screen shows below its first view is drawn a moment later, in a task of its own: the first
// render of a page is shorter on a slow phone (no long task stands between the reader and their first
// tap) and the mini-program's first setData smaller. false on the first render, true from the next
// task on.
import { useEffect, useRef, useState } from 'react'

export function useLater(): boolean {
  const [later, setLater] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLater(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return later
}

/**
 * How many of `total` things to draw: `first` on the first render, then `step` more in each task after
 * it until all are drawn. A long article or list is drawn in short tasks instead of one long one, so a
 * tap between two of them is answered at once. Once all there was are drawn, what is added later (the
 * next page of a list) is drawn at once: nothing below the screen waits a task for it.
 */
export function useProgressive(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first)
  const done = useRef(false)
  if (total > 0 && shown >= total) done.current = true
  useEffect(() => {
    if (done.current || shown >= total) return
    const timer = setTimeout(() => setShown(n => n + step), 0)
    return () => clearTimeout(timer)
  }, [shown, total, step])
  return done.current ? total : Math.min(shown, total)
}
