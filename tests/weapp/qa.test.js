// 问答 in the compiled mini-program, against the real server: the tab's 问答 entry → the Q&A home, a
// question with a journalist's answer (blue tag, pinned, 查看全文), the member lists' and more lists'
// titles, a closed home; asking a journalist with a photo (login guard → password login → similar
// questions → the photo sent → the question sent),
// the journalist answering, the asker's unread message, the like (again: 您已经点赞过了, no call), and a
// comment liked and deleted.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { toasts, top, rendered, find, arrive, passwordLogin, photo } = require('./support/steps')

// no WeChat session: the reader starts logged out
// its asker's messages are read as the seed left them: a server of its own
weappSuite({ loginIdentity: 'no-such-wechat-user', ownServer: true })

const INDEX = 'packages/bangbang/pages/qa/index'
const LIST = 'packages/bangbang/pages/qa-list/index'
const DETAIL = 'packages/bangbang/pages/qa-detail/index'
const ASK = 'packages/bangbang/pages/qa-ask/index'
const REPLY = 'packages/bangbang/pages/qa-reply/index'
const MEMBERS = 'packages/bangbang/pages/qa-members/index'
const MORE = 'packages/bangbang/pages/qa-more/index'
const { text, texts, type } = host
/** elements with a class inside one element */
const inside = (el, cls) => host.findAll({ dom: el }, cls)
const textsIn = (el, cls) => inside(el, cls).map(text)
const requestsTo = path => host.callsOf('request').filter(r => r.url.includes(path))


const CLIP = require('path').join(__dirname, '../../server/assets/video/shancheng-2.mp4')
const QUESTION = '外地户口的孩子在重庆上小学，租房合同一定要备案吗？'
let questionId = 0

it('a visitor opens 问答 from the tab and reads a journalist’s pinned answer', async () => {
  const tab = host.openPage('pages/bangbang/index', {})
  host.tap(tab, await find(tab, 'bangbang__politics-head', '问答'))
  await arrive(INDEX)
  const index = top()
  await host.waitFor(() => expect(texts(index, 'qa-index__section-title')).toEqual(['入驻记者', '入驻答主', '今日热门', '最新问题']))
  expect(texts(index, 'qa-index__member-name')).toEqual(expect.arrayContaining(['王敏', '陈晨']))
  // the renderer lays the pinned answer (the seed's first) out at 8 lines of 24 px
  host.setLayout('#answer-1 .answer-card__text', { height: 192 })
  host.setLayout('#answer-1 .answer-card__ruler', { height: 24 })
  host.tap(index, await find(index, 'qa-card', '外地户口的孩子'))
  await arrive(LIST)
  const list = top()
  await host.waitFor(() => rendered(list, 'answer-card'))
  expect(texts(list, 'question-header__tag')).toEqual(['已回复'])
  const pinned = host.findAll(list, 'answer-card')[0]
  expect(textsIn(pinned, 'answer-card__name')).toEqual(['陈晨'])
  expect(textsIn(pinned, 'qa-type--blue')).toEqual(['记者'])
  expect(textsIn(pinned, 'answer-card__pinned')).toEqual(['置顶'])
  // measured: eight lines and more show 查看全文
  await host.waitFor(() => expect(textsIn(host.findAll(list, 'answer-card')[0], 'answer-card__full')).toEqual(['查看全文']))
  expect(textsIn(host.findAll(list, 'answer-card')[1], 'answer-card__full')).toEqual([])
  host.tap(list, inside(pinned, 'answer-card__body')[0])
  await arrive(DETAIL)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'like-block__count')).toEqual(['38人喜欢']))
  await host.waitFor(() => expect(texts(detail, 'comment-block__title')).toEqual(['全部评论']))
  expect(texts(detail, 'comment-item__name')).toContain('山城小李')
})

it('shows the member lists’ and more lists’ titles, and refuses a closed home', async () => {
  for (const [t, title] of [[1, '入驻答主'], [2, '入驻记者']]) {
    const page = host.openPage(MEMBERS, { type: String(t) })
    await host.waitFor(() => rendered(page, 'member-card'))
    expect(host.callsOf('setNavigationBarTitle').map(c => c.title)).toContain(title)
  }
  // a search by name or job finds any journalist or expert
  const search = host.openPage(MEMBERS, { type: '2' })
  await host.waitFor(() => rendered(search, 'member-card'))
  host.find(search, 'qa-members__search').dispatchEvent('confirm', { detail: { value: '律师事务所' } })
  await host.waitFor(() => expect(texts(search, 'member-card__name')).toEqual(['刘律师']))
  const answerers = host.openPage(MEMBERS, { type: '1' })
  host.tap(answerers, await find(answerers, 'member-card', '渝中区民政局'))
  await host.waitFor(() => expect(toasts()).toContain('抱歉此账号主页(暂时)无法查看'))
  expect(host.currentPage().route).toBe(MEMBERS)
  for (const [t, title] of [[1, '今日热门问题'], [2, '最新问题']]) {
    const page = host.openPage(MORE, { type: String(t) })
    await host.waitFor(() => rendered(page, 'qa-card'))
    expect(host.callsOf('setNavigationBarTitle').map(c => c.title)).toContain(title)
  }
})

