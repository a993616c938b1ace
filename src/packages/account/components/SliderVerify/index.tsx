// The slider in front of SMS sending: drag the handle to the end. Shown until passed, then replaced by a
// note that the slide was verified (refresh if there is a problem). A failed slide or an error shows
// nothing: the handle goes back and a new challenge is fetched.
import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CommonEvent } from '@tarojs/components'
import { useLayoutQuery, type Rect } from '../../../../utils/measure'
import { SLIDER_HANDLE, SLIDER_HINT, SLIDER_PASSED } from '../../../../../common/account'
import './index.scss'

export { SLIDER_HINT, SLIDER_PASSED }
/** the handle's width (px) and a track width to use until the real one is measured */
const HANDLE = SLIDER_HANDLE
const TRACK_FALLBACK = 311
const END_SHARE = 0.95

export interface SliderVerifyProps {
  /** the note stands in for the slider while this is true; when it turns false a new challenge comes */
  passed: boolean
  /** a new challenge's token ('' when none could be had) */
  challenge: () => Promise<string>
  /** the slide along `width` px, judged: resolves when taken (the owner then says `passed`), rejects when not */
  verify: (token: string, width: number, points: [number, number][]) => Promise<void>
}

type TouchPoint = { clientX?: number; pageX?: number; x?: number }

function touchX(e: CommonEvent): number {
  const { touches, changedTouches } = e as unknown as { touches?: TouchPoint[]; changedTouches?: TouchPoint[] }
  const t = touches?.[0] ?? changedTouches?.[0]
  return t?.clientX ?? t?.pageX ?? t?.x ?? 0
}

export default function SliderVerify({ passed, challenge, verify }: SliderVerifyProps) {
  const [token, setToken] = useState('')
  const [x, setX] = useState(0)
  const drag = useRef({ startX: 0, t0: 0, points: [] as [number, number][], width: TRACK_FALLBACK, busy: false })
  const queryLayout = useLayoutQuery()

  const fresh = () => {
    setX(0)
    drag.current.busy = false
    void challenge().then(setToken)
  }
  useEffect(() => {
    if (!passed) fresh()
  }, [passed]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const timer = setTimeout(() => queryLayout<[Rect | null]>([{ selector: '#slider-track' }], ([rect]) => {
      if (rect && rect.width > HANDLE) drag.current.width = rect.width
    }), 0)
    return () => clearTimeout(timer)
  }, [queryLayout, passed])

  if (passed) return <View className='slider-verify slider-verify--passed'><Text>{SLIDER_PASSED}</Text></View>

  const max = () => drag.current.width - HANDLE
  const start = (e: CommonEvent) => {
    if (drag.current.busy || !token) return
    drag.current = { ...drag.current, startX: touchX(e), t0: Date.now(), points: [[0, 0]] }
  }
  const move = (e: CommonEvent) => {
    if (drag.current.busy || !drag.current.t0) return
    const at = Math.max(0, Math.min(max(), touchX(e) - drag.current.startX))
    drag.current.points.push([Date.now() - drag.current.t0, at])
    setX(at)
  }
  const end = () => {
    const d = drag.current
    if (d.busy || !d.t0) return
    const last = d.points[d.points.length - 1]?.[1] ?? 0
    d.t0 = 0
    if (last < max() * END_SHARE) {
      setX(0)
      return
    }
    d.busy = true
    // the track the server judges: the handle's travel
    verify(token, max(), d.points).catch(fresh)
  }

  return (
    <View id='slider-track' className='slider-verify'>
      <View className='slider-verify__fill' style={{ width: `${x + HANDLE / 2}px` }} />
      <Text className='slider-verify__hint'>{SLIDER_HINT}</Text>
      <View
        className='slider-verify__handle'
        style={{ transform: `translateX(${x}px)` }}
        onTouchStart={start}
        onTouchMove={move}
        onTouchEnd={end}
        onTouchCancel={end}
      >
        <Text>»</Text>
      </View>
    </View>
  )
}
