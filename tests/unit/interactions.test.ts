// The detail pages' rules on the client: the comment badge, permission switches, ad targeting and
// rotation, the fold threshold, the article's pictures; the like, comment and report state machines.
import Taro from '@tarojs/taro'
import type { Ad, Comment, CommentListData } from '../../types/api/interaction'
import type { NewsDetail } from '../../types/api/news'
import { adTargets, commentBadge, permissionHides, permissionMask, permissionSwitches, shouldFold, slotAds } from '../../common/detail-rules'
import { rotateAds } from '../../src/stores/ad-rotation'
import { articleBlocks } from '../../src/components/RichContent'
import { NewsDetailStore, CHANGE_LIKE } from '../../src/stores/news-detail'
import { StoryComments, COMMENTS_CHANGED, CommentDraft } from '../../src/stores/comments'
import { createElement } from 'react'
import { render } from '@testing-library/react'
import CommentItem from '../../src/components/CommentItem'
import { ReportStore } from '../../src/stores/report'
import { sessionStore } from '../../src/stores/session'
import { tokenStore } from '../../src/services/token'
import { router } from '../../src/platform/router'
import { BANG_CLASS, bangClassOf } from '../../types/api/qa'
import { bangThread } from '../../src/packages/bangbang/components/BangComments'
import { discoverThread } from '../../src/stores/discover'
import { callsOf, setModalAnswer, setRequest } from './support/taro'

/* eslint-disable @typescript-eslint/no-explicit-any */
const envelope = (data: unknown, statusCode = 200, message = 'success') => ({ statusCode: 200, data: { statusCode, message, data }, header: {} })
const toasts = () => callsOf('showToast').map(t => t.title)
/** the requests made (after the first `from`) */
const requests = (from = 0) => callsOf('request').slice(from).map(r => ({ url: String(r.url).split('?')[0], data: r.data }))

function login() {
  tokenStore.set('Bearer reader-token')
  sessionStore.restore()
}

beforeEach(() => {
  sessionStore.clear()
  window.history.replaceState(null, '', '/shangyou_news/NewsDetail?classId=101&newsId=9')
})

describe('rules', () => {
  it('the comment badge shows 1–99, then 99+, and nothing for none', () => {
    expect([0, 1, 99, 100, 101, 2500].map(commentBadge)).toEqual(['', '1', '99', '99+', '99+', '99+'])
  })

  it('a permission switch n hides by the bit 2^(n-1)', () => {
    expect(permissionHides(1, 1)).toBe(true)
    expect(permissionHides(2, 1)).toBe(false)
    expect(permissionHides(2, 2)).toBe(true)
    expect(permissionHides(4, 3)).toBe(true)
    expect(permissionHides(3, 3)).toBe(false)
  })

  it('the newsroom’s switches make the mask the apps read, keeping bits they do not name', () => {
    expect(permissionMask(['comments', 'ads'], 3)).toBe(1 | 4)
    expect(permissionMask(['related'], 3, 8 | 1 | 4)).toBe(8 | 2)
    expect(permissionMask([], 5, 0xff)).toBe(0xff & ~(1 | 2 | 16))
    expect(permissionSwitches(8 | 4 | 1, 3)).toEqual(['comments', 'ads'])
    // (an ad bit of 0: no ad switch)
    expect(permissionSwitches(7, 0)).toEqual(['comments', 'related'])
    expect(permissionMask(['ads'], 0, 0)).toBe(0)
  })

  const ad = (over: Partial<Ad>): Ad => ({
    id: 1, type: 3, title: 't', url: '/x', imgSrc: '/a.jpg', newsClassId: 0, newsId: 0, isAll: 1, showClassIds: [], notShowClassIds: [], ...over,
  })

  it('an ad targets every channel but the excluded, or the listed ones', () => {
    expect(adTargets(ad({ isAll: 1, notShowClassIds: [201] }), 101)).toBe(true)
    expect(adTargets(ad({ isAll: 1, notShowClassIds: [201] }), 201)).toBe(false)
    expect(adTargets(ad({ isAll: 0, showClassIds: [101, 102] }), 102)).toBe(true)
    expect(adTargets(ad({ isAll: 0, showClassIds: [101, 102] }), 103)).toBe(false)
  })

  it('a slot shows its type’s targeted ads, none when the story’s mask has the ad bit', () => {
    const ads = [ad({ id: 1, type: 5 }), ad({ id: 2, type: 3 }), ad({ id: 3, type: 3, isAll: 0, showClassIds: [999] })]
    expect(slotAds(ads, 3, { classId: 101, permission: 0 }, 3).map(a => a.id)).toEqual([2])
    expect(slotAds(ads, 5, { classId: 101, permission: 2 }, 3).map(a => a.id)).toEqual([1])
    expect(slotAds(ads, 5, { classId: 101, permission: 4 }, 3)).toEqual([])
  })

  it('the rotation index advances once per view, per channel, and wraps after the last ad', () => {
    const upper = ['u1', 'u2']
    const lower = ['l1', 'l2', 'l3']
    const views = [0, 1, 2, 3].map(() => rotateAds(101, [upper, lower, []]))
    expect(views).toEqual([['u1', 'l1', undefined], ['u2', 'l2', undefined], ['u1', 'l3', undefined], ['u1', 'l1', undefined]])
    expect(rotateAds(102, [upper])).toEqual(['u1'])
    expect(Taro.getStorageSync('adIndex_101')).toBe(1)
  })

  it('content folds beyond 1.2 window heights', () => {
    expect(shouldFold(1012, 844)).toBe(false)
    expect(shouldFold(1014, 844)).toBe(true)
    expect(shouldFold(5000, 0)).toBe(false)
  })

  it('pictures standing alone in a paragraph become their own blocks', () => {
    const html = '<p>甲</p><p><img src="http://h/a.jpg" alt=""></p><p>乙<img src="http://h/inline.jpg"></p><p> <img alt="" src="http://h/b.jpg?x=1&amp;y=2"> </p>'
    expect(articleBlocks(html)).toEqual([
      { kind: 'html', html: '<p>甲</p>' },
      { kind: 'image', src: 'http://h/a.jpg' },
      { kind: 'html', html: '<p>乙<img src="http://h/inline.jpg"></p>' },
      { kind: 'image', src: 'http://h/b.jpg?x=1&y=2' },
    ])
  })
})

