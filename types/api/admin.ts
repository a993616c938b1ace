// The newsroom console's answers (issue 29), shared by the server and the console.

/** one China day's figures */
export interface DashboardDay {
  /** 2026-11-28 */
  day: string
  /** stories published (and shown) that day */
  stories: number
  /** readers who signed up */
  readers: number
  /** comments written */
  comments: number
  /** points-shop orders placed */
  shopOrders: number
}

/** GET /admin/v1/dashboard */
export interface Dashboard {
  today: DashboardDay
  /** what waits for someone now */
  waiting: {
    /** readers' writing held for a moderator */
    heldForReview: number
    /** reports not yet handled */
    reports: number
    /** 问政 questions past their time limit */
    politicsOverdue: number
    /** physical goods exchanged and not yet shipped */
    ordersToShip: number
  }
  /** the last 30 days, oldest first, today last */
  days: DashboardDay[]
}

// ---- Moderation ----

export type ModerationStatus = 'held' | 'approved' | 'rejected' | 'hidden'

/** GET /admin/v1/moderation/queue: an item a moderator decides (or decided) */
export interface QueueItem {
  id: number
  kind: string
  refId: number
  userId: number
  excerpt: string
  reasons: string[]
  status: ModerationStatus
  createdAt: number
  decidedBy: number | null
  decidedAt: number | null
  /** the moderator's reason */
  reason: string
}

/** GET /admin/v1/moderation/reports: one reported thing, its waiting reports together */
export interface ReportedThing {
  kind: string
  targetId: number
  /** what moderation/hide takes it as; null for what editors handle (a story, a 发现 topic) */
  hideAs: string | null
  /** the reported text as it was when last reported */
  text: string
  newsId: number
  classId: number
  storyTitle: string
  reports: number
  reasons: { reason: string; count: number }[]
  firstAt: number
  lastAt: number
}

// ---- Stories (the newsroom's workflow) ----

/** what a story is, each one of the apps' dataType codes */
export const STORY_KINDS = { news: 3, picture: 2, video: 8, live: 1, link: 7 } as const
export type StoryKind = keyof typeof STORY_KINDS
export const STORY_KIND_NAMES: Record<StoryKind, string> = { news: '新闻', picture: '图集', video: '视频', live: '直播', link: '外链' }

/** draft → in review → scheduled → published → withdrawn (a withdrawn story may be published again or reopened as a draft) */
export const STORY_STATES = ['draft', 'review', 'scheduled', 'published', 'withdrawn'] as const
export type StoryState = typeof STORY_STATES[number]
export const STORY_STATE_NAMES: Record<StoryState, string> = { draft: '草稿', review: '待审', scheduled: '定时发布', published: '已发布', withdrawn: '已撤稿' }

/** what may be done to a story, and from which states */
export const STORY_ACTIONS = {
  submit: { from: ['draft'], to: 'review', name: '送审' },
  return: { from: ['review'], to: 'draft', name: '退回' },
  schedule: { from: ['draft', 'review', 'scheduled'], to: 'scheduled', name: '定时发布' },
  unschedule: { from: ['scheduled'], to: 'draft', name: '取消定时' },
  publish: { from: ['draft', 'review', 'scheduled', 'withdrawn'], to: 'published', name: '发布' },
  withdraw: { from: ['published'], to: 'withdrawn', name: '撤稿' },
  reopen: { from: ['withdrawn'], to: 'draft', name: '重新编辑' },
} as const satisfies Record<string, { from: readonly StoryState[]; to: StoryState; name: string }>
export type StoryAction = keyof typeof STORY_ACTIONS

/** how long a story's preview link opens it (POST /admin/v1/stories/preview) */
export const PREVIEW_LINK_TTL_MS = 24 * 3600_000

/** what a story's fields may hold (characters, items) */
export const STORY_LIMITS = {
  title: 60, summary: 120, body: 200_000, cover: 3, gallery: 60, caption: 200, tags: 5, tag: 12, byline: 30, channels: 6,
} as const

/** the list cards a story may be shown as (reading-side spec §2): text with one picture, three pictures, one big picture, tagged */
export const STORY_SHOW_TYPES = [0, 1, 2, 4] as const
export const STORY_SHOW_TYPE_NAMES: Record<number, string> = { 0: '左文右图', 1: '三图', 2: '大图', 4: '标签卡片' }

