// 问政 (politics): citizens' questions to the region's departments and the workflow that answers them
// (community-side spec §2–§7; shapes the spec does not show are designed here, docs/api.md).

/** where a question is: 待受理 → 已受理 (or 不予受理 / 重复 / 非职责) → 办理中 → 已答复 → 已办结 */
export type PoliticsStatus = 'pending' | 'accepted' | 'refused' | 'duplicate' | 'out_of_scope' | 'handling' | 'replied' | 'closed'

export const POLITICS_STATUS_LABEL: Record<PoliticsStatus, string> = {
  pending: '待受理',
  accepted: '已受理',
  refused: '不予受理',
  duplicate: '重复',
  out_of_scope: '非职责',
  handling: '办理中',
  replied: '已答复',
  closed: '已办结',
}

export interface DepartmentSummary {
  id: number
  name: string
  avatar: string
  intro: string
  /** hours to accept a question; days to reply once accepted */
  acceptHours: number
  replyDays: number
  /** questions it received (shown ones) */
  questionNum: number
  /** answered share of the questions it took on (declined ones left out), 0–1 */
  replyRate: number
  /** mean hours from the question to the first reply; null before any reply */
  avgReplyHours: number | null
  /** mean rating (1–5) of the askers who rated; null before any rating */
  satisfaction: number | null
  ratingNum: number
}

/** GET /v1/bangbang/wenzheng/getNewList, getHotList */
export interface PoliticsListItem {
  id: number
  title: string
  /** the status as shown (待受理, 已答复 …) */
  status: string
  statusCode: PoliticsStatus
  /** the department's latest reply, shortened; '' before one */
  replyContent: string
  readNum: number
  pv: number
  department: { id: number; name: string }
  region: string
  time: string
  /** the current stage is past its time limit (超期) */
  overdue: boolean
  /** the viewer's own question, held for review: shown to them only */
  underReview?: boolean
}

export interface PoliticsEvent {
  statusCode: PoliticsStatus
  status: string
  /** who moved it: 提问者, the department's name, or 系统 (closed after 7 days) */
  actor: string
  note: string
  time: string
}

export interface PoliticsReply {
  id: number
  department: string
  content: string
  time: string
}

/** GET /v1/bangbang/wenzheng/getDetail */
/** a question's header, as 问政 and 问答 show it (community-side spec §3 "Question header") */
export interface QuestionHeader {
  id: number
  userPic: string
  nickname: string
  time: string
  /** replies (问政) or answers (问答) shown */
  replyNum: number
  region: string
  questionRegion: string
  /** where the item takes replies (回复); false on 问答, which shows 我来回答 and 已回复 once answered */
  isShowReply: boolean
  /** the status as shown (待受理 …); on 问答 '答' once answered, '' before */
  status: string
  title: string
  content: string
  /** the pictures, large (detail and preview) and as thumbnails (cards) */
  questionImageAttachments: string[]
  questionImageThumbs: string[]
  /** the video with its cover ('' when the phone made none) */
  questionvideoAttachments: QuestionVideo | null
}

/** a video carried by a question or an answer: its address, cover, length (s) and shown size */
export interface QuestionVideo {
  url: string
  coverImage: string
  duration: number
  width: number
  height: number
}

export interface PoliticsDetail {
  header: QuestionHeader
  statusCode: PoliticsStatus
  statusReason: string
  duplicateOf: number | null
  overdue: boolean
  /** when the current stage must be done ('YYYY-MM-DD HH:mm'), '' when no stage is running */
  deadline: string
  department: DepartmentSummary
  events: PoliticsEvent[]
  replies: PoliticsReply[]
  rating: number | null
  reopened: boolean
  readNum: number
  underReview: boolean
  /** what the viewer may do now */
  can: { handle: boolean; reply: boolean; rate: boolean; reopen: boolean }
  /** a complaint's purchase (直播带货投诉平台); null for 问政 */
  complaint: ComplaintPurchase | null
  /** the like block (N人喜欢): the viewer's like and the count (a complaint takes none) */
  doLike: { isLike: boolean; likeNum: number }
  disclaimer: string
}

// ---- 直播带货投诉平台 (/Complaints-platform): a complaint is a question of its own section, addressed to the
// market-regulation department, carried through 问政's steps; only the complainant and the department see it

export const COMPLAINT_TITLE = '直播带货投诉平台'
/** where the purchase was made */
export const COMPLAINT_PLATFORMS = ['抖音', '快手', '淘宝直播', '微信视频号', '小红书', '京东直播', '其他'] as const
export type ComplaintPlatform = (typeof COMPLAINT_PLATFORMS)[number]
/** the department complaints go to (a department of that name answers them) */
export const COMPLAINT_DEPARTMENT = '市市场监管局'
export const COMPLAINT_LIMITS = { seller: 30, orderNo: 40, content: 1000 } as const

export interface ComplaintPurchase {
  platform: string
  /** the shop or the streamer */
  seller: string
  /** the order's number; '' when none was given (shown to the complainant and the department only) */
  orderNo: string
}

/** the reader's own complaint in 我的投诉 */
export interface ComplaintItem {
  id: number
  title: string
  platform: string
  seller: string
  status: string
  statusCode: PoliticsStatus
  overdue: boolean
  underReview: boolean
  time: string
  /** the latest reply's first words, '' before one */
  replyContent: string
}

/** GET /admin/v1/politics/inbox: a question (or complaint) in its department's inbox */
export interface InboxItem {
  id: number
  title: string
  excerpt: string
  section: 'politics' | 'complaint'
  department: { id: number; name: string }
  status: string
  statusCode: PoliticsStatus
  /** when the next step is due (ms), while one is */
  deadline: number | null
  overdue: boolean
  createdAt: number
}
