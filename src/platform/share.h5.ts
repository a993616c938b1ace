// H5 sharing: native app → its share sheet via the bridge; WeChat browser → its own menu, whose
// cards the JS-SDK sets up (signed by the server's sdk-info call); otherwise the Web Share API,
// falling back to copying the link.
import { useEffect } from 'react'
import type { ShareAdapter, ShareInfo } from './share'
import { shareSigner } from './share-signer'
import { SHARE_MENU_HINT, TOAST_MS } from './messages'
import { env } from './env.h5'
import { bridge } from './bridge.h5'
import { clipboard } from './clipboard.h5'
import { H5_BASENAME, h5Url } from '../../common/routes'
import { dialogs } from './dialogs.h5'

export function shareLink(info: ShareInfo): string {
  return `${window.location.origin}${H5_BASENAME}${h5Url(info.route, info.params)}`
}

/** The JS-SDK's share cards for WeChat's menu (the SDK is loaded only in the WeChat browser). */
async function setWechatCards(info: ShareInfo): Promise<void> {
  const signer = shareSigner()
  if (!signer) return
  const page = window.location.href.split('#')[0]
  const newsId = Number(info.params?.newsId) || undefined
  const [sdk, { default: wx }] = await Promise.all([
    signer(page, newsId),
    import(/* webpackChunkName: "wechat-sdk" */ 'weixin-js-sdk'),
  ])
  wx.config({ debug: false, appId: sdk.appId, timestamp: sdk.timestamp, nonceStr: sdk.nonceStr, signature: sdk.signature, jsApiList: sdk.jsApiList as NonNullable<Parameters<typeof wx.config>[0]['jsApiList']> })
  const card = {
    title: info.title,
    desc: info.desc || sdk.share?.desc || '',
    link: shareLink(info),
    imgUrl: info.imageUrl || sdk.share?.imgUrl || '',
  }
  wx.ready(() => {
    const done = () => undefined
    wx.updateAppMessageShareData({ ...card, success: done })
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, success: done })
  })
}

export const share: ShareAdapter = {
  useShareInfo(info) {
    const key = info ? `${info.title}|${shareLink(info)}` : ''
    useEffect(() => {
      if (!info) return
      // a browser tab and WeChat's menu show the story's own title
      document.title = info.title
      // sharing still works from the menu without the cards; nothing to tell the reader
      if (env.environment() === 'wechat') void setWechatCards(info).catch(() => undefined)
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key])
  },
  async share(info) {
    const link = shareLink(info)
    const where = env.environment()
    if (where === 'app') {
      await bridge.call('share', { title: info.title, desc: info.desc ?? '', imageUrl: info.imageUrl ?? '', url: link })
      return
    }
    if (where === 'wechat' || where === 'mp-webview') {
      dialogs.toast(SHARE_MENU_HINT, TOAST_MS)
      return
    }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: info.title, text: info.desc, url: link })
        return
      } catch (err) {
        if ((err as Error).name === 'AbortError') return
      }
    }
    await clipboard.copy(link)
  },
}
