// Every page's frame: waits for the global config and channels, then shows the top bar (where the
// environment has none of its own), the promo bar and the page itself.
import { lazy, PropsWithChildren, Suspense, useEffect, useState } from 'react'
import { reaction } from 'mobx'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { configStore } from '../../stores/config'
import { env } from '../../platform/env'
import { title as pageTitle } from '../../platform/title'
import { firstPaint } from '../../platform/first-paint'
import { layout } from '../../platform/layout'
import { topBarVisible } from '../../../common/visibility'
import { routeMeta, type RouteName } from '../../../common/routes'
import TopBar from '../TopBar'
import TabBar, { type TabKey } from '../TabBar'
import { bindingStore } from '../../stores/binding'
import { navigate } from '../../utils/navigate'
import { useKeptScroll } from '../../utils/keep-alive'
import { goingToLoginPage, requireLogin } from '../../stores/login-guard'
import { askFirstAnswers } from '../../stores/first-answers'
import PromoBar, { type PromoBarProps } from '../PromoBar'
import './index.scss'

const MinePanel = lazy(() => import('../MinePanel'))

export const APP_LOADING = '加载中…'
export const SITE_NAME = '上游新闻'
export const APP_RELOAD = '重新加载'

export interface PageShellProps {
  route: RouteName
  /** title for the top bar when the route has none of its own */
  title?: string
  /** news and live detail pages hide their top bar until channels are loaded */
  isDetail?: boolean
  /** the page's own header replaces the top bar (home) */
  hideTopBar?: boolean
  promo?: Omit<PromoBarProps, 'contentType'>
  /**
   * the page has drawn its first screen (its data is in, or its failure): the server's first paint of
   * the H5 page, lying over it until then, may go (platform/first-paint)
   */
  firstScreenReady?: boolean
  /** the top bar's right text (route meta navRight) was tapped */
  onNavRight?: () => void
}

function PageShell({ route, title, isDetail = false, hideTopBar = false, promo, firstScreenReady = true, onNavRight, children }: PropsWithChildren<PageShellProps>) {
  // the answers the route's page asks for first go out now, in its first render, before its stores' effects
  // and its first frame (stores/first-answers.ts): a page a share card opens has its data on the way at once
  useState(() => askFirstAnswers(route, (Taro.getCurrentInstance().router?.params ?? {}) as Record<string, string>))
  useEffect(() => {
    void configStore.load()
    layout.keyboardScrollable(Taro.getCurrentInstance().page as { path?: string } | null)
  }, [])
  // a WeChat user who must bind a phone first is taken there from whatever page is showing
  useEffect(() => reaction(() => bindingStore.redirect, redirect => {
    if (redirect !== null && route !== 'BindPhone') void navigate('BindPhone', { redirect: bindingStore.take() ?? '' })
  }, { fireImmediately: true }), [route])
  const drawn = configStore.status === 'error' || (configStore.ready && firstScreenReady)
  const meta = routeMeta(route)
  // a visitor on a reader's own page is on their way to the login page: the page's own content is not
  // drawn for them (it would flash, and on H5 paint under the login screen the server drew for them)
  const leaving = goingToLoginPage(meta.needsLogin)
  useEffect(() => {
    // (a visitor on a reader's own page: the login page they are taken to says when it is drawn)
    if (drawn && !leaving) firstPaint.done()
  }, [drawn, leaving])
  // a keep-alive route opens where the reader left it
  useKeptScroll(meta.keepAlive ? route : null, drawn)
  // a tab screen opened with panel=mine (the jump to 我的, channel 5) opens with 我的 over it
  const [mineOpen, setMineOpen] = useState(() => !!meta.tabbarVisible && Taro.getCurrentInstance().router?.params.panel === 'mine')
  // 我的 is built on its first opening (on H5 its code is fetched then), and kept for the next
  const [mineUsed, setMineUsed] = useState(mineOpen)
  // a reader's own page (RouteMeta.needsLogin): a visitor is told and taken to log in
  useEffect(() => {
    if (meta.needsLogin) requireLogin()
  }, [meta.needsLogin])
  // the default is the newspaper's name (spec §2); the points shop's goes to the native app's bar only
  const shownTitle = title || meta.title || SITE_NAME
  const titleHidden = meta.hideTitle === true && env.environment() !== 'app'
  useEffect(() => pageTitle.set(shownTitle, titleHidden), [shownTitle, titleHidden])
  const showTop = !hideTopBar && topBarVisible({
    environment: env.environment(),
    appPromotion: configStore.global?.appPromotion ?? false,
    isDetail,
    channelsLoaded: configStore.ready,
  })
  const grey = configStore.init?.greyMode ? ' app--grey' : ''
  const promoType = meta.promo
  const tab = meta.tabbarVisible ? (route as TabKey) : null

  return (
    <View className={`page-shell${grey}${tab ? ' page-shell--tabbed' : ''}`}>
      {showTop ? (
        <TopBar
          title={titleHidden ? '' : title || meta.title}
          navType={meta.navType}
          canGoBack={!meta.tabbarVisible}
          bare={meta.justShowNavBtn}
          right={onNavRight ? meta.navRight : undefined}
          onRight={onNavRight}
        />
      ) : null}
      {configStore.ready ? (
        <>
          <PromoBar contentType={promoType} {...promo} />
          {leaving ? null : children}
        </>
      ) : (
        <View className='page-shell__gate'>
          {configStore.status === 'error' ? (
            <>
              <Text className='page-shell__error'>{configStore.error}</Text>
              <View role='button' className='page-shell__retry' onClick={() => void configStore.load()}>{APP_RELOAD}</View>
            </>
          ) : (
            <Text className='page-shell__loading'>{APP_LOADING}</Text>
          )}
        </View>
      )}
      {tab ? <TabBar active={tab} onMine={() => { setMineUsed(true); setMineOpen(true) }} /> : null}
      {tab && mineUsed ? (
        <Suspense fallback={null}>
          <MinePanel open={mineOpen} onClose={() => setMineOpen(false)} />
        </Suspense>
      ) : null}
    </View>
  )
}

export default observer(PageShell)
