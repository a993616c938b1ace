// A press held for `ms` (the spec's 700 ms image save), told apart from a tap: a tap after a long
// press does not also fire, and moving the finger cancels it.
import { useRef } from 'react'

export function useLongPress(ms: number, onLongPress: () => void, onTap: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const fired = useRef(false)
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  return {
    onTouchStart: () => {
      fired.current = false
      cancel()
      timer.current = setTimeout(() => {
        fired.current = true
        onLongPress()
      }, ms)
    },
    onTouchMove: cancel,
    onTouchEnd: cancel,
    onTouchCancel: cancel,
    onClick: () => {
      if (fired.current) {
        fired.current = false
        return
      }
      onTap()
    },
  }
}
