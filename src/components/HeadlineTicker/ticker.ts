// The headline ticker's motion (spec §9): 1 px every 50 ms, pausing 3 s at both ends, only when the
// title is wider than its box.
import { useEffect, useState } from 'react'

export const TICKER_STEP_PX = 1
export const TICKER_INTERVAL_MS = 50
export const TICKER_PAUSE_MS = 3000

/** The title's current offset, given how far it overflows its box (0 or less: it stays put). */
export function useTicker(overflow: number): number {
  const [offset, setOffset] = useState(0)
  useEffect(() => {
    setOffset(0)
    if (overflow <= 0) return undefined
    let timer: ReturnType<typeof setTimeout>
    let at = 0
    const step = () => {
      at = Math.min(overflow, at + TICKER_STEP_PX)
      setOffset(at)
      if (at >= overflow) {
        // pause at the end, jump back, pause at the start, go again
        timer = setTimeout(() => {
          at = 0
          setOffset(0)
          timer = setTimeout(step, TICKER_PAUSE_MS)
        }, TICKER_PAUSE_MS)
      } else {
        timer = setTimeout(step, TICKER_INTERVAL_MS)
      }
    }
    timer = setTimeout(step, TICKER_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [overflow])
  return offset
}
