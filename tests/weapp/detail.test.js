// A reader's walk through a story in the compiled mini-program, against the real server: open a long
// story → unfold it → like while logged out (login guard → login → back) → like → like again → comment
// → reply → like a comment → report it (none chosen, then two reasons) → delete their own comment →
// a picture set, a video and a live broadcast → share.
const { getJson } = require('../support/server')
const { pickStories, storyWithPermission } = require('../support/stories')
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')

// wx.login has no code to give (no WeChat session): the reader starts logged out
const suite = weappSuite({ loginIdentity: 'no-such-wechat-user' })
let server
let stories
beforeAll(async () => {
  server = suite.server
  stories = await pickStories(server.url)
})

const DETAIL = 'packages/news/pages/detail/index'
const PUBLISH = 'packages/news/pages/publish/index'
const { text, texts, type } = host
const toasts = () => host.callsOf('showToast').map(t => t.title)
const requestsTo = path => host.callsOf('request').filter(r => r.url.split('?')[0].endsWith(path))
const top = () => host.currentPage().component
/** the elements with a class, once there are some (for host.waitFor) */
function rendered(root, cls) {
  const els = host.findAll(root, cls)
  if (!els.length) throw new Error(`nothing with class ${cls} yet`)
  return els
}

/** elements with a class inside another element (as host.findAll, below `el`) */
function within(el, cls) {
  return [...el.querySelectorAll(`[class~="${cls}"], [class*="--${cls}"]`)]
    .filter(x => [...x.classList].some(c => c === cls || c.endsWith(`--${cls}`)))
}
/** the 全部评论 block's comments */
function latestComments(page) {
  const block = host.findAll(page, 'comment-block').find(el => ![...el.classList].some(c => c.endsWith('comment-block--hot')))
  return block ? within(block, 'comment-item') : []
}
const commentText = el => text(within(el, 'comment-item__text')[0])
const action = (el, label) => within(el, 'comment-item__action').find(a => text(a) === label)

