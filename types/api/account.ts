// The reader's account: who they are (我的), what a login returns, a WeChat user to bind.

/** What 我的 shows (spec §3 user info). */
export interface UserInfo {
  userId: number
  userName: string
  userPic: string
  /** points */
  credit: number
  /** growth value */
  integRal: number
  creditLevel: string
  /** masked: 138****0001 */
  phone: string
}

/** The answer of every login (spec §3 login result). */
export interface LoginResult {
  accessToken: string
  tokenType: 'Bearer'
  userId: number
  unionid: string
  username: string
  userPic: string
}

/** The mini-program's code exchange: logged in, or who to bind a phone to. */
export type MpLoginResult =
  | ({ bound: true } & LoginResult)
  | { bound: false; unionId: string; ticket: string; nickname: string; avatar: string }

/** /v1/user/oauthState: the H5 OAuth round trip's state (sent to WeChat) and verifier (kept by the browser). */
export interface OauthState {
  state: string
  verifier: string
  expiresAt: number
}

/** /member/v1/user/tokenByCode: the WeChat user behind an OAuth code. */
export interface WechatIdentity {
  unionId: string
  openId: string
  nickname: string
  headimgurl: string
  /** proof, for thirdPartyLogin and bind3rdParty, that this unionId came from a code (10 minutes) */
  ticket: string
}

export type SmsPurpose = 'login' | 'register' | 'find' | 'bind'

export const SMS_PURPOSES: SmsPurpose[] = ['login', 'register', 'find', 'bind']

/** the spec's `type` for WeChat in unionIdIsBind, thirdPartyLogin and bind3rdParty */
export const WECHAT_TYPE = 1

export const STAFF_ROLES = ['admin', 'moderator', 'editor', 'merchant'] as const

export type StaffRole = typeof STAFF_ROLES[number]
