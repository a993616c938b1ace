// The video attached to a question: refused before a byte goes when too long or too large; the cover
// goes first and the clip names it; a failure is shown and retried; a draft keeps what was sent, and a
// form with a video still going (or failed) is not sent.
import { VideoSlot, VIDEO_PENDING } from '../../src/stores/video'
import { PictureList, sendDraft } from '../../src/stores/pictures'
import { tokenStore } from '../../src/services/token'
import { sessionStore } from '../../src/stores/session'
import { callsOf } from './support/taro'

/* eslint-disable @typescript-eslint/no-explicit-any */
const mockChosen: any[] = []
jest.mock('../../src/platform/media', () => ({ media: { chooseVideo: jest.fn(async () => mockChosen.shift() ?? null) } }))
const mockSent: { cover: any[]; video: any[]; fail: boolean } = { cover: [], video: [], fail: false }
jest.mock('../../src/services/upload', () => ({
  uploadImage: jest.fn(async (image: any, onProgress: (p: number) => void) => { mockSent.cover.push(image); onProgress(100); return { id: 41, url: 'https://x/c-l.jpg', thumb: 'https://x/c-s.jpg', width: 480, height: 270 } }),
  uploadVideo: jest.fn(async (video: any, coverId: number | null, onProgress: (p: number) => void) => {
    mockSent.video.push({ video, coverId })
    if (mockSent.fail) throw new Error('网络不给力，请稍后再试')
    onProgress(100)
    return { id: 7, url: 'https://x/v.mp4', coverImage: 'https://x/c-l.jpg', duration: 8, width: 480, height: 270 }
  }),
}))

const toasts = () => callsOf('showToast').map(t => t.title)
const clip = (over: Record<string, unknown> = {}) => ({ source: '/tmp/clip.mp4', size: 103_143, duration: 8.02, cover: { preview: '/tmp/c.jpg', size: 9000, source: '/tmp/c.jpg' }, ...over })

beforeEach(() => {
  mockSent.cover = []
  mockSent.video = []
  mockSent.fail = false
})

it('says a clip is too long or too large before sending anything', async () => {
  const slot = new VideoSlot()
  mockChosen.push(clip({ duration: 61.4 }))
  await slot.add()
  mockChosen.push(clip({ size: 31 * 1024 * 1024 }))
  await slot.add()
  expect(toasts().slice(-2)).toEqual(['视频不能超过60秒', '视频不能超过30MB'])
  expect([mockSent.cover.length, mockSent.video.length, slot.empty]).toEqual([0, 0, true])
  // 60.9 s is sixty whole seconds
  mockChosen.push(clip({ duration: 60.9 }))
  await slot.add()
  expect(slot.sent?.id).toBe(7)
})

it('sends the cover first and the clip naming it; what was sent is kept', async () => {
  const kept: unknown[] = []
  const slot = new VideoSlot(null, v => kept.push(v))
  mockChosen.push(clip())
  await slot.add()
  expect(mockSent.video).toEqual([{ video: expect.objectContaining({ source: '/tmp/clip.mp4' }), coverId: 41 }])
  expect([slot.ready, slot.progress, slot.duration, slot.id()]).toEqual([true, 100, 8, 7])
  expect(kept).toEqual([{ id: 7, url: 'https://x/v.mp4', coverImage: 'https://x/c-l.jpg', duration: 8 }])
  // a clip the browser could not draw goes without a cover
  const bare = new VideoSlot()
  mockChosen.push(clip({ cover: null }))
  await bare.add()
  expect(mockSent.video[1].coverId).toBeNull()
  slot.remove()
  expect([slot.empty, kept[1]]).toEqual([true, null])
})

it('shows a failure, retries it, and holds the form while it is not sent', async () => {
  tokenStore.set('Bearer reader-token')
  sessionStore.restore()
  const form = { sending: false, pictures: new PictureList(9), video: new VideoSlot() }
  mockSent.fail = true
  mockChosen.push(clip())
  await form.video.add()
  expect([form.video.error, form.video.ready]).toEqual(['网络连接失败，请稍后重试', false])
  const call = jest.fn()
  expect(await sendDraft(form, 'draft-key', '', call, () => undefined)).toBeNull()
  expect(toasts().at(-1)).toBe(VIDEO_PENDING)
  mockSent.fail = false
  await form.video.retry()
  expect(form.video.ready).toBe(true)
  const done = await sendDraft(form, 'draft-key', '', async () => ({ statusCode: 200, message: '提问成功', data: { id: 3 } }), () => undefined)
  expect(done).toEqual({ id: 3 })
  expect([call.mock.calls.length, form.video.empty]).toEqual([0, true])
})