/** a picture of a 图集 (picture story) */
export interface StoryPicture {
  url: string
  caption: string
}

/** a story as the editor writes it (what a revision keeps) */
export interface StoryFields {
  kind: StoryKind
  title: string
  /** 摘要 (lists' intro) */
  summary: string
  /** the article's HTML (sanitised when saved) */
  body: string
  columnId: number
  /** the channels whose home lists it is on */
  channelIds: number[]
  showType: number
  /** cover pictures, the site's media addresses */
  cover: string[]
  /** a picture story's pictures with their captions */
  gallery: StoryPicture[]
  /** a video or live story's video, a site media address */
  videoUrl: string
  /** a live story's start, 'YYYY-MM-DD HH:mm' China time ('' for other stories) */
  liveStart: string
  /** where a link story leads */
  targetUrl: string
  tags: string[]
  /** 置顶 in its channels and column */
  pinned: boolean
  /** the channels whose banner (轮播) shows it */
  bannerChannelIds: number[]
  writer: string
  /** 来源 */
  source: string
  allowComments: boolean
  /** what the story's page leaves out (its permission mask: reading-side spec §5) */
  hides: StoryHide[]
}

/** the detail page's switches a story may turn on (each a bit of its permission mask) */
export const STORY_HIDES = { comments: '不显示评论区', related: '不显示相关新闻', ads: '不显示广告' } as const
export type StoryHide = keyof typeof STORY_HIDES

export interface StoryListItem {
  id: number
  title: string
  kind: StoryKind
  state: StoryState
  columnId: number
  columnName: string
  revision: number
  /** ms */
  updatedAt: number
  updatedBy: string
  publishTime: number
  scheduledAt: number | null
}

/** a moment as the newsroom's calls take it: 'YYYY-MM-DD HH:mm' China time */
export const CST_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$'

/** GET /admin/v1/stories/detail */
export interface StoryView extends StoryListItem {
  fields: StoryFields
  revisions: StoryRevisionItem[]
}

export interface StoryRevisionItem {
  revision: number
  at: number
  actorId: number | null
  actorName: string
  note: string
}

/** one field's change between two revisions; `parts` for texts: kept, added and removed runs */
export interface StoryFieldDiff {
  field: keyof StoryFields
  label: string
  parts: { op: '=' | '+' | '-'; text: string }[]
}

export interface StoryDiff {
  from: number
  to: number
  changes: StoryFieldDiff[]
}

// ---- Ingest: the CMS feeds ----

/** POST /admin/v1/feeds/save: a feed as the newsroom sets it */
export interface FeedInput {
  id?: number
  name: string
  url: string
  columnId: number
  channelIds: number[]
  /** items are published as they land (else drafts) */
  publish: boolean
  enabled: boolean
  intervalMin: number
}

/** GET /admin/v1/feeds: a feed with how its polls went */
export interface FeedView extends Required<FeedInput> {
  /** ms of the last poll, and of the last that worked */
  fetchedAt: number | null
  okAt: number | null
  /** the last poll's problem ('' when it worked) */
  error: string
  /** stories it has brought in */
  added: number
}

/** GET /admin/v1/community/workers: each community with the workers who answer its posts in its name */
export interface CommunityWorkers {
  id: number
  name: string
  district: string
  members: number
  workers: { userId: number; nickname: string; phone: string; title: string; since: string }[]
}

// ---- the detail pages' ads (issue 29): /admin/v1/ads, /admin/v1/ads/save ----

export const AD_LIMITS = { title: 40, targets: 200, sort: 9999 } as const

/** an ad as the console edits it (its picture and link as stored: site paths or the bucket's addresses) */
export interface AdInput {
  id?: number
  type: number
  title: string
  url: string
  image: string
  /** true: every column except `excluded`; false: only `listed` */
  everywhere: boolean
  listed: number[]
  excluded: number[]
  sort: number
  shown: boolean
}

export type AdRecord = Omit<AdInput, 'id'> & { id: number }

/** the slots an ad may take (reading-side spec: type 2 content-bottom, 3 content-lower, 5 content-upper) */
export const AD_SLOTS: Record<number, string> = { 5: '正文上方', 3: '正文下方', 2: '页面底部' }
/** the slots from the top of the page down */
export const AD_SLOT_ORDER = [5, 3, 2] as const
