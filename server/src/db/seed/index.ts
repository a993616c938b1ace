// Deterministic seed generator: fills an empty database with a living regional news site.
// The same content on every machine; publish times are relative to the moment of seeding.
import type { Insertable, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { DB, NewsTable } from '../schema'
import { Random } from './random'
import {
  PROVIDER_ACCOUNTS, CATEGORIES, COMMON_CLOSE, DISTRICTS, EDITORS, HOT_WORDS, LABELS, MONTHS, PAPERS, PLACES, REPORTERS, SEARCH_HOT_WORDS,
  SEASONS, SOURCES, TASKS, TOPICS, type CategoryText,
} from './corpus'
import { PROVIDER_COLUMN_BASE, CHANNELS, COLUMNS, RURAL_COLUMNS, HOT_CHANNEL_ID, TIME_TOPIC_COLUMN_ID, type ColumnSeed } from './channels'
import { COMPOSITION_NEWS_COLUMN_ID } from '../../../../types/api/composition'
import { EPAPER_LAYOUTS, epaperLayout } from '../../media/epaper-layout'
import { media, VIDEOS } from './media'
import { isPostgres } from '../migrations/util'
import { sanitizeArticleHtml } from '../../content/sanitize'
import { seedAccounts } from './accounts'
import { seedSensitiveWords, seedShopMerchants, seedStaff } from './moderation'
import { seedDepartments, seedPolitics } from './politics'
import { seedQa } from './qa'
import { seedServices } from './services'
import { seedDiscover, seedDiscoverTopics } from './discover'
import { openBalances, seedPointRules } from './points'
import { seedShopGoods } from './shop'
import { seedComposition, seedCompositionSchools } from './composition'
import { seedRural } from './rural'
import { seedRuralVoices } from './rural-voices'
import { seedCommunities, seedCommunity } from './community'
import { seedInteractions } from './interactions'
import { LONGFORM, SUBHEADS } from './longform'

export const SEED = 20261122
export const SEED_VERSION = '1'

const MINUTE = 60_000
const DATA_TYPE = { live: 1, picture: 2, news: 3, special: 5, external: 7, video: 8 }

type NewsRow = Insertable<NewsTable> & { id: number }

interface EpaperSeed {
  paper: string
  date: string
  pages: { num: number; name: string; image: string; articles: { title: string; subtitle: string; author: string; content: string; area: string }[] }[]
}

interface Generated {
  news: NewsRow[]
  images: { news_id: number; idx: number; url: string; caption: string }[]
  channelNews: { channel_id: number; news_id: number; is_top: number }[]
  banners: { channel_id: number; news_id: number; sort: number }[]
  providerAccounts: { id: number; name: string; avatar: string; intro: string; fans_num: number; column_id: number; recommended: number; sort: number }[]
  topics: { id: number; column_id: number; title: string; image: string; intro: string; post_num: number; reply_num: number; sort: number; status: number }[]
  topicNews: { topic_id: number; news_id: number }[]
  hotWords: { id: number; title: string; sort: number }[]
  epaper: EpaperSeed[]
}

function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}

/** 'YYYY-MM-DD' in China Standard Time */
function cnDay(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}