describe('a news story', () => {
  let page
  const mine = '山城的变化真大，为家乡点赞！'
  const reply = '补充一句：周末带家人去看看。'

  it('opens with its article folded to 1.2 screens, and unfolds on request', async () => {
    // the host lays nothing out: the article is as tall as the H5 layer measures such a story
    host.setLayout('.content-fold__body', { height: 2400 })
    page = host.openPage(DETAIL, { classId: stories.news.classId, newsId: stories.news.newsId })
    await host.waitFor(() => expect(texts(page, 'news-detail__title')).toEqual([stories.news.title]))
    expect(texts(page, 'news-detail__class')).toEqual([stories.news.className])
    expect(text(host.findAll(page, 'story-footer__staff')[0])).toContain(`责任编辑：${stories.news.editor}`)
    await host.waitFor(() => expect(host.findAll(page, 'content-fold--folded')).toHaveLength(1))
    expect(texts(page, 'content-fold__button')).toEqual(['展开全文'])
    host.tap(page, host.findAll(page, 'content-fold__button')[0])
    await host.waitFor(() => expect(host.findAll(page, 'content-fold--folded')).toHaveLength(0))
    expect(texts(page, 'like-block__count')).toEqual([`${stories.news.doLikeNum}人喜欢`])
    expect(texts(page, 'related-news__title')).toEqual(['相关新闻'])
  })

  it('a visitor’s like goes to login, and login comes back to the story', async () => {
    host.tap(page, host.findAll(page, 'like-block__button')[0])
    await host.waitFor(() => expect(host.currentPage().route).toBe('packages/account/pages/login/index'))
    expect(toasts()).toContain('请先登录上游账号')
    expect(host.currentPage().options).toMatchObject({ mastLogin: 'true' })
    expect(decodeURIComponent(host.currentPage().options.redirect)).toBe(`/${DETAIL}?classId=${stories.news.classId}&newsId=${stories.news.newsId}`)
    expect(requestsTo('/v1/like/do')).toHaveLength(0)
    // the route is set when the page is pushed; its first render arrives a moment later
    const login = top()
    const byPassword = await host.waitFor(() => rendered(login, 'login-page__choice').find(el => text(el) === '密码登录'))
    host.tap(login, byPassword)
    await host.waitFor(() => expect(host.currentPage().route).toBe('packages/account/pages/password/index'))
    const form = top()
    await host.waitFor(() => rendered(form, 'auth-form__submit'))
    type(form, 'phone-input__field', '13800000001')
    type(form, 'auth-form__input', 'Demo1234')
    host.tap(form, host.findAll(form, 'auth-form__submit')[0])
    await host.waitFor(() => expect(host.currentPage().route).toBe(DETAIL))
    expect(host.storage.get('token')).toBeTruthy()
    page = top()
    await host.waitFor(() => expect(texts(page, 'news-detail__title')).toEqual([stories.news.title]))
  })

  it('likes the story once: the count goes up by one; a second like says so and makes no call', async () => {
    host.tap(page, host.findAll(page, 'like-block__button')[0])
    await host.waitFor(() => expect(texts(page, 'like-block__count')).toEqual([`${stories.news.doLikeNum + 1}人喜欢`]))
    expect(toasts()).toContain('点赞成功')
    expect(host.findAll(page, 'like-block__button--on')).toHaveLength(1)
    expect(host.findAll(page, 'comment-bar__icon--liked')).toHaveLength(1)
    host.tap(page, host.findAll(page, 'comment-bar__icon--like')[0])
    await host.waitFor(() => expect(toasts()).toContain('你已经点过赞了'))
    expect(requestsTo('/v1/like/do')).toHaveLength(1)
  })

  it('comments: the comment leads the list with 删除, and the badge counts it', async () => {
    await host.waitFor(() => expect(latestComments(page).length).toBeGreaterThanOrEqual(5))
    expect(texts(page, 'comment-block__more')).toContain('查看更多')
    const before = Number(texts(page, 'comment-bar__badge')[0])
    host.tap(page, host.findAll(page, 'comment-bar__input')[0])
    await host.waitFor(() => expect(host.currentPage().route).toBe(PUBLISH))
    const publish = top()
    await host.waitFor(() => expect(host.findAll(publish, 'publish-comment__input')).toHaveLength(1))
    type(publish, 'publish-comment__input', mine)
    host.tap(publish, host.findAll(publish, 'publish-comment__send')[0])
    await host.waitFor(() => expect(host.currentPage().route).toBe(DETAIL))
    expect(toasts()).toContain('评论成功')
    await host.waitFor(() => expect(commentText(latestComments(page)[0])).toBe(mine))
    expect(action(latestComments(page)[0], '删除')).toBeDefined()
    await host.waitFor(() => expect(texts(page, 'comment-bar__badge')).toEqual([String(Math.min(before + 1, 99)) + (before + 1 > 99 ? '+' : '')]))
  })

  it('replies to the comment: the reply shows under it', async () => {
    host.tap(page, action(latestComments(page)[0], '回复'))
    await host.waitFor(() => expect(host.currentPage().route).toBe(PUBLISH))
    const publish = top()
    await host.waitFor(() => expect(texts(publish, 'publish-comment__quote')).toEqual([`山城小李：${mine}`]))
    type(publish, 'publish-comment__input', reply)
    host.tap(publish, host.findAll(publish, 'publish-comment__send')[0])
    await host.waitFor(() => expect(host.currentPage().route).toBe(DETAIL))
    await host.waitFor(() => expect(within(latestComments(page)[0], 'comment-item__reply').map(text)).toEqual([`山城小李：${reply}`]))
    const sent = requestsTo('/v1/comment/store').pop()
    expect(sent.data).toContain('plId=')
  })

  it('likes someone else’s comment: its count goes up', async () => {
    const other = latestComments(page).find(el => action(el, '举报'))
    const before = Number(text(within(other, 'comment-item__like-count')[0]) || 0)
    host.tap(page, within(other, 'comment-item__like')[0])
    await host.waitFor(() => expect(Number(text(within(other, 'comment-item__like-count')[0]))).toBe(before + 1))
    expect(within(other, 'comment-item__like--on')).toHaveLength(1)
  })

  it('reports it: with nothing chosen the button cancels; then two reasons are sent and 举报成功', async () => {
    const other = latestComments(page).find(el => action(el, '举报'))
    const said = commentText(other)
    host.tap(page, action(other, '举报'))
    await host.waitFor(() => expect(host.findAll(page, 'report-popup__reason').length).toBeGreaterThan(3))
    expect(texts(page, 'popup__title')).toEqual(['举报'])
    expect(host.findAll(page, 'report-popup__reason--on')).toHaveLength(0)
    expect(texts(page, 'report-popup__button')).toEqual(['取消'])
    host.tap(page, host.findAll(page, 'report-popup__button')[0])
    await host.waitFor(() => expect(host.findAll(page, 'report-popup__reason')).toHaveLength(0))
    expect(requestsTo('/api/comment/doReport')).toHaveLength(0)

    host.tap(page, action(other, '举报'))
    await host.waitFor(() => expect(host.findAll(page, 'report-popup__reason').length).toBeGreaterThan(3))
    const reasons = host.findAll(page, 'report-popup__reason')
    host.tap(page, reasons[2])
    host.tap(page, reasons[0])
    await host.waitFor(() => expect(texts(page, 'report-popup__button')).toEqual(['提交']))
    host.tap(page, host.findAll(page, 'report-popup__button')[0])
    await host.waitFor(() => expect(toasts()).toContain('举报成功'))
    await host.waitFor(() => expect(host.findAll(page, 'report-popup__reason')).toHaveLength(0))
    const [sent] = requestsTo('/api/comment/doReport')
    expect(sent.data).toMatchObject({ content: `${text(reasons[0])},${text(reasons[2])}`, platformId: 0, newsId: stories.news.newsId, commentContent: said })
  })

  it('deletes the reader’s own comment after 提示 / 你确定要删除吗？; 1 s later the page is reloaded in its place, without it', async () => {
    // opened again in its place (redirectTo), or started over when it is the only page (reLaunch)
    const reopened = () => [...host.callsOf('redirectTo'), ...host.callsOf('reLaunch')].map(c => c.url)
    const before = reopened().length
    host.tap(page, action(latestComments(page)[0], '删除'))
    await host.waitFor(() => expect(toasts()).toContain('删除成功！'))
    expect(host.callsOf('showModal').pop()).toMatchObject({ title: '提示', content: '你确定要删除吗？' })
    await host.waitFor(() => expect(reopened()).toHaveLength(before + 1), { timeout: 5000 })
    expect(reopened().slice(before)).toEqual([`/${DETAIL}?classId=${stories.news.classId}&newsId=${stories.news.newsId}`])
    page = top()
    await host.waitFor(() => expect(texts(page, 'news-detail__title')).toEqual([stories.news.title]))
    await host.waitFor(() => expect(latestComments(page).length).toBeGreaterThan(0))
    expect(latestComments(page).map(commentText)).not.toContain(mine)
  })

  it('shares: the share menu opens, and a shared card leads back to this story', async () => {
    host.tap(page, host.findAll(page, 'comment-bar__icon--share')[0])
    await host.waitFor(() => expect(host.callsOf('showShareMenu')).toHaveLength(1))
    expect(toasts()).toContain('点击右上角“…”分享给朋友')
    const card = host.currentPage().instance.onShareAppMessage({ from: 'menu' })
    expect(card).toMatchObject({ title: stories.news.title, path: `/${DETAIL}?classId=${stories.news.classId}&newsId=${stories.news.newsId}` })
    const timeline = host.currentPage().instance.onShareTimeline()
    expect(timeline).toMatchObject({ title: stories.news.title, query: `classId=${stories.news.classId}&newsId=${stories.news.newsId}` })
  })
})

