// 帮帮 in the compiled mini-program, against the real server: the tab (问政 and the hotline, copied),
// the list and a question a department answered; asking one (login guard → password login → commit),
// the department's account accepting, handling and answering it, and the asker hearing of it in 我的消息
// and rating the answer.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { toasts, top, rendered, tapText, arrive, passwordLogin, photo, signOut } = require('./support/steps')

// no WeChat session: the reader starts logged out
// its reader's messages are read as the seed left them: a server of its own
weappSuite({ loginIdentity: 'no-such-wechat-user', ownServer: true })

const LIST = 'packages/bangbang/pages/politics/index'
const DETAIL = 'packages/bangbang/pages/politics-detail/index'
const COMMIT = 'packages/bangbang/pages/politics-commit/index'
const REPLY = 'packages/bangbang/pages/politics-reply/index'
const { text, texts, type } = host


const TITLE = '观音桥步行街的路灯坏了'
let detailId = 0

it('a visitor reads the tab, the list and a question a department answered', async () => {
  const tab = host.openPage('pages/bangbang/index', {})
  await host.waitFor(() => expect(host.findAll(tab, 'bangbang__question')).toHaveLength(6))
  expect(texts(tab, 'bangbang__politics-title')).toEqual(['问政', '问答'])
  expect(texts(tab, 'bangbang__tile-title')).toEqual(['社区', '曝光台', '便民服务', '发现'])
  expect(texts(tab, 'bangbang__number')).toEqual(['966966'])
  host.tap(tab, host.findAll(tab, 'bangbang__copy')[0])
  await host.waitFor(() => expect(host.callsOf('setClipboardData').map(c => c.data)).toEqual(['966966']))
  await host.waitFor(() => expect(toasts()).toContain('复制成功'))

  host.tap(tab, host.findAll(tab, 'bangbang__all')[0])
  await arrive(LIST)
  const list = top()
  await host.waitFor(() => expect(host.findAll(list, 'politics-card').length).toBeGreaterThanOrEqual(9))
  const tags = texts(list, 'politics-tag')
  for (const t of ['待受理', '已答复', '已办结', '超期']) expect(tags).toContain(t)
  host.tap(list, host.findAll(list, 'politics-card').find(el => text(el).includes('异地就医备案后报销比例')))
  await arrive(DETAIL)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'politics-detail__title')).toEqual(['异地就医备案后报销比例']))
  expect(texts(detail, 'politics-tag')).toEqual(['已办结'])
  expect(texts(detail, 'politics-detail__reply-head')).toHaveLength(2)
  expect(texts(detail, 'politics-detail__step-title')).toEqual(['待受理 · 提问者', '已受理 · 市卫生健康委', '已答复 · 市卫生健康委', '办理中 · 提问者', '已答复 · 市卫生健康委', '已办结 · 提问者'])
  expect(texts(detail, 'politics-detail__rated')).toEqual(['提问者评价：3分'])
})

it('asking needs a login; the question goes to the chosen department', async () => {
  const list = host.openPage(LIST, {})
  await host.waitFor(() => rendered(list, 'politics-card'))
  host.tap(list, host.findAll(list, 'politics-index__ask')[0])
  await host.waitFor(() => expect(toasts()).toContain('请先登录上游账号'))
  await arrive('packages/account/pages/login/index')
  await passwordLogin('13800000002')
  await arrive(LIST)
  const back = top()
  await host.waitFor(() => rendered(back, 'politics-index__ask'))
  host.tap(back, host.findAll(back, 'politics-index__ask')[0])
  await arrive(COMMIT)
  const form = top()
  await tapText(form, 'politics-commit__department', '市城市管理局')
  type(form, 'politics-commit__input', TITLE)
  type(form, 'politics-commit__textarea', '晚上八点以后整条街一片漆黑，希望尽快维修。')
  // with a photo of the dark street
  host.setChosenMedia([await photo('politics-photo', 900, 1200)])
  host.tap(form, host.findAll(form, 'picture-picker__add')[0])
  await host.waitFor(() => expect(texts(form, 'picture-picker__count')).toEqual(['1/9']))
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__progress')).toHaveLength(0))
  host.tap(form, host.findAll(form, 'politics-commit__submit')[0])
  await arrive(DETAIL)
  expect(toasts()).toContain('提交成功')
  detailId = Number(host.currentPage().options.id)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'politics-detail__title')).toEqual([TITLE]))
  expect(texts(detail, 'politics-tag')).toEqual(['待受理'])
  expect(host.findAll(detail, 'politics-detail__picture')).toHaveLength(1)
})

