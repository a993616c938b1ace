// The jump codes (issue 27; common/jump.ts): every code and channel id of the shared table opens what it
// must, and what names nothing opens nothing. The server's /jump and the mini-program's jump page go
// through the same rows (tests/server/jump.test.ts, tests/weapp/jump.test.js).
import { JUMP_CODES, jumpOf, jumpTarget, type JumpTarget } from '../../common/jump'
import { h5Url, type RouteParams } from '../../common/routes'
import table from '../fixtures/jump-codes.json'

type Row = [Record<string, string>, string, RouteParams]
const rows = table.rows as Row[]

/** as a page opens it: an outside address through RedirectPage, nothing as 页面不存在 */
const opened = (t: JumpTarget | null) => (!t ? { name: 'NotFound', params: {} } : t.kind === 'external' ? { name: 'RedirectPage', params: { url: t.url } } : { name: t.name, params: t.params })

it.each(rows)('%j opens %s %j', (descriptor, name, params) => {
  expect(opened(jumpTarget(descriptor))).toEqual({ name, params })
})

it('the table has every code the spec names: the dataType codes and 31–48, each with a title', () => {
  const codes = Object.keys(JUMP_CODES).map(Number)
  expect(codes).toEqual([1, 2, 3, 5, 7, 8, ...Array.from({ length: 18 }, (_, i) => 31 + i)])
  for (const c of codes) expect(JUMP_CODES[c].title).not.toBe('')
  // every code is in the shared rows, so each layer's table test goes through it
  const tested = new Set(rows.map(([d]) => Number(d.dt ?? d.dataType)))
  for (const c of codes) expect(tested).toContain(c)
})

it('the native app is told a story by its kind and id, a column by code 38, anything else by its address', () => {
  const address = (name: 'NewsDetail' | 'columns' | 'QAIndex', params: RouteParams) => `https://news.example.com/shangyou_news${h5Url(name, params)}`
  expect(jumpOf('NewsDetail', { classId: 101, newsId: 7 }, address('NewsDetail', { classId: 101, newsId: 7 })))
    .toEqual({ dt: 3, classId: '101', id: '7', targetUrl: 'https://news.example.com/shangyou_news/NewsDetail?classId=101&newsId=7' })
  expect(jumpOf('columns', { columnId: 5 }, address('columns', { columnId: 5 }))).toMatchObject({ dt: 38, cid: '5' })
  expect(jumpOf('QAIndex', {}, address('QAIndex', {}))).toEqual({ dt: 7, targetUrl: 'https://news.example.com/shangyou_news/BangBang/QA/index' })
  // and what the native app is told, read back, opens the same page
  const told = jumpOf('NewsDetail', { classId: 101, newsId: 7 }, '')
  expect(jumpTarget(told)).toEqual({ kind: 'route', name: 'NewsDetail', params: { classId: 101, newsId: 7 } })
})
