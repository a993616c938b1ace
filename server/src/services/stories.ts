// The newsroom's stories (issue 29): editors write news, picture, video, live and link stories, which go
// draft → in review → scheduled → published → withdrawn (STORY_ACTIONS says which step from where). Every
// save is a revision (news_revisions keeps each version of the fields, for the diff and the restore); a
// save names the revision it was made from, so two editors never overwrite each other unseen. A story's
// row is what readers' queries read: `status` is 1 exactly while it is published, and its placement (the
// channels' lists, the banners, pinned) is written with it. Every change is in the staff audit log, with
// the state and revision before and after, in the change's transaction. What readers see changes at once:
// `onChange` hears the stories whose public answers must go (the app drops them and every list).
import { sql, type Kysely, type Transaction, type Selectable } from 'kysely'
import type { DB, NewsTable } from '../db/schema'
import { ApiError, badRequest, notFound } from '../answer'
import { sanitizeArticleHtml } from '../content/sanitize'
import { diffUnits, paragraphs, plainText } from '../content/diff'
import { DAY_MS, formatCst, parseCst } from '../content/time'
import { paged, type Page } from './news'
import type { ModerationService } from '../moderation/service'
import {
  PREVIEW_LINK_TTL_MS, STORY_ACTIONS, STORY_KINDS, STORY_LIMITS, STORY_SHOW_TYPES, STORY_SHOW_TYPE_NAMES, STORY_STATE_NAMES,
  type StoryAction, type StoryDiff, type StoryFieldDiff, type StoryFields, type StoryKind, type StoryListItem, type StoryRevisionItem,
  type StoryState, type StoryView,
} from '../../../types/api/admin'
import * as ERRORS from '../../../types/errors'
import { permissionMask, permissionSwitches } from '../../../common/detail-rules'
import { AD_PERMISSION_BIT } from '../content/site'
import { H5_BASENAME, h5Url, type RouteName } from '../../../common/routes'
import { signTicket } from '../crypto'

/** how far ahead a story may be scheduled */
const SCHEDULE_MAX_MS = 366 * DAY_MS
/** column kinds that are groupings or whole channels' pages, not a place for a story */
const NOT_FOR_STORIES = ['area-root', 'area-group', 'menu', 'video-group', 'county', 'domestic', 'hot']
/** this site's media: a seeded picture or an upload (the console sends what an upload answered) */
const SITE_MEDIA = /^\/media\/(images|uploads|video)\/[A-Za-z0-9/_.-]{1,200}$/

/**
 * the rows the desk writes: stories of its kinds (a special's entry, dataType 5, and the lists' block
 * entries, showType 8 and 9, are the front page's, not stories)
 */
const DESK_TYPES: number[] = Object.values(STORY_KINDS)
const KIND_OF_TYPE = new Map<number, StoryKind>(Object.entries(STORY_KINDS).map(([k, v]) => [v, k as StoryKind]))

type Row = Selectable<NewsTable>

/** what the story desk's audit entries and answers name a staff member by */
async function staffNames(db: Kysely<DB>, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db.selectFrom('users').select(['id', 'nickname', 'phone']).where('id', 'in', wanted).execute()
  return new Map(rows.map(r => [r.id, r.nickname || r.phone || `#${r.id}`]))
}

/**
 * a site media address from what the console sent: a path, or an address on `origin`, or an upload in the
 * bucket's public address (`uploadsBase`, when uploads are served from there)
 */
export function mediaPath(value: string, origin: string, uploadsBase: string): string {
  if (uploadsBase && value.startsWith(uploadsBase + '/') && /^[A-Za-z0-9/_.-]{1,200}$/.test(value.slice(uploadsBase.length + 1)) && !value.includes('..')) return value
  const path = value.startsWith(origin + '/') ? value.slice(origin.length) : value
  if (!SITE_MEDIA.test(path) || path.includes('..')) throw badRequest(ERRORS.storyMediaBad)
  return path
}

/**
 * a revision's fields as saved; one saved before a story had its switches (`hides`) has them as the row
 * says when it is the current revision, else none
 */
