// Table types for Kysely. Flags are 0/1 integers and lists are JSON text so both dialects agree.
import type { Generated, Kysely, Transaction } from 'kysely'

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
  /** news | special | special-category | district | provider (a 上游号's column) | menu */
  kind: string
  /** shown in the channel's sub-menu grid */
  in_menu: number
  sort: number
  /** parent in the local-channel picker (重庆 for a district whose content parent is 区县) */
  area_parent: number | null
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
  /** searchable text of the content (no markup) */
  plain_text: Generated<string>
  /** the 上游号 (provider account) that published it */
  provider_account_id: number | null
  /** the newsroom's workflow (034_newsroom): draft | review | scheduled | published | withdrawn; `status` is 1 only when published */
  state: Generated<string>
  /** when a scheduled story goes out */
  scheduled_at: number | null
  updated_at: Generated<number>
  /** the staff member who last changed it */
  updated_by: number | null
  /** its current revision (news_revisions) */
  revision: Generated<number>
}

/** 035_ingest: a CMS feed the newsroom polls */
export interface FeedTable {
  id: Generated<number>
  name: string
  url: string
  column_id: number
  /** JSON array of channel ids */
  channel_ids: string
  publish: number
  enabled: number
  interval_min: number
  created_by: number
  created_at: number
  fetched_at: number | null
  ok_at: number | null
  error: Generated<string>
  added: Generated<number>
}

export interface FeedItemTable {
  feed_id: number
  guid: string
  news_id: number | null
  created_at: number
}

export interface NewsRevisionTable {
  id: Generated<number>
  news_id: number
  revision: number
  actor_id: number | null
  created_at: number
  note: Generated<string>
  /** JSON of the story's fields as saved */
  snapshot: string
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

/** a story pinned at the top of the hot list and the headline ticker, in `sort` order */
export interface HotPinTable {
  news_id: number
  sort: number
}

export interface TopicTable {
  id: Generated<number>
  column_id: number
  title: string
  image: string
  intro: string
  post_num: number
  reply_num: number
  sort: number
  status: number
}

export interface TopicNewsTable {
  topic_id: number
  news_id: number
}

/** 上游号: newsrooms, departments and partners publishing in the app (not readers' accounts: users) */
export interface ProviderAccountTable {
  id: Generated<number>
  name: string
  avatar: string
  intro: string
  fans_num: number
  column_id: number
  recommended: number
  sort: number
}

export interface HotWordTable {
  id: Generated<number>
  title: string
  sort: number
}

export interface EpaperEditionTable {
  id: Generated<number>
  paper: string
  date: string
  /** shown to readers (an edition is put together in the newsroom first) */
  published: Generated<number>
}

export interface EpaperPageTable {
  id: Generated<number>
  edition_id: number
  num: number
  name: string
  image: string
}

export interface EpaperArticleTable {
  id: Generated<number>
  page_id: number
  title: string
  subtitle: string
  author: string
  content: string
  area: string
  sort: number
}

export interface UserTable {
  id: Generated<number>
  phone: string
  password_hash: string | null
  nickname: string
  avatar: string
  credit: number
  integral: number
  created_at: number
}

export interface SessionTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  previous_hash: string | null
  previous_until: number | null
  client: string
  created_at: number
  renewed_at: number
  expires_at: number
  revoked_at: number | null
  /** 1: the account held a staff role or a department's seat (a short session: STAFF_SESSION) */
  staff: Generated<number>
}

export interface SmsCodeTable {
  id: Generated<number>
  phone: string
  purpose: string
  code_hash: string
  ip: string
  created_at: number
  expires_at: number
  attempts: number
  used_at: number | null
  outbox_text: string
}

export interface SliderVerificationTable {
  id: Generated<number>
  token: string
  csessionid: string | null
  scene: string
  created_at: number
  expires_at: number
  passed_at: number | null
  used_at: number | null
}

export interface WechatIdentityTable {
  id: Generated<number>
  open_id: string
  union_id: string | null
  nickname: string
  avatar: string
  user_id: number | null
  created_at: number
  /** mp (mini-program) | h5 (official account) | '' (not recorded) */
  app: Generated<string>
}

