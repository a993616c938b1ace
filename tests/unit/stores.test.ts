// Stores: the paged list's paging, end, failure and refresh; the config store's readiness.
import { PagedList } from '../../src/stores/paged-list'
import { ConfigStore } from '../../src/stores/config'
import { RequestError } from '../../src/services/request'
import { setRequest } from './support/taro'

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