describe('per-story switches', () => {
  const open = async d => {
    const page = host.openPage(DETAIL, { classId: d.classId, newsId: d.newsId })
    await host.waitFor(() => expect(texts(page, 'news-detail__title')).toEqual([d.title]))
    // the related stories and the ads arrive after the story: every answer in, and drawn
    await host.settled()
    return page
  }

  it('1 hides the comments and the comment box', async () => {
    const page = await open(await storyWithPermission(server.url, 1))
    expect(host.findAll(page, 'comment-block')).toHaveLength(0)
    // the box gives way to an empty space: no 我来说两句
    expect(host.findAll(page, 'comment-bar__input--none')).toHaveLength(1)
    expect(texts(page, 'comment-bar__input')).toEqual([''])
    expect(host.findAll(page, 'comment-bar__badge')).toHaveLength(0)
    expect(host.findAll(page, 'related-news').length).toBe(1)
  })

  it('2 hides the related stories', async () => {
    const page = await open(await storyWithPermission(server.url, 2))
    expect(host.findAll(page, 'related-news')).toHaveLength(0)
    expect(texts(page, 'comment-bar__input')).toEqual(['我来说两句'])
    expect(host.findAll(page, 'ad-slot').length).toBeGreaterThan(0)
  })

  it('4 (the ad bit, n = 3) hides the ads', async () => {
    const page = await open(await storyWithPermission(server.url, 4))
    expect(host.findAll(page, 'ad-slot')).toHaveLength(0)
    expect(host.findAll(page, 'related-news').length).toBe(1)
  })
})

