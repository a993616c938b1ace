// A page's first answers asked for as it loads (stores/first-answers.ts, services/early.ts): each store is
// handed the answer asked for early, once, for the reader who asked it; nothing is asked twice.
import { getData } from '../../src/services/request'
import { askFirstAnswers } from '../../src/stores/first-answers'
import { EARLY_TTL_MS } from '../../src/services/early'
import { prefetch } from '../../src/platform/prefetch.weapp'
import { boot as weappBoot } from '../../src/platform/boot.weapp'
import Taro from '@tarojs/taro'
import { setHosts } from '../../src/hosts'
import { tokenStore } from '../../src/services/token'
import { callsOf, resetTaro, setRequest } from './support/taro'

let answered = 0
beforeEach(() => {
  resetTaro()
  setHosts({ api: '', newsApi: '', memberApi: '', mainApi: '' })
  tokenStore.clear()
  answered = 0
  setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: { url: opts.url, n: ++answered } } }))
})
const asked = () => callsOf('request').map((r: { url: string }) => r.url)

it('asks for the route\'s first answers at once, and hands each to the store that asks, once', async () => {
  askFirstAnswers('QADetail', { id: '7' })
  expect(asked()).toEqual(['/v1/bangbang/wenda/getAnswerDetail?id=7', '/api/bv/comment/list?from=bang&classid=2&id=7&page=1'].map(u => expect.stringContaining(u.split('?')[0])))
  const detail = await getData<{ n: number }>('/v1/bangbang/wenda/getAnswerDetail', { id: 7 })
  expect(detail.n).toBe(1)
  expect(asked()).toHaveLength(2)
  // a second ask (a refresh) goes to the server
  await getData('/v1/bangbang/wenda/getAnswerDetail', { id: 7 })
  expect(asked()).toHaveLength(3)
})

it('asks nothing twice while an answer is on its way, and nothing for an address without its id', () => {
  askFirstAnswers('politicsDetail', { id: '3' })
  askFirstAnswers('politicsDetail', { id: '3' })
  expect(asked()).toHaveLength(3)
  askFirstAnswers('politicsDetail', { id: 'abc' })
  askFirstAnswers('compositionPractice', {})
  expect(asked()).toHaveLength(3)
})

it('hands an answer only to the reader who asked it, and none older than its time', async () => {
  askFirstAnswers('ShopGoods', { id: '5' })
  tokenStore.set('a-reader')
  await getData('/v1/shop/goods/detail', { id: 5 })
  // the signed-in reader asked again: the visitor's answer was not theirs
  expect(asked()).toHaveLength(2)
  tokenStore.clear()

  jest.useFakeTimers({ now: Date.now() })
  try {
    askFirstAnswers('ShopGoods', { id: '6' })
    jest.setSystemTime(Date.now() + EARLY_TTL_MS + 1)
    void getData('/v1/shop/goods/detail', { id: 6 })
    expect(asked().filter(u => u.includes('id=6'))).toHaveLength(2)
  } finally {
    jest.useRealTimers()
  }
})

describe("what WeChat fetched ahead of a cold start (数据预拉取: platform/boot.weapp.ts)", () => {
  const GOODS = 'packages/points/pages/goods/index'
  const fetched = (over: Record<string, unknown> = {}) => ({
    fetchedData: JSON.stringify({ statusCode: 200, message: 'success', data: { responses: { '/v1/shop/goods/detail?id=1': { statusCode: 200, message: 'success', data: { title: '预拉取的商品' } } }, shared: [] } }),
    timeStamp: Date.now(), path: GOODS, query: 'id=1', ...over,
  })
  afterEach(() => { delete (Taro as unknown as Record<string, unknown>).getBackgroundFetchData })

  it('is read from WeChat, and a visitor\'s early ask is answered from it without a request', async () => {
    ;(Taro as unknown as Record<string, unknown>).getBackgroundFetchData = async () => fetched()
    const got = await weappBoot.prefetched()
    expect(got?.path).toBe(GOODS)
    prefetch.wait(Promise.resolve(got!.data))
    askFirstAnswers('ShopGoods', { id: '1' })
    const goods = await getData<{ title: string }>('/v1/shop/goods/detail', { id: 1 })
    expect(goods.title).toBe('预拉取的商品')
    expect(asked()).toEqual([])
    prefetch.wait(Promise.resolve(null))
  })

  it('is nothing when WeChat has none, or kept something that is not the server\'s success', async () => {
    ;(Taro as unknown as Record<string, unknown>).getBackgroundFetchData = async () => { throw new Error('getBackgroundFetchData:fail') }
    expect(await weappBoot.prefetched()).toBeNull()
    ;(Taro as unknown as Record<string, unknown>).getBackgroundFetchData = async () => fetched({ fetchedData: '' })
    expect(await weappBoot.prefetched()).toBeNull()
    ;(Taro as unknown as Record<string, unknown>).getBackgroundFetchData = async () => fetched({ fetchedData: JSON.stringify({ statusCode: 403, message: '不是本小程序的预拉取请求', data: null }) })
    expect(await weappBoot.prefetched()).toBeNull()
  })

  it('an answer it does not hold is asked of the server', async () => {
    prefetch.wait(Promise.resolve({ responses: {}, shared: [] }))
    askFirstAnswers('ShopGoods', { id: '2' })
    const goods = await getData<{ url: string }>('/v1/shop/goods/detail', { id: 2 })
    expect(goods.url).toContain('/v1/shop/goods/detail?id=2')
    prefetch.wait(Promise.resolve(null))
  })
})

it('hands out nothing asked before a write: the store asks afresh', async () => {
  askFirstAnswers('communityIndex', {})
  const { post } = await import('../../src/services/request')
  await post('/v1/bangbang/groupownet/join', { id: 1 }).catch(() => undefined)
  await getData('/v1/bangbang/groupownet/home', { page: 1 })
  expect(asked().filter(u => u.includes('/groupownet/home'))).toHaveLength(2)
})