const DETAIL = { classId: 101, newsId: 9, title: '标题', isDoLike: 0, doLikeNum: 41, commentCount: 3 } as unknown as NewsDetail

describe('liking a story', () => {
  async function loaded(): Promise<NewsDetailStore> {
    const store = new NewsDetailStore(101, 9)
    setRequest(async () => envelope({ ...DETAIL }))
    await store.load()
    return store
  }

  it('sends a visitor to log in and makes no call', async () => {
    const store = await loaded()
    await store.like()
    expect(requests().map(r => r.url)).toEqual(['/v1/news/getDetails'])
    expect(callsOf('navigateTo')[0].url).toMatch(/^\/LoginPage\?mastLogin=true&redirect=/)
  })

  it('0 → 1 on statusCode 200 with the server’s message and count; a second like says so and makes no call', async () => {
    login()
    const store = await loaded()
    setRequest(async () => envelope({ voteType: 1, likeNum: 42 }, 200, '点赞成功'))
    await store.like()
    expect(requests(1)).toEqual([{ url: '/v1/like/do', data: 'classId=101&newsId=9&type=1' }])
    expect(store.detail).toMatchObject({ isDoLike: 1, doLikeNum: 42 })
    expect(toasts()).toContain('点赞成功')
    await store.like()
    expect(requests(1)).toHaveLength(1)
    expect(toasts()).toContain('你已经点过赞了')
  })

  it('statusCode 100 says 点赞失败！ and changes nothing', async () => {
    login()
    const store = await loaded()
    setRequest(async () => envelope(null, 100, '点赞失败！'))
    await store.like()
    expect(toasts()).toContain('点赞失败！')
    expect(store.detail).toMatchObject({ isDoLike: 0, doLikeNum: 41 })
  })

  it('follows a like made in another view of the same story', async () => {
    login()
    const here = await loaded()
    const stop = here.followLikes()
    const there = await loaded()
    setRequest(async () => envelope({ voteType: 1, likeNum: 42 }, 200, '点赞成功'))
    await there.like()
    expect(here.detail).toMatchObject({ isDoLike: 1, doLikeNum: 42 })
    Taro.eventCenter.trigger(CHANGE_LIKE, { newsId: 9, isDoLike: 0, from: there })
    expect(here.detail).toMatchObject({ isDoLike: 0, doLikeNum: 41 })
    Taro.eventCenter.trigger(CHANGE_LIKE, { newsId: 10, isDoLike: 1, from: there })
    expect(here.detail!.isDoLike).toBe(0)
    stop()
  })
})

const comment = (id: number, over: Partial<Comment> = {}): Comment => ({
  id, plId: id, pId: 0, grandPid: 0, newsId: 9, classId: 101, userId: 5, nickname: `读者${id}`, userName: `读者${id}`, userPic: '',
  sayTime: '2026-11-22 10:00:00', sayText: `评论${id}`, conpic: [], newsTime: '', label: '', region: '重庆', belongMyself: false,
  zcNum: 10, rsNum: 0, hasDoLike: false, isDoLike: 0, isGood: 0, subComments: [], hasMoreSubComments: false, beCommenter: '', ...over,
})

