// The reader's session: token and who they are, and every way of signing in — silently at launch
// (the mini-program's wx.login code, the WeChat OAuth code in an H5 address, the native app's token), by
// 微信登录, and by the login forms. The platform adapter (platform/auth) supplies the primitives.
// Storage keys are the spec's (token, tokenType, userId, syPhone, nickname). A WeChat user waiting to
// bind a phone is kept for 10 minutes.
import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginResult, UserInfo } from '@types-api/account'
import { STORAGE_KEYS, tokenStore } from '../services/token'
import {
  bindThirdParty, codeLogin, fetchUserInfo, logout as logoutCall, mpLogin, passwordLogin, register, thirdPartyLogin,
  tokenByCode, unionIdIsBind,
} from '../services/account'
import { ApiError } from '../services/request'
import { auth } from '../platform/auth'
import { router } from '../platform/router'
import { toast } from '../utils/toast'
import { bindingStore } from './binding'
import { configStore } from './config'

export const WECHAT_CODE_FAILED = '获取微信code失败'
export const LOGIN_AGAIN = '请重新登陆'
export const WECHAT_FIRST = '请先使用微信登录'

export const PENDING_WECHAT_KEY = 'wechatBind'
const PENDING_WECHAT_MS = 10 * 60_000

export interface PendingWechat {
  unionId: string
  ticket: string
  until: number
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
    } else if (!this.loggedIn) {
      const code = auth.takeOauthCode()
      if (code) {
        try {
          await this.signInWithOauthCode(code)
        } catch {
          toast(WECHAT_CODE_FAILED)
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
    if (auth.wechatLogin === 'oauth' && authorize) auth.authorizeWithWechat(authorize, redirect)
    return false
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
    this.setPendingWechat(res.data.unionId, res.data.ticket)
    if (redirect !== null) bindingStore.request(redirect)
    return false
  }

  /** The WeChat browser's OAuth code: a bound WeChat user is signed in, an unbound one asked to bind a phone. */
  private async signInWithOauthCode(code: string): Promise<void> {
    const res = await tokenByCode(code)
    if (res.statusCode === 422) {
      toast(WECHAT_CODE_FAILED)
      return
    }
    const { unionId, ticket } = res.data ?? { unionId: '', ticket: '' }
    if (!unionId) {
      toast(LOGIN_AGAIN)
      return
    }
    const { isBind } = await unionIdIsBind(unionId)
    if (!isBind) {
      this.setPendingWechat(unionId, ticket)
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

  /** Clears token, tokenType, userId and syPhone. */
  clear(): void {
    tokenStore.clear()
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

  setPendingWechat(unionId: string, ticket: string): void {
    Taro.setStorageSync(PENDING_WECHAT_KEY, { unionId, ticket, until: Date.now() + PENDING_WECHAT_MS } satisfies PendingWechat)
  }

  pendingWechat(): PendingWechat | null {
    const p = Taro.getStorageSync(PENDING_WECHAT_KEY) as PendingWechat | ''
    return p && p.until > Date.now() ? p : null
  }
}

export const sessionStore = new SessionStore()
