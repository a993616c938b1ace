// A stand-in for the parts of @tarojs/taro the app uses. Calls are recorded so tests can assert
// what the reader would see (toasts, modals) and where they would go (navigation).
/* eslint-disable @typescript-eslint/no-explicit-any */

export interface Recorded { name: string; args: any }

export const calls: Recorded[] = []
const storage = new Map<string, unknown>()
let pages: { route?: string; path?: string; options?: Record<string, string> }[] = []
let routerParams: Record<string, string> = {}

/** What Taro.request resolves with; tests replace it per call. */
export let requestImpl: (opts: any) => Promise<any> = async () => ({ statusCode: 200, data: { statusCode: 200, message: 'ok', data: null }, header: {} })
export let modalAnswer = { confirm: true, cancel: false }

export function setRequest(fn: (opts: any) => Promise<any>): void { requestImpl = fn }
export function setModalAnswer(confirm: boolean): void { modalAnswer = { confirm, cancel: !confirm } }
export function setPages(next: typeof pages): void { pages = next }
export function setRouterParams(p: Record<string, string>): void { routerParams = p }
export function callsOf(name: string): any[] { return calls.filter(c => c.name === name).map(c => c.args) }

export function resetTaro(): void {
  calls.length = 0
  storage.clear()
  pages = []
  routerParams = {}
  modalAnswer = { confirm: true, cancel: false }
  requestImpl = async () => ({ statusCode: 200, data: { statusCode: 200, message: 'ok', data: null }, header: {} })
  handlers.clear()
}

/** Taro's event bus: handlers by event name */
const handlers = new Map<string, Set<(...args: any[]) => void>>()
const eventCenter = {
  on(name: string, fn: (...args: any[]) => void) { handlers.set(name, (handlers.get(name) ?? new Set()).add(fn)) },
  off(name: string, fn?: (...args: any[]) => void) { if (fn) handlers.get(name)?.delete(fn); else handlers.delete(name) },
  trigger(name: string, ...args: any[]) { for (const fn of [...(handlers.get(name) ?? [])]) fn(...args) },
}

const record = (name: string, result: unknown = {}) => (args?: any) => {
  calls.push({ name, args })
  return Promise.resolve(result)
}

const Taro = {
  request: (opts: any) => {
    calls.push({ name: 'request', args: opts })
    return requestImpl(opts)
  },
  getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => { storage.set(key, value) },
  removeStorageSync: (key: string) => { storage.delete(key) },
  showToast: record('showToast'),
  showModal: (args: any) => {
    calls.push({ name: 'showModal', args })
    return Promise.resolve(modalAnswer)
  },
  navigateTo: record('navigateTo'),
  redirectTo: record('redirectTo'),
  reLaunch: record('reLaunch'),
  navigateBack: record('navigateBack'),
  setClipboardData: record('setClipboardData'),
  getLocation: record('getLocation', { latitude: 29.56, longitude: 106.55 }),
  setNavigationBarTitle: record('setNavigationBarTitle'),
  stopPullDownRefresh: record('stopPullDownRefresh'),
  showShareMenu: record('showShareMenu'),
  getCurrentPages: () => pages,
  getCurrentInstance: () => ({ page: pages[pages.length - 1] ?? null, router: { params: routerParams } }),
  createSelectorQuery: () => {
    const query = {
      select: () => ({ boundingClientRect: () => query }),
      selectAll: () => ({ boundingClientRect: () => query }),
      exec: (cb: (res: unknown[]) => void) => cb([]),
    }
    return query
  },
  getSystemInfoSync: () => ({ windowHeight: 844, windowWidth: 390 }),
  previewImage: record('previewImage'),
  createVideoContext: () => ({ play: record('videoPlay'), pause: record('videoPause') }),
  eventCenter,
}

export const useRouter = () => ({ params: routerParams, path: '' })
export const useLaunch = (fn: () => void) => { fn() }
export const useReachBottom = () => undefined
export const usePullDownRefresh = () => undefined
export const usePageScroll = () => undefined
// (a page shown again: the stand-in shows each page once)
export const useDidShow = () => undefined
export const useDidHide = () => undefined
export const useShareAppMessage = (fn: () => unknown) => { calls.push({ name: 'useShareAppMessage', args: fn }) }
export const useShareTimeline = (fn: () => unknown) => { calls.push({ name: 'useShareTimeline', args: fn }) }

export default Taro