it('the department’s account accepts, handles and answers it', async () => {
  host.openPage('packages/account/pages/password/index', { redirect: `/${DETAIL}?id=${detailId}` })
  await passwordLogin('13800000016')
  await arrive(DETAIL)
  let detail = top()
  await tapText(detail, 'politics-detail__button', '受理')
  await tapText(detail, 'politics-detail__button', '开始办理')
  await tapText(detail, 'politics-detail__button', '答复')
  await arrive(REPLY)
  const reply = top()
  await host.waitFor(() => rendered(reply, 'politics-commit__textarea'))
  type(reply, 'politics-commit__textarea', '已安排维修班组，今晚恢复照明。')
  host.tap(reply, host.findAll(reply, 'politics-commit__submit')[0])
  await arrive(DETAIL)
  detail = top()
  await host.waitFor(() => expect(texts(detail, 'politics-detail__reply-text')).toEqual(['已安排维修班组，今晚恢复照明。']))
  expect(texts(detail, 'politics-tag')).toEqual(['已答复'])
})

it('the asker learns of the answer in 我的消息, opens it and rates it', async () => {
  host.openPage('packages/account/pages/password/index', { redirect: `/${DETAIL}?id=${detailId}` })
  await passwordLogin('13800000002')
  await arrive(DETAIL)
  const messages = host.openPage('packages/account/pages/messages/index', {})
  await host.waitFor(() => expect(texts(messages, 'messages__title')).toEqual(['你的问政有了答复', '你的问政正在办理', '你的问政已受理']))
  expect(host.findAll(messages, 'messages__item--unread')).toHaveLength(3)
  host.tap(messages, host.findAll(messages, 'messages__item')[0])
  await host.waitFor(() => expect(host.currentPage().route).toBe(DETAIL))
  await host.waitFor(() => expect(host.currentPage().options.id).toBe(String(detailId)))
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'politics-detail__reply-text')).toEqual(['已安排维修班组，今晚恢复照明。']))
  host.tap(detail, host.findAll(detail, 'politics-detail__star')[4])
  // the choice is drawn before it is sent
  await host.waitFor(() => expect(host.findAll(detail, 'politics-detail__star--on')).toHaveLength(5))
  await tapText(detail, 'politics-detail__button', '提交评价')
  await host.waitFor(() => expect(texts(detail, 'politics-detail__rated')).toEqual(['提问者评价：5分']))
  expect(toasts()).toContain('评价成功')
  expect(texts(detail, 'politics-tag')).toEqual(['已办结'])
  // its like block: liked once; a second like says so
  expect(texts(detail, 'like-block__count')).toEqual(['0人喜欢'])
  host.tap(detail, host.findAll(detail, 'like-block__button')[0])
  await host.waitFor(() => expect(texts(detail, 'like-block__count')).toEqual(['1人喜欢']))
  expect(toasts()).toContain('点赞成功')
  host.tap(detail, host.findAll(detail, 'like-block__button')[0])
  await host.waitFor(() => expect(toasts()).toContain('您已经点赞过了'))
})

