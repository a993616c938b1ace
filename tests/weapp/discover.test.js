// 发现 in the compiled mini-program, against the real server (issue 12's walk): the 帮帮 tab's 发现 tile →
// the feed; a long post folded at 3 lines (全文 / 收起) as the renderer lays it out; grids of 4 (two
// columns) and 3 (three); the preview; the detail with its 2 hot comments and the link to all; the like
// behind the login guard (+1), again (你已经点过赞了, no call); comments, and one written after the guard's login; 跟帖 from the topic list with 3
// pictures into the topic and the post on its page; a held post 审核中 to its author only; the editor's
// official reply pinned and the author's message; search by a word and by a topic's name.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { toasts, top, rendered, find, arrive, passwordLogin, signOut, photo, serverApi } = require('./support/steps')

const suite = weappSuite({ loginIdentity: 'no-such-wechat-user' })

const FEED = 'packages/bangbang/pages/discover/index'
const DETAIL = 'packages/bangbang/pages/discover-detail/index'
const COMMENTS = 'packages/bangbang/pages/discover-comment/index'
const TOPICS = 'packages/bangbang/pages/discover-topics/index'
const TOPIC = 'packages/bangbang/pages/discover-topic/index'
const PUBLISH = 'packages/bangbang/pages/discover-publish/index'
const SEARCH = 'packages/bangbang/pages/discover-search/index'
const { text, texts, type } = host
const inside = (el, cls) => host.findAll({ dom: el }, cls)
const textsIn = (el, cls) => inside(el, cls).map(text)
const likesSent = () => host.callsOf('request').filter(r => r.url.includes('/v1/like/do'))
const api = serverApi(() => suite.server.url)
const MINE = '鹅岭公园后门那段梯坎，一口气爬完，腿已经不是自己的了。'
const HELD = '周末兼职日结，想赚钱的加微信私聊我'
const SAID = '大坪这几年变化真大，九坑子那片都认不出来了。'

it('a visitor reads the feed: the fold, the grids, the preview, the detail with its hot comments; likes once after logging in; comments after the guard’s login', async () => {
  const feedData = (await api('/v1/quan/getQuanInfo?type=new&pageSize=20')).data.list
  const longId = feedData.find(p => p.content.startsWith('住在大坪')).id
  // the renderer lays the long post out at 6 lines of 25 px
  host.setLayout(`#discover-${longId} .discover-card__measure`, { height: 150 })
  const tab = host.openPage('pages/bangbang/index', {})
  host.tap(tab, await find(tab, 'bangbang__tile', '发现'))
  await arrive(FEED)
  const feed = top()
  await host.waitFor(() => expect(texts(feed, 'discover__chip').slice(0, 2)).toEqual(['#我家门口的变化#', '#山城坡坎坎#']))
  const long = await find(feed, 'discover-card', '住在大坪')
  await host.waitFor(() => expect(textsIn(long, 'discover-card__toggle')).toEqual(['全文']))
  expect(inside(long, 'discover-card__text--folded')).toHaveLength(1)
  host.tap(feed, inside(long, 'discover-card__toggle')[0])
  await host.waitFor(() => expect(textsIn(long, 'discover-card__toggle')).toEqual(['收起']))
  expect(inside(long, 'discover-card__text--folded')).toHaveLength(0)
  // grids: 4 in two columns, 3 in three
  expect(inside(long, 'discover-card__grid--2')).toHaveLength(1)
  expect(inside(long, 'discover-card__cell')).toHaveLength(4)
  const three = await find(feed, 'discover-card', '十八梯')
  expect(inside(three, 'discover-card__grid--3')).toHaveLength(1)
  host.tap(feed, inside(three, 'discover-card__picture')[1])
  await host.waitFor(() => expect(host.callsOf('previewImage')).toHaveLength(1))
  const preview = host.callsOf('previewImage')[0]
  expect([preview.urls.length, preview.current]).toEqual([3, preview.urls[1]])
  expect(textsIn(long, 'discover-card__badge')).toEqual(['官方回复'])
  expect(textsIn(long, 'discover-card__commenter')).toEqual(['嘉陵江畔：', '解放碑路人：'])
  // the detail: the link to all 3 comments
  host.tap(feed, inside(long, 'discover-card__body')[0])
  await arrive(DETAIL)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'discover-detail__all')).toEqual(['查看全部3条评论 ›']))
  // a visitor's like goes to log in
  host.tap(detail, host.findAll(detail, 'discover-card__count--like')[0])
  await host.waitFor(() => expect(toasts()).toContain('请先登录上游账号'))
  await arrive('packages/account/pages/login/index')
  await passwordLogin('13800000001')
  await arrive(DETAIL)
  const again = top()
  await host.waitFor(() => rendered(again, 'discover-card__count--like'))
  const before = Number(texts(again, 'discover-card__count--like')[0])
  host.tap(again, host.findAll(again, 'discover-card__count--like')[0])
  await host.waitFor(() => expect(texts(again, 'discover-card__count--like')).toEqual([String(before + 1)]))
  expect(toasts()).toContain('点赞成功')
  expect(likesSent()).toHaveLength(1)
  host.tap(again, host.findAll(again, 'discover-card__count--like')[0])
  await host.waitFor(() => expect(toasts()).toContain('你已经点过赞了'))
  expect(likesSent()).toHaveLength(1)
  host.tap(again, host.findAll(again, 'discover-detail__all')[0])
  await arrive(COMMENTS)
  const comments = top()
  await host.waitFor(() => expect(host.findAll(comments, 'comment-item').length).toBe(3))

  // commenting needs a login: logged out, a visitor opening all the comments goes to log in, comes back, writes one
  await signOut()
  const visitor = host.openPage(DETAIL, { classId: '20', newsId: String(longId) })
  host.tap(visitor, await find(visitor, 'discover-detail__all', '查看全部3条评论'))
  await arrive('packages/account/pages/login/index')
  await passwordLogin('13800000002')
  await arrive(COMMENTS)
  const write = top()
  host.tap(write, await find(write, 'bang-comments__input', ''))
  await host.waitFor(() => rendered(write, 'bang-composer__text'))
  type(write, 'bang-composer__text', SAID)
  host.tap(write, host.findAll(write, 'bang-composer__send')[0])
  await find(write, 'comment-item', SAID)
  expect(toasts()).toContain('评论成功')
  expect(host.findAll(write, 'comment-item')).toHaveLength(4)
  const after = host.openPage(DETAIL, { classId: '20', newsId: String(longId) })
  await find(after, 'discover-detail__all', '查看全部4条评论')
})

