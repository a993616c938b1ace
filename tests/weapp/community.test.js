// 社区 and 曝光台 in the compiled mini-program, against the real server: the tab's 社区 tile → the
// section's home (推荐社区, a post the community answered); 发帖 behind the login guard, then 请先加入社区
// → 选择社区 → 加入; a post with a photo; the community's worker (网格员) answers it and marks it solved;
// the author's unread message, the like (again: 您已经点赞过了, no call) and a comment; a member's page;
// 曝光台's states with their counts and a journalist's follow-up.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { toasts, top, rendered, find, arrive, passwordLogin, photo } = require('./support/steps')

// no WeChat session: the reader starts logged out
// its reader's messages are read as the seed left them: a server of its own
weappSuite({ loginIdentity: 'no-such-wechat-user', ownServer: true })

const INDEX = 'packages/bangbang/pages/community/index'
const COMMEND = 'packages/bangbang/pages/community-commend/index'
const DETAIL = 'packages/bangbang/pages/community-detail/index'
const PUBLISH = 'packages/bangbang/pages/publish/index'
const EXPOSURE = 'packages/bangbang/pages/exposure/index'
const { text, texts, type } = host
const inside = (el, cls) => host.findAll({ dom: el }, cls)
const textsIn = (el, cls) => inside(el, cls).map(text)
const requestsTo = path => host.callsOf('request').filter(r => r.url.includes(path))

const POST = '金汤街菜市场门口的台阶坏了一块，老人买菜容易绊倒，麻烦社区看看。'
let postId = 0

it('a visitor opens 社区 from the tab: their community to choose, communities nearby, posts the community answered', async () => {
  const tab = host.openPage('pages/bangbang/index', {})
  host.tap(tab, await find(tab, 'bangbang__tile', '社区'))
  await arrive(INDEX)
  const index = top()
  await host.waitFor(() => expect(texts(index, 'community__section-title')).toEqual(['我的社区', '推荐社区', '社区新鲜事']))
  expect(texts(index, 'community__none-text')).toEqual(['还没有加入社区，加入后可以向社区发帖'])
  const answered = await find(index, 'post-card', '金汤街12号')
  expect(textsIn(answered, 'post-status')).toEqual(['已解决'])
  expect(textsIn(answered, 'post-reply__label')).toEqual(['社区回复'])
  expect(textsIn(answered, 'post-card__community')).toEqual(['金汤街社区'])
  // a neighbour's page: their community and their posts
  host.tap(index, inside(answered, 'post-card__meta')[0])
  await arrive(INDEX)
  const member = top()
  await host.waitFor(() => expect(texts(member, 'community__person-name')).toEqual(['嘉陵江畔']))
  expect(texts(member, 'community__person-community')).toEqual(['金汤街社区 ›'])
  await host.waitFor(() => expect(host.findAll(member, 'post-card')).toHaveLength(3))
  // 帮帮's search: 社区's posts in a tab of their own
  const search = host.openPage('packages/bangbang/pages/search/index', {})
  await host.waitFor(() => rendered(search, 'bang-search__word'))
  host.find(search, 'search-bar__input').dispatchEvent('confirm', { detail: { value: '油烟' } })
  host.tap(search, await find(search, 'tabs__item', '社区'))
  await host.waitFor(() => expect(texts(search, 'post-card__community')).toEqual(['建新东路社区']))
})

it('发帖 needs a login, then a community: the reader joins one and posts with a photo', async () => {
  const index = host.openPage(INDEX, {})
  await host.waitFor(() => rendered(index, 'post-card'))
  host.tap(index, host.findAll(index, 'community__post')[0])
  await host.waitFor(() => expect(toasts()).toContain('请先登录上游账号'))
  await arrive('packages/account/pages/login/index')
  await passwordLogin('13800000001')
  await arrive(INDEX)
  const back = top()
  await host.waitFor(() => rendered(back, 'community__none'))
  host.tap(back, host.findAll(back, 'community__post')[0])
  await host.waitFor(() => expect(toasts()).toContain('请先加入社区'))
  await arrive(COMMEND)
  const commend = top()
  await host.waitFor(() => expect(texts(commend, 'community-card__name')).toHaveLength(8))
  host.find(commend, 'commend__search').dispatchEvent('confirm', { detail: { value: '七星岗' } })
  await host.waitFor(() => expect(texts(commend, 'community-card__name')).toEqual(['金汤街社区']))
  const card = host.findAll(commend, 'community-card')[0]
  expect(textsIn(card, 'community-card__worker-name')).toEqual(['李娟·网格员', '周建国·社区书记'])
  host.tap(commend, inside(card, 'community-card__join')[0])
  await host.waitFor(() => expect(toasts()).toContain('已加入社区'))
  await arrive(INDEX)
  const home = top()
  await host.waitFor(() => expect(texts(home, 'community-card__name')).toEqual(['金汤街社区']))
  expect(texts(home, 'community-card__joined')).toEqual(['已加入'])

  host.tap(home, host.findAll(home, 'community__post')[0])
  await arrive(PUBLISH)
  const form = top()
  expect(host.currentPage().options.post).toBe('community')
  await host.waitFor(() => rendered(form, 'publish-post__textarea'))
  expect(host.callsOf('setNavigationBarTitle').map(c => c.title)).toContain('发帖')
  type(form, 'publish-post__textarea', POST)
  host.setChosenMedia([await photo('community-photo', 1200, 900)])
  host.tap(form, host.findAll(form, 'picture-picker__add')[0])
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__tile').length - host.findAll(form, 'picture-picker__add').length).toBe(1))
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__progress')).toHaveLength(0))
  host.tap(form, host.findAll(form, 'publish-post__submit')[0])
  await arrive(DETAIL)
  expect(toasts()).toContain('发布成功')
  postId = Number(host.currentPage().options.id)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'post-card__text')).toEqual([POST]))
  expect(texts(detail, 'post-status')).toEqual(['待回复'])
  expect(host.findAll(detail, 'post-card__picture')).toHaveLength(1)
  expect(texts(detail, 'post-detail__waiting')).toEqual(['社区工作人员会尽快回复'])
  // the author may mark it solved or delete it, not answer it
  expect(host.findAll(detail, 'post-detail__form')).toHaveLength(0)
  expect(texts(detail, 'post-detail__remove')).toEqual(['删除'])
})

