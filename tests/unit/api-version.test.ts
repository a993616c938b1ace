// The story lists are asked for in the API's second version (Accept: application/vnd.shangyou.v2+json):
// the answer says where the list ends, so the last page is not followed by a request for an empty one.
import { columnList, searchList } from '../../src/stores/lists'
import { callsOf, setRequest } from './support/taro'

const story = (id: number) => ({ id, classId: 701, title: `稿件${id}`, imageUrl: [], dataType: 3, showType: 0 })
const answer = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, message: 'success', data }, header: {} })

it('asks with Accept v2 and stops where the server says the list ends', async () => {
  const at = callsOf('request').length
  setRequest(async (opts: { url: string }) => {
    const page = Number(new URL(opts.url, 'http://x').searchParams.get('page'))
    return answer({ list: page === 1 ? [story(1), story(2)] : [story(3)], hasMore: page === 1, page })
  })
  const list = columnList(70101)
  await list.loadMore()
  await list.loadMore()
  expect(list.finished).toBe(true)
  await list.loadMore()
  const sent = callsOf('request').slice(at)
  expect(sent.map(r => new URL(String(r.url), 'http://x').searchParams.get('page'))).toEqual(['1', '2'])
  expect(sent.every(r => r.header.Accept === 'application/vnd.shangyou.v2+json')).toBe(true)
  expect(list.items.map(s => s.id)).toEqual([1, 2, 3])
})

it('an older server’s array still pages (an empty page ends it)', async () => {
  setRequest(async (opts: { url: string }) => answer(new URL(opts.url, 'http://x').searchParams.get('page') === '1' ? [story(9)] : []))
  const list = searchList('重庆-旧')
  await list.loadMore()
  expect([list.finished, list.items.length]).toEqual([false, 1])
  await list.loadMore()
  expect(list.finished).toBe(true)
})
