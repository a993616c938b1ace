// The mini-program: wx.login's code is exchanged by the server; there is no host token, no OAuth page
// and nobody around to say the user changed.
import Taro from '@tarojs/taro'
import type { AuthAdapter } from './auth'
import { pageUrl } from '../../common/routes'

export const auth: AuthAdapter = {
  client: 'weapp',
  wechatLogin: 'code',
  async hostToken() {
    return ''
  },
  takeOauthCode() {
    return null
  },
  async miniProgramCode() {
    return (await Taro.login()).code
  },
  authorizeWithWechat() {
    // the mini-program signs in with wx.login codes
  },
  watchUserChange() {
    // nothing embeds a mini-program page
  },
  goToLogin(redirect) {
    void Taro.navigateTo({ url: pageUrl('LoginPage', { mastLogin: true, redirect }) })
  },
}
