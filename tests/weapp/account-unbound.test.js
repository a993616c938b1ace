// An unbound WeChat user (every first-time reader) opens the mini-program: the silent wx.login exchange
// happens, but nothing takes them off the news (WeChat's rules: no login before the content). Only when
// they tap like does the login guard send them to the login page, where 微信登录 leads to binding a phone
// (slider, code from the SMS outbox); then they are back on the story, logged in.
const { getJson } = require('../support/server')
const { pickStories } = require('../support/stories')
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')

const suite = weappSuite({ loginIdentity: 'demo-mp-new' })
let server
let stories
beforeAll(async () => {
  server = suite.server
  stories = await pickStories(server.url)
})

const { text, texts, type } = host
const HOME = 'pages/home/index'
const DETAIL = 'packages/news/pages/detail/index'
const LOGIN = 'packages/account/pages/login/index'
const BIND_PAGE = 'packages/account/pages/bind/index'
const navigations = () => ['navigateTo', 'redirectTo', 'reLaunch'].flatMap(n => host.callsOf(n).map(c => c.url))
const toasts = () => host.callsOf('showToast').map(t => t.title)

/** a finger dragging the slider handle to the end over half a second */
async function slide(page) {
  const handle = host.find(page, 'slider-verify__handle')
  handle.dispatchEvent('touchstart', { touches: [{ x: 0, y: 10 }], changedTouches: [{ x: 0, y: 10 }] })
  for (let i = 1; i <= 12; i++) {
    await host.simulate.sleep(35)
    const x = Math.round((330 * i) / 12)
    handle.dispatchEvent('touchmove', { touches: [{ x, y: 10 }], changedTouches: [{ x, y: 10 }] })
  }
  await host.simulate.sleep(20)
  handle.dispatchEvent('touchend', { touches: [], changedTouches: [{ x: 330, y: 10 }] })
  await host.waitFor(() => expect(host.findAll(page, 'slider-verify--passed').map(text)).toEqual(['已完成滑块验证，如有问题请刷新页面']))
}

describe('an unbound WeChat reader', () => {
  let story

  it('reads home without being sent anywhere (the wx.login exchange is silent)', async () => {
    const home = host.openPage(HOME, {})
    await host.waitFor(() => expect(host.findAll(home, 'news-card').length).toBeGreaterThan(3))
    // give a late navigation every chance to happen
    await host.simulate.sleep(500)
    expect(host.currentPage().route).toBe(HOME)
    expect(navigations()).toEqual([])
    expect(host.callsOf('login').length).toBeGreaterThanOrEqual(1)
    expect(host.callsOf('request').some(r => r.url.endsWith('/v1/user/mpLogin'))).toBe(true)
    expect(host.storage.get('token')).toBeFalsy()
  })

  it('reads a story without being sent anywhere', async () => {
    story = host.openPage(DETAIL, { classId: stories.news.classId, newsId: stories.news.newsId })
    await host.waitFor(() => expect(texts(story, 'news-detail__title')).toEqual([stories.news.title]))
    await host.simulate.sleep(300)
    expect(host.currentPage().route).toBe(DETAIL)
    expect(navigations()).toEqual([])
  })

  it('taps like: lands on the login page, which offers WeChat beside SMS and password', async () => {
    host.tap(story, host.findAll(story, 'like-block__button')[0])
    await host.waitFor(() => expect(host.currentPage().route).toBe(LOGIN))
    expect(toasts()).toContain('请先登录上游账号')
    const login = host.currentPage().component
    const choices = await host.waitFor(() => {
      const found = host.findAll(login, 'login-page__choice').map(text)
      if (found.length < 3) throw new Error('choices not rendered yet')
      return found
    })
    expect(choices).toEqual(['手机验证码登录', '密码登录', '微信登录'])
    expect(host.callsOf('request').filter(r => r.url.endsWith('/v1/like/do'))).toHaveLength(0)
  })

  it('chooses 微信登录, binds a phone with an SMS code and is back on the story, logged in', async () => {
    const login = host.currentPage().component
    host.tap(login, host.findAll(login, 'login-page__choice').find(el => text(el) === '微信登录'))
    await host.waitFor(() => expect(host.currentPage().route).toBe(BIND_PAGE))
    const page = host.currentPage().component
    await host.waitFor(() => expect(host.findAll(page, 'auth-form__title').map(text)).toEqual(['绑定手机号']))
    expect(host.findAll(page, 'phone-input__prefix').map(text)).toEqual(['+86'])
    expect(host.findAll(page, 'code-input__box')).toHaveLength(6)
    // which WeChat is being bound: the one wx.login's code stood for
    expect(host.findAll(page, 'bind-who__label').map(text)).toEqual(['将要绑定的微信'])
    expect(host.findAll(page, 'bind-who__name').map(text)).toEqual(['微信用户·小程序新朋友'])

    const phone = '13755550001'
    type(page, 'phone-input__field', phone)
    await host.simulate.sleep(300) // the slider's challenge arrives from the server
    await slide(page)
    host.tap(page, host.findAll(page, 'sms-fields__button')[0])
    await host.waitFor(() => expect(toasts()).toContain('验证码已发送'))
    const { data } = await getJson(`${server.url}/dev/sms/outbox?phone=${phone}`)
    type(page, 'code-input__field', data[0].code)
    // asked before anything is bound (the host's modal answers 确认绑定)
    await host.waitFor(() => expect(host.callsOf('showModal').map(a => a.content)).toContain(
      `确认把微信“微信用户·小程序新朋友”绑定到手机号137****0001？绑定后，这个微信可以直接登录该手机号的账号。`))

    await host.waitFor(() => expect(host.storage.get('token')).toBeTruthy())
    await host.waitFor(() => expect(host.currentPage().route).toBe(DETAIL))
    expect(host.currentPage().options).toMatchObject({ newsId: String(stories.news.newsId) })
    const back = host.currentPage().component
    await host.waitFor(() => expect(texts(back, 'news-detail__title')).toEqual([stories.news.title]))
    // now the like goes through
    host.tap(back, host.findAll(back, 'like-block__button')[0])
    await host.waitFor(() => expect(host.callsOf('request').filter(r => r.url.endsWith('/v1/like/do'))).toHaveLength(1))
    await host.waitFor(() => expect(texts(back, 'like-block__count')).toEqual([`${stories.news.doLikeNum + 1}人喜欢`]))
  })
})
