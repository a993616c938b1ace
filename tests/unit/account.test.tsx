// The account rules on the client: the one login guard, logout, the 我的 panel's timing, the code boxes.
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { requireLogin, LOGIN_PROMPT_FIRST } from '../../src/utils/login-guard'
import { sessionStore } from '../../src/stores/session'
import { tokenStore } from '../../src/services/token'
import MinePanel from '../../src/components/MinePanel'
import CodeInput from '../../src/packages/account/components/CodeInput'
import PhoneInput from '../../src/packages/account/components/PhoneInput'
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
