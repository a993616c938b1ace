// H5: a light full-screen previewer (pictures side by side, swiped with scroll snapping, a tap
// closes it); in the native app a long press asks the host to save the picture.
import Taro from '@tarojs/taro'
import type { ImageAdapter } from './image'
import { env } from './env.h5'
import { bridge } from './bridge.h5'

const ROUTER_CHANGE = '__taroRouterChange'

function css(el: HTMLElement, style: Partial<CSSStyleDeclaration>): void {
  Object.assign(el.style, style)
}

export const image: ImageAdapter = {
  preview(urls, current) {
    if (urls.length === 0) return
    const overlay = document.createElement('div')
    overlay.className = 'image-preview'
    overlay.setAttribute('role', 'dialog')
    css(overlay, { position: 'fixed', inset: '0', zIndex: '1000', background: '#000' })
    const track = document.createElement('div')
    track.className = 'image-preview__track'
    css(track, { display: 'flex', height: '100%', overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none' })
    for (const url of urls) {
      const slide = document.createElement('div')
      css(slide, { flex: '0 0 100%', display: 'flex', alignItems: 'center', justifyContent: 'center', scrollSnapAlign: 'center' })
      const img = document.createElement('img')
      img.src = url
      img.alt = ''
      css(img, { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' })
      slide.appendChild(img)
      track.appendChild(slide)
    }
    const counter = document.createElement('div')
    counter.className = 'image-preview__index'
    css(counter, { position: 'absolute', left: '0', right: '0', bottom: '28px', color: '#fff', fontSize: '15px', textAlign: 'center' })
    const start = Math.max(0, urls.indexOf(current))
    const show = (i: number) => { counter.textContent = `${i + 1}/${urls.length}` }
    show(start)
    track.addEventListener('scroll', () => show(Math.round(track.scrollLeft / Math.max(1, track.clientWidth))))
    overlay.append(track, counter)
    const close = () => {
      Taro.eventCenter.off(ROUTER_CHANGE, close)
      overlay.remove()
    }
    overlay.addEventListener('click', close)
    // leaving the page (back) closes it too
    Taro.eventCenter.on(ROUTER_CHANGE, close)
    document.body.appendChild(overlay)
    track.scrollLeft = start * track.clientWidth
  },
  async save(url) {
    if (env.environment() !== 'app') return false
    await bridge.call('saveImage', { url })
    return true
  },
}
