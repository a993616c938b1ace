// H5: the server's first screen lies over the app's until the app has drawn the same one; then it goes,
// once the pictures it shows in view have arrived (at most MAX_WAIT_MS: a picture that does not load
// keeps nothing waiting) and two frames later, when the app's screen is on the glass. Its styles come
// with the app's own stylesheet.
import type { FirstPaintAdapter } from './first-paint'
// the first stylesheet's other H5-only rules, first (the components' own rules come after and win): those
// of the Taro components the app uses there (its name must not hold the word taro-components: Taro's H5
// build injects such a stylesheet from script)
import './taro-base.h5.scss'
import './first-paint.h5.scss'

const ELEMENT_ID = 'sy-first-paint'
/** the longest the server's screen waits for its pictures after the app is ready */
const MAX_WAIT_MS = 1500
let done = false

function inView(el: Element): boolean {
  const r = el.getBoundingClientRect()
  return r.bottom > 0 && r.top < window.innerHeight && r.width > 0 && r.height > 0
}

export const firstPaint: FirstPaintAdapter = {
  done() {
    if (done) return
    done = true
    const el = document.getElementById(ELEMENT_ID)
    if (!el) return
    // the app beneath is ready: taps and assistive technology reach it while the pictures arrive
    el.style.pointerEvents = 'none'
    el.setAttribute('aria-hidden', 'true')
    let removed = false
    const remove = () => {
      if (removed) return
      removed = true
      requestAnimationFrame(() => requestAnimationFrame(() => el.remove()))
    }
    // the same pictures in the app come from the browser's cache at once: the swap shows no gap
    const loading = [...el.querySelectorAll('img')].filter(img => !img.complete && inView(img))
    if (loading.length === 0) return remove()
    let left = loading.length
    const timer = setTimeout(remove, MAX_WAIT_MS)
    const one = () => {
      if (--left > 0) return
      clearTimeout(timer)
      remove()
    }
    for (const img of loading) {
      img.addEventListener('load', one, { once: true })
      img.addEventListener('error', one, { once: true })
    }
  },
}
