// Mini-program addresses are page paths with a query string.
import Taro from '@tarojs/taro'
import type { RouterAdapter } from './router'
import { pageUrl } from '../../common/routes'

let previous: string | undefined

function currentPage(): { route: string; options: Record<string, string> } | undefined {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as unknown as { route?: string; options?: Record<string, string> } | undefined
  return page?.route ? { route: page.route, options: page.options ?? {} } : undefined
}

export const router: RouterAdapter = {
  url: (name, params) => pageUrl(name, params),
  currentUrl() {
    const page = currentPage()
    if (!page) return '/'
    const query = Object.entries(page.options)
      .filter(([k]) => k !== '$taroTimestamp')
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&')
    return `/${page.route}${query ? `?${query}` : ''}`
  },
  reload(dropParams = []) {
    const [path, query = ''] = this.currentUrl().split('?')
    const kept = query.split('&').filter(p => p && !dropParams.includes(decodeURIComponent(p.split('=')[0])))
    void Taro.reLaunch({ url: kept.length ? `${path}?${kept.join('&')}` : path })
  },
  refresh() {
    // the page is opened again in its own place (the pages under it stay); the only page starts over
    const url = this.currentUrl()
    void (Taro.getCurrentPages().length > 1 ? Taro.redirectTo({ url }) : Taro.reLaunch({ url }))
  },
  relaunch(address) {
    void Taro.reLaunch({ url: address || pageUrl('home') })
  },
  replaceAddress() {
    // a mini-program page has no address bar to keep in step
  },
  openApp() {
    // The mini-program cannot open another app; the promo bar never shows here.
  },
  rememberRoute(name) {
    previous = name
  },
  previousRoute: () => previous,
}
