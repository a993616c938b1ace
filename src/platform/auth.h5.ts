// H5: in the WeChat browser a code in the address (no token stored) is exchanged for the WeChat user,
// who is logged in when bound or asked to bind a phone; in the native app the app's token is used and
// login goes through the bridge; embedding frames from allowed origins may signal a user change.
import Taro from '@tarojs/taro'
import type { AuthAdapter } from './auth'
import { env } from './env.h5'
import { bridge } from './bridge.h5'
import { router } from './router.h5'
import { sessionStore } from '../stores/session'
import { bindingStore } from '../stores/binding'
import { configStore } from '../stores/config'
import { tokenByCode, thirdPartyLogin, unionIdIsBind } from '../services/account'
import { H5_BASENAME, h5Url } from '../routes'
import { toast } from '../utils/toast'

export const WECHAT_CODE_FAILED = '获取微信code失败'
export const LOGIN_AGAIN = '请重新登陆'
export const USER_INFO_CHANGE = 'userInfoChange'

function codeInAddress(): string | null {
  return new URLSearchParams(window.location.search).get('code')
}

/** the address without the one-time OAuth parameters (a reload must not reuse them) */
function dropOauthParams(): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('code') && !url.searchParams.has('state')) return
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}

async function exchangeWechatCode(code: string): Promise<void> {
  const res = await tokenByCode(code)
  dropOauthParams()
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
    sessionStore.setPendingWechat(unionId, ticket)
    bindingStore.request(router.currentUrl())
    return
  }
  await sessionStore.signIn(await thirdPartyLogin(unionId, ticket, 'h5'))
}

function listenToFrames(): void {
  window.addEventListener('message', event => {
    const allowed = configStore.global?.allowedOrigins ?? []
    if (!allowed.includes(event.origin)) return
    const data = event.data as { type?: string } | null
    if (data?.type === USER_INFO_CHANGE) Taro.eventCenter.trigger(USER_INFO_CHANGE)
  })
}

export const auth: AuthAdapter = {
  get client() {
    return env.environment() === 'app' ? 'app' as const : 'h5' as const
  },
  async start() {
    listenToFrames()
    const where = env.environment()
    if (where === 'app') {
      try {
        const answer = await bridge.call<{ token?: string } | string>('getToken')
        const token = typeof answer === 'string' ? answer : answer?.token ?? ''
        if (token) sessionStore.adoptHostToken(token)
        bridge.on(USER_INFO_CHANGE, () => Taro.eventCenter.trigger(USER_INFO_CHANGE))
      } catch {
        // the app did not answer: read as a visitor
      }
    } else if ((where === 'wechat' || where === 'mp-webview') && !sessionStore.loggedIn) {
      const code = codeInAddress()
      if (code) {
        try {
          await exchangeWechatCode(code)
        } catch {
          toast(WECHAT_CODE_FAILED)
        }
        return
      }
    }
    await sessionStore.loadUser()
  },
  goToLogin(redirect) {
    if (env.environment() === 'app') {
      void bridge.call('login', { redirect: `${window.location.origin}${H5_BASENAME}${redirect}` })
      return
    }
    void Taro.navigateTo({ url: h5Url('LoginPage', { mastLogin: true, redirect }) })
  },
  get wechatLogin() {
    const authorize = configStore.global?.wechatAuthorizeUrl
    if (env.environment() !== 'wechat' || !authorize) return undefined
    return async (redirect: string) => {
      const back = `${window.location.origin}${H5_BASENAME}${redirect || h5Url('home')}`
      const sep = authorize.includes('?') ? '&' : '?'
      window.location.href = `${authorize}${sep}redirect_uri=${encodeURIComponent(back)}&state=login#wechat_redirect`
    }
  },
}
