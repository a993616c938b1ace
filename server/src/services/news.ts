// Reading news: list queries for channels and columns, and the news detail, mapped to the API shapes.
import type { Kysely, Selectable } from 'kysely'
import { normalizeWord } from '../moderation/normalize'
import type { DB, NewsTable } from '../db/schema'
import type { NewsDetail, RelatedNews } from '../../../types/api/news'
import type { DataType } from '../../../types/api/common'
import { absolute, absoluteHtml, withImageSizes } from '../content/urls'
import { imageSize } from '../media/generate'
import { DAY_MS, formatCst } from '../content/time'
import { notFound } from '../answer'
import { REPORT_TEL, DISCLAIMER, SELF_DISCIPLINE_TITLE, SITE_NAME, providerDisclaimer } from '../content/site'
import { LIKE_TYPE } from '../../../types/api/interaction'
import { viewCounter } from './views'
import { images, toNewsItem, LIST_COLUMNS, LIST_COLUMNS_OF_N, type ListedRow } from '../content/news-item'
import * as ERRORS from '../../../types/errors'

export type NewsRow = Selectable<NewsTable>
export type { ListedRow }

/** the hot list: the most read stories of the last 30 days */
export const HOT_WINDOW_MS = 30 * DAY_MS

/** related stories a detail carries (hotNews) */
const RELATED_IN_DETAIL = 6

const LIVE_STATE_TEXT: Record<number, string> = { 0: '未开始', 1: '直播中', 2: '已结束' }

export interface Page<T> {
  items: T[]
  hasMore: boolean
}

/** Fetches one more row than asked to know whether another page exists. */
export function paged<T>(rows: T[], pageSize: number): Page<T> {
  return { items: rows.slice(0, pageSize), hasMore: rows.length > pageSize }
}

/** Stories as lists show them (their list columns): published, and not the block entries (showType 8, 9). */
export function listedStories(db: Kysely<DB>) {
  return db.selectFrom('news').select(LIST_COLUMNS).where('status', '=', 1).where('show_type', 'not in', [8, 9])
}

/** A column and everything below it: content children (father) and place children (area_parent). */
export async function columnWithChildren(db: Kysely<DB>, columnId: number): Promise<number[]> {
  const column = await db.selectFrom('columns').select(['id']).where('id', '=', columnId).executeTakeFirst()
  if (!column) throw notFound(ERRORS.columnGone)
  const children = await db.selectFrom('columns').select('id')
    .where(eb => eb.or([eb('father', '=', columnId), eb('area_parent', '=', columnId)])).execute()
  return [columnId, ...children.map(c => c.id)]
}

export class NewsService {
  constructor(private readonly db: Kysely<DB>) {}

  /** The newest stories of a channel's home list, pinned first. */
  async channelList(channelId: number, offset: number, pageSize: number): Promise<Page<ListedRow>> {
    const rows = await this.db
      .selectFrom('channel_news as cn')
      .innerJoin('news as n', 'n.id', 'cn.news_id')
      .select(LIST_COLUMNS_OF_N)
      .select('cn.is_top as home_top')
      .where('cn.channel_id', '=', channelId)
      .where('n.status', '=', 1)
      .orderBy('cn.is_top', 'desc')
      .orderBy('n.publish_time', 'desc')
      .orderBy('n.id', 'desc')
      .limit(pageSize + 1)
      .offset(offset)
      .execute()
    return paged(rows.map(({ home_top, ...n }) => ({ ...n, is_top: home_top })), pageSize)
  }

  /**
   * The hot list (and the headline ticker, its first stories): the stories the newsroom pinned (hot_pins, in
   * their order, published ones), then the most read stories of the last 30 days (HOT_WINDOW_MS) without them.
   */
  async hotList(offset: number, pageSize: number, now = Date.now()): Promise<Page<ListedRow>> {
    const pinIds = (await this.db.selectFrom('hot_pins').select('news_id').orderBy('sort').orderBy('news_id').execute()).map(p => p.news_id)
    const pinned = pinIds.length === 0 ? [] : await listedStories(this.db).where('id', 'in', pinIds).execute()
    const pins = pinIds.flatMap(id => pinned.filter(n => n.id === id))
    const fromPins = pins.slice(offset, offset + pageSize + 1)
    const wanted = pageSize + 1 - fromPins.length
    const read = await listedStories(this.db)
      .where('publish_time', '>=', now - HOT_WINDOW_MS)
      .where('data_type', '!=', 5)
      .$if(pins.length > 0, q => q.where('id', 'not in', pins.map(p => p.id)))
      .orderBy('pv', 'desc')
      .orderBy('id', 'desc')
      .limit(wanted)
      .offset(Math.max(0, offset - pins.length))
      .execute()
    return paged([...fromPins, ...read], pageSize)
  }

