// Specials (专题): a special column with category columns under it, and its entry (a story of dataType 5 in
// the special's column) that the channels' lists carry and /Special shows while it is published. The newsroom
// (SpecialDesk, issue 29) adds and changes specials, their categories and their entries; the stories of a
// category are filed there in the story editor (a category is a column that takes stories).
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { SPECIAL_LIMITS, type SpecialInfo, type SpecialInput, type SpecialListItem, type StaffSpecial } from '../../../types/api/topics'
import { DATA_TYPE } from '../../../types/api/common'
import { absolute } from '../content/urls'
import { cleanText } from '../content/comment-text'
import { badRequest, notFound } from '../answer'
import type { ModerationService } from '../moderation/service'
import { oneWriterAtATime } from '../db/locks'
import { listedStories } from './news'
import { checkedShowcase } from './topics'
import * as ERRORS from '../../../types/errors'

/** newest stories shown with each special on /Special */
const STORIES_PER_SPECIAL = 3

export class SpecialService {
  constructor(private readonly db: Kysely<DB>) {}

  /** The special (by its own id or one of its categories') with its category tabs. */
  async info(classId: number, origin: string): Promise<SpecialInfo> {
    const column = await this.db.selectFrom('columns').selectAll().where('id', '=', classId)
      .where('kind', 'in', ['special', 'special-category']).executeTakeFirst()
    if (!column) throw notFound(ERRORS.specialGone)
    const specialId = column.kind === 'special' ? column.id : column.father!
    const special = await this.db.selectFrom('columns').selectAll().where('id', '=', specialId).executeTakeFirstOrThrow()
    const entry = await this.db.selectFrom('news').select(['image_urls', 'intro', 'status']).where('class_id', '=', specialId)
      .where('data_type', '=', DATA_TYPE.special).executeTakeFirst()
    // a special the newsroom took down is gone for readers
    if (entry && entry.status !== 1) throw notFound(ERRORS.specialGone)
    const categories = await this.db.selectFrom('columns').select(['id', 'name']).where('father', '=', specialId).orderBy('sort').execute()
    return {
      classId: special.id,
      title: special.name,
      image: absolute((JSON.parse(entry?.image_urls ?? '[]') as string[])[0] ?? '', origin),
      intro: entry?.intro ?? '',
      categories: categories.map(c => ({ id: c.id, name: c.name })),
    }
  }

  async list(offset: number, pageSize: number, origin: string): Promise<SpecialListItem[]> {
    const specials = await this.db.selectFrom('columns').selectAll().where('kind', '=', 'special')
      .where(eb => eb.not(eb.exists(eb.selectFrom('news').select('id').whereRef('news.class_id', '=', 'columns.id').where('data_type', '=', DATA_TYPE.special).where('status', '!=', 1))))
      .orderBy('sort').orderBy('id').limit(pageSize).offset(offset).execute()
    return Promise.all(specials.map(async s => {
      const info = await this.info(s.id, origin)
      const categoryName = new Map(info.categories.map(c => [c.id, c.name]))
      const stories = categoryName.size === 0 ? [] : await listedStories(this.db).where('class_id', 'in', [...categoryName.keys()])
        .orderBy('publish_time', 'desc').limit(STORIES_PER_SPECIAL).execute()
      return {
        classId: s.id,
        topicTitle: s.name,
        topicImg: info.image,
        list: stories.map(n => ({
          category: categoryName.get(n.class_id) ?? '',
          title: n.title,
          imageUrl: (JSON.parse(n.image_urls) as string[]).map(u => absolute(u, origin)),
          classId: n.class_id,
          id: n.id,
          dataType: n.data_type,
          showType: n.show_type,
          isVideo: n.is_video ? 1 : 0,
        })),
      }
    }))
  }
}

/** a special's category name: one line, 1–SPECIAL_LIMITS.category characters */
const categoryName = (name: string): string | null => {
  const clean = cleanText(name, SPECIAL_LIMITS.category)
  return 'text' in clean && !clean.text.includes('\n') ? clean.text : null
}

export class SpecialDesk {
  private readonly listeners: ((ids: number[]) => void)[] = []