it('searches 帮帮: the week’s hot words, then what one finds', async () => {
  const search = host.openPage('packages/bangbang/pages/search/index', {})
  await host.waitFor(() => expect(texts(search, 'bang-search__word').slice(0, 3)).toEqual(['物业费', '入学材料', '停车']))
  host.tap(search, await find(search, 'bang-search__word', '物业费'))
  await host.waitFor(() => expect(texts(search, 'qa-card__question')).toEqual(['物业费涨价没有开业主大会，业主可以拒交吗？']))
})

it('a reader asks a journalist after logging in, with similar questions suggested', async () => {
  const reporters = host.openPage(MEMBERS, { type: '2' })
  const wang = await find(reporters, 'member-card', '王敏')
  host.tap(reporters, inside(wang, 'member-card__ask')[0])
  await host.waitFor(() => expect(toasts()).toContain('请先登录上游账号'))
  await arrive('packages/account/pages/login/index')
  await passwordLogin('13800000002')
  await arrive(MEMBERS)
  const back = top()
  host.tap(back, inside(await find(back, 'member-card', '王敏'), 'member-card__ask')[0])
  await arrive(ASK)
  const form = top()
  await host.waitFor(() => expect(texts(form, 'qa-form__target-name')).toEqual(['向 王敏 提问']))
  type(form, 'qa-form__textarea', QUESTION)
  await host.waitFor(() => expect(texts(form, 'qa-form__similar-text').some(t => t.startsWith('外地户口的孩子在重庆上小学'))).toBe(true))
  // a photo from the album: sent at once, its progress shown, then its thumbnail
  host.setChosenMedia([await photo('qa-photo', 1200, 900)])
  host.tap(form, host.findAll(form, 'picture-picker__add')[0])
  await host.waitFor(() => expect(host.callsOf('uploadFile')).toHaveLength(1))
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__image').length).toBe(1))
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__progress')).toHaveLength(0))
  expect(host.findAll(form, 'picture-picker__failed')).toHaveLength(0)
  expect(texts(form, 'picture-picker__count')).toEqual(['1/9'])
  // a video too long is said before anything is sent
  host.setChosenMedia([{ video: CLIP, duration: 75.2, thumb: await photo('qa-cover', 480, 270) }])
  host.tap(form, host.findAll(form, 'picture-picker__add-video')[0])
  await host.waitFor(() => expect(toasts()).toContain('视频不能超过60秒'))
  expect(host.callsOf('uploadFile')).toHaveLength(1)
  // a clip from the album: its cover (the phone's thumbnail) goes first, then the clip naming it
  host.setChosenMedia([{ video: CLIP, duration: 8.02, thumb: await photo('qa-cover', 480, 270) }])
  host.tap(form, host.findAll(form, 'picture-picker__add-video')[0])
  await host.waitFor(() => expect(host.callsOf('uploadFile')).toHaveLength(3))
  const [cover, clip] = host.callsOf('uploadFile').slice(1)
  expect([cover.filePath.endsWith('.jpg'), cover.formData]).toEqual([true, {}])
  expect([clip.url.endsWith('/v1/upload/video'), clip.filePath, Number(clip.formData.coverId) > 0]).toEqual([true, CLIP, true])
  await host.waitFor(() => expect(host.findAll(form, 'picture-picker__progress')).toHaveLength(0))
  expect(texts(form, 'picture-picker__length')).toEqual(['0:08'])
  expect(host.findAll(form, 'picture-picker__add-video')).toHaveLength(0)
  host.tap(form, host.findAll(form, 'qa-form__submit')[0])
  await arrive(LIST)
  expect(toasts()).toContain('提问成功')
  questionId = Number(host.currentPage().options.id)
  const list = top()
  await host.waitFor(() => expect(texts(list, 'question-header__content')).toEqual([QUESTION]))
  expect(host.findAll(list, 'question-header__picture')).toHaveLength(1)
  // the clip under the question with its cover and length; a tap puts the player there and starts it
  expect(texts(list, 'attached-video__time')).toEqual(['0:08'])
  expect(host.findAll(list, 'attached-video__image')).toHaveLength(1)
  host.tap(list, host.findAll(list, 'attached-video__cover')[0])
  await host.waitFor(() => expect(host.callsOf('videoPlay')).toHaveLength(1))
  expect(host.findAll(list, 'attached-video__player')).toHaveLength(1)
})

