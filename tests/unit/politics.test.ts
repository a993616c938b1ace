// 问政 on the client: the question being written is kept as a draft and checked before it is sent, a
// step on a question reloads it, and politics pages go back to the BangBang home unless the reader came
// from within the section.
import Taro from '@tarojs/taro'
import { keyOf } from '../../src/stores/draft'
import { PoliticsDraft, PoliticsQuestion } from '../../src/stores/politics'
import { DRAFTS } from '../../src/stores/draft'
import { sessionStore } from '../../src/stores/session'
import { tokenStore } from '../../src/services/token'
import { router } from '../../src/platform/router'
import { back, backToOpener, pageNotFound } from '../../src/utils/navigate'
import { callsOf, setPages, setRequest } from './support/taro'

/* eslint-disable @typescript-eslint/no-explicit-any */
const envelope = (data: unknown, statusCode = 200, message = 'success') => ({ statusCode: 200, data: { statusCode, message, data }, header: {} })
const toasts = () => callsOf('showToast').map(t => t.title)

function login() {
  tokenStore.set('Bearer reader-token')
  sessionStore.restore()
}

beforeEach(() => {
  sessionStore.clear()
  window.history.replaceState(null, '', '/shangyou_news/BangBang/politics/commit')
})

describe('the question being written', () => {
  it('is kept as it is typed, and a new page picks it up', () => {
    const draft = new PoliticsDraft()
    draft.set({ departmentId: 3, title: '路灯坏了' })
    draft.set({ content: '晚上一片漆黑' })
    expect(new PoliticsDraft()).toEqual(expect.objectContaining({ departmentId: 3, title: '路灯坏了', content: '晚上一片漆黑' }))
  })

  it('asks for a department, a title and a text before sending, and sends nothing until then', async () => {
    login()
    Taro.removeStorageSync(keyOf(DRAFTS.politics))
    const draft = new PoliticsDraft()
    expect(await draft.send('重庆')).toBeNull()
    draft.set({ departmentId: 3 })
    expect(await draft.send('重庆')).toBeNull()
    draft.set({ title: '  路灯坏了 ' })
    expect(await draft.send('重庆')).toBeNull()
    expect(toasts()).toEqual(['请选择部门', '请输入标题', '请输入问题内容'])
    expect(callsOf('request')).toEqual([])
  })

  it('sends a visitor to log in first, keeping the draft', async () => {
    const draft = new PoliticsDraft()
    draft.set({ departmentId: 3, title: '路灯坏了', content: '晚上一片漆黑' })
    expect(await draft.send('重庆')).toBeNull()
    expect(callsOf('navigateTo')[0].url).toMatch(/^\/LoginPage\?mastLogin=true&redirect=/)
    expect(Taro.getStorageSync(keyOf(DRAFTS.politics))).toEqual({ departmentId: 3, title: '路灯坏了', content: '晚上一片漆黑', pictures: [], video: null })
  })

  it('once accepted: says so in the server’s words, and the draft is gone', async () => {
    login()
    const draft = new PoliticsDraft()
    draft.set({ departmentId: 3, title: '路灯坏了', content: '晚上一片漆黑' })
    setRequest(async () => envelope({ id: 41, underReview: false }, 200, '提交成功'))
    expect(await draft.send('重庆')).toEqual({ id: 41, underReview: false })
    const sent = callsOf('request').find(r => String(r.url).includes('/v1/bangbang/wenzheng/add'))
    expect(sent.data).toBe('departmentId=3&title=%E8%B7%AF%E7%81%AF%E5%9D%8F%E4%BA%86&content=%E6%99%9A%E4%B8%8A%E4%B8%80%E7%89%87%E6%BC%86%E9%BB%91&region=%E9%87%8D%E5%BA%86')
    expect(toasts()).toContain('提交成功')
    expect(Taro.getStorageSync(keyOf(DRAFTS.politics))).toBe('')
    expect(draft.title).toBe('')
  })
})

describe('a step on a question', () => {
  it('needs a reason to decline, then reloads the question with the server’s message', async () => {
    login()
    const q = new PoliticsQuestion(7)
    expect(await q.handle('refuse', '  ')).toBe(false)
    expect(toasts()).toEqual(['请填写原因'])
    const asked: string[] = []
    setRequest(async ({ url }: { url: string }) => {
      asked.push(String(url).split('?')[0].replace(/^.*\/\/[^/]+/, ''))
      return url.includes('handle') ? envelope({ statusCode: 'refused', status: '不予受理' }, 200, '不予受理') : envelope({ header: { id: 7 } })
    })
    expect(await q.handle('refuse', '信息不完整')).toBe(true)
    expect(toasts()).toContain('不予受理')
    expect(asked.slice(0, 2)).toEqual(['/v1/bangbang/wenzheng/handle', '/v1/bangbang/wenzheng/getDetail'])
  })

  it('a refusal is shown in the server’s words and changes nothing here', async () => {
    login()
    const q = new PoliticsQuestion(7)
    setRequest(async () => envelope(null, 409, '问题当前状态不能进行此操作'))
    expect(await q.rate(4)).toBe(false)
    expect(toasts()).toEqual(['问题当前状态不能进行此操作'])
  })
})

