// A page's first answers asked for as it loads (stores/first-answers.ts, services/early.ts): each store is
// handed the answer asked for early, once, for the reader who asked it; nothing is asked twice.
import { getData } from '../../src/services/request'
import { askFirstAnswers } from '../../src/stores/first-answers'
import { EARLY_TTL_MS } from '../../src/services/early'
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
  askFirstAnswers('SearchPage', {})
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
