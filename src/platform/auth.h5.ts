// H5: in the WeChat browser (and a mini-program web-view) WeChat's OAuth code arrives in the address; in
// the native app its token comes through the bridge and login is the app's own; embedding frames from
// allowed origins may signal a user change.
import Taro from '@tarojs/taro'
import type { AuthAdapter } from './auth'
import { env } from './env.h5'
import { bridge } from './bridge.h5'
import { H5_BASENAME, h5Url } from '../../common/routes'

/** what the native app and embedding pages send when the user changed */
export const USER_INFO_CHANGE = 'userInfoChange'

/** the address without the one-time OAuth parameters (a reload must not reuse them) */
function dropOauthParams(): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('code') && !url.searchParams.has('state')) return
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}

export const auth: AuthAdapter = {
  get client() {
    return env.environment() === 'app' ? 'app' as const : 'h5' as const
  },
  get wechatLogin() {
    return env.environment() === 'wechat' ? 'oauth' as const : null
  },
  async hostToken() {
    if (env.environment() !== 'app') return ''
    try {
      const answer = await bridge.call<{ token?: string } | string>('getToken')
      return typeof answer === 'string' ? answer : answer?.token ?? ''
    } catch {
      return '' // the app did not answer: read as a visitor
    }
  },
  takeOauthCode() {
    const where = env.environment()
    if (where !== 'wechat' && where !== 'mp-webview') return null
    const query = new URLSearchParams(window.location.search)
    const code = query.get('code')
    if (!code) return null
    dropOauthParams()
    return { code, state: query.get('state') ?? '' }
  },
  async miniProgramCode() {
    throw new Error('wx.login is the mini-program’s')
  },
  authorizeWithWechat(authorizeUrl, redirect, state) {
    const back = `${window.location.origin}${H5_BASENAME}${redirect || h5Url('home')}`
    const sep = authorizeUrl.includes('?') ? '&' : '?'
    window.location.href = `${authorizeUrl}${sep}redirect_uri=${encodeURIComponent(back)}&state=${encodeURIComponent(state)}#wechat_redirect`
  },
  watchUserChange(allowedOrigins, onChange) {
    window.addEventListener('message', event => {
      if (!allowedOrigins().includes(event.origin)) return
      const data = event.data as { type?: string } | null
      if (data?.type === USER_INFO_CHANGE) onChange()
    })
    if (env.environment() === 'app') bridge.on(USER_INFO_CHANGE, onChange)
  },
  goToLogin(redirect) {
    if (env.environment() === 'app') {
      void bridge.call('login', { redirect: `${window.location.origin}${H5_BASENAME}${redirect}` })
      return
    }
    void Taro.navigateTo({ url: h5Url('LoginPage', { mastLogin: true, redirect }) })
  },
}
