// H5: the page's container (its id is the page's path) and the browser's own rects, a frame later.
import type { LayoutAdapter, Rect } from './layout'

const rectOf = (el: Element): Rect => {
  const { top, left, right, bottom, width, height } = el.getBoundingClientRect()
  return { id: el.id, top, left, right, bottom, width, height }
}

export const layout: LayoutAdapter = {
  measure(page, requests, done) {
    requestAnimationFrame(() => {
      const container = page?.path ? document.getElementById(page.path) : null
      if (!container) return
      done(requests.map(r => {
        if (r.all) return [...container.querySelectorAll(r.selector)].map(rectOf)
        const el = container.querySelector(r.selector)
        return el ? rectOf(el) : null
      }))
    })
  },
  // the browser's own figure (Taro's getSystemInfo would load a user-agent parser for it)
  windowHeight: () => window.innerHeight,
  keyboardScrollable(page) {
    requestAnimationFrame(() => {
      const container = page?.path ? document.getElementById(page.path) : null
      if (container && !container.hasAttribute('tabindex')) container.tabIndex = 0
    })
  },
}
