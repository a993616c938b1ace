// Signing in where the environment allows it, and sending the reader to log in. Implementations per
// target: the mini-program's wx.login code; on H5 the WeChat OAuth code, the native app's bridge, or
// the login pages.

export interface AuthAdapter {
  /** the `client` the server records for sessions made here */
  readonly client: 'weapp' | 'h5' | 'app'
  /** At launch: a silent sign-in where possible (mini-program code, WeChat code in the address, app token). */
  start(): Promise<void>
  /** Send the reader to log in; afterwards they come back to `redirect`. */
  goToLogin(redirect: string): void
  /** The 微信登录 choice on the login page; undefined where WeChat login is not offered. */
  wechatLogin?(redirect: string): Promise<void>
}

export declare const auth: AuthAdapter