  async banners(channelId: number): Promise<ListedRow[]> {
    return this.db
      .selectFrom('banners as b')
      .innerJoin('news as n', 'n.id', 'b.news_id')
      .select(LIST_COLUMNS_OF_N)
      .where('b.channel_id', '=', channelId)
      .where('n.status', '=', 1)
      .orderBy('b.sort')
      .execute()
  }

  /** Stories of a column; a parent column (district group, special) includes its children's. */
  async columnList(columnId: number, offset: number, pageSize: number): Promise<Page<ListedRow>> {
    const ids = await columnWithChildren(this.db, columnId)
    const rows = await listedStories(this.db)
      .where('class_id', 'in', ids)
      // a special's own entry (dataType 5) leads to the special; it is not listed inside it
      .where(eb => eb.not(eb.and([eb('data_type', '=', 5), eb('class_id', '=', columnId)])))
      .orderBy('is_top', 'desc')
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .offset(offset)
      .execute()
    return paged(rows, pageSize)
  }

  /**
   * A story as its detail page shows it; `viewer` (the signed-in reader) sees whether they liked it.
   * Published only; `anyState`: as last saved, published or not (the newsroom's preview link).
   */
  async detail(newsId: number, origin: string, viewer: number | null = null, anyState = false): Promise<NewsDetail> {
    const row = await this.db.selectFrom('news').selectAll().where('id', '=', newsId).$if(!anyState, q => q.where('status', '=', 1))
      .executeTakeFirst()
    if (!row) throw notFound(ERRORS.storyGone)
    const liked = viewer === null ? undefined : await this.db.selectFrom('likes').select('target_id')
      .where('user_id', '=', viewer).where('target_type', '=', LIKE_TYPE.news).where('target_id', '=', newsId).executeTakeFirst()
    const reasons = await this.db.selectFrom('report_reasons').select('title').orderBy('sort').orderBy('id').execute()
    const column = await this.db.selectFrom('columns').select(['name', 'kind']).where('id', '=', row.class_id).executeTakeFirst()
    const account = row.provider_account_id === null ? undefined
      : await this.db.selectFrom('provider_accounts').select(['id', 'name', 'avatar', 'intro', 'column_id']).where('id', '=', row.provider_account_id).executeTakeFirst()
    const gallery = await this.db
      .selectFrom('news_images').select(['url', 'caption']).where('news_id', '=', newsId).orderBy('idx').execute()
    const related = await this.related(row)
    const keywords = JSON.parse(row.keywords) as string[]
    const videos = row.video_url
      ? row.live_type != null
        ? [{ name: '主机位', videoUrl: absolute(row.video_url, origin) }, { name: '全景机位', videoUrl: absolute(row.video_url.replace('-1.', '-2.'), origin) }]
        : [{ name: '标清', videoUrl: absolute(row.video_url, origin) }]
      : []
    return {
      classId: row.class_id,
      newsId: row.id,
      title: row.title,
      content: absoluteHtml(withImageSizes(row.content, imageSize), origin),
      smallText: row.small_text,
      befrom: row.befrom,
      befromPic: '',
      newsTime: formatCst(row.publish_time),
      className: column?.name ?? '',
      writer: row.writer,
      editor: row.editor,
      zhubian: row.zhubian,
      shenhe: row.shenhe,
      execEditor: row.editor,
      finalEditor: row.shenhe,
      dataType: row.data_type as DataType,
      showType: row.show_type,
      permission: row.permission,
      isDoLike: liked ? 1 : 0,
      doLikeNum: row.like_num,
      plNum: row.interact_num,
      commentCount: row.interact_num,
      allowPl: row.allow_pl === 1,
      liveType: row.live_type != null ? LIVE_STATE_TEXT[row.live_type] : '',
      // the readings so far and this one (which the caller counts after answering, see countView)
      onclick: row.pv + viewCounter(this.db).unwritten(newsId) + 1,
      videoUrls: videos,
      keyboard: keywords.map((title, i) => ({ id: i + 1, title })),
      selfDiscipline: { title: SELF_DISCIPLINE_TITLE, url: absolute('/about/self-discipline', origin) },
      repot: { tel: REPORT_TEL, type: reasons.map(r => r.title) },
      disclaimer: DISCLAIMER,
      disclaimers: account ? [DISCLAIMER, providerDisclaimer(account.name)] : [DISCLAIMER],
      imageUrl: images(row, origin),
      allImage: gallery.map(g => ({ url: absolute(g.url, origin), caption: g.caption })),
      hotNews: related.map(r => toRelated(r, origin)),
      originNewstext: row.plain_text,
      userName: account?.name ?? SITE_NAME,
      newUserName: account?.name ?? (row.writer || SITE_NAME),
      isSYN: account ? 1 : 0,
      syhInfo: account ? { id: account.id, name: account.name, avatar: absolute(account.avatar, origin), intro: account.intro, classId: account.column_id } : null,
      region: column?.kind === 'district' ? column.name : '',
      isLike: liked ? 1 : 0,
    }
  }

  /** One reading of the story (its detail was answered): counted in memory, written in batches. */
  countView(newsId: number): void {
    viewCounter(this.db).add(newsId)
  }

