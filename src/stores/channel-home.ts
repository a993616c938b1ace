// A channel's home: its banners (from the first page) and its paged story list.
import { makeAutoObservable, runInAction } from 'mobx'
import type { NewsItem } from '@types-api/news'
import { fetchChannelHome } from '../services/news'
import { PagedList } from './paged-list'

export class ChannelHome {
  banners: NewsItem[] = []
  readonly list: PagedList<NewsItem>

  constructor(readonly channelId: number) {
    this.list = new PagedList<NewsItem>(async page => {
      const data = await fetchChannelHome(channelId, page)
      if (page === 1) runInAction(() => { this.banners = data.banner })
      return { items: data.list, hasMore: data.hasMore }
    })
    makeAutoObservable(this, { list: false, channelId: false })
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
