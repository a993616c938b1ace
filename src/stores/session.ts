// The reader's session: token and who they are, and every way of signing in — silently at launch
// (the mini-program's wx.login code, the WeChat OAuth code in an H5 address, the native app's token), by
// 微信登录, and by the login forms. The platform adapter (platform/auth) supplies the primitives.
// Storage keys are the spec's (token, tokenType, userId, syPhone, nickname). A WeChat user waiting to
// bind a phone is kept for 10 minutes.
import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginResult, UserInfo } from '@types-api/account'
import { STORAGE_KEYS, tokenStore } from '../services/token'
import { forgetLoginRedirect } from '../services/login-flow'
import {
  bindThirdParty, codeLogin, fetchUserInfo, logout as logoutCall, mpLogin, oauthState, passwordLogin, register, saveProfile,
  thirdPartyLogin, tokenByCode, unionIdIsBind,
} from '../services/account'
import { ApiError, RequestError } from '../utils/errors'
import { auth } from '../platform/auth'
import { router } from '../platform/router'
import { toast } from '../utils/toast'
import { bindingStore } from './binding'
import { configStore } from './config'
import { clearAllDrafts } from './draft-index'

export const WECHAT_CODE_FAILED = '获取微信code失败'
export const LOGIN_AGAIN = '请重新登陆'
export const WECHAT_FIRST = '请先使用微信登录'
/** a code came back that this browser did not ask for (a forwarded or crafted link), or too late */
export const OAUTH_STATE_INVALID = '微信登录不是从本页面发起的，请重新点击微信登录'

export const PENDING_WECHAT_KEY = 'wechatBind'
const PENDING_WECHAT_MS = 10 * 60_000
/** the H5 OAuth round trip this browser started: its state and the verifier that goes with it */
export const OAUTH_TRIP_KEY = 'wechatOauth'

export interface PendingWechat {
  unionId: string
  ticket: string
  /** who is being bound, shown on /BindPhone before the reader confirms */
  nickname: string
  avatar: string
  until: number
}

interface OauthTrip {
  state: string
  verifier: string
  expiresAt: number
}

export class SessionStore {
  token = ''
  userId = ''
  nickname = ''
  user: UserInfo | null = null

  constructor() {
    makeAutoObservable(this)
    this.restore()
  }

  /**
   * At launch: the native app's token is adopted; in the WeChat browser a code in the address is
   * exchanged; then who the token belongs to is read; in the mini-program a bound WeChat user is signed
   * in silently. `onUserChange`: the host or an embedding page says the user changed.
   */
  async start(onUserChange: () => void): Promise<void> {
    auth.watchUserChange(() => configStore.global?.allowedOrigins ?? [], onUserChange)
    const hostToken = await auth.hostToken()
    if (hostToken) {
      this.adoptHostToken(hostToken)
    } else {
      // taken whether or not somebody is signed in: a code in the address is never used twice
      const back = auth.takeOauthCode()
      if (back && !this.loggedIn) {
        try {
          await this.signInWithOauthCode(back.code, back.state)
        } catch (err) {
          toast(err instanceof RequestError && err.status === 400 && err.message ? err.message : WECHAT_CODE_FAILED)
        }
        return
      }
    }
    await this.loadUser()
    if (!this.loggedIn && auth.wechatLogin === 'code') {
      try {
        await this.signInWithMiniProgram(null)
      } catch {
        // no WeChat session now: the reader can still log in with a phone
      }
    }
  }

  /** whether the login page offers 微信登录 here */
  get wechatLoginOffered(): boolean {
    return auth.wechatLogin === 'code' || (auth.wechatLogin === 'oauth' && !!configStore.global?.wechatAuthorizeUrl)
  }

  /**
   * 微信登录 on the login page. The mini-program exchanges a wx.login code (true: signed in; an unbound
   * user is asked to bind a phone, then comes back to `redirect`); the WeChat browser leaves for WeChat's
   * authorize page, which comes back to `redirect` with a code.
   */
  async wechatLogin(redirect: string): Promise<boolean> {
    if (auth.wechatLogin === 'code') {
      try {
        return await this.signInWithMiniProgram(redirect)
      } catch {
        toast(WECHAT_CODE_FAILED)
        return false
      }
    }
    const authorize = configStore.global?.wechatAuthorizeUrl
    if (auth.wechatLogin !== 'oauth' || !authorize) return false
    try {
      const trip = await oauthState()
      Taro.setStorageSync(OAUTH_TRIP_KEY, trip satisfies OauthTrip)
      auth.authorizeWithWechat(authorize, redirect, trip.state)
    } catch (err) {
      toast(err instanceof Error && err.message ? err.message : WECHAT_CODE_FAILED)
    }
    return false
  }

  /** The round trip this browser started, if it is the one `state` came back from (taken once either way). */
  private takeOauthTrip(state: string): OauthTrip | null {
    const trip = Taro.getStorageSync(OAUTH_TRIP_KEY) as OauthTrip | ''
    Taro.removeStorageSync(OAUTH_TRIP_KEY)
    if (!trip || !state || trip.state !== state || trip.expiresAt <= Date.now()) return null
    return trip
  }

  /**
   * A wx.login code for a session. Unbound: the WeChat user is kept for binding; `redirect` (the reader
   * chose WeChat on the login page) also asks for /BindPhone, then back there.
   */
  private async signInWithMiniProgram(redirect: string | null): Promise<boolean> {
    const res = await mpLogin(await auth.miniProgramCode())
    if (res.statusCode !== 200) {
      if (redirect !== null) toast(WECHAT_CODE_FAILED)
      return false
    }
    if (res.data.bound) {
      await this.signIn(res.data)
      return true
    }
    this.setPendingWechat(res.data.unionId, res.data.ticket, res.data.nickname, res.data.avatar)
    if (redirect !== null) bindingStore.request(redirect)
    return false
  }