it('readers comment under a politics question: inline, and on the page of its own (publishBangBang)', async () => {
  const detail = host.openPage(DETAIL, { id: String(detailId) })
  await host.waitFor(() => expect(texts(detail, 'politics-detail__title')).toEqual([TITLE]))
  await host.waitFor(() => expect(texts(detail, 'empty-state__text')).toEqual(['赶紧抢个沙发吧～']))
  host.tap(detail, host.findAll(detail, 'bang-comments__input')[0])
  await host.waitFor(() => rendered(detail, 'bang-composer__text'))
  type(detail, 'bang-composer__text', '晚上路过，已经亮了，谢谢！')
  host.tap(detail, host.findAll(detail, 'bang-composer__send')[0])
  await host.waitFor(() => expect(texts(detail, 'comment-item__text')).toEqual(['晚上路过，已经亮了，谢谢！']))
  const publish = host.openPage('packages/bangbang/pages/publish/index', { id: String(detailId), classid: '1', from: 'bang' })
  await host.waitFor(() => rendered(publish, 'bang-composer__text'))
  type(publish, 'bang-composer__text', '希望其他路段也排查一下。')
  host.tap(publish, host.findAll(publish, 'bang-composer__send')[0])
  await host.waitFor(() => expect(toasts().filter(t => t === '评论成功')).toHaveLength(2))
  const again = host.openPage(DETAIL, { id: String(detailId) })
  await host.waitFor(() => expect(texts(again, 'comment-item__text')).toEqual(['希望其他路段也排查一下。', '晚上路过，已经亮了，谢谢！']))
})

it('便民服务: the directory by category, a hotline copied', async () => {
  const tab = host.openPage('pages/bangbang/index', {})
  host.tap(tab, (await host.waitFor(() => rendered(tab, 'bangbang__tile--serve')))[0])
  await arrive('packages/bangbang/pages/serve/index')
  const serve = top()
  await host.waitFor(() => expect(texts(serve, 'serve__category')).toEqual(['政务热线', '办事服务', '新闻爆料']))
  const before = host.callsOf('setClipboardData').length
  host.tap(serve, host.findAll(serve, 'serve__item').find(el => text(el).includes('12345')))
  await host.waitFor(() => expect(host.callsOf('setClipboardData').slice(before).map(c => c.data)).toEqual(['12345']))
  await host.waitFor(() => expect(toasts()).toContain('复制成功'))
})

it('直播带货投诉平台: a reader complains (login first, the draft kept), sees the purchase on its page and it in 我的投诉', async () => {
  await signOut()
  const COMPLAINTS = 'packages/bangbang/pages/complaints/index'
  const page = host.relaunchPage(COMPLAINTS, {})
  await host.waitFor(() => rendered(page, 'complaints__intro'))
  await tapText(page, 'politics-commit__department', '淘宝直播')
  type(page, 'complaints__seller', '山城臻选直播间')
  type(page, 'complaints__order', 'TB-20261127')
  type(page, 'politics-commit__textarea', '直播间承诺七天无理由退货，收货后申请退货被拒。')
  host.tap(page, host.findAll(page, 'politics-commit__submit')[0])
  await host.waitFor(() => expect(toasts()).toContain('请先登录上游账号'))
  await arrive('packages/account/pages/login/index')
  await passwordLogin('13800000005')
  await arrive(COMPLAINTS)
  const form = top()
  await host.waitFor(() => expect(host.findAll(form, 'politics-commit__department--on').map(text)).toEqual(['淘宝直播']))
  host.tap(form, host.findAll(form, 'politics-commit__submit')[0])
  await arrive(DETAIL)
  expect(toasts()).toContain('投诉已提交，市场监管部门将在时限内受理')
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'politics-detail__purchase-row')).toEqual(['购买平台：淘宝直播', '店铺或主播：山城臻选直播间', '订单号：TB-20261127']))
  expect(texts(detail, 'politics-detail__title')).toEqual(['淘宝直播 · 山城臻选直播间'])
  // 我的投诉
  const again = host.relaunchPage(COMPLAINTS, {})
  await tapText(again, 'tabs__item', '我的投诉')
  await host.waitFor(() => expect(texts(again, 'politics-card__title')).toEqual(['淘宝直播 · 山城臻选直播间']))
})
