// The front page (issue 29): the channels' order in the channel bar, each channel's menu (the grid of its
// columns under the bar: which, in what order), each channel's banner (轮播) and its order, and the search
// page's hot words, and the stories pinned at the top of the hot list and its headline ticker (热点). Each change replaces the whole list it names in one transaction,
// is in the staff audit log with the list before and after, and is seen at once (`onChange`: the app drops
// the kept lists and homes).
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { badRequest, notFound } from '../answer'
import type { ModerationService } from '../moderation/service'
import { oneWriterAtATime } from '../db/locks'
import * as ERRORS from '../../../types/errors'

export const FRONT_LIMITS = { banners: 10, hotWords: 20, hotWord: 12, menu: 60, hotPins: 5 } as const

/** a column of a channel, as its menu shows it or not */
export interface FrontMenuColumn {
  id: number
  name: string
  kind: string
  inMenu: boolean
}

export interface FrontBanner {
  newsId: number
  title: string
  /** shown to readers: published (a banner of a story not published waits for it) */
  published: boolean
}

export class FrontPage {
  private readonly listeners: (() => void)[] = []

  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly dialect: 'sqlite' | 'postgres') {}

  onChange(listener: () => void): void {
    this.listeners.push(listener)
  }

  private changed(): void {
    for (const l of this.listeners) l()
  }

  async channels(): Promise<{ id: number; name: string; kind: string }[]> {
    return this.db.selectFrom('channels').select(['id', 'name', 'kind']).orderBy('sort').orderBy('id').execute()
  }

  /** The channel bar in this order: every channel, each once. */
  async orderChannels(actor: number, ids: number[], now = Date.now(), requestId = ''): Promise<void> {
    await this.db.transaction().execute(async trx => {
      // (two editors saving at once take turns: each would otherwise hold rows the other needs)
      await oneWriterAtATime(trx, this.dialect, 'channels')
      const before = (await trx.selectFrom('channels').select('id').orderBy('sort').orderBy('id').execute()).map(c => c.id)
      if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some(id => !before.includes(id))) throw badRequest(ERRORS.channelOrderBad)
      for (const [sort, id] of ids.entries()) await trx.updateTable('channels').set({ sort }).where('id', '=', id).execute()
      await this.moderation.audit(trx, actor, 'front-channels', 'front', null, '频道顺序', now, { before, after: ids, requestId })
    })
    this.changed()
  }

  /** A channel's columns: those in its menu first, in the menu's order, then the others. */
  async menu(channelId: number): Promise<FrontMenuColumn[]> {
    await this.channel(channelId)
    const rows = await this.db.selectFrom('columns').select(['id', 'name', 'kind', 'in_menu', 'sort']).where('channel_id', '=', channelId)
      .orderBy('in_menu', 'desc').orderBy('sort').orderBy('id').execute()
    return rows.map(r => ({ id: r.id, name: r.name, kind: r.kind, inMenu: r.in_menu === 1 }))
  }

  /** The channel's menu: these of its columns, in this order (none: no menu); its other columns leave it. */
  async setMenu(actor: number, channelId: number, columnIds: number[], now = Date.now(), requestId = ''): Promise<void> {
    await this.channel(channelId)
    if (columnIds.length > FRONT_LIMITS.menu || new Set(columnIds).size !== columnIds.length) throw badRequest(ERRORS.menuBad(FRONT_LIMITS.menu))
    await this.db.transaction().execute(async trx => {
      await oneWriterAtATime(trx, this.dialect, 'columns')
      const own = await trx.selectFrom('columns').select(['id', 'in_menu']).where('channel_id', '=', channelId).orderBy('in_menu', 'desc').orderBy('sort').orderBy('id').execute()
      if (columnIds.some(id => !own.some(c => c.id === id))) throw badRequest(ERRORS.menuNotOwn)
      const before = own.filter(c => c.in_menu === 1).map(c => c.id)
      await trx.updateTable('columns').set({ in_menu: 0 }).where('channel_id', '=', channelId).execute()
      for (const [sort, id] of columnIds.entries()) await trx.updateTable('columns').set({ in_menu: 1, sort }).where('id', '=', id).execute()
      await this.moderation.audit(trx, actor, 'front-menu', 'channel', channelId, '频道菜单', now, { before, after: columnIds, requestId })
    })
    this.changed()
  }

  async banners(channelId: number): Promise<FrontBanner[]> {
    await this.channel(channelId)
    const rows = await this.db.selectFrom('banners as b').innerJoin('news as n', 'n.id', 'b.news_id')
      .select(['b.news_id', 'n.title', 'n.status']).where('b.channel_id', '=', channelId).orderBy('b.sort').orderBy('b.id').execute()
    return rows.map(r => ({ newsId: r.news_id, title: r.title, published: r.status === 1 }))
  }

  /** The channel's banner: these stories, in this order (none: no banner). */
  async setBanners(actor: number, channelId: number, newsIds: number[], now = Date.now(), requestId = ''): Promise<void> {
    await this.channel(channelId)
    if (newsIds.length > FRONT_LIMITS.banners) throw badRequest(ERRORS.bannersTooMany(FRONT_LIMITS.banners))
    if (new Set(newsIds).size !== newsIds.length) throw badRequest(ERRORS.bannersRepeated)
    await this.db.transaction().execute(async trx => {
      await oneWriterAtATime(trx, this.dialect, 'banners')
      if (newsIds.length) {
        const found = await trx.selectFrom('news').select('id').where('id', 'in', newsIds).where('show_type', 'not in', [8, 9]).execute()
        if (found.length !== newsIds.length) throw badRequest(ERRORS.storyNotFound)
      }
      const before = (await trx.selectFrom('banners').select('news_id').where('channel_id', '=', channelId).orderBy('sort').orderBy('id').execute()).map(b => b.news_id)
      await trx.deleteFrom('banners').where('channel_id', '=', channelId).execute()
      if (newsIds.length) await trx.insertInto('banners').values(newsIds.map((news_id, sort) => ({ channel_id: channelId, news_id, sort }))).execute()
      await this.moderation.audit(trx, actor, 'front-banners', 'channel', channelId, '轮播', now, { before, after: newsIds, requestId })
    })
    this.changed()
  }

  /** The stories pinned first in the hot list and its ticker, in their order. */
  async hotPins(): Promise<FrontBanner[]> {
    const rows = await this.db.selectFrom('hot_pins as p').innerJoin('news as n', 'n.id', 'p.news_id')
      .select(['p.news_id', 'n.title', 'n.status']).orderBy('p.sort').orderBy('p.news_id').execute()
    return rows.map(r => ({ newsId: r.news_id, title: r.title, published: r.status === 1 }))
  }

  /** The hot list and the ticker begin with these stories, in this order (none: the readers' reading alone). */
  async setHotPins(actor: number, newsIds: number[], now = Date.now(), requestId = ''): Promise<void> {
    if (newsIds.length > FRONT_LIMITS.hotPins) throw badRequest(ERRORS.hotPinsTooMany(FRONT_LIMITS.hotPins))
    if (new Set(newsIds).size !== newsIds.length) throw badRequest(ERRORS.hotPinsRepeated)
    await this.db.transaction().execute(async trx => {
      await oneWriterAtATime(trx, this.dialect, 'hot_pins')
      if (newsIds.length) {
        // a story that is read: not a special's entry, a district or an account block
        const found = await trx.selectFrom('news').select('id').where('id', 'in', newsIds).where('show_type', 'not in', [8, 9]).where('data_type', '!=', 5).execute()
        if (found.length !== newsIds.length) throw badRequest(ERRORS.storyNotFound)
      }
      const before = (await trx.selectFrom('hot_pins').select('news_id').orderBy('sort').orderBy('news_id').execute()).map(p => p.news_id)
      await trx.deleteFrom('hot_pins').execute()
      if (newsIds.length) await trx.insertInto('hot_pins').values(newsIds.map((news_id, sort) => ({ news_id, sort }))).execute()
      await this.moderation.audit(trx, actor, 'front-hot-pins', 'front', null, '热点置顶', now, { before, after: newsIds, requestId })
    })
    this.changed()
  }

  async hotWords(): Promise<string[]> {
    return (await this.db.selectFrom('hot_words').select('title').orderBy('sort').orderBy('id').execute()).map(w => w.title)
  }

  /** The search page's hot words: these, in this order. */
  async setHotWords(actor: number, words: string[], now = Date.now(), requestId = ''): Promise<void> {
    const clean = words.map(w => w.replace(/\s+/g, ' ').trim())
    if (clean.length > FRONT_LIMITS.hotWords || clean.some(w => !w || [...w].length > FRONT_LIMITS.hotWord)) throw badRequest(ERRORS.hotWordsBad(FRONT_LIMITS.hotWords, FRONT_LIMITS.hotWord))
    if (new Set(clean).size !== clean.length) throw badRequest(ERRORS.hotWordsRepeated)
    await this.db.transaction().execute(async trx => {
      await oneWriterAtATime(trx, this.dialect, 'hot_words')
      const before = (await trx.selectFrom('hot_words').select('title').orderBy('sort').orderBy('id').execute()).map(w => w.title)
      await trx.deleteFrom('hot_words').execute()
      if (clean.length) await trx.insertInto('hot_words').values(clean.map((title, sort) => ({ title, sort }))).execute()
      await this.moderation.audit(trx, actor, 'front-hot-words', 'front', null, '热词', now, { before, after: clean, requestId })
    })
    this.changed()
  }

  private async channel(id: number): Promise<void> {
    if (!await this.db.selectFrom('channels').select('id').where('id', '=', id).executeTakeFirst()) throw notFound(ERRORS.channelGone)
  }
}