describe('other stories', () => {
  it('a picture set: the gallery, its captions and the 相关新闻 grid with image counts', async () => {
    const { picture } = stories
    const detail = (await getJson(`${server.url}/v1/news/getDetails?newsId=${picture.id}`)).data
    const page = host.openPage('packages/news/pages/picture/index', { classId: picture.classId, newsId: picture.id })
    await host.waitFor(() => expect(host.findAll(page, 'picture-detail__img')).toHaveLength(detail.allImage.length))
    expect(texts(page, 'picture-detail__index')).toEqual([`1/${detail.allImage.length}`])
    expect(texts(page, 'picture-detail__text')).toEqual([detail.allImage[0].caption])
    expect(texts(page, 'picture-detail__related-title')).toEqual(['相关新闻'])
    expect(texts(page, 'picture-detail__count').every(t => /^\d+图$/.test(t))).toBe(true)
    host.tap(page, host.findAll(page, 'picture-detail__slide')[1])
    await host.waitFor(() => expect(host.callsOf('previewImage').pop()).toMatchObject({ current: detail.allImage[1].url }))
    expect(host.findAll(page, 'comment-bar--dark')).toHaveLength(1)
  })

  it('a video: loads when shown, pauses when hidden; tabs 视频, 评论 and 简介', async () => {
    const { video } = stories
    const detail = (await getJson(`${server.url}/v1/news/getDetails?newsId=${video.id}`)).data
    const page = host.openPage('packages/news/pages/video/index', { classId: video.classId, newsId: video.id })
    await host.waitFor(() => expect(host.findAll(page, 'video-detail__player')).toHaveLength(1))
    const tabs = texts(page, 'tabs__item')
    expect(tabs[0]).toBe('视频')
    expect(tabs[1]).toMatch(/^评论( \d+| 99\+)?$/)
    expect(tabs[2]).toBe('简介')
    await host.waitFor(() => expect(host.findAll(page, 'news-card').length).toBeGreaterThan(0))
    // the overlay hides when the reader plays
    host.tap(page, host.findAll(page, 'video-detail__overlay')[0])
    await host.waitFor(() => expect(host.callsOf('videoPlay')).toHaveLength(1))
    // the overlay goes with the render after the play (on CI, once, after the check)
    await host.waitFor(() => expect(host.findAll(page, 'video-detail__overlay')).toHaveLength(0))
    host.tap(page, host.findAll(page, 'tabs__item')[1])
    await host.waitFor(() => expect(host.findAll(page, 'comment-block__title').map(text)).toEqual(['全部评论']))
    host.tap(page, host.findAll(page, 'tabs__item')[2])
    await host.waitFor(() => expect(host.findAll(page, 'video-detail__intro')).toHaveLength(1))
    expect(within(host.findAll(page, 'video-detail__intro')[0], 'rich-content')).toHaveLength(1)
    expect(detail.content).not.toBe('')
    // another page on top hides this one: the video pauses
    host.openPage('packages/news/pages/detail/index', { classId: stories.news.classId, newsId: stories.news.newsId })
    await host.waitFor(() => expect(host.callsOf('videoPause').length).toBeGreaterThanOrEqual(1))
  })

  it('a live broadcast: 直播中, the sources with the chosen one highlighted, comments reported as classId 12', async () => {
    const { live } = stories
    const page = host.openPage('packages/news/pages/live/index', { classId: live.classId, newsId: live.id })
    await host.waitFor(() => expect(texts(page, 'live-detail__state')).toEqual(['直播中']))
    const sources = host.findAll(page, 'live-detail__source')
    expect(sources.length).toBe(2)
    expect(host.findAll(page, 'live-detail__source--on').map(text)).toEqual([text(sources[0])])
    host.tap(page, sources[1])
    await host.waitFor(() => expect(host.findAll(page, 'live-detail__source--on').map(text)).toEqual([text(sources[1])]))
    await host.waitFor(() => expect(latestComments(page).length).toBeGreaterThan(0))
    const other = latestComments(page).find(el => action(el, '举报'))
    host.tap(page, action(other, '举报'))
    await host.waitFor(() => expect(host.findAll(page, 'report-popup__reason').length).toBeGreaterThan(0))
    host.tap(page, host.findAll(page, 'report-popup__reason')[1])
    host.tap(page, host.findAll(page, 'report-popup__button')[0])
    await host.waitFor(() => expect(requestsTo('/api/comment/doReport')).toHaveLength(2))
    expect(requestsTo('/api/comment/doReport')[1].data).toMatchObject({ classId: 12, platformId: 1, newsId: live.id })
  })
})