export interface WechatCodeTable {
  code: string
  identity_id: number
  kind: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export interface CommentTable {
  id: Generated<number>
  news_id: number
  class_id: number
  user_id: number
  root_id: number | null
  reply_to_id: number | null
  reply_to_user_id: number | null
  text: string
  region: string
  is_good: number
  like_num: number
  reply_num: number
  status: number
  created_at: number
}

export interface LikeTable {
  user_id: number
  target_type: number
  target_id: number
  created_at: number
}

export interface ReportReasonTable {
  id: Generated<number>
  title: string
  sort: number
}

export interface ReportTable {
  id: Generated<number>
  user_id: number
  kind: string
  target_id: number
  news_id: number
  class_id: number
  platform_id: number
  reasons: string
  comment_text: string
  ip: string
  created_at: number
  handled_at: number | null
}

export interface AdTable {
  id: Generated<number>
  type: number
  title: string
  url: string
  img_src: string
  news_class_id: number
  news_id: number
  is_all: number
  show_class_ids: string
  not_show_class_ids: string
  sort: number
  status: number
}

export interface RateCounterTable {
  key: string
  window_start: number
  hits: number
}

/** a key that may act again only after `until` (epoch ms) */
export interface CooldownTable {
  key: string
  until: number
}

export interface MetaTable {
  key: string
  value: string
}

export interface UserRoleTable {
  user_id: number
  /** admin | moderator */
  role: string
  granted_by: number | null
  granted_at: number
}

export interface SensitiveWordTable {
  id: Generated<number>
  word: string
  normalized: string
  /** block | hold | replace */
  action: string
  created_by: number | null
  created_at: number
}

export interface ModerationItemTable {
  id: Generated<number>
  kind: string
  ref_id: number
  user_id: number
  excerpt: string
  /** JSON array of what held it */
  reasons: string
  /** held | approved | rejected | hidden */
  status: string
  created_at: number
  decided_by: number | null
  decided_at: number | null
  decision_reason: string
}

/** the staff audit log: every staff action (moderation, roles, Discover, composition, points, identity …) */
export interface ModerationAuditTable {
  id: Generated<number>
  actor_id: number
  action: string
  kind: string
  ref_id: number | null
  detail: string
  at: number
  /** the thing's state before and after the action (JSON), where it has one */
  before: string | null
  after: string | null
  /** the request that made it ('' for a command line's) */
  request_id: Generated<string>
}

export interface DepartmentTable {
  id: Generated<number>
  name: string
  intro: string
  avatar: string
  accept_hours: number
  reply_days: number
  sort: number
}

export interface DepartmentMemberTable {
  department_id: number
  user_id: number
}

export interface PoliticsQuestionTable {
  id: Generated<number>
  user_id: number
  department_id: number
  title: string
  content: string
  region: string
  /** pending | accepted | refused | duplicate | out_of_scope | handling | replied | closed */
  status: string
  status_reason: string
  duplicate_of: number | null
  /** moderation: shown | held | rejected | hidden */
  review: string
  deadline: number | null
  reopened: number
  rating: number | null
  read_num: number
  created_at: number
  replied_at: number | null
  closed_at: number | null
  /** JSON array of upload ids */
  images: Generated<string>
  /** a video of the reader's (videos.id), or null */
  video_id: number | null
  /** politics (问政) | complaint (直播带货投诉, 031_complaints) */
  section: Generated<string>
  /** a complaint's purchase as JSON ({ platform, seller, orderNo }); '' for 问政 */
  complaint: Generated<string>
  /** 032_politics_likes */
  like_num: Generated<number>
}

export interface PoliticsEventTable {
  id: Generated<number>
  question_id: number
  actor_id: number | null
  from_status: string
  to_status: string
  note: string
  at: number
}

export interface PoliticsReplyTable {
  id: Generated<number>
  question_id: number
  department_id: number
  user_id: number
  content: string
  created_at: number
}

export interface MessageTable {
  id: Generated<number>
  user_id: number
  kind: string
  title: string
  body: string
  route: string
  /** JSON object */
  params: string
  created_at: number
  read_at: number | null
}

export interface SubscribeOutboxTable {
  id: Generated<number>
  open_id: string
  template: string
  page: string
  data: string
  created_at: number
}

export interface UserIdentityTable {
  user_id: number
  /** reporter | expert | lawyer | department | official */
  type: string
  job: string
  introduction: string
  is_jump: number
  granted_by: number | null
  granted_at: number
}

export interface IdentityApplicationTable {
  id: Generated<number>
  user_id: number
  type: string
  real_name: string
  job: string
  introduction: string
  proof: string
  /** a teacher's application: the school they teach at */
  school_id: Generated<number | null>
  /** pending | approved | rejected */
  status: string
  reason: string
  decided_by: number | null
  decided_at: number | null
  created_at: number
}

export interface QaQuestionTable {
  id: Generated<number>
  user_id: number
  target_user_id: number | null
  content: string
  region: string
  /** shown | held | rejected | hidden */
  review: string
  view_num: number
  answer_num: number
  like_num: number
  pinned_answer_id: number | null
  hot: number
  created_at: number
  /** JSON array of upload ids */
  images: Generated<string>
  /** a video of the reader's (videos.id), or null */
  video_id: number | null
  /** bang (BangBang's 问答) | rural (乡村帮帮) */
  section: Generated<string>
  /** a rural question's category; '' for BangBang's */
  category: Generated<string>
}

export interface UploadTable {
  id: Generated<number>
  user_id: number
  key: string
  source_type: string
  width: number
  height: number
  bytes: number
  sha256: string
  created_at: number
  /** perceptual hash (dHash, 16 hex digits); null for seeded pictures */
  phash: string | null
}

export interface PointRuleTable {
  key: string
  title: string
  description: Generated<string>
  points: number
  growth: number
  daily_cap: number
  enabled: Generated<number>
  sort: Generated<number>
}

export interface PointEntryTable {
  id: Generated<number>
  user_id: number
  kind: string
  rule: Generated<string>
  dedupe_key: string | null
  points: number
  growth: Generated<number>
  reason: string
  ref_type: Generated<string>
  ref_id: number | null
  ref_title: Generated<string>
  created_at: number
}

export interface PointBatchTable {
  id: Generated<number>
  user_id: number
  entry_id: number
  amount: number
  remaining: number
  expires_at: number
  notified_at: number | null
}

export interface PointPostingTable {
  id: Generated<number>
  entry_id: number
  account: string
  user_id: number | null
  batch_id: number | null
  amount: number
}

export interface PointSigninTable {
  user_id: number
  day: string
  streak: number
}

export interface ShopGoodsTable {
  id: Generated<number>
  title: string
  kind: string
  category: string
  cover: Generated<string>
  description: Generated<string>
  merchant: Generated<string>
  price: number
  stock: number
  per_user: Generated<number>
  on_sale: Generated<number>
  sort: Generated<number>
  /** a banner picture: the goods is one of the shop home's banners ('' : not) */
  banner: Generated<string>
  created_at: number
}

export interface ShopCooperationTable {
  id: Generated<number>
  user_id: number
  company: string
  contact: string
  phone: string
  kind: string
  content: string
  status: Generated<string>
  handled_by: number | null
  handled_at: number | null
  created_at: number
}

export interface ShopOrderTable {
  id: Generated<number>
  user_id: number
  goods_id: number
  idem_key: string
  quantity: number
  points: number
  status: string
  code: string | null
  address: Generated<string>
  hold_entry_id: number | null
  redeemed_by: number | null
  redeemed_at: number | null
  /** physical goods: the carrier and number (or how it was handed over), who shipped it and when; when it arrived */
  tracking: Generated<string>
  shipped_by: number | null
  shipped_at: number | null
  received_at: number | null
  created_at: number
  updated_at: number
}

/** a merchant's account and the goods whose codes it redeems (and whose physical orders it ships) */
export interface ShopGoodsMerchantTable {
  goods_id: number
  user_id: number
  linked_by: number | null
  created_at: number
}

export interface RejectedImageTable {
  id: Generated<number>
  phash: string
  upload_id: number | null
  source: string
  created_at: number
}

/** a reader's picture (an upload) or video, and an item it is on */
export interface MediaUseTable {
  media: 'image' | 'video'
  media_id: number
  kind: string
  ref_id: number
  created_at: number
}

export interface VideoTable {
  id: Generated<number>
  user_id: number
  key: string
  cover_id: number | null
  source_type: string
  duration_ms: number
  width: number
  height: number
  bytes: number
  sha256: string
  created_at: number
}

export interface DiscoverTopicTable {
  id: Generated<number>
  title: string
  title_key: string
  intro: Generated<string>
  cover: Generated<string>
  official: Generated<number>
  status: string
  user_id: number | null
  post_num: Generated<number>
  comment_num: Generated<number>
  created_at: number
  decided_at: number | null
}

export interface DiscoverPostTable {
  id: Generated<number>
  user_id: number
  topic_id: number | null
  content: string
  images: Generated<string>
  video_id: number | null
  review: string
  like_num: Generated<number>
  comment_num: Generated<number>
  view_num: Generated<number>
  reply_user_id: number | null
  reply_content: Generated<string>
  reply_news_id: number | null
  replied_at: number | null
  created_at: number
  /** discover (发现) | rural (农民说) */
  section: Generated<string>
}

export interface QaAnswerTable {
  id: Generated<number>
  question_id: number
  user_id: number
  content: string
  region: string
  review: string
  like_num: number
  comment_num: number
  created_at: number
  /** JSON array of upload ids */
  images: Generated<string>
  /** a video of the reader's (videos.id), or null */
  video_id: number | null
}

export interface BangCommentTable {
  id: Generated<number>
  /** 2 an answer, 1 a politics question */
  class_id: number
  target_id: number
  user_id: number
  root_id: number | null
  reply_to_id: number | null
  reply_to_user_id: number | null
  text: string
  region: string
  like_num: number
  reply_num: number
  status: number
  created_at: number
}

export interface BangSearchWordTable {
  word: string
  day: number
  hits: number
}

export interface BangServiceTable {
  id: Generated<number>
  category: string
  title: string
  intro: string
  /** phone | link */
  kind: string
  value: string
  sort: number
}

export interface CommunityTable {
  id: Generated<number>
  name: string
  district: string
  address: string
  intro: string
  member_num: number
  post_num: number
  sort: number
}

export interface CommunityMemberTable {
  user_id: number
  community_id: number
  /** resident | worker */
  role: string
  title: string
  joined_at: number
}

export interface BangPostTable {
  id: Generated<number>
  /** community | exposure */
  kind: string
  community_id: number | null
  user_id: number
  content: string
  /** JSON array of upload ids */
  images: string
  region: string
  /** shown | held | rejected | hidden | deleted */
  review: string
  /** 0 waiting, 1 answered, 2 solved */
  status: number
  handler_id: number | null
  handler_reply: string
  handled_at: number | null
  view_num: number
  like_num: number
  comment_num: number
  created_at: number
}

// 作文 (027_composition)
export interface CompositionSchoolTable {
  id: Generated<number>
  name: string
  district: string
  /** primary | junior | senior */
  level: string
  badge: Generated<string>
  intro: Generated<string>
  created_at: number
}

export interface CompositionTeacherTable {
  id: Generated<number>
  user_id: number
  school_id: number
  name: string
  subject: Generated<string>
  intro: Generated<string>
  /** active | revoked */
  status: Generated<string>
  created_at: number
}

export interface CompositionStudentTable {
  id: Generated<number>
  user_id: number
  pen_name: string
  school_id: number
  grade: number
  class_name: Generated<string>
  under14: Generated<number>
  consent_at: number | null
  consent_by: number | null
  consent_withdrawn_at: number | null
  created_at: number
}

export interface CompositionIssueTable {
  id: Generated<number>
  /** YYYY-MM-DD */
  date: string
  edition: string
  page: number
  title: string
  created_at: number
}

export interface CompositionTable {
  id: Generated<number>
  student_id: number
  user_id: number
  title: string
  body: string
  genre: string
  grade: number
  grade_band: string
  school_id: number
  teacher_id: number | null
  /** JSON array of upload ids */
  images: Generated<string>
  status: string
  reason: Generated<string>
  similar_to: Generated<string>
  similarity: Generated<number>
  score: number | null
  issue_id: number | null
  view_num: Generated<number>
  like_num: Generated<number>
  comment_num: Generated<number>
  created_at: number
  updated_at: number
  submitted_at: number | null
  published_at: number | null
  recommended_at: number | null
  printed_at: number | null
  /** 1 while a moderator holds the submission (not yet in its teacher's queue) */
  held: Generated<number>
  /** a printed work's fee (稿费), in yuan */
  fee: Generated<number>
}

export interface CompositionReviewTable {
  id: Generated<number>
  composition_id: number
  teacher_id: number
  score: number
  comment: string
  /** JSON array of the lines the teacher marked */
  highlights: Generated<string>
  created_at: number
}

export interface DB {
  channels: ChannelTable
  columns: ColumnTable
  news: NewsTable
  news_images: NewsImageTable
  news_revisions: NewsRevisionTable
  feeds: FeedTable
  feed_items: FeedItemTable
  channel_news: ChannelNewsTable
  banners: BannerTable
  hot_pins: HotPinTable
  meta: MetaTable
  topics: TopicTable
  topic_news: TopicNewsTable
  provider_accounts: ProviderAccountTable
  hot_words: HotWordTable
  epaper_editions: EpaperEditionTable
  epaper_pages: EpaperPageTable
  epaper_articles: EpaperArticleTable
  users: UserTable
  sessions: SessionTable
  sms_codes: SmsCodeTable
  slider_verifications: SliderVerificationTable
  wechat_identities: WechatIdentityTable
  wechat_codes: WechatCodeTable
  comments: CommentTable
  likes: LikeTable
  report_reasons: ReportReasonTable
  reports: ReportTable
  ads: AdTable
  rate_counters: RateCounterTable
  cooldowns: CooldownTable
  user_roles: UserRoleTable
  sensitive_words: SensitiveWordTable
  moderation_items: ModerationItemTable
  moderation_audit: ModerationAuditTable
  departments: DepartmentTable
  department_members: DepartmentMemberTable
  politics_questions: PoliticsQuestionTable
  politics_events: PoliticsEventTable
  politics_replies: PoliticsReplyTable
  messages: MessageTable
  subscribe_outbox: SubscribeOutboxTable
  user_identities: UserIdentityTable
  identity_applications: IdentityApplicationTable
  qa_questions: QaQuestionTable
  qa_answers: QaAnswerTable
  bang_comments: BangCommentTable
  uploads: UploadTable
  videos: VideoTable
  rejected_images: RejectedImageTable
  point_rules: PointRuleTable
  point_entries: PointEntryTable
  point_batches: PointBatchTable
  point_postings: PointPostingTable
  point_signins: PointSigninTable
  shop_goods: ShopGoodsTable
  shop_orders: ShopOrderTable
  shop_goods_merchants: ShopGoodsMerchantTable
  media_uses: MediaUseTable
  shop_cooperation: ShopCooperationTable
  discover_topics: DiscoverTopicTable
  discover_posts: DiscoverPostTable
  bang_search_words: BangSearchWordTable
  bang_services: BangServiceTable
  communities: CommunityTable
  community_members: CommunityMemberTable
  bang_posts: BangPostTable
  composition_schools: CompositionSchoolTable
  composition_teachers: CompositionTeacherTable
  composition_students: CompositionStudentTable
  composition_issues: CompositionIssueTable
  compositions: CompositionTable
  composition_reviews: CompositionReviewTable
  rural_tabs: RuralTabTable
  farm_markets: FarmMarketTable
  farm_products: FarmProductTable
  farm_prices: FarmPriceTable
}

// 渝农 (029_rural)
export interface RuralTabTable {
  id: Generated<number>
  parent_id: number | null
  name: string
  /** column | video | prices | group */
  kind: string
  column_id: number | null
  sort: number
  created_at: number
}

export interface FarmMarketTable {
  id: Generated<number>
  name: string
  district: string
  sort: number
}

export interface FarmProductTable {
  id: Generated<number>
  name: string
  /** grain | vegetable | fruit | livestock | aquatic */
  category: string
  unit: string
  sort: number
}

export interface FarmPriceTable {
  id: Generated<number>
  product_id: number
  market_id: number
  /** YYYY-MM-DD */
  day: string
  /** fen per unit */
  price: number
  updated_by: number | null
  updated_at: number
}

/** the database, or a transaction on it: what a query helper runs on */
export type Db = Kysely<DB> | Transaction<DB>