describe('a comment held for review', () => {
  it('is marked 审核中 for its writer, who can delete it but not like or answer it', () => {
    const actions = { like: jest.fn(), reply: jest.fn(), remove: jest.fn(), report: jest.fn(), openThread: jest.fn() }
    const held = { ...comment(7), belongMyself: true, underReview: true }
    const { container, getByText, queryByText } = render(createElement(CommentItem, { comment: held, actions }))
    expect(getByText('审核中')).toBeTruthy()
    expect(container.querySelector('.comment-item__like')).toBeNull()
    expect(queryByText('回复')).toBeNull()
    expect(getByText('删除')).toBeTruthy()
  })

  it('publishing one says it waits for review', async () => {
    login()
    const draft = new CommentDraft({ classId: 101, id: 9 })
    draft.setText('周末兼职日结')
    setRequest(async () => envelope({ ...comment(8), underReview: true }, 200, '已提交，审核通过后展示'))
    expect(await draft.publish('重庆')).toBe(true)
    expect(toasts().pop()).toBe('已提交，审核通过后展示')
  })
})

describe('a story’s comments', () => {
  const page = (list: Comment[], hot: Comment[] = [], total = list.length): CommentListData => ({ list, hot, total, page: 1, hasMore: false })

  it('likes and unlikes a comment: every copy on screen follows the server’s count', async () => {
    login()
    const store = new StoryComments({ classId: 101, id: 9 })
    setRequest(async () => envelope(page([comment(1), comment(2)], [comment(1)])))
    await store.list.loadMore()
    setRequest(async () => envelope({ voteType: 1, likeNum: 11 }, 200, '点赞成功'))
    await store.like(store.list.items[0])
    expect(requests().pop()).toEqual({ url: '/v1/like/do', data: 'classId=101&newsId=9&commentId=1&type=2' })
    expect([store.hot[0], store.list.items[0]].map(c => [c.zcNum, c.isDoLike])).toEqual([[11, 1], [11, 1]])
    setRequest(async () => envelope({ voteType: 0, likeNum: 10 }, 200, '已取消点赞'))
    await store.like(store.hot[0])
    expect([store.hot[0], store.list.items[0]].map(c => [c.zcNum, c.isDoLike])).toEqual([[10, 0], [10, 0]])
  })

  it('deletes one’s own comment after 提示 / 你确定要删除吗？, says 删除成功！ and reloads the page 1 s later', async () => {
    jest.useFakeTimers()
    const refresh = jest.spyOn(router, 'refresh').mockImplementation(() => undefined)
    try {
      login()
      const store = new StoryComments({ classId: 101, id: 9 })
      setRequest(async () => envelope(page([comment(1, { belongMyself: true }), comment(2)])))
      await store.list.loadMore()
      const changed = jest.fn()
      Taro.eventCenter.on(COMMENTS_CHANGED, changed)

      setModalAnswer(false)
      expect(await store.remove(store.list.items[0])).toBe(false)
      expect(callsOf('showModal')[0]).toMatchObject({ title: '提示', content: '你确定要删除吗？' })
      expect(requests().map(r => r.url)).toEqual(['/v1/comment/getList'])

      setModalAnswer(true)
      setRequest(async (opts: any) => (String(opts.url).includes('deleteComment') ? envelope(null, 200, '删除成功！') : envelope(page([comment(2)]))))
      const done = store.remove(store.list.items[0])
      await jest.advanceTimersByTimeAsync(0)
      expect(requests().map(r => r.url)).toEqual(['/v1/comment/getList', '/v1/comment/deleteComment'])
      expect(requests()[1].data).toBe('plId=1')
      expect(toasts()).toContain('删除成功！')
      await jest.advanceTimersByTimeAsync(999)
      expect(refresh).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1)
      expect(await done).toBe(true)
      // the page is reloaded (not only its list), the story's other views told first
      expect(refresh).toHaveBeenCalledTimes(1)
      expect(changed).toHaveBeenCalledWith({ newsId: 9 })
      expect(requests()).toHaveLength(2)
    } finally {
      refresh.mockRestore()
      jest.useRealTimers()
    }
  })
})

