// The channel tree of the demo site: channels, their list columns and sub-menu entries.
import { PROVIDER_ACCOUNTS, AREA_GROUPS, DISTRICTS, SPECIALS } from './corpus'
import { AREA_ROOT_COLUMN_ID, CHONGQING_AREA_NUMBER, DEFAULT_DISTRICT_CLASS_ID, DOMESTIC_AREA_NUMBER } from '../../../../types/api/channel'
import { COMPOSITION_NEWS_COLUMN_ID } from '../../../../types/api/composition'
import { RURAL_VIDEO_COLUMN_ID } from '../../../../types/api/rural'

export { AREA_ROOT_COLUMN_ID, CHONGQING_AREA_NUMBER, DEFAULT_DISTRICT_CLASS_ID, DOMESTIC_AREA_NUMBER }

export const HOT_CHANNEL_ID = -100000
export const DISTRICT_PARENT_COLUMN_ID = 18
export const TIME_TOPIC_COLUMN_ID = 1401
export const PROVIDER_COLUMN_BASE = 1300

export interface ChannelSeed {
  id: number
  name: string
  kind: string
  path?: string
  linenum?: number
  showline?: number
}

export interface ColumnSeed {
  id: number
  channelId: number | null
  father?: number | null
  name: string
  kind: string
  /** corpus category used for its stories */
  category?: string
  stories?: number
  inMenu?: boolean
  showtype?: number
  columnpath?: string
  apiurl?: string
  areacode?: string
  icon?: number
  areaParent?: number
}

export const CHANNELS: ChannelSeed[] = [
  { id: 1, name: '推荐', kind: 'news', linenum: 5, showline: 2 },
  { id: 6, name: '国内', kind: 'domestic' },
  { id: 4, name: '区县', kind: 'county', linenum: 5, showline: 8 },
  { id: HOT_CHANNEL_ID, name: '热榜', kind: 'hot' },
  { id: 2, name: '视频', kind: 'video' },
  { id: 7, name: '财经', kind: 'news' },
  { id: 8, name: '文旅', kind: 'news' },
  { id: 9, name: '教育', kind: 'news' },
  { id: 10, name: '健康', kind: 'news' },
  { id: 11, name: '体育', kind: 'news' },
  { id: 12, name: '科技', kind: 'news' },
  { id: 13, name: '上游号', kind: 'provider' },
  { id: 14, name: '时间专题', kind: 'topic' },
  { id: 15, name: '作文', kind: 'composition', path: 'composition' },
  { id: 16, name: '渝农', kind: 'rural', path: 'yu-nong' },
]

/** District columns: one per district, the default (941) is 渝中区. */
export function districtColumns(): ColumnSeed[] {
  return DISTRICTS.map((d, i) => ({
    id: i === 0 ? DEFAULT_DISTRICT_CLASS_ID : 920 + i + (920 + i >= DEFAULT_DISTRICT_CLASS_ID ? 1 : 0),
    channelId: 4,
    father: DISTRICT_PARENT_COLUMN_ID,
    name: d.name,
    kind: 'district',
    category: 'county',
    stories: 5,
    inMenu: true,
    areacode: d.code,
    icon: i,
    areaParent: CHONGQING_AREA_NUMBER,
  }))
}

/** The local-channel picker: 重庆 (its districts) and neighbouring provinces with their cities. */
export function areaColumns(): ColumnSeed[] {
  const out: ColumnSeed[] = [
    { id: AREA_ROOT_COLUMN_ID, channelId: null, name: '全部地方频道', kind: 'area-root' },
    { id: CHONGQING_AREA_NUMBER, channelId: null, father: AREA_ROOT_COLUMN_ID, areaParent: AREA_ROOT_COLUMN_ID, name: '重庆', kind: 'area-group', areacode: '500000', icon: 20 },
  ]
  let next = 1701
  for (const g of AREA_GROUPS) {
    out.push({ id: g.id, channelId: null, father: AREA_ROOT_COLUMN_ID, areaParent: AREA_ROOT_COLUMN_ID, name: g.name, kind: 'area-group', areacode: g.code, icon: 20 + g.id })
    for (const c of g.cities) {
      out.push({ id: next++, channelId: null, father: g.id, areaParent: g.id, name: c.name, kind: 'area', areacode: c.code, category: 'county', stories: 4, icon: next })
    }
  }
  return out
}

export function providerColumns(): ColumnSeed[] {
  return PROVIDER_ACCOUNTS.map((a, i) => ({
    id: PROVIDER_COLUMN_BASE + i + 1, channelId: 13, name: a.name, kind: 'provider', category: a.category, stories: 6, icon: 30 + i,
  }))
}

export function specialColumns(): ColumnSeed[] {
  const out: ColumnSeed[] = []
  SPECIALS.forEach((s, i) => {
    const id = 501 + i
    out.push({ id, channelId: null, name: s.name, kind: 'special', icon: i })
    s.categories.forEach((c, j) => {
      out.push({ id: id * 10 + j + 1, channelId: null, father: id, name: c, kind: 'special-category', category: 'politics', stories: 5 })
    })
  })
  return out
}

/**
 * 渝农's columns, which its tabs list (a site seeded before the section was built gets them from the rural
 * seed part); last, with their stories seeded after every other story, so those stay as they were
 */
