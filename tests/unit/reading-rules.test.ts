// Rules of the reading side: ad rotation, the sub-menu's paging, targets of banners, items and menu
// entries, the local picker's search, the list window, sub-channel calls.
import { nextAd } from '../../src/stores/ad-rotation'
import { menuPages } from '../../src/components/ChannelMenu'
import { bannerTarget, itemTarget, menuTarget } from '../../src/utils/open-item'
import { filterPlaces } from '../../src/components/LocalPicker'
import { chunksToRender } from '../../src/components/ChunkedList/window'
import { subchannelApi } from '../../common/subchannel'
import type { AreaColumn, ChannelSub } from '../../types/api/channel'

describe('ad rotation', () => {
  it('advances per channel at each view and wraps to 0 after the last ad', () => {
    const ads = ['a', 'b', 'c']
    expect([1, 2, 3, 4, 5].map(() => nextAd(101, ads))).toEqual(['a', 'b', 'c', 'a', 'b'])
    expect(nextAd(102, ads)).toBe('a')
    expect(nextAd(101, ads)).toBe('c')
    expect(nextAd(103, [])).toBeUndefined()
  })

  it('starts over when the channel has fewer ads than the stored index', () => {
    const many = ['a', 'b', 'c', 'd']
    nextAd(7, many)
    nextAd(7, many)
    nextAd(7, many)
    expect(nextAd(7, ['x', 'y'])).toBe('x')
  })
})

describe('sub-menu pages', () => {
  it('holds linenum × showline entries a page (4 a row by default)', () => {
    const items = Array.from({ length: 11 }, (_, i) => i)
    expect(menuPages(items, 5, 2).map(p => p.length)).toEqual([10, 1])
    expect(menuPages(items, 4, 1).map(p => p.length)).toEqual([4, 4, 3])
  })
})

describe('targets', () => {
  const item = (dataType: number, over = {}) => ({ id: 9, classId: 101, dataType: dataType as 3, targetUrl: '', showType: 0, isVideo: 0 as 0 | 1, ...over })

  it.each([
    [1, 'LiveDetail'], [2, 'PictureDetail'], [8, 'VideoDetail'],
  ])('a banner of dataType %i opens %s with classId and newsId', (type, name) => {
    expect(bannerTarget(item(type))).toEqual({ kind: 'route', name, params: { classId: 101, newsId: 9 } })
  })

  it('a dataType 3 banner opens video detail when showType is set, news detail otherwise', () => {
    expect(bannerTarget(item(3, { showType: 2 }))).toEqual({ kind: 'route', name: 'VideoDetail', params: { classId: 101, newsId: 9 } })
    expect(bannerTarget(item(3, { showType: 0 }))).toEqual({ kind: 'route', name: 'NewsDetail', params: { classId: 101, newsId: 9 } })
  })

  it('a special banner carries only the classId; an outside banner its targetUrl', () => {
    expect(bannerTarget(item(5, { classId: 502 }))).toEqual({ kind: 'route', name: 'SpecialPage', params: { classId: 502 } })
    expect(bannerTarget(item(7, { targetUrl: 'https://example.org/x' }))).toEqual({ kind: 'external', url: 'https://example.org/x' })
  })

  it('an outside link to the site itself opens in the app', () => {
    expect(itemTarget(item(7, { targetUrl: 'http://127.0.0.1:8080/shangyou_news/home/8' }))).toEqual({ kind: 'route', name: 'home', params: { classId: '8' } })
  })

  it('a list item that is a video opens video detail', () => {
    expect(itemTarget(item(3, { isVideo: 1 }))).toEqual({ kind: 'route', name: 'VideoDetail', params: { classId: 101, newsId: 9 } })
  })

  const sub = (over: Partial<ChannelSub>): ChannelSub => ({ columnid: 701, columnname: '财经', columnimg: '', classname: '', showtype: 0, columnpath: '', apiurl: '', areacode: '', ...over })

  it('menu entries: showtype 1 is the outside link in columnpath; in-app paths open in the app; else the column page', () => {
    expect(menuTarget(sub({ showtype: 1, columnpath: 'https://example.org' }))).toEqual({ kind: 'external', url: 'https://example.org' })
    expect(menuTarget(sub({ columnpath: '/readNewspaper' }))).toEqual({ kind: 'route', name: 'readNewspaper', params: {} })
    expect(menuTarget(sub({ columnpath: '/columns?columnId=701' }))).toEqual({ kind: 'route', name: 'columns', params: { columnId: '701' } })
    expect(menuTarget(sub({}))).toEqual({ kind: 'route', name: 'columns', params: { columnId: 701, mainColumnTitle: '财经' } })
    // a list call in apiurl: the sub-channel page, with it as customApiUrl
    const api = '/api/controller.php?enews=getColumnNewsList&columnId=701'
    expect(menuTarget(sub({ columnid: 276, apiurl: api }))).toEqual({ kind: 'route', name: 'subchannel', params: { classId: 276, className: '财经', customApiUrl: api } })
  })
})

describe('local picker search', () => {
  const p = (name: string, children: string[] = []): AreaColumn => ({
    columnid: name.length, columnname: name, father: 0, areacode: '', classid: 0, classname: '', classimg: '', expertpic: '', showtype: 0, columnpath: '', kind: '',
    areasub: children.map(c => p(c)),
  })
  const groups = [p('重庆', ['渝中区', '沙坪坝区']), p('四川', ['成都', '绵阳'])]

  it('keeps the places whose name contains the query, in their groups', () => {
    expect(filterPlaces(groups, '沙坪').map(g => [g.columnname, g.areasub.map(c => c.columnname)])).toEqual([['重庆', ['沙坪坝区']]])
    expect(filterPlaces(groups, '  ')).toBe(groups)
    expect(filterPlaces(groups, '火星')).toEqual([])
  })
})

describe('list window', () => {
  it('renders chunks near the viewport and any not measured yet', () => {
    const heights = [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, undefined]
    const shown = chunksToRender({ heights, listTop: 100, scrollTop: 5000, viewportHeight: 800 })
    // window: 5000 - 1600 … 5000 + 3200 → chunks starting at 3100 … 8100
    expect([...shown].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 10])
  })
})

describe('sub-channel list calls', () => {
  it('takes customApiUrl only from the list calls it knows', () => {
    const column = { path: '/kratos/v1/column/list', query: {} }
    expect(subchannelApi('/v1/live/getList')).toEqual({ path: '/v1/live/getList', query: {} })
    expect(subchannelApi(encodeURIComponent('/v1/vr/getList?x=1'))).toEqual({ path: '/v1/vr/getList', query: {} })
    expect(subchannelApi('https://evil.example/steal')).toEqual(column)
    expect(subchannelApi(undefined)).toEqual(column)
    // the legacy controller's column and topic lists (reading-side spec §7), and no other enews
    expect(subchannelApi(encodeURIComponent('/api/controller.php?enews=getColumnNewsList&columnId=701'))).toEqual({ path: '/api/controller.php', query: { enews: 'getColumnNewsList', columnId: 701 } })
    expect(subchannelApi('/api/controller.php?enews=getTopicNewsList')).toEqual({ path: '/api/controller.php', query: { enews: 'getTopicNewsList' } })
    expect(subchannelApi('/api/controller.php?enews=getSdkInfo')).toEqual(column)
  })
})
