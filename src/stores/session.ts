// The reader's session: token and who they are. Storage keys are the spec's (token, tokenType, userId, …).
import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import { STORAGE_KEYS, tokenStore } from '../services/token'

export class SessionStore {
  token = ''
  userId = ''
  nickname = ''

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

  /** Stores a fresh login. */
  signIn(token: string, userId: string | number, nickname: string): void {
    tokenStore.set(token)
    Taro.setStorageSync(STORAGE_KEYS.userId, String(userId))
    Taro.setStorageSync(STORAGE_KEYS.nickname, nickname)
    this.restore()
  }

  /** Clears token, tokenType, userId and syPhone. */
  clear(): void {
    tokenStore.clear()
    this.restore()
  }
}

export const sessionStore = new SessionStore()
