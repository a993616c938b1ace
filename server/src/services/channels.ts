// Channels with their sub-menu columns.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Channel, ChannelSub } from '../../../types/api/channel'
import { absolute } from '../http/urls'
import { notFound } from '../http/envelope'

export class ChannelService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(origin: string, channelId?: number): Promise<Channel[]> {
    let q = this.db.selectFrom('channels').selectAll().orderBy('sort')
    if (channelId !== undefined) q = q.where('id', '=', channelId)
    const channels = await q.execute()
    if (channelId !== undefined && channels.length === 0) throw notFound('频道不存在')
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

  async get(channelId: number) {
    const channel = await this.db.selectFrom('channels').selectAll().where('id', '=', channelId).executeTakeFirst()
    if (!channel) throw notFound('频道不存在')
    return channel
  }
}
