// Stores: the paged list's paging, end, failure and refresh; the config store's readiness.
import { PagedList } from '../../src/stores/paged-list'
import { ConfigStore } from '../../src/stores/config'
import { RequestError } from '../../src/utils/errors'
import { setRequest } from './support/taro'
import { Resource, keptResource } from '../../src/stores/resource'
import { keep, forgetKept } from '../../src/stores/kept'
import { columnList, subChannelList } from '../../src/stores/lists'
import { PasswordReset } from '../../src/stores/password-reset'

describe('PagedList', () => {
  it('appends pages and ends on an empty page', async () => {
    const pages: Record<number, number[]> = { 1: [1, 2], 2: [3], 3: [] }
    const list = new PagedList<number>(async p => ({ items: pages[p] }))
    expect(list.initialLoading).toBe(true)
    await list.loadMore()
    await list.loadMore()
    expect(list.items).toEqual([1, 2, 3])
    expect(list.finished).toBe(false)
    await list.loadMore()
    expect(list.finished).toBe(true)
    await list.loadMore()
    expect(list.page).toBe(3)
  })

  it('ends when the server says there is no more', async () => {
    const list = new PagedList<number>(async () => ({ items: [1], hasMore: false }))
    await list.loadMore()
    expect(list.finished).toBe(true)
  })

  it('keeps what it has on a failure and retries the same page', async () => {
    let fail = true
    const asked: number[] = []
    const list = new PagedList<number>(async p => {
      asked.push(p)
      if (p === 2 && fail) throw new RequestError('网络连接失败，请稍后重试', 0)
      return { items: [p] }
    })
    await list.loadMore()
    await list.loadMore()
    expect(list.error).toBe('网络连接失败，请稍后重试')
    expect(list.items).toEqual([1])
    fail = false
    await list.retry()
    expect(list.error).toBe('')
    expect(list.items).toEqual([1, 2])
    expect(asked).toEqual([1, 2, 2])
  })

  it('refresh starts over from page 1', async () => {
    let round = 0
    const list = new PagedList<string>(async p => ({ items: [`r${round}-p${p}`] }))
    await list.loadMore()
    await list.loadMore()
    round = 1
    await list.refresh()
    expect(list.items).toEqual(['r1-p1'])
    expect(list.page).toBe(1)
  })
})

describe('ConfigStore', () => {
  const reply = (byPath: Record<string, unknown>) => setRequest(async ({ url }: { url: string }) => {
    const path = url.split('?')[0]
    if (!(path in byPath)) return { statusCode: 404, data: { statusCode: 404, message: '接口不存在', data: null }, header: {} }
    return { statusCode: 200, data: { statusCode: 200, message: 'success', data: byPath[path] }, header: {} }
  })
  const channel = { channelid: 1, channelname: '推荐', channelimg: '', linenum: 5, showline: 2, path: '', kind: 'news', sub: [] }

  it('is ready only with the global config and a non-empty channel list', async () => {
    reply({ '/config/inits.json': { siteName: '上游新闻' }, '/kratos/v1/channel/list': [channel], '/kratos/v1/init': { greyMode: false } })
    const store = new ConfigStore()
    expect(store.ready).toBe(false)
    await store.load()
    expect(store.ready).toBe(true)
    expect(store.channelByKey('1')?.channelname).toBe('推荐')
  })

  it('is not ready with no channels, and says so', async () => {
    reply({ '/config/inits.json': { siteName: '上游新闻' }, '/kratos/v1/channel/list': [], '/kratos/v1/init': {} })
    const store = new ConfigStore()
    await store.load()
    expect(store.ready).toBe(false)
    expect(store.status).toBe('error')
    expect(store.error).toBe('暂无频道数据')
  })

  it('can be retried after a failure', async () => {
    reply({})
    const store = new ConfigStore()
    await store.load()
    expect(store.status).toBe('error')
    reply({ '/config/inits.json': { siteName: '上游新闻' }, '/kratos/v1/channel/list': [channel], '/kratos/v1/init': {} })
    await store.load()
    expect(store.ready).toBe(true)
  })
})

describe('Resource', () => {
  it('fetches once while fresh, shares one request, and asks again when older than its age limit', async () => {
    let calls = 0
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000)
    const r = new Resource(async () => ++calls, { maxAgeMs: 100 })
    expect(r.initialLoading).toBe(true)
    await Promise.all([r.load(), r.load()])
    expect(r.data).toBe(1)
    await r.load()
    expect(calls).toBe(1)
    now.mockReturnValue(1_101)
    const again = r.load()
    expect(r.data).toBe(1) // shown while the fresh one comes
    await again
    expect(r.data).toBe(2)
    now.mockRestore()
  })

  it('keeps what it had on a failure, says why in the reader’s words, and reloads', async () => {
    let fail = false
    const r = new Resource(async () => {
      if (fail) throw new RequestError('网络连接失败，请稍后重试', 0)
      return 'first'
    })
    await r.load()
    fail = true
    await r.reload()
    expect(r.data).toBe('first')
    expect(r.error).toBe('网络连接失败，请稍后重试')
    fail = false
    await r.reload()
    expect(r.error).toBe('')
  })

  it('starts from the data at hand without a request', async () => {
    const fetcher = jest.fn(async () => 'fetched')
    const r = new Resource(fetcher, { initial: () => 'booted' })
    await r.load()
    expect(r.data).toBe('booted')
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('shows only the newest answer when a reload overtakes a slower one', async () => {
    const answers: ((v: string) => void)[] = []
    const r = new Resource(() => new Promise<string>(resolve => answers.push(resolve)))
    const first = r.load()
    const second = r.reload()
    answers[1]('new')
    await second
    answers[0]('old')
    await first
    expect(r.data).toBe('new')
    expect(r.loading).toBe(false)
  })
})

describe('what the session keeps by name', () => {
  afterEach(() => forgetKept())

  it('gives every screen the same instance for the same key', () => {
    expect(keep('x', () => ({}))).toBe(keep('x', () => ({})))
    expect(columnList(12)).toBe(columnList(12))
    expect(columnList(12)).not.toBe(columnList(13))
    expect(keptResource('a', async () => 1)).toBe(keptResource('a', async () => 2))
  })

  it('lets a sub-channel name only the list calls it knows, and keys its list by the call', () => {
    expect(subChannelList('https://evil.example/x', 5)).toBe(subChannelList(undefined, 5))
    expect(subChannelList('/v1/live/getList', 5)).not.toBe(subChannelList(undefined, 5))
  })
})

describe('PasswordReset', () => {
  it('carries the ticket from the checked code to the new password, once', async () => {
    const seen: Record<string, unknown>[] = []
    setRequest(async ({ url, data }: { url: string; data: Record<string, unknown> }) => {
      seen.push({ path: url.split('?')[0].replace(/^.*\/\/[^/]+/, ''), ...(typeof data === 'string' ? Object.fromEntries(new URLSearchParams(data)) : data) })
      const body = url.includes('valisendMsg') ? { ticket: 't-1' } : null
      return { statusCode: 200, data: { statusCode: 200, message: 'ok', data: body }, header: {} }
    })
    const reset = new PasswordReset()
    expect(reset.verified).toBe(false)
    await reset.check('13800000001', '123456')
    expect(reset.verified).toBe(true)
    await reset.reset('Newpass123')
    expect(reset.verified).toBe(false)
    expect(seen[1]).toEqual(expect.objectContaining({ phone: '13800000001', ticket: 't-1', password: 'Newpass123' }))
  })
})
