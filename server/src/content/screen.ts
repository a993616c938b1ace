// What the first screen of an H5 page address shows (drawn by services/first-screen.ts, written into the
// page by content/first-paint.ts): plain data of the API's types.
import type { BootData } from '../../../types/api/boot'
import type { ChannelHomeData, NewsDetail, NewsItem } from '../../../types/api/news'
import type { Ad } from '../../../types/api/interaction'
import type { Channel } from '../../../types/api/channel'
import type { BangHome } from '../../../types/api/bangbang'
import type { DiscoverItem, DiscoverTopic } from '../../../types/api/discover'
import type { CompositionHome } from '../../../types/api/composition'
import type { FarmForecast, RuralHome } from '../../../types/api/rural'

/** What the first screen of an address shows, and the answers behind it. */
export interface FirstScreen {
  boot: BootData
  channels: Channel[]
  home?: { channel: Channel; data: ChannelHomeData; hot: NewsItem[] }
  story?: NewsDetail
  /** the 帮帮 tab's previews (/BangBang/index) */
  bang?: BangHome
  /** 发现's feed (newest first) and its topic strip (/Discover), as a visitor sees them */
  discover?: { posts: DiscoverItem[]; topics: DiscoverTopic[] }
  /** the home's 作文 channel (/home/composition): the section's home, as everyone sees it */
  composition?: { channel: Channel; home: CompositionHome }
  /** /CoolVideo: the feed's first videos (the first drawn) */
  coolVideo?: { videos: NewsItem[] }
  /** the home's 渝农 channel (/home/yu-nong): the section's home and the city's farming forecast, as everyone sees them */
  rural?: { channel: Channel; home: RuralHome; forecast: FarmForecast | null }
  /** the active ads, with the story */
  ads?: Ad[]
  /** the global config's ad permission bit (a story's mask may hide its ads) */
  adBit: number
}

/** the address a first screen is drawn for, as the page's request gave it */
export interface ScreenAddress {
  path: string
  query: URLSearchParams
  /** where the reader reached the server (absolute addresses are made with it) */
  origin: string
  /** the request came from this machine (the global config shows the local providers' pages) */
  local: boolean
}
