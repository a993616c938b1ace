// Comments, likes, reports, detail-page ads and the WeChat JS-SDK share set-up.

/** A comment or a reply (reading-side spec §3). Times are 'YYYY-MM-DD HH:mm:ss' China Standard Time. */
export interface Comment {
  id: number
  /** the comment's own id (the name the publish and report calls use) */
  plId: number
  /** the comment it answers; 0 for a top-level comment */
  pId: number
  /** the thread's top-level comment; 0 for a top-level comment */
  grandPid: number
  newsId: number
  classId: number
  userId: number
  nickname: string
  userName: string
  userPic: string
  sayTime: string
  sayText: string
  /** pictures attached to the comment (none are accepted yet; always empty) */
  conpic: string[]
  /** the story's publish time */
  newsTime: string
  label: string
  /** the place the reader gave when commenting */
  region: string
  /** written by the reader asking: they may delete it */
  belongMyself: boolean
  /** likes */
  zcNum: number
  /** replies (top-level comments) */
  rsNum: number
  hasDoLike: boolean
  isDoLike: 0 | 1
  /** 1: highlighted by the editors */
  isGood: 0 | 1
  /** the first replies of a top-level comment */
  subComments: Comment[]
  hasMoreSubComments: boolean
  /** on a reply to a reply: whom it answers */
  beCommenter: string
  /** the viewer's own comment, held for review: shown to them only, marked 审核中 */
  underReview?: boolean
}

/** GET /v1/comment/getList */
export interface CommentListData {
  /** top-level comments of this page, newest first; an empty list ends the paging */
  list: Comment[]
  /** the most liked comments (page 1 only; empty on later pages) */
  hot: Comment[]
  /** visible comments and replies of the story */
  total: number
  page: number
  hasMore: boolean
}

/** POST /v1/like/do answer. voteType: 1 liked, 0 not liked (comment likes toggle). */
export interface LikeResult {
  voteType: 0 | 1
  /** the exact count after this call */
  likeNum: number
}

export const LIKE_TYPE = { news: 1, comment: 2 } as const

/** GET /v1/comment/reportContent: the reasons a reader can choose and the report hotline. */
export interface ReportConfig {
  type: string[]
  tel: string
}

/** Platform ids of comment reports (reading-side spec §9). */
export const REPORT_PLATFORM = { news: 0, live: 1, picture: 2, discover: 4, politics: 5, qa: 6, composition: 7 } as const
/** comment reports on live detail carry this classId */
export const LIVE_REPORT_CLASS_ID = 12

/** Ad slots in detail pages. */
export const AD_TYPE = { contentBottom: 2, contentLower: 3, contentUpper: 5 } as const
export type AdType = (typeof AD_TYPE)[keyof typeof AD_TYPE]

/** A detail-page ad (reading-side spec §3). */
export interface Ad {
  id: number
  type: AdType
  title: string
  /** where a tap leads: a site address or an outside link */
  url: string
  imgSrc: string
  /** the ad's own story, when it advertises one */
  newsClassId: number
  newsId: number
  /** 1: every channel except notShowClassIds */
  isAll: 0 | 1
  showClassIds: number[]
  notShowClassIds: number[]
}

/** /api/controller.php?enews=getSdkInfo: what wx.config needs for this page, and the story's share card. */
export interface SdkInfo {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
  jsApiList: string[]
  share: { title: string; desc: string; imgUrl: string; link: string } | null
}
