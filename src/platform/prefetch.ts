// What WeChat fetched ahead of a cold start (数据预拉取: platform/boot `prefetched`), handed to the first
// asks of the page it opens. Implementations per target: the mini-program's; on H5 nothing (its pages carry
// their answers as boot data), so none of it weighs on the H5 start-up.
import type { Envelope } from '@types-api/common'
import type { BootData } from '@types-api/boot'

export interface PrefetchAdapter {
  /** at a cold start: what WeChat fetched for the page it opens, recent enough, is where its first answers come from */
  start(launchPath: string, now?: number): void
  /**
   * `read`, on its way, is what the first asks take from: a visitor's early asks wait for it (briefly: WeChat
   * answers from its own store) and take from it what it holds; once read, an ask goes out at once
   */
  wait(read: Promise<BootData | null>): void
  /** the answer for `key` WeChat fetched, once, a success only; undefined when there is none to wait for */
  answer<T>(key: string): Promise<Envelope<T> | undefined> | undefined
}

export declare const prefetch: PrefetchAdapter
