// 积分 and the points shop in the compiled mini-program (issue 13's walk): log in → 我的's 积分 → 签到 (+5,
// streak) → 积分明细 says why → a story read a while and a comment on it earn → 我的's points, growth and
// level follow (Lv1 → Lv2) → the shop → a goods' detail → a coupon exchanged (one request) → its order
// shows the code as text and QR → another order cancelled → its refund in 积分明细 → my exchanges,
// coupons and tickets → the search → customer service and 商务合作 → the rules page lists the server's rules.
const qrcode = require('qrcode-generator')
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { toasts, top, rendered, find, arrive, passwordLogin, serverApi } = require('./support/steps')

const suite = weappSuite({ loginIdentity: 'no-such-wechat-user' })
const api = serverApi(() => suite.server.url)
const INDEX = 'packages/points/pages/index/index'
const LEDGER = 'packages/points/pages/ledger/index'
const RULES = 'packages/points/pages/rules/index'
const GOODS = 'packages/points/pages/goods/index'
const CONVERT = 'packages/points/pages/convert/index'
const ORDER = 'packages/points/pages/order/index'
const ORDERS = 'packages/points/pages/orders/index'
const { text, texts, type } = host
const inside = (el, cls) => host.findAll({ dom: el }, cls)
const requestsTo = path => host.callsOf('request').filter(r => r.url.includes(path))
const SAID = '轨道交通一条条通了，出门方便多了！'

function modulesOf(code) {
  const qr = qrcode(0, 'M')
  qr.addData(code, 'Alphanumeric')
  qr.make()
  return Array.from({ length: qr.getModuleCount() }, (_, r) => Array.from({ length: qr.getModuleCount() }, (_, c) => qr.isDark(r, c)))
}
/** the QR as the page draws it: each row's runs, as wide as their flex-grow */
function drawn(page) {
  return host.findAll(page, 'qr-code__row').map(row => inside(row, 'qr-code__run').flatMap(run => {
    const grow = Number((run.getAttribute('style') || '').match(/flex-grow:\s*(\d+)/)?.[1] ?? NaN)
    return Array(grow).fill(/qr-code__run--dark/.test(run.getAttribute('class') || run.className || ''))
  }))
}
/** 我的 opened on a tab page: its points, growth and level, once they read `figures` */
async function mineShows(page, figures) {
  host.tap(page, host.findAll(page, 'tab-bar__item--mine')[0])
  await host.waitFor(() => expect(texts(page, 'mine-panel__value')).toEqual(figures))
}

it('signs in for points, reads and comments, and shows why the points rose and the level changed', async () => {
  host.openPage('packages/account/pages/password/index', { redirect: '/pages/home/index' })
  await passwordLogin('13800000004')
  await arrive('pages/home/index')
  const home = top()
  await host.waitFor(() => expect(host.findAll(home, 'tab-bar__item').length).toBe(4))
  await mineShows(home, ['460', '95', 'Lv1'])
  host.tap(home, host.findAll(home, 'mine-panel__stat--points')[0])
  await arrive(INDEX)
  const points = top()
  await host.waitFor(() => expect(texts(points, 'points__balance')).toEqual(['460']))
  // outside the native app the shop shows no title of its own
  expect(host.callsOf('setNavigationBarTitle').slice(-1)[0].title).toBe('')
  host.tap(points, host.findAll(points, 'points__sign')[0])
  await host.waitFor(() => expect(toasts()).toContain('签到成功，积分+5'))
  await host.waitFor(() => expect(texts(points, 'points__balance')).toEqual(['465']))
  expect(texts(points, 'points__sign')).toEqual(['今日已签到'])
  host.tap(points, await find(points, 'points__entry', '积分明细'))
  await arrive(LEDGER)
  const ledger = top()
  await host.waitFor(() => expect(texts(ledger, 'ledger__reason').slice(0, 2)).toEqual(['每日签到', '积分余额']))
  expect(texts(ledger, 'ledger__amount').slice(0, 2)).toEqual(['+5', '+460'])

  // a story on screen a while earns its reading; a comment on it earns too
  const { data } = await api('/kratos/v1/channel/home?channelId=1&page=1')
  const story = data.list.find(n => n.showType !== 8 && n.showType !== 9 && n.dataType === 3)
  const detail = host.openPage('packages/news/pages/detail/index', { classId: story.classId, newsId: story.id })
  await host.waitFor(() => expect(requestsTo('/v1/points/read')).toHaveLength(1), { timeout: 15000 })
  host.tap(detail, (await host.waitFor(() => rendered(detail, 'comment-bar__input')))[0])
  await arrive('packages/news/pages/publish/index')
  const publish = top()
  await host.waitFor(() => rendered(publish, 'publish-comment__input'))
  type(publish, 'publish-comment__input', SAID)
  host.tap(publish, host.findAll(publish, 'publish-comment__send')[0])
  await host.waitFor(() => expect(toasts()).toContain('评论成功'))
  const again = host.openPage(LEDGER, {})
  await host.waitFor(() => expect(texts(again, 'ledger__reason').slice(0, 3)).toEqual(['发表评论', '阅读新闻', '每日签到']))
  expect(texts(again, 'ledger__ref').slice(0, 2)).toEqual([SAID, story.title])
  // 460 + 5 + 1 + 2 points; growth 95 + 5 + 1 + 2 = 103: Lv2
  const back = host.openPage('pages/home/index', {})
  await host.waitFor(() => expect(host.findAll(back, 'tab-bar__item').length).toBe(4))
  await mineShows(back, ['468', '103', 'Lv2'])

  const rules = host.openPage(RULES, {})
  await host.waitFor(() => expect(texts(rules, 'point-rules__name')).toEqual(['每日签到', '阅读新闻', '发表评论', '回答问题', '提问或发帖', '回答被置顶', '分享新闻', '投稿作文', '作文被推荐', '作文见报']))
  expect((await api('/v1/points/rules')).data).toHaveLength(10)
}, 60000)

