// 社区 (groupownet) and 曝光台 (exposure): the spec names their routes and reads only (community-side spec
// §2, §7); everything else here is designed (docs/api.md, 社区 and 曝光台).
//
// A 社区 is a neighbourhood of the region (its district, address). A reader joins one (their home
// community; joining another moves them). Residents post what their neighbourhood needs (求助, 建议, 身边事)
// with pictures; the community's workers (网格员, 社区书记 …: appointed by an administrator) answer in its
// name and mark a post 已解决. 曝光台 holds readers' exposures of problems (with pictures); a journalist
// (记者 identity) follows one up, and marks it 已解决 once it is. Both kinds are one entity, a post.

export type BangPostKind = 'community' | 'exposure'
export type CommunityRole = 'resident' | 'worker'

/** a post's state: 0 waiting (待回复 / 待核实), 1 answered (已回复 / 记者跟进中), 2 solved (已解决) */
export const BANG_POST_STATUS = { waiting: 0, handled: 1, solved: 2 } as const
export type BangPostStatus = typeof BANG_POST_STATUS[keyof typeof BANG_POST_STATUS]

export const BANG_POST_STATUS_TEXT: Record<BangPostKind, readonly [string, string, string]> = {
  community: ['待回复', '已回复', '已解决'],
  exposure: ['待核实', '记者跟进中', '已解决'],
}

/** a member of a community as others see them */
export interface CommunityPerson {
  userid: number
  username: string
  userPic: string
  role: CommunityRole
  /** a worker's title (网格员, 社区书记 …); '' for a resident */
  title: string
}

/** a community's card */
export interface Community {
  id: number
  name: string
  /** its district (渝中区 …) and street address */
  district: string
  address: string
  intro: string
  memberNum: number
  /** shown posts */
  postNum: number
  /** its workers, for the card (at most 3) */
  workers: CommunityPerson[]
}

/** who answered a post in the community's name, or followed an exposure up */
export interface PostHandler {
  userid: number
  username: string
  userPic: string
  /** 网格员 … for a community's worker; the journalist's job for an exposure */
  title: string
  reply: string
  time: string
}

/** a post in a list (its text whole: a card clamps it) */
export interface BangPost {
  id: number
  kind: BangPostKind
  community: { id: number; name: string } | null
  userid: number
  username: string
  userPic: string
  content: string
  /** the pictures' thumbnails (a card shows 3) and large (the detail, a preview) */
  images: string[]
  imagesFull: string[]
  region: string
  time: string
  status: BangPostStatus
  statusText: string
  likeNum: number
  commentNum: number
  readNum: number
  handler: PostHandler | null
  /** the viewer's own post, held for review: shown to them only */
  underReview?: boolean
}

/** GET /api/bangbang/post/detail */
export interface BangPostDetail extends BangPost {
  doLike: { isLike: boolean; likeNum: number }
  /** handle: the viewer may answer it (the community's worker; a journalist for an exposure); solve: the author may mark it solved; remove: the author may delete it */
  can: { handle: boolean; solve: boolean; remove: boolean }
  selfDiscipline: string
  report: string
}

/** GET /v1/bangbang/groupownet/home */
export interface CommunityHome {
  /** the viewer's community, and their role in it */
  mine: Community | null
  role: CommunityRole | null
  /** communities to join: the most active first (the viewer's district first when it is known) */
  communities: Community[]
  /** the newest posts of every community (page 1) */
  latest: BangPost[]
  hasMore: boolean
}

/** GET /v1/bangbang/groupownet/community */
export interface CommunityPage {
  community: Community
  /** the viewer's role in it; null when they are not a member */
  role: CommunityRole | null
  list: BangPost[]
  hasMore: boolean
}

/** GET /v1/bangbang/groupownet/userInfo: a member's page */
export interface CommunityUser {
  user: CommunityPerson
  community: { id: number; name: string } | null
  postNum: number
  posts: BangPost[]
  hasMore: boolean
}

/** GET /api/bangbang/comment/bangbanglist: a page of exposures, with the count in each state */
export interface ExposureList {
  list: BangPost[]
  hasMore: boolean
  counts: { all: number; handled: number; solved: number }
}

/** pictures a post may carry */
export const POST_PICTURES_MAX = 9
