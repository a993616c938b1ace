// Table types for Kysely. Flags are 0/1 integers and lists are JSON text so both dialects agree.
import type { Generated } from 'kysely'

export interface ChannelTable {
  id: number
  name: string
  img: string
  linenum: number
  showline: number
  path: string
  kind: string
  sort: number
}

export interface ColumnTable {
  id: number
  channel_id: number | null
  /** parent column (special categories, district children) */
  father: number | null
  name: string
  img: string
  classname: string
  showtype: number
  columnpath: string
  apiurl: string
  areacode: string
  /** news | special | special-category | district | account | menu */
  kind: string
  /** shown in the channel's sub-menu grid */
  in_menu: number
  sort: number
}

export interface NewsTable {
  id: Generated<number>
  class_id: number
  title: string
  data_type: number
  show_type: number
  /** JSON array of media paths */
  image_urls: string
  image_num: number
  target_url: string
  pv: number
  publish_time: number
  is_top: number
  label: string
  interact_num: number
  video_url: string
  video_time: string
  is_video: number
  is_vr: number
  top_title: string
  small_text: string
  intro: string
  custom_image: string
  content: string
  befrom: string
  writer: string
  editor: string
  zhubian: string
  shenhe: string
  permission: number
  allow_pl: number
  like_num: number
  live_type: number | null
  start_time: number | null
  appointment_num: number
  /** JSON array of recommend tags */
  keywords: string
  status: number
}

export interface NewsImageTable {
  news_id: number
  idx: number
  url: string
  caption: string
}

export interface ChannelNewsTable {
  channel_id: number
  news_id: number
  is_top: number
}

export interface BannerTable {
  id: Generated<number>
  channel_id: number
  news_id: number
  sort: number
}

export interface MetaTable {
  key: string
  value: string
}

export interface DB {
  channels: ChannelTable
  columns: ColumnTable
  news: NewsTable
  news_images: NewsImageTable
  channel_news: ChannelNewsTable
  banners: BannerTable
  meta: MetaTable
}
