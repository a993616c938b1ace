// Mini-program: nothing is served with the page; every answer is asked for, except what WeChat fetched
// ahead of a cold start (数据预拉取, configured in the mini-program's console to call the server's
// GET /v1/wechat/prefetch): the first answers of the page the cold start opens, read once.
import Taro from '@tarojs/taro'
import type { BootData } from '@types-api/boot'
import type { BootAdapter, Prefetched } from './boot'

type FetchData = (options: { fetchType: 'pre' | 'periodic' }) => Promise<{ fetchedData: string; timeStamp: number; path: string; query: string }>

const fetchDataApi = () => (Taro as unknown as { getBackgroundFetchData?: FetchData }).getBackgroundFetchData

export const boot: BootAdapter = {
  read: () => null,
  // (an older base library, or a host without the pre-fetch, has none)
  canPrefetch: () => typeof fetchDataApi() === 'function',
  async prefetched(): Promise<Prefetched | null> {
    const fetchData = fetchDataApi()
    if (typeof fetchData !== 'function') return null
    try {
      const got = await fetchData({ fetchType: 'pre' })
      // the server's answer as WeChat kept it: the envelope, its data the page's boot data
      const answer = JSON.parse(got.fetchedData) as { statusCode?: number; data?: BootData } | null
      const data = answer?.statusCode === 200 ? answer.data : undefined
      if (!data || typeof data.responses !== 'object' || data.responses === null) return null
      return { path: got.path ?? '', query: got.query ?? '', at: Number(got.timeStamp) || 0, data }
    } catch {
      // nothing fetched (the console has no pre-fetch configured, or it failed): the page asks
      return null
    }
  },
}