it('跟帖 with 3 pictures into a topic, shown on its page; a held post is its author’s alone; the editor’s reply; search', async () => {
  const topics = host.openPage(TOPICS, {})
  const slope = await find(topics, 'topic-item', '山城坡坎坎')
  host.tap(topics, inside(slope, 'topic-item__follow')[0])
  await arrive(PUBLISH)
  const form = top()
  await host.waitFor(() => expect(texts(form, 'publish-discover__chosen-title')).toEqual(['#山城坡坎坎#']))
  type(form, 'publish-discover__textarea', MINE)
  host.setChosenMedia([await photo('discover-1', 900, 700), await photo('discover-2', 700, 900), await photo('discover-3', 800, 800)])
  host.tap(form, host.findAll(form, 'picture-picker__add')[0])
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__image')).toHaveLength(3))
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__progress')).toHaveLength(0))
  host.tap(form, host.findAll(form, 'picture-picker__add-video')[0])
  await host.waitFor(() => expect(toasts()).toContain('图片和视频只能选择一种'))
  host.tap(form, host.findAll(form, 'publish-discover__submit')[0])
  await arrive(TOPIC)
  expect(toasts()).toContain('发布成功')
  const page = top()
  const mine = await find(page, 'discover-card', MINE)
  expect(inside(mine, 'discover-card__picture')).toHaveLength(3)
  expect(texts(page, 'discover-topic__title')).toEqual(['#山城坡坎坎#'])
  // the topic reported, with a reason offered
  host.tap(page, host.findAll(page, 'discover-topic__report')[0])
  await host.waitFor(() => rendered(page, 'report-popup__reason'))
  host.tap(page, host.findAll(page, 'report-popup__reason')[0])
  host.tap(page, host.findAll(page, 'report-popup__button')[0])
  await host.waitFor(() => expect(toasts()).toContain('举报成功'))

  // a held word: 审核中 to its author; the feed of another reader does not have it
  const write = host.openPage(PUBLISH, {})
  await host.waitFor(() => rendered(write, 'publish-discover__textarea'))
  type(write, 'publish-discover__textarea', HELD)
  host.tap(write, host.findAll(write, 'publish-discover__submit')[0])
  await arrive(FEED)
  expect(toasts()).toContain('发布成功，审核通过后公开')
  const held = await find(top(), 'discover-card', HELD)
  expect(textsIn(held, 'discover-card__review')).toEqual(['审核中'])
  const others = (await api('/v1/quan/getQuanInfo?type=new&pageSize=40')).data.list
  expect(others.some(p => p.content === HELD)).toBe(false)

  // the editor's official reply, through the admin API; the author's message leads to the post
  const editor = (await api('/v1/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000007', password: 'Demo1234' }) })).data.accessToken
  const id = others.find(p => p.content === MINE).id
  const replied = await api('/admin/v1/discover/reply', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` }, body: JSON.stringify({ id, content: '谢谢分享！鹅岭梯道整治已列入今年计划。' }),
  })
  expect(replied.message).toBe('官方回复成功')
  const messages = host.openPage('packages/account/pages/messages/index', {})
  host.tap(messages, await find(messages, 'messages__item', '上游新闻官方回复了你的发现'))
  await arrive(DETAIL)
  await host.waitFor(() => expect(texts(top(), 'discover-card__official-name')).toEqual(['上游新闻编辑部']))

  // search: a post by a word, a topic by its name
  const search = host.openPage(SEARCH, {})
  await host.waitFor(() => rendered(search, 'discover-search__word'))
  host.find(search, 'search-bar__input').dispatchEvent('confirm', { detail: { value: '梯坎' } })
  await find(search, 'discover-card', MINE)
  host.find(search, 'search-bar__input').dispatchEvent('confirm', { detail: { value: '坡坎' } })
  await host.waitFor(() => expect(texts(search, 'topic-item__title')).toEqual(['#山城坡坎坎#']))
})
