// H5 addresses are the spec's public routes below /shangyou_news (Taro customRoutes map them to pages).
import Taro from '@tarojs/taro'
import type { RouterAdapter } from './router'
import { H5_BASENAME, h5Url } from '../../common/routes'

const PREV_ROUTE_KEY = 'prevRouteName'
const APP_OPEN_WAIT_MS = 2000

export const router: RouterAdapter = {
  url: (name, params) => h5Url(name, params),
  currentUrl() {
    const path = window.location.pathname.startsWith(H5_BASENAME)
      ? window.location.pathname.slice(H5_BASENAME.length) || '/'
      : window.location.pathname
    return path + window.location.search
  },
  reload(dropParams = []) {
    const url = new URL(window.location.href)
    dropParams.forEach(p => url.searchParams.delete(p))
    window.location.replace(url.toString())
  },
  refresh() {
    window.location.reload()
  },
  relaunch(address) {
    void Taro.reLaunch({ url: address || h5Url('home') })
  },
  replaceAddress(name, params) {
    window.history.replaceState(window.history.state, '', H5_BASENAME + h5Url(name, params))
  },
  openApp(appLink, fallbackUrl) {
    window.location.href = appLink
    // A page that is still visible after 2 s means the app did not open.
    setTimeout(() => {
      if (!document.hidden) window.location.href = fallbackUrl
    }, APP_OPEN_WAIT_MS)
  },
  rememberRoute(name) {
    try {
      sessionStorage.setItem(PREV_ROUTE_KEY, name)
    } catch {
      // private mode without storage: nothing to remember
    }
  },
  previousRoute() {
    try {
      return sessionStorage.getItem(PREV_ROUTE_KEY) ?? undefined
    } catch {
      return undefined
    }
  },
}
