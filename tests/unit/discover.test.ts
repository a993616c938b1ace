// 发现's like (spec §4): already liked says 你已经点过赞了 and calls nothing; the count and the state
// follow the server's voteType only, for a post not yet liked; every view of a post follows a like made
// in another (changeDoLike). The post being written: pictures or a video, never both; a topic typed
// is new until one is chosen; it is kept as a draft.
import { discoverLikes, DiscoverDraft } from '../../src/stores/discover'
import { sessionStore } from '../../src/stores/session'
import { tokenStore } from '../../src/services/token'
import Taro from '@tarojs/taro'
import { DRAFTS, keyOf } from '../../src/stores/draft'
import { callsOf, setRequest } from './support/taro'

/* eslint-disable @typescript-eslint/no-explicit-any */
const envelope = (data: unknown, statusCode = 200, message = 'success') => ({ statusCode: 200, data: { statusCode, message, data }, header: {} })
const toasts = () => callsOf('showToast').map(t => t.title)
const likeCalls = () => callsOf('request').filter((r: any) => r.url.includes('/v1/like/do'))
const item = (id: number, over: Record<string, unknown> = {}) => ({ id, like: 5, isDoLike: false, ...over })

beforeEach(() => {
  tokenStore.set('Bearer reader-token')
  sessionStore.restore()
})

describe('the like', () => {
  it('counts on voteType; again says 你已经点过赞了 with no call; another view of the post follows', async () => {
    setRequest(async () => envelope({ voteType: 1, likeNum: 6 }, 200, '点赞成功'))
    await discoverLikes.like(item(1))
    expect(discoverLikes.of(item(1))).toEqual({ liked: true, count: 6 })
    // the same post in another list (its copy still says 5, not liked)
    expect(discoverLikes.of(item(1, { like: 5 }))).toEqual({ liked: true, count: 6 })
    await discoverLikes.like(item(1))
    expect(toasts().slice(-2)).toEqual(['点赞成功', '你已经点过赞了'])
    expect(likeCalls()).toHaveLength(1)
  })

  it('changes nothing when the server sets no voteType, and says its words', async () => {
    setRequest(async () => envelope({ voteType: 0, likeNum: 9 }, 200, '你已经点过赞了'))
    await discoverLikes.like(item(2))
    expect(discoverLikes.of(item(2))).toEqual({ liked: false, count: 5 })
    setRequest(async () => envelope(null, 404, '内容不存在或已删除'))
    await discoverLikes.like(item(3))
    expect(discoverLikes.of(item(3))).toEqual({ liked: false, count: 5 })
    expect(toasts().slice(-2)).toEqual(['你已经点过赞了', '内容不存在或已删除'])
  })
})

describe('the post being written', () => {
  it('takes pictures or a video, not both', () => {
    const draft = new DiscoverDraft()
    draft.pictures.items.push({ preview: 'a.jpg', picked: null, sent: { id: 1, thumb: 'a', url: 'a' } } as any)
    draft.addVideo()
    expect(toasts().at(-1)).toBe('图片和视频只能选择一种')
  })

  it('keeps the topic from 跟帖 and the text; a typed topic is new until one is chosen', () => {
    const draft = new DiscoverDraft({ id: 4, title: '山城坡坎坎' })
    draft.setContent('爬了十八梯')
    expect(Taro.getStorageSync(keyOf(DRAFTS.discover))).toMatchObject({ content: '爬了十八梯', topicId: 4, topicTitle: '山城坡坎坎' })
    setRequest(async () => envelope([{ id: 9, title: '夜景机位' }]))
    draft.setTopicTitle('#夜景')
    expect([draft.topicId, draft.topicTitle]).toEqual([0, '#夜景'])
    draft.chooseTopic({ id: 9, title: '夜景机位' })
    expect([draft.topicId, draft.topicTitle, new DiscoverDraft().topicTitle]).toEqual([9, '夜景机位', '夜景机位'])
  })

  it('sends a new topic by its name and clears the draft once accepted', async () => {
    const draft = new DiscoverDraft()
    draft.setContent('洪崖洞夜景')
    draft.setTopicTitle('#夜景机位#')
    let sent: any = null
    setRequest(async (opts: any) => {
      if (opts.url.includes('/v1/quan/publish')) sent = opts.data
      return opts.url.includes('/v1/quan/publish') ? envelope({ id: 3, underReview: false, topic: { id: 12, title: '夜景机位', status: 'pending' } }, 200, '发布成功') : envelope([])
    })
    expect(await draft.send()).toEqual({ id: 3, underReview: false, topicId: 12 })
    expect(String(sent)).toContain(encodeURIComponent('夜景机位'))
    expect(String(sent)).not.toContain('topicId')
    expect(Taro.getStorageSync(keyOf(DRAFTS.discover))).toBeFalsy()
  })
})
