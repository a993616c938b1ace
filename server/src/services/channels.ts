// Channels with their sub-menu columns.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Channel, ChannelSub } from '../../../types/api/channel'
import type { ChannelHomeData } from '../../../types/api/news'
import { absolute } from '../content/urls'
import { notFound } from '../answer'
import { NewsService } from './news'
import { toNewsItem } from '../content/news-item'
import * as ERRORS from '../../../types/errors'
import type { MapDistrict } from '../../../types/api/maps'
import { AREAS } from '../providers/maps/areas'

export const CHANNELS_PER_PAGE = 50

export class ChannelService {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Every channel in display order. `opened`: the channel the reader opens on (the spec's call carries it):
   * it must be one of them (404 频道不存在), and the list is the same whichever it is.
   */
  async list(origin: string, opened?: number): Promise<Channel[]> {
    const channels = await this.db.selectFrom('channels').selectAll().orderBy('sort').execute()
    if (opened !== undefined && !channels.some(c => c.id === opened)) throw notFound(ERRORS.channelGone)
    const subs = await this.db
      .selectFrom('columns')
      .selectAll()
      .where('in_menu', '=', 1)
      .where('channel_id', 'in', channels.length ? channels.map(c => c.id) : [0])
      .orderBy('sort')
      .execute()
    return channels.map(c => ({
      channelid: c.id,
      channelname: c.name,
      channelimg: absolute(c.img, origin),
      linenum: c.linenum,
      showline: c.showline,
      path: c.path,
      kind: c.kind,
      sub: subs.filter(s => s.channel_id === c.id).map((s): ChannelSub => ({
        columnid: s.id,
        columnname: s.name,
        columnimg: absolute(s.img, origin),
        classname: s.classname,
        showtype: s.showtype,
        columnpath: s.columnpath,
        apiurl: s.apiurl,
        areacode: s.areacode,
      })),
    }))
  }

  /** A page of the channel list (channels, each with its sub-menu). */
  /** /Map: the districts that have a local channel (a district column with their code), at their centres */
  async mapDistricts(): Promise<MapDistrict[]> {
    const columns = await this.db.selectFrom('columns').select(['id', 'name', 'areacode'])
      .where('kind', '=', 'district').where('areacode', '!=', '').orderBy('sort').orderBy('id').execute()
    return columns.flatMap(c => {
      const area = AREAS.find(a => a.adcode === c.areacode && a.level === 'district')
      return area ? [{ classId: c.id, name: c.name, adcode: c.areacode, lat: area.lat, lng: area.lng }] : []
    })
  }

  async page(origin: string, page: number, opened?: number): Promise<Channel[]> {
    const all = await this.list(origin, opened)
    return all.slice((page - 1) * CHANNELS_PER_PAGE, page * CHANNELS_PER_PAGE)
  }

  /** A channel's home: banners (on the first page) and a page of its stories. */
  async home(news: NewsService, channelId: number, page: number, pageSize: number, origin: string): Promise<ChannelHomeData> {
    const channel = await this.get(channelId)
    const offset = (page - 1) * pageSize
    const list = channel.kind === 'hot'
      ? await news.hotList(offset, pageSize)
      : await news.channelList(channelId, offset, pageSize)
    const banner = page === 1 ? await news.banners(channelId) : []
    return {
      channelId,
      // a banner's showType is set only for videos: the carousel opens dataType 3 with a showType as video
      banner: banner.map(b => ({ ...toNewsItem(b, origin), showType: b.is_video ? b.show_type : 0 })),
      list: list.items.map(n => toNewsItem(n, origin)),
      page,
      pageSize,
      hasMore: list.hasMore,
    }
  }

  async get(channelId: number) {
    const channel = await this.db.selectFrom('channels').selectAll().where('id', '=', channelId).executeTakeFirst()
    if (!channel) throw notFound(ERRORS.channelGone)
    return channel
  }
}