  /** What a share card needs of a story (no read is counted). */
  async shareCard(newsId: number) {
    return this.db.selectFrom('news').select(['title', 'intro', 'plain_text', 'image_urls'])
      .where('id', '=', newsId).where('status', '=', 1).executeTakeFirst()
  }

  /** Live items: on air first, then upcoming by start time, then replays newest first. */
  async liveList(offset: number, pageSize: number): Promise<Page<ListedRow>> {
    const rows = await listedStories(this.db)
      .where('data_type', '=', 1)
      .orderBy(eb => eb.case().when('live_type', '=', 1).then(0).when('live_type', '=', 0).then(1).else(2).end())
      .orderBy(eb => eb.case().when('live_type', '=', 0).then(eb.ref('start_time')).else(eb.neg(eb.ref('publish_time'))).end())
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .offset(offset)
      .execute()
    return paged(rows, pageSize)
  }

  async vrList(offset: number, pageSize: number): Promise<Page<ListedRow>> {
    const rows = await listedStories(this.db).where('is_vr', '=', 1)
      .orderBy('publish_time', 'desc').orderBy('id', 'desc').limit(pageSize + 1).offset(offset).execute()
    return paged(rows, pageSize)
  }

  async topicNews(topicId: number, offset: number, pageSize: number): Promise<Page<ListedRow>> {
    const rows = await this.db
      .selectFrom('topic_news as t')
      .innerJoin('news as n', 'n.id', 't.news_id')
      .select(LIST_COLUMNS_OF_N)
      .where('t.topic_id', '=', topicId)
      .where('n.status', '=', 1)
      .orderBy('n.publish_time', 'desc')
      .orderBy('n.id', 'desc')
      .limit(pageSize + 1)
      .offset(offset)
      .execute()
    return paged(rows, pageSize)
  }

  private async related(row: Pick<NewsRow, 'id' | 'class_id'>): Promise<ListedRow[]> {
    return (await this.relatedOf(row, 0, RELATED_IN_DETAIL)).items
  }

  /** Stories related to one: its column's others, newest first, without blocks and specials. */
  async relatedPage(newsId: number, offset: number, pageSize: number): Promise<Page<ListedRow>> {
    const row = await this.db.selectFrom('news').select(['id', 'class_id']).where('id', '=', newsId).where('status', '=', 1).executeTakeFirst()
    if (!row) throw notFound(ERRORS.storyGone)
    return this.relatedOf(row, offset, pageSize)
  }

  private async relatedOf(row: Pick<NewsRow, 'id' | 'class_id'>, offset: number, pageSize: number): Promise<Page<ListedRow>> {
    const rows = await listedStories(this.db)
      .where('class_id', '=', row.class_id)
      .where('id', '!=', row.id)
      .where('data_type', '!=', 5)
      .where('show_type', 'not in', [8, 9])
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .offset(offset)
      .execute()
    return paged(rows, pageSize)
  }

  /**
   * The newest stories whose titles share the most two-character runs with `text` (a 问政 or 问答
   * question): at least two runs, read as the word filter reads (simplified, no separators).
   */
  async relatedTo(text: string): Promise<ListedRow[]> {
    const wanted = twoCharRuns(text)
    if (wanted.size === 0) return []
    const rows = await listedStories(this.db).where('data_type', 'not in', [5, 7]).orderBy('publish_time', 'desc').limit(RELATED_SCAN).execute()
    return rows.map(r => ({ r, score: [...titleRuns(r.title)].filter(g => wanted.has(g)).length }))
      .filter(x => x.score >= 2).sort((a, b) => b.score - a.score || b.r.publish_time - a.r.publish_time).slice(0, RELATED_LIMIT).map(x => x.r)
  }
}

/** a related story: the list item's first fields */
function toRelated(row: ListedRow, origin: string): RelatedNews {
  const { id, classId, title, imageUrl, imageNum, dataType, showType, publishTime } = toNewsItem(row, origin)
  return { id, classId, title, imageUrl, imageNum, dataType, showType, publishTime }
}

/** how many of the newest stories are read for ones related to a text, and how many are given */
const RELATED_SCAN = 400
const RELATED_LIMIT = 5

const twoCharRuns = (s: string) => { const c = [...normalizeWord(s)]; return new Set(c.slice(0, -1).map((ch, i) => ch + c[i + 1])) }

/** the stories' titles read once (a question's page compared every one of 400 on every view); keyed by the title itself, so an edited title is read afresh */
const TITLE_RUNS_MAX = 4 * RELATED_SCAN
const titleRunsCache = new Map<string, Set<string>>()
function titleRuns(title: string): Set<string> {
  let runs = titleRunsCache.get(title)
  if (!runs) {
    if (titleRunsCache.size >= TITLE_RUNS_MAX) titleRunsCache.clear()
    runs = twoCharRuns(title)
    titleRunsCache.set(title, runs)
  }
  return runs
}

