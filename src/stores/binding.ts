// A WeChat user who must bind a phone first: sign-in code asks, the page shell takes the reader to
// /BindPhone once a page is showing (navigation is not possible during launch).
import { makeAutoObservable } from 'mobx'

export class BindingStore {
  /** null: nothing asked; a string: bind, then go back there ('' for the home screen) */
  redirect: string | null = null

  constructor() {
    makeAutoObservable(this)
  }

  request(redirect: string | null): void {
    this.redirect = redirect ?? ''
  }

  /** hands the request to the one who will act on it */
  take(): string | null {
    const r = this.redirect
    this.redirect = null
    return r
  }
}

export const bindingStore = new BindingStore()
