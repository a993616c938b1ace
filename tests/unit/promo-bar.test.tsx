// The promo bar as a reader meets it: where it shows, and what a tap does in each environment.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { runInAction } from 'mobx'
import PromoBar, { appLink } from '../../src/components/PromoBar'
import { configStore } from '../../src/stores/config'
import { callsOf, setModalAnswer } from './support/taro'
import { PROMO_MENU } from '../../src/components/PromoBar/PromoMenu'
import type { GlobalConfig } from '../../types/api/config'

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const global: GlobalConfig = {
  siteName: '上游新闻', appPromotion: true, appDownloadUrl: '/download', appScheme: 'shangyounews://',
  defaultChannelId: 1, defaultDistrictClassId: 941, defaultAreaNumber: 4, defaultDistrictColumnId: 18,
  adPermissionBit: 3, copyright: '', disclaimer: '', hotline: '966966', serviceHotline: '023-63907799', serviceHours: '每天 9:00–21:00', allowedOrigins: [], wechatAuthorizeUrl: '',
}

function inEnvironment(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

let hrefs: string[]
beforeEach(() => {
  runInAction(() => { configStore.global = { ...global } })
  hrefs = []
  // the app opens through location.href (the scheme, then the download page as a fallback)
  Object.defineProperty(window, 'location', {
    value: { ...window.location, set href(v: string) { hrefs.push(v) }, get href() { return 'http://localhost/' } },
    configurable: true,
  })
})

it('builds the app link for the content', () => {
  expect(appLink('shangyounews://', { contentType: 3, classId: 101, newsId: 5 })).toBe('shangyounews://open?type=3&classId=101&newsId=5')
})

it('asks before leaving WeChat, and opens the app on 继续', async () => {
  inEnvironment(`${IOS} MicroMessenger/8.0.49`)
  render(<PromoBar contentType={3} classId={101} newsId={5} />)
  fireEvent.click(screen.getByText('打开'))
  await waitFor(() => expect(hrefs).toEqual(['shangyounews://open?type=3&classId=101&newsId=5']))
  expect(callsOf('showModal')).toEqual([expect.objectContaining({ content: '可能离开微信 打开第三方应用', confirmText: '继续' })])
})

it('stays and unfolds the article when a WeChat reader cancels', async () => {
  inEnvironment(`${IOS} MicroMessenger/8.0.49`)
  setModalAnswer(false)
  const onDecline = jest.fn()
  render(<PromoBar contentType={3} onDecline={onDecline} />)
  fireEvent.click(screen.getByText('打开'))
  await waitFor(() => expect(onDecline).toHaveBeenCalled())
  expect(hrefs).toEqual([])
})

it('opens the app straight away in a plain browser, then the download page if it did not open', async () => {
  jest.useFakeTimers()
  try {
    inEnvironment(IOS)
    render(<PromoBar contentType={1} newsId={9} />)
    fireEvent.click(screen.getByText('打开'))
    await act(async () => { await Promise.resolve() })
    expect(callsOf('showModal')).toEqual([])
    expect(hrefs).toEqual(['shangyounews://open?type=1&newsId=9'])
    act(() => { jest.advanceTimersByTime(2000) })
    expect(hrefs).toEqual(['shangyounews://open?type=1&newsId=9', '/download'])
  } finally {
    jest.useRealTimers()
  }
})

it.each([
  ['the native app', `${IOS} ShangyouNews/6.2.0`],
  ['a mini-program web-view', `${IOS} MicroMessenger/8.0.49 miniProgram`],
])('is hidden inside %s', (_where, ua) => {
  inEnvironment(ua)
  render(<PromoBar contentType={3} />)
  expect(screen.queryByText('打开上游新闻，阅读体验更佳')).toBeNull()
})

it('is hidden where the route has no promo', () => {
  inEnvironment(IOS)
  render(<PromoBar />)
  expect(screen.queryByText('打开')).toBeNull()
})

describe('by the route\'s content type', () => {
  it('news (3): its menu popup opens the page in the app, copies its link, reloads, goes home', async () => {
    inEnvironment(IOS)
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => { copied.push(t) } }, configurable: true })
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true })
    const { container } = render(<PromoBar contentType={3} classId={101} newsId={5} />)
    expect(container.querySelector('.promo-bar--menu')).not.toBeNull()
    fireEvent.click(screen.getByLabelText('更多操作'))
    await waitFor(() => expect(screen.getByText(PROMO_MENU.copyLink)).toBeTruthy())
    expect([...container.querySelectorAll('.promo-menu__item')].map(e => e.textContent)).toEqual(['在上游新闻APP中打开', '复制链接', '刷新', '回到首页', '取消'])
    fireEvent.click(screen.getByText(PROMO_MENU.copyLink))
    await waitFor(() => expect(copied).toEqual(['http://localhost/']))
    // the menu closed; opened again, 在上游新闻APP中打开 is the bar's 打开
    expect(screen.queryByText(PROMO_MENU.copyLink)).toBeNull()
    fireEvent.click(screen.getByLabelText('更多操作'))
    fireEvent.click(await screen.findByText(PROMO_MENU.openApp))
    await waitFor(() => expect(hrefs).toEqual(['shangyounews://open?type=3&classId=101&newsId=5']))
  })

  it('pictures (2) and the vertical videos (21): a fixed dark bar without a menu', () => {
    inEnvironment(IOS)
    for (const type of [2, 21]) {
      const { container, unmount } = render(<PromoBar contentType={type} newsId={5} />)
      expect(container.querySelector('.promo-bar--dark')).not.toBeNull()
      expect(screen.queryByLabelText('更多操作')).toBeNull()
      unmount()
    }
  })

  it('an outside page (7): the app opens on its home', async () => {
    inEnvironment(IOS)
    render(<PromoBar contentType={7} classId={101} newsId={5} />)
    expect(screen.queryByLabelText('更多操作')).toBeNull()
    fireEvent.click(screen.getByText('打开'))
    await waitFor(() => expect(hrefs).toEqual(['shangyounews://open?type=7']))
  })
})
