// One test per request-client rule (spec §7).
import { request, getData, post } from '../../src/services/request'
import { RequestError, ApiError } from '../../src/utils/errors'
import { setHosts } from '../../src/hosts'
import { forgetLoginRedirect, setLoginHandler } from '../../src/services/login-flow'
import { tokenStore } from '../../src/services/token'
import Taro from '@tarojs/taro'
import { callsOf, setRequest } from './support/taro'
import * as ERRORS from '../../types/errors'

const ok = (data: unknown = null, header: Record<string, string> = {}) =>
  Promise.resolve({ statusCode: 200, data: { statusCode: 200, message: 'success', data }, header })

function lastRequest() {
  const all = callsOf('request')
  return all[all.length - 1]
}

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

const PLAIN_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

beforeEach(() => {
  setUserAgent(PLAIN_UA)
  setHosts({ api: '', newsApi: '', memberApi: '', mainApi: '' })
  setRequest(() => ok())
})

describe('hosts by path prefix', () => {
  it('default to the project server (same origin) for every prefix', async () => {
    await request({ path: '/kratos/v1/init' })
    expect(lastRequest().url).toBe('/kratos/v1/init')
  })

  it.each([
    ['/v1/news/getDetails', 'https://api.test'],
    ['/v2/news/list', 'https://api.test'],
    ['/kratos/v1/channel/list', 'https://news.test'],
    ['/member/v1/user/tokenByCode', 'https://member.test'],
    ['/api/controller.php', 'https://main.test'],
    ['/config/inits.json', 'https://main.test'],
  ])('send %s to %s', async (path, host) => {
    setHosts({ api: 'https://api.test', newsApi: 'https://news.test', memberApi: 'https://member.test', mainApi: 'https://main.test' })
    await request({ path })
    expect(lastRequest().url).toBe(host + path)
  })
})

it('times out after 10 s', async () => {
  await request({ path: '/kratos/v1/init' })
  expect(lastRequest().timeout).toBe(10_000)
})

describe('Bearer token', () => {
  it('goes in the Authorization header when stored', async () => {
    tokenStore.set('abc123')
    await request({ path: '/v1/user/baseInfo' })
    expect(lastRequest().header.Authorization).toBe('Bearer abc123')
  })

  it('is absent without a token', async () => {
    await request({ path: '/v1/user/baseInfo' })
    expect(lastRequest().header.Authorization).toBeUndefined()
  })
})

describe('native-app headers', () => {
  it('add udid and appkey inside the native app', async () => {
    setUserAgent(`${PLAIN_UA} ShangyouNews/6.2.0 udid/DEV-42`)
    await request({ path: '/kratos/v1/init' })
    expect(lastRequest().header).toEqual(expect.objectContaining({ udid: 'DEV-42', appkey: 'shangyou-h5' }))
  })

  it('are not sent in a browser', async () => {
    await request({ path: '/kratos/v1/init' })
    expect(lastRequest().header.udid).toBeUndefined()
    expect(lastRequest().header.appkey).toBeUndefined()
  })
})

it.each(['v2', 'v3'] as const)('selects api version %s with the Accept header', async version => {
  await request({ path: '/kratos/v1/channel/home', version })
  expect(lastRequest().header.Accept).toBe(`application/vnd.shangyou.${version}+json`)
})

