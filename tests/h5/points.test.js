// 积分 and the points shop on H5 (issue 13's walk): sign in → 签到 raises the points and 积分明细 says why →
// a story read a while and a comment on it earn → 我的's points, growth and level follow (Lv1 → Lv2) → the
// shop → a goods' detail → a coupon exchanged → its order shows the code as text and QR → another order
// cancelled → its refund in 积分明细 → my exchanges, coupons and tickets → the search → customer service,
// 商务合作 and the standing texts → the rules page lists the server's rules. The shop shows no title of
// its own outside the native app.
const qrcode = require('qrcode-generator')
const { arrive, vis, visibleText, visibleTexts, shot, waitForToast, recordBridge } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { fill, openMine, signInTo } = require('./support/account')

const suite = h5Suite()
let base
beforeAll(() => ({ base } = suite))

const SAID = '轨道交通一条条通了，出门方便多了！'

/** the QR drawn on the page, as rows of modules (each run's width in modules) */
const drawnModules = page => page.locator('.qr-code').evaluate(el => {
  const rows = [...el.querySelectorAll('.qr-code__row')]
  return rows.map(row => {
    const out = []
    for (const run of row.children) out.push(...Array(Number(getComputedStyle(run).flexGrow)).fill(run.classList.contains('qr-code__run--dark')))
    return out
  })
})
function modulesOf(text) {
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Alphanumeric')
  qr.make()
  return Array.from({ length: qr.getModuleCount() }, (_, r) => Array.from({ length: qr.getModuleCount() }, (_, c) => qr.isDark(r, c)))
}
const stats = async page => visibleTexts(page, '.mine-panel__value')

