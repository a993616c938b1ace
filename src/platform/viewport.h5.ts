// H5: the browser's IntersectionObserver on the element inside the page's own container (Taro keeps
// earlier pages in the DOM, hidden: an element of a hidden page is never in view).
import type { ViewportAdapter } from './viewport'

/** frames to wait for the element to be in the document after the render that made it */
const FIND_FRAMES = 30

export const viewport: ViewportAdapter = {
  watch(page, selector, marginPx, onChange) {
    let observer: IntersectionObserver | null = null
    let frame = 0
    let tries = 0
    const find = () => {
      const container = page?.path ? document.getElementById(page.path) : null
      const el = container?.querySelector(selector) ?? null
      if (typeof IntersectionObserver === 'undefined') return
      if (!el) {
        if (++tries < FIND_FRAMES) frame = requestAnimationFrame(find)
        return
      }
      observer = new IntersectionObserver(entries => {
        const last = entries[entries.length - 1]
        onChange(last.isIntersecting)
      }, { rootMargin: `0px 0px ${marginPx}px 0px` })
      observer.observe(el)
    }
    frame = requestAnimationFrame(find)
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
    }
  },
}