it('the journalist it was put to replies (回复, not 我来回答); 待回复 becomes 已回复', async () => {
  host.openPage('packages/account/pages/password/index', { redirect: `/${LIST}?id=${questionId}` })
  await passwordLogin('13800000020')
  await arrive(LIST)
  const list = top()
  await host.waitFor(() => expect(texts(list, 'question-header__tag')).toEqual(['待回复']))
  await host.waitFor(() => expect(texts(list, 'question-header__button')).toEqual(['回复']))
  host.tap(list, await find(list, 'question-header__button', '回复'))
  await arrive(REPLY)
  const reply = top()
  await host.waitFor(() => rendered(reply, 'qa-form__question'))
  type(reply, 'qa-form__textarea', '需要。租房合同要到社区或住建部门备案，免费，一般当场办结。')
  host.tap(reply, host.findAll(reply, 'qa-form__submit')[0])
  await arrive(LIST)
  const back = top()
  await host.waitFor(() => expect(texts(back, 'answer-card__name')).toEqual(['王敏']))
  expect(toasts()).toContain('回答成功')
  await host.waitFor(() => expect(texts(back, 'question-header__tag')).toEqual(['已回复']))
})

it('the asker has a message, likes the answer once, comments, likes and deletes the comment', async () => {
  host.openPage('packages/account/pages/password/index', { redirect: `/${LIST}?id=${questionId}` })
  await passwordLogin('13800000002')
  await arrive(LIST)
  const messages = host.openPage('packages/account/pages/messages/index', {})
  await host.waitFor(() => expect(texts(messages, 'messages__title')).toEqual(['你的提问有了新回答']))
  host.tap(messages, host.findAll(messages, 'messages__item')[0])
  await arrive(LIST)
  const list = top()
  await host.waitFor(() => expect(texts(list, 'answer-card__name')).toEqual(['王敏']))
  host.tap(list, host.findAll(list, 'answer-card__body')[0])
  await arrive(DETAIL)
  const detail = top()
  await host.waitFor(() => expect(texts(detail, 'like-block__count')).toEqual(['0人喜欢']))
  await host.waitFor(() => expect(texts(detail, 'empty-state__text')).toEqual(['赶紧抢个沙发吧～']))

  const before = requestsTo('/api/praise/AddPraise').length
  host.tap(detail, host.findAll(detail, 'like-block__button')[0])
  await host.waitFor(() => expect(texts(detail, 'like-block__count')).toEqual(['1人喜欢']))
  expect(toasts()).toContain('点赞成功')
  host.tap(detail, host.findAll(detail, 'like-block__button')[0])
  await host.waitFor(() => expect(toasts()).toContain('您已经点赞过了'))
  expect(requestsTo('/api/praise/AddPraise').length).toBe(before + 1)

  host.tap(detail, host.findAll(detail, 'bang-comments__input')[0])
  await host.waitFor(() => rendered(detail, 'bang-composer__text'))
  type(detail, 'bang-composer__text', '谢谢王记者，明天就去社区办。')
  host.tap(detail, host.findAll(detail, 'bang-composer__send')[0])
  const mine = await find(detail, 'comment-item', '谢谢王记者')
  expect(toasts()).toContain('评论成功')
  host.tap(detail, inside(mine, 'comment-item__like')[0])
  await host.waitFor(() => expect(textsIn(host.findAll(detail, 'comment-item')[0], 'comment-item__like-count')).toEqual(['1']))
  const redirected = host.callsOf('redirectTo').length
  host.tap(detail, inside(host.findAll(detail, 'comment-item')[0], 'comment-item__action--delete')[0])
  await host.waitFor(() => expect(host.callsOf('showModal').map(m => m.content)).toContain('你确定要删除吗？'))
  await host.waitFor(() => expect(toasts()).toContain('删除成功！'))
  // 1 s later the page is opened again in its place (the spec's reload), without the comment
  await host.waitFor(() => expect(host.callsOf('redirectTo')).toHaveLength(redirected + 1), { timeout: 5000 })
  expect(host.callsOf('redirectTo').pop().url).toMatch(new RegExp(`^/${DETAIL}\\?`))
  const reloaded = top()
  await host.waitFor(() => expect(texts(reloaded, 'empty-state__text')).toEqual(['赶紧抢个沙发吧～']))
})
