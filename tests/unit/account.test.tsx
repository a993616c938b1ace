// The account rules on the client: the one login guard, logout, the 我的 panel's timing, the code boxes.
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { requireLogin, LOGIN_PROMPT_FIRST } from '../../src/stores/login-guard'
import { sessionStore } from '../../src/stores/session'
import { tokenStore } from '../../src/services/token'
import MinePanel from '../../src/components/MinePanel'
import PageShell from '../../src/components/PageShell'
import { routeMeta, routes, type RouteName } from '../../common/routes'
import CodeInput from '../../src/packages/account/components/CodeInput'
import PhoneInput from '../../src/packages/account/components/PhoneInput'
import SmsFields, { CODE_SENT, RESEND_SECONDS } from '../../src/packages/account/components/SmsFields'
import { SLIDER_PASSED } from '../../src/packages/account/components/SliderVerify'
import { useState } from 'react'
import { callsOf, setRequest } from './support/taro'

beforeEach(() => {
  sessionStore.clear()
  window.history.replaceState(null, '', '/shangyou_news/NewsDetail?classId=101&newsId=9')
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone) Mobile', configurable: true })
})

describe('the login guard', () => {
  it('lets a logged-in reader through', () => {
    tokenStore.set('Bearer abc')
    sessionStore.restore()
    expect(requireLogin()).toBe(true)
    expect(callsOf('navigateTo')).toEqual([])
  })

  it('counts the native app’s token as logged in', () => {
    sessionStore.adoptHostToken('from-the-app')
    expect(requireLogin()).toBe(true)
  })

  it('sends a visitor to /LoginPage with mastLogin and the current address, saying why', () => {
    expect(requireLogin()).toBe(false)
    expect(callsOf('showToast').map(t => t.title)).toEqual([LOGIN_PROMPT_FIRST])
    expect(callsOf('navigateTo')).toEqual([{ url: '/LoginPage?mastLogin=true&redirect=%2FNewsDetail%3FclassId%3D101%26newsId%3D9' }])
  })
})

describe('a reader’s own page (RouteMeta.needsLogin)', () => {
  const own = (Object.keys(routes) as RouteName[]).filter(r => routeMeta(r).needsLogin)

  it('is every form that sends, order list, ledger and the messages of the route table', () => {
    expect(own.sort()).toEqual(['CommentDiscover', 'EditProfile', 'MessageList', 'PointsLedger', 'PublishBangBang', 'PublishDiscover', 'ShopConvert', 'ShopCooperation', 'ShopCoupons', 'ShopOrder', 'ShopOrders', 'ShopTickets', 'compositionContribute', 'compositionTeacherReview', 'compositionUserCenter', 'politicsReply'])
  })

  it('sends a visitor to log in from the page shell, saying why; a signed-in reader stays', () => {
    window.history.replaceState(null, '', '/shangyou_news/EditProfile')
    const { unmount } = render(<PageShell route='EditProfile'><div>form</div></PageShell>)
    expect(callsOf('showToast').map(t => t.title)).toEqual([LOGIN_PROMPT_FIRST])
    expect(callsOf('navigateTo')).toEqual([{ url: '/LoginPage?mastLogin=true&redirect=%2FEditProfile' }])
    unmount()
    tokenStore.set('Bearer abc')
    sessionStore.restore()
    render(<PageShell route='EditProfile'><div>form</div></PageShell>)
    expect(callsOf('navigateTo')).toHaveLength(1)
  })

  it('leaves a visitor be on a page everyone may read', () => {
    render(<PageShell route='MessageLogin'><div>login</div></PageShell>)
    expect(callsOf('navigateTo')).toEqual([])
  })
})

describe('logout', () => {
  it('clears token, tokenType, userId and syPhone', async () => {
    for (const [k, v] of [['token', 't'], ['tokenType', 'Bearer'], ['userId', '7'], ['syPhone', '13800000001']]) Taro.setStorageSync(k, v)
    sessionStore.restore()
    setRequest(async () => ({ statusCode: 200, data: { statusCode: 200, message: '已退出登录', data: null }, header: {} }))
    await sessionStore.logout()
    for (const k of ['token', 'tokenType', 'userId', 'syPhone']) expect(Taro.getStorageSync(k)).toBe('')
    expect(callsOf('request').map(r => r.url)).toEqual(['/v1/user/logout'])
    expect(sessionStore.loggedIn).toBe(false)
  })
})

