// Environment detection for the four H5 environments, and the mini-program build's answer.
import { detectEnvironment, udidFromUa } from '../../common/env-detect'
import { env as h5Env } from '../../src/platform/env.h5'
import { env as weappEnv } from '../../src/platform/env.weapp'

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'
const WECHAT = `${IOS} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`
const MP_WEBVIEW = `${ANDROID} MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx1234567890abcdef`
const NATIVE_APP = `${ANDROID} ShangyouNews/6.2.0 udid/5f2c9a1e-77`

describe('detectEnvironment', () => {
  it.each([
    ['a plain iPhone browser', IOS, {}, 'browser'],
    ['a plain Android browser', ANDROID, {}, 'browser'],
    ['the WeChat browser', WECHAT, {}, 'wechat'],
    ['a mini-program web-view (UA)', MP_WEBVIEW, {}, 'mp-webview'],
    ['a mini-program web-view (iOS: only __wxjs_environment)', WECHAT, { wxjsEnvironment: 'miniprogram' }, 'mp-webview'],
    ['the native app (UA token)', NATIVE_APP, {}, 'app'],
    ['the native app (injected bridge)', ANDROID, { hasNativeBridge: true }, 'app'],
  ])('recognises %s', (_what, ua, signals, expected) => {
    expect(detectEnvironment(ua, signals)).toBe(expected)
  })

  it('reads the native app device id from its user agent', () => {
    expect(udidFromUa(NATIVE_APP)).toBe('5f2c9a1e-77')
    expect(udidFromUa(IOS)).toBe('')
  })
})

describe('env adapters', () => {
  afterEach(() => {
    delete (window as Window).__wxjs_environment
  })

  it('h5 reads the page: WeChat, then inside a mini-program web-view', () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: WECHAT, configurable: true })
    expect(h5Env.environment()).toBe('wechat')
    window.__wxjs_environment = 'miniprogram'
    expect(h5Env.environment()).toBe('mp-webview')
  })

  it('weapp is always the mini-program, with no native-app headers', () => {
    expect(weappEnv.environment()).toBe('miniprogram')
    expect(weappEnv.nativeAppHeaders()).toEqual({})
  })
})