describe('what the comment calls name', () => {
  it('BangBang’s: from=bang, classid 2 for Q&A and 1 otherwise (with its section); a 发现 post’s: the story calls with classId 20', async () => {
    login()
    setRequest(async () => envelope({ list: [], hot: [], total: 0, page: 1, hasMore: false }))
    const at = callsOf('request').length
    for (const thread of [bangThread(BANG_CLASS.answer, 7), bangThread(BANG_CLASS.politics, 8), bangThread(BANG_CLASS.post, 9), bangThread(BANG_CLASS.composition, 10), discoverThread(11)]) {
      await new StoryComments(thread).list.loadMore()
    }
    const sent = callsOf('request').slice(at).map(r => String(r.url).split('?'))
    expect(sent.map(([url, q]) => [url, Object.fromEntries(new URLSearchParams(q))])).toEqual([
      ['/api/bv/comment/list', { from: 'bang', classid: '2', id: '7', page: '1' }],
      ['/api/bv/comment/list', { from: 'bang', classid: '1', id: '8', page: '1' }],
      ['/api/bv/comment/list', { from: 'bang', classid: '1', section: 'community', id: '9', page: '1' }],
      ['/api/bv/comment/list', { from: 'bang', classid: '1', section: 'composition', id: '10', page: '1' }],
      ['/v1/comment/getList', { classId: '20', newsId: '11', page: '1' }],
    ])
    // an older client's numbers name the same things
    expect([2, 1, 3, 4, 5].map(n => bangClassOf(n))).toEqual([BANG_CLASS.answer, BANG_CLASS.politics, BANG_CLASS.post, BANG_CLASS.discover, BANG_CLASS.composition])
    expect(bangClassOf(1, 'discover')).toBe(BANG_CLASS.discover)
  })
})

describe('the report popup', () => {
  const reasons = { type: ['低俗色情', '虚假谣言', '广告营销', '其他'], tel: '966966' }

  async function opened(target: Parameters<ReportStore['show']>[0]) {
    login()
    const store = new ReportStore({ classId: 101, id: 9 })
    setRequest(async () => envelope(reasons))
    await store.show(target)
    return store
  }

  it('a comment report opens with nothing chosen; with none the button cancels and closes, making no call', async () => {
    const store = await opened({ kind: 'comment', comment: comment(7), platformId: 0, classId: 101 })
    expect(store.open).toBe(true)
    expect(store.reasons).toEqual(reasons.type)
    expect(store.selected).toEqual([])
    expect(store.action).toBe('cancel')
    store.toggle('其他')
    expect(store.action).toBe('submit')
    store.toggle('其他')
    expect(store.action).toBe('cancel')
    await store.press()
    expect(store.open).toBe(false)
    expect(requests().filter(r => r.url !== '/v1/comment/reportContent')).toEqual([])
  })

  it('sends the chosen reasons comma-joined; success says 举报成功 and closes', async () => {
    const store = await opened({ kind: 'comment', comment: comment(7), platformId: 1, classId: 12 })
    store.toggle('其他')
    store.toggle('虚假谣言')
    setRequest(async () => envelope({ id: 3 }, 200, '举报成功'))
    await store.press()
    const sent = callsOf('request').pop()
    expect(sent.url).toMatch(/\/api\/comment\/doReport$/)
    expect(sent.data).toEqual({ classId: 12, newsId: 9, commentId: 7, platformId: 1, content: '虚假谣言,其他', commentContent: '评论7' })
    expect(toasts()).toContain('举报成功')
    expect(store.open).toBe(false)
  })

  it('an answer without data shows the server’s message and stays open', async () => {
    const store = await opened({ kind: 'story' })
    store.toggle('广告营销')
    setRequest(async () => envelope(null, 200, '你已举报过，请等待处理'))
    await store.press()
    expect(toasts()).toContain('你已举报过，请等待处理')
    expect(store.open).toBe(true)
  })

  it('a story report, as a comment\'s: none chosen reads 取消 and closes, making no call; a reason chosen submits', async () => {
    const store = await opened({ kind: 'story' })
    expect(store.action).toBe('cancel')
    await store.press()
    expect(store.open).toBe(false)
    expect(requests().filter(r => r.url !== '/v1/comment/reportContent')).toEqual([])
    await store.show({ kind: 'story' })
    store.toggle('低俗色情')
    expect(store.action).toBe('submit')
    setRequest(async () => envelope({ id: 4 }, 200, '举报成功'))
    await store.press()
    expect(requests().pop()).toEqual({ url: '/v1/news/doReport', data: 'classId=101&newsId=9&content=%E4%BD%8E%E4%BF%97%E8%89%B2%E6%83%85' })
  })

  it('needs a reader', async () => {
    const store = new ReportStore({ classId: 101, id: 9 })
    await store.show({ kind: 'story' })
    expect(store.open).toBe(false)
    expect(callsOf('navigateTo')[0].url).toMatch(/^\/LoginPage\?mastLogin=true/)
  })
})