  /**
   * The WeChat browser's OAuth code: a bound WeChat user is signed in, an unbound one asked to bind a
   * phone. Only a code from a round trip this browser started is exchanged (the state it came back with
   * is the one kept here, and the server checks the kept verifier): a link carrying somebody else's code
   * signs nobody in.
   */
  private async signInWithOauthCode(code: string, state: string): Promise<void> {
    const trip = this.takeOauthTrip(state)
    if (!trip) {
      toast(OAUTH_STATE_INVALID)
      return
    }
    const res = await tokenByCode(code, trip.state, trip.verifier)
    if (res.statusCode === 422) {
      toast(WECHAT_CODE_FAILED)
      return
    }
    const { unionId, ticket, nickname, headimgurl } = res.data ?? { unionId: '', ticket: '', nickname: '', headimgurl: '' }
    if (!unionId) {
      toast(LOGIN_AGAIN)
      return
    }
    const { isBind } = await unionIdIsBind(unionId)
    if (!isBind) {
      this.setPendingWechat(unionId, ticket, nickname, headimgurl)
      bindingStore.request(router.currentUrl())
      return
    }
    await this.signIn(await thirdPartyLogin(unionId, ticket, auth.client))
  }

  /** /PasswordLogin */
  async loginWithPassword(phone: string, password: string): Promise<void> {
    await this.signIn(await passwordLogin(phone, password, auth.client), phone)
  }

  /** /MessageLogin (a new phone gets an account) */
  async loginWithCode(phone: string, code: string): Promise<void> {
    await this.signIn(await codeLogin(phone, code, auth.client), phone)
  }

  /** /RegisterPage */
  async register(phone: string, code: string, password: string): Promise<void> {
    await this.signIn(await register(phone, code, password, auth.client), phone)
  }

  /** /BindPhone: the WeChat user waiting to bind gets this phone's account (created if new). */
  async bindPhone(phone: string, code: string): Promise<void> {
    const pending = this.pendingWechat()
    if (!pending) throw new Error(WECHAT_FIRST)
    await this.signIn(await bindThirdParty(pending.unionId, pending.ticket, phone, code, auth.client), phone)
  }

  get loggedIn(): boolean {
    return this.token !== ''
  }

  /** Re-reads the stored session (after another part of the app or the server changed it). */
  restore(): void {
    this.token = tokenStore.get()
    this.userId = String(Taro.getStorageSync(STORAGE_KEYS.userId) || '')
    this.nickname = String(Taro.getStorageSync(STORAGE_KEYS.nickname) || '')
  }

  /** Keeps a fresh login and fetches what 我的 shows. */
  async signIn(result: LoginResult, phone = ''): Promise<void> {
    forgetLoginRedirect()
    tokenStore.set(`${result.tokenType} ${result.accessToken}`)
    Taro.setStorageSync(STORAGE_KEYS.userId, String(result.userId))
    Taro.setStorageSync(STORAGE_KEYS.nickname, result.username)
    if (phone) Taro.setStorageSync(STORAGE_KEYS.syPhone, phone)
    Taro.removeStorageSync(PENDING_WECHAT_KEY)
    this.restore()
    await this.loadUser()
  }

  /** The token the native app holds (its webview shares the app's login). */
  adoptHostToken(token: string): void {
    tokenStore.setHostToken(token)
    this.restore()
  }

  /** Who the token belongs to; a token the server no longer knows is dropped. */
  async loadUser(): Promise<void> {
    if (!this.loggedIn) return
    try {
      const user = await fetchUserInfo()
      runInAction(() => {
        this.user = user
        this.nickname = user.userName
      })
    } catch (err) {
      if (err instanceof ApiError && (err.envelope.statusCode === 301 || err.envelope.statusCode === 302)) this.clear()
    }
  }

  /** 编辑资料: saves the reader's nickname and/or avatar; the server's words (a refusal rejects with them). */
  async saveProfile(input: { nickname?: string; avatar?: number }): Promise<string> {
    const res = await saveProfile(input)
    if (res.statusCode !== 200) throw new ApiError(res)
    runInAction(() => {
      this.user = res.data
      this.nickname = res.data.userName
    })
    Taro.setStorageSync(STORAGE_KEYS.nickname, res.data.userName)
    return res.message
  }

  /** Clears token, tokenType, userId and syPhone, and a WeChat user waiting to bind. */
  clear(): void {
    forgetLoginRedirect()
    tokenStore.clear()
    Taro.removeStorageSync(PENDING_WECHAT_KEY)
    // what they were writing (a 问政 question's address, an identity application's real name) is theirs
    clearAllDrafts()
    this.user = null
    this.restore()
  }

  /** Ends the session on the server too; the caller reloads the page. */
  async logout(): Promise<void> {
    try {
      if (this.loggedIn) await logoutCall()
    } catch {
      // signed out here whatever the server said
    }
    this.clear()
  }

  setPendingWechat(unionId: string, ticket: string, nickname = '', avatar = ''): void {
    Taro.setStorageSync(PENDING_WECHAT_KEY, { unionId, ticket, nickname, avatar, until: Date.now() + PENDING_WECHAT_MS } satisfies PendingWechat)
  }

  /** /BindPhone's 不是我的微信: the WeChat user waiting to bind is forgotten. */
  forgetPendingWechat(): void {
    Taro.removeStorageSync(PENDING_WECHAT_KEY)
  }

  pendingWechat(): PendingWechat | null {
    const p = Taro.getStorageSync(PENDING_WECHAT_KEY) as PendingWechat | ''
    return p && p.until > Date.now() ? p : null
  }
}

export const sessionStore = new SessionStore()