function snapshotFields(snapshot: string, current: Row | null): StoryFields {
  const f = JSON.parse(snapshot) as Omit<StoryFields, 'hides'> & { hides?: StoryFields['hides'] }
  return { ...f, hides: f.hides ?? (current ? permissionSwitches(current.permission, AD_PERMISSION_BIT) : []) }
}

/** where a link may lead: an address elsewhere (http or https), or one of this site's ('/shangyou_news/home/8', '/vr/10182') */
export function linkAddressOk(url: string): boolean {
  if (/^\/(?!\/)[\x21-\x7e]{0,500}$/.test(url)) return true
  try {
    return url.length <= 1000 && /^https?:$/.test(new URL(url).protocol)
  } catch {
    return false
  }
}

export class StoryDesk {
  private readonly listeners: ((ids: number[]) => void)[] = []

  /** `uploadsBase`: the bucket's public address uploads are served from ('' when the server serves them) */
  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly uploadsBase = '') {}

  /** hears the stories whose public answers changed (after their change committed) */
  onChange(listener: (ids: number[]) => void): void {
    this.listeners.push(listener)
  }

  private changed(ids: number[]): void {
    if (ids.length) for (const l of this.listeners) l(ids)
  }

  /** the channels and columns a story may be placed in (the editor's choices) */
  async places(): Promise<{ channels: { id: number; name: string }[]; columns: { id: number; name: string; channelId: number | null }[] }> {
    const channels = await this.db.selectFrom('channels').select(['id', 'name']).orderBy('sort').execute()
    const columns = await this.db.selectFrom('columns as c').leftJoin('columns as f', 'f.id', 'c.father')
      .select(['c.id', 'c.name', 'c.channel_id', 'c.kind', 'f.name as father']).where('c.kind', 'not in', NOT_FOR_STORIES).orderBy('c.channel_id').orderBy('c.sort').execute()
    // a special's category by its special's name too (every special has its 最新动态)
    const name = (c: typeof columns[number]) => c.kind === 'special-category' && c.father ? `${c.father}·${c.name}` : c.name
    return { channels, columns: columns.map(c => ({ id: c.id, name: name(c), channelId: c.channel_id })) }
  }

  /**
   * A link that opens the story as it was last saved, published or not, as the real H5 page of its kind
   * (the H5 address below the origin, signed with the server's `secret`; it opens that story only, until
   * `expiresAt`). Audited: it shows what readers may not see yet.
   */
  async previewLink(actor: number, id: number, secret: string, now = Date.now(), requestId = ''): Promise<{ path: string; expiresAt: number }> {
    const row = await this.row(this.db, id)
    const kind = KIND_OF_TYPE.get(row.data_type) ?? 'news'
    const route: RouteName = kind === 'picture' ? 'PictureDetail' : kind === 'video' ? 'VideoDetail' : kind === 'live' ? 'LiveDetail' : 'NewsDetail'
    const preview = signTicket(secret, { preview: id }, PREVIEW_LINK_TTL_MS, now)
    await this.moderation.audit(this.db, actor, 'story-preview', 'story', id, row.title, now, { after: { revision: row.revision, state: row.state }, requestId })
    return { path: H5_BASENAME + h5Url(route, { classId: row.class_id, newsId: id, preview }), expiresAt: now + PREVIEW_LINK_TTL_MS }
  }

  /** The stories, newest change first, narrowed by state, column and words of the title. */
  async list(filter: { state?: StoryState; columnId?: number; q?: string }, offset: number, pageSize: number): Promise<Page<StoryListItem>> {
    let q = this.db.selectFrom('news as n').leftJoin('columns as c', 'c.id', 'n.class_id')
      .select(['n.id', 'n.title', 'n.data_type', 'n.state', 'n.class_id', 'c.name as column_name', 'n.revision', 'n.updated_at', 'n.updated_by', 'n.publish_time', 'n.scheduled_at'])
      .where('n.show_type', 'not in', [8, 9]).where('n.data_type', 'in', DESK_TYPES)
    if (filter.state) q = q.where('n.state', '=', filter.state)
    if (filter.columnId) q = q.where('n.class_id', '=', filter.columnId)
    if (filter.q) q = q.where('n.title', 'like', `%${filter.q.replace(/[\\%_]/g, m => '\\' + m)}%`)
    // what the newsroom changed last first, then the stories it never touched by their publishing
    const rows = await q.orderBy('n.updated_at', 'desc').orderBy('n.publish_time', 'desc').orderBy('n.id', 'desc').limit(pageSize + 1).offset(offset).execute()
    const names = await staffNames(this.db, rows.map(r => r.updated_by))
    return paged(rows.map(r => ({
      id: r.id, title: r.title, kind: KIND_OF_TYPE.get(r.data_type) ?? 'news', state: r.state as StoryState, columnId: r.class_id,
      columnName: r.column_name ?? '', revision: r.revision, updatedAt: Math.max(r.updated_at, r.publish_time),
      updatedBy: r.updated_by === null ? '' : names.get(r.updated_by) ?? '', publishTime: r.publish_time, scheduledAt: r.scheduled_at,
    })), pageSize)
  }

  private async row(trx: Kysely<DB> | Transaction<DB>, id: number): Promise<Row> {
    const row = await trx.selectFrom('news').selectAll().where('id', '=', id).where('show_type', 'not in', [8, 9]).where('data_type', 'in', DESK_TYPES).executeTakeFirst()
    if (!row) throw notFound(ERRORS.storyNotFound)
    return row
  }

  /** the fields of a story as its row and placement say (what a story never saved in the newsroom is at revision 1) */
  private async fieldsOf(trx: Kysely<DB> | Transaction<DB>, row: Row): Promise<StoryFields> {
    const saved = await trx.selectFrom('news_revisions').select('snapshot').where('news_id', '=', row.id).where('revision', '=', row.revision).executeTakeFirst()
    if (saved) return snapshotFields(saved.snapshot, row)
    const channels = await trx.selectFrom('channel_news').select('channel_id').where('news_id', '=', row.id).orderBy('channel_id').execute()
    const banners = await trx.selectFrom('banners').select('channel_id').where('news_id', '=', row.id).orderBy('channel_id').execute()
    const gallery = await trx.selectFrom('news_images').select(['url', 'caption']).where('news_id', '=', row.id).orderBy('idx').execute()
    return {
      kind: KIND_OF_TYPE.get(row.data_type) ?? 'news', title: row.title, summary: row.intro, body: row.content, columnId: row.class_id,
      channelIds: channels.map(c => c.channel_id), showType: row.show_type, cover: (JSON.parse(row.image_urls) as string[]).slice(0, STORY_LIMITS.cover), gallery,
      videoUrl: row.video_url, liveStart: row.start_time === null ? '' : formatCst(row.start_time).slice(0, 16), targetUrl: row.target_url, tags: JSON.parse(row.keywords) as string[],
      pinned: row.is_top === 1, bannerChannelIds: banners.map(b => b.channel_id), writer: row.writer, source: row.befrom, allowComments: row.allow_pl === 1,
      hides: permissionSwitches(row.permission, AD_PERMISSION_BIT),
    }
  }

  async view(id: number): Promise<StoryView> {
    const row = await this.row(this.db, id)
    const fields = await this.fieldsOf(this.db, row)
    const revs = await this.db.selectFrom('news_revisions').select(['revision', 'created_at', 'actor_id', 'note']).where('news_id', '=', id).orderBy('revision', 'desc').execute()
    const column = await this.db.selectFrom('columns').select('name').where('id', '=', row.class_id).executeTakeFirst()
    const names = await staffNames(this.db, [row.updated_by, ...revs.map(r => r.actor_id)])
    const revisions: StoryRevisionItem[] = revs.map(r => ({ revision: r.revision, at: r.created_at, actorId: r.actor_id, actorName: r.actor_id === null ? '' : names.get(r.actor_id) ?? '', note: r.note }))
    // a story from before the newsroom: its row is its first revision
    if (!revisions.some(r => r.revision === row.revision)) revisions.unshift({ revision: row.revision, at: row.publish_time, actorId: null, actorName: '', note: '原稿' })
    return {
      id, title: row.title, kind: fields.kind, state: row.state as StoryState, columnId: row.class_id, columnName: column?.name ?? '',
      revision: row.revision, updatedAt: Math.max(row.updated_at, row.publish_time), updatedBy: row.updated_by === null ? '' : names.get(row.updated_by) ?? '',
      publishTime: row.publish_time, scheduledAt: row.scheduled_at, fields, revisions,
    }
  }

  /** The fields checked and cleaned (the body sanitised, media addresses this site's), or the first problem found. */
  async checked(input: StoryFields, origin: string): Promise<StoryFields> {
    const text = (s: string) => s.replace(/\s+/g, ' ').trim()
    const f: StoryFields = {
      ...input, title: text(input.title), summary: text(input.summary), writer: text(input.writer), source: text(input.source),
      tags: [...new Set(input.tags.map(text).filter(Boolean))], channelIds: [...new Set(input.channelIds)], bannerChannelIds: [...new Set(input.bannerChannelIds)],
    }
    const L = STORY_LIMITS
    if (!f.title) throw badRequest(ERRORS.storyTitleEmpty)
    if ([...f.title].length > L.title) throw badRequest(ERRORS.storyTitleTooLong(L.title))
    if ([...f.summary].length > L.summary) throw badRequest(ERRORS.storySummaryTooLong(L.summary))
    if ([...f.writer].length > L.byline || [...f.source].length > L.byline) throw badRequest(ERRORS.storyBylineTooLong(L.byline))
    if (f.tags.length > L.tags || f.tags.some(t => [...t].length > L.tag)) throw badRequest(ERRORS.storyTagsBad(L.tags, L.tag))
    // the article: sanitised as every article is; its own pictures by the site's paths (the console may send them absolute)
    f.body = sanitizeArticleHtml(input.body.split(`"${origin}/media/`).join('"/media/'))
    if (f.body.length > L.body) throw badRequest(ERRORS.storyBodyTooLong)
    if (f.kind === 'news' && plainText(f.body) === '' && !/<img/i.test(f.body)) throw badRequest(ERRORS.storyBodyEmpty)
    f.cover = input.cover.map(c => mediaPath(c, origin, this.uploadsBase))
    if (f.cover.length > L.cover) throw badRequest(ERRORS.storyCoverTooMany(L.cover))
    if (!(STORY_SHOW_TYPES as readonly number[]).includes(f.showType)) f.showType = 0
    const needed = f.showType === 1 ? 3 : f.showType === 2 ? 1 : 0
    if (f.cover.length < needed) throw badRequest(ERRORS.storyCoverCount(STORY_SHOW_TYPE_NAMES[f.showType], needed))
    f.gallery = f.kind === 'picture' ? input.gallery.map(p => ({ url: mediaPath(p.url, origin, this.uploadsBase), caption: text(p.caption) })) : []
    if (f.kind === 'picture' && f.gallery.length === 0) throw badRequest(ERRORS.storyGalleryEmpty)
    if (f.gallery.length > L.gallery) throw badRequest(ERRORS.storyGalleryTooMany(L.gallery))
    if (f.gallery.some(p => [...p.caption].length > L.caption)) throw badRequest(ERRORS.storyCaptionTooLong(L.caption))
    f.videoUrl = f.kind === 'video' || f.kind === 'live' ? (input.videoUrl ? mediaPath(input.videoUrl, origin, this.uploadsBase) : '') : ''
    if (f.kind === 'video' && !f.videoUrl) throw badRequest(ERRORS.storyVideoMissing)
    f.liveStart = f.kind === 'live' ? input.liveStart.trim() : ''
    if (f.kind === 'live' && parseCst(f.liveStart) === null) throw badRequest(ERRORS.storyLiveStartMissing)
    f.targetUrl = f.kind === 'link' ? input.targetUrl.trim() : ''
    if (f.kind === 'link' && !linkAddressOk(f.targetUrl)) throw badRequest(ERRORS.storyLinkBad)
    if (f.bannerChannelIds.length > L.channels) throw badRequest(ERRORS.storyChannelsTooMany(L.channels))
    await this.checkPlace(f.columnId, [...new Set([...f.channelIds, ...f.bannerChannelIds])], f.channelIds.length)
    return f
  }

  /**
   * Where stories may go: a column that takes them, channels that are there (`listed` of them on the
   * channels' lists, STORY_LIMITS.channels at most); else the first problem (a feed's place is checked so too).
   */
  async checkPlace(columnId: number, channelIds: number[], listed = channelIds.length): Promise<void> {
    if (listed > STORY_LIMITS.channels) throw badRequest(ERRORS.storyChannelsTooMany(STORY_LIMITS.channels))
    const column = await this.db.selectFrom('columns').select(['kind']).where('id', '=', columnId).executeTakeFirst()
    if (!column) throw badRequest(ERRORS.columnGone)
    if (NOT_FOR_STORIES.includes(column.kind)) throw badRequest(ERRORS.storyColumnNotForStories)
    const channels = [...new Set(channelIds)]
    if (channels.length) {
      const found = await this.db.selectFrom('channels').select('id').where('id', 'in', channels).execute()
      if (found.length !== channels.length) throw badRequest(ERRORS.channelGone)
    }
  }

  /** the row's columns the fields make (the row's own placement columns too) */
  private columnsOf(f: StoryFields, permission: number) {
    const firstPicture = f.cover[0] ?? f.gallery[0]?.url ?? ''
    return {
      class_id: f.columnId, title: f.title, data_type: STORY_KINDS[f.kind], show_type: f.showType,
      image_urls: JSON.stringify(f.cover.length ? f.cover : firstPicture ? [firstPicture] : []), image_num: f.kind === 'picture' ? f.gallery.length : 0,
      target_url: f.targetUrl, is_top: f.pinned ? 1 : 0, video_url: f.videoUrl, is_video: f.kind === 'video' ? 1 : 0,
      intro: f.summary, content: f.body, plain_text: plainText(f.body), befrom: f.source, writer: f.writer, allow_pl: f.allowComments ? 1 : 0,
      permission: permissionMask(f.hides, AD_PERMISSION_BIT, permission),
      live_type: f.kind === 'live' ? 0 : null, start_time: f.kind === 'live' ? parseCst(f.liveStart) : null, keywords: JSON.stringify(f.tags),
    }
  }

  /** its gallery and placement as the fields say */
  private async place(trx: Transaction<DB>, id: number, f: StoryFields): Promise<void> {
    await trx.deleteFrom('news_images').where('news_id', '=', id).execute()
    if (f.gallery.length) await trx.insertInto('news_images').values(f.gallery.map((p, idx) => ({ news_id: id, idx, url: p.url, caption: p.caption }))).execute()
    await trx.deleteFrom('channel_news').where('news_id', '=', id).execute()
    if (f.channelIds.length) await trx.insertInto('channel_news').values(f.channelIds.map(channel_id => ({ channel_id, news_id: id, is_top: f.pinned ? 1 : 0 }))).execute()
    const banners = await trx.selectFrom('banners').select('channel_id').where('news_id', '=', id).execute()
    const keep = new Set(f.bannerChannelIds)
    const gone = banners.filter(b => !keep.has(b.channel_id)).map(b => b.channel_id)
    if (gone.length) await trx.deleteFrom('banners').where('news_id', '=', id).where('channel_id', 'in', gone).execute()
    for (const channelId of f.bannerChannelIds.filter(c => !banners.some(b => b.channel_id === c))) {
      // a new banner goes first
      const first = await trx.selectFrom('banners').select(eb => eb.fn.min('sort').as('s')).where('channel_id', '=', channelId).executeTakeFirst()
      await trx.insertInto('banners').values({ channel_id: channelId, news_id: id, sort: Number(first?.s ?? 1) - 1 }).execute()
    }
  }

  /** A new story, a draft at revision 1 (`note`: where it came from, for its first revision). */
  async create(actor: number, fields: StoryFields, now = Date.now(), requestId = '', note = '新建'): Promise<{ id: number; revision: number }> {
    const id = await this.db.transaction().execute(async trx => {
      const { id } = await trx.insertInto('news').values({
        ...this.columnsOf(fields, 0), pv: 0, publish_time: now, label: '', interact_num: 0, video_time: '', is_vr: 0, top_title: '', small_text: '',
        custom_image: '', editor: '', zhubian: '', shenhe: '', like_num: 0, appointment_num: 0, status: 0, provider_account_id: null,
        state: 'draft', updated_at: now, updated_by: actor, revision: 1,
      }).returning('id').executeTakeFirstOrThrow()
      await this.place(trx, id, fields)
      await trx.insertInto('news_revisions').values({ news_id: id, revision: 1, actor_id: actor, created_at: now, note, snapshot: JSON.stringify(fields) }).execute()
      await this.moderation.audit(trx, actor, 'story-create', 'story', id, note === '新建' ? fields.title : `${fields.title}（${note}）`, now, { after: { state: 'draft', revision: 1 }, requestId })
      return id
    })
    return { id, revision: 1 }
  }

  /**
   * Saves the fields as the next revision, made from revision `base` (else 409: someone saved since). A
   * published story changes for readers at once.
   */
  async save(actor: number, id: number, base: number, fields: StoryFields, now = Date.now(), requestId = '', note = ''): Promise<{ revision: number }> {
    const { revision, shown } = await this.db.transaction().execute(async trx => {
      const row = await this.row(trx, id)
      // a revision of the first version, before the row changes (a story from before the newsroom)
      await this.keepFirst(trx, row, now)
      const revision = row.revision + 1
      const claimed = await trx.updateTable('news').set({ ...this.columnsOf(fields, row.permission), revision, updated_at: now, updated_by: actor })
        .where('id', '=', id).where('revision', '=', base).executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.storyStale)
      await this.place(trx, id, fields)
      await trx.insertInto('news_revisions').values({ news_id: id, revision, actor_id: actor, created_at: now, note, snapshot: JSON.stringify(fields) }).execute()
      await this.moderation.audit(trx, actor, 'story-edit', 'story', id, note || fields.title, now, { before: { revision: base, title: row.title }, after: { revision, title: fields.title }, requestId })
      return { revision, shown: row.state === 'published' }
    })
    if (shown) this.changed([id])
    return { revision }
  }

  /** the row as it is, kept as its revision when no revision of it is (a story seeded before the newsroom) */
  private async keepFirst(trx: Transaction<DB>, row: Row, now: number): Promise<void> {
    const kept = await trx.selectFrom('news_revisions').select('id').where('news_id', '=', row.id).where('revision', '=', row.revision).executeTakeFirst()
    if (kept) return
    await trx.insertInto('news_revisions').values({ news_id: row.id, revision: row.revision, actor_id: null, created_at: Math.min(now, row.publish_time), note: '原稿', snapshot: JSON.stringify(await this.fieldsOf(trx, row)) })
      .onConflict(oc => oc.columns(['news_id', 'revision']).doNothing()).execute()
  }

  /** Revision `revision` saved again as the newest (made from `base`). */
  async restore(actor: number, id: number, base: number, revision: number, now = Date.now(), requestId = ''): Promise<{ revision: number }> {
    const fields = await this.fieldsAt(id, revision)
    return this.save(actor, id, base, fields, now, requestId, `恢复第${revision}版`)
  }

  private async fieldsAt(id: number, revision: number): Promise<StoryFields> {
    const row = await this.row(this.db, id)
    const saved = await this.db.selectFrom('news_revisions').select('snapshot').where('news_id', '=', id).where('revision', '=', revision).executeTakeFirst()
    if (saved) return snapshotFields(saved.snapshot, revision === row.revision ? row : null)
    if (revision === row.revision) return this.fieldsOf(this.db, row)
    throw notFound(ERRORS.storyRevisionGone)
  }

  /** what changed from revision `from` to revision `to`, field by field */
  async diff(id: number, from: number, to: number): Promise<StoryDiff> {
    const [a, b] = [await this.fieldsAt(id, from), await this.fieldsAt(id, to)]
    const LABELS: Record<keyof StoryFields, string> = {
      kind: '类型', title: '标题', summary: '摘要', body: '正文', columnId: '栏目', channelIds: '频道', showType: '列表样式', cover: '封面',
      gallery: '图集', videoUrl: '视频', liveStart: '直播时间', targetUrl: '链接', tags: '标签', pinned: '置顶', bannerChannelIds: '轮播',
      writer: '作者', source: '来源', allowComments: '允许评论', hides: '详情页开关',
    }
    const changes: StoryFieldDiff[] = []
    for (const field of Object.keys(LABELS) as (keyof StoryFields)[]) {
      const [x, y] = [a[field], b[field]]
      if (JSON.stringify(x) === JSON.stringify(y)) continue
      const parts = field === 'body' ? diffUnits(paragraphs(String(x)), paragraphs(String(y)), '\n')
        : typeof x === 'string' && typeof y === 'string' ? diffUnits([...x], [...y], '')
          : [{ op: '-' as const, text: show(x) }, { op: '+' as const, text: show(y) }]
      changes.push({ field, label: LABELS[field], parts })
    }
    return { from, to, changes }
  }

  /**
   * A step of the workflow (STORY_ACTIONS): `at` for a schedule. Publishing puts it on the lists now (its
   * publish time); withdrawing takes it off every list, and its page, at once.
   */
  async act(actor: number, id: number, action: StoryAction, at: number | null, now = Date.now(), requestId = ''): Promise<{ state: StoryState }> {
    const step = STORY_ACTIONS[action]
    if (action === 'schedule') {
      if (at === null || at <= now) throw badRequest(ERRORS.storyScheduleBad)
      if (at > now + SCHEDULE_MAX_MS) throw badRequest(ERRORS.storyScheduleTooFar)
    }
    const { before, shownChanged } = await this.db.transaction().execute(async trx => {
      const row = await this.row(trx, id)
      const from = row.state as StoryState
      if (!(step.from as readonly StoryState[]).includes(from)) throw new ApiError(409, ERRORS.storyActionBad(STORY_STATE_NAMES[from], step.name))
      const set = {
        state: step.to, status: step.to === 'published' ? 1 : 0, updated_at: now, updated_by: actor,
        scheduled_at: step.to === 'scheduled' ? at : null,
        ...(step.to === 'published' ? { publish_time: now } : {}),
      }
      // the state it was read in: two editors acting at once, one wins
      const done = await trx.updateTable('news').set(set).where('id', '=', id).where('state', '=', from).executeTakeFirst()
      if (Number(done.numUpdatedRows) !== 1) throw new ApiError(409, ERRORS.storyStale)
      await this.moderation.audit(trx, actor, `story-${action}`, 'story', id, row.title, now, {
        before: { state: from, scheduledAt: row.scheduled_at }, after: { state: step.to, scheduledAt: set.scheduled_at }, requestId,
      })
      return { before: from, shownChanged: from === 'published' || step.to === 'published' }
    })
    if (shownChanged || before === 'published') this.changed([id])
    return { state: step.to }
  }

  /**
   * Publishes the scheduled stories whose time has come (the job, every few seconds on one instance): a
   * claim (`… where state = 'scheduled' … returning`), so a story goes out once whoever runs it.
   */
  async publishDue(now = Date.now()): Promise<number[]> {
    const due = await this.db.transaction().execute(async trx => {
      const rows = await trx.updateTable('news').set({ state: 'published', status: 1, publish_time: sql<number>`scheduled_at`, updated_at: now })
        .where('state', '=', 'scheduled').where('scheduled_at', '<=', now)
        .returning(['id', 'title', 'updated_by', 'scheduled_at']).execute()
      for (const r of rows) {
        await this.moderation.audit(trx, r.updated_by ?? 0, 'story-publish-due', 'story', r.id, r.title, now, {
          before: { state: 'scheduled', scheduledAt: r.scheduled_at }, after: { state: 'published' },
        })
      }
      return rows.map(r => r.id)
    })
    this.changed(due)
    return due
  }
}

function show(value: unknown): string {
  if (Array.isArray(value)) return value.map(v => (typeof v === 'object' && v !== null ? Object.values(v).join(' ') : String(v))).join('、')
  if (typeof value === 'boolean') return value ? '是' : '否'
  return value === null ? '' : String(value)
}