/** The shop walk, a step at a time; each starts where the one before left the page. */
const shopSteps = {
  /** a signed-in reader (300 points) exchanges one 老街小面 coupon: its order shows the code as text and as the same QR */
  async signInAndExchangeCoupon(page) {
    await signInTo(page, base, '13800000002', '/AccumulatedPoints/index')
    await vis(page, '.points__balance').filter({ hasText: '300' }).waitFor()
    // the carousel comes with the goods, after the balance
    await vis(page, '.banner-carousel__title').filter({ hasText: '解放碑书店 20元代金券' }).first().waitFor()
    // the coupons
    await vis(page, '.tabs__item').filter({ hasText: '优惠券' }).click()
    await vis(page, '.goods-card').filter({ hasText: '老街小面' }).click()
    await arrive(page, /\/AccumulatedPoints\/goodsdetail\?id=\d+/)
    expect(await visibleText(page, '.goods__price')).toBe('120积分')
    expect(await visibleTexts(page, '.goods__tag')).toEqual(['优惠券', '每人限兑3件'])
    await shot(page, 'b3-shop-goods')
    await vis(page, '.goods__button').filter({ hasText: '立即兑换' }).click()
    await arrive(page, /\/AccumulatedPoints\/convertgoods\?id=\d+/)
    expect(await visibleText(page, '.convert__total')).toBe('共需120积分')
    expect(await visibleText(page, '.convert__balance')).toBe('我的积分：300')
    // two would be 240; three 360, more than the reader has
    await vis(page, '.convert__step--plus').click()
    await vis(page, '.convert__step--plus').click()
    expect(await visibleText(page, '.convert__short')).toBe('积分不足，还差60积分')
    await vis(page, '.convert__step').first().click()
    await vis(page, '.convert__step').first().click()
    await vis(page, '.convert__total').filter({ hasText: '共需120积分' }).waitFor()
    await shot(page, 'b4-shop-convert')
    const sent = []
    page.on('request', r => { if (r.url().endsWith('/v1/shop/exchange')) sent.push(r) })
    await vis(page, '.convert__button').click()
    await waitForToast(page, '兑换成功')
    await arrive(page, /\/AccumulatedPoints\/convertdetail\?id=\d+/)
    expect(sent).toHaveLength(1)
    expect(await visibleText(page, '.order__status-text')).toBe('待使用')
    const code = await visibleText(page, '.order__code')
    expect(code).toMatch(/^[A-Z2-9]{12}$/)
    // the QR says the same code
    expect(await drawnModules(page)).toEqual(modulesOf(code))
    await shot(page, 'b5-shop-order')
  },

  /** another coupon, cancelled: the points come back by a refund entry (300 → 180 in all) */
  async cancelForRefund(page) {
    await page.goto(`${base}/AccumulatedPoints/index`)
    await vis(page, '.goods-card').filter({ hasText: '老街小面' }).click()
    await vis(page, '.goods__button').filter({ hasText: '立即兑换' }).click()
    await vis(page, '.convert__button').filter({ hasText: '确认兑换' }).click()
    await arrive(page, /\/AccumulatedPoints\/convertdetail\?id=\d+/)
    await vis(page, '.order__cancel').click()
    await vis(page, '.sy-dialog__content').filter({ hasText: '确定取消这次兑换吗？积分将退回你的账户。' }).waitFor()
    await vis(page, '.sy-dialog__button').filter({ hasText: '确定' }).click()
    await waitForToast(page, '已取消，积分已退回')
    await vis(page, '.order__status-text').filter({ hasText: '已取消' }).waitFor()
    expect(await page.locator('.qr-code').count()).toBe(0)
    await shot(page, 'b6-shop-cancelled')
    await page.goto(`${base}/AccumulatedPoints/pointsdetail`)
    await vis(page, '.ledger__reason').first().waitFor()
    expect((await visibleTexts(page, '.ledger__reason')).slice(0, 3)).toEqual(['取消兑换，积分退回：老街小面 双人套餐券', '兑换：老街小面 双人套餐券', '兑换：老街小面 双人套餐券'])
    expect((await visibleTexts(page, '.ledger__amount')).slice(0, 3)).toEqual(['+120', '-120', '-120'])
    await page.goto(`${base}/AccumulatedPoints/index`)
    await vis(page, '.points__balance').filter({ hasText: '180' }).waitFor()
  },

  /** my exchanges, coupons and tickets list what the reader has */
  async myExchanges(page) {
    await vis(page, '.points__entry').filter({ hasText: '我的兑换' }).click()
    await arrive(page, `${base}/AccumulatedPoints/Conversion`)
    await vis(page, '.order-card').nth(1).waitFor()
    expect(await visibleTexts(page, '.order-card__status')).toEqual(['已取消', '待使用'])
    await shot(page, 'b7-shop-orders')
    await page.goto(`${base}/AccumulatedPoints/coupon`)
    await vis(page, '.order-card').nth(1).waitFor()
    await shot(page, 'b8-shop-coupons')
    await page.goto(`${base}/AccumulatedPoints/Tickets`)
    await vis(page, '.empty-state').filter({ hasText: '还没有门票' }).waitFor()
    await shot(page, 'b9-shop-tickets')
  },

  /** the search finds the cable car, and says when nothing matches */
  async search(page) {
    await page.goto(`${base}/AccumulatedPoints/SearchPage`)
    await fill(page, '.search-bar__input', '索道')
    await vis(page, '.search-bar__go').click()
    await vis(page, '.goods-card').filter({ hasText: '长江索道 单程票' }).waitFor()
    expect(await vis(page, '.goods-card').count()).toBe(1)
    await shot(page, 'c0-shop-search')
    await fill(page, '.search-bar__input', '火锅')
    await vis(page, '.search-bar__go').click()
    await vis(page, '.empty-state').filter({ hasText: '没有找到相关商品' }).waitFor()
  },

  /** customer service: the hotline copied */
  async customerService(page) {
    await page.goto(`${base}/AccumulatedPoints/index`)
    await vis(page, '.shop-links__link').filter({ hasText: '客服中心' }).click()
    await arrive(page, `${base}/AccumulatedPoints/customerservice`)
    expect(await visibleText(page, '.shop-service__tel')).toBe('023-63907799')
    await vis(page, '.shop-service__copy').click()
    await waitForToast(page, '复制成功')
    await shot(page, 'c1-shop-service')
  },

  /** 商务合作: checked as the server checks it, then sent; the newsroom has it */
  async cooperation(page) {
    await page.goto(`${base}/AccumulatedPoints/cooperation`)
    await fill(page, '.cooperation__input--company', '重庆山城文创有限公司')
    await fill(page, '.cooperation__input--contact', '王经理')
    await fill(page, '.cooperation__input--phone', '12345')
    await vis(page, '.cooperation__kind').filter({ hasText: '商品入驻' }).click()
    await vis(page, 'textarea.cooperation__textarea').fill('我们有山城主题的文创产品，希望进入积分商城，可提供兑换券。')
    await vis(page, '.cooperation__send').click()
    await waitForToast(page, '请输入正确的联系电话')
    await fill(page, '.cooperation__input--phone', '13900001111')
    await shot(page, 'c2-shop-cooperation')
    await vis(page, '.cooperation__send').click()
    await waitForToast(page, '提交成功，我们会尽快与您联系')
    await vis(page, '.cooperation__done').waitFor()
    // the newsroom has it
    const api = base.replace('/shangyou_news', '')
    const editor = await (await fetch(`${api}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000007', password: 'Demo1234' }) })).json()
    const inbox = await (await fetch(`${api}/admin/v1/shop/cooperation`, { headers: { authorization: `Bearer ${editor.data.accessToken}` } })).json()
    expect(inbox.data.list[0]).toMatchObject({ company: '重庆山城文创有限公司', contact: '王经理', phone: '13900001111', kind: '商品入驻', from: '嘉陵江畔' })
  },

  /** the newspaper's business-cooperation page: an offer picks its kind in the same form; the newsroom has the request */
  async businessCooperation(page) {
    await page.goto(`${base}/business-cooperation/home`)
    await page.waitForFunction(() => document.title === '商务合作')
    expect(await visibleTexts(page, '.business__offer-name')).toEqual(['商品入驻', '广告合作', '活动合作', '其他'])
    expect(await visibleText(page, '.business__hotline')).toBe('合作热线：023-63907799（每天 9:00–21:00）')
    await vis(page, '.business__offer').filter({ hasText: '广告合作' }).click()
    expect(await visibleText(page, '.cooperation__kind[aria-checked="true"]')).toBe('广告合作')
    await fill(page, '.cooperation__input--company', '山城火锅连锁')
    await fill(page, '.cooperation__input--contact', '刘店长')
    await fill(page, '.cooperation__input--phone', '13900002222')
    await vis(page, 'textarea.cooperation__textarea').fill('新店开业，想在上游新闻客户端投放一个月的品牌广告。')
    await shot(page, 'c6-business-cooperation')
    await vis(page, '.cooperation__send').click()
    await vis(page, '.cooperation__done').waitFor()
    const api = base.replace('/shangyou_news', '')
    const editor = await (await fetch(`${api}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000007', password: 'Demo1234' }) })).json()
    const inbox = await (await fetch(`${api}/admin/v1/shop/cooperation`, { headers: { authorization: `Bearer ${editor.data.accessToken}` } })).json()
    expect(inbox.data.list[0]).toMatchObject({ company: '山城火锅连锁', kind: '广告合作', phone: '13900002222' })
  },

  /** the standing texts */
  async standingTexts(page) {
    for (const [path, title, name] of [['aboutUs', '关于我们', 'c3-shop-about'], ['disclaimer', '免责声明', 'c4-shop-disclaimer'], ['secureprotocol', '积分商城用户协议', 'c5-shop-protocol']]) {
      await page.goto(`${base}/AccumulatedPoints/${path}`)
      expect(await visibleText(page, '.shop-info__title')).toBe(title)
      await shot(page, name)
    }
  },
}

describe('积分', () => {
  it('a reader signs in, reads and comments, and sees why the points rose and the level change', async () => {
    const { page } = await suite.phone()
    await signInTo(page, base, '13800000004', '/home/1')
    await openMine(page)
    expect(await stats(page)).toEqual(['460', '95', 'Lv1'])
    await vis(page, '.mine-panel__stat--points').click()
    await arrive(page, `${base}/AccumulatedPoints/index`)
    expect(await visibleText(page, '.points__balance')).toBe('460')
    // the shop keeps no title of its own outside the native app
    expect(await vis(page, '.top-bar').first().locator('.top-bar__title').textContent()).toBe('')
    await vis(page, '.points__sign').filter({ hasText: '签到' }).click()
    await waitForToast(page, '签到成功，积分+5')
    await vis(page, '.points__balance').filter({ hasText: '465' }).waitFor()
    expect(await visibleText(page, '.points__sign')).toBe('今日已签到')
    expect(await visibleText(page, '.points__streak')).toBe('已连续签到1天')
    await vis(page, '.goods-card').first().waitFor()
    await shot(page, 'b0-points')
    await vis(page, '.points__entry').filter({ hasText: '积分明细' }).click()
    await arrive(page, `${base}/AccumulatedPoints/pointsdetail`)
    expect((await visibleTexts(page, '.ledger__reason')).slice(0, 2)).toEqual(['每日签到', '积分余额'])
    expect((await visibleTexts(page, '.ledger__amount')).slice(0, 2)).toEqual(['+5', '+460'])

    // a story on screen a while earns its reading; a comment on it earns too
    const { data } = await (await fetch(`${base.replace('/shangyou_news', '')}/kratos/v1/channel/home?channelId=1&page=1`)).json()
    const story = data.list.find(n => n.showType !== 8 && n.showType !== 9 && n.dataType === 3)
    const read = page.waitForResponse(r => r.url().endsWith('/v1/points/read'), { timeout: 20_000 })
    await page.goto(`${base}/NewsDetail?classId=${story.classId}&newsId=${story.id}`)
    expect((await (await read).json()).message).toBe('积分+1')
    await vis(page, '.comment-bar__input').click()
    await arrive(page, /\/PublishComment\?/)
    await vis(page, 'textarea.publish-comment__input').fill(SAID)
    await vis(page, '.publish-comment__send').click()
    await waitForToast(page, '评论成功')
    await page.goto(`${base}/AccumulatedPoints/pointsdetail`)
    await vis(page, '.ledger__reason').filter({ hasText: '发表评论' }).waitFor()
    expect((await visibleTexts(page, '.ledger__reason')).slice(0, 3)).toEqual(['发表评论', '阅读新闻', '每日签到'])
    expect((await visibleTexts(page, '.ledger__ref')).slice(0, 2)).toEqual([SAID, story.title])
    await shot(page, 'b1-points-ledger')
    await page.goto(`${base}/home/1`)
    await openMine(page)
    // 460 + 5 + 1 + 2 points; growth 95 + 5 + 1 + 2 = 103: Lv2
    expect(await stats(page)).toEqual(['468', '103', 'Lv2'])

    await page.goto(`${base}/AccumulatedPoints/rules`)
    await vis(page, '.point-rules__name').first().waitFor()
    expect(await visibleTexts(page, '.point-rules__name')).toEqual(['每日签到', '阅读新闻', '发表评论', '回答问题', '提问或发帖', '回答被置顶', '分享新闻', '投稿作文', '作文被推荐', '作文见报'])
    await shot(page, 'b2-points-rules')
  })

  it('a reader exchanges a coupon and shows its code, cancels another for a refund, and finds the rest of the shop', async () => {
    const { page } = await suite.phone()
    await shopSteps.signInAndExchangeCoupon(page)
    await shopSteps.cancelForRefund(page)
    await shopSteps.myExchanges(page)
    await shopSteps.search(page)
    await shopSteps.customerService(page)
    await shopSteps.cooperation(page)
    await shopSteps.businessCooperation(page)
    await shopSteps.standingTexts(page)
  })

  it('a physical good: exchanged, shipped by the newsroom with a tracking note, no longer cancellable, received by the reader', async () => {
    const api = base.replace('/shangyou_news', '')
    const login = phone => fetch(`${api}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password: 'Demo1234' }) }).then(r => r.json())
    const call = (path, token, body) => fetch(`${api}${path}`, {
      method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
    }).then(r => r.json())
    const reader = (await login('13800000001')).data.accessToken
    const bag = (await call('/v1/shop/goods?keyword=%E5%B8%86%E5%B8%83%E8%A2%8B', reader)).data.list[0]
    const order = (await call('/v1/shop/exchange', reader, { goodsId: bag.id, quantity: 1, idemKey: `walk${Date.now()}`, address: '重庆市渝中区解放碑步行街1号 李先生 13800000001' })).data
    // the newsroom finds it among the goods to send out, and ships it
    const editor = (await login('13800000007')).data.accessToken
    const toShip = (await call('/admin/v1/shop/orders?status=confirmed', editor)).data.list
    expect(toShip.find(o => o.id === order.id)).toMatchObject({ address: expect.stringContaining('解放碑'), reader: '山城小李' })
    expect((await call('/admin/v1/shop/orders/ship', editor, { id: order.id, tracking: '顺丰速运 SF1234567890' })).message).toBe('已发货')

    const { page } = await suite.phone()
    await page.addInitScript(t => {
      localStorage.setItem('token', JSON.stringify({ data: t }))
      localStorage.setItem('tokenType', JSON.stringify({ data: 'Bearer' }))
    }, reader)
    await page.goto(`${base}/AccumulatedPoints/convertdetail?id=${order.id}`)
    await vis(page, '.order__status-text').filter({ hasText: '已发货' }).waitFor()
    expect(await visibleTexts(page, '.order__fact')).toEqual(expect.arrayContaining([
      '收货地址：重庆市渝中区解放碑步行街1号 李先生 13800000001', '物流信息：顺丰速运 SF1234567890', expect.stringMatching(/^发货时间：\d{4}-/),
    ]))
    // shipped: no cancelling any more
    expect(await page.locator('.order__cancel').count()).toBe(0)
    await shot(page, 'c6-shop-shipped')
    await vis(page, '.order__receive').click()
    await vis(page, '.sy-dialog__content').filter({ hasText: '确认已经收到商品了吗？' }).waitFor()
    await vis(page, '.sy-dialog__button').filter({ hasText: '确定' }).click()
    await waitForToast(page, '已确认收货')
    await vis(page, '.order__status-text').filter({ hasText: '已收货' }).waitFor()
    expect(await page.locator('.order__receive').count()).toBe(0)
    await shot(page, 'c7-shop-received')
    // the message about it, in 我的消息
    const told = (await call('/v1/message/list', reader)).data
    expect(JSON.stringify(told)).toContain('你兑换的商品已发货')
  })

  it('sends each shop page’s title to the native app', async () => {
    const { page } = await suite.phone('app')
    await recordBridge(page)
    await page.goto(`${base}/AccumulatedPoints`)
    await vis(page, '.goods-card').first().waitFor()
    await page.waitForFunction(() => window.__bridge.some(c => c.name === 'setTitle' && c.data.title === '积分商城'))
    await vis(page, '.goods-card').first().click()
    await arrive(page, /\/AccumulatedPoints\/goodsdetail\?id=\d+/)
    await page.waitForFunction(() => window.__bridge.some(c => c.name === 'setTitle' && c.data.title === '商品详情'))
  })
})