it('exchanges a coupon and shows its code, cancels another for a refund, and finds the rest of the shop', async () => {
  const shop = host.openPage(INDEX, {})
  await host.waitFor(() => expect(texts(shop, 'banner-carousel__title')).toContain('解放碑书店 20元代金券'))
  host.tap(shop, await find(shop, 'tabs__item', '优惠券'))
  await host.waitFor(() => expect(texts(shop, 'goods-card__title')).toEqual(['解放碑书店 20元代金券', '老街小面 双人套餐券']))
  host.tap(shop, await find(shop, 'goods-card', '老街小面'))
  await arrive(GOODS)
  const goods = top()
  await host.waitFor(() => expect(texts(goods, 'goods__price')).toEqual(['120积分']))
  expect(texts(goods, 'goods__tag')).toEqual(['优惠券', '每人限兑3件'])
  host.tap(goods, await find(goods, 'goods__button', '立即兑换'))
  await arrive(CONVERT)
  const form = top()
  await host.waitFor(() => expect(texts(form, 'convert__total')).toEqual(['共需120积分']))
  await host.waitFor(() => expect(texts(form, 'convert__balance')).toEqual(['我的积分：468']))
  host.tap(form, host.findAll(form, 'convert__button')[0])
  await arrive(ORDER)
  expect(toasts()).toContain('兑换成功')
  expect(requestsTo('/v1/shop/exchange')).toHaveLength(1)
  const order = top()
  await host.waitFor(() => expect(texts(order, 'order__status-text')).toEqual(['待使用']))
  const [code] = texts(order, 'order__code')
  expect(code).toMatch(/^[A-Z2-9]{12}$/)
  expect(drawn(order)).toEqual(modulesOf(code))
  host.tap(order, host.findAll(order, 'order__copy')[0])
  await host.waitFor(() => expect(host.callsOf('setClipboardData').map(c => c.data)).toContain(code))

  // another, cancelled (asked first): the refund is an entry of its own
  const second = host.openPage(GOODS, { id: String((await api('/v1/shop/goods?keyword=' + encodeURIComponent('小面'))).data.list[0].id) })
  host.tap(second, await find(second, 'goods__button', '立即兑换'))
  await arrive(CONVERT)
  const form2 = top()
  await host.waitFor(() => expect(texts(form2, 'convert__balance')).toEqual(['我的积分：348']))
  host.tap(form2, host.findAll(form2, 'convert__button')[0])
  await arrive(ORDER)
  const cancelled = top()
  host.tap(cancelled, await find(cancelled, 'order__cancel', '取消兑换'))
  await host.waitFor(() => expect(host.callsOf('showModal').map(m => m.content)).toContain('确定取消这次兑换吗？积分将退回你的账户。'))
  await host.waitFor(() => expect(toasts()).toContain('已取消，积分已退回'))
  await host.waitFor(() => expect(texts(cancelled, 'order__status-text')).toEqual(['已取消']))
  expect(host.findAll(cancelled, 'qr-code')).toHaveLength(0)
  const ledger = host.openPage(LEDGER, {})
  await host.waitFor(() => expect(texts(ledger, 'ledger__reason').slice(0, 3)).toEqual(['取消兑换，积分退回：老街小面 双人套餐券', '兑换：老街小面 双人套餐券', '兑换：老街小面 双人套餐券']))
  expect(texts(ledger, 'ledger__amount').slice(0, 3)).toEqual(['+120', '-120', '-120'])

  // my exchanges; coupons; no tickets yet
  const orders = host.openPage(ORDERS, {})
  await host.waitFor(() => expect(texts(orders, 'order-card__status')).toEqual(['已取消', '待使用']))
  const coupons = host.openPage('packages/points/pages/coupons/index', {})
  await host.waitFor(() => expect(host.findAll(coupons, 'order-card')).toHaveLength(2))
  const tickets = host.openPage('packages/points/pages/tickets/index', {})
  await host.waitFor(() => expect(texts(tickets, 'empty-state__text')).toEqual(['还没有门票']))

  // the search
  const search = host.openPage('packages/points/pages/search/index', {})
  await host.waitFor(() => rendered(search, 'search-bar__input'))
  host.find(search, 'search-bar__input').dispatchEvent('confirm', { detail: { value: '索道' } })
  await host.waitFor(() => expect(texts(search, 'goods-card__title')).toEqual(['长江索道 单程票']))

  // customer service: the hotline copied
  const service = host.openPage('packages/points/pages/service/index', {})
  await host.waitFor(() => expect(texts(service, 'shop-service__tel')).toEqual(['023-63907799']))
  host.tap(service, host.findAll(service, 'shop-service__copy')[0])
  await host.waitFor(() => expect(host.callsOf('setClipboardData').map(c => c.data)).toContain('023-63907799'))

  // 商务合作: a wrong phone said, then sent; the newsroom has it
  const coop = host.openPage('packages/points/pages/cooperation/index', {})
  await host.waitFor(() => rendered(coop, 'cooperation__send'))
  type(coop, 'cooperation__input--company', '重庆山城文创有限公司')
  type(coop, 'cooperation__input--contact', '王经理')
  type(coop, 'cooperation__input--phone', '12345')
  host.tap(coop, await find(coop, 'cooperation__kind', '活动合作'))
  type(coop, 'cooperation__textarea', '想在积分商城做一次山城文创的兑换活动。')
  host.tap(coop, host.findAll(coop, 'cooperation__send')[0])
  await host.waitFor(() => expect(toasts()).toContain('请输入正确的联系电话'))
  type(coop, 'cooperation__input--phone', '02363900000')
  host.tap(coop, host.findAll(coop, 'cooperation__send')[0])
  await host.waitFor(() => expect(toasts()).toContain('提交成功，我们会尽快与您联系'))
  await host.waitFor(() => rendered(coop, 'cooperation__done'))
  const editor = (await api('/v1/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000007', password: 'Demo1234' }) })).data.accessToken
  const inbox = await api('/admin/v1/shop/cooperation', { headers: { authorization: `Bearer ${editor}` } })
  expect(inbox.data.list[0]).toMatchObject({ company: '重庆山城文创有限公司', phone: '02363900000', kind: '活动合作', from: '渝中小陈' })

  // the newspaper's business-cooperation page: an offer picks its kind in the same form
  const business = host.openPage('packages/points/pages/business/index', {})
  await host.waitFor(() => expect(texts(business, 'business__offer-name')).toEqual(['商品入驻', '广告合作', '活动合作', '其他']))
  host.tap(business, await find(business, 'business__offer', '广告合作'))
  await host.waitFor(() => expect(texts(business, 'cooperation__kind--on')).toEqual(['广告合作']))
  type(business, 'cooperation__input--company', '山城火锅连锁')
  type(business, 'cooperation__input--contact', '刘店长')
  type(business, 'cooperation__input--phone', '13900002222')
  type(business, 'cooperation__textarea', '新店开业，想在上游新闻客户端投放一个月的品牌广告。')
  host.tap(business, host.findAll(business, 'cooperation__send')[0])
  await host.waitFor(() => rendered(business, 'cooperation__done'))
  expect((await api('/admin/v1/shop/cooperation', { headers: { authorization: `Bearer ${editor}` } })).data.list[0]).toMatchObject({ company: '山城火锅连锁', kind: '广告合作' })

  // the standing texts
  for (const [page, title] of [['about', '关于我们'], ['disclaimer', '免责声明'], ['protocol', '积分商城用户协议']]) {
    const shown = host.openPage(`packages/points/pages/${page}/index`, {})
    await host.waitFor(() => expect(texts(shown, 'shop-info__title')).toEqual([title]))
  }
}, 60000)