it('the community’s worker answers the post and marks it solved', async () => {
  host.openPage('packages/account/pages/password/index', { redirect: `/${DETAIL}?id=${postId}` })
  await passwordLogin('13800000025')
  await arrive(DETAIL)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'post-detail__form-title')).toEqual(['以社区名义回复']))
  host.tap(detail, host.findAll(detail, 'post-detail__button')[0])
  await host.waitFor(() => expect(toasts()).toContain('请输入回复内容'))
  type(detail, 'post-detail__textarea', '已联系市政，明天上午修补，修好前我们先放了警示牌。')
  host.tap(detail, host.findAll(detail, 'post-detail__button')[1])
  await host.waitFor(() => expect(texts(detail, 'post-status')).toEqual(['已解决']))
  expect(toasts()).toContain('回复成功')
  expect(texts(detail, 'post-reply__who')).toEqual(['李娟（网格员）：'])
  expect(host.findAll(detail, 'post-detail__form')).toHaveLength(0)
})

it('the author has a message, likes the post once and comments on it', async () => {
  host.openPage('packages/account/pages/password/index', { redirect: `/${INDEX}` })
  await passwordLogin('13800000001')
  await arrive(INDEX)
  const messages = host.openPage('packages/account/pages/messages/index', {})
  await host.waitFor(() => expect(texts(messages, 'messages__title')).toEqual(['你发布的内容已标记为已解决']))
  host.tap(messages, host.findAll(messages, 'messages__item')[0])
  await arrive(DETAIL)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'like-block__count')).toEqual(['0人喜欢']))
  expect(texts(detail, 'post-reply__text')).toEqual(['已联系市政，明天上午修补，修好前我们先放了警示牌。'])
  const before = requestsTo('/api/praise/AddPraise').length
  host.tap(detail, host.findAll(detail, 'like-block__button')[0])
  await host.waitFor(() => expect(texts(detail, 'like-block__count')).toEqual(['1人喜欢']))
  host.tap(detail, host.findAll(detail, 'like-block__button')[0])
  await host.waitFor(() => expect(toasts()).toContain('您已经点赞过了'))
  expect(requestsTo('/api/praise/AddPraise').length).toBe(before + 1)
  await host.waitFor(() => expect(texts(detail, 'empty-state__text')).toEqual(['赶紧抢个沙发吧～']))
  host.tap(detail, host.findAll(detail, 'bang-comments__input')[0])
  await host.waitFor(() => rendered(detail, 'bang-composer__text'))
  type(detail, 'bang-composer__text', '谢谢李娟，效率真高！')
  host.tap(detail, host.findAll(detail, 'bang-composer__send')[0])
  await find(detail, 'comment-item', '谢谢李娟')
  expect(toasts()).toContain('评论成功')
})

it('曝光台: states with their counts, and a journalist’s follow-up', async () => {
  const tab = host.openPage('pages/bangbang/index', {})
  host.tap(tab, await find(tab, 'bangbang__tile', '曝光台'))
  await arrive(EXPOSURE)
  const page = top()
  await host.waitFor(() => expect(texts(page, 'tabs__item')).toEqual(['全部 3', '跟进中 1', '已解决 1']))
  expect(texts(page, 'post-status')).toEqual(['待核实', '记者跟进中', '已解决'])
  host.tap(page, host.findAll(page, 'tabs__item')[2])
  await host.waitFor(() => expect(texts(page, 'post-status')).toEqual(['已解决']))
  host.tap(page, host.findAll(page, 'post-card__body')[0])
  await arrive(DETAIL)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'post-reply__label')).toEqual(['记者跟进']))
  expect(texts(detail, 'post-reply__who')).toEqual(['王敏（上游新闻民生记者）：'])
  expect(host.findAll(detail, 'post-card__community')).toHaveLength(0)
})