describe('the vertical video feed (/CoolVideo) and a shared video (/ShareVideo)', () => {
  it('a swipe to the next, which plays while the one left pauses; the next\'s player placed ahead; share, comments; a shared video\'s page', async () => {
    const videos = (await getJson(`${server.url}/kratos/v1/column/list?columnId=200&page=1`)).data.filter(v => v.videoUrl)
    const page = host.relaunchPage('packages/news/pages/cool-video/index', {})
    await host.waitFor(() => expect(texts(page, 'cool-video__title').slice(0, 2)).toEqual([videos[0].title, videos[1].title]))
    const slides = () => host.findAll(page, 'cool-video__slide')
    // the shown video and the next have their players; the rest their posters
    expect(slides().map(el => within(el, 'cool-video__player').length).slice(0, 3)).toEqual([1, 1, 0])
    const plays = host.callsOf('videoPlay').length
    host.tap(page, host.findAll(page, 'cool-video__play')[0])
    await host.waitFor(() => expect(host.callsOf('videoPlay').slice(plays)).toEqual([{ id: `cool-video-${videos[0].id}` }]))
    // the swipe up
    host.find(page, 'cool-video__pager').dispatchEvent('change', { detail: { current: 1, source: 'touch' } })
    await host.waitFor(() => expect(host.callsOf('videoPlay').slice(plays)).toEqual([{ id: `cool-video-${videos[0].id}` }, { id: `cool-video-${videos[1].id}` }]))
    expect(host.callsOf('videoPause')).toEqual(expect.arrayContaining([{ id: `cool-video-${videos[0].id}` }]))
    await host.waitFor(() => expect(slides().map(el => within(el, 'cool-video__player').length).slice(0, 3)).toEqual([1, 1, 1]))
    // the page's share card is the shown video's own page
    expect(host.currentPage().instance.onShareAppMessage({ from: 'menu' }).path).toBe(`/packages/news/pages/share-video/index?classId=${videos[1].classId}&newsId=${videos[1].id}`)
    host.tap(page, within(slides()[1], 'cool-video__action--comment')[0])
    await host.waitFor(() => expect(host.currentPage().route).toBe('packages/news/pages/comments/index'))

    // the shared video's page: the video, its title, the related videos
    const shared = host.relaunchPage('packages/news/pages/share-video/index', { classId: videos[1].classId, newsId: videos[1].id })
    await host.waitFor(() => expect(texts(shared, 'video-detail__title')).toEqual([videos[1].title]))
    await host.waitFor(() => expect(host.findAll(shared, 'news-card').length).toBeGreaterThan(0))
    expect(texts(shared, 'share-video__heading')).toEqual(['相关视频'])
    host.tap(shared, host.findAll(shared, 'video-detail__overlay')[0])
    await host.waitFor(() => expect(host.callsOf('videoPlay').pop()).toEqual({ id: 'shared-video' }))
  })
})

