// The first answers the server wrote into the H5 page (types/api/boot.ts). Implementations per
// target: on H5 read once from the page; the mini-program has none, but may have what WeChat fetched ahead
// of a cold start (its 数据预拉取: the server's GET /v1/wechat/prefetch).
import type { BootData } from '@types-api/boot'

/** what WeChat fetched ahead of a cold start (数据预拉取) for the page it opens */
export interface Prefetched {
  /** the page it was fetched for ('packages/…/index') and its query ('id=1') */
  path: string
  query: string
  /** when WeChat fetched it (ms since the epoch) */
  at: number
  data: BootData
}

export interface BootAdapter {
  /** what the page carried, or null */
  read(): BootData | null
  /** whether the host keeps what WeChat fetched ahead of a cold start (false on H5) */
  canPrefetch(): boolean
  /** the answers WeChat fetched for the page a cold start opens, or null (H5, or nothing fetched) */
  prefetched(): Promise<Prefetched | null>
}

export declare const boot: BootAdapter