function fill(template: string, rnd: Random, ctx: { area: string; place: string; task: string }): string {
  return template
    .replace(/\{area\}/g, ctx.area)
    .replace(/\{place\}/g, ctx.place)
    .replace(/\{task\}/g, ctx.task)
    .replace(/\{n\}/g, () => String(rnd.int(3, 60)))
    .replace(/\{m\}/g, () => String(rnd.int(2, 30)))
    .replace(/\{p\}/g, () => (rnd.int(15, 120) / 10).toFixed(1))
    .replace(/\{q\}/g, () => (rnd.int(15, 120) / 10).toFixed(1))
    .replace(/\{month\}/g, () => rnd.pick(MONTHS))
    .replace(/\{season\}/g, () => rnd.pick(SEASONS))
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** 'M月D日' in China Standard Time */
function cnDate(ms: number): string {
  const d = new Date(ms + 8 * 3600_000)
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`
}

function body(text: CategoryText, rnd: Random, ctx: { area: string; place: string; task: string }, at: number, images: string[]): string {
  const lead = fill(rnd.pick(text.leads), rnd, ctx).replace(/\{date\}/g, cnDate(at))
  // a subset of the category's paragraphs, kept in their written order (openings before conclusions)
  const keep = new Set(rnd.sample(text.paragraphs, Math.min(text.paragraphs.length, rnd.int(3, 5))))
  const paras = text.paragraphs.filter(p => keep.has(p)).map(p => fill(p, rnd, ctx))
  const blocks = [`<p>${escapeHtml(lead)}</p>`]
  paras.forEach((p, i) => {
    if (i === 1 && images[0]) blocks.push(`<p><img src="${images[0]}" alt=""></p>`)
    if (i === 2 && rnd.chance(0.4)) blocks.push(`<p><strong>${escapeHtml(ctx.task)}持续推进</strong></p>`)
    blocks.push(`<p>${escapeHtml(p)}</p>`)
  })
  if (images[1]) blocks.push(`<p><img src="${images[1]}" alt=""></p>`)
  blocks.push(`<p>${escapeHtml(rnd.pick(COMMON_CLOSE))}</p>`)
  return blocks.join('')
}

/**
 * A news story's fuller body: background, voices and data before its closing line; a third are long
 * reads with subheads. Its own random stream (by story id) leaves the rest of the seed as it was.
 */
function lengthen(html: string, id: number, ctx: { area: string; place: string; task: string }): string {
  const rnd = new Random(SEED ^ (id * 2654435761))
  const long = rnd.chance(0.35)
  const paras = rnd.sample(LONGFORM, long ? rnd.int(7, 10) : rnd.int(2, 5)).map(p => `<p>${escapeHtml(fill(p, rnd, ctx))}</p>`)
  if (long) {
    const heads = rnd.sample(SUBHEADS, 2)
    paras.splice(Math.floor(paras.length * 0.66), 0, `<h3>${heads[1]}</h3>`)
    paras.splice(Math.floor(paras.length * 0.33), 0, `<h3>${heads[0]}</h3>`)
  }
  const close = html.lastIndexOf('<p>')
  return html.slice(0, close) + paras.join('') + html.slice(close)
}

function pvFor(rnd: Random): number {
  // a long tail: most stories a few thousand reads, a few very many
  const x = rnd.next()
  return Math.round(200 + Math.pow(x, 4) * 250_000 + rnd.int(0, 3000))
}

function videoTime(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

export function generate(now: number): Generated {
  const rnd = new Random(SEED)
  const out: Generated = { news: [], images: [], channelNews: [], banners: [], providerAccounts: [], topics: [], topicNews: [], hotWords: [], epaper: [] }
  const usedTitles = new Set<string>()
  let nextId = 10001

  const channelOf = new Map(COLUMNS.map(c => [c.id, c.channelId]))

  const makeStory = (col: ColumnSeed, index: number, total: number): NewsRow => {
    const text = CATEGORIES[col.category!]
    // district and city columns write about their own place
    const area = col.kind === 'district'
      ? DISTRICTS.find(d => d.code === col.areacode)!.name
      : col.kind === 'area' ? `${col.name}市` : rnd.pick(DISTRICTS).name
    const ctx = { area, place: rnd.pick(PLACES), task: rnd.pick(TASKS) }
    let title = ''
    for (let tries = 0; tries < 30; tries++) {
      title = fill(rnd.pick(text.titles), rnd, ctx)
      if (!usedTitles.has(title)) break
      ctx.area = rnd.pick(DISTRICTS).name
      ctx.place = rnd.pick(PLACES)
      ctx.task = rnd.pick(TASKS)
    }
    usedTitles.add(title)
    // spread each column over ~30 days, newest first
    const publish = now - Math.round(((index + rnd.next()) / total) * 30 * 24 * 60) * MINUTE - rnd.int(5, 50) * MINUTE
    const id = nextId++
    const scene = () => media.scene(rnd.int(0, media.SCENES - 1))
    const row: NewsRow = {
      id,
      class_id: col.id,
      title,
      data_type: DATA_TYPE.news,
      show_type: 4,
      image_urls: '[]',
      image_num: 0,
      target_url: '',
      pv: pvFor(rnd),
      publish_time: publish,
      is_top: 0,
      label: rnd.pick(LABELS),
      interact_num: 0,
      video_url: '',
      video_time: '',
      is_video: 0,
      is_vr: 0,
      top_title: '',
      small_text: '',
      intro: '',
      custom_image: '',
      content: '',
      befrom: rnd.pick(SOURCES),
      writer: `上游新闻记者 ${rnd.pick(REPORTERS)}`,
      editor: rnd.pick(EDITORS),
      zhubian: rnd.pick(EDITORS),
      shenhe: rnd.pick(EDITORS),
      permission: 0,
      allow_pl: 1,
      like_num: rnd.int(0, 900),
      live_type: null,
      start_time: null,
      appointment_num: 0,
      keywords: JSON.stringify(rnd.sample([...HOT_WORDS, ...TASKS], rnd.int(2, 3))),
      status: 1,
    }
    let images: string[] = []
    switch (col.kind) {
      case 'video': {
        const v = rnd.pick(VIDEOS)
        images = [scene()]
        Object.assign(row, {
          data_type: rnd.chance(0.5) ? DATA_TYPE.video : DATA_TYPE.news,
          show_type: 2,
          is_video: 1,
          video_url: v.url,
          video_time: videoTime(v.seconds),
        })
        break
      }
      case 'live': {
        const state = index < 2 ? 1 : index < 5 ? 0 : 2 // 直播中, 未开始, 回放
        images = [scene()]
        Object.assign(row, {
          data_type: DATA_TYPE.live,
          show_type: 2,
          live_type: state,
          video_url: rnd.pick(VIDEOS).url,
          start_time: state === 0 ? now + rnd.int(2, 72) * 60 * MINUTE : publish,
          publish_time: state === 0 ? now - rnd.int(10, 300) * MINUTE : publish,
          appointment_num: state === 0 ? rnd.int(80, 5000) : 0,
        })
        break
      }
      case 'photo': {
        const count = rnd.int(4, 8)
        images = Array.from({ length: count }, () => media.photo(rnd.int(0, media.PHOTOS - 1)))
        Object.assign(row, { data_type: DATA_TYPE.picture, show_type: rnd.chance(0.5) ? 1 : 2, image_num: count })
        break
      }
      case 'vr': {
        images = [media.vr(rnd.int(0, media.VRS - 1))]
        Object.assign(row, { data_type: DATA_TYPE.external, show_type: 2, is_vr: 1, target_url: `/vr/${id}` })
        break
      }
      default: {
        const shape = rnd.weighted<string>([['tagged', 45], ['text', 15], ['multi', 15], ['big', 10], ['promote', 5], ['picture', 5], ['video', 4], ['external', 1]])
        if (shape === 'text') {
          row.show_type = 0
        } else if (shape === 'multi') {
          row.show_type = 1
          images = [scene(), scene(), scene()]
        } else if (shape === 'big') {
          row.show_type = 2
          images = [scene()]
        } else if (shape === 'promote') {
          row.show_type = 14
          images = [scene()]
        } else if (shape === 'picture') {
          const count = rnd.int(4, 7)
          images = Array.from({ length: count }, () => media.photo(rnd.int(0, media.PHOTOS - 1)))
          Object.assign(row, { data_type: DATA_TYPE.picture, show_type: 1, image_num: count })
        } else if (shape === 'video') {
          const v = rnd.pick(VIDEOS)
          images = [scene()]
          Object.assign(row, { data_type: DATA_TYPE.video, show_type: 2, is_video: 1, video_url: v.url, video_time: videoTime(v.seconds) })
        } else if (shape === 'external') {
          images = [scene()]
          Object.assign(row, { data_type: DATA_TYPE.external, show_type: 4, target_url: '/shangyou_news/home/8' })
        } else {
          row.show_type = 4
          images = [scene()]
        }
      }
    }
    const permissionRoll = rnd.next()
    row.permission = permissionRoll < 0.04 ? 1 : permissionRoll < 0.08 ? 2 : permissionRoll < 0.16 ? 4 : 0
    if (row.permission === 1) row.allow_pl = 0
    row.image_urls = JSON.stringify(images)
    if (row.data_type === DATA_TYPE.picture) {
      images.forEach((url, idx) => out.images.push({ news_id: id, idx, url, caption: rnd.pick(CATEGORIES.photo.captions!) }))
      row.content = `<p>${escapeHtml(fill(rnd.pick(text.leads), rnd, ctx).replace(/\{date\}/g, cnDate(publish)))}</p>`
    } else {
      row.content = body(text, rnd, ctx, publish, row.show_type === 0 ? [] : images.slice(0, rnd.int(1, 2)))
      if (row.data_type === DATA_TYPE.news && !row.is_video) row.content = lengthen(row.content, id, ctx)
    }
    row.content = sanitizeArticleHtml(row.content)
    row.plain_text = plainText(row.content)
    row.intro = row.plain_text.slice(0, 60)
    if (col.kind === 'provider') {
      row.provider_account_id = col.id - PROVIDER_COLUMN_BASE
      row.befrom = col.name
      row.writer = col.name
    }
    return row
  }

  const storiesOf = (col: ColumnSeed) => {
    for (let i = 0; i < col.stories!; i++) {
      const story = makeStory(col, i, col.stories!)
      out.news.push(story)
      const channelId = channelOf.get(col.id)
      if (channelId != null) out.channelNews.push({ channel_id: channelId, news_id: story.id, is_top: 0 })
    }
  }
  for (const col of COLUMNS) {
    if (!col.category || !col.stories || col.id === COMPOSITION_NEWS_COLUMN_ID || RURAL_COLUMNS.includes(col)) continue
    storiesOf(col)
  }

  // Specials: one entry per special, pointing at the special page (dataType 5 carries the classId).
  const specials = COLUMNS.filter(c => c.kind === 'special')
  const specialItems = specials.map((s, i): NewsRow => {
    const row = makeStory({ ...s, category: 'politics' }, i, specials.length)
    Object.assign(row, {
      class_id: s.id,
      title: s.name,
      data_type: DATA_TYPE.special,
      show_type: 2,
      image_urls: JSON.stringify([media.scene(100 + i)]),
      content: '',
      intro: `专题：${s.name}`,
    })
    out.news.push(row)
    return row
  })

  // The 推荐 channel (1) carries its own columns plus a share of every other news column.
  const inHome = new Set(out.channelNews.filter(c => c.channel_id === 1).map(c => c.news_id))
  for (const n of out.news) {
    const col = COLUMNS.find(c => c.id === n.class_id)!
    if (inHome.has(n.id) || col.kind === 'special-category') continue
    const share = col.kind === 'district' ? 0.15 : col.kind === 'news' ? 0.35 : 0.3
    if (n.data_type === DATA_TYPE.special || rnd.chance(share)) {
      out.channelNews.push({ channel_id: 1, news_id: n.id, is_top: 0 })
      inHome.add(n.id)
    }
  }

  // Two pinned stories at the top of the home list.
  const homeNews = out.news.filter(n => inHome.has(n.id) && n.data_type === DATA_TYPE.news && n.class_id === 101)
  for (const n of homeNews.slice(0, 2)) {
    out.channelNews.find(c => c.channel_id === 1 && c.news_id === n.id)!.is_top = 1
    n.label = '置顶'
  }

  // Block items (district block, provider-account block) are list entries the client renders specially.
  const block = (classId: number, title: string, showType: number, publish: number): NewsRow => ({
    ...makeStory(COLUMNS.find(c => c.id === 101)!, 0, 1),
    class_id: classId,
    title,
    show_type: showType,
    image_urls: '[]',
    content: '',
    intro: '',
    publish_time: publish,
  })
  const districtBlock = block(18, '区县新闻', 8, now - 95 * MINUTE)
  const providerBlock = block(101, '上游号', 9, now - 190 * MINUTE)
  out.news.push(districtBlock, providerBlock)
  out.channelNews.push(
    { channel_id: 1, news_id: districtBlock.id, is_top: 0 },
    { channel_id: 1, news_id: providerBlock.id, is_top: 0 },
    { channel_id: 4, news_id: districtBlock.id, is_top: 0 },
  )

  // Banners: the home carousel exercises every dataType target; other channels get their newest pictures.
  const byType = (type: number, pred: (n: NewsRow) => boolean = () => true) => out.news.find(n => n.data_type === type && pred(n))!
  const homeBanners = [
    byType(DATA_TYPE.news, n => n.class_id === 101 && n.show_type === 2) || byType(DATA_TYPE.news, n => n.class_id === 101 && n.show_type === 4),
    byType(DATA_TYPE.live, n => n.live_type === 1),
    byType(DATA_TYPE.picture),
    specialItems[0],
    byType(DATA_TYPE.video),
    byType(DATA_TYPE.news, n => n.is_video === 1),
    byType(DATA_TYPE.external, n => n.is_vr === 1),
  ]
  homeBanners.forEach((n, sort) => out.banners.push({ channel_id: 1, news_id: n.id, sort }))
  for (const ch of CHANNELS) {
    if (ch.id === 1 || ch.id === HOT_CHANNEL_ID) continue
    const own = out.channelNews
      .filter(c => c.channel_id === ch.id)
      .map(c => out.news.find(n => n.id === c.news_id)!)
      .filter(n => JSON.parse(String(n.image_urls)).length > 0 && n.show_type !== 8)
    // 国内 gets a single banner: the carousel shows no dots then
    own.slice(0, ch.id === 6 ? 1 : 3).forEach((n, sort) => out.banners.push({ channel_id: ch.id, news_id: n.id, sort }))
  }
  // 上游号 (provider accounts): each publishes the stories of its column
  PROVIDER_ACCOUNTS.forEach((a, i) => out.providerAccounts.push({
    id: i + 1,
    name: a.name,
    avatar: media.avatar(i * 7),
    intro: a.intro,
    fans_num: rnd.int(3000, 900000),
    column_id: PROVIDER_COLUMN_BASE + i + 1,
    recommended: i < 6 ? 1 : 0,
    sort: i,
  }))

  // Topics of the 时间专题 channel, each gathering stories of its subject
  TOPICS.forEach((t, i) => {
    const id = i + 1
    out.topics.push({
      id, column_id: TIME_TOPIC_COLUMN_ID, title: t.title, image: media.scene(60 + i), intro: t.intro,
      post_num: rnd.int(20, 3000), reply_num: rnd.int(50, 20000), sort: i, status: 1,
    })
    const pool = out.news.filter(n => n.data_type !== DATA_TYPE.special && n.show_type !== 8 && n.show_type !== 9 &&
      COLUMNS.find(c => c.id === n.class_id)?.category === t.category)
    for (const n of rnd.sample(pool, Math.min(pool.length, rnd.int(8, 14)))) out.topicNews.push({ topic_id: id, news_id: n.id })
  })

  SEARCH_HOT_WORDS.forEach((title, i) => out.hotWords.push({ id: i + 1, title, sort: i }))

  // E-paper: the last 7 days of each paper; every page's articles sit in its layout's blocks
  const pageCategory: Record<string, string> = {
    要闻: 'politics', 重庆新闻: 'society', 区县: 'county', 财经: 'economy', 文体: 'sports', 副刊: 'culture', 城事: 'society', 生活: 'livelihood',
  }
  // front pages use the layouts with the big masthead (k % 6 === 0), inner pages the others
  const front = Array.from({ length: EPAPER_LAYOUTS }, (_, k) => k).filter(k => k % 6 === 0)
  const inner = Array.from({ length: EPAPER_LAYOUTS }, (_, k) => k).filter(k => k % 6 !== 0)
  for (const paper of PAPERS) {
    for (let d = 0; d < 7; d++) {
      out.epaper.push({
        paper: paper.key,
        date: cnDay(now - d * 24 * 3600_000),
        pages: paper.pages.map((name, p) => ({
          num: p + 1,
          name,
          image: media.epaper(p === 0 ? front[d % front.length] : inner[(d * 7 + p) % inner.length]),
          articles: [],
        })),
      })
    }
  }
  for (const edition of out.epaper) {
    for (const page of edition.pages) {
      const k = Number(/epaper-(\d+)/.exec(page.image)![1])
      const text = CATEGORIES[pageCategory[page.name]]
      page.articles = epaperLayout(k).areas.map(area => {
        const ctx = { area: rnd.pick(DISTRICTS).name, place: rnd.pick(PLACES), task: rnd.pick(TASKS) }
        const title = fill(rnd.pick(text.titles), rnd, ctx)
        const paras = text.paragraphs.filter(() => rnd.chance(0.7)).map(p => `<p>${escapeHtml(fill(p, rnd, ctx))}</p>`)
        return {
          title,
          subtitle: rnd.chance(0.3) ? fill(rnd.pick(text.leads), rnd, ctx).replace(/\{date\}/g, '近日').replace(/。$/, '') : '',
          author: `本报记者 ${rnd.pick(REPORTERS)}`,
          content: sanitizeArticleHtml(`<p>${escapeHtml(fill(rnd.pick(text.leads), rnd, ctx).replace(/\{date\}/g, cnDate(now)))}</p>${paras.join('')}`),
          area: JSON.stringify(area),
        }
      })
    }
  }
  // 作文's news (its InformationList), last: every story seeded before it stays as it was (its id, its
  // words, the 推荐 channel's share), and the section's news stays in its own column
  storiesOf(COLUMNS.find(c => c.id === COMPOSITION_NEWS_COLUMN_ID)!)
  // 渝农's columns, after it for the same reason
  for (const col of RURAL_COLUMNS) storiesOf(col)
  return out
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

const columnRow = (c: ColumnSeed) => ({
  id: c.id,
  channel_id: c.channelId,
  father: c.father ?? null,
  area_parent: c.areaParent ?? null,
  name: c.name,
  img: media.icon(c.icon ?? COLUMNS.indexOf(c)),
  classname: c.name,
  showtype: c.showtype ?? 0,
  columnpath: c.columnpath ?? '',
  apiurl: c.apiurl ?? '',
  areacode: c.areacode ?? '',
  kind: c.kind,
  in_menu: c.inMenu ? 1 : 0,
  sort: COLUMNS.indexOf(c),
})

/**
 * 渝农's columns and their stories for a site seeded before the section was built (a new site's reading
 * part has them already): the stories as a new site has them, under the ids the database gives.
 */
async function seedRuralColumns(trx: Kysely<DB>, now: number): Promise<void> {
  const have = await trx.selectFrom('columns').select('id').where('id', 'in', RURAL_COLUMNS.map(c => c.id)).execute()
  const missing = RURAL_COLUMNS.filter(c => !have.some(h => h.id === c.id))
  const channels = await trx.selectFrom('channels').select('id').execute()
  if (missing.length === 0 || channels.length === 0) return
  await trx.insertInto('columns').values(missing.map(columnRow)).execute()
  const data = generate(now)
  for (const story of data.news.filter(n => missing.some(c => c.id === n.class_id))) {
    const { id: _seedId, ...row } = story
    const { id } = await trx.insertInto('news').values(row).returning('id').executeTakeFirstOrThrow()
    const images = data.images.filter(i => i.news_id === story.id).map(i => ({ ...i, news_id: id }))
    if (images.length) await trx.insertInto('news_images').values(images).execute()
    const listed = data.channelNews.filter(c => c.news_id === story.id).map(c => ({ ...c, news_id: id }))
    if (listed.length) await trx.insertInto('channel_news').values(listed).execute()
  }
}

/** The reading side: channels, columns, stories, banners, provider accounts, topics, hot words, e-paper. */
async function seedReading(trx: Kysely<DB>, now: number): Promise<void> {
  const existing = await trx.selectFrom('channels').select(trx.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  if (Number(existing.n) > 0) return
  const data = generate(now)
  await trx.insertInto('channels').values(CHANNELS.map((c, sort) => ({
    id: c.id,
    name: c.name,
    img: media.icon(sort),
    linenum: c.linenum ?? 4,
    showline: c.showline ?? 2,
    path: c.path ?? '',
    kind: c.kind,
    sort,
  }))).execute()
  await insertChunks(COLUMNS, 200, chunk => trx.insertInto('columns').values(chunk.map(columnRow)).execute())
  await insertChunks(data.news, 100, chunk => trx.insertInto('news').values(chunk).execute())
  await insertChunks(data.images, 500, chunk => trx.insertInto('news_images').values(chunk).execute())
  await insertChunks(data.channelNews, 500, chunk => trx.insertInto('channel_news').values(chunk).execute())
  await trx.insertInto('banners').values(data.banners).execute()
  await trx.insertInto('provider_accounts').values(data.providerAccounts).execute()
  await trx.insertInto('topics').values(data.topics).execute()
  await insertChunks(data.topicNews, 500, chunk => trx.insertInto('topic_news').values(chunk).execute())
  await trx.insertInto('hot_words').values(data.hotWords).execute()
  for (const edition of data.epaper) {
    const { id: editionId } = await trx.insertInto('epaper_editions').values({ paper: edition.paper, date: edition.date })
      .returning('id').executeTakeFirstOrThrow()
    for (const page of edition.pages) {
      const { id: pageId } = await trx.insertInto('epaper_pages').values({ edition_id: editionId, num: page.num, name: page.name, image: page.image })
        .returning('id').executeTakeFirstOrThrow()
      await trx.insertInto('epaper_articles').values(page.articles.map((a, sort) => ({ ...a, page_id: pageId, sort }))).execute()
    }
  }
  if (isPostgres(trx)) {
    // explicit ids were inserted: move the identity sequences past them
    for (const table of ['news', 'banners', 'provider_accounts', 'topics', 'hot_words']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx)
    }
  }
}

/**
 * Each part of the demo site is seeded once; a marker in meta records it. `demo` parts create readers
 * who can log in (known passwords, made-up phones) and what they wrote: never in production.
 */
const PARTS: { name: string; demo: boolean; run: (trx: Kysely<DB>, now: number) => Promise<void> }[] = [
  { name: 'reading', demo: false, run: seedReading },
  { name: 'accounts', demo: true, run: seedAccounts },
  { name: 'interactions', demo: true, run: seedInteractions },
  { name: 'sensitive-words', demo: false, run: seedSensitiveWords },
  { name: 'staff', demo: true, run: seedStaff },
  { name: 'departments', demo: false, run: seedDepartments },
  { name: 'politics', demo: true, run: seedPolitics },
  { name: 'qa', demo: true, run: seedQa },
  { name: 'services', demo: false, run: seedServices },
  { name: 'communities', demo: false, run: seedCommunities },
  { name: 'community', demo: true, run: seedCommunity },
  { name: 'discover-topics', demo: false, run: seedDiscoverTopics },
  { name: 'discover', demo: true, run: seedDiscover },
  { name: 'point-rules', demo: false, run: seedPointRules },
  { name: 'shop-goods', demo: false, run: seedShopGoods },
  { name: 'shop-merchants', demo: true, run: seedShopMerchants },
  { name: 'composition-schools', demo: false, run: seedCompositionSchools },
  { name: 'composition', demo: true, run: seedComposition },
  { name: 'rural-columns', demo: false, run: seedRuralColumns },
  { name: 'rural', demo: false, run: seedRural },
  { name: 'rural-voices', demo: true, run: seedRuralVoices },
  // the demo readers' seeded balances, opened in the ledger
  { name: 'points', demo: true, run: openBalances },
]

export interface SeedOptions {
  /** demo readers, their WeChat identities and comments (false in production) */
  demoAccounts?: boolean
}

/** Seeds every part of the demo site the database does not have yet. Returns the parts it seeded. */
export async function seed(db: Kysely<DB>, now = Date.now(), opts: SeedOptions = {}): Promise<string[]> {
  const done = new Set((await db.selectFrom('meta').select('key').execute()).map(m => m.key))
  const seeded: string[] = []
  for (const part of PARTS) {
    if (done.has(`seed:${part.name}`) || (part.demo && opts.demoAccounts === false)) continue
    await db.transaction().execute(async trx => {
      await part.run(trx, now)
      await trx.insertInto('meta').values({ key: `seed:${part.name}`, value: `${SEED_VERSION}@${now}` }).execute()
    })
    seeded.push(part.name)
  }
  return seeded
}

/** Seeds what is missing; true when anything was added. */
export async function seedIfEmpty(db: Kysely<DB>, now = Date.now(), opts: SeedOptions = {}): Promise<boolean> {
  return (await seed(db, now, opts)).length > 0
}
