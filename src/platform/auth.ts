// What the target offers for signing in, as primitives: the mini-program's wx.login code, the WeChat
// OAuth code in an H5 address and WeChat's authorize page, the native app's token and login through its
// bridge, the login pages. They know no app state: the sign-in flow that uses them is the session
// store's (stores/session.ts).

export interface AuthAdapter {
  /** the `client` the server records for sessions made here */
  readonly client: 'weapp' | 'h5' | 'app'
  /** how 微信登录 works here: a wx.login code (mini-program), WeChat's authorize page (WeChat browser), or not at all */
  readonly wechatLogin: 'code' | 'oauth' | null
  /** The native app's token (its webview shares the app's login); '' when there is no app or it did not answer. */
  hostToken(): Promise<string>
  /**
   * The WeChat OAuth code this page was opened with (WeChat browser, mini-program web-view) and the state
   * it came back with ('' when none), taken once: the address drops both.
   */
  takeOauthCode(): { code: string; state: string } | null
  /** A fresh wx.login code (mini-program only). */
  miniProgramCode(): Promise<string>
  /** Leaves for WeChat's authorize page (`authorizeUrl`), which comes back to `redirect` with a code and `state`. */
  authorizeWithWechat(authorizeUrl: string, redirect: string, state: string): void
  /** `onChange` runs when the native app, or a page embedding this one from `allowedOrigins()`, says the user changed. */
  watchUserChange(allowedOrigins: () => readonly string[], onChange: () => void): void
  /** Send the reader to log in; afterwards they come back to `redirect`. */
  goToLogin(redirect: string): void
}

export declare const auth: AuthAdapter
