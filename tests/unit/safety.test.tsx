// Safe by default on the client (issue 9): outside links, addresses in page parameters, the list footer
// that loads whenever it is in view, and the spec's tokenByCode fields.
import { act, fireEvent, render } from '@testing-library/react'
import { classifyOutsideLink } from '../../src/utils/outside-link'
import { appPath, decodeParam, numberParam } from '../../src/utils/params'
import { NewsDetailStore } from '../../src/stores/news-detail'
import ListFooter, { LOAD_MORE, NO_DATA, NO_MORE, PREFETCH_PX } from '../../src/components/ListFooter'
import { PagedList } from '../../src/stores/paged-list'
import { tokenByCode } from '../../src/services/account'
import { viewport } from '../../src/platform/viewport'
import { callsOf, setRequest } from './support/taro'
import * as ERRORS from '../../types/errors'

const OWN = ['https://www.cqcb.com', 'https://m.cqcb.com']

describe('outside links', () => {
  it.each([
    ['https://www.cqcb.com/a?b=1', 'trusted'],
    ['https://m.cqcb.com/', 'trusted'],
    ['https://evil.example/', 'leaving'],
    ['http://www.cqcb.com/', 'leaving'], // another origin: the scheme differs
    ['https://www.cqcb.com@evil.example/', 'leaving'],
    ['https://www.cqcb.com.evil.example/', 'leaving'],
    ['javascript:alert(1)', 'invalid'],
    [' JavaScript:alert(1)', 'invalid'],
    ['data:text/html,<script>1</script>', 'invalid'],
    ['//evil.example/', 'invalid'],
    ['/NewsDetail?newsId=1', 'invalid'],
    ['', 'invalid'],
  ])('%s → %s', (url, kind) => {
    expect(classifyOutsideLink(url, OWN).kind).toBe(kind)
  })

  it('shows the real host of a disguised address', () => {
    expect(classifyOutsideLink('https://www.cqcb.com@evil.example/x', OWN)).toEqual({ kind: 'leaving', url: 'https://www.cqcb.com@evil.example/x', host: 'evil.example' })
  })
})

describe('parameters anyone can write', () => {
  it('decode without throwing on a malformed value', () => {
    expect(decodeParam('%E4%B8%8A%E6%B8%B8')).toBe('上游')
    expect(decodeParam('%E4')).toBe('%E4')
    expect(decodeParam(undefined)).toBe('')
  })

  it('a return address is a path of this app, never another site', () => {
    expect(appPath('%2FNewsDetail%3FnewsId%3D1')).toBe('/NewsDetail?newsId=1')
    expect(appPath('/packages/news/pages/detail/index?newsId=1')).toBe('/packages/news/pages/detail/index?newsId=1')
    for (const evil of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) expect(appPath(evil)).toBe('')
  })
  it('a number is a number: never NaN (a NaN id made a new store at each render, each asking the server)', () => {
    expect(numberParam('12')).toBe(12)
    expect(numberParam('-100000')).toBe(-100000)
    for (const bad of ['abc', '1e999', '0x1g', '1.5', undefined]) expect(numberParam(bad)).toBe(0)
  })

  it('a story address without a valid id asks the server nothing and says the story is not there', async () => {
    const store = new NewsDetailStore(1, numberParam('abc'))
    const details = () => callsOf('request').filter((r: { url: string }) => r.url.includes('/v1/news/getDetails')).length
    const before = details()
    await store.ensure()
    expect(store.error).toBe(ERRORS.storyGone)
    expect(details()).toBe(before)
    // a valid id does ask (the check above is not vacuous)
    await new NewsDetailStore(1, numberParam('7')).ensure()
    expect(details()).toBe(before + 1)
  })
})

describe('the list footer', () => {
  let shown: ((inView: boolean) => void) | null = null
  let watched: { selector: string; margin: number } | null = null
  /** where the footer is: a new observer reports it at once when it is on screen, as a real one does */
  let onScreen = false
  beforeEach(() => {
    shown = null
    onScreen = false
    jest.spyOn(viewport, 'watch').mockImplementation((_page, selector, margin, onChange) => {
      watched = { selector, margin }
      let live = true
      shown = inView => { if (live) onChange(inView) }
      if (onScreen) void Promise.resolve().then(() => { if (live) onChange(true) })
      return () => { live = false }
    })
  })
  afterEach(() => jest.restoreAllMocks())

  const pages = (count: number) => {
    const asked: number[] = []
    const list = new PagedList<number>(async page => {
      asked.push(page)
      return { items: page <= count ? [page] : [] }
    })
    return { list, asked }
  }
  const settle = () => act(async () => { for (let i = 0; i < 30; i++) await Promise.resolve() })

  it('is never blank: idle, it offers to load more on a tap', async () => {
    const { list, asked } = pages(3)
    await list.loadMore()
    const { container } = render(<ListFooter list={list} />)
    expect(container.textContent).toBe(LOAD_MORE)
    fireEvent.click(container.querySelector('.list-footer')!)
    await settle()
    expect(asked).toEqual([1, 2])
  })

  it('loads whenever it is in view, and again after each page while it still is, to 没有更多了', async () => {
    const { list, asked } = pages(4)
    await list.loadMore()
    const { container } = render(<ListFooter list={list} />)
    expect(watched).toEqual({ selector: expect.stringMatching(/^#list-footer-\d+$/), margin: PREFETCH_PX })
    expect(asked).toEqual([1])
    onScreen = true
    act(() => shown!(true))
    await settle()
    // pages 2, 3, 4 and the empty page 5 that ends the list, with no other event
    expect(asked).toEqual([1, 2, 3, 4, 5])
    expect(container.textContent).toBe(NO_MORE)
  })

  it('says 暂无数据 for a list that ended with nothing in it, not 没有更多了 under nothing', async () => {
    const { list } = pages(0)
    await list.loadMore()
    const { container } = render(<ListFooter list={list} />)
    expect(container.textContent).toBe(NO_DATA)
  })

  it('stops asking once it leaves the view', async () => {
    const { list, asked } = pages(10)
    await list.loadMore()
    render(<ListFooter list={list} />)
    act(() => shown!(true))
    act(() => shown!(false))
    await settle()
    expect(asked).toEqual([1, 2])
  })

  it('looks again once a page has arrived: in view only while the list was empty, it asks for nothing more', async () => {
    const { list, asked } = pages(10)
    const first = list.loadMore()
    render(<ListFooter list={list} />)
    // 加载中… on screen under an empty list; the first page then pushes it below the screen
    act(() => shown!(true))
    await act(async () => { await first })
    await settle()
    expect(asked).toEqual([1])
  })
})

it('tokenByCode sends the token as well as the code (spec §7), and the round trip’s state and verifier', async () => {
  setRequest(async () => ({ statusCode: 200, data: { statusCode: 422, message: '获取微信code失败', data: null }, header: {} }))
  await tokenByCode('abc', 'f00d', '1.v')
  const call = callsOf('request').find(r => r.url.includes('/member/v1/user/tokenByCode'))!
  expect(Object.fromEntries(new URL(call.url, 'http://x').searchParams)).toEqual({ token: '', code: 'abc', state: 'f00d', verifier: '1.v' })
})