describe('back from a politics page', () => {
  it('goes to the BangBang home unless the reader came from it or from a search (spec §2, exactly)', () => {
    setPages([{ route: 'packages/bangbang/pages/politics/index' }, { route: 'packages/bangbang/pages/politics-detail/index' }])
    router.rememberRoute('home')
    void back()
    expect(callsOf('reLaunch').pop()).toEqual({ url: '/BangBang/index' })
    // another page of the section is not an exception: the spec names the home and search only
    router.rememberRoute('politicsIndex')
    void back()
    expect(callsOf('reLaunch').pop()).toEqual({ url: '/BangBang/index' })
    router.rememberRoute('BangSearch')
    void back()
    expect(callsOf('navigateBack').pop()).toEqual({ delta: 1 })
    router.rememberRoute('SearchPage')
    void back()
    expect(callsOf('navigateBack').pop()).toEqual({ delta: 1 })
    router.rememberRoute('BangBang')
    void back()
    expect(callsOf('navigateBack').pop()).toEqual({ delta: 1 })
    setPages([{ route: 'packages/bangbang/pages/politics/index' }])
    router.rememberRoute('BangBang')
    void back()
    expect(callsOf('reLaunch').pop()).toEqual({ url: '/BangBang/index' })
  })

  it('is the reader\'s back only: a page that has done its work (an answer sent) returns to its opener', () => {
    setPages([{ route: 'packages/bangbang/pages/politics-detail/index' }, { route: 'packages/bangbang/pages/politics-reply/index' }])
    router.rememberRoute('politicsDetail')
    void backToOpener()
    expect(callsOf('navigateBack').pop()).toEqual({ delta: 1 })
    // opened alone (a shared link): the section's home
    setPages([{ route: 'packages/bangbang/pages/politics-reply/index' }])
    void backToOpener()
    expect(callsOf('reLaunch').pop()).toEqual({ url: '/BangBang/index' })
  })

  it('is not applied to the BangBang pages the spec does not name (社区, 曝光台, 便民服务, its search)', () => {
    for (const page of ['community', 'exposure', 'serve', 'search']) {
      setPages([{ route: 'pages/home/index' }, { route: `packages/bangbang/pages/${page}/index` }])
      router.rememberRoute('home')
      void back()
      expect(callsOf('navigateBack').pop()).toEqual({ delta: 1 })
    }
  })
})

describe('back from a 问答 question opened from 渝农\'s 乡村帮帮', () => {
  it('goes back to 乡村帮帮 (which opens the section\'s pages), not to the BangBang home', () => {
    setPages([{ route: 'packages/bangbang/pages/country-bangbang/index' }, { route: 'packages/bangbang/pages/qa-list/index' }])
    router.rememberRoute('ruralQa')
    void back()
    expect(callsOf('navigateBack').pop()).toEqual({ delta: 1 })
    router.rememberRoute('ruralQaSearch')
    void back()
    expect(callsOf('navigateBack').pop()).toEqual({ delta: 1 })
    // a page of another section that does not open BangBang's is no way back
    router.rememberRoute('ruralPrice')
    void back()
    expect(callsOf('reLaunch').pop()).toEqual({ url: '/BangBang/index' })
  })
})

describe('an address or page the app does not have (onPageNotFound)', () => {
  it('opens where the specs redirect it, with its query; anything else is 页面不存在; an entry page starts over', () => {
    setPages([{ route: 'pages/home/index' }])
    void pageNotFound({ path: '/AccumulatedPoints', isEntryPage: false })
    expect(callsOf('redirectTo').pop()).toEqual({ url: '/AccumulatedPoints/index' })
    void pageNotFound({ path: '/shangyou_news/yu-nong/home', query: { tab: '3', stamp: '2' } })
    expect(callsOf('redirectTo').pop()).toEqual({ url: '/home/yu-nong?tab=3' })
    // the mini-program's: a page path no longer in the app
    void pageNotFound({ path: 'packages/gone/pages/old/index', query: { id: 7 } })
    expect(callsOf('redirectTo').pop()).toEqual({ url: '/404' })
    setPages([])
    void pageNotFound({ path: '/nonexistent-page', isEntryPage: true })
    expect(callsOf('reLaunch').pop()).toEqual({ url: '/404' })
  })
})

describe('drafts are the reader’s (issue 24 §10)', () => {
  it('are kept under the reader, go to whoever logs in after a visitor wrote them, and are all cleared on sign-out', async () => {
    // a visitor starts a question, then logs in: it is theirs now
    const visitor = new PoliticsDraft()
    visitor.set({ departmentId: 3, title: '路灯坏了', content: '家住渝中区某某路12号，晚上一片漆黑' })
    expect(Taro.getStorageSync(keyOf(DRAFTS.politics, 'visitor'))).toMatchObject({ title: '路灯坏了' })
    login()
    Taro.setStorageSync('userId', '42')
    expect(new PoliticsDraft()).toEqual(expect.objectContaining({ title: '路灯坏了' }))
    expect(Taro.getStorageSync(keyOf(DRAFTS.politics, 'visitor'))).toBe('')
    expect(Taro.getStorageSync(keyOf(DRAFTS.politics, '42'))).toMatchObject({ content: expect.stringContaining('12号') })
    // another reader on the same phone does not get it
    Taro.setStorageSync('userId', '43')
    expect(new PoliticsDraft()).toEqual(expect.objectContaining({ title: '', content: '' }))
    // signing out clears every draft on the device
    Taro.setStorageSync('userId', '42')
    sessionStore.clear()
    expect(Taro.getStorageSync(keyOf(DRAFTS.politics, '42'))).toBe('')
    expect(new PoliticsDraft()).toEqual(expect.objectContaining({ title: '', content: '' }))
  })

  it('a draft an earlier version kept under the bare key (nobody’s to know whose) is dropped', () => {
    Taro.setStorageSync(DRAFTS.politics, { title: '旧草稿', content: '某某路12号' })
    expect(new PoliticsDraft()).toEqual(expect.objectContaining({ title: '' }))
    expect(Taro.getStorageSync(DRAFTS.politics)).toBe('')
  })
})
