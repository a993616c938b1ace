// The mini-program: wx.login's code is exchanged by the server at launch; a bound WeChat user is signed
// in silently. An unbound one reads as a visitor (WeChat's rules: no login before the content); binding
// a phone is asked only when they choose 微信登录 on the login page, where the login guard sends them.
import Taro from '@tarojs/taro'
import type { AuthAdapter } from './auth'
import { sessionStore } from '../stores/session'
import { bindingStore } from '../stores/binding'
import { mpLogin } from '../services/account'
import { pageUrl } from '../routes'
import { toast } from '../utils/toast'

export const WECHAT_CODE_FAILED = '获取微信code失败'

/**
 * A wx.login code for a session. Unbound: the WeChat user is kept for binding; `redirect` (the reader
 * chose WeChat on the login page) also asks for /BindPhone, then back there.
 */
async function signInWithWechat(redirect: string | null): Promise<boolean> {
  const { code } = await Taro.login()
  const res = await mpLogin(code)
  if (res.statusCode !== 200) {
    if (redirect !== null) toast(WECHAT_CODE_FAILED)
    return false
  }
  if (res.data.bound) {
    await sessionStore.signIn(res.data)
    return true
  }
  sessionStore.setPendingWechat(res.data.unionId, res.data.ticket)
  if (redirect !== null) bindingStore.request(redirect)
  return false
}

export const auth: AuthAdapter = {
  client: 'weapp',
  async start() {
    if (sessionStore.loggedIn) {
      await sessionStore.loadUser()
      if (sessionStore.loggedIn) return
    }
    try {
      await signInWithWechat(null)
    } catch {
      // no WeChat session now: the reader can still log in with a phone
    }
  },
  goToLogin(redirect) {
    void Taro.navigateTo({ url: pageUrl('LoginPage', { mastLogin: true, redirect }) })
  },
  async wechatLogin(redirect) {
    if (await signInWithWechat(redirect)) void Taro.reLaunch({ url: redirect || pageUrl('home') })
  },
}