describe('the 我的 panel', () => {
  afterEach(() => jest.useRealTimers())

  it('takes the login tap only about 1.8 s after opening', () => {
    jest.useFakeTimers()
    render(<MinePanel open onClose={jest.fn()} />)
    expect(screen.getByText('未登录')).toBeTruthy()
    act(() => { jest.advanceTimersByTime(1799) })
    fireEvent.click(screen.getByText('去登录'))
    expect(callsOf('navigateTo')).toEqual([])
    act(() => { jest.advanceTimersByTime(1) })
    fireEvent.click(screen.getByText('去登录'))
    expect(callsOf('navigateTo')).toHaveLength(1)
  })

  it('takes it after 1 s when the address carries a WeChat code', () => {
    jest.useFakeTimers()
    window.history.replaceState(null, '', '/shangyou_news/home/1?code=abc')
    render(<MinePanel open onClose={jest.fn()} />)
    act(() => { jest.advanceTimersByTime(1000) })
    fireEvent.click(screen.getByText('去登录'))
    expect(callsOf('navigateTo')).toHaveLength(1)
  })

  it('shows the reader: name, avatar, points, growth value, level, and 退出登录', () => {
    tokenStore.set('Bearer abc')
    sessionStore.restore()
    act(() => {
      sessionStore.user = { userId: 1, userName: '山城小李', userPic: 'http://x/a.png', credit: 1280, integRal: 2350, creditLevel: 'Lv4', phone: '138****0001' }
    })
    render(<MinePanel open onClose={jest.fn()} />)
    expect(screen.getByText('山城小李')).toBeTruthy()
    expect(screen.getByText('1280')).toBeTruthy()
    expect(screen.getByText('2350')).toBeTruthy()
    expect(screen.getByText('Lv4')).toBeTruthy()
    expect(screen.getByText('退出登录')).toBeTruthy()
  })
})

