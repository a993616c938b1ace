// Mini-program: the page's own IntersectionObserver, relative to the viewport (extended below).
import Taro from '@tarojs/taro'
import type { ViewportAdapter } from './viewport'

export const viewport: ViewportAdapter = {
  watch(page, selector, marginPx, onChange) {
    if (!page) return () => undefined
    let observer: Taro.IntersectionObserver | null = null
    let stopped = false
    // the element reaches the view layer after this render's setData
    Taro.nextTick(() => {
      if (stopped) return
      observer = Taro.createIntersectionObserver(page as TaroGeneral.IAnyObject, { thresholds: [0] })
      observer.relativeToViewport({ bottom: marginPx }).observe(selector, res => onChange((res.intersectionRatio ?? 0) > 0))
    })
    return () => {
      stopped = true
      observer?.disconnect()
    }
  },
}
