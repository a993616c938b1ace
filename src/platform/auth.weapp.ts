// The mini-program: wx.login's code is exchanged by the server; a bound WeChat user is signed in
// silently, an unbound one is asked to bind a phone (/BindPhone).
import Taro from '@tarojs/taro'
import type { AuthAdapter } from './auth'
import { sessionStore } from '../stores/session'
import { bindingStore } from '../stores/binding'
import { mpLogin } from '../services/account'
import { pageUrl } from '../routes'
import { toast } from '../utils/toast'

export const WECHAT_CODE_FAILED = '获取微信code失败'

async function signInWithWechat(redirect: string | null): Promise<boolean> {
  const { code } = await Taro.login()
  const res = await mpLogin(code)
  if (res.statusCode !== 200) {
    toast(WECHAT_CODE_FAILED)
    return false
  }
  if (res.data.bound) {
    await sessionStore.signIn(res.data)
    return true
  }
  sessionStore.setPendingWechat(res.data.unionId, res.data.ticket)
  bindingStore.request(redirect)
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