describe('sign-in inputs', () => {
  it('the code is 6 single-character boxes, at most 6 digits, complete at 6', () => {
    let value = ''
    const onComplete = jest.fn()
    const { container, rerender } = render(<CodeInput value={value} onChange={v => { value = v }} onComplete={onComplete} />)
    expect(container.querySelectorAll('.code-input__box')).toHaveLength(6)
    fireEvent.change(container.querySelector('input')!, { target: { value: '1234' } })
    expect(value).toBe('1234')
    rerender(<CodeInput value={value} onChange={v => { value = v }} onComplete={onComplete} />)
    expect([...container.querySelectorAll('.code-input__box')].map(b => b.textContent)).toEqual(['1', '2', '3', '4', '', ''])
    fireEvent.change(container.querySelector('input')!, { target: { value: '1234567' } })
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('the phone has a fixed +86 prefix and at most 11 digits', () => {
    let value = ''
    const { container } = render(<PhoneInput value='' onChange={v => { value = v }} />)
    expect(screen.getByText('+86')).toBeTruthy()
    fireEvent.change(container.querySelector('input')!, { target: { value: '138000000012' } })
    expect(value).toBe('13800000001')
  })
})

describe('the SMS fields: one slide buys one send', () => {
  const proof = { token: 't1', csessionid: 'c1', sig: 's1', scene: 'activity_h5' }
  let sendAnswer: { statusCode: number; message: string; data?: unknown }
  let challenges = 0
  beforeEach(() => {
    jest.useFakeTimers()
    challenges = 0
    sendAnswer = { statusCode: 200, message: '发送成功' }
    setRequest(async ({ url }) => {
      const ok = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, message: 'ok', data }, header: {} })
      if (url.endsWith('/slider/init')) return ok({ token: `t${++challenges}`, scene: 'activity_h5' })
      if (url.endsWith('/slider/verify')) return ok(proof)
      const status = sendAnswer.statusCode === 200 ? 200 : 400
      return { statusCode: status, data: { data: null, ...sendAnswer }, header: {} }
    })
  })
  afterEach(() => jest.useRealTimers())

  function Fields() {
    const [phone, setPhone] = useState('13800000001')
    return <SmsFields purpose='login' phone={phone} code='' onPhone={setPhone} onCode={() => undefined} />
  }
  const flush = () => act(async () => { await Promise.resolve() })
  /** the webSendMsg calls' form fields (v1 POSTs are form-encoded) */
  const sends = () => callsOf('request').filter(r => r.url.endsWith('/v1/common/webSendMsg'))
    .map(r => Object.fromEntries(new URLSearchParams(r.data)))
  const button = (c: HTMLElement) => c.querySelector('.sms-fields__button')!
  const note = (c: HTMLElement) => c.querySelector('.slider-verify--passed')?.textContent ?? null

  async function slide(c: HTMLElement) {
    await flush() // the challenge
    const handle = c.querySelector('.slider-verify__handle')!
    fireEvent.touchStart(handle, { touches: [{ clientX: 10 }] })
    for (let i = 1; i <= 10; i++) {
      act(() => { jest.advanceTimersByTime(50) })
      fireEvent.touchMove(handle, { touches: [{ clientX: 10 + i * 30 }] })
    }
    fireEvent.touchEnd(handle, { changedTouches: [{ clientX: 310 }] })
    await flush()
    await flush()
  }

  it('keeps the verified note through the countdown, then brings the slider back for a resend', async () => {
    const { container } = render(<Fields />)
    expect(note(container)).toBeNull()
    await slide(container)
    expect(note(container)).toBe(SLIDER_PASSED)
    fireEvent.click(button(container))
    await flush()
    expect(sends()).toHaveLength(1)
    expect(sends()[0]).toMatchObject({ phone: '13800000001', type: 'login', ...proof })
    expect(callsOf('showToast').map(t => t.title)).toContain(CODE_SENT)
    expect(button(container).textContent).toBe(`重新获取(${RESEND_SECONDS}s)`)
    expect(note(container)).toBe(SLIDER_PASSED)
    for (let i = 0; i < RESEND_SECONDS; i++) act(() => { jest.advanceTimersByTime(1000) })
    await flush()
    expect(button(container).textContent).toBe('获取验证码')
    expect(note(container)).toBeNull()
    expect(challenges).toBe(2)
    // no new slide, no send
    fireEvent.click(button(container))
    await flush()
    expect(sends()).toHaveLength(1)
    expect(callsOf('showToast').map(t => t.title)).toContain('请先完成滑块验证')
  })

  it('keeps the slide after a refusal that is not about it, and sends with it next time', async () => {
    const { container } = render(<Fields />)
    await slide(container)
    sendAnswer = { statusCode: 429, message: '发送太频繁，请60秒后再试' }
    fireEvent.click(button(container))
    await flush()
    expect(callsOf('showToast').map(t => t.title)).toContain('发送太频繁，请60秒后再试')
    expect(note(container)).toBe(SLIDER_PASSED)
    sendAnswer = { statusCode: 200, message: '发送成功' }
    fireEvent.click(button(container))
    await flush()
    expect(sends()).toHaveLength(2)
    expect(sends()[1]).toMatchObject(proof)
  })

  it('brings the slider back when the server spent the slide on its answer (whether a phone is registered)', async () => {
    const { container } = render(<Fields />)
    await slide(container)
    sendAnswer = { statusCode: 400, message: '该手机号已注册，请直接登录', data: { sliderSpent: true } }
    fireEvent.click(button(container))
    await flush()
    await flush()
    expect(callsOf('showToast').map(t => t.title)).toContain('该手机号已注册，请直接登录')
    expect(note(container)).toBeNull()
    expect(container.querySelector('.slider-verify__handle')).not.toBeNull()
  })

  it('brings the slider back when the server does not take the slide', async () => {
    const { container } = render(<Fields />)
    await slide(container)
    sendAnswer = { statusCode: 400, message: '请先完成滑块验证' }
    fireEvent.click(button(container))
    await flush()
    await flush()
    expect(note(container)).toBeNull()
    expect(container.querySelector('.slider-verify__handle')).not.toBeNull()
  })
})
