// A page built for visitors counted the reading its first answer is (a question with its answers, a 问政
// question, a composition, a story, a 社区 post, a 发现 post): a visitor takes that answer; a signed-in reader asks again for their own, and that request
// says it is not another reading (services/boot.ts countedWithPage), once.
import { BOOT_ELEMENT_ID, bootKey } from '../../types/api/boot'
import { fetchQuestionPage } from '../../src/services/qa'
import { fetchPoliticsDetail } from '../../src/services/politics'
import { fetchComposition } from '../../src/services/composition'
import { fetchNewsDetail, fetchNewsDetailFromCms } from '../../src/services/news'
import { fetchPost } from '../../src/services/community'
import { fetchDiscoverPost } from '../../src/services/discover'
import { setHosts } from '../../src/hosts'
import { tokenStore } from '../../src/services/token'
import { callsOf, resetTaro, setRequest } from './support/taro'

const answer = (data: unknown) => ({ statusCode: 200, message: 'ok', data })
// the page as the server built it: a visitor's answers, none shared with a signed-in reader
const block = document.createElement('script')
block.type = 'application/json'
block.id = BOOT_ELEMENT_ID
block.textContent = JSON.stringify({
  responses: {
    [bootKey('/v1/bangbang/wenda/getAnswerListById', { id: 7, page: 1 })]: answer({ from: 'page' }),
    [bootKey('/v1/bangbang/wenda/getAnswerListById', { id: 8, page: 1 })]: answer({ from: 'page' }),
    [bootKey('/v1/bangbang/wenzheng/getDetail', { id: 3 })]: answer({ from: 'page' }),
    [bootKey('/v1/composition/detail', { id: 6 })]: answer({ from: 'page' }),
    [bootKey('/v1/news/getDetails', { classId: 101, newsId: 5 })]: answer({ from: 'page' }),
    [bootKey('/v1/news/getDetails', { classId: 101, newsId: 15 })]: answer({ from: 'page' }),
    [bootKey('/api/controller.php', { enews: 'getNewsDetail', classId: 101, newsId: 5 })]: answer({ from: 'page' }),
    [bootKey('/api/bangbang/post/detail', { id: 4 })]: answer({ from: 'page' }),
    [bootKey('/v1/quan/getDetail', { classId: 20, newsId: 8 })]: answer({ from: 'page' }),
  },
  shared: [],
})
document.head.appendChild(block)

beforeEach(() => {
  resetTaro()
  setHosts({ api: '', newsApi: '', memberApi: '', mainApi: '' })
  tokenStore.clear()
  setRequest(async () => ({ statusCode: 200, header: {}, data: answer({ from: 'server' }) }))
})
const asked = () => callsOf('request').map((r: { url: string }) => r.url)

it('a visitor takes the answer the page came with: nothing asked, the one reading the page counted', async () => {
  expect(await fetchQuestionPage(8, 1)).toEqual({ from: 'page' })
  expect(await fetchNewsDetail(101, 15)).toEqual({ from: 'page' })
  expect(asked()).toEqual([])
})

it("a signed-in reader's own request for it is not another reading, once; a page the page did not carry is", async () => {
  tokenStore.set('a-reader')
  expect(await fetchQuestionPage(7, 1)).toEqual({ from: 'server' })
  expect(await fetchPoliticsDetail(3)).toEqual({ from: 'server' })
  expect(await fetchComposition(6)).toEqual({ from: 'server' })
  expect(await fetchNewsDetail(101, 5)).toEqual({ from: 'server' })
  expect(await fetchNewsDetailFromCms(101, 5)).toEqual({ from: 'server' })
  expect(await fetchPost(4)).toEqual({ from: 'server' })
  expect(await fetchDiscoverPost(8)).toEqual({ from: 'server' })
  // (opened again in the same visit: a reading again)
  await fetchQuestionPage(7, 1)
  await fetchQuestionPage(9, 1)
  expect(asked()).toEqual([
    expect.stringMatching(/getAnswerListById\?id=7&page=1&reload=true$/),
    expect.stringMatching(/getDetail\?id=3&reload=true$/),
    expect.stringMatching(/composition\/detail\?id=6&reload=true$/),
    expect.stringMatching(/getDetails\?classId=101&newsId=5&reload=true$/),
    expect.stringMatching(/controller\.php\?enews=getNewsDetail&classId=101&newsId=5&reload=true$/),
    expect.stringMatching(/post\/detail\?id=4&reload=true$/),
    expect.stringMatching(/quan\/getDetail\?classId=20&newsId=8&reload=true$/),
    expect.stringMatching(/getAnswerListById\?id=7&page=1$/),
    expect.stringMatching(/getAnswerListById\?id=9&page=1$/),
  ])
})