export const RURAL_COLUMNS: ColumnSeed[] = [
  { id: 1602, channelId: 16, name: '粮油种植', kind: 'news', category: 'farming', stories: 10 },
  { id: 1603, channelId: 16, name: '畜禽养殖', kind: 'news', category: 'breeding', stories: 10 },
  { id: 1604, channelId: 16, name: '惠农政策', kind: 'news', category: 'farm-policy', stories: 10 },
  { id: 1605, channelId: 16, name: '行情分析', kind: 'news', category: 'farm-market', stories: 10 },
  { id: RURAL_VIDEO_COLUMN_ID, channelId: 16, name: '视频课堂', kind: 'video', category: 'farm-video', stories: 12 },
  { id: 1607, channelId: 16, name: '果蔬种植', kind: 'news', category: 'farming', stories: 10 },
]

export const COLUMNS: ColumnSeed[] = [
  { id: 101, channelId: 1, name: '要闻', kind: 'news', category: 'politics', stories: 40 },
  { id: 102, channelId: 1, name: '社会', kind: 'news', category: 'society', stories: 40 },
  { id: 103, channelId: 1, name: '民生', kind: 'news', category: 'livelihood', stories: 30 },
  { id: DISTRICT_PARENT_COLUMN_ID, channelId: 4, name: '区县', kind: 'district', inMenu: false },
  // 200 gathers the videos for the 影像 tab's video list
  { id: 200, channelId: 2, name: '视频', kind: 'video-group' },
  { id: 201, channelId: 2, father: 200, name: '视频新闻', kind: 'video', category: 'video', stories: 24 },
  { id: 202, channelId: 2, father: 200, name: '微纪录', kind: 'video', category: 'video', stories: 10 },
  { id: 203, channelId: 2, name: '直播', kind: 'live', category: 'live', stories: 12 },
  { id: 204, channelId: 2, name: '拍客', kind: 'photo', category: 'photo', stories: 18 },
  { id: 205, channelId: 2, name: 'VR', kind: 'vr', category: 'vr', stories: 8 },
  { id: DOMESTIC_AREA_NUMBER, channelId: 6, name: '国内', kind: 'news', category: 'domestic', stories: 36 },
  { id: 701, channelId: 7, name: '财经要闻', kind: 'news', category: 'economy', stories: 30 },
  { id: 702, channelId: 7, name: '楼市', kind: 'news', category: 'property', stories: 16 },
  { id: 801, channelId: 8, name: '文旅资讯', kind: 'news', category: 'culture', stories: 26 },
  { id: 802, channelId: 8, name: '重庆味道', kind: 'news', category: 'food', stories: 14 },
  { id: 901, channelId: 9, name: '教育', kind: 'news', category: 'education', stories: 24 },
  { id: 1001, channelId: 10, name: '健康', kind: 'news', category: 'health', stories: 24 },
  { id: 1101, channelId: 11, name: '体育', kind: 'news', category: 'sports', stories: 18 },
  { id: 1201, channelId: 12, name: '科技', kind: 'news', category: 'tech', stories: 22 },
  { id: TIME_TOPIC_COLUMN_ID, channelId: 14, name: '时间专题', kind: 'topic', category: 'politics', stories: 12 },
  { id: 1601, channelId: 16, name: '渝农资讯', kind: 'news', category: 'rural', stories: 20 },
  // sub-menu entries of the 推荐 channel (columnid 281 has its own icon style)
  { id: 271, channelId: 1, name: '区县', kind: 'menu', inMenu: true, columnpath: '/home/4', icon: 1 },
  { id: 272, channelId: 1, name: '热榜', kind: 'menu', inMenu: true, columnpath: '/hotNews', icon: 2 },
  { id: 273, channelId: 1, name: '专题', kind: 'menu', inMenu: true, columnpath: '/Special', icon: 3 },
  { id: 274, channelId: 1, name: '电子报', kind: 'menu', inMenu: true, columnpath: '/readNewspaper', icon: 4 },
  { id: 275, channelId: 1, name: '直播', kind: 'menu', inMenu: true, columnpath: '/Image/LivePage', icon: 5 },
  // its list through the legacy controller's call (reading-side spec §7): the entry opens /subchannel
  { id: 276, channelId: 1, name: '财经', kind: 'menu', inMenu: true, apiurl: '/api/controller.php?enews=getColumnNewsList&columnId=701', icon: 6 },
  { id: 277, channelId: 1, name: '文旅', kind: 'menu', inMenu: true, columnpath: '/columns?columnId=801', icon: 7 },
  { id: 278, channelId: 1, name: '教育', kind: 'menu', inMenu: true, columnpath: '/columns?columnId=901', icon: 8 },
  { id: 279, channelId: 1, name: '作文', kind: 'menu', inMenu: true, columnpath: '/home/composition', icon: 9 },
  { id: 280, channelId: 1, name: '渝农', kind: 'menu', inMenu: true, columnpath: '/home/yu-nong', icon: 10 },
  { id: 281, channelId: 1, name: '上游号', kind: 'menu', inMenu: true, columnpath: '/home/13', icon: 11 },
  ...districtColumns(),
  ...specialColumns(),
  ...areaColumns(),
  ...providerColumns(),
  // 作文's InformationList: the section's news (last, so that the stories seeded before it stay as they were)
  { id: COMPOSITION_NEWS_COLUMN_ID, channelId: 15, name: '作文资讯', kind: 'news', category: 'composition', stories: 14 },
  ...RURAL_COLUMNS,
]