  /** `uploadsBase`: the bucket's public address uploads are served from ('' when the server serves them) */
  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly dialect: 'sqlite' | 'postgres', private readonly uploadsBase = '') {}

  /** told the entry stories a save changed (readers' lists drop what they kept of them) */
  onChange(listener: (ids: number[]) => void): void {
    this.listeners.push(listener)
  }

  /** GET /admin/v1/specials: every special, shown or not, in the readers' order */
  async all(): Promise<StaffSpecial[]> {
    const specials = await this.db.selectFrom('columns').select('id').where('kind', '=', 'special').orderBy('sort').orderBy('id').execute()
    return Promise.all(specials.map(s => this.one(this.db, s.id)))
  }

  private async one(trx: Kysely<DB> | Transaction<DB>, id: number): Promise<StaffSpecial> {
    const special = await trx.selectFrom('columns').select(['id', 'name', 'sort']).where('id', '=', id).where('kind', '=', 'special').executeTakeFirst()
    if (!special) throw notFound(ERRORS.specialGone)
    const entry = await trx.selectFrom('news').select(['id', 'image_urls', 'intro', 'status']).where('class_id', '=', id)
      .where('data_type', '=', DATA_TYPE.special).orderBy('id').executeTakeFirst()
    const channels = entry ? await trx.selectFrom('channel_news').select('channel_id').where('news_id', '=', entry.id).orderBy('channel_id').execute() : []
    const categories = await trx.selectFrom('columns as c')
      .select(eb => ['c.id', 'c.name', eb.selectFrom('news as n').whereRef('n.class_id', '=', 'c.id').select(x => x.fn.countAll<number>().as('n')).as('stories')])
      .where('c.father', '=', id).where('c.kind', '=', 'special-category').orderBy('c.sort').orderBy('c.id').execute()
    return {
      id, title: special.name, image: (JSON.parse(entry?.image_urls ?? '[]') as string[])[0] ?? '', intro: entry?.intro ?? '', order: special.sort,
      shown: entry?.status === 1, channelIds: channels.map(c => c.channel_id), entryId: entry?.id ?? 0,
      categories: categories.map(c => ({ id: c.id, name: c.name, stories: Number(c.stories ?? 0) })),
    }
  }

  /** POST /admin/v1/specials/save: adds a special (no id) or changes one, its categories and its entry whole */
  async save(actor: number, input: SpecialInput, origin: string, now = Date.now(), requestId = ''): Promise<StaffSpecial> {
    const { title, intro, image } = checkedShowcase(input, SPECIAL_LIMITS, origin, this.uploadsBase)
    const categories = input.categories.map(c => ({ id: c.id, name: categoryName(c.name) }))
    const names = categories.map(c => c.name)
    if (categories.length === 0 || categories.length > SPECIAL_LIMITS.categories || names.some(n => n === null) || new Set(names).size !== names.length
      || new Set(categories.filter(c => c.id !== undefined).map(c => c.id)).size !== categories.filter(c => c.id !== undefined).length) {
      throw badRequest(ERRORS.specialCategoriesBad(SPECIAL_LIMITS.categories, SPECIAL_LIMITS.category))
    }
    const channelIds = [...new Set(input.channelIds)].sort((a, b) => a - b)
    const result = await this.db.transaction().execute(async trx => {
      // new columns take the next ids: one writer at a time
      await oneWriterAtATime(trx, this.dialect, 'columns')
      if (channelIds.length) {
        const found = await trx.selectFrom('channels').select('id').where('id', 'in', channelIds).execute()
        if (found.length !== channelIds.length) throw badRequest(ERRORS.channelGone)
      }
      const before = input.id === undefined ? null : await this.one(trx, input.id)
      const own = before?.categories ?? []
      if (categories.some(c => c.id !== undefined && !own.some(o => o.id === c.id))) throw badRequest(ERRORS.specialCategoryNotOwn)
      const removed = own.filter(o => !categories.some(c => c.id === o.id))
      // (a feed landing stories there counts as much as the stories)
      const fed = removed.length ? (await trx.selectFrom('feeds').select('column_id').where('column_id', 'in', removed.map(r => r.id)).execute()).map(f => f.column_id) : []
      const full = removed.find(o => o.stories > 0 || fed.includes(o.id))
      if (full) throw badRequest(ERRORS.specialCategoryHasStories(full.name))
      let nextId = Number((await trx.selectFrom('columns').select(eb => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m ?? 0) + 1
      const column = (id: number, father: number | null, name: string, kind: string, sort: number) => ({
        id, channel_id: null, father, area_parent: null, name, img: '', classname: name, showtype: 0, columnpath: '', apiurl: '', areacode: '', kind, in_menu: 0, sort,
      })
      const id = before?.id ?? nextId++
      if (before) await trx.updateTable('columns').set({ name: title, classname: title, sort: input.order }).where('id', '=', id).execute()
      else await trx.insertInto('columns').values(column(id, null, title, 'special', input.order)).execute()
      if (removed.length) await trx.deleteFrom('columns').where('id', 'in', removed.map(r => r.id)).execute()
      for (const [sort, c] of categories.entries()) {
        if (c.id !== undefined) await trx.updateTable('columns').set({ name: c.name!, classname: c.name!, sort }).where('id', '=', c.id).execute()
        else await trx.insertInto('columns').values(column(nextId++, id, c.name!, 'special-category', sort)).execute()
      }
      // its entry: what the channels' lists and /Special show of it
      const entryFields = {
        title, image_urls: JSON.stringify([image]), intro, status: input.shown ? 1 : 0,
        state: input.shown ? 'published' : 'withdrawn', updated_at: now, updated_by: actor,
      }
      let entryId = before?.entryId ?? 0
      if (entryId) {
        await trx.updateTable('news').set(entryFields).where('id', '=', entryId).execute()
      } else {
        entryId = (await trx.insertInto('news').values({
          ...entryFields, class_id: id, data_type: DATA_TYPE.special, show_type: 2, image_num: 0, target_url: '', pv: 0, publish_time: now, is_top: 0, label: '',
          interact_num: 0, video_url: '', video_time: '', is_video: 0, is_vr: 0, top_title: '', small_text: '', custom_image: '', content: '', befrom: '',
          writer: '', editor: '', zhubian: '', shenhe: '', permission: 0, allow_pl: 0, like_num: 0, live_type: null, start_time: null, appointment_num: 0,
          keywords: '[]', provider_account_id: null, scheduled_at: null,
        }).returning('id').executeTakeFirstOrThrow()).id
      }
      await trx.deleteFrom('channel_news').where('news_id', '=', entryId).where('channel_id', 'not in', channelIds.length ? channelIds : [0]).execute()
      const placed = (await trx.selectFrom('channel_news').select('channel_id').where('news_id', '=', entryId).execute()).map(c => c.channel_id)
      const added = channelIds.filter(c => !placed.includes(c))
      if (added.length) await trx.insertInto('channel_news').values(added.map(channel_id => ({ channel_id, news_id: entryId, is_top: 0 }))).execute()
      const after = await this.one(trx, id)
      await this.moderation.audit(trx, actor, before ? 'special-edit' : 'special-add', 'special', id, after.title, now, { before, after, requestId })
      return after
    })
    for (const l of this.listeners) l([result.entryId])
    return result
  }
}
