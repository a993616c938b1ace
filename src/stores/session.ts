// The reader's session: token and who they are. Storage keys are the spec's (token, tokenType,
// userId, syPhone, nickname). A WeChat user waiting to bind a phone is kept for 10 minutes.
import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginResult, UserInfo } from '@types-api/account'
import { STORAGE_KEYS, tokenStore } from '../services/token'
import { fetchUserInfo, logout as logoutCall } from '../services/account'
import { ApiError } from '../services/request'

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
