// The promo-bar and top-bar visibility matrices.
import { promoBarVisible, promoKind, topBarVisible } from '../../common/visibility'
import type { Environment } from '../../src/platform/env'

describe('promo bar', () => {
  // [route allows, environment, app promotion on, visible]
  const matrix: [boolean, Environment, boolean, boolean][] = [
    [true, 'browser', true, true],
    [true, 'browser', false, true],
    [true, 'wechat', true, true],
    [true, 'wechat', false, false],
    [true, 'app', true, false],
    [true, 'mp-webview', true, false],
    [true, 'miniprogram', true, false],
    [false, 'browser', true, false],
    [false, 'wechat', true, false],
    [false, 'app', true, false],
  ]
  it.each(matrix)('route allows %p, in %s, promotion %p → visible %p', (allows, environment, promotion, visible) => {
    expect(promoBarVisible(allows, environment, promotion)).toBe(visible)
  })
})

describe('top bar', () => {
  const base = { environment: 'browser' as Environment, appPromotion: true, isDetail: false, channelsLoaded: true }
  it.each([
    [{}, true],
    [{ environment: 'app' }, false],
    [{ environment: 'miniprogram' }, false],
    [{ environment: 'mp-webview' }, false],
    [{ environment: 'wechat' }, true],
    [{ environment: 'wechat', appPromotion: false }, false],
    [{ isDetail: true, channelsLoaded: false }, false],
    [{ isDetail: true, channelsLoaded: true }, true],
    [{ isDetail: false, channelsLoaded: false }, true],
  ] as [Partial<typeof base>, boolean][])('%p → %p', (over, visible) => {
    expect(topBarVisible({ ...base, ...over })).toBe(visible)
  })
})

describe('the promo bar by the route\'s content type (spec §2: route data types for menus)', () => {
  it.each([
    [0, 'menu'], [3, 'menu'], [4, 'menu'],
    [2, 'dark'], [21, 'dark'],
    [7, 'external'],
    [1, 'plain'], [5, 'plain'], [15, 'plain'], [16, 'plain'], [22, 'plain'],
  ] as const)('%p → %s', (type, kind) => {
    expect(promoKind(type)).toBe(kind)
  })
})
