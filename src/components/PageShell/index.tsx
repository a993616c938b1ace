// Every page's frame: waits for the global config and channels, then shows the top bar (where the
// environment has none of its own), the promo bar and the page itself.
import { PropsWithChildren, useEffect, useState } from 'react'
import { reaction } from 'mobx'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { configStore } from '../../stores/config'
import { env } from '../../platform/env'
import { title as pageTitle } from '../../platform/title'
import { topBarVisible } from '../../utils/visibility'
import { routeMeta, type RouteName } from '../../routes'
import TopBar from '../TopBar'
import TabBar, { type TabKey } from '../TabBar'
import MinePanel from '../MinePanel'
import { bindingStore } from '../../stores/binding'
import { navigate } from '../../utils/navigate'
import PromoBar, { type PromoBarProps } from '../PromoBar'
import './index.scss'

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
}

function PageShell({ route, title, isDetail = false, hideTopBar = false, promo, children }: PropsWithChildren<PageShellProps>) {
  useEffect(() => {
    void configStore.load()
  }, [])
  // a WeChat user who must bind a phone first is taken there from whatever page is showing
  useEffect(() => reaction(() => bindingStore.redirect, redirect => {
    if (redirect !== null && route !== 'BindPhone') void navigate('BindPhone', { redirect: bindingStore.take() ?? '' })
  }, { fireImmediately: true }), [route])
  const [mineOpen, setMineOpen] = useState(false)
  const meta = routeMeta(route)
  // the default is the newspaper's name (spec §2)
  const shownTitle = title || meta.title || SITE_NAME
  useEffect(() => pageTitle.set(shownTitle), [shownTitle])
  const showTop = !hideTopBar && topBarVisible({
    environment: env.environment(),
    appPromotion: configStore.global?.appPromotion ?? false,
    isDetail,
    channelsLoaded: configStore.ready,
  })
  const grey = configStore.init?.greyMode ? ' app--grey' : ''
  const promoType = meta.promo?.contentType
  const tab = meta.tabbarVisible ? (route as TabKey) : null

  return (
    <View className={`page-shell${grey}${tab ? ' page-shell--tabbed' : ''}`}>
      {showTop ? <TopBar title={title || meta.title} navType={meta.navType} canGoBack={!meta.tabbarVisible} /> : null}
      {configStore.ready ? (
        <>
          <PromoBar contentType={promoType} {...promo} />
          {children}
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
      {tab ? <TabBar active={tab} onMine={() => setMineOpen(true)} /> : null}
      {tab ? <MinePanel open={mineOpen} onClose={() => setMineOpen(false)} /> : null}
    </View>
  )
}

export default observer(PageShell)
