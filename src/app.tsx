// The application root: loads the global config and channels, signs the reader in where the
// environment allows, and wires the session rules (301/302 → login, user-info-change → reload) and the
// share cards' signer; an address or page the app does not have goes where the specs redirect it, or to 页面不存在.
import { PropsWithChildren } from 'react'
import { useLaunch, usePageNotFound } from '@tarojs/taro'
import { configStore } from './stores/config'
import { sessionStore } from './stores/session'
import { auth } from './platform/auth'
import { router } from './platform/router'
import { signShareCardsWith } from './platform/share-signer'
import { setLoginHandler } from './services/login-flow'
import { fetchSdkInfo } from './services/wechat-sdk'
import { pageNotFound } from './utils/navigate'
import { prefetch } from './platform/prefetch'
import './app.scss'
// H5: the first screen the server draws into the page is styled by the page's first stylesheet, so its
// styles come with the app's own (platform/first-paint.h5.scss); the mini-program has none
import './platform/first-paint'

function App({ children }: PropsWithChildren) {
  useLaunch(options => {
    // a cold start's page: what WeChat fetched for it ahead (数据预拉取) is where its first answers come from
    prefetch.start(String((options as { path?: string } | undefined)?.path ?? ''))
    // WeChat's share cards are signed by the API
    signShareCardsWith(fetchSdkInfo)
    setLoginHandler(() => {
      // the server no longer knows this token: forget it, then log in and come back
      sessionStore.clear()
      auth.goToLogin(router.currentUrl())
    })
    void configStore.load().then(() => sessionStore.start(() => router.reload(['code', 'state'])))
  })
  // an address or page the app does not have: where the specs redirect it, or 页面不存在 with the way home
  usePageNotFound(event => void pageNotFound(event))
  return children
}

export default App