describe('POST encoding', () => {
  it('form-encodes v1 POSTs', async () => {
    await post('/v1/like/do', { classId: 101, newsId: 5, type: 1 })
    const r = lastRequest()
    expect(r.method).toBe('POST')
    expect(r.header['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(r.data).toBe('classId=101&newsId=5&type=1')
  })

  it('form-encodes a v1 path written without its leading slash', async () => {
    await post('v1/comment/deleteComment', { plId: 7 })
    expect(lastRequest().url).toBe('/v1/comment/deleteComment')
    expect(lastRequest().data).toBe('plId=7')
  })

  it('sends /v1/tracking/push as JSON', async () => {
    await post('/v1/tracking/push', { event: 'view', id: 3 })
    expect(lastRequest().header['Content-Type']).toBe('application/json')
    expect(lastRequest().data).toEqual({ event: 'view', id: 3 })
  })

  it('sends non-v1 POSTs as JSON', async () => {
    await post('/api/comment/doReport', { commentId: 1 })
    expect(lastRequest().header['Content-Type']).toBe('application/json')
  })
})

it('sends GET payloads as a query string', async () => {
  await getData('/kratos/v1/column/list', { columnId: 101, page: 2, empty: undefined })
  expect(lastRequest().method).toBe('GET')
  expect(lastRequest().url).toBe('/kratos/v1/column/list?columnId=101&page=2')
  expect(lastRequest().data).toBeUndefined()
})

it('replaces the stored token from an authorization response header', async () => {
  tokenStore.set('old')
  setRequest(() => ok(null, { Authorization: 'Bearer renewed-token' }))
  await request({ path: '/v1/user/baseInfo' })
  expect(tokenStore.get()).toBe('renewed-token')
  expect(Taro.getStorageSync('token')).toBe('renewed-token')
})

describe('body statusCode 301/302', () => {
  afterEach(() => jest.useRealTimers())

  it.each([301, 302])('%i shows the login message, then goes to login after 1.5 s', async code => {
    jest.useFakeTimers()
    const goLogin = jest.fn()
    setLoginHandler(goLogin)
    setRequest(() => Promise.resolve({ statusCode: 200, data: { statusCode: code, message: 'x', data: null }, header: {} }))
    const res = await request({ path: '/v1/user/baseInfo' })
    expect(res.statusCode).toBe(code)
    expect(callsOf('showToast').map(t => t.title)).toEqual([ERRORS.notLoggedIn])
    jest.advanceTimersByTime(1499)
    expect(goLogin).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(goLogin).toHaveBeenCalledTimes(1)
  })

  it('leaves alone the 301 of a request sent under a session that has since ended, and a pending redirect once the reader signs in', async () => {
    jest.useFakeTimers()
    const goLogin = jest.fn()
    setLoginHandler(goLogin)
    Taro.setStorageSync('token', 'old-session')
    // the reader signs out while the request goes
    setRequest(() => { Taro.removeStorageSync('token'); return Promise.resolve({ statusCode: 200, data: { statusCode: 301, message: 'x', data: null }, header: {} }) })
    await request({ path: '/v1/user/baseInfo' })
    jest.advanceTimersByTime(2000)
    expect(goLogin).not.toHaveBeenCalled()
    // a visitor's 301 schedules the login; signing in before it fires cancels it
    setRequest(() => Promise.resolve({ statusCode: 200, data: { statusCode: 301, message: 'x', data: null }, header: {} }))
    await request({ path: '/v1/user/baseInfo' })
    forgetLoginRedirect()
    jest.advanceTimersByTime(2000)
    expect(goLogin).not.toHaveBeenCalled()
  })

  it('asks the native app for its login at once, without the message', async () => {
    setUserAgent(`${PLAIN_UA} ShangyouNews/6.2.0 udid/DEV-42`)
    const goLogin = jest.fn()
    setLoginHandler(goLogin)
    setRequest(() => Promise.resolve({ statusCode: 200, data: { statusCode: 301, message: 'x', data: null }, header: {} }))
    await request({ path: '/v1/user/baseInfo' })
    expect(goLogin).toHaveBeenCalledTimes(1)
    expect(callsOf('showToast')).toEqual([])
  })
})

it('shows the server-trouble loading toast for 3 s on HTTP 500 and rejects', async () => {
  setRequest(() => Promise.resolve({ statusCode: 500, data: { statusCode: 500, message: ERRORS.serverTrouble, data: null }, header: {} }))
  await expect(request({ path: '/kratos/v1/init' })).rejects.toBeInstanceOf(RequestError)
  expect(callsOf('showToast')).toEqual([{ title: '服务器开小差了,后台工作人员正在努力解决', icon: 'loading', duration: 3000 }])
})

describe('rejections', () => {
  it('rejects a non-200 response with the server message', async () => {
    setRequest(() => Promise.resolve({ statusCode: 404, data: { statusCode: 404, message: '新闻不存在或已下线', data: null }, header: {} }))
    const err = await request({ path: '/v1/news/getDetails' }).catch(e => e)
    expect(err).toBeInstanceOf(RequestError)
    expect(err.status).toBe(404)
    expect(err.message).toBe('新闻不存在或已下线')
  })

  it.each([undefined, null, ''])('rejects an empty body (%p)', async body => {
    setRequest(() => Promise.resolve({ statusCode: 200, data: body, header: {} }))
    await expect(request({ path: '/kratos/v1/init' })).rejects.toBeInstanceOf(RequestError)
  })

  it('rejects a transport failure with a plain message', async () => {
    setRequest(() => Promise.reject({ errMsg: 'request:fail timeout' }))
    const err = await request({ path: '/kratos/v1/init' }).catch(e => e)
    expect(err).toBeInstanceOf(RequestError)
    expect(err.message).toBe('网络连接失败，请稍后重试')
  })

  it('getData rejects a business failure with ApiError', async () => {
    setRequest(() => Promise.resolve({ statusCode: 200, data: { statusCode: 100, message: '点赞失败！', data: null }, header: {} }))
    const err = (await getData('/v1/x').catch((e: Error) => e)) as Error
    expect(err).toBeInstanceOf(ApiError)
    expect(err.message).toBe('点赞失败！')
  })
})
