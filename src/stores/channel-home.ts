// A channel's home: its banners (from the first page) and its paged story list.
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { NewsItem } from '@types-api/news'
import { bootedChannelHome, fetchChannelHome } from '../services/news'
import { PagedList } from './paged-list'

export class ChannelHome {
  banners: NewsItem[] = []
  readonly list: PagedList<NewsItem>

  constructor(readonly channelId: number) {
    this.list = new PagedList<NewsItem>(async page => {
      const data = await fetchChannelHome(channelId, page)
      if (page === 1) runInAction(() => { this.banners = data.banner })
      return { items: data.list, hasMore: data.hasMore }
    }, 0, { deep: false })
    // the first page the H5 page came with: banners and stories render in the first pass, no shift
    const first = bootedChannelHome(channelId)
    if (first) {
      this.banners = first.banner
      this.list.prefill({ items: first.list, hasMore: first.hasMore })
    }
    // stories are shown as they came, never changed in place: no deep observables to build
    makeAutoObservable(this, { list: false, channelId: false, banners: observable.ref })
  }
}

const homes = new Map<number, ChannelHome>()

/** One home per channel for the session, so switching back keeps what was loaded. */
export function channelHome(channelId: number): ChannelHome {
  let home = homes.get(channelId)
  if (!home) {
    home = new ChannelHome(channelId)
    homes.set(channelId, home)
  }
  return home
}

// Whether a channel with a home of its own (作文, 渝农: not a story list) has drawn its first screen (its
// data, or its failure): the server's first paint of /home/composition and /home/yu-nong lies over the
// page until then.
const ownDrawn = observable.map<string, true>()
export const ownHomeDrawn = (kind: string): boolean => ownDrawn.has(kind)
export function markOwnHomeDrawn(kind: string): void {
  if (!ownDrawn.has(kind)) runInAction(() => ownDrawn.set(kind, true))
}
