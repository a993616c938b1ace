// Channels and their sub-columns (reading-side spec §3).

export interface ChannelSub {
  columnid: number
  columnname: string
  columnimg: string
  classname: string
  /** 1: an external link in columnpath */
  showtype: number
  columnpath: string
  apiurl: string
  areacode: string
}

export interface Channel {
  channelid: number
  channelname: string
  channelimg: string
  /** sub-menu grid: items per row */
  linenum: number
  /** sub-menu grid: rows per page */
  showline: number
  /** named sub-path under /home (composition, yu-nong), else '' */
  path: string
  /** what the channel page shows: news | video | county | hot | domestic | provider (上游号) | topic | composition | rural */
  kind: string
  sub: ChannelSub[]
}

/** Channel kinds whose home is not the banners + story list of a news channel: they draw their own. */
export const OWN_HOME_KINDS: readonly string[] = ['domestic', 'county', 'hot', 'provider', 'topic', 'composition', 'rural']

/** The channel's home is banners, its menu and its story list (news, video). */
export const hasNewsHome = (channel: Pick<Channel, 'kind'>): boolean => !OWN_HOME_KINDS.includes(channel.kind)

/** A column with its sub-columns (`areasub`): /columns tabs, the local-channel picker, the district grid. */
export interface AreaColumn {
  columnid: number
  columnname: string
  /** parent (the picker's parent for places) */
  father: number
  /** 6-digit area code for places, else '' */
  areacode: string
  /** the column whose stories this entry lists (its own id) */
  classid: number
  classname: string
  classimg: string
  expertpic: string
  showtype: number
  columnpath: string
  /** news | district | area-root | area-group | area | special | special-category | account | topic | menu */
  kind: string
  areasub: AreaColumn[]
}

/** the channel-menu column whose icon is drawn round (the county page's entry) */
export const ROUND_ICON_COLUMN = 281

/** the local-channel picker's root column (全部地方频道), whose children are the area groups */
export const AREA_ROOT_COLUMN_ID = 3
/** area numbers (a local channel's `areaNumber`): Chongqing's group, the default; 999 no local area (国内) */
export const CHONGQING_AREA_NUMBER = 4
export const DOMESTIC_AREA_NUMBER = 999
/** the district a reader gets before their location is known */
export const DEFAULT_DISTRICT_CLASS_ID = 941
