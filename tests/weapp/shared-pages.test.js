// The pages a share card opens, cold, in the compiled mini-program (issue 30): each asks for the answers
// its route declares first (common/routes.ts `first`) as it loads, before its first setData, and each
// once (its stores are handed them: src/services/early.ts), then shows what it was opened for.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')

weappSuite({ loginIdentity: 'no-such-wechat-user' })

const SHARED = [
  ['packages/bangbang/pages/politics-detail/index', { id: '1' }, ['/v1/bangbang/wenzheng/getDetail', '/api/bv/comment/list', '/v1/bangbang/news/getRelativeLists'], 'politics-detail__title'],
  ['packages/bangbang/pages/qa-detail/index', { id: '1' }, ['/v1/bangbang/wenda/getAnswerDetail', '/api/bv/comment/list'], 'answer-card__text'],
  // (a question with its answers: its one reading is the early answer the page takes)
  ['packages/bangbang/pages/qa-list/index', { id: '1' }, ['/v1/bangbang/wenda/getAnswerListById'], 'qa-list__title'],
  ['packages/bangbang/pages/community/index', {}, ['/v1/bangbang/groupownet/home'], 'community__section-title'],
  ['packages/bangbang/pages/community-detail/index', { id: '1' }, ['/api/bangbang/post/detail', '/api/bv/comment/list'], 'post-card__text'],
  ['packages/bangbang/pages/discover-detail/index', { classId: '20', newsId: '1' }, ['/v1/quan/getDetail'], 'discover-card__name'],
  ['packages/points/pages/goods/index', { id: '1' }, ['/v1/shop/goods/detail'], 'goods__title'],
  ['packages/composition/pages/detail/index', { id: '6' }, ['/v1/composition/detail'], 'composition-detail__title'],
  ['packages/news/pages/video/index', { classId: '101', newsId: '10018' }, ['/v1/news/getDetails', '/v1/ad/getList', '/v1/comment/getList', '/v1/news/getRelationNews'], 'video-detail__title'],
  ['packages/news/pages/share-video/index', { classId: '101', newsId: '10018' }, ['/v1/news/getDetails', '/v1/news/getRelationNews'], 'video-detail__title'],
  // one 上游号 (the account and its column's first page), and a menu entry's sub-channel through the legacy controller
  ['packages/channel/pages/provider/index', { classId: '1301' }, ['/api/SYAccount/getInfo', '/kratos/v1/column/list'], 'provider-head__name'],
  ['packages/channel/pages/subchannel/index', { classId: '276', className: encodeURIComponent('财经'), customApiUrl: encodeURIComponent('/api/controller.php?enews=getColumnNewsList&columnId=701') }, ['/api/controller.php'], 'news-card__time'],
]

it.each(SHARED)('%s asks for its first answers before its first setData, each once', async (route, query, declared, shown) => {
  const requestsBefore = host.requestLog.length
  const setDataBefore = host.setDataLog.length
  const bornFrom = host.orderNow()
  const page = host.relaunchPage(route, query)
  await host.waitFor(() => expect(host.findAll(page, shown).length).toBeGreaterThan(0), { timeout: 20000 })
  await host.settled()
  const requests = host.requestLog.slice(requestsBefore)
  // the new page's first: a page closed by the relaunch may still commit a late update of its own
  const firstSetData = host.setDataLog.slice(setDataBefore).find(s => s.born >= bornFrom)
  const pathOf = url => new URL(url, 'http://x').pathname
  for (const path of declared) {
    const mine = requests.filter(r => pathOf(r.url) === path)
    expect({ path, times: mine.length }).toEqual({ path, times: 1 })
    expect({ path, beforeFirstSetData: mine[0].order < firstSetData.order }).toEqual({ path, beforeFirstSetData: true })
  }
})
